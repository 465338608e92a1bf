import Foundation

/// Kind `palette`: every colour a component export paints with must be a colour of the theme's palette in the mode
/// it is shown in. The built-in instance is `palette`.
struct PaletteRule: RuleKind {
    struct Options: RuleOptions {
        /// Colours this close (ΔE_OK) to a palette colour count as that colour: exports round channels.
        var tolerance: Double = 0
        /// Pure white and black are everyone's: every platform provides them, whatever the palette lists.
        var neutrals = true

        static let declarations: [OptionDeclaration<Options>] = [
            .number("tolerance", \.tolerance, type: "number (ΔE_OK)", bound: .nonNegative,
                    help: "Colours this close to a palette colour count as it (about 0.02 is a just-noticeable difference)."),
            .bool("neutrals", \.neutrals,
                  help: "Pure white and pure black count as palette colours, as every platform provides them (`@android:color/white`, `Color.white`)."),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "palette", name: "ColorNotInPalette", kind: "palette",
        summary: "Component exports must paint with the theme's palette colours.",
        details: "Each fill and stroke colour of an SVG export or Android vector drawable (gradient stops included) "
            + "must equal, in red, green and blue, a colour of the reference theme's palette in the mode the export is "
            + "checked in (opacity is judged by the contrast check, not here). `var(--name)` colours resolved from "
            + "the palette are palette colours by definition; colours the page decides (`currentColor`, Android "
            + "theme attributes) are not checked. The finding names the nearest palette colour and its OKLab "
            + "distance ΔE_OK (about 0.02 is a just-noticeable difference); beyond 0.06 it says no palette colour is near. Pure white and black are allowed unless the "
            + "`neutrals` option is false. An Android vector drawable painted in one colour is a mask that apps tint "
            + "where they use it: its colour is not judged, nor are logos, launcher icons, avatars, placeholders and "
            + "illustrations (by file name, or by painting with four or more distinct colours, or two when shown at more than 96 × 96), which paint with their "
            + "own colours, nor a drawing in an Xcode image set that does not declare it renders as drawn (`original`): a template shows the tint, and otherwise the code that shows it decides (one the run's Swift code renders as a template anywhere is a glyph its users tint). Colours written in code (literals, and a platform's named hues such as `UIColor.red` or SwiftUI's `.blue`, at their light value, where a palette colour of like colourfulness lies within ΔE_OK 0.15 and none equals the hue in some mode; not in masks, comparisons, or a switch that picks three or more hues to tell things apart) are judged where they are used, not in the file that defines the "
            + "palette (its blends and per-theme values are its own making), nor in a type named for colours, a theme "
            + "or a logo, nor as a gradient's stops; a colour constant of a view's own type or a private type of constants (a toast's "
            + "`private enum Constants`) is the view's choice, judged at its value and judging nothing; every palette in the use's reach counts (a folder's own constants "
            + "add to the app's palette above them). Where the palette chooses each colour among more app themes than it has "
            + "modes (a static function switching over its theme parameter: `ThemeColor.primaryUi01(for: theme)` with ten "
            + "cases), colours off it are counted in one note, not "
            + "reported: which theme's colour was meant, or whether a fixed colour is on purpose, cannot be told. Nothing is "
            + "checked when the theme has no palette.",
        help: "Use the named palette colour (in SVG, a `var(--name)` of it), or add the colour to the palette.",
        severity: .warning,
        kindSummary: "Colours that component exports paint with must be colours of the theme's palette.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    /// An Android vector drawable painted in one colour is a mask: apps tint it where it is used (`app:tint`,
    /// `android:tint` on the view, `setColorFilter`), so its own colour is a placeholder, not a design decision.
    static func isTintedMask(_ component: Component) -> Bool {
        guard component.format == "android-vector" else { return false }
        var seen: Set<RGBA> = []
        for element in component.elements {
            for layer in [element.fill, element.stroke] where layer.isVisible {
                for color in layer.paint.colors {
                    guard case let .fixed(rgba) = color else { return false }
                    seen.insert(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue))
                    if seen.count > 1 { return false }
                }
            }
        }
        return true
    }

    /// A logo, launcher icon, avatar placeholder or illustration paints with its own colours: by its file name, or
    /// by drawing with more distinct colours than a UI element uses (an onboarding illustration, a brand's logo).
    static func isPicture(_ component: Component) -> Bool {
        if ComponentStructure.isPicture(file: component.file) { return true }
        // Colours that differ by more than 12 levels in some channel, of shapes one can see (at least 10 % opaque, a
        // unit square large): shades one off a palette entry and specks count once or not at all.
        var colours: [RGBA] = []
        for element in component.elements {
            let box = element.bounds
            guard (box.maxX - box.minX) * (box.maxY - box.minY) >= 1 else { continue }
            for layer in [element.fill, element.stroke] where layer.isVisible && layer.opacity >= 0.1 {
                for case let .fixed(rgba) in layer.paint.colors where !rgba.isPureNeutral {
                    let isNew = colours.allSatisfy { known in
                        max(abs(Int(known.red) - Int(rgba.red)), abs(Int(known.green) - Int(rgba.green)), abs(Int(known.blue) - Int(rgba.blue))) > 12
                    }
                    guard isNew else { continue }
                    colours.append(rgba)
                    if colours.count >= illustrationColourCount { return true }
                }
            }
        }
        // Two colours over more than an icon's size: a banner or a card's artwork (a campaign's orange and pink).
        let size = component.displaySize ?? component.viewport.map { ($0.maxX - $0.minX, $0.maxY - $0.minY) }
        if colours.count >= 2, let size, size.width > 96, size.height > 96 { return true }
        return false
    }

    /// Distinct colours (greys apart) from which a drawing is an illustration or a brand's logo (Google's four),
    /// not a control or an icon.
    static let illustrationColourCount = 4

    func check(_ model: DesignModel) -> [Finding] {
        var unjudged = UnjudgedColours()
        var findings = checkCode(model, unjudged: &unjudged)
        findings += checkComponents(model, unjudged: &unjudged)
        return findings + unjudged.notes(model, finding)
    }

    private func checkComponents(_ model: DesignModel, unjudged: inout UnjudgedColours) -> [Finding] {
        var findings: [Finding] = []
        // One index per theme and mode: components share their theme, and an export repeats its colours.
        var indexes: [String: NearestPaletteColor] = [:]
        for component in model.components {
            let checking = ComponentChecking(model: model, for: component)
            guard checking.theme.hasPaletteThatJudges, !Self.isTintedMask(component), !Self.isPicture(component),
                  model.showsItsOwnColours(component.file) else { continue }

            let modes = checking.modes(for: component)
            for element in component.elements {
                for (property, layer) in [("fill", element.fill), ("stroke", element.stroke)] where layer.isVisible {
                    var reported: Set<RGBA> = []
                    for color in layer.paint.colors {
                        // A variable the palette defines is a palette colour; its fallback or a fixed colour is checked.
                        if case let .variable(name, _) = color, checking.paletteEntry(forVariable: name) != nil { continue }
                        var missing: [(mode: String, nearest: ColorDefinition, value: RGBA, distance: Double)] = []
                        var rgba: RGBA?
                        for mode in modes {
                            guard case let .known(value) = checking.resolve(color, mode: mode) else { continue }
                            if options.neutrals, value.isPureNeutral { continue }
                            rgba = value
                            let key = "\(checking.theme.file)\u{0}\(checking.theme.name ?? "")\u{0}\(mode)"
                            if indexes[key] == nil { indexes[key] = NearestPaletteColor(theme: checking.theme, mode: mode) }
                            guard let nearest = indexes[key]!.nearest(to: value), nearest.distance > options.tolerance else { continue }
                            missing.append((mode, nearest.entry, nearest.value, nearest.distance))
                        }
                        guard let rgba, let first = missing.first, reported.insert(rgba).inserted else { continue }
                        if checking.theme.appThemeCount > 0 {
                            unjudged.add(element.location, theme: checking.theme)
                            continue
                        }
                        let modeNames = missing.map(\.mode).joined(separator: " and ")
                        findings.append(finding(
                            "\(property) \(rgba.hex) of \(element.path) is not a palette colour in \(modeNames) mode; "
                                + Self.nearest(first.nearest.name, first.value, distance: first.distance),
                            at: element.location, [
                                ("color", .string(rgba.hex)),
                                ("property", .string(property)),
                                ("modes", .array(missing.map { .string($0.mode) })),
                                ("nearest", .string(first.nearest.name)),
                                ("nearestColor", .string(first.value.hex)),
                                ("distance", .number((first.distance * 1000).rounded() / 1000)),
                                ("element", .string(element.path)),
                            ]))
                    }
                }
            }
        }
        return findings
    }

    /// How far a palette colour may lie to be offered as the one meant: about three just-noticeable differences.
    static let nearDistance = 0.06

    /// `nearest: info #F1F2F4 (ΔE_OK 0.003)` when the colour is near one of the palette, which is likely the one meant;
    /// otherwise the palette has nothing like it, and the nearest is named only as a measure of how far.
    static func nearest(_ name: String, _ value: RGBA, distance: Double, near: Double = nearDistance) -> String {
        let shown = String(format: "%.3f", distance)
        return distance <= near
            ? "nearest: \(name) \(value.hex) (ΔE_OK \(shown))"
            : "no palette colour is near it (the nearest, \(name) \(value.hex), is ΔE_OK \(shown) away)"
    }

    /// Each asset catalog's themes, by the catalog's path (a theme's scope is the folder that holds it, its name the catalog's).
    private static func catalogThemes(_ model: DesignModel) -> [String: [Int]] {
        var catalogThemes: [String: [Int]] = [:]
        for (index, theme) in model.themes.enumerated() where theme.name?.hasSuffix(".xcassets") ?? false {
            catalogThemes[theme.scope.isEmpty ? theme.name! : theme.scope + "/" + theme.name!, default: []].append(index)
        }
        return catalogThemes
    }

    private static func hasGreys(_ theme: Theme) -> Bool {
        theme.palette.contains { entry in
            !entry.isAViewsOwn && entry.color.values.values.contains { $0.red == $0.green && $0.green == $0.blue && !$0.isPureNeutral }
        }
    }

    /// Among a file's palette definitions (from its first to its last), a colour that is no entry is a step of the
    /// palette's making (a blend, a per-theme value read through a switch), not a use off the palette; a view below
    /// them in the same file is judged.
    private static func paletteLines(_ theme: Theme) -> [String: ClosedRange<Int>] {
        var paletteLines: [String: ClosedRange<Int>] = [:]
        for entry in theme.palette where !entry.isAViewsOwn {
            let line = entry.location.line
            paletteLines[entry.location.file] = paletteLines[entry.location.file].map { min($0.lowerBound, line)...max($0.upperBound, line) } ?? line...line
        }
        return paletteLines
    }

    /// How far (ΔE_OK) a palette colour may lie from a named hue for the hue to count as a miss of it.
    static let namedHueReach = 0.15

    /// Colours written as literals in Swift code (`Color(red: 0.2, …)` in a view), judged by the palette in reach.
    private func checkCode(_ model: DesignModel, unjudged: inout UnjudgedColours) -> [Finding] {
        var findings: [Finding] = []
        // The palettes of every theme in a use's scope, not only the nearest: a folder's own constants (a campaign's
        // story colours) add to the app's palette above it, they do not replace it.
        var palettes = PalettesInReach(model: model)
        var reachOfFolder: [String: [Int]] = [:]
        let catalogThemes = Self.catalogThemes(model)
        for (themeIndex, theme) in model.themes.enumerated() where !theme.colorUses.isEmpty && theme.hasPaletteThatJudges {
            // The catalogs its constants read through SwiftGen are its palette too.
            let readThrough = theme.catalogsReadThrough.sorted().flatMap { catalogThemes[$0] ?? [] }
            // A palette with no greys says nothing about greys: the platform's are used beside it.
            let hasGreys = ([themeIndex] + readThrough).contains { Self.hasGreys(model.themes[$0]) }
            let paletteLines = Self.paletteLines(theme)
            for use in theme.colorUses where !(paletteLines[use.location.file]?.contains(use.location.line) ?? false) {
                let folder = PathText.folder(of: use.location.file)
                if reachOfFolder[folder] == nil {
                    reachOfFolder[folder] = model.referenceThemes(forExport: use.location.file).filter { model.themes[$0].hasPaletteThatJudges }
                }
                let judges = [themeIndex] + readThrough + reachOfFolder[folder]! + (model.palettePeers[use.location.file] ?? [])
                // A named hue that is a palette colour in some mode, at its value there, is that colour (SwiftUI's
                // `.red` beside a set of systemRed's light and dark); else it is judged at its light value, in light.
                if use.isNamedHue, theme.modes.contains(where: { mode in
                    use.color.value(in: mode).flatMap { palettes.nearest($0, in: mode, judges: judges, use: use) }
                        .map { $0.distance <= options.tolerance } ?? false
                }) { continue }
                var missing: [(mode: String, nearest: NearestPaletteColor.Match)] = []
                var written: RGBA?
                for mode in use.isNamedHue ? (theme.modes.contains("light") ? ["light"] : Array(theme.modes.prefix(1))) : theme.modes {
                    guard let value = use.color.value(in: mode) else { continue }
                    if options.neutrals, value.isPureNeutral { continue }
                    if !hasGreys, value.red == value.green, value.green == value.blue { continue }
                    written = written ?? value
                    guard let nearest = palettes.nearest(value, in: mode, judges: judges, use: use), nearest.distance > options.tolerance else { continue }
                    // A named hue the palette has nothing like is the platform's own (a destructive red beside a
                    // purple brand); one beside a palette colour of about its hue should have been that colour.
                    if use.isNamedHue, nearest.distance > Self.namedHueReach { continue }
                    missing.append((mode, nearest))
                }
                guard let written, !missing.isEmpty else { continue }
                if let perAppTheme = judges.first(where: { model.themes[$0].appThemeCount > 0 }) {
                    unjudged.add(use.location, theme: model.themes[perAppTheme])
                    continue
                }
                findings.append(codeFinding(use, written: written, missing: missing, modes: theme.modes))
            }
        }
        return findings
    }

    private func codeFinding(_ use: ColorUse, written: RGBA, missing: [(mode: String, nearest: NearestPaletteColor.Match)],
                             modes: [String]) -> Finding {
        let first = missing[0].nearest
        return finding(
            "colour \(written.hex) in \(use.written) is not a palette colour"
                + (use.color.isSingleValue && (use.isNamedHue || missing.count == modes.count)
                    ? "; " : " in \(missing.map(\.mode).joined(separator: " and ")) mode; ")
                + Self.nearest(first.entry.name, first.value, distance: first.distance, near: use.isNamedHue ? Self.namedHueReach : Self.nearDistance),
            at: use.location, [
                ("color", .string(written.hex)),
                ("modes", .array(missing.map { .string($0.mode) })),
                ("nearest", .string(first.entry.name)),
                ("nearestColor", .string(first.value.hex)),
                ("distance", .number((first.distance * 1000).rounded() / 1000)),
            ])
    }

    /// The nearest palette colour among several themes' in one mode, each theme's palette indexed once.
    struct PalettesInReach {
        let model: DesignModel
        private var indexes: [String: NearestPaletteColor] = [:]

        init(model: DesignModel) { self.model = model }

        /// A named hue is matched with colours of about its chroma only.
        mutating func nearest(_ value: RGBA, in mode: String, judges: [Int], use: ColorUse) -> NearestPaletteColor.Match? {
            var best: NearestPaletteColor.Match?
            for judge in judges {
                let key = "\(judge)\u{0}\(mode)"
                if indexes[key] == nil { indexes[key] = NearestPaletteColor(theme: model.themes[judge], mode: mode) }
                let match = use.isNamedHue ? indexes[key]!.nearestOfLikeChroma(to: value) : indexes[key]!.nearest(to: value)
                if let match, match.distance < (best?.distance ?? .infinity) { best = match }
            }
            return best
        }
    }

    /// Colours not judged because the palette in reach chooses each colour per app theme: which of its colours a
    /// literal meant is a guess. One note per such palette, with the count.
    struct UnjudgedColours {
        private var byTheme: [String: (theme: Theme, places: [SourceLocation])] = [:]

        mutating func add(_ location: SourceLocation, theme: Theme) {
            byTheme["\(theme.file)\u{0}\(theme.scope)", default: (theme, [])].places.append(location)
        }

        func notes(_ model: DesignModel, _ finding: (String, SourceLocation, [(String, PropertyValue)]) -> Finding) -> [Finding] {
            byTheme.keys.sorted().map { key in
                let (theme, places) = byTheme[key]!
                let files = Set(places.map(\.file)).count
                let first = places.min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }!
                let folder = theme.scope.isEmpty ? "this folder" : "`\(theme.scope)`"
                var note = finding("\(places.count) colour\(places.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") (literals in code, "
                    + "fills of drawings) \(places.count == 1 ? "is" : "are") not in the palette of the Swift code under \(folder), but not reported: "
                    + "that palette chooses each colour among \(theme.appThemeCount) app themes, so which one was meant, or whether the "
                    + "colour is a fixed one on purpose (a campaign's, an effect's), cannot be told", first,
                    [("theme", .string(theme.file)), ("unjudgedColours", .number(Double(places.count)))])
                note.severity = .note
                return note
            }
        }
    }

    /// The palette colour nearest to a colour in one mode by ΔE_OK (red, green and blue only; 0 when equal): the
    /// palette in OKLab once, a palette colour found by its value, and each other colour searched once. A drawing of
    /// thousands of colours against a palette of thousands converted both for every pair.
    struct NearestPaletteColor {
        typealias Match = (entry: ColorDefinition, value: RGBA, distance: Double)
        private var entries: [(entry: ColorDefinition, value: RGBA, lab: ColorMath.OKLab)] = []
        private var exact: [UInt32: Int] = [:]
        private var known: [UInt32: (index: Int, distance: Double)] = [:]
        private var knownOfLikeChroma: [UInt32: (index: Int, distance: Double)?] = [:]
        /// How far (OKLCh chroma) a palette colour's colourfulness may lie from a named hue's to be the one it missed:
        /// a grey is no miss of a pale blue, however near.
        static let likeChroma = 0.08

        init(theme: Theme, mode: String) {
            for entry in theme.palette where !entry.isAViewsOwn {
                guard let value = entry.color.value(in: mode) ?? theme.modes.lazy.compactMap(entry.color.value(in:)).first
                else { continue }
                if exact[Self.key(value)] == nil { exact[Self.key(value)] = entries.count }
                entries.append((entry, value, ColorMath.oklab(ColorMath.Channels(value))))
            }
        }

        private static func key(_ color: RGBA) -> UInt32 { UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue) }

        /// The first palette colour at the least distance, nil for an empty palette.
        mutating func nearest(to color: RGBA) -> Match? {
            if let index = exact[Self.key(color)] { return (entries[index].entry, entries[index].value, 0) }
            let key = Self.key(color)
            if known[key] == nil { known[key] = closest(to: ColorMath.oklab(ColorMath.Channels(color))) { _ in true } }
            guard let found = known[key] else { return nil }
            return (entries[found.index].entry, entries[found.index].value, found.distance)
        }

        /// The first palette colour at the least distance among those of about the colour's chroma.
        mutating func nearestOfLikeChroma(to color: RGBA) -> Match? {
            let key = Self.key(color)
            if knownOfLikeChroma[key] == nil {
                let p = ColorMath.oklab(ColorMath.Channels(color))
                knownOfLikeChroma[key] = .some(closest(to: p) { q in abs(q.chroma - p.chroma) <= Self.likeChroma })
            }
            guard let best = knownOfLikeChroma[key]! else { return nil }
            return (entries[best.index].entry, entries[best.index].value, best.distance)
        }

        /// The entry nearest `p` among those `accepts` takes; at the same distance an opaque colour is the one to name
        /// (`danger` rather than its 15% tint).
        private func closest(to p: ColorMath.OKLab, accepts: (ColorMath.OKLab) -> Bool) -> (index: Int, distance: Double)? {
            var best: (index: Int, distance: Double)?
            for index in entries.indices where accepts(entries[index].lab) {
                let distance = ColorMath.deltaEOK(p, entries[index].lab)
                if best == nil || distance < best!.distance
                    || (distance == best!.distance && entries[index].value.alpha > entries[best!.index].value.alpha)
                {
                    best = (index, distance)
                }
            }
            return best
        }
    }

    static var triggeringExamples: [RuleExample] {
        [
            // Not an illustration: three shades of one green count as one colour and two specks (tiny, all but
            // transparent) as none, so the drawing's off-palette colours are all judged.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
              <rect width="100" height="40" fill="#0A3049"/>
              ↓<path d="M10 10h20v20h-20z" fill="#E11F2F"/>
              <path d="M40 10h20v20h-20z" fill="#1F8F3A"/>
              ↓<path d="M60 10h20v20h-20z" fill="#208F3A"/>
              ↓<path d="M80 10h10v20h-10z" fill="#1F903A"/>
              ↓<rect width="0.01" height="0.01" fill="#0F0000" opacity="0.001"/>
              ↓<rect width="0.01" height="0.01" fill="#100000" opacity="0.001"/>
            </svg>
            """, file: "icons/status.svg", supportingFiles: [("theme.w3wtheme.yaml", Self.greenTheme)], messages: [
                "fill #E11F2F of svg > path[1] is not a palette colour in light mode; nearest: red50 #E11F26 (ΔE_OK 0.008)",
                "fill #208F3A of svg > path[3] is not a palette colour in light mode; nearest: green #1F8F3A (ΔE_OK 0.000)",
                "fill #1F903A of svg > path[4] is not a palette colour in light mode; nearest: green #1F8F3A (ΔE_OK 0.003)",
                "fill #0F0000 of svg > rect[2] is not a palette colour in light mode; no palette colour is near it (the nearest, navy #0A3049, is ΔE_OK 0.216 away)",
                "fill #100000 of svg > rect[3] is not a palette colour in light mode; no palette colour is near it (the nearest, navy #0A3049, is ΔE_OK 0.214 away)",
            ]),
            // #E11F27 is one step off red50; the stroke's #777 is far from every entry; the gradient's second stop too.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
              <defs><linearGradient id="g"><stop stop-color="#FFFFFF"/><stop stop-color="#0000FF"/></linearGradient></defs>
              ↓↓<rect width="100" height="40" rx="8" fill="#E11F27" stroke="var(--grey, #777)"/>
              ↓<circle cx="20" cy="20" r="4" fill="url(#g)"/>
              <path d="M0 0h4v4z" fill="var(--red50)"/>
            </svg>
            """, file: "button.svg", supportingFiles: [("theme.w3wtheme.yaml", Self.svgTheme)], messages: [
                "fill #E11F27 of svg > rect is not a palette colour in light mode; nearest: red50 #E11F26 (ΔE_OK 0.001)",
                "stroke #777777 of svg > rect is not a palette colour in light mode; no palette colour is near it (the nearest, red50 #E11F26, is ΔE_OK 0.224 away)",
                "fill #0000FF of svg > circle is not a palette colour in light mode; no palette colour is near it (the nearest, navy #0A3049, is ΔE_OK 0.300 away)",
            ]),
            // Android: #AARRGGBB puts alpha first; #FF0A3049 is the palette's icon colour, #0A304A is not;
            // `@color/accent` is no palette entry and `?attr/…` is the app theme's to decide.
            RuleExample("""
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
                android:viewportWidth="24" android:viewportHeight="24">
              <path android:pathData="M0,0h24v24h-24z" android:fillColor="#FF0A3049"/>
              <group android:translateX="4">↓<path android:pathData="M0,0h4v4z" android:fillColor="#0A304A"/></group>
              <path android:pathData="M8,8h4v4z" android:fillColor="?attr/colorPrimary" android:strokeColor="@color/white"
                  android:strokeWidth="1"/>
            </vector>
            """, file: "res/drawable/ic_box.xml", supportingFiles: [("theme.w3wtheme.yaml", Self.androidTheme)], messages: [
                "fill #0A304A of vector > group > path is not a palette colour in light mode; nearest: icon #0A3049 (ΔE_OK 0.002)",
            ]),
        ]
    }

    static let svgTheme = """
    w3wtheme: 1
    modes: [light]
    palette:
      white: "#FFFFFF"
      red50: "#E11F26"
      navy: "#0A3049"
    """

    static let greenTheme = """
    w3wtheme: 1
    modes: [light]
    palette:
      navy: "#0A3049"
      red50: "#E11F26"
      green: "#1F8F3A"
    """

    static let androidTheme = """
    w3wtheme: 1
    modes: [light, dark]
    palette:
      white: "#FFFFFF"
      icon: { light: "#0A3049", dark: "#FFFFFF" }
    """

    static var nonTriggeringExamples: [RuleExample] {
        [
            // An illustration or a brand's logo (four or more distinct colours) paints with its own colours, not the
            // palette's.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <path d="M0 0h12v12h-12z" fill="#4285F4"/>
              <path d="M12 0h12v12h-12z" fill="#EA4335"/>
              <path d="M0 12h12v12h-12z" fill="#FBBC05"/>
              <path d="M12 12h12v12h-12z" fill="#34A853"/>
            </svg>
            """, file: "sso/provider.svg", supportingFiles: [("theme.w3wtheme.yaml", Self.svgTheme)]),
            // Two colours over more than an icon's size: a campaign banner's artwork.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" width="353" height="187" viewBox="0 0 353 187">
              <path d="M0 0h353v187h-353z" fill="#EE661C"/>
              <path d="M20 20h100v100h-100z" fill="#EEB1F4"/>
            </svg>
            """, file: "stories/featured.svg", supportingFiles: [("theme.w3wtheme.yaml", Self.svgTheme)]),
            // Palette colours in any syntax, translucency, currentColor and palette variables are fine.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
              <rect width="100" height="40" rx="8" fill="rgb(225 31 38)" opacity="0.5"/>
              <path d="M0 0h4v4z" fill="var(--navy)" stroke="currentColor"/>
              <text x="4" y="20" fill="white" font-size="13">OK</text>
            </svg>
            """, file: "button.svg", supportingFiles: [("theme.w3wtheme.yaml", Self.svgTheme)]),
            RuleExample("""
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:viewportWidth="24" android:viewportHeight="24">
              <path android:pathData="M0,0h24v24h-24z" android:fillColor="@color/icon"/>
              <path android:pathData="M0,0h4v4z" android:fillColor="#FFF"/>
            </vector>
            """, file: "res/drawable/ic_box.xml", supportingFiles: [("theme.w3wtheme.yaml", Self.androidTheme)]),
        ]
    }
}
