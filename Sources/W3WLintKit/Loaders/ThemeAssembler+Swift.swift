import Foundation

extension ThemeAssembler {
    /// One theme from every Swift file of a run that declares presets: `W3WCoreColor` and `W3WColor` presets are
    /// its palette, metric presets its scales, `W3WScheme` presets (and `W3WColors` no scheme uses) its schemes.
    /// What cannot be evaluated is left out with a `not-evaluated` note at its line.
    /// The scope of Swift presets: the package that holds them (the folder above `Sources/`), else their folder.
    static func swiftScope(_ files: [String]) -> String {
        let folder = PathText.commonFolder(of: files)
        var parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        if let sources = parts.lastIndex(where: { $0 == "Sources" }) {
            parts.removeSubrange(sources...)
            return parts.joined(separator: "/")
        }
        return folder
    }

    func swiftTheme(_ documents: [SwiftPresetDocument]) -> (Theme?, [Finding]) {
        var evaluator = SwiftPresetEvaluator(documents: documents)
        var findings = documents.flatMap(\.skipped).map { skipped in
            Finding(ruleID: LoaderDiagnostic.notEvaluated, severity: .note, message: "not evaluated: \(skipped.reason)",
                    location: skipped.location)
        }
        var palette: [ColorDefinition] = []
        var scaleEntries: [String: [Scale.Entry]] = [:]
        var scaleOrder: [String] = []
        var schemes: [Scheme] = []
        var colorsUsedBySchemes: Set<String> = []
        var unusedColors: [(SwiftPresetDeclaration, [Scheme.RoleEntry])] = []
        for declaration in documents.flatMap(\.declarations) {
            let value: SwiftValue
            switch evaluator.value(of: declaration) {
            case let .success(evaluated): value = evaluated
            case let .failure(skip):
                findings.append(skip.finding(naming: declaration.qualifiedName, invalidSeparator: ": "))
                continue
            }
            switch value {
            case let .coreColor(rgba):
                palette.append(ColorDefinition(name: declaration.qualifiedName, isPaletteEntry: true, location: declaration.location,
                                               color: ResolvedColor(values: ["light": rgba, "dark": rgba], isSingleValue: true),
                                               definedModes: nil, deprecated: declaration.deprecated))
            case let .color(color, definedModes):
                palette.append(ColorDefinition(name: declaration.qualifiedName, isPaletteEntry: true, location: declaration.location,
                                               color: color, definedModes: definedModes, deprecated: declaration.deprecated,
                                               repeatsOneValue: color.repeatsOneValue(in: definedModes)))
            case let .metric(kind, metric):
                if scaleEntries[kind] == nil { scaleOrder.append(kind) }
                scaleEntries[kind, default: []].append(Scale.Entry(name: declaration.memberPath, value: metric,
                                                                   location: declaration.location, deprecated: declaration.deprecated))
            case let .scheme(colorsName, roles, styles):
                if let colorsName { colorsUsedBySchemes.insert(colorsName) }
                schemes.append(Scheme(name: declaration.memberPath, location: declaration.location, roles: roles.map(\.tuple),
                                      styles: styles.map { style in
                                          var style = style
                                          style.path = "W3WScheme.\(declaration.memberPath).styles.\(style.path)"
                                          return style
                                      }, deprecated: declaration.deprecated))
            case let .colors(roles):
                unusedColors.append((declaration, roles))
            default:
                continue
            }
        }
        // A W3WColors preset no scheme uses is still checked, as a scheme of its own.
        for (declaration, roles) in unusedColors where !colorsUsedBySchemes.contains(declaration.qualifiedName) {
            schemes.append(Scheme(name: "W3WColors.\(declaration.memberPath)", location: declaration.location, roles: roles.map(\.tuple),
                                  deprecated: declaration.deprecated))
        }
        guard let first = documents.first(where: { !$0.declarations.isEmpty }) else { return (nil, findings) }
        var scales = defaultScales
        for kind in scaleOrder {
            let entries = scaleEntries[kind]!
            scales[kind] = Scale(kind: kind, entries: entries, location: entries[0].location)
        }
        let theme = Theme(name: "Swift presets", file: first.file, modes: ["light", "dark"], palette: palette, scales: scales,
                          schemes: schemes, scope: Self.swiftScope(documents.filter { !$0.declarations.isEmpty }.map(\.file)))
        return (theme, findings)
    }
}

extension Scheme {
    /// A colour role as the Swift evaluation builds it.
    struct RoleEntry {
        var name: String
        var role: ColorRole
        var location: SourceLocation
        var tuple: (name: String, role: ColorRole, location: SourceLocation) { (name, role, location) }
    }
}

extension SwiftPresetDocument: AssembledDocument {
    public static func assemble(_ documents: inout [SwiftPresetDocument], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
        let (theme, findings) = assembly.assembler.swiftTheme(documents)
        return (theme.map { [$0] } ?? [], findings)
    }
}
