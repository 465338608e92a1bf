/// Kind `font-size-scale`: text in component exports: every font size must be on the theme's `fontSize` scale.
/// The built-in instance is `typography`.
public struct TypographyRule: Rule {
    public struct Options: Sendable, Equatable {
        /// Exports write sizes such as 15.9999; sizes this close to a scale value match it.
        public var tolerance: Double

        public init(tolerance: Double = 0.05) {
            self.tolerance = tolerance
        }
    }

    public var options: Options
    public var severity: Severity

    public init(options: Options = Options(), severity: Severity? = nil) {
        self.options = options
        self.severity = severity ?? Self.defaultMetadata.defaultSeverity
    }

    static let defaultMetadata = RuleMetadata(
        id: "typography", name: "FontSizeNotOnScale", kind: "font-size-scale",
        summary: "Text in component exports must use a font size of the theme's type scale.",
        details: "Each text run of an SVG export (`text`/`tspan`, with `font-size` from attributes, CSS or inheritance, "
            + "scaled by transforms) must have a size of the reference theme's `scales.fontSize` (the what3words "
            + "presets 11, 12, 13, 15, 16, 17, 20, 22, 28, 34 when the theme has none), within 0.05 px.",
        help: "Use the nearest size of the type scale, or add the size to the theme's `fontSize` scale.",
        defaultSeverity: .warning)

    public var metadata: RuleMetadata { Self.defaultMetadata }

    public func check(_ model: DesignModel) -> [Finding] {
        guard !model.components.isEmpty else { return [] }
        var findings: [Finding] = []
        for component in model.components {
            let checking = ComponentChecking(model: model, for: component)
            guard let scale = checking.theme.scales["fontSize"] else { continue }
            let sizes = scale.entries.compactMap(\.value.points)
            for element in component.elements {
                guard let text = element.text else { continue }
                let size = (text.fontSize * 1000).rounded() / 1000
                guard !sizes.contains(where: { abs($0 - size) <= options.tolerance }) else { continue }
                let allowed = nearestEntries(to: size, in: scale.entries)
                let content = text.content.count > 40 ? String(text.content.prefix(39)) + "…" : text.content
                findings.append(finding(
                    "font size \(formatNumber(size)) of text \"\(content)\" is not on the fontSize scale; "
                        + "nearest: \(describeEntries(allowed))", at: element.location, [
                        ("value", .number(size)),
                        ("kind", .string("fontSize")),
                        ("allowed", .array(allowed.map(\.value.propertyValue))),
                        ("element", .string(element.path)),
                        ("text", .string(text.content)),
                    ]))
            }
        }
        return findings
    }

    public var triggeringExamples: [RuleExample] {
        [
            // 14 px is between footnote (13) and subheadline (15); a 2× scale makes 8 px into 16 px, on the scale.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">
              <style>.label { font-size: 14px }</style>
              ↓<text class="label" x="4" y="20">Label</text>
              <g transform="scale(2)"><text x="4" y="20" font-size="8">Scaled</text></g>
              <text x="4" y="30" font-size="17">Body ↓<tspan font-size="19">bigger</tspan></text>
            </svg>
            """, file: "example.svg"),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" font-size="13">
              <text x="4" y="20">Footnote</text>
              <text x="4" y="30" font-size="16.0001">Callout</text>
            </svg>
            """, file: "example.svg"),
        ]
    }
}
