/// The presets of the default pack (`Rules/w3w.yml`: the what3words values), used for every scale a theme
/// does not define when no configuration names other packs.
public enum BuiltinPresets {
    public static let scales: [String: Scale] = {
        guard let configuration = try? Configuration.defaults(workingDirectory: "/") else { return [:] }
        return configuration.defaultScales
    }()

    /// The default pack's named text styles, component sizes and text levels: what component exports are checked
    /// against when no theme is loaded, and the component sizes and levels of a theme that gives none.
    public static let structure: DesignStructure = {
        guard let configuration = try? Configuration.defaults(workingDirectory: "/") else { return DesignStructure() }
        return configuration.defaultStructure
    }()
}
