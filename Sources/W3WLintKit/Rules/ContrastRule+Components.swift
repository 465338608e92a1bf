/// The `contrast` check on component exports: what a person sees, text on the colour actually painted beneath it.
extension ContrastRule {
    /// What a component contrast suggestion depends on.
    struct SuggestionKey: Hashable {
        var foreground: RGBA
        var backdrop: [ColorMath.Channels]
        var opacity: Double
        var required: Double
    }

    func checkComponents(_ model: DesignModel) -> [Finding] {
        guard !model.components.isEmpty else { return [] }
        var findings: [Finding] = []
        // Notes are collected apart from `findings`, which the checks below hold exclusively while they run.
        var notes: [Finding] = []
        var suggestions: [SuggestionKey: RGBA?] = [:]
        for component in model.components where model.showsItsOwnColours(component.file) {
            let checking = ComponentChecking(model: model, for: component)
            // Unknown colours are gathered for the whole file and reported once, with what they left unchecked.
            var unknownVariables: [String] = []
            var uncheckedTexts: Set<String> = []
            var uncheckedShapes: Set<String> = []
            var firstUnknownUse: SourceLocation?
            func noteUnknown(_ variable: String, _ element: ComponentElement, at location: SourceLocation) {
                if !unknownVariables.contains(variable) { unknownVariables.append(variable) }
                if element.text != nil { uncheckedTexts.insert(element.path) } else { uncheckedShapes.insert(element.path) }
                if firstUnknownUse.map({ location < $0 }) ?? true { firstUnknownUse = location }
            }
            let covers = ComponentBackdrop.coverIndex(of: component)
            var notedElements: Set<String> = []
            func noteUnsupported(_ element: ComponentElement, beneath: ComponentElement, layered: Bool) {
                guard notedElements.insert(element.path).inserted else { return }
                notes.append(unknownBackdropNote(element, beneath: beneath, layered: layered))
            }
            // The rule's `modes` option narrows the modes an export is checked in.
            let heldToNonText = options.nonText == .controls ? ComponentStructure.controlElements(of: component) : nil
            for mode in checking.modes(for: component) where options.modes?.contains(mode) ?? true {
                for (index, element) in component.elements.enumerated() {
                    // What the viewBox and clip paths leave of it: nothing outside them, or cropped to a sliver, is judged.
                    guard let visible = Self.visibleBox(of: element, in: component) else { continue }
                    if let text = element.text {
                        let required = Self.requiredRatio(kind: .text, level: options.level, largeText: text.isLarge)
                        check(element, layer: element.fill, probes: Self.textProbes(visible), index: index, component: component,
                              mode: mode, required: required, kind: text.isLarge ? "large text" : "text",
                              checking: checking, requireShapeBeneath: false, noteUnknown: noteUnknown,
                              noteUnsupported: noteUnsupported, covers: covers, suggestions: &suggestions, into: &findings)
                        continue
                    }
                    // Non-text graphics (SC 1.4.11): the shapes of controls and icons, on a filled background.
                    guard options.nonText != .off, heldToNonText?.contains(index) ?? true else { continue }
                    checkNonText(element, visible: visible, index: index, component: component, mode: mode, checking: checking,
                                 noteUnknown: noteUnknown, covers: covers, suggestions: &suggestions, into: &findings)
                }
            }
            if let location = firstUnknownUse {
                notes.append(unknownVariablesNote(unknownVariables, texts: uncheckedTexts.count, shapes: uncheckedShapes.count,
                                                  checking: checking, at: location))
            }
        }
        // Appended in place: `findings + notes` held a large drawing's findings twice for a moment.
        findings += notes
        return findings
    }

    /// The note for an element whose backdrop is not known (a paint w3wlint does not read, or too many translucent layers).
    private func unknownBackdropNote(_ element: ComponentElement, beneath: ComponentElement, layered: Bool) -> Finding {
        let what: String
        if case let .unsupported(description) = beneath.fill.paint {
            what = "\(description) (\(beneath.path)), whose colours are not known"
        } else if layered {
            what = "more than \(ComponentBackdrop.maximumLayers) translucent shapes (down to \(beneath.path))"
        } else {
            what = "\(beneath.kind) (\(beneath.path)), whose colours are not known"
        }
        return Finding(ruleID: description.id, severity: .note,
                       message: "\(element.text.map { "text \"\($0.content)\"" } ?? element.kind) lies over \(what); "
                           + "its contrast is not checked",
                       location: element.location, properties: [("element", .string(element.path)),
                                                                 ("backgroundElement", .string(beneath.path))])
    }

    /// The shape's fill at a painted point near its centre, and its stroke along its whole outline, against what lies
    /// beneath: 3:1 (SC 1.4.11).
    private func checkNonText(_ element: ComponentElement, visible: BoundingBox, index: Int, component: Component, mode: String,
                              checking: ComponentChecking, noteUnknown: (String, ComponentElement, SourceLocation) -> Void,
                              covers: CoverIndex, suggestions: inout [SuggestionKey: RGBA?], into findings: inout [Finding])
    {
        let centre = BoundingBox(minX: (visible.minX + visible.maxX) / 2, minY: (visible.minY + visible.maxY) / 2,
                                 maxX: (visible.minX + visible.maxX) / 2, maxY: (visible.minY + visible.maxY) / 2)
        // Looked for only when the fill is a colour to judge: most shapes of an icon set are `none` or
        // `currentColor`.
        if element.kind != "rect", element.fill.isVisible, !element.fill.paint.isContextOnly,
           let painted = Self.paintedPoint(of: element, within: visible, near: centre)
        {
            check(element, layer: element.fill, probes: [painted], index: index, component: component, mode: mode,
                  required: 3, kind: "non-text", checking: checking, requireShapeBeneath: true,
                  noteUnknown: noteUnknown, noteUnsupported: { _, _, _ in }, covers: covers, suggestions: &suggestions, into: &findings)
        }
        // A stroke is seen against what lies beneath its whole outline (the outer half of the line too): never
        // against its own fill, nor a shape of the same outline drawn just before it (a design tool's fill layer).
        let half = element.strokeWidth / 2
        let outline = BoundingBox(minX: element.bounds.minX - half, minY: element.bounds.minY - half,
                                  maxX: element.bounds.maxX + half, maxY: element.bounds.maxY + half)
        check(element, layer: element.stroke, probes: [outline], index: index, component: component, mode: mode,
              required: 3, kind: "non-text", checking: checking, requireShapeBeneath: true,
              noteUnknown: noteUnknown, noteUnsupported: { _, _, _ in }, covers: covers, suggestions: &suggestions, into: &findings,
              isStroke: true)
    }

    /// The smallest part of a shape or text run, in drawing units, that counts as shown.
    static let smallestVisible = 2.0

    /// The part of an element the drawing shows: its bounds within the viewBox and its clip; nil when that is
    /// nothing or a sliver (under `smallestVisible` across, or for text under a quarter of its height).
    static func visibleBox(of element: ComponentElement, in component: Component) -> BoundingBox? {
        var box = element.bounds
        for limit in [component.visibleArea ?? component.viewport, element.clip].compactMap({ $0 }) {
            guard let cut = intersection(box, limit) else { return nil }
            box = cut
        }
        let isLine = element.bounds.width < smallestVisible || element.bounds.height < smallestVisible
        if element.hasText {
            guard box.width >= smallestVisible, box.height >= max(smallestVisible, element.bounds.height / 4) else { return nil }
        } else if !isLine, box.width < smallestVisible || box.height < smallestVisible {
            return nil
        }
        return box
    }

    static func intersection(_ a: BoundingBox, _ b: BoundingBox) -> BoundingBox? {
        let box = BoundingBox(minX: max(a.minX, b.minX), minY: max(a.minY, b.minY), maxX: min(a.maxX, b.maxX), maxY: min(a.maxY, b.maxY))
        return box.minX <= box.maxX && box.minY <= box.maxY ? box : nil
    }

    /// A point the element's fill paints, nearest the centre of its visible part: the centre itself, else the
    /// nearest point of a 7 × 7 grid over the visible part; nil when none is painted (a thin ring, a hairline). A
    /// shape is judged where it shows, not in its hole (a ring over the shape it outlines, a camera's lens).
    static func paintedPoint(of element: ComponentElement, within visible: BoundingBox, near centre: BoundingBox) -> BoundingBox? {
        if element.fillCovers(centre) { return centre }
        var best: (distance: Double, point: BoundingBox)?
        for row in 1...7 {
            for column in 1...7 {
                let x = visible.minX + visible.width * Double(column) / 8
                let y = visible.minY + visible.height * Double(row) / 8
                let point = BoundingBox(minX: x, minY: y, maxX: x, maxY: y)
                guard element.fillCovers(point) else { continue }
                let distance = (x - centre.minX) * (x - centre.minX) + (y - centre.minY) * (y - centre.minY)
                if best.map({ distance < $0.distance }) ?? true { best = (distance, point) }
            }
        }
        return best?.point
    }

    /// Where a text run's backdrop is read: seven points across the middle of its visible part, from 8 % to 92 % of
    /// its width (glyph widths are estimated, so the very ends are left out). The worst of them is judged, so text
    /// straddling two backgrounds, or overrunning its highlight, is judged against the one it shows worst on.
    static func textProbes(_ box: BoundingBox) -> [BoundingBox] {
        let y = (box.minY + box.maxY) / 2
        return [0.08, 0.2, 0.35, 0.5, 0.65, 0.8, 0.92].map { share in
            let x = box.minX + box.width * share
            return BoundingBox(minX: x, minY: y, maxX: x, maxY: y)
        }
    }

    /// One note per file: which colours are unknown, how many texts and shapes that left unchecked, and how to give
    /// them. `uncheckedTexts` and `uncheckedShapes` are counted by the summary.
    private func unknownVariablesNote(_ variables: [String], texts: Int, shapes: Int, checking: ComponentChecking,
                                      at location: SourceLocation) -> Finding
    {
        let shown = variables.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
            + (variables.count > 3 ? " and \(variables.count - 3) more" : "")
        var unchecked: [String] = []
        if texts > 0 { unchecked.append("\(texts) text\(texts == 1 ? "" : "s")") }
        if shapes > 0 { unchecked.append("\(shapes) shape\(shapes == 1 ? "" : "s")") }
        let mapped = variables.compactMap { variable -> String? in
            guard case let .paletteEntry(entry)? = checking.settings.variable(variable) else { return nil }
            return "`\(variable)` is mapped to `\(entry)`, which "
                + (checking.isBuiltIn ? "no reference defines" : "\(checking.theme.file) does not define")
        }
        let whereLooked = checking.isBuiltIn
            ? "the file does not define \(variables.count == 1 ? "it" : "them") and has no reference: no CSS file, token set or theme in its folder or above"
            : "defined neither in the file nor in its references: \(checking.theme.file)"
                + (checking.outerThemes.isEmpty ? "" : " and \(checking.outerThemes.count) more")
        let message = "contrast of \(unchecked.joined(separator: " and ")) not checked: \(variables.count == 1 ? "colour" : "colours") "
            + "\(shown) \(variables.count == 1 ? "is" : "are") unknown (\(whereLooked); no fallback is given)"
            + (mapped.isEmpty ? "" : "; " + mapped.joined(separator: "; "))
            + "; define \(variables.count == 1 ? "it" : "them") in a CSS file beside the exports or above them, or map "
            + "\(variables.count == 1 ? "it" : "them") in the config's `exports.variables`"
        return Finding(ruleID: description.id, severity: .note, message: message, location: location,
                       properties: [("variables", .array(variables.map(PropertyValue.string))),
                                    ("uncheckedTexts", .number(Double(texts))), ("uncheckedShapes", .number(Double(shapes)))])
    }

    private func check(_ element: ComponentElement, layer: PaintLayer, probes: [BoundingBox], index: Int,
                       component: Component, mode: String, required: Double, kind: String, checking: ComponentChecking,
                       requireShapeBeneath: Bool, noteUnknown: (String, ComponentElement, SourceLocation) -> Void,
                       noteUnsupported: (ComponentElement, ComponentElement, Bool) -> Void, covers: CoverIndex,
                       suggestions: inout [SuggestionKey: RGBA?], into findings: inout [Finding], isStroke: Bool = false)
    {
        guard layer.isVisible else { return }
        if case .unsupported = layer.paint { return }
        let (foregrounds, unknown, context) = checking.colors(of: layer.paint, mode: mode)
        if let unknown {
            noteUnknown(unknown, element, element.location)
            return
        }
        guard !context, !foregrounds.isEmpty else { return }
        // What lies beneath each probe; the worst part is what is judged (text over two backgrounds).
        var backdrops: [ComponentBackdrop.Backdrop] = []
        for probe in probes {
            switch ComponentBackdrop.backdrop(of: probe, below: index, in: component, covers: covers, mode: mode, checking: checking) {
            case let .success(found): backdrops.append(found)
            case let .failure(.unknown(variable, beneath)):
                noteUnknown(variable, element, beneath?.location ?? component.location)
                return
            case let .failure(.unsupported(beneath)):
                noteUnsupported(element, beneath, false)
                return
            case let .failure(.tooManyLayers(beneath)):
                noteUnsupported(element, beneath, true)
                return
            case .failure: return
            }
        }
        if requireShapeBeneath { backdrops.removeAll { $0.top == nil } }
        guard !backdrops.isEmpty else { return }
        let painted = PaintedOver(subject: element.text.map { "text \"\($0.content.shortened(to: 40))\"" }
                                      ?? "\(isStroke ? "stroke" : "fill") of \(element.kind)",
                                  element: element.path, opacity: layer.opacity, foregrounds: foregrounds, backdrops: backdrops,
                                  mode: mode, kind: kind,
                                  canvas: component.background == .none ? "the \(mode) canvas" : "the svg background")
        let verdict = options.algorithm == .wcag2
            ? wcagVerdict(painted, required: required, suggestions: &suggestions) : apcaVerdict(painted)
        guard let (message, judged) = verdict else { return }
        var properties: [(String, PropertyValue)] = [
            ("mode", .string(mode)),
            ("element", .string(element.path)),
        ]
        // Room for every property at once: a large drawing holds a hundred thousand findings.
        properties.reserveCapacity(12)
        if let text = element.text { properties.append(("text", .string(text.content))) }
        properties += judged
        if layer.opacity < 1 { properties.append(("opacity", .number((layer.opacity * 1000).rounded() / 1000))) }
        findings.append(finding(message, at: element.location, properties))
    }

    /// A foreground of an export and what lies beneath each part of it, in one mode: what a verdict judges.
    private struct PaintedOver {
        /// `text "Save"`, `fill of rect`.
        var subject: String
        var element: String
        var opacity: Double
        /// The layer's colours (gradient stops).
        var foregrounds: [RGBA]
        var backdrops: [ComponentBackdrop.Backdrop]
        var mode: String
        var kind: String
        /// What is beneath where no shape is.
        var canvas: String

        func beneathName(_ backdrop: ComponentBackdrop.Backdrop) -> String { backdrop.top?.path ?? canvas }
    }

    /// WCAG 2: the worst combination of foreground (gradient stop) and backdrop over every part, with a suggested
    /// colour; nil when it reaches `required`.
    private func wcagVerdict(_ painted: PaintedOver, required: Double, suggestions: inout [SuggestionKey: RGBA?])
        -> (message: String, properties: [(String, PropertyValue)])?
    {
        var worst: (ratio: Double, foreground: RGBA, background: ColorMath.Channels, backdrop: Int)?
        for (part, backdrop) in painted.backdrops.enumerated() {
            for foreground in painted.foregrounds {
                for background in backdrop.colors {
                    let alpha = Double(foreground.alpha) / 255 * painted.opacity
                    let shown = ColorMath.composite(ColorMath.Channels(foreground), alpha: alpha, over: background)
                    let ratio = ColorMath.contrastRatio(shown, background)
                    if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, foreground, background, part) }
                }
            }
        }
        guard let worst, worst.ratio < required else { return nil }
        let beneath = painted.beneathName(painted.backdrops[worst.backdrop])
        let message = "\(painted.subject) \(Self.painted(worst.foreground, opacity: painted.opacity, over: worst.background)) on \(ColorMath.hex(worst.background)) is "
            + "\(ColorMath.formatRatio(worst.ratio)):1 in \(painted.mode) mode, below WCAG \(options.level.rawValue) "
            + "\(formatNumber(required)):1 for \(painted.kind) (\(painted.element) over \(beneath))"
        var properties: [(String, PropertyValue)] = [
            ("foreground", .string(worst.foreground.hex)),
            ("background", .string(ColorMath.hex(worst.background))),
            ("backgroundElement", .string(beneath)),
            ("ratio", .number(ColorMath.displayRatio(worst.ratio))),
            ("required", .number(required)),
            ("level", .string(options.level.rawValue)),
            ("kind", .string(painted.kind)),
        ]
        // A suggestion must pass over every part the foreground lies on.
        let allBeneath = painted.backdrops.count == 1 ? painted.backdrops[0].colors : painted.backdrops.flatMap(\.colors)
        let key = SuggestionKey(foreground: worst.foreground, backdrop: allBeneath, opacity: painted.opacity, required: required)
        let suggestion = Self.suggestedForeground(for: key, cache: &suggestions)
        properties.append(("suggestion", suggestion.map { .string($0.hex) } ?? .null))
        if suggestion == nil, worst.foreground.isOpaque, painted.opacity >= 1,
           let seen = RGBA(hex: ColorMath.hex(worst.background)),
           let background = Self.backgroundSuggestion(for: worst.foreground, on: seen, required: .number(required))
        {
            properties.append(("backgroundSuggestion", .string(background.hex)))
        }
        return (message, properties)
    }

    /// The nearest colour that, painted with the layer's opacity, passes over every colour beneath (each gradient
    /// stop combination); nil when none does. Exports repeat their colours: the search runs once per colour,
    /// backdrop, opacity and ratio.
    private static func suggestedForeground(for key: SuggestionKey, cache: inout [SuggestionKey: RGBA?]) -> RGBA? {
        if let known = cache[key] { return known }
        let beneathColors = key.backdrop.map { ($0, ColorMath.relativeLuminance($0)) }
        let suggestion = ColorMath.nearestColor(to: key.foreground) { candidate in
            beneathColors.allSatisfy { background, backgroundLuminance in
                let shown = ColorMath.composite(ColorMath.Channels(candidate), alpha: key.opacity, over: background)
                return ColorMath.contrastRatio(luminance: ColorMath.relativeLuminance(shown), backgroundLuminance) >= key.required
            }
        }
        cache[key] = .some(suggestion)
        return suggestion
    }

    /// APCA (advisory): the smallest |Lc| over the combinations; large text and non-text need 15 less. Nil when it
    /// reaches the minimum.
    private func apcaVerdict(_ painted: PaintedOver) -> (message: String, properties: [(String, PropertyValue)])? {
        let minimum = painted.kind == "text" ? options.minimumLc : options.minimumLc - 15
        var worst: (lc: Double, foreground: RGBA, background: ColorMath.Channels, backdrop: Int)?
        for (part, backdrop) in painted.backdrops.enumerated() {
            for foreground in painted.foregrounds {
                var faded = foreground
                faded.alpha = UInt8((Double(foreground.alpha) * painted.opacity).rounded())
                for background in backdrop.colors {
                    let lc = APCA.lightnessContrast(text: faded, background: background)
                    if worst.map({ abs(lc) < abs($0.lc) }) ?? true { worst = (lc, foreground, background, part) }
                }
            }
        }
        guard let worst, abs(worst.lc) < minimum else { return nil }
        let beneath = painted.beneathName(painted.backdrops[worst.backdrop])
        let shown = (abs(worst.lc) * 10).rounded(.down) / 10
        let message = "\(painted.subject) \(Self.painted(worst.foreground, opacity: painted.opacity, over: worst.background)) on \(ColorMath.hex(worst.background)) has APCA Lc "
            + "\(formatNumber(shown)) in \(painted.mode) mode, below \(formatNumber(minimum)) for \(painted.kind) (advisory) "
            + "(\(painted.element) over \(beneath))"
        return (message, [
            ("foreground", .string(worst.foreground.hex)),
            ("background", .string(ColorMath.hex(worst.background))),
            ("backgroundElement", .string(beneath)),
            ("lc", .number((worst.lc * 10).rounded(.towardZero) / 10)),
            ("required", .number(minimum)),
            ("algorithm", "apca"),
            ("kind", .string(painted.kind)),
        ])
    }

    /// A colour as the message names it: with the opacity it is painted with and the colour that makes, when an
    /// ancestor's `opacity` fades it (`#1B1B1B at 50% opacity, seen as #8D8D8D`), so the ratio can be checked by hand.
    static func painted(_ color: RGBA, opacity: Double, over background: ColorMath.Channels) -> String {
        guard opacity < 1 else { return color.hex }
        let seen = ColorMath.composite(ColorMath.Channels(color), alpha: Double(color.alpha) / 255 * opacity, over: background)
        return "\(color.hex) at \(formatNumber((opacity * 1000).rounded() / 10))% opacity, seen as \(ColorMath.hex(seen))"
    }
}

extension ContrastRule {
    static var componentTriggeringExamples: [RuleExample] {
        [
            // CSS classes and translucency over two layers: white at 50 % over blue makes #8DC2E5 beneath white text.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48">
              <style>.surface { fill: #1C86CC } .veil { fill: #FFFFFF; fill-opacity: .5 } .label { fill: #FFF; font-size: 15px }</style>
              <rect class="surface" width="200" height="48" rx="8"/>
              <rect class="veil" x="8" y="8" width="184" height="32" rx="4"/>
              ↓<text class="label" x="100" y="29" text-anchor="middle">Continue</text>
            </svg>
            """, file: "button.svg", messages: [
                "text \"Continue\" #FFFFFF on #8EC3E6 is 1.90:1 in light mode, below WCAG AA 4.5:1 for text (svg > text over svg > rect[2])",
            ]),
            // A `use` reference placed by nested transforms puts the grey chip beneath the label.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">
              <defs><rect id="chip" width="40" height="20" rx="4" fill="#767676"/></defs>
              <g transform="translate(10 10)"><g transform="scale(2)"><use href="#chip"/></g></g>
              ↓<text x="50" y="35" font-size="13" fill="#595959" text-anchor="middle">Tag</text>
            </svg>
            """, file: "tag.svg", messages: [
                "text \"Tag\" #595959 on #767676 is 1.54:1 in light mode, below WCAG AA 4.5:1 for text (svg > text over svg > g > g > use > rect#chip)",
            ]),
            // Non-text (3:1): an icon shape and a border on a filled background.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
              <rect width="48" height="48" rx="8" fill="#E11F26"/>
              ↓<path d="M12 12h24v24H12z" fill="#F2826A"/>
              ↓<rect x="4" y="4" width="40" height="40" rx="4" fill="none" stroke="#E94F55"/>
            </svg>
            """, file: "icon-button.svg", messages: [
                "fill of path #F2826A on #E11F26 is 1.84:1 in light mode, below WCAG AA 3:1 for non-text (svg > path over svg > rect[1])",
                "stroke of rect #E94F55 on #E11F26 is 1.29:1 in light mode, below WCAG AA 3:1 for non-text (svg > rect[2] over svg > rect[1])",
            ]),
            // A dark export is shown on the black canvas: #595959 on black is 3.0:1.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20">
              ↓<text x="0" y="15" font-size="13" fill="#595959">Caption</text>
            </svg>
            """, file: "caption-dark.svg", messages: [
                "text \"Caption\" #595959 on #000000 is 2.99:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text over the dark canvas)",
            ]),
        ]
    }

    static var componentNonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48">
              <style>.surface { fill: #1C86CC } .veil { fill: #FFFFFF; fill-opacity: .5 } .label { fill: #0A3049; font-size: 15px }</style>
              <rect id="Placement_Area" width="200" height="48" fill="red" opacity="0"/>
              <rect class="surface" width="200" height="48" rx="8"/>
              <rect class="veil" x="8" y="8" width="184" height="32" rx="4"/>
              <text class="label" x="100" y="29" text-anchor="middle">Continue</text>
              <g style="display: none"><text x="0" y="10" fill="#FFFFFF">Hidden</text></g>
            </svg>
            """, file: "button.svg"),
            // Large text (19 px bold) needs 3:1: #949494 on white is 3.03:1. currentColor is the page's to decide.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48">
              <text x="0" y="30" font-size="19" font-weight="bold" fill="#949494">Title</text>
              <rect y="40" width="8" height="8" fill="#000"/>
              <path d="M1 41h6v6H1z" fill="currentColor"/>
            </svg>
            """, file: "title.svg"),
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20">
              <text x="0" y="15" font-size="13" fill="#767676">Caption</text>
            </svg>
            """, file: "caption-dark.svg"),
        ]
    }
}
