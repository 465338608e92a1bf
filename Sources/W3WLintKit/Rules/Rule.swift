/// What a rule is, for `--help`, reports and SARIF's `tool.driver.rules`.
public struct RuleMetadata: Hashable, Sendable {
    /// The id users write in configuration and see in reports (`contrast`).
    public var id: String
    /// A PascalCase name (`ContrastTooLow`), as SARIF's `rule.name`.
    public var name: String
    /// The general kind this rule is an instance of (`contrast`, `scale`, `presets`, `required-modes`).
    public var kind: String
    /// One sentence.
    public var summary: String
    /// What is checked, exactly.
    public var details: String
    /// How to fix a finding.
    public var help: String
    public var helpURI: String?
    public var defaultSeverity: Severity

    public init(id: String, name: String, kind: String, summary: String, details: String, help: String,
                helpURI: String? = nil, defaultSeverity: Severity)
    {
        self.id = id
        self.name = name
        self.kind = kind
        self.summary = summary
        self.details = details
        self.help = help
        self.helpURI = helpURI
        self.defaultSeverity = defaultSeverity
    }
}

/// An example a rule carries next to its logic: a theme file in which every `↓` marks the exact place
/// (line and column of the character after it) where a finding must point. Non-triggering examples have no marker.
public struct RuleExample: Sendable {
    public var source: String
    public var file: String
    /// Other files loaded with the example (a theme for an SVG example, the other-mode twin of an export);
    /// they carry no markers. The loader of each file is chosen by its name.
    public var supportingFiles: [(file: String, source: String)]

    public init(_ source: String, file: String = "example.w3wtheme.yaml", supportingFiles: [(file: String, source: String)] = []) {
        self.source = source
        self.file = file
        self.supportingFiles = supportingFiles
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

/// A check over the design model. `check` is a pure function of the model and the rule's own options:
/// no file access, no global state, so rules run in any order or in parallel and are tested in isolation.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    /// The severity this instance reports with (its default unless configured).
    var severity: Severity { get }
    var triggeringExamples: [RuleExample] { get }
    var nonTriggeringExamples: [RuleExample] { get }
    func check(_ model: DesignModel) -> [Finding]
}

/// What a report may show of a rule beyond its metadata: the options of its kind and its own examples.
public struct RuleDocumentation: Sendable {
    public var options: [OptionSpec]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]

    public init(options: [OptionSpec] = [], triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = []) {
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

public struct OptionSpec: Hashable, Sendable {
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

/// Everything a rule pack (or a config file) says about one rule, before the kind reads its options.
public struct RuleDefinition: Sendable {
    public var metadata: RuleMetadata
    public var severity: Severity
    /// `{property}` placeholders are filled from the finding's properties; `{message}` is the kind's own message.
    public var messageTemplate: String?
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// The pack that defined the rule (`w3w`, a file path), or `compiled` for rules registered in Swift.
    public var pack: String

    public init(metadata: RuleMetadata, severity: Severity? = nil, messageTemplate: String? = nil,
                triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [], pack: String = "compiled")
    {
        self.metadata = metadata
        self.severity = severity ?? metadata.defaultSeverity
        self.messageTemplate = messageTemplate
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.pack = pack
    }
}

/// A general check that rule packs instantiate with options (`contrast`, `scale`, …), as Vale's extension points.
public struct RuleKind: Sendable {
    public var name: String
    public var summary: String
    public var options: [OptionSpec]
    /// The metadata a rule of this kind has when a pack gives none.
    public var defaultMetadata: RuleMetadata
    /// Makes a rule from its definition, reading its options; a wrong option is recorded in the reader.
    public var make: @Sendable (RuleDefinition, inout OptionsReader) -> any Rule
    /// Examples of the kind (the pack's rules carry their own), checked with `exampleOptions`.
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// The options (a YAML mapping) the kind's examples are written for; empty means the defaults.
    public var exampleOptions: String

    public init(name: String, summary: String, options: [OptionSpec], defaultMetadata: RuleMetadata,
                triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [],
                exampleOptions: String = "",
                make: @escaping @Sendable (RuleDefinition, inout OptionsReader) -> any Rule)
    {
        self.name = name
        self.summary = summary
        self.options = options
        self.defaultMetadata = defaultMetadata
        self.make = make
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.exampleOptions = exampleOptions
    }

    /// A rule of this kind with `exampleOptions` and its default metadata, carrying the kind's examples.
    public func exampleRule() throws -> any Rule {
        var reader = try OptionsReader(owner: defaultMetadata.id, yaml: exampleOptions, file: "<kind \(name) example options>")
        let definition = RuleDefinition(metadata: defaultMetadata, triggeringExamples: triggeringExamples,
                                        nonTriggeringExamples: nonTriggeringExamples, pack: "kind \(name)")
        let rule = make(definition, &reader)
        if !reader.errors.isEmpty { throw ConfigurationErrors(errors: reader.errors) }
        return rule
    }
}

/// The one shape of a rule: an instance of a rule kind, holding what a pack said of it (`definition`: id, metadata,
/// severity, examples) and the kind's options. The kind itself (`MyRule.kind`, what packs instantiate) is made from
/// the type's static declarations: its summary, the built-in instance's metadata (whose `kind` names the kind) and
/// the kind's examples.
public protocol RuleOfKind: Rule {
    associatedtype Options: RuleOptions
    /// The metadata, severity and examples a pack gave this instance (the kind's defaults when none did).
    var definition: RuleDefinition { get }
    var options: Options { get }
    init(definition: RuleDefinition, options: Options)
    /// One sentence on what rules of this kind check, for `w3wlint rules`.
    static var kindSummary: String { get }
    /// The metadata of the kind's built-in instance; its `kind` is the name packs write (`kind: contrast`).
    static var defaultMetadata: RuleMetadata { get }
    /// Examples of the kind (a pack's rules carry their own), checked with `exampleOptions`.
    static var kindTriggeringExamples: [RuleExample] { get }
    static var kindNonTriggeringExamples: [RuleExample] { get }
    /// The options (a YAML mapping) the kind's examples are written for; empty means the defaults.
    static var exampleOptions: String { get }
}

extension RuleOfKind {
    public var metadata: RuleMetadata { definition.metadata }
    public var severity: Severity { definition.severity }
    public var triggeringExamples: [RuleExample] { definition.triggeringExamples }
    public var nonTriggeringExamples: [RuleExample] { definition.nonTriggeringExamples }
    public static var exampleOptions: String { "" }

    /// The kind whose rules are instances of this type: its options are `Options.declarations`, read when a pack
    /// instantiates it.
    public static var kind: RuleKind {
        RuleKind(name: defaultMetadata.kind, summary: kindSummary, options: Options.specs, defaultMetadata: defaultMetadata,
                 triggeringExamples: kindTriggeringExamples, nonTriggeringExamples: kindNonTriggeringExamples,
                 exampleOptions: exampleOptions,
                 make: { definition, reader in Self(definition: definition, options: Options(reading: &reader)) })
    }

    /// The kind's built-in instance (its default metadata) with these options.
    public init(options: Options = Options()) {
        self.init(definition: RuleDefinition(metadata: Self.defaultMetadata), options: options)
    }
}

extension Rule {
    func finding(_ message: String, at location: SourceLocation, _ properties: [(String, PropertyValue)]) -> Finding {
        Finding(ruleID: metadata.id, severity: severity, message: message, location: location, properties: properties)
    }
}
