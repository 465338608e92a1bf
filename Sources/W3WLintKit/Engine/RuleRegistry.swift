import Foundation

/// The rule kinds packs can instantiate and the packs `extends:` can name. A team that builds its own linter
/// binary registers more kinds (and packs) here.
public struct RuleRegistry: Sendable {
    public private(set) var kinds: [String: RuleKind] = [:]
    /// Pack name → pack text (YAML), for `extends:`.
    public private(set) var packs: [String: String] = [:]
    /// Packs applied when no configuration names any (`extends` absent).
    public var defaultPacks: [String]

    public init(kinds: [RuleKind] = [], packs: [String: String] = [:], defaultPacks: [String] = []) {
        for kind in kinds { self.kinds[kind.name] = kind }
        self.packs = packs
        self.defaultPacks = defaultPacks
    }

    /// The built-in kinds and packs (`Rules/*.yml`, embedded in the binary), with `w3w` as the default pack.
    public static let standard = RuleRegistry(
        kinds: [ContrastRule.kind, RequiredModesRule.kind, ScaleRule.kind, PresetsRule.kind, PatternRule.kind,
                RequiredRule.kind, RangeRule.kind, PaletteRule.kind, TypographyRule.kind, PresetConsistencyRule.kind,
                ComponentSizeRule.kind, HierarchyRule.kind, ReferenceRule.kind],
        packs: BuiltinPacks.texts, defaultPacks: ["w3w"])

    public mutating func register(_ kind: RuleKind) {
        kinds[kind.name] = kind
    }

    /// Adds a pack under `name`, so `extends: [name]` finds it (and `defaultPacks` may list it).
    public mutating func register(pack text: String, named name: String) {
        packs[name] = text
    }

    /// A built-in pack, parsed (the built-in packs are tested, so a failure here is a bug in w3wlint).
    func builtinPack(_ name: String) -> Result<RulePack, ConfigurationErrors>? {
        packs[name].map { RulePack.parse($0, file: "Rules/\(name).yml", name: name) }
    }
}

/// A rule as configured for a set of files: the rule, and how its findings are presented.
public struct ConfiguredRule: Sendable {
    public var rule: any Rule
    /// `{property}` placeholders filled from each finding; `{message}` is the rule's own message.
    public var messageTemplate: String?
    public var pack: String

    /// Runs the rule and applies the message template. (Rules report with their configured severity themselves;
    /// a rule may add notes, such as "colour unknown, not checked", that a severity override must not raise.)
    func findings(in model: DesignModel) -> [Finding] {
        var findings = rule.check(model)
        if let template = messageTemplate {
            for index in findings.indices { findings[index].message = Self.render(template, findings[index]) }
        }
        return findings
    }

    /// The longest template a pack may give, and the longest message a template may make.
    public static let maximumMessageLength = 1_000

    /// `template` with each placeholder filled once (a repeated one is kept as written, so no template multiplies
    /// a finding's text), cut at `maximumMessageLength` characters.
    static func render(_ template: String, _ finding: Finding) -> String {
        var out = ""
        var length = 0
        var rest = Substring(template)
        var filled: Set<String> = []
        while length <= maximumMessageLength, let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let key = String(rest[rest.index(after: open)..<close])
            let value = key == "message" ? finding.message : finding.property(key).map(Self.text)
            let piece = value.flatMap { filled.insert(key).inserted ? $0 : nil } ?? String(rest[open...close])
            out += rest[..<open]
            out += piece
            length += rest.distance(from: rest.startIndex, to: open) + piece.count
            rest = rest[rest.index(after: close)...]
        }
        return (out + rest).shortened(to: maximumMessageLength)
    }

    private static func text(_ value: PropertyValue) -> String {
        switch value {
        case let .string(text): return text
        case let .number(number): return formatNumber(number)
        case let .bool(flag): return flag ? "true" : "false"
        case let .array(items): return items.map(text).joined(separator: ", ")
        case .object, .null: return ""
        }
    }
}
