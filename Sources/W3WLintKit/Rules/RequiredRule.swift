/// Kind `required`: roles every scheme must define, and scales or palette colours every theme must define itself.
struct RequiredRule: RuleKind {
    struct Options: RuleOptions {
        var roles: [String] = []
        /// The schemes whose roles are checked (names, `*` allowed); nil means every scheme.
        var schemes: [String]?
        var scales: [String] = []
        var palette: [String] = []

        static let declarations: [OptionDeclaration<Options>] = [
            .strings("roles", \.roles, type: "list of role names", help: "Roles every checked scheme must define."),
            .strings("schemes", \.schemes, type: "list of scheme names (* allowed)", default: "every scheme", help: "The schemes `roles` applies to."),
            .strings("scales", \.scales, type: "list of style kinds",
                     help: "Scales the theme must define itself (not inherit from the presets)."),
            .strings("palette", \.palette, type: "list of colour names", help: "Palette colours the theme must define."),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "required-roles", name: "MissingRequiredDefinition", kind: "required",
        summary: "Every scheme must define a foreground and a background.",
        details: "A scheme without the roles the rule names cannot be checked for contrast and leaves components to "
            + "guess their colours; a theme that does not define a required scale or palette colour inherits defaults silently.",
        help: "Add the missing role, scale or colour.", severity: .warning,
        kindSummary: "Roles a scheme must define, and scales or palette colours a theme must define.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples, exampleOptions: "{roles: [foreground, background]}")

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        w3wtheme: 1
        schemes:
          ↓buttons:
            colors:
              foreground: "#FFFFFF"
        """, messages: ["scheme buttons does not define background"]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        w3wtheme: 1
        schemes:
          buttons:
            colors:
              foreground: "#FFFFFF"
              background: "#0A3049"
        """),
    ]

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes where !theme.judgesCodeOnly {
            let themeLocation = SourceLocation(file: theme.file, line: 1, column: 1)
            for kind in options.scales where theme.scales[kind]?.isBuiltIn ?? true {
                findings.append(finding("the theme does not define the `\(kind)` scale", at: themeLocation,
                                        [("missing", .string(kind)), ("what", "scale")]))
            }
            for name in options.palette where !theme.palette.contains(where: { $0.name == name }) {
                findings.append(finding("the theme's palette has no colour `\(name)`", at: themeLocation,
                                        [("missing", .string(name)), ("what", "palette")]))
            }
            for scheme in theme.schemes where !scheme.isGathered && options.schemes?.contains(where: { wildcardMatch($0, scheme.name) }) ?? true {
                let missing = options.roles.filter { scheme.role($0) == nil }
                guard !missing.isEmpty else { continue }
                findings.append(finding("scheme \(scheme.describedName) does not define \(missing.joined(separator: ", "))",
                                        at: scheme.location, [("missing", .array(missing.map { .string($0) })), ("what", "roles"),
                                                              ("scheme", .string(scheme.name))] + scheme.deprecationProperty))
            }
        }
        return findings
    }
}
