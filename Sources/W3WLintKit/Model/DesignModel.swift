/// Everything a run loaded: the union of every file, so that rules can answer cross-file questions.
public struct DesignModel: Sendable {
    public var themes: [Theme]
    /// Component exports (SVG drawings, Android vector drawables), checked against the reference theme.
    public var components: [Component]
    /// The theme file named with `--theme`: the reference theme for components, whatever else was loaded.
    public var referenceThemeFile: String?

    public init(themes: [Theme] = [], components: [Component] = [], referenceThemeFile: String? = nil) {
        self.themes = themes
        self.components = components
        self.referenceThemeFile = referenceThemeFile
    }

    public mutating func merge(_ other: DesignModel) {
        themes += other.themes
        components += other.components
        referenceThemeFile = referenceThemeFile ?? other.referenceThemeFile
    }
}
