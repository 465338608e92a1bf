/// Everything a run loaded: the union of every file, so that rules can answer cross-file questions.
public struct DesignModel: Sendable {
    public var themes: [Theme]
    /// Component exports (SVG drawings, Android vector drawables), checked against the reference theme.
    public var components: [Component]
    /// The theme file named with `--theme`: the reference theme for components, whatever else was loaded.
    public var referenceThemeFile: String?
    /// Design-token files, read but not yet resolved: `ThemeAssembler` turns them into themes once every file is in.
    public var tokenDocuments: [TokenDocument]
    /// Android `res/values*` files, put together per `res` folder by `ThemeAssembler`.
    public var androidValues: [AndroidValuesDocument]
    /// Tokens Studio `$themes.json` files: which token files are which mode's.
    public var tokenThemeSelections: [TokenThemeSelection] = []
    /// Xcode colour sets, put together per asset catalog by `ThemeAssembler`.
    public var colorSets: [ColorSetDocument] = []
    /// Swift files that declare theme presets, put together into one theme by `ThemeAssembler`.
    public var swiftDocuments: [SwiftPresetDocument] = []
    /// What exports' CSS variables stand for and the canvas of each mode, from the config.
    public var exportSettings = ExportSettings()
    /// The reference theme (an index into `themes`) of the exports in each folder, worked out once by
    /// `indexReferenceThemes()` so that every rule does not search every theme for every export.
    public private(set) var referenceThemeIndex: [String: Int] = [:]

    public init(themes: [Theme] = [], components: [Component] = [], referenceThemeFile: String? = nil,
                tokenDocuments: [TokenDocument] = [], androidValues: [AndroidValuesDocument] = [])
    {
        self.themes = themes
        self.components = components
        self.referenceThemeFile = referenceThemeFile
        self.tokenDocuments = tokenDocuments
        self.androidValues = androidValues
    }

    public mutating func merge(_ other: DesignModel) {
        themes += other.themes
        components += other.components
        tokenDocuments += other.tokenDocuments
        androidValues += other.androidValues
        tokenThemeSelections += other.tokenThemeSelections
        colorSets += other.colorSets
        swiftDocuments += other.swiftDocuments
        referenceThemeFile = referenceThemeFile ?? other.referenceThemeFile
        referenceThemeIndex = [:]
    }
}

extension DesignModel {
    /// The theme an export at `file` is checked against: the one named with `--theme`; else the theme nearest to the
    /// export in the folder tree (fewest folders apart, so `res/values/` serves `res/drawable/`; at equal distance
    /// one in a folder above the export, then the first by path); else the first theme by path; nil when there is
    /// no theme (the built-in what3words presets stand in).
    public func referenceTheme(forExport file: String?) -> Theme? {
        // Exports checked without any theme (the built-in presets stand in) need no search.
        guard !themes.isEmpty else { return nil }
        if let index = file.flatMap({ referenceThemeIndex[PathText.folder(of: $0)] }), themes.indices.contains(index) {
            return themes[index]
        }
        return referenceThemeIndexUnindexed(forExport: file, themeFolders: themes.map { Self.folders($0.file) }).map { themes[$0] }
    }

    /// Works out the reference theme of every export's folder once; call it when the model is complete.
    public mutating func indexReferenceThemes() {
        var index: [String: Int] = [:]
        let themeFolders = themes.map { Self.folders($0.file) }
        for component in components {
            let folder = PathText.folder(of: component.file)
            if index[folder] == nil, let found = referenceThemeIndexUnindexed(forExport: component.file, themeFolders: themeFolders) {
                index[folder] = found
            }
        }
        referenceThemeIndex = index
    }

    private static func folders(_ path: String) -> [Substring] {
        Array(path.split(separator: "/", omittingEmptySubsequences: false).dropLast())
    }

    private func referenceThemeIndexUnindexed(forExport file: String?, themeFolders: [[Substring]]) -> Int? {
        if let named = referenceThemeFile, let index = themes.firstIndex(where: { $0.file == named }) { return index }
        if let file {
            let here = Self.folders(file)
            let nearest = themes.indices.map { index -> (index: Int, distance: Int, isAbove: Bool) in
                let there = themeFolders[index]
                let shared = zip(here, there).prefix { $0 == $1 }.count
                return (index, here.count - shared + there.count - shared, shared == there.count)
            }.min { a, b in
                if a.distance != b.distance { return a.distance < b.distance }
                if a.isAbove != b.isAbove { return a.isAbove }
                return themes[a.index].file < themes[b.index].file
            }
            if let nearest { return nearest.index }
        }
        return themes.indices.min { themes[$0].file < themes[$1].file }
    }
}
