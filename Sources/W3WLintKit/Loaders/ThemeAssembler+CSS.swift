import Foundation

extension ThemeAssembler {
    /// The stylesheets of one folder are one reference, as the files of a token set are (open-props keeps colours,
    /// sizes and borders in files of their own): palettes, scales and modes merged in path order. Other themes
    /// keep their place.
    static func mergingStylesheets(_ themes: [Theme]) -> [Theme] {
        var sheetsOfFolder: [String: [Theme]] = [:]
        var result: [Theme] = []
        var placeOfFolder: [String: Int] = [:]
        for theme in themes {
            guard PathText.isStylesheet(theme.file) else {
                result.append(theme)
                continue
            }
            let folder = PathText.folder(of: theme.file)
            if placeOfFolder[folder] == nil {
                placeOfFolder[folder] = result.count
                result.append(theme)
            }
            sheetsOfFolder[folder, default: []].append(theme)
        }
        for (folder, sheets) in sheetsOfFolder where sheets.count > 1 {
            result[placeOfFolder[folder]!] = merged(sheets.sorted { $0.file < $1.file })
        }
        return result
    }

    /// One theme of several stylesheets: a mode one file lacks shows that file's default value, as the cascade does.
    private static func merged(_ sheets: [Theme]) -> Theme {
        var theme = sheets[0]
        theme.modes = sheets.flatMap(\.modes).reduce(into: [String]()) { modes, mode in
            if !modes.contains(mode) { modes.append(mode) }
        }
        theme.palette = sheets.flatMap(\.palette).map { entry in
            var entry = entry
            if let first = theme.modes.lazy.compactMap({ entry.color.values[$0] }).first {
                for mode in theme.modes where entry.color.values[mode] == nil { entry.color.values[mode] = first }
            }
            return entry
        }
        var scales: [String: Scale] = [:]
        for sheet in sheets {
            for (kind, scale) in sheet.scales {
                if var known = scales[kind] { known.entries += scale.entries; scales[kind] = known } else { scales[kind] = scale }
            }
        }
        theme.scales = scales
        return theme
    }
}
