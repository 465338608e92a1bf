import Foundation

/// Kind `pattern`: names (palette colours, roles, schemes or presets) must match a regular expression,
/// such as camelCase.
struct PatternRule: RuleKind {
    enum Target: String, Sendable, CaseIterable {
        case palette, roles, schemes, presets
    }

    struct Options: RuleOptions {
        var target: Target = .palette
        /// The regular expression every name must match entirely.
        var regex: String = "^[a-z][a-zA-Z0-9]*$"
        /// A phrase for messages (`camelCase`); the regex itself when absent.
        var describedAs: String?

        static let declarations: [OptionDeclaration<Options>] = [
            .choice("target", \.target, help: "Which names are checked."),
            OptionDeclaration("regex", type: "regular expression", default: "^[a-z][a-zA-Z0-9]*$",
                              help: "Each name must match it (anchor it with ^ and $ to match the whole name); matched in linear time, so backreferences, lookaround and inline flags are refused (docs/configuration.md lists what is read).") { options, reader, key in
                guard let regex = reader.string(key) else { return }
                // A pattern from a repository runs in linear time: a construct that would backtrack is refused here.
                do {
                    _ = try LinearRegex(regex)
                    options.regex = regex
                } catch let error as LinearRegex.SyntaxError {
                    reader.fail(key, "`\(regex.shortened(to: 81))` is not a regular expression w3wlint reads: \(error.message)")
                } catch {
                    reader.fail(key, "`\(regex)` is not a regular expression")
                }
            },
            OptionDeclaration("describedAs", type: "string", default: "none", help: "How messages describe the pattern (`camelCase`).") {
                options, reader, key in
                options.describedAs = reader.string(key)
            },
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "name-pattern", name: "NameDoesNotMatchPattern", kind: "pattern",
        summary: "Palette colour names must be camelCase.",
        details: "Each name of the chosen target (palette colours by default) must match the rule's regular expression, "
            + "so that names read the same in every platform's generated code.",
        help: "Rename to match the pattern, and update every reference.", severity: .warning,
        kindSummary: "Names of palette colours, roles, schemes or presets must match a regular expression.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        w3wtheme: 1
        palette:
          ↓Grey_56: "#747480"
          ↓blue-20: "#0A3049"
        """, messages: [
            "palette colour name `Grey_56` is not /^[a-z][a-zA-Z0-9]*$/",
            "palette colour name `blue-20` is not /^[a-z][a-zA-Z0-9]*$/",
        ]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        w3wtheme: 1
        palette:
          grey56: "#747480"
          blueAlpha15: "#0A84FF26"
        schemes:
          Base_Scheme: {}
        """),
    ]

    private func names(in theme: Theme) -> [(name: String, what: String, location: SourceLocation)] {
        switch options.target {
        case .palette: return theme.palette.map { ($0.name, "palette colour", $0.location) }
        case .roles: return theme.schemes.flatMap { scheme in scheme.roles.map { ($0.name, "role", $0.location) } }
        case .schemes: return theme.schemes.map { ($0.name, "scheme", $0.location) }
        case .presets:
            return theme.scales.keys.sorted().flatMap { kind in
                (theme.scales[kind]?.entries ?? []).compactMap { entry in
                    entry.location.map { (entry.name, "\(kind) preset", $0) }
                }
            }
        }
    }

    func check(_ model: DesignModel) -> [Finding] {
        guard let regex = try? LinearRegex(options.regex) else { return [] }
        let shape = options.describedAs ?? "/\(options.regex)/"
        var findings: [Finding] = []
        for theme in model.themes {
            for (name, what, location) in names(in: theme) {
                guard !regex.matches(name) else { continue }
                findings.append(finding("\(what) name `\(name)` is not \(shape)", at: location, [
                    ("name", .string(name)), ("target", .string(options.target.rawValue)), ("pattern", .string(options.regex)),
                ]))
            }
        }
        return findings
    }
}
