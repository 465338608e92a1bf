/// Kind `scale`: style values of the given kinds must lie on the theme's scale for that kind, or on its spacing
/// grid (`scales.spacing.base`). The built-in instance is `spacing-scale` (padding and margin).
struct ScaleRule: RuleKind {
    struct Options: RuleOptions {
        /// The style kinds checked (`padding`, `margin`, …).
        var kinds: [String] = ["padding", "margin"]
        /// Allowed values that replace the theme's scales.
        var values: [Double]?
        /// A grid that replaces the theme's scales: values must be multiples of it.
        var base: Double?
        /// How far a value may lie from an allowed one (export rounding).
        var tolerance: Double = 0
        /// The allowed value `--fix` picks for a value exactly between two.
        var fixTie: FixTie = .larger

        static let declarations: [OptionDeclaration<Options>] = [
            .strings("kinds", \.kinds, type: "list of style kinds", help: "The style values checked."),
            OptionDeclaration("values", type: "list of numbers", default: "none", help: "Allowed values, instead of the theme's scales; the theme's own presets of these kinds are then checked too.") {
                options, reader, key in
                guard let entries = reader.numbersOrNames(key) else { return }
                let numbers = entries.compactMap(\.value.points).filter { !$0.isNaN }
                if numbers.count == entries.count { options.values = numbers } else { reader.fail(key, "expected a list of numbers") }
            },
            .number("base", \.base, bound: .positive, help: "A grid instead of the theme's scales: values (and the theme's own presets of these kinds) must be multiples of it."),
            .number("tolerance", \.tolerance, bound: .nonNegative, help: "How far a value may lie from an allowed value."),
            .fixTie(\.fixTie),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "spacing-scale", name: "OffScaleSpacing", kind: "scale",
        summary: "Padding and margin values must come from the theme's spacing scale.",
        details: "Each `padding` and `margin` of a scheme (each edge when four are given) must be a value of the theme's "
            + "`scales.padding` / `scales.margin`, or a multiple of `scales.spacing.base` when the theme gives a grid "
            + "instead; without either, the default presets apply. When the rule's options give `values` or a `base` "
            + "grid, the presets a theme defines itself (Swift `W3WPadding`/`W3WMargin` presets, `scales` of a theme "
            + "file; deprecated ones left out) must be on them too. A drawing in an Xcode image set (an icon, a flag) is a "
            + "picture placed whole, its insets the artist's: not judged. In code, a point or two below the scale's finest "
            + "step (`.padding(1)` keeping a ring visible) and a half point beside a step (`.padding(.vertical, 6.5)`) are "
            + "adjustments by eye, not judged; a function's local constant named for spacing is judged only where it is "
            + "given whole as an argument (`let padding = 20.0` multiplied into an offset is none). The finding names the "
            + "nearest allowed values.",
        help: "Use the nearest preset (by name, such as `medium`) or a value on the grid.",
        severity: .warning,
        kindSummary: "Style values of the given kinds must lie on a scale or a grid.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    private enum Allowed {
        case list([Scale.Entry], String)
        case grid(Double, String)
    }

    /// Where the allowed values of `kind` come from, most specific first.
    /// The nearest allowed values and the scale's name when `value` is off the scale (beyond the tolerance); nil
    /// when it is on it.
    private func offScale(_ value: Double, _ source: Allowed) -> (nearest: [Scale.Entry], scaleName: String)? {
        switch source {
        case let .list(entries, name):
            guard !entries.compactMap(\.value.points).contains(where: { abs($0 - value) <= options.tolerance + 1e-6 }) else { return nil }
            return (nearestEntries(to: value, in: entries), name)
        case let .grid(base, name):
            let below = (value / base).rounded(.down) * base
            guard value - below > options.tolerance + 1e-6, below + base - value > options.tolerance + 1e-6 else { return nil }
            return ([below, below + base].map { Scale.Entry(name: formatNumber($0), value: .points($0)) }, name)
        }
    }

    /// In code, a point or two below the scale's finest step (`.padding(1)` keeping a ring or a border visible) and a
    /// half point beside a step (`.padding(.vertical, 6.5)` centring a line box) adjust a drawing by eye: no spacing
    /// chosen from the scale.
    private static func isOpticalAdjustment(_ value: Double, _ source: Allowed) -> Bool {
        let steps: [Double]
        switch source {
        case let .list(entries, _): steps = entries.compactMap(\.value.points).filter { $0 > 0 && $0.isFinite }
        case let .grid(base, _): steps = [base, ((value / base).rounded() * base)].filter { $0 > 0 }
        }
        guard let finest = steps.min() else { return false }
        if value <= 2, value < finest { return true }
        return abs(value.truncatingRemainder(dividingBy: 1)) == 0.5 && steps.contains { abs($0 - value) <= 0.5 + 1e-9 }
    }

    private func allowed(for kind: String, in theme: Theme) -> Allowed? {
        if let values = options.values {
            return .list(values.map { Scale.Entry(name: formatNumber($0), value: .points($0)) }, "the rule's \(kind) values")
        }
        if let base = options.base { return .grid(base, "the rule's \(formatNumber(base))-point grid") }
        if let scale = theme.scales[kind], !scale.isBuiltIn { return .list(scale.allowedEntries, "the \(kind) scale") }
        if let grid = theme.spacingGrid { return .grid(grid.base, "the \(formatNumber(grid.base))-point spacing grid") }
        if let scale = theme.scales[kind] { return .list(scale.allowedEntries, "the \(kind) scale (what3words presets)") }
        return nil
    }

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            // A value written once and used by several schemes (a Swift styles preset behind four button sizes) is one
            // finding, naming the other schemes.
            var firstAt: [String: Int] = [:]
            var alsoIn: [Int: [String]] = [:]
            for scheme in theme.schemes {
                for style in scheme.styles where options.kinds.contains(style.kind) {
                    if let scale = theme.scales[style.kind],
                       let deprecated = deprecatedPresetUse(style, kind: style.kind, in: theme, scheme: scheme, allowed: scale.allowedEntries) {
                        var found = finding(deprecated.message, at: style.location, deprecated.properties)
                        found.fix = deprecated.fix
                        findings.append(found)
                        continue
                    }
                    guard let value = style.value.points, let source = allowed(for: style.kind, in: theme),
                          !(style.site != nil && Self.isOpticalAdjustment(value, source)),
                          let (nearest, scaleName) = offScale(value, source) else { continue }
                    let place = "\(style.location)\u{0}\(style.kind)\u{0}\(value)"
                    if let first = firstAt[place] {
                        if !(alsoIn[first] ?? []).contains(scheme.name) { alsoIn[first, default: []].append(scheme.name) }
                        continue
                    }
                    firstAt[place] = findings.count
                    let message = "\(style.kind) \(formatNumber(value)) in \(style.site ?? "scheme \(scheme.describedName)") is not on \(scaleName); "
                        + "nearest: \(describeEntries(nearest))"
                    var found = finding(message, at: style.location,
                                        offScaleProperties(.number(value), kind: style.kind, nearest: nearest) + scheme.deprecationProperty)
                    found.fix = nearestValueFix(value, written: style.written, nearest: nearest, tie: options.fixTie)
                    findings.append(found)
                }
            }
            for (index, schemes) in alsoIn {
                let shown = schemes.prefix(3).joined(separator: ", ") + (schemes.count > 3 ? " and \(schemes.count - 3) more" : "")
                findings[index].message += "; the same value in scheme\(schemes.count == 1 ? "" : "s") \(shown)"
            }
            findings += checkPresets(of: theme)
        }
        return findings + checkComponents(model)
    }

    /// The presets a theme defines itself (Swift `W3WPadding` presets, `scales.padding` of a theme file) against the
    /// values or grid the rule's options give. Without those options a theme's own scale is its allowed set and
    /// cannot fail against itself, so nothing is checked. Deprecated presets are left out: they are no allowed
    /// value anyway, so every use of one is already a finding.
    private func checkPresets(of theme: Theme) -> [Finding] {
        guard options.values != nil || options.base != nil else { return [] }
        var findings: [Finding] = []
        for kind in options.kinds {
            guard let scale = theme.scales[kind], !scale.isBuiltIn, !scale.isPooled, let source = allowed(for: kind, in: theme) else { continue }
            for entry in scale.entries where !entry.deprecated {
                guard let location = entry.location, let value = entry.value.points, value.isFinite,
                      let (nearest, scaleName) = offScale(value, source) else { continue }
                findings.append(finding("\(kind) preset `\(entry.name)` (\(formatNumber(value))) is not on \(scaleName); "
                    + "nearest: \(describeEntries(nearest))", at: location,
                    offScaleProperties(.number(value), kind: kind, preset: entry.name, nearest: nearest)))
            }
        }
        return findings
    }

    static var triggeringExamples: [RuleExample] {
        [
            // 13 is between medium (12) and bold (16) of the what3words padding presets.
            RuleExample("""
            w3wtheme: 1
            schemes:
              base:
                styles:
                  padding: ↓13
                  margin: 16
            """, messages: [
                "padding 13 in scheme base is not on the padding scale (what3words presets); nearest: medium (12) or bold (16)",
            ]),
            RuleExample("""
            w3wtheme: 1
            scales:
              spacing: { base: 8 }
            schemes:
              cells:
                styles:
                  padding: [8, ↓12, 8, ↓12]
                  margin: ↓4
            """, messages: [
                "padding 12 in scheme cells is not on the 8-point spacing grid; nearest: 8 or 16",
                "padding 12 in scheme cells is not on the 8-point spacing grid; nearest: 8 or 16",
                "margin 4 in scheme cells is not on the 8-point spacing grid; nearest: 0 or 8",
            ]),
            RuleExample("""
            w3wtheme: 1
            scales:
              margin: { tight: 6, loose: 18 }
            schemes:
              base:
                styles:
                  margin: ↓8
            """, messages: ["margin 8 in scheme base is not on the margin scale; nearest: tight (6) or loose (18)"]),
        ] + Self.componentTriggeringExamples
    }

    static var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            w3wtheme: 1
            schemes:
              base:
                styles:
                  padding: medium
                  margin: 24
              buttons:
                styles:
                  padding: [10, 16, 10, 16]
            """),
            RuleExample("""
            w3wtheme: 1
            scales:
              spacing: { base: 4 }
            schemes:
              base:
                styles:
                  padding: 20
                  margin: 36
                  cornerRadius: 5
            """),
        ] + Self.componentNonTriggeringExamples
    }
}
