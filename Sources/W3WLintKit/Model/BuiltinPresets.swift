/// The presets of the default pack (`Rules/w3w.yml`: the what3words values), used for every scale a theme
/// does not define when no configuration names other packs.
public enum BuiltinPresets {
    public static let scales: [String: Scale] = {
        guard let configuration = try? Configuration.defaults(workingDirectory: "/") else { return [:] }
        return configuration.defaultScales
    }()
}
