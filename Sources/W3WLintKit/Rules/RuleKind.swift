/// A general check that rule packs instantiate with options (`contrast`, `scale`, …), as Vale's extension points.
/// The type is the kind: its static `description` (whose `kind` is the name packs write) describes it and its
/// built-in rule; an instance is one rule of the kind, as a pack configured it. `check` is a pure function of the
/// model and the rule's own options: no file access, no global state, so rules run in any order or in parallel and
/// are tested in isolation.
public protocol RuleKind: Sendable {
    associatedtype Options: RuleOptions
    /// The kind and its built-in rule: id, texts, default severity, examples.
    static var description: RuleDescription { get }
    /// This rule's description: the pack's id, texts, severity and examples (the kind's when none were given).
    var description: RuleDescription { get }
    var options: Options { get }
    init(description: RuleDescription, options: Options)
    func check(_ model: DesignModel) -> [Finding]
}

extension RuleKind {
    /// The severity this rule reports with.
    public var severity: Severity { description.severity }

    /// The kind's description with its options: what `w3wlint rules --kinds` shows and the built-in rule carries.
    public static var kindDescription: RuleDescription { description.with(\.options, Options.specs) }

    /// A rule of this kind described by `description` (its options are the kind's), with the options `reader`
    /// holds; a wrong option is recorded in the reader.
    static func make(_ description: RuleDescription, reading reader: inout OptionsReader) -> any RuleKind {
        Self(description: description.with(\.options, Options.specs), options: Options(reading: &reader))
    }

    /// The kind's built-in rule (its own description) with these options.
    public init(options: Options = Options()) {
        self.init(description: Self.kindDescription, options: options)
    }

    /// The built-in rule with `exampleOptions`: what the kind's examples are checked with.
    public static func exampleRule() throws -> any RuleKind {
        var reader = try OptionsReader(owner: description.id, yaml: description.exampleOptions,
                                       file: "<kind \(description.kind) example options>")
        let rule = make(description, reading: &reader)
        if !reader.errors.isEmpty { throw ConfigurationErrors(errors: reader.errors) }
        return rule
    }

    /// A finding of this rule (its id and severity) with the message, place and properties given.
    public func finding(_ message: String, at location: SourceLocation, _ properties: [(String, PropertyValue)] = []) -> Finding {
        Finding(ruleID: description.id, severity: severity, message: message, location: location, properties: properties)
    }
}
