import Foundation

extension ThemeAssembler {
    /// One theme per `res` folder: each colour of `values` with its `values-night` value as dark (`@color/`
    /// references followed per mode, as Android resolves them), and the `dp` dimensions whose names say spacing or
    /// radius as style values. A colour whose name says its mode (`…_dark_primary`) is not judged for the other. Folders with other qualifiers (`values-v29`, `values-w600dp`) are alternatives for
    /// some devices: their dimensions are checked, their colours are not the defaults.
    func androidThemes(_ documents: [AndroidValuesDocument]) -> (themes: [Theme], findings: [Finding]) {
        var order: [String] = []
        var groups: [String: [AndroidValuesDocument]] = [:]
        for document in documents {
            if groups[document.resourceFolder] == nil { order.append(document.resourceFolder) }
            groups[document.resourceFolder, default: []].append(document)
        }
        var themes: [Theme] = []
        var diagnostics: [Finding] = []
        // A theme's items may name colours of another module of the run (`@color/colorAccent` of `common/`), as
        // Android merges a module's resources with its dependencies': looked up there when the module lacks them.
        var allModules = AndroidColorTables(documents)
        for folder in order {
            let (theme, problems) = androidTheme(folder: folder, documents: groups[folder]!, allModules: &allModules)
            if let theme { themes.append(theme) }
            diagnostics += problems
        }
        return (themes, diagnostics)
    }

    private func androidTheme(folder: String, documents: [AndroidValuesDocument], allModules: inout AndroidColorTables) -> (Theme?, [Finding]) {
        let modes = ["light", "dark"]
        let hasNight = documents.contains(where: \.isNight)
        var colors = AndroidColorTables(documents)
        let names = colors.names
        let tables = colors.tables
        var palette: [ColorDefinition] = []
        // Colours with a mode whose value names a colour this folder does not define (`@color/…` of a library
        // module): that mode's colour is unknown, so their pairs are checked in the other modes only.
        var unknownModes: [String: Set<String>] = [:]
        for name in names {
            var values: [String: RGBA] = [:]
            for mode in modes { values[mode] = colors.resolve(name, mode: mode) }
            for mode in modes where values[mode] == nil && tables[mode]![name] != nil { unknownModes[name, default: []].insert(mode) }
            guard let fallback = values["light"] ?? values["dark"] else { continue }
            for mode in modes where values[mode] == nil { values[mode] = fallback }
            let light = tables["light"]![name]
            let dark = tables["dark"]![name]
            // A reference without a night value of its own takes its target's modes: checked where the target is.
            let isPlainReference = dark == nil && (light?.text.hasPrefix("@color/") ?? false)
            // `md_theme_dark_primary` (Material Theme Builder) is the dark colour by name, picked by a night theme.
            let isNamedForMode = Self.splitWords(name).contains { modes.contains($0) }
            let defined = [light == nil ? nil : "light", dark == nil ? nil : "dark"].compactMap { $0 }
            // A colour only in `values/` is the app's colour in every mode (Android uses it at night too, and apps
            // switch light and dark through their themes): like a single value it misses nothing. Only one written
            // for night alone lacks its day value.
            let missesAMode = light == nil && dark != nil
            palette.append(ColorDefinition(
                name: name, isPaletteEntry: true, location: (light ?? dark)!.location,
                color: ResolvedColor(values: values, isSingleValue: dark == nil),
                definedModes: hasNight && missesAMode && !isPlainReference && !isNamedForMode ? defined : nil))
        }
        var styles: [StyleValue] = []
        for document in documents {
            for dimension in document.dimensions {
                guard let kind = styleKind(of: dimension.name), dimension.text.hasSuffix("dp"),
                      let points = Double(dimension.text.dropLast(2)) else { continue }
                styles.append(StyleValue(kind: kind, path: dimension.name, value: .points(points), location: dimension.location))
            }
        }
        let themeRequests = AndroidThemePairs(documents).requests(colors: &colors, otherModules: &allModules)
        guard !palette.isEmpty || !styles.isEmpty || !themeRequests.isEmpty else { return (nil, colors.diagnostics) }
        let requests = themeRequests + contrastRequests(palette).map { request in
            var request = request
            for mode in unknownModes[request.foregroundName, default: []].union(unknownModes[request.backgroundName, default: []]) {
                request.foreground.color.values[mode] = nil
                request.background.color.values[mode] = nil
            }
            return request
        }
        let file = documents[0].file
        let schemes = styles.isEmpty && requests.isEmpty ? [] : [Scheme(name: "res", location: SourceLocation(file: file, line: 1, column: 1),
                                                                        styles: styles, contrastRequests: requests)]
        return (Theme(name: folder, file: file, modes: modes, palette: palette, scales: chosenScales, schemes: schemes, scope: folder),
                colors.diagnostics)
    }
}

/// The colours of a res folder by mode (`values/` light, `values-night/` dark), with `@color/` references resolved
/// and the problems found on the way.
struct AndroidColorTables {
    var tables: [String: [String: AndroidValue]] = ["light": [:], "dark": [:]]
    /// Colour names in the order first defined.
    var names: [String] = []
    var diagnostics: [Finding] = []
    private var reported: Set<SourceLocation> = []
    private var resolvedNames: [String: [String: RGBA?]] = [:]

    init(_ documents: [AndroidValuesDocument]) {
        var named: Set<String> = []
        for document in documents where !document.hasOtherQualifiers {
            let mode = document.isNight ? "dark" : "light"
            for color in document.colors {
                if tables[mode]![color.name] == nil, named.insert(color.name).inserted { names.append(color.name) }
                tables[mode]![color.name] = color
            }
        }
    }

    /// A colour's value in a mode: night falls back to the default value, as Android's resource lookup does.
    /// References are followed in a loop, so a long chain needs no stack, and every name on the way takes the
    /// end's value, so each is followed once.
    mutating func resolve(_ start: String, mode: String) -> RGBA? {
        var chain: [String] = []
        let result = follow(start, mode: mode, chain: &chain)
        for name in chain { resolvedNames[mode, default: [:]][name] = .some(result) }
        return result
    }

    private func value(of name: String, mode: String) -> AndroidValue? { tables[mode]![name] ?? tables["light"]![name] }

    private mutating func follow(_ start: String, mode: String, chain: inout [String]) -> RGBA? {
        var name = start
        var seen: Set<String> = []
        while true {
            if let known = resolvedNames[mode]?[name] { return known }
            guard let value = value(of: name, mode: mode) else { return nil }
            guard value.text.hasPrefix("@color/") else { return parse(value, name: name) }
            let target = String(value.text.dropFirst("@color/".count))
            chain.append(name)
            seen.insert(name)
            if seen.contains(target) {
                reportCycle(Array(chain[chain.firstIndex(of: target)!...]), mode: mode)
                return nil
            }
            // A colour of a library the app depends on is not here to check.
            name = target
        }
    }

    /// Every colour in the cycle is reported at its own element, the cycle read from its target.
    private mutating func reportCycle(_ cycle: [String], mode: String) {
        for (index, member) in cycle.enumerated() {
            guard let location = value(of: member, mode: mode)?.location, reported.insert(location).inserted else { continue }
            let cycleText = ReferenceChain.describeCycle(cycle, from: (index + 1) % cycle.count)
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                                       message: "colour reference cycle: \(cycleText)", location: location))
        }
    }

    private mutating func parse(_ value: AndroidValue, name: String) -> RGBA? {
        let parsed = AndroidVectorBuilder.color(value.text)
        if case let .fixed(rgba)? = parsed { return rgba }
        if parsed == nil, reported.insert(value.location).inserted {
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                                       message: "colour `\(name)`: `\(value.text)` is not #RGB, #ARGB, #RRGGBB or #AARRGGBB",
                                       location: value.location))
        }
        return nil
    }
}

extension AndroidValuesDocument: AssembledDocument {
    public static func assemble(_ documents: inout [AndroidValuesDocument], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
        assembly.assembler.androidThemes(documents)
    }
}
