/// Kind `hierarchy`: inside a component, text marked with a level (`primary` … `quaternary`) may not be more
/// prominent than text of any level above it, and the component's image must be masked by a preset shape.
struct HierarchyRule: RuleKind {
    struct Options: RuleOptions {
        /// Layer names per level, besides the level's own name (`{primary: [Title], secondary: [Subtitle]}`).
        var layers: [String: [String]] = [:]
        /// Names that mark a component's image layer.
        var images: [String] = ComponentStructure.defaultImageNames

        static let declarations: [OptionDeclaration<Options>] = [
            .namedLists("layers", \.layers, type: "mapping of levels to lists of layer names",
                        help: "Layer names that mark text with a level, besides names containing the level itself (`primaryText`)."),
            .strings("images", \.images, type: "list of names",
                     help: "Layer names that mark a component's image."),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "hierarchy", name: "TextHierarchyInverted", kind: "hierarchy",
        summary: "Text of a lower level must not be more prominent than text of a level above it; images use a preset mask.",
        details: "Inside a component (a group named as a component kind, else the whole export), text is marked with a "
            + "level of the theme's `hierarchy:` (primary, secondary, tertiary, quaternary by default) by its layer name "
            + "or a group's above it (`id` or `data-name` containing the level: `Secondary_Text`, `tertiaryLabel`) or by "
            + "the rule's `layers`. Prominence is compared on font size (within 0.05), then weight, then the contrast "
            + "ratio against what is painted beneath the text (two decimals), in each mode the export is checked in; an "
            + "equal value is allowed. An image (`<image>` or a pattern fill) in a layer named as the component's image "
            + "(`images`) must be masked (`clip-path`, `mask`, or its own shape) by a circle or a rounded rect whose "
            + "radius is on the `cornerRadius` scale.",
        help: "Make the lower level smaller, lighter or dimmer than the levels above it; mask the image with a circle "
            + "or a preset radius.",
        severity: .warning,
        kindSummary: "Text levels inside a component must not invert their prominence; component images use a preset mask.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    private struct MarkedText {
        var index: Int
        var level: Int
        var element: ComponentElement
        var text: ComponentText
    }

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for component in model.components {
            let checking = ComponentChecking(model: model, for: component)
            let levels = checking.hierarchy
            let levelCache = LevelCache(levels: levels, layers: options.layers)
            let scopes = Set(ComponentStructure.instances(in: component, kindNames: .defaults)
                .compactMap(\.group))
            /// The chain of layer names from the element up to (not including) its component group.
            func names(of index: Int) -> (scope: Int, names: [String]) {
                var names = component.elements[index].layerName.map { [$0] } ?? []
                for group in ComponentStructure.ancestors(of: component.elements[index].group, in: component) {
                    if scopes.contains(group) || component.groups[group].parent == nil { return (group, names) }
                    if let name = component.groups[group].layerName { names.append(name) }
                }
                return (0, names)
            }
            var marked: [Int: [MarkedText]] = [:]
            var scopeOrder: [Int] = []
            // Elements are read in place and copied only when kept: most are neither marked text nor images.
            for index in component.elements.indices {
                let (scope, chain) = names(of: index)
                if let text = component.elements[index].text {
                    guard let level = level(of: chain, cache: levelCache) else { continue }
                    if marked[scope] == nil { scopeOrder.append(scope) }
                    marked[scope, default: []].append(MarkedText(index: index, level: level, element: component.elements[index],
                                                                 text: text))
                } else if isImage(component.elements[index]), chain.contains(where: { name in
                    let words = ComponentStructure.words(name)
                    return options.images.contains { ComponentStructure.contains(words, name: $0) }
                }) {
                    if let finding = judgeMask(of: component.elements[index], checking: checking) { findings.append(finding) }
                }
            }
            let modes = checking.modes(for: component)
            let covers = ComponentBackdrop.coverIndex(of: component)
            var ratios: [Int: [String: Double]] = [:]
            func ratio(_ text: MarkedText, _ mode: String) -> Double? {
                if let known = ratios[text.index]?[mode] { return known }
                let value = contrast(of: text.element, index: text.index, in: component, covers: covers, mode: mode, checking: checking)
                if let value { ratios[text.index, default: [:]][mode] = value }
                return value
            }
            for scope in scopeOrder {
                let texts = marked[scope]!
                for text in texts where text.level > 0 {
                    search: for above in (0..<text.level).reversed() {
                        for other in texts where other.level == above {
                            guard let reason = moreProminent(text, than: other, modes: modes, ratio: ratio) else { continue }
                            findings.append(inversion(text, above: other, reason: reason, levels: levels))
                            break search
                        }
                    }
                }
            }
        }
        return findings
    }

    /// The finding for text more prominent than text of a level above it.
    private func inversion(_ text: MarkedText, above other: MarkedText, reason: Reason, levels: [String]) -> Finding {
        finding("\(levels[text.level]) text \"\(Self.short(text.text.content))\" "
                    + "(\(Self.describe(text.text))) is more prominent than \(levels[other.level]) text "
                    + "\"\(Self.short(other.text.content))\" (\(Self.describe(other.text))): \(reason.message)",
                at: text.element.location, [
                    ("level", .string(levels[text.level])),
                    ("levelAbove", .string(levels[other.level])),
                    ("property", .string(reason.property)),
                    ("value", .number(reason.value)),
                    ("valueAbove", .number(reason.other)),
                    ("element", .string(text.element.path)),
                    ("text", .string(text.text.content)),
                    ("elementAbove", .string(other.element.path)),
                ])
    }

    /// The level a chain of layer names marks: the nearest name that is mapped in `layers` or contains a level.
    /// Names repeat across a drawing's elements: each name's level is worked out once per check.
    private final class LevelCache {
        let aliasWords: [[[String]]]
        var levelByName: [String: Int?] = [:]

        init(levels: [String], layers: [String: [String]]) {
            aliasWords = levels.map { level in ([level] + (layers[level] ?? [])).map(ComponentStructure.words) }
        }
    }

    private func level(of names: [String], cache: LevelCache) -> Int? {
        for name in names {
            let found: Int?
            if let known = cache.levelByName[name] {
                found = known
            } else {
                let words = ComponentStructure.words(name)
                found = cache.aliasWords.firstIndex { aliases in
                    aliases.contains { ComponentStructure.contains(words, wanted: $0) }
                }
                cache.levelByName[name] = .some(found)
            }
            if let found { return found }
        }
        return nil
    }

    private struct Reason {
        var property: String
        var value: Double
        var other: Double
        var message: String
    }

    /// Why `text` is more prominent than `other`, or nil when it is not: size, then weight, then contrast.
    private func moreProminent(_ text: MarkedText, than other: MarkedText, modes: [String],
                               ratio: (MarkedText, String) -> Double?) -> Reason?
    {
        let size = (text.text.fontSize * 1000).rounded() / 1000
        let otherSize = (other.text.fontSize * 1000).rounded() / 1000
        if abs(size - otherSize) > 0.05 {
            guard size > otherSize else { return nil }
            return Reason(property: "fontSize", value: size, other: otherSize,
                          message: "font size \(formatNumber(size)) > \(formatNumber(otherSize))")
        }
        if text.text.fontWeight != other.text.fontWeight {
            guard text.text.fontWeight > other.text.fontWeight else { return nil }
            return Reason(property: "fontWeight", value: Double(text.text.fontWeight), other: Double(other.text.fontWeight),
                          message: "weight \(FontWeightName.name(text.text.fontWeight)) > \(FontWeightName.name(other.text.fontWeight))")
        }
        for mode in modes {
            guard let mine = ratio(text, mode), let theirs = ratio(other, mode) else { continue }
            let a = ColorMath.displayRatio(mine)
            let b = ColorMath.displayRatio(theirs)
            if a == b { continue }
            guard a > b else { return nil }
            return Reason(property: "contrast", value: a, other: b,
                          message: "contrast \(ColorMath.formatRatio(mine)):1 > \(ColorMath.formatRatio(theirs)):1 in \(mode) mode")
        }
        return nil
    }

    /// The text's lowest contrast ratio against what is painted beneath the middle of its run, or nil when a colour
    /// is not known (a `var()` nothing defines, `currentColor`, an image beneath).
    private func contrast(of element: ComponentElement, index: Int, in component: Component, covers: CoverIndex,
                          mode: String, checking: ComponentChecking) -> Double?
    {
        let (foregrounds, unknown, context) = checking.colors(of: element.fill.paint, mode: mode)
        guard unknown == nil, !context, !foregrounds.isEmpty, element.fill.isVisible else { return nil }
        let box = element.bounds
        let probe = BoundingBox(minX: box.minX + box.width * 0.2, minY: box.minY + box.height * 0.25,
                                maxX: box.maxX - box.width * 0.2, maxY: box.maxY - box.height * 0.25)
        guard case let .success(backdrop) = ComponentBackdrop.backdrop(of: probe, below: index, in: component, covers: covers,
                                                                  mode: mode, checking: checking) else { return nil }
        var worst: Double?
        for foreground in foregrounds {
            for background in backdrop.colors {
                let alpha = Double(foreground.alpha) / 255 * element.fill.opacity
                let shown = ColorMath.composite(ColorMath.Channels(foreground), alpha: alpha, over: background)
                let value = ColorMath.contrastRatio(shown, background)
                worst = min(worst ?? value, value)
            }
        }
        return worst
    }

    private func isImage(_ element: ComponentElement) -> Bool {
        if element.kind == "image" { return true }
        if case .unsupported = element.fill.paint { return true }
        return false
    }

    /// A finding when the image is not masked by a circle or a rounded rect of a preset radius.
    private func judgeMask(of element: ComponentElement, checking: ComponentChecking) -> Finding? {
        var mask = element.mask
        if mask == nil, element.kind != "image" {
            // A shape filled with the picture (Figma's avatars): its own outline is the mask.
            let scale = element.transform.uniformScale
            switch element.shape {
            case let .ellipse(_, _, rx, ry): mask = .ellipse(width: 2 * rx * scale, height: 2 * ry * scale)
            case let .rect(box, rx, ry): mask = .rect(width: box.width * scale, height: box.height * scale, radius: min(rx, ry) * scale)
            default: mask = nil
            }
        }
        let subject = "image \(element.path)"
        var properties: [(String, PropertyValue)] = [("element", .string(element.path))]
        let problem: String
        switch mask {
        case nil:
            problem = "has no mask; expected a circle or a rounded rect of a cornerRadius preset"
            properties.append(("mask", .string("none")))
        case .other?:
            // A path or several shapes: not measured, so not judged.
            return nil
        case let .ellipse(width, height)?:
            guard abs(width - height) > 0.5 else { return nil }
            problem = "is masked by an ellipse of \(formatNumber(width)) × \(formatNumber(height)), not a circle"
            properties += [("mask", .string("ellipse")), ("width", .number(width)), ("height", .number(height))]
        case let .rect(width, height, radius)?:
            let radius = (radius * 1000).rounded() / 1000
            let scale = checking.theme.scales["cornerRadius"]
            let allowed = scale?.allowedEntries ?? []
            if radius >= min(width, height) / 2 - 0.05 {
                // Fully rounded: a circle when square, else a capsule (`oval`).
                if abs(width - height) <= 0.5 || scale == nil || allowed.contains(where: { $0.value == .oval }) { return nil }
                problem = "is masked by a capsule of \(formatNumber(width)) × \(formatNumber(height)), not a circle, "
                    + "and the cornerRadius scale has no oval"
                properties += [("mask", .string("capsule")), ("width", .number(width)), ("height", .number(height))]
            } else if radius <= 0.05 {
                problem = "has square corners; expected a circle or a rounded rect of a cornerRadius preset"
                properties += [("mask", .string("rect")), ("radius", .number(0))]
            } else {
                // With no cornerRadius scale (no reference, no chosen pack) a rounded mask is all that can be asked.
                guard scale != nil, !allowed.contains(where: { $0.value.points.map { abs($0 - radius) <= 0.05 } ?? false }) else { return nil }
                let nearest = nearestEntries(to: radius, in: allowed)
                problem = "is masked by a rounded rect of radius \(formatNumber(radius)), not a cornerRadius preset; "
                    + "nearest: \(describeEntries(nearest))"
                properties += [("mask", .string("rect")), ("radius", .number(radius)),
                               ("allowed", .array(nearest.map(\.value.propertyValue)))]
            }
        }
        return finding("\(subject) \(problem)", at: element.location, properties)
    }

    static func short(_ text: String) -> String { text.shortened(to: 40) }

    static func describe(_ text: ComponentText) -> String {
        "\(formatNumber((text.fontSize * 1000).rounded() / 1000)), \(FontWeightName.name(text.fontWeight))"
    }

    static var triggeringExamples: [RuleExample] {
        [
            // The secondary line is larger than the primary one; the avatar's corners are square.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 64">
              <rect width="320" height="64" fill="#FFFFFF"/>
              ↓<image id="Avatar" x="16" y="12" width="40" height="40" href="avatar.png"/>
              <text id="Primary" x="72" y="28" font-size="15" fill="#000000">Jane Doe</text>
              ↓<text id="Secondary" x="72" y="48" font-size="16" fill="#747480">filled.count.soap</text>
            </svg>
            """, file: "example.svg", messages: [
                "image svg > image#Avatar has no mask; expected a circle or a rounded rect of a cornerRadius preset",
                "secondary text \"filled.count.soap\" (16, regular) is more prominent than primary text \"Jane Doe\" (15, regular): font size 16 > 15",
            ]),
            // Same size and weight: the tertiary line has more contrast than the secondary one.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 72">
              <g id="Row">
                <rect width="320" height="72" fill="#FFFFFF"/>
                <circle id="Avatar" cx="36" cy="36" r="20" fill="url(#photo)"/>
                <text id="Secondary_Text" x="72" y="40" font-size="13" fill="#747480">Secondary</text>
                ↓<text id="Tertiary_Text" x="72" y="58" font-size="13" fill="#000000">Tertiary</text>
              </g>
              <defs><pattern id="photo" width="1" height="1"/></defs>
            </svg>
            """, file: "example.svg", messages: [
                "tertiary text \"Tertiary\" (13, regular) is more prominent than secondary text \"Secondary\" (13, regular): contrast 21.00:1 > 4.61:1 in light mode",
            ]),
        ]
    }

    static var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 72">
              <defs><clipPath id="round"><circle cx="36" cy="36" r="20"/></clipPath></defs>
              <g id="Row">
                <rect width="320" height="72" fill="#FFFFFF"/>
                <g id="Avatar" clip-path="url(#round)"><image x="16" y="16" width="40" height="40" href="a.png"/></g>
                <text id="Primary" x="72" y="24" font-size="17" font-weight="600" fill="#000000">Title</text>
                <text id="Secondary" x="72" y="42" font-size="15" fill="#000000">Same contrast, smaller</text>
                <text id="Tertiary" x="72" y="58" font-size="15" fill="#747480">Equal size, dimmer</text>
                <text id="quaternaryLabel" x="250" y="24" font-size="12" fill="#747480">Now</text>
              </g>
            </svg>
            """, file: "example.svg"),
        ]
    }

    /// Kind `hierarchy`.
}
