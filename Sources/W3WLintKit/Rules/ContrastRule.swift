/// Kind `contrast`: WCAG 2.2 contrast of every foreground/background pair of every scheme, in every mode.
struct ContrastRule: RuleKind {
    let description: RuleDescription
    let options: Options
    /// Report every pair with its ratio, passing ones too (an editor's hover measures pairs this way).
    var measuresEveryPair = false

    init(description: RuleDescription, options: Options) {
        self.description = description
        self.options = options
    }

    static let description = RuleDescription(
        id: "contrast", name: "ContrastTooLow", kind: "contrast",
        summary: "Text and its background must reach the WCAG 2 contrast ratio in every colour mode.",
        details: "Checks every contrast pair of every scheme in every mode with WCAG 2.2 relative luminance: "
            + "foreground, secondary, placeholder and tint on background, the foreground of each pair role "
            + "(highlight, success, warning, error, header) on its own background, and the pairs a scheme lists "
            + "under `contrast`. Text needs 4.5:1 at AA (3:1 when large: 24 pt, or 18.66 pt bold), 7:1 at AAA "
            + "(4.5:1 large); non-text needs 3:1. Translucent colours are composited first. Ratios are compared unrounded. "
            + "A drawing in an Xcode image set is checked only where the set declares it renders as drawn (`original`) and "
            + "no Swift code of the run renders it as a template.",
        help: "Darken the foreground or lighten the background (or the reverse in dark mode) until the ratio "
            + "reaches the required value; check the mode the finding names.",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        severity: .error,
        kindSummary: "Foreground/background pairs must reach a contrast ratio (WCAG 2, or APCA as advice) in every mode.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    /// The ratio a pair must reach.
    static func requiredRatio(kind: ContrastKind, level: ContrastLevel, largeText: Bool) -> Double {
        switch (kind, level) {
        case (.nonText, _): return 3
        case (.largeText, .aa): return 3
        case (.largeText, .aaa): return 4.5
        case (.text, .aa): return largeText ? 3 : 4.5
        case (.text, .aaa): return largeText ? 4.5 : 7
        }
    }

    /// The canvas of a mode: black in a mode whose name says dark (`dark`, `night`), white otherwise, as for exports.
    static func canvas(for mode: String) -> RGBA { ExportSettings().canvas(for: mode) }

    /// What a translucent background of a pair is laid over. The scheme's `background` role lies on the canvas
    /// of the mode (so it is composited once, never over itself); any other background (a pair role's, a listed
    /// pair's) lies on the scheme's background, itself made opaque over the canvas.
    static func backdrop(for scheme: Scheme?, backgroundName: String, mode: String) -> ColorMath.Channels {
        let canvas = ColorMath.Channels(canvas(for: mode))
        guard backgroundName != "background",
              let background = scheme?.color(named: "background")?.color.value(in: mode) else { return canvas }
        return background.isOpaque ? ColorMath.Channels(background) : ColorMath.composite(background, over: canvas)
    }

    /// The literals a pair's colours come from in one mode, with what else decides its verdict.
    private struct SharedPairKey: Hashable {
        var foreground: SourceLocation
        var background: SourceLocation?
        var beneath: SourceLocation?
        var values: [RGBA]
        var mode: String
        var kind: ContrastKind
        var level: ContrastLevel
        var largeText: Bool
        /// A deprecated scheme's finding says so: it is not merged with a current one's.
        var deprecated: Bool

        init?(_ pair: Pair, mode: String) {
            guard let fg = pair.foreground.value(in: mode), let bg = pair.background.value(in: mode) else { return nil }
            // Where the literals are is known for themes and tokens; otherwise the place the pair is written stands for
            // them (a Swift `W3WColors` preset used by four button schemes is one pair at one line).
            if let foreground = pair.foreground.origin(in: mode), let background = pair.background.origin(in: mode) {
                self.foreground = foreground
                self.background = background
            } else {
                foreground = pair.foreground.locations[mode] ?? pair.location
                background = nil
            }
            beneath = pair.scheme?.color(named: "background")?.color.origin(in: mode)
            values = [fg, bg]
            self.mode = mode
            kind = pair.kind
            level = pair.level
            largeText = pair.scheme?.font.isLargeText ?? false
            deprecated = pair.scheme?.deprecated ?? false
        }
    }

    private struct Pair {
        var role: String
        var foregroundName: String
        var backgroundName: String
        var foreground: ResolvedColor
        var background: ResolvedColor
        var kind: ContrastKind
        var level: ContrastLevel
        var location: SourceLocation
        var scheme: Scheme?
    }

    private func standardPairs(of scheme: Scheme) -> [Pair] {
        var pairs: [Pair] = []
        if let background = scheme.color(named: "background") {
            var roles = ["foreground", "secondary", "placeholder", "tint"].map { ($0, ContrastKind.text) }
            if options.checkBorders { roles.append(("border", .nonText)) }
            for (role, kind) in roles {
                guard let foreground = scheme.color(named: role) else { continue }
                pairs.append(Pair(role: role, foregroundName: role, backgroundName: "background", foreground: foreground.color,
                                  background: background.color, kind: kind, level: options.level,
                                  location: foreground.location, scheme: scheme))
            }
        }
        for (name, role, _) in scheme.roles {
            guard case let .pair(foreground, background) = role else { continue }
            pairs.append(Pair(role: name, foregroundName: "\(name).foreground", backgroundName: "\(name).background",
                              foreground: foreground.color, background: background.color, kind: .text, level: options.level,
                              location: foreground.location, scheme: scheme))
        }
        for request in scheme.contrastRequests {
            pairs.append(Pair(role: request.foregroundName, foregroundName: request.foregroundName,
                              backgroundName: request.backgroundName, foreground: request.foreground.color,
                              background: request.background.color, kind: request.kind,
                              level: request.level ?? options.level, location: request.location, scheme: scheme))
        }
        return pairs
    }

    /// A name of an option pair resolved in a theme: palette entries matching it (with `*`), or a hex colour.
    private func paletteColors(_ name: String, in theme: Theme) -> [(name: String, color: ResolvedColor, location: SourceLocation?)] {
        if name.hasPrefix("#") {
            guard let rgba = RGBA(hex: name) else { return [] }
            let values = Dictionary(uniqueKeysWithValues: theme.modes.map { ($0, rgba) })
            return [(name, ResolvedColor(values: values, isSingleValue: true), nil)]
        }
        return theme.palette.filter { wildcardMatch(name, $0.name) }.map { ($0.name, $0.color, $0.location) }
    }

    /// How many colour pairs the option pairs of one theme may expand to (`*` on `*` over a palette of thousands
    /// is millions): past it the rest are not checked, and a note says so.
    static let maximumOptionPairs = 10_000

    /// The option pairs in one theme: in each scheme where a name is a role, else once for the palette. Cut at
    /// `maximumOptionPairs`; `cut` tells how many more there were.
    private func optionPairs(in theme: Theme, cut: inout Int) -> [Pair] {
        var pairs: [Pair] = []
        func add(_ pair: Pair) {
            if pairs.count < Self.maximumOptionPairs { pairs.append(pair) } else { cut += 1 }
        }
        for option in options.pairs {
            let level = option.level ?? options.level
            var usedRoles = false
            for scheme in theme.schemes {
                let fgRole = scheme.color(named: option.foreground)
                let bgRole = scheme.color(named: option.background)
                guard fgRole != nil || bgRole != nil else { continue }
                usedRoles = true
                let foregrounds = fgRole.map { [($0.written, $0.color, Optional($0.location))] }
                    ?? paletteColors(option.foreground, in: theme).map { ($0.name, $0.color, $0.location) }
                let backgrounds = bgRole.map { [($0.written, $0.color, Optional($0.location))] }
                    ?? paletteColors(option.background, in: theme).map { ($0.name, $0.color, $0.location) }
                for fg in foregrounds {
                    for bg in backgrounds {
                        guard let location = fgRole?.location ?? bgRole?.location ?? fg.2 ?? bg.2 else { continue }
                        add(Pair(role: option.foreground, foregroundName: fgRole == nil ? fg.0 : option.foreground,
                                          backgroundName: bgRole == nil ? bg.0 : option.background, foreground: fg.1,
                                          background: bg.1, kind: option.kind, level: level, location: location, scheme: scheme))
                    }
                }
            }
            guard !usedRoles else { continue }
            for fg in paletteColors(option.foreground, in: theme) {
                for bg in paletteColors(option.background, in: theme) {
                    guard let location = fg.location ?? bg.location else { continue }
                    add(Pair(role: fg.name, foregroundName: fg.name, backgroundName: bg.name, foreground: fg.color,
                                      background: bg.color, kind: option.kind, level: level, location: location, scheme: nil))
                }
            }
        }
        return pairs
    }

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes { findings += check(theme) }
        // The theme's findings go in front of the exports' in place: the exports' may be a hundred thousand.
        var componentFindings = checkComponents(model)
        componentFindings.insert(contentsOf: findings, at: 0)
        return Self.mergingIdenticalModes(componentFindings)
    }

    /// The pairs the rule judges in a theme: the standard pairs of its schemes and those `pairs` names (at most
    /// `maximumOptionPairs`, with a note when more match), deprecated schemes left out when asked.
    private func pairs(of theme: Theme, notes: inout [Finding]) -> [Pair] {
        var cut = 0
        var pairs = optionPairs(in: theme, cut: &cut)
        if cut > 0 {
            notes.append(Finding(ruleID: description.id, severity: .note,
                                 message: "the rule's `pairs` match \(Self.maximumOptionPairs + cut) colour pairs in this theme; only the first "
                                     + "\(Self.maximumOptionPairs) are checked (name fewer colours, or narrower `*` patterns)",
                                 location: SourceLocation(file: theme.file, line: 1, column: 1)))
        }
        if options.standardPairs { pairs = theme.schemes.flatMap(standardPairs(of:)) + pairs }
        if options.ignoreDeprecated { pairs.removeAll { $0.scheme?.deprecated == true } }
        return pairs
    }

    /// The findings of one theme: its pairs in every mode checked.
    private func check(_ theme: Theme) -> [Finding] {
        var findings: [Finding] = []
        let pairs = pairs(of: theme, notes: &findings)
        let modes = theme.modes.filter { options.modes?.contains($0) ?? true }
        let uses = modes.flatMap { mode in pairs.map { (pair: $0, mode: mode) } }
        var literals = LiteralReplacements(uses: options.algorithm == .wcag2 ? uses : [])
        var unknownBeneath: [String] = []
        var firstUnknownBeneath: SourceLocation?
        // Pairs whose colours come from the same two literals (tokens aliasing one pair) are one problem with one
        // place to edit: the first is reported and names the others.
        var firstOfSharedPair: [SharedPairKey: Int] = [:]
        var samePairNames: [Int: [(name: String, location: SourceLocation)]] = [:]
        for (pair, mode) in uses {
            guard let fg = pair.foreground.value(in: mode), let bg = pair.background.value(in: mode) else { continue }
            let sharedKey = SharedPairKey(pair, mode: mode)
            if let sharedKey, let first = firstOfSharedPair[sharedKey] {
                if first >= 0 {
                    let sameNames = findings[first].property("role") == .string(pair.role)
                        && findings[first].message.hasPrefix(Self.label(pair.foregroundName, fg) + " on " + Self.label(pair.backgroundName, bg) + " ")
                    // Where the pair is drawn; when that is where the first was found (colours a shared preset
                    // gives several schemes), the scheme itself; when it is the first's file and the background is
                    // defined in a file of its own (colour sets paired by name), that definition, the place that differs.
                    let drawn = pair.location == findings[first].location ? pair.scheme?.location ?? pair.location : pair.location
                    let file = findings[first].location.file
                    let place = drawn.file == file ? pair.background.definitions[mode].flatMap { $0.file == file ? nil : $0 } ?? drawn : drawn
                    samePairNames[first, default: []].append((sameNames ? "scheme \(pair.scheme?.name ?? "")"
                        : "`\(pair.foregroundName) on \(pair.backgroundName)`", place))
                }
                continue
            }
            // A translucent background shows what lies beneath it. A scheme's `background` is that surface (or
            // the canvas, for the background itself); a token pair names no surface, and the page is a guess:
            // such pairs are counted in a note, not judged.
            if !bg.isOpaque, pair.backgroundName != "background", pair.scheme?.color(named: "background") == nil {
                if !unknownBeneath.contains(pair.foregroundName + " on " + pair.backgroundName) {
                    unknownBeneath.append(pair.foregroundName + " on " + pair.backgroundName)
                }
                if firstUnknownBeneath.map({ pair.location < $0 }) ?? true { firstUnknownBeneath = pair.location }
                continue
            }
            guard var finding = evaluate(pair, fg: fg, bg: bg, mode: mode,
                                         suggest: options.algorithm != .wcag2 || pair.foreground.sources[mode] == nil)
            else {
                if let sharedKey { firstOfSharedPair[sharedKey] = -1 }
                continue
            }
            if let sharedKey { firstOfSharedPair[sharedKey] = findings.count }
            finding.relatedLocations = Self.definitionPlaces(of: pair, mode: mode, fg: fg, bg: bg, besides: finding.location)
            if options.algorithm == .wcag2, let span = pair.foreground.sources[mode] {
                suggestReplacement(for: &finding, of: span, fg: fg, bg: bg, literals: &literals)
            }
            findings.append(finding)
        }
        Self.nameSamePairs(samePairNames, in: &findings)
        if !unknownBeneath.isEmpty {
            findings.append(translucentBackgroundsNote(unknownBeneath,
                                                       at: firstUnknownBeneath ?? SourceLocation(file: theme.file, line: 1, column: 1)))
        }
        return findings
    }

    /// The literals colours are written in, and the pairs that use each: a colour literal used by several pairs
    /// gets one replacement that serves them all, computed once.
    private struct LiteralReplacements {
        var replacements: [SourceSpan: RGBA?] = [:]
        /// Which uses show each literal (as foreground, background, or the scheme background beneath), found once:
        /// asking every use for every finding made a theme of 50,000 colours quadratic.
        var usesBySpan: [SourceSpan: [(pair: Pair, mode: String)]] = [:]

        init(uses: [(pair: Pair, mode: String)]) {
            for use in uses {
                let spans = [use.pair.foreground.sources[use.mode], use.pair.background.sources[use.mode],
                             use.pair.scheme?.color(named: "background")?.color.sources[use.mode]].compactMap { $0 }
                for span in Set(spans) { usesBySpan[span, default: []].append(use) }
            }
        }
    }

    /// The colour that the literal at `span` may become so that every pair using it passes, as the finding's
    /// suggestion and fix; when there is none, the background that would pass instead.
    private func suggestReplacement(for finding: inout Finding, of span: SourceSpan, fg: RGBA, bg: RGBA,
                                    literals: inout LiteralReplacements)
    {
        if literals.replacements[span] == nil {
            // Only the pairs that use the literal can change. Each candidate colour is tried on every such pair:
            // what does not depend on the candidate is worked out once.
            let related = (literals.usesBySpan[span] ?? []).compactMap { prepared($0.pair, mode: $0.mode, replacing: span) }
            literals.replacements[span] = .some(ColorMath.nearestColor(to: fg) { candidate in
                related.allSatisfy { $0.meets(with: candidate) }
            })
        }
        finding.properties.removeAll { $0.0 == "suggestion" }
        if let replacement = literals.replacements[span] ?? nil {
            finding.properties.append(("suggestion", .string(replacement.hex)))
            finding.fix = Self.colorFix(span, to: replacement)
        } else {
            // No colour of this hue reaches every pair the literal is used in: the background can move instead.
            finding.properties.append(("suggestion", .null))
            if let background = Self.backgroundSuggestion(for: fg, on: bg, required: finding.property("required")) {
                finding.properties.append(("backgroundSuggestion", .string(background.hex)))
            }
        }
    }

    /// The first finding of pairs that share their two colours names the others.
    /// Each other place is named with its line (and its file when it is another), and listed as a related location
    /// (SARIF `relatedLocations`, an editor's diagnostic there).
    private static func nameSamePairs(_ samePairNames: [Int: [(name: String, location: SourceLocation)]], in findings: inout [Finding]) {
        for (index, places) in samePairNames {
            let names = places.map(\.name)
            let schemesOnly = names.allSatisfy { $0.hasPrefix("scheme ") }
            let file = findings[index].location.file
            let listed = places.map { place in
                (schemesOnly ? String(place.name.dropFirst("scheme ".count)) : place.name)
                    + (place.location.file == file ? " (line \(place.location.line))" : " (\(place.location.file):\(place.location.line))")
            }
            let shown = listed.prefix(3).joined(separator: ", ") + (listed.count > 3 ? " and \(listed.count - 3) more" : "")
            findings[index].message += schemesOnly ? "; the same pair in scheme\(listed.count == 1 ? "" : "s") \(shown)"
                : "; the same two colours in \(shown)"
            findings[index].properties.append(("samePairs", .array(names.map(PropertyValue.string))))
            findings[index].relatedLocations += places.map {
                RelatedLocation(location: $0.location, message: "the same two colours: \($0.name)")
            }
        }
    }

    /// Where the pair's colours are defined, when code draws them by name (a view using a colour set or a constant):
    /// the place a designer edits, named beside the place the pair is drawn.
    private static func definitionPlaces(of pair: Pair, mode: String, fg: RGBA, bg: RGBA, besides drawn: SourceLocation) -> [RelatedLocation] {
        [("foreground", fg, pair.foreground), ("background", bg, pair.background)].compactMap { role, value, color in
            guard let place = color.definitions[mode], place.file != drawn.file || place.line != drawn.line else { return nil }
            return RelatedLocation(location: place, message: "the \(role) \(value.hex)\(color.isSingleValue ? "" : " in \(mode) mode") is defined here",
                                   isDefinition: true)
        }
    }

    /// One note for the pairs whose translucent background lies over nothing known.
    private func translucentBackgroundsNote(_ pairs: [String], at location: SourceLocation) -> Finding {
        let shown = pairs.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (pairs.count > 3 ? " and \(pairs.count - 3) more" : "")
        return Finding(ruleID: description.id, severity: .note,
                       message: "\(pairs.count) pair\(pairs.count == 1 ? "" : "s") with a translucent background "
                           + "not checked (\(shown)): nothing says what lies beneath the background; name the pair "
                           + "in a scheme with a `background`, or list it in the rule's `pairs` with an opaque background",
                       location: location, properties: [("pairs", .array(pairs.map(PropertyValue.string)))])
    }

    /// The opaque colour nearest to `background` on which `foreground` reaches `required`: what to change when no
    /// foreground of its hue passes.
    static func backgroundSuggestion(for foreground: RGBA, on background: RGBA, required: PropertyValue?) -> RGBA? {
        guard case let .number(ratio)? = required else { return nil }
        return ColorMath.nearestColor(to: background) { candidate in
            ColorMath.contrastRatio(ColorMath.composite(ColorMath.Channels(foreground), alpha: Double(foreground.alpha) / 255,
                                                        over: ColorMath.Channels(candidate)),
                                    ColorMath.Channels(candidate)) >= ratio
        }
    }

    /// One finding for a pair that fails alike in several modes (a colour that is the same in light and dark): the
    /// message names the modes (`in light and dark mode`), `mode` keeps the first and `modes` lists them all.
    static func mergingIdenticalModes(_ findings: [Finding]) -> [Finding] {
        var firstOfKey: [String: Int] = [:]
        var modes: [Int: [String]] = [:]
        // Where the colours of the merged modes are defined, when another appearance defines them.
        var definitions: [Int: [RelatedLocation]] = [:]
        var kept: [Bool] = Array(repeating: true, count: findings.count)
        for (index, finding) in findings.enumerated() {
            guard case let .string(mode)? = finding.property("mode"), finding.message.contains(" in \(mode) mode") else { continue }
            // The message names the colours, the ratio and what lies beneath: with the place and the fix, it is the pair.
            let key = "\(finding.location)\u{0}\(finding.severity)\u{0}"
                + finding.message.replacingOccurrences(of: " in \(mode) mode", with: " in \u{1} mode")
                + "\u{0}\(finding.fix?.description ?? "")"
            if let first = firstOfKey[key] {
                modes[first, default: []].append(mode)
                definitions[first, default: []] += finding.relatedLocations.filter(\.isDefinition)
                kept[index] = false
            } else {
                firstOfKey[key] = index
            }
        }
        guard !modes.isEmpty else { return findings }
        var merged: [Finding] = []
        merged.reserveCapacity(findings.count)
        for (index, var finding) in findings.enumerated() where kept[index] {
            if let more = modes[index], case let .string(mode)? = finding.property("mode") {
                let all = [mode] + more
                let named = all.count == 2 ? "\(all[0]) and \(all[1])" : all.dropLast().joined(separator: ", ") + " and " + all.last!
                finding.message = finding.message.replacingOccurrences(of: " in \(mode) mode", with: " in \(named) mode")
                finding.properties.append(("modes", .array(all.map(PropertyValue.string))))
                let known = Set(finding.relatedLocations.map(\.location))
                let more = (definitions[index] ?? []).filter { !known.contains($0.location) }
                if !more.isEmpty { finding.relatedLocations += more }
            }
            merged.append(finding)
        }
        return merged
    }

    /// A pair that uses a colour literal, ready to be judged with another colour in its place.
    private struct PreparedUse {
        var foreground: RGBA
        var background: RGBA
        var usesForeground: Bool
        var usesBackground: Bool
        /// The literal is the scheme background a translucent pair background lies on.
        var replacesBackdrop: Bool
        var backdrop: ColorMath.Channels
        var canvas: ColorMath.Channels
        var required: Double

        /// Whether the pair reaches its ratio once the literal is `color`.
        func meets(with color: RGBA) -> Bool {
            let fg = usesForeground ? color : foreground
            let bg = usesBackground ? color : background
            // A pair role's translucent background lies on the scheme background (the replaced colour, when that is
            // what changes); the scheme's own background lies on the canvas.
            let beneath = replacesBackdrop
                ? (color.isOpaque ? ColorMath.Channels(color) : ColorMath.composite(color, over: canvas)) : backdrop
            return ColorMath.contrastRatio(foreground: fg, background: bg, backdrop: beneath) >= required
        }
    }

    /// `pair` in `mode` as it depends on the colour literal at `span`; nil when it does not use the literal there
    /// (it then passes or fails whatever the literal becomes).
    private func prepared(_ pair: Pair, mode: String, replacing span: SourceSpan) -> PreparedUse? {
        guard let fg = pair.foreground.value(in: mode), let bg = pair.background.value(in: mode) else { return nil }
        let usesForeground = pair.foreground.sources[mode] == span
        let usesBackground = pair.background.sources[mode] == span
        let schemeBackground = pair.scheme?.color(named: "background")?.color.sources[mode] == span
        guard usesForeground || usesBackground || schemeBackground else { return nil }
        let replacesBackdrop = schemeBackground && pair.backgroundName != "background"
        return PreparedUse(
            foreground: fg, background: bg, usesForeground: usesForeground, usesBackground: usesBackground,
            replacesBackdrop: replacesBackdrop,
            backdrop: Self.backdrop(for: pair.scheme, backgroundName: pair.backgroundName, mode: mode),
            canvas: ColorMath.Channels(Self.canvas(for: mode)),
            required: Self.requiredRatio(kind: pair.kind, level: pair.level, largeText: pair.scheme?.font.isLargeText ?? false))
    }

    /// The edit that writes `color` over the hex literal at `span`, in the original's quotes and letter case.
    static func colorFix(_ span: SourceSpan, to color: RGBA) -> Fix? {
        var body = Substring(span.text)
        var quote = ""
        if let first = body.first, first == "\"" || first == "'" {
            quote = String(first)
            body = body.dropFirst().dropLast()
        }
        guard body.hasPrefix("#"), let original = RGBA(hex: String(body)) else { return nil }
        let lowercase = body.contains { $0.isLowercase }
        let hex = lowercase ? color.hex.lowercased() : color.hex
        return Fix(description: "\(original.hex) → \(color.hex)", isUnsafe: true,
                   edits: [TextEdit(span: span, replacement: quote + hex + quote)])
    }

    /// `suggest`: work out the single-pair suggestion here (false when the caller finds one for every pair the
    /// colour literal serves).
    /// A colour as a message names it: by its name and value, or, written as hex, by its value alone.
    static func label(_ name: String, _ value: RGBA) -> String { name.hasPrefix("#") ? value.hex : "\(name) \(value.hex)" }

    private func evaluate(_ pair: Pair, fg: RGBA, bg: RGBA, mode: String, suggest: Bool) -> Finding? {
        let large = pair.scheme?.font.isLargeText ?? false
        let what: String
        switch pair.kind {
        case .nonText: what = "non-text"
        case .largeText: what = "large text"
        case .text: what = large ? "large text" : "text"
        }
        let backdrop = Self.backdrop(for: pair.scheme, backgroundName: pair.backgroundName, mode: mode)
        let schemeNote = pair.scheme.map { " (scheme \($0.name)\($0.deprecated ? ", deprecated" : ""))" } ?? ""
        let colours = "\(Self.label(pair.foregroundName, fg)) on \(Self.label(pair.backgroundName, bg))"
        var properties: [(String, PropertyValue)] = [
            ("mode", .string(mode)), ("scheme", pair.scheme.map { .string($0.name) } ?? .null), ("role", .string(pair.role)),
            ("foreground", .string(fg.hex)), ("background", .string(bg.hex)),
        ]
        if pair.scheme?.deprecated == true { properties.append(("deprecated", .bool(true))) }
        switch options.algorithm {
        case .wcag2:
            let ratio = ColorMath.contrastRatio(foreground: fg, background: bg, backdrop: backdrop)
            let required = Self.requiredRatio(kind: pair.kind, level: pair.level, largeText: large)
            guard ratio < required || measuresEveryPair else { return nil }
            let message = "\(colours) is \(ColorMath.formatRatio(ratio)):1 in \(mode) mode, below WCAG \(pair.level.rawValue) "
                + "\(formatNumber(required)):1 for \(what)\(schemeNote)"
            properties += [("ratio", .number(ColorMath.displayRatio(ratio))), ("required", .number(required)),
                           ("level", .string(pair.level.rawValue)), ("kind", .string(what))]
            // The nearest passing colour against what the reader actually sees beneath the text.
            let seen = bg.isOpaque ? ColorMath.Channels(bg) : ColorMath.composite(bg, over: backdrop)
            if suggest, ratio < required, let fix = ColorMath.contrastFix(foreground: fg, background: seen, required: required) {
                properties.append(("suggestion", .string(fix.hex)))
            }
            return finding(message, at: pair.foreground.locations[mode] ?? pair.location, properties)
        case .apca:
            let background = bg.isOpaque ? ColorMath.Channels(bg) : ColorMath.composite(bg, over: backdrop)
            let lc = APCA.lightnessContrast(text: fg, background: background)
            let required = what == "text" ? options.minimumLc : options.minimumLc - 15
            guard abs(lc) < required else { return nil }
            let shown = (abs(lc) * 10).rounded(.down) / 10
            let message = "\(colours) has APCA Lc \(formatNumber(shown)) in \(mode) mode, below \(formatNumber(required)) for \(what) (advisory)\(schemeNote)"
            properties += [("lc", .number((lc * 10).rounded(.towardZero) / 10)), ("required", .number(required)),
                           ("algorithm", "apca"), ("kind", .string(what))]
            return finding(message, at: pair.foreground.locations[mode] ?? pair.location, properties)
        }
    }
}
