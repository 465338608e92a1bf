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
    }
}
