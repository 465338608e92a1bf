/// What a rule is: its id, texts, default severity, options and examples. The single source for `explain`,
/// `w3wlint rules`, SARIF's `tool.driver.rules`, docs/rules.md and the example tests. A rule kind's static
/// `description` describes its built-in rule; a pack's rule of that kind has its own (the pack's id, texts, severity
/// and examples, the kind's options); findings the engine makes (loader problems, plugins) are described by one too.
public struct RuleDescription: Sendable, CopyingWith {
    /// The id users write in configuration and see in reports (`contrast`).
    public var id: String
    /// A PascalCase name (`ContrastTooLow`), as SARIF's `rule.name`.
    public var name: String
    /// The rule kind this rule is an instance of, as packs write it (`kind: contrast`).
    public var kind: String
    /// One sentence.
    public var summary: String
    /// What is checked, exactly.
    public var details: String
    /// How to fix a finding.
    public var help: String
    public var helpURI: String?
    /// The severity findings carry: the kind's default, or what a pack or configuration set.
    public var severity: Severity
    /// One sentence on what rules of the kind check (`w3wlint rules --kinds`, and a pack rule's summary when the
    /// pack gives none).
    public var kindSummary: String
    /// The kind's options; filled from its `Options` when a rule is made, never written by hand.
    public var options: [Option]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// The options (a YAML mapping) a kind's own examples are written for; empty means the defaults. (A pack's
    /// examples run with the options the pack gives its rule.)
    public var exampleOptions: String

    public init(id: String, name: String, kind: String, summary: String, details: String, help: String,
                helpURI: String? = nil, severity: Severity, kindSummary: String? = nil,
                triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [], exampleOptions: String = "")
    {
        self.id = id
        self.name = name
        self.kind = kind
        self.summary = summary
        self.details = details
        self.help = help
        self.helpURI = helpURI
        self.severity = severity
        self.kindSummary = kindSummary ?? summary
        options = []
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.exampleOptions = exampleOptions
    }

    /// One option of the rule's kind, as `explain` and the reports show it (declared once, in the kind's `Options`).
    public struct Option: Hashable, Sendable {
        public var name: String
        /// What it takes (`AA | AAA`, `list of style kinds`).
        public var type: String
        /// The default, as written in YAML (`AA`, `[padding, margin]`, `none`).
        public var defaultValue: String
        public var help: String

        public init(_ name: String, type: String, default defaultValue: String, help: String) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.help = help
        }
    }
}

/// An example a rule carries next to its logic: a theme file in which every `↓` marks the exact place
/// (line and column of the character after it) where a finding must point, and the message each finding must carry.
/// Non-triggering examples have no marker.
public struct RuleExample: Sendable {
    public var source: String
    public var file: String
    /// Other files loaded with the example (a theme for an SVG example, the other-mode twin of an export);
    /// they carry no markers. The loader of each file is chosen by its name.
    public var supportingFiles: [(file: String, source: String)]
    /// The message of each finding, in the markers' order (for a triggering example); checked when given.
    public var messages: [String]

    public init(_ source: String, file: String = "example.w3wtheme.yaml", supportingFiles: [(file: String, source: String)] = [],
                messages: [String] = [])
    {
        self.source = source
        self.file = file
        self.supportingFiles = supportingFiles
        self.messages = messages
    }

    public static let marker: Character = "↓"

    /// The source without markers, and the 1-based (line, column) each marker stands for.
    public var unmarked: (source: String, markers: [(line: Int, column: Int)]) {
        var text = ""
        var markers: [(Int, Int)] = []
        var line = 1
        var column = 1
        for scalar in source.unicodeScalars {
            if Character(scalar) == Self.marker {
                markers.append((line, column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (text, markers)
    }
}
