/// The rules `w3wlint check` runs without a configuration: those of the default pack, `Rules/w3w.yml`.
public enum BuiltinRules {
    /// Parsed once. The built-in packs are part of the binary and tested (`PackTests`): one that does not parse is a
    /// bug in w3wlint, not an input to report.
    public static let defaultPack: [any RuleKind] = {
        do {
            return try Configuration.defaults(workingDirectory: "/").rules.map(\.rule)
        } catch {
            preconditionFailure("the built-in pack w3w does not parse: \(error)")
        }
    }()
}
