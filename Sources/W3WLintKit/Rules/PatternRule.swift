import Foundation

/// Kind `pattern`: names (palette colours, roles, schemes or presets) must match a regular expression,
/// such as camelCase.
public struct PatternRule: Rule {
    public enum Target: String, Sendable, CaseIterable {
        case palette, roles, schemes, presets
    }

    public struct Options: Sendable, Equatable {
        public var target: Target = .palette
        /// The regular expression every name must match entirely.
        public var regex: String = "^[a-z][a-zA-Z0-9]*$"
        /// A phrase for messages (`camelCase`); the regex itself when absent.
        public var describedAs: String?

        public init(target: Target = .palette, regex: String = "^[a-z][a-zA-Z0-9]*$", describedAs: String? = nil) {
            self.target = target
            self.regex = regex
            self.describedAs = describedAs
        }

        init(reading reader: inout OptionsReader) {
            if let target = reader.choice("target", Target.allCases.map(\.rawValue)) { self.target = Target(rawValue: target)! }
            if let regex = reader.string("regex") {
                if (try? NSRegularExpression(pattern: regex)) != nil { self.regex = regex } else {
                    reader.fail("regex", "`\(regex)` is not a valid regular expression")
                }
            }
            describedAs = reader.string("describedAs")
            reader.finish(known: Self.specs.map(\.name))
        }

        static let specs: [OptionSpec] = [
            OptionSpec("target", type: "palette | roles | schemes | presets", default: "palette", help: "Which names are checked."),
            OptionSpec("regex", type: "regular expression", default: "^[a-z][a-zA-Z0-9]*$",
                       help: "Each name must match it (anchor it with ^ and $ to match the whole name)."),
            OptionSpec("describedAs", type: "string", default: "none", help: "How messages describe the pattern (`camelCase`)."),
        ]
    }

    public var metadata: RuleMetadata
    public var options: Options
    public var severity: Severity
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]

    public init(definition: RuleDefinition = RuleDefinition(metadata: PatternRule.kind.defaultMetadata), options: Options = Options()) {
        metadata = definition.metadata
        severity = definition.severity
        triggeringExamples = definition.triggeringExamples
        nonTriggeringExamples = definition.nonTriggeringExamples
        self.options = options
    }

    public static let kind = RuleKind(
        name: "pattern",
        summary: "Names of palette colours, roles, schemes or presets must match a regular expression.",
        options: Options.specs,
        defaultMetadata: RuleMetadata(
            id: "name-pattern", name: "NameDoesNotMatchPattern", kind: "pattern",
            summary: "Palette colour names must be camelCase.",
            details: "Each name of the chosen target (palette colours by default) must match the rule's regular expression, "
                + "so that names read the same in every platform's generated code.",
            help: "Rename to match the pattern, and update every reference.", defaultSeverity: .warning),
        triggeringExamples: [
            RuleExample("""
            w3wtheme: 1
            palette:
              ↓Grey_56: "#747480"
              ↓blue-20: "#0A3049"
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            w3wtheme: 1
            palette:
              grey56: "#747480"
              blueAlpha15: "#0A84FF26"
            schemes:
              Base_Scheme: {}
            """),
        ],
        make: { definition, reader in PatternRule(definition: definition, options: Options(reading: &reader)) })

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

    public func check(_ model: DesignModel) -> [Finding] {
        guard let regex = try? NSRegularExpression(pattern: options.regex) else { return [] }
        let shape = options.describedAs ?? "/\(options.regex)/"
        var findings: [Finding] = []
        for theme in model.themes {
            for (name, what, location) in names(in: theme) {
                let range = NSRange(name.startIndex..., in: name)
                guard regex.firstMatch(in: name, range: range) == nil else { continue }
                findings.append(finding("\(what) name `\(name)` is not \(shape)", at: location, [
                    ("name", .string(name)), ("target", .string(options.target.rawValue)), ("pattern", .string(options.regex)),
                ]))
            }
        }
        return findings
    }
}
