/// The rules `w3wlint check` runs without a configuration: those of the default pack, `Rules/w3w.yml`.
public enum BuiltinRules {
    public static var all: [any Rule] {
        ((try? Configuration.defaults(workingDirectory: "/"))?.rules ?? []).map(\.rule)
    }
}
