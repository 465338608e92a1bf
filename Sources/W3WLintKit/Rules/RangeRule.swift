/// Kind `range`: style values of the given kinds must lie between a minimum and a maximum (touch targets ≥ 44 pt).
public struct RangeRule: Rule {
    public struct Options: Sendable, Equatable {
        public var kinds: [String] = ["rowHeight"]
        public var min: Double?
        public var max: Double?

        public init(kinds: [String] = ["rowHeight"], min: Double? = nil, max: Double? = nil) {
            self.kinds = kinds
            self.min = min
            self.max = max
        }

        init(reading reader: inout OptionsReader) {
            if let kinds = reader.strings("kinds") { self.kinds = kinds }
            min = reader.number("min")
            max = reader.number("max")
            if let min, let max, min > max { reader.fail("min", "`min` (\(formatNumber(min))) is above `max` (\(formatNumber(max)))") }
            reader.finish(known: Self.specs.map(\.name))
        }

        static let specs: [OptionSpec] = [
            OptionSpec("kinds", type: "list of style kinds", default: "[rowHeight]", help: "The style values checked."),
            OptionSpec("min", type: "number", default: "none", help: "The smallest allowed value."),
            OptionSpec("max", type: "number", default: "none", help: "The largest allowed value."),
        ]
    }

    public var metadata: RuleMetadata
    public var options: Options
    public var severity: Severity
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]

    public init(definition: RuleDefinition = RuleDefinition(metadata: RangeRule.kind.defaultMetadata), options: Options = Options()) {
        metadata = definition.metadata
        severity = definition.severity
        triggeringExamples = definition.triggeringExamples
        nonTriggeringExamples = definition.nonTriggeringExamples
        self.options = options
    }

    public static let kind = RuleKind(
        name: "range",
        summary: "Style values of the given kinds must lie between a minimum and a maximum.",
        options: Options.specs,
        defaultMetadata: RuleMetadata(
            id: "touch-target", name: "ValueOutOfRange", kind: "range",
            summary: "Row heights must be at least 44 points, Apple's minimum touch target.",
            details: "Each style value of the rule's kinds must be at least `min` and at most `max`.",
            help: "Raise (or lower) the value into the range.", defaultSeverity: .warning),
        triggeringExamples: [
            RuleExample("""
            w3wtheme: 1
            schemes:
              cells:
                styles:
                  rowHeight: ↓40
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            w3wtheme: 1
            schemes:
              cells:
                styles:
                  rowHeight: 48
                  padding: 2
            """),
        ],
        exampleOptions: "{kinds: [rowHeight], min: 44}",
        make: { definition, reader in RangeRule(definition: definition, options: Options(reading: &reader)) })

    public func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            for scheme in theme.schemes {
                for style in scheme.styles where options.kinds.contains(style.kind) {
                    guard let value = style.value.points else { continue }
                    let bound: (String, Double)?
                    if let min = options.min, value < min - 1e-6 {
                        bound = ("below the minimum", min)
                    } else if let max = options.max, value > max + 1e-6 {
                        bound = ("above the maximum", max)
                    } else {
                        bound = nil
                    }
                    guard let (relation, limit) = bound else { continue }
                    findings.append(finding(
                        "\(style.kind) \(formatNumber(value)) in scheme \(scheme.describedName) is \(relation) \(formatNumber(limit))",
                        at: style.location, [("value", .number(value)), ("kind", .string(style.kind)),
                                             ("min", options.min.map(PropertyValue.number) ?? .null),
                                             ("max", options.max.map(PropertyValue.number) ?? .null)] + scheme.deprecationProperty))
                }
            }
        }
        return findings
    }
}
