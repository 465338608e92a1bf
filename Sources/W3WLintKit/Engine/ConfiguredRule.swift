import Foundation

/// A rule as a configuration puts it in force: an instance of its kind (the pack's id, texts, severity and examples
/// in its `description`, and its options), with how its findings are presented and where it comes from.
public struct ConfiguredRule: Sendable {
    public var rule: any RuleKind
    /// `{property}` placeholders filled from each finding; `{message}` is the rule's own message.
    public var messageTemplate: String?
    /// The pack that defined the rule (`w3w`, a file path), or `compiled` for rules given as values.
    public var pack: String

    public var description: RuleDescription { rule.description }

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
