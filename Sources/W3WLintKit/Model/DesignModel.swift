/// Everything a run loaded: the union of every file, so that rules can answer cross-file questions.
public struct DesignModel: Sendable {
    public var themes: [Theme]

    public init(themes: [Theme] = []) {
        self.themes = themes
    }

    public mutating func merge(_ other: DesignModel) {
        themes += other.themes
    }
}
