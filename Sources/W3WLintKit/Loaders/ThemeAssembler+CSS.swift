import Foundation

extension ThemeAssembler {
    /// The stylesheets of one folder are one reference, as the files of a token set are (open-props keeps colours,
    /// sizes and borders in files of their own; a system keeps `light.css` and `dark.css`, or roles in a common file
    /// over a palette per theme file): their custom properties resolved together, in path order, per mode.
    static func stylesheetThemes(_ sheets: [StylesheetDocument]) -> [Theme] {
        var order: [String] = []
        var sheetsOfFolder: [String: [StylesheetDocument]] = [:]
        for sheet in sheets {
            let folder = PathText.folder(of: sheet.file)
            if sheetsOfFolder[folder] == nil { order.append(folder) }
            sheetsOfFolder[folder, default: []].append(sheet)
        }
        return order.compactMap { folder in
            let sorted = sheetsOfFolder[folder]!.sorted { $0.file < $1.file }
            return CSSVariablesLoader.theme(sorted.flatMap(\.declarations), file: sorted[0].file)
        }
    }

    /// A style sheet theme with the pairs its custom properties' names draw (`--text-X` on `--background-X`, text
    /// roles on the default surface), as a token set's. `exempt` names (as words) colours a token's description
    /// exempts from a minimum: a property whose name ends with one is not held to it.
    func pairedByName(_ theme: Theme, exempt: [[String]] = []) -> Theme {
        let requests = contrastRequests(theme.palette, exempt: exempt)
        guard !requests.isEmpty else { return theme }
        var paired = theme
        let folder = PathText.lastComponent(of: PathText.folder(of: theme.file))
        paired.schemes.append(Scheme(name: folder.isEmpty ? "custom properties" : folder, location: SourceLocation(file: theme.file, line: 1, column: 1),
                                     contrastRequests: requests))
        return paired
    }
}

extension ThemeAssembler {
    /// Rules that set a text colour and its background from custom properties (`.btn { color: var(--white);
    /// background: var(--sky) }`) draw that pair, at the rule's `color`, in the mode the rule applies in. Each property
    /// is the nearest definition in the rule's folder or above (a `var()` fallback only when the property is defined
    /// nowhere there); a property set by more than one block of one mode (Bootstrap's `--bs-btn-bg` per variant) has
    /// no one value, so its rules make no pair; a pair the names already draw is judged once, where it is defined.
    static func withRulePairs(_ themes: [Theme], sheets: [StylesheetDocument]) -> [Theme] {
        guard sheets.contains(where: { !$0.rulePairs.isEmpty }) else { return themes }
        var themes = themes
        let palettes = themes.map { theme in Dictionary(theme.palette.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        var themeOfFolder: [String: Int] = [:]
        for (index, theme) in themes.enumerated() where themeOfFolder[PathText.folder(of: theme.file)] == nil {
            themeOfFolder[PathText.folder(of: theme.file)] = index
        }
        let ambiguous = ambiguousProperties(sheets)
        let namedPairs = themes.map { theme in
            Set(theme.schemes.flatMap(\.contrastRequests).map { "\($0.foregroundName)\u{0}\($0.backgroundName)" })
        }
        var chains: [String: [Int]] = [:]
        var added: [Int: [Scheme]] = [:]
        for sheet in sheets where !sheet.rulePairs.isEmpty {
            // The themes of the sheet's folder and of each folder above it, nearest first: once per folder.
            let start = PathText.folder(of: sheet.file)
            if chains[start] == nil { chains[start] = themeChain(from: start, themeOfFolder: themeOfFolder) }
            let chain = chains[start]!
            func resolve(_ names: [String], at location: SourceLocation) -> (index: Int, definition: ColorDefinition)? {
                if let written = names.first, !written.hasPrefix("--") {
                    guard let index = chain.first, let value = CSSColorParser.color(written) else { return nil }
                    let modes = themes[index].modes
                    var color = ResolvedColor(values: Dictionary(uniqueKeysWithValues: modes.map { ($0, value) }), isSingleValue: true)
                    color.definitions = Dictionary(uniqueKeysWithValues: modes.map { ($0, location) })
                    return (index, ColorDefinition(name: written, isPaletteEntry: false, location: location, color: color))
                }
                for name in names {
                    for index in chain {
                        guard let definition = palettes[index][name] else { continue }
                        if ambiguous.contains(PathText.folder(of: themes[index].file) + "\u{0}" + name) { return nil }
                        return (index, definition)
                    }
                }
                return nil
            }
            // A colour written out in a rule of no mode stays in every mode, unless the sheet has dark rules of its
            // own (which are judged where they are): then it is judged in light.
            let hasDarkBlocks = sheet.declarations.contains { $0.mode == .dark && !$0.modeFromFileName } || sheet.rulePairs.contains { $0.mode == .dark }
            for var pair in sheet.rulePairs where pair.mode != .highContrast {
                guard let (index, foreground) = resolve(pair.foreground, at: pair.location),
                      let (_, background) = resolve(pair.background, at: pair.backgroundLocation),
                      !namedPairs[index].contains("\(foreground.name)\u{0}\(background.name)") else { continue }
                if pair.mode == .standard, hasDarkBlocks, !foreground.isPaletteEntry || !background.isPaletteEntry { pair.mode = .light }
                if let scheme = ruleScheme(pair, foreground: foreground, background: background, modes: themes[index].modes) {
                    added[index, default: []].append(scheme)
                }
            }
        }
        for (index, schemes) in added { themes[index].schemes += schemes }
        return themes
    }

    /// Properties set twice in one mode within one folder's sheets (that folder's reference), as `folder\0name`: no
    /// one value there. A sheet in a sibling folder is another reference and makes nothing here ambiguous.
    private static func ambiguousProperties(_ sheets: [StylesheetDocument]) -> Set<String> {
        var definitions: [String: Int] = [:]
        for sheet in sheets {
            let folder = PathText.folder(of: sheet.file)
            for declaration in sheet.declarations { definitions["\(folder)\u{0}\(declaration.name)\u{0}\(declaration.mode)", default: 0] += 1 }
        }
        return Set(definitions.filter { $0.value > 1 }.map { key, _ in String(key[..<key.lastIndex(of: "\u{0}")!]) })
    }

    /// The themes of `folder` and of each folder above it, nearest first.
    private static func themeChain(from folder: String, themeOfFolder: [String: Int]) -> [Int] {
        var chain: [Int] = []
        var folder = folder
        while true {
            if let index = themeOfFolder[folder] { chain.append(index) }
            let above = PathText.folder(of: folder)
            if folder.isEmpty || above == folder { break }
            folder = above
        }
        return chain
    }

    /// The pair a rule draws, as a scheme of its own named by its selector. A rule in a dark block is judged in dark
    /// only; a mode where both are one colour (a visually hidden label) is no pair; nil when no mode is left.
    private static func ruleScheme(_ pair: CSSRulePair, foreground: ColorDefinition, background: ColorDefinition,
                                   modes: [String]) -> Scheme?
    {
        var foregroundColor = foreground.color
        var backgroundColor = background.color
        let only = pair.mode == .dark ? "dark" : pair.mode == .light ? "light" : nil
        for mode in modes where (only.map { $0 != mode } ?? false) || foregroundColor.values[mode] == backgroundColor.values[mode] {
            foregroundColor.values[mode] = nil
            backgroundColor.values[mode] = nil
        }
        guard !foregroundColor.values.isEmpty else { return nil }
        let request = ContrastRequest(
            foregroundName: foreground.name, backgroundName: background.name,
            foreground: ColorUse(written: written(foreground), location: pair.location, color: foregroundColor),
            background: ColorUse(written: written(background), location: pair.backgroundLocation, color: backgroundColor),
            level: nil, kind: .text, location: pair.location)
        func written(_ definition: ColorDefinition) -> String { definition.isPaletteEntry ? "var(\(definition.name))" : definition.name }
        var scheme = Scheme(name: pair.selector, location: pair.location, contrastRequests: [request])
        scheme.font = pair.font
        return scheme
    }
}

extension StylesheetDocument: AssembledDocument {
    /// One theme per folder of style sheets. Sheets built from the run's tokens (`--cpd-color-icon-quaternary` from
    /// `color.icon.quaternary`) keep what the tokens' descriptions say, which the generated CSS drops.
    public static func assemble(_ documents: inout [StylesheetDocument], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
        let exempt = assembly.themes(assembledFrom: TokenDocument.self).flatMap(\.palette).filter(\.isDescribedAsExempt)
            .map { ThemeAssembler.words($0.name) }
        let themes = ThemeAssembler.stylesheetThemes(documents).map { assembly.assembler.pairedByName($0, exempt: exempt) }
        return (ThemeAssembler.withRulePairs(themes, sheets: documents), [])
    }
}
