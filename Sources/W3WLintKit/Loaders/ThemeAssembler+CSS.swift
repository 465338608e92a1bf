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
    /// Rules that set a text colour and its background from custom properties (`.btn { color: var(--btn-text);
    /// background: var(--btn-bg) }`) draw that pair: judged in every mode of the style sheet theme that defines both,
    /// the one in the rule's folder or nearest above it first, at the rule's `color`.
    static func withRulePairs(_ themes: [Theme], sheets: [StylesheetDocument]) -> [Theme] {
        guard sheets.contains(where: { !$0.rulePairs.isEmpty }) else { return themes }
        var themes = themes
        let palettes = themes.map { theme in Dictionary(theme.palette.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        var themeOfFolder: [String: Int] = [:]
        for (index, theme) in themes.enumerated() where themeOfFolder[PathText.folder(of: theme.file)] == nil {
            themeOfFolder[PathText.folder(of: theme.file)] = index
        }
        let namedPairs = themes.map { theme in
            Set(theme.schemes.flatMap(\.contrastRequests).map { "\($0.foregroundName)\u{0}\($0.backgroundName)" })
        }
        var requests: [Int: [ContrastRequest]] = [:]
        for sheet in sheets {
            for pair in sheet.rulePairs {
                // The rule's folder, then each folder above it.
                var folder = PathText.folder(of: sheet.file)
                var chosen: (index: Int, foreground: ColorDefinition, background: ColorDefinition)?
                while chosen == nil {
                    if let index = themeOfFolder[folder],
                       let foreground = pair.foreground.lazy.compactMap({ palettes[index][$0] }).first,
                       let background = pair.background.lazy.compactMap({ palettes[index][$0] }).first {
                        chosen = (index, foreground, background)
                    }
                    let above = PathText.folder(of: folder)
                    if folder.isEmpty || above == folder { break }
                    folder = above
                }
                // A pair the names already draw (`--btn-text` on `--btn-bg`) is judged once, where it is defined.
                guard let (index, foreground, background) = chosen,
                      !namedPairs[index].contains("\(foreground.name)\u{0}\(background.name)") else { continue }
                requests[index, default: []].append(ContrastRequest(
                    foregroundName: foreground.name, backgroundName: background.name,
                    foreground: ColorUse(written: "var(\(foreground.name))", location: pair.location, color: foreground.color),
                    background: ColorUse(written: "var(\(background.name))", location: pair.backgroundLocation, color: background.color),
                    level: nil, kind: .text, location: pair.location))
            }
        }
        for (index, list) in requests {
            themes[index].schemes.append(Scheme(name: "rules", location: list[0].location, contrastRequests: list))
        }
        return themes
    }
}
