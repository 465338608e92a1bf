/// A rule a pack made from a rule type with its own options: the pack's metadata, severity and examples, the
/// base rule's check.
struct DefinedRule: Rule {
    var base: any Rule
    var metadata: RuleMetadata
    var severity: Severity
    var triggeringExamples: [RuleExample]
    var nonTriggeringExamples: [RuleExample]

    init(base: any Rule, definition: RuleDefinition) {
        self.base = base
        metadata = definition.metadata
        severity = definition.severity
        triggeringExamples = definition.triggeringExamples
        nonTriggeringExamples = definition.nonTriggeringExamples
    }

    func check(_ model: DesignModel) -> [Finding] {
        // The base was made with the pack's severity; only the id is the pack's to choose.
        base.check(model).map { finding in
            var finding = finding
            finding.ruleID = metadata.id
            return finding
        }
    }
}

extension PaletteRule {
    /// Kind `palette`: colours painted by component exports must be palette colours.
    public static let kind = RuleKind(
        name: "palette",
        summary: "Colours that component exports paint with must be colours of the theme's palette.",
        options: [OptionSpec("tolerance", type: "number (ΔE_OK)", default: "0",
                             help: "Colours this close to a palette colour count as it (about 0.02 is a just-noticeable difference)."),
                  OptionSpec("neutrals", type: "boolean", default: "true",
                             help: "Pure white and pure black count as palette colours, as every platform provides them (`@android:color/white`, `Color.white`).")],
        defaultMetadata: PaletteRule.defaultMetadata,
        triggeringExamples: PaletteRule().triggeringExamples,
        nonTriggeringExamples: PaletteRule().nonTriggeringExamples,
        make: { definition, reader in
            var options = Options()
            if let tolerance = reader.number("tolerance") {
                if tolerance >= 0 { options.tolerance = tolerance } else { reader.fail("tolerance", "expected a number ≥ 0") }
            }
            if let neutrals = reader.bool("neutrals") { options.neutrals = neutrals }
            reader.finish(known: ["tolerance", "neutrals"])
            return DefinedRule(base: PaletteRule(options: options, severity: definition.severity), definition: definition)
        })
}

extension TypographyRule {
    /// Kind `typography`: font sizes of text in component exports must be on the theme's type scale.
    public static let kind: RuleKind = {
        var metadata = TypographyRule.defaultMetadata
        metadata.kind = "typography"
        return RuleKind(
            name: "typography",
            summary: "Text in component exports must match a named text style of the theme (or, without styles, a size of its `fontSize` scale).",
            options: [
                OptionSpec("tolerance", type: "number (px)", default: "0.05", help: "How far a size may lie from a `fontSize` scale value (the size-only check)."),
                OptionSpec("styleSizeTolerance", type: "number (px)", default: "0.5", help: "How far a size may lie from a named style's size."),
                OptionSpec("ratioTolerance", type: "number", default: "0.01", help: "How far letter spacing (px) and line height (a ratio) may lie from a named style's."),
            ],
            defaultMetadata: metadata,
            triggeringExamples: TypographyRule().triggeringExamples,
            nonTriggeringExamples: TypographyRule().nonTriggeringExamples,
            make: { definition, reader in
                var options = Options()
                if let tolerance = reader.number("tolerance") {
                    if tolerance >= 0 { options.tolerance = tolerance } else { reader.fail("tolerance", "expected a number ≥ 0") }
                }
                if let tolerance = reader.number("styleSizeTolerance") {
                    if tolerance >= 0 { options.styleSizeTolerance = tolerance } else { reader.fail("styleSizeTolerance", "expected a number ≥ 0") }
                }
                if let tolerance = reader.number("ratioTolerance") {
                    if tolerance >= 0 { options.ratioTolerance = tolerance } else { reader.fail("ratioTolerance", "expected a number ≥ 0") }
                }
                reader.finish(known: ["tolerance", "styleSizeTolerance", "ratioTolerance"])
                return DefinedRule(base: TypographyRule(options: options, severity: definition.severity), definition: definition)
            })
    }()
}
