/// What loaders read that no rule judges as it is: files that make a theme only together with others (a token set,
/// an Android `res` folder, an asset catalog, a Swift package). `ThemeAssembler` turns them into the model's themes
/// once every file is in; rules never see them.
public struct LoadedDocuments: CopyingWith, Sendable {
    /// Design-token files, read but not yet resolved (aliases may point into other files).
    public var tokenDocuments: [TokenDocument] = []
    /// Android `res/values*` files, put together per `res` folder.
    public var androidValues: [AndroidValuesDocument] = []
    /// Tokens Studio `$themes.json` and DTCG resolver files: which token files are which mode's.
    public var tokenThemeSelections: [TokenThemeSelection] = []
    /// Xcode colour sets, put together per asset catalog.
    public var colorSets: [ColorSetDocument] = []
    /// Swift files that declare theme presets, put together into one theme.
    public var swiftDocuments: [SwiftPresetDocument] = []
    /// Design written in plain Swift (colour and scale constants, per-case style enums), one per file that has any.
    public var swiftDesignDocuments: [SwiftDesignDocument] = []
    /// Stylesheets' custom properties, resolved together per folder.
    public var stylesheets: [StylesheetDocument] = []

    public init() {}

    public var isEmpty: Bool {
        tokenDocuments.isEmpty && androidValues.isEmpty && tokenThemeSelections.isEmpty && colorSets.isEmpty
            && swiftDocuments.isEmpty && swiftDesignDocuments.isEmpty && stylesheets.isEmpty
    }

    public mutating func merge(_ other: LoadedDocuments) {
        tokenDocuments += other.tokenDocuments
        androidValues += other.androidValues
        tokenThemeSelections += other.tokenThemeSelections
        colorSets += other.colorSets
        swiftDocuments += other.swiftDocuments
        swiftDesignDocuments += other.swiftDesignDocuments
        stylesheets += other.stylesheets
    }
}
