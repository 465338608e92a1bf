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
