/// Kind `typography`: text in component exports. When the reference theme names text styles (`typography:`, or
/// the built-in what3words styles when no theme is loaded), every text run must match one style in size, weight,
/// letter spacing and line height; otherwise its font size must be on the theme's `fontSize` scale.
/// The built-in instance is `typography`.
struct TypographyRule: RuleKind {
    struct Options: RuleOptions {
        /// Exports write sizes such as 15.9999; sizes this close to a scale value match it (the size-only check).
        var tolerance = 0.05
        /// How far a size may lie from a named style's size.
        var styleSizeTolerance = 0.5
        /// How far letter spacing (points) and line height (a ratio) may lie from a named style's.
        var ratioTolerance = 0.01

        static let declarations: [OptionDeclaration<Options>] = [
            .number("tolerance", \.tolerance, type: "number (px)", bound: .nonNegative,
                    help: "How far a size may lie from a `fontSize` scale value (the size-only check)."),
            .number("styleSizeTolerance", \.styleSizeTolerance, type: "number (px)", bound: .nonNegative,
                    help: "How far a size may lie from a named style's size."),
            .number("ratioTolerance", \.ratioTolerance, bound: .nonNegative,
                    help: "How far letter spacing (px) and line height (a ratio) may lie from a named style's."),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "typography", name: "FontSizeNotOnScale", kind: "typography",
        summary: "Text in component exports must use a font size of the theme's type scale.",
        details: "When the reference theme names text styles (`typography:`; with no theme at all, the what3words "
            + "styles h1 … caption), each text run of an SVG export must match one style in all four properties: size "
            + "within 0.5 px, weight, letter spacing within 0.01 px and line height within 0.01 (a ratio of the size, "
            + "from CSS `line-height` or the baselines of the text's `tspan` lines; not compared for one line without "
            + "`line-height`); the finding names the closest style and each property that differs. A theme that names "
            + "no styles is checked by size only: each run (`text`/`tspan`, with `font-size` from attributes, CSS or "
            + "inheritance, scaled by transforms) must have a size of its `scales.fontSize` (the what3words presets "
            + "11, 12, 13, 15, 16, 17, 20, 22, 28, 34 when the theme has none), within 0.05 px.",
        help: "Use the nearest text style (or size of the type scale), or add it to the theme's `typography:` (or `fontSize` scale).",
        severity: .warning,
        kindSummary: "Text in component exports must match a named text style of the theme (or, without styles, a size of its `fontSize` scale).",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ model: DesignModel) -> [Finding] {
        var findings = checkCode(model)
        guard !model.components.isEmpty else { return findings }
        for component in model.components {
            let checking = ComponentChecking(model: model, for: component)
            let styles = checking.textStyles
            if !styles.isEmpty {
                for element in component.elements {
                    guard let text = element.text, let finding = checkStyle(text, of: element, styles: styles) else { continue }
                    findings.append(finding)
                }
                continue
            }
            guard let scale = checking.theme.scales["fontSize"] else { continue }
            let sizes = scale.entries.compactMap(\.value.points)
            for element in component.elements {
                guard let text = element.text else { continue }
                let size = (text.fontSize * 1000).rounded() / 1000
                guard !sizes.contains(where: { abs($0 - size) <= options.tolerance }) else { continue }
                let allowed = nearestEntries(to: size, in: scale.entries)
                let content = text.content.shortened(to: 40)
                findings.append(finding(
                    "font size \(formatNumber(size)) of text \"\(content)\" is not on the fontSize scale; "
                        + "nearest: \(describeEntries(allowed))", at: element.location,
                    offScaleProperties(.number(size), kind: "fontSize", nearest: allowed) + [
                        ("element", .string(element.path)),
                        ("text", .string(text.content)),
                    ]))
            }
        }
        return findings
    }

    /// Font sizes written in Swift code (`UIFont.systemFont(ofSize: 19)`, `.font(.system(size: 19))`), given to the
    /// theme whose type scale judges them: each must be on it, with a fix to the nearest size.
    private func checkCode(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            guard let scale = theme.scales["fontSize"], !scale.entries.isEmpty else { continue }
            let sizes = scale.allowedEntries.compactMap(\.value.points)
            for scheme in theme.schemes {
                for style in scheme.styles where style.kind == "fontSize" && style.site != nil {
                    guard let size = style.value.points, !sizes.contains(where: { abs($0 - size) <= options.tolerance }) else { continue }
                    let allowed = nearestEntries(to: size, in: scale.allowedEntries)
                    var found = finding("font size \(formatNumber(size)) in \(style.site!) is not on the fontSize scale"
                        + (scale.isBuiltIn ? " (what3words presets)" : "") + "; nearest: \(describeEntries(allowed))", at: style.location,
                        offScaleProperties(.number(size), kind: "fontSize", nearest: allowed))
                    found.fix = nearestValueFix(size, written: style.written, nearest: allowed, tie: .larger)
                    findings.append(found)
                }
            }
        }
        return findings
    }

    /// The properties in which a text run differs from a style, each as (property, the run's value, the style's).
    private func differences(_ text: ComponentText, from style: TextStyle) -> [(property: String, value: Double, expected: Double)] {
        var result: [(String, Double, Double)] = []
        let size = (text.fontSize * 1000).rounded() / 1000
        if abs(size - style.size) > options.styleSizeTolerance { result.append(("size", size, style.size)) }
        if text.fontWeight != style.weight { result.append(("weight", Double(text.fontWeight), Double(style.weight))) }
        let spacing = (text.letterSpacing * 1000).rounded() / 1000
        if abs(spacing - style.letterSpacing) > options.ratioTolerance + 1e-9 {
            result.append(("letterSpacing", spacing, style.letterSpacing))
        }
        if let lineHeight = text.lineHeight.map({ ($0 * 1000).rounded() / 1000 }),
           abs(lineHeight - style.lineHeight) > options.ratioTolerance + 1e-9
        {
            result.append(("lineHeight", lineHeight, style.lineHeight))
        }
        return result
    }

    /// A finding when the run matches no style: the closest style (fewest differing properties, then nearest size,
    /// then the theme's order) and how it differs.
    private func checkStyle(_ text: ComponentText, of element: ComponentElement, styles: [TextStyle]) -> Finding? {
        var closest: (style: TextStyle, differences: [(property: String, value: Double, expected: Double)])?
        for style in styles {
            let found = differences(text, from: style)
            if found.isEmpty { return nil }
            if let best = closest {
                let nearer = found.count < best.differences.count || (found.count == best.differences.count
                    && abs(text.fontSize - style.size) < abs(text.fontSize - best.style.size) - 1e-9)
                if !nearer { continue }
            }
            closest = (style, found)
        }
        guard let (style, found) = closest else { return nil }
        func show(_ property: String, _ value: Double) -> String {
            property == "weight" ? FontWeightName.name(Int(value)) : formatNumber(value)
        }
        let names = ["size": "size", "weight": "weight", "letterSpacing": "letter spacing", "lineHeight": "line height"]
        let described = found.map { "\(names[$0.property]!) \(show($0.property, $0.value)), not \(show($0.property, $0.expected))" }
        let size = (text.fontSize * 1000).rounded() / 1000
        let content = text.content.shortened(to: 40)
        let lineHeight = text.lineHeight.map { formatNumber(($0 * 1000).rounded() / 1000) } ?? "one line"
        return finding(
            "text \"\(content)\" (\(formatNumber(size)), \(FontWeightName.name(text.fontWeight)), "
                + "\(formatNumber((text.letterSpacing * 1000).rounded() / 1000)), \(lineHeight)) matches no text style; "
                + "closest: \(style.summary): \(described.joined(separator: "; "))", at: element.location, [
                ("value", .number(size)),
                ("kind", .string("textStyle")),
                ("style", .string(style.name)),
                ("differences", .array(found.map { .string($0.property) })),
                ("weight", .number(Double(text.fontWeight))),
                ("letterSpacing", .number((text.letterSpacing * 1000).rounded() / 1000)),
                ("lineHeight", text.lineHeight.map { .number(($0 * 1000).rounded() / 1000) } ?? .null),
                ("element", .string(element.path)),
                ("text", .string(text.content)),
            ])
    }

    static var triggeringExamples: [RuleExample] {
        [
            // 14 px is between footnote (13) and subheadline (15); a 2× scale makes 8 px into 16 px, on the scale.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">
              <style>.label { font-size: 14px }</style>
              ↓<text class="label" x="4" y="20">Label</text>
              <g transform="scale(2)"><text x="4" y="20" font-size="8">Scaled</text></g>
              <text x="4" y="30" font-size="17">Body ↓<tspan font-size="19">bigger</tspan></text>
            </svg>
            """, file: "example.svg", supportingFiles: [("theme.w3wtheme.yaml", "w3wtheme: 1\n")], messages: [
                "font size 14 of text \"Label\" is not on the fontSize scale; nearest: footnote (13) or subheadline (15)",
                "font size 19 of text \"bigger\" is not on the fontSize scale; nearest: body (17) or title3 (20)",
            ]),
            // With no theme, the what3words text styles: 16 px semibold matches neither h3 nor bodyLarge (weight);
            // 15 px regular with 1.2 line spacing (tspan baselines 18 apart) is not bodyRegular (1.5); tracking 1 px is
            // no style's.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120">
              ↓<text x="4" y="20" font-size="16" font-weight="600">Title</text>
              <text x="4" y="50" font-size="15">↓<tspan x="4" y="50">First line</tspan>↓<tspan x="4" y="68">second line</tspan></text>
              ↓<text x="4" y="100" font-size="12" letter-spacing="1">CAPTION</text>
            </svg>
            """, file: "example.svg", messages: [
                "text \"Title\" (16, semibold, 0, one line) matches no text style; closest: h3 (16, medium, 0, 1.5): weight semibold, not medium",
                "text \"First line\" (15, regular, 0, 1.2) matches no text style; closest: bodyRegular (15, regular, 0, 1.5): line height 1.2, not 1.5",
                "text \"second line\" (15, regular, 0, 1.2) matches no text style; closest: bodyRegular (15, regular, 0, 1.5): line height 1.2, not 1.5",
                "text \"CAPTION\" (12, regular, 1, one line) matches no text style; closest: caption (12, regular, 0, 1.3): letter spacing 1, not 0",
            ]),
        ]
    }

    static var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" font-size="13">
              <text x="4" y="20">Footnote</text>
              <text x="4" y="30" font-size="16.0001">Callout</text>
            </svg>
            """, file: "example.svg", supportingFiles: [("theme.w3wtheme.yaml", "w3wtheme: 1\n")]),
            // The what3words styles (no theme): h1 from CSS, h2 with em tracking, body text on 1.5 lines.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120">
              <style>.h1 { font: 500 21px/1 sans-serif; letter-spacing: -0.12px }</style>
              <text class="h1" x="4" y="24">Heading</text>
              <text x="4" y="48" font-size="18" font-weight="500" letter-spacing="-0.01333333em">Subheading</text>
              <text x="4" y="72" font-size="16"><tspan x="4" y="72">Body, line one</tspan><tspan x="4" y="96">line two</tspan></text>
            </svg>
            """, file: "example.svg"),
        ]
    }
}
