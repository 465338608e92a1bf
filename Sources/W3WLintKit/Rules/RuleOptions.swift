/// The options of a rule kind. Each option is declared once, in `declarations` (key, type, default, help and how
/// it is read); reading a configuration, rejecting unknown keys, `explain`, `rules --format json`, SARIF help and
/// docs/rules.md all come from that list.
public protocol RuleOptions: CopyingWith, Sendable, Equatable {
    /// The defaults.
    init()
    static var declarations: [OptionDeclaration<Self>] { get }
    /// Checks that span several options (`min` ≤ `max`), after each was read.
    func validate(_ reader: inout OptionsReader)
}

extension RuleOptions {
    public func validate(_ reader: inout OptionsReader) {}

    /// What `explain` and the reports show of each option.
    public static var specs: [RuleDescription.Option] { declarations.map(\.spec) }

    /// The defaults changed by the options the reader holds; every problem (a wrong type, a value out of range, a
    /// key no declaration names) is recorded in the reader at its line.
    public init(reading reader: inout OptionsReader) {
        self.init()
        for declaration in Self.declarations { declaration.read(&self, &reader) }
        validate(&reader)
        reader.finish(known: Self.specs.map(\.name))
    }
}

/// A kind without options.
public struct NoOptions: RuleOptions {
    public init() {}
    public static var declarations: [OptionDeclaration<NoOptions>] { [] }
}

/// One option of a rule kind: what `explain` shows of it, and how it is read into the kind's options.
public struct OptionDeclaration<Options>: Sendable {
    public let spec: RuleDescription.Option
    let readValue: @Sendable (inout Options, inout OptionsReader, String) -> Void

    /// An option read by `read`, which is given the option's key.
    public init(_ name: String, type: String, default defaultValue: String, help: String,
                read: @escaping @Sendable (inout Options, inout OptionsReader, String) -> Void)
    {
        spec = RuleDescription.Option(name, type: type, default: defaultValue, help: help)
        readValue = read
    }

    func read(_ options: inout Options, _ reader: inout OptionsReader) { readValue(&options, &reader, spec.name) }
}

/// The smallest value a number option takes.
public enum NumberBound: Sendable {
    case any
    /// Zero or more.
    case nonNegative
    /// More than zero.
    case positive
    /// Values for which the test holds; the message says which those are.
    case satisfying(@Sendable (Double) -> Bool, String)

    func problem(with value: Double) -> String? {
        switch self {
        case .any: return nil
        case .nonNegative: return value >= 0 ? nil : "expected a number ≥ 0"
        case .positive: return value > 0 ? nil : "expected a positive number"
        case let .satisfying(test, message): return test(value) ? nil : message
        }
    }

    /// Option `key` as a number within the bound; nil when it is not given, and when it is not such a number (the
    /// problem is then recorded at its line).
    func read(_ key: String, from reader: inout OptionsReader) -> Double? {
        guard let value = reader.number(key) else { return nil }
        if let problem = problem(with: value) {
            reader.fail(key, problem)
            return nil
        }
        return value
    }
}

extension OptionDeclaration {
    /// A number; its default is the one `Options()` has, so the two cannot disagree.
    public static func number(_ name: String, _ path: WritableKeyPath<Options, Double> & Sendable, type: String = "number",
                              bound: NumberBound = .any, help: String) -> Self where Options: RuleOptions
    {
        Self(name, type: type, default: formatNumber(Options()[keyPath: path]), help: help) { options, reader, key in
            if let value = bound.read(key, from: &reader) { options[keyPath: path] = value }
        }
    }

    /// A number with no default (`none` unless `default` says what applies instead).
    public static func number(_ name: String, _ path: WritableKeyPath<Options, Double?> & Sendable, type: String = "number",
                              default defaultValue: String = "none", bound: NumberBound = .any, help: String) -> Self
    {
        Self(name, type: type, default: defaultValue, help: help) { options, reader, key in
            if let value = bound.read(key, from: &reader) { options[keyPath: path] = value }
        }
    }

    /// `true` or `false`; its default is the one `Options()` has.
    public static func bool(_ name: String, _ path: WritableKeyPath<Options, Bool> & Sendable, help: String) -> Self
        where Options: RuleOptions
    {
        Self(name, type: "boolean", default: Options()[keyPath: path] ? "true" : "false", help: help) { options, reader, key in
            if let flag = reader.bool(key) { options[keyPath: path] = flag }
        }
    }

    /// One of an enumeration's values (case-insensitive); its type lists them and its default is `Options()`'s.
    public static func choice<Value>(_ name: String, _ path: WritableKeyPath<Options, Value> & Sendable, help: String) -> Self
        where Options: RuleOptions, Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String
    {
        let names = Value.allCases.map(\.rawValue)
        return Self(name, type: names.joined(separator: " | "), default: Options()[keyPath: path].rawValue, help: help) {
            options, reader, key in
            if let chosen = reader.choice(key, names) { options[keyPath: path] = Value(rawValue: chosen)! }
        }
    }

    /// A string.
    public static func string(_ name: String, _ path: WritableKeyPath<Options, String> & Sendable, type: String = "string",
                              help: String) -> Self where Options: RuleOptions
    {
        Self(name, type: type, default: Options()[keyPath: path], help: help) { options, reader, key in
            if let value = reader.string(key) { options[keyPath: path] = value }
        }
    }

    /// A string, or a list of strings; `default` says what an empty default means (`every scheme`), else it is
    /// the list `Options()` holds.
    public static func strings(_ name: String, _ path: WritableKeyPath<Options, [String]> & Sendable, type: String,
                               default defaultValue: String? = nil, help: String) -> Self where Options: RuleOptions
    {
        Self(name, type: type, default: defaultValue ?? "[" + Options()[keyPath: path].joined(separator: ", ") + "]", help: help) {
            options, reader, key in
            if let values = reader.strings(key) { options[keyPath: path] = values }
        }
    }

    /// A string or a list of strings that is absent by default (`default` says what applies instead).
    public static func strings(_ name: String, _ path: WritableKeyPath<Options, [String]?> & Sendable, type: String,
                               default defaultValue: String, help: String) -> Self
    {
        Self(name, type: type, default: defaultValue, help: help) { options, reader, key in
            if let values = reader.strings(key) { options[keyPath: path] = values }
        }
    }

    /// A mapping of names to lists of names that replaces the lists of the names it gives (keys lowercased).
    public static func namedLists(_ name: String, _ path: WritableKeyPath<Options, [String: [String]]> & Sendable, type: String,
                                  help: String) -> Self where Options: RuleOptions
    {
        let lists = Options()[keyPath: path].sorted { $0.key < $1.key }
        let defaultValue = "{" + lists.map { "\($0.key): [\($0.value.joined(separator: ", "))]" }.joined(separator: ", ") + "}"
        return Self(name, type: type, default: defaultValue, help: help) { options, reader, key in
            for (listName, values) in reader.namedLists(key) ?? [] { options[keyPath: path][listName.lowercased()] = values }
        }
    }
}

extension OptionDeclaration where Options: RuleOptions {
    /// The `fixTie` option of the scale and presets kinds.
    static func fixTie(_ path: WritableKeyPath<Options, FixTie> & Sendable) -> Self {
        .choice("fixTie", path, help: "Which allowed value `--fix` picks for a value exactly between two.")
    }
}
