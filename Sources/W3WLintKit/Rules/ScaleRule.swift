/// Kind `scale`: style values of the given kinds must lie on the theme's scale for that kind, or on its spacing
/// grid (`scales.spacing.base`). The built-in instance is `spacing-scale` (padding and margin).
public struct ScaleRule: Rule {
    public struct Options: Sendable, Equatable {
        /// The style kinds checked (`padding`, `margin`, …).
        public var kinds: [String]

        public init(kinds: [String] = ["padding", "margin"]) {
            self.kinds = kinds
        }
    }

    public var options: Options
    public var severity: Severity

    public init(options: Options = Options(), severity: Severity? = nil) {
        self.options = options
        self.severity = severity ?? Self.defaultMetadata.defaultSeverity
    }

    static let defaultMetadata = RuleMetadata(
        id: "spacing-scale", name: "OffScaleSpacing", kind: "scale",
        summary: "Padding and margin values must come from the theme's spacing scale.",
        details: "Each `padding` and `margin` of a scheme (each edge when four are given) must be a value of the theme's "
            + "`scales.padding` / `scales.margin`, or a multiple of `scales.spacing.base` when the theme gives a grid "
            + "instead; without either, the what3words presets apply. The finding names the nearest allowed values.",
        help: "Use the nearest preset (by name, such as `medium`) or a value on the grid.",
        defaultSeverity: .warning)

    public var metadata: RuleMetadata { Self.defaultMetadata }

    public func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            for scheme in theme.schemes {
                for style in scheme.styles where options.kinds.contains(style.kind) {
                    guard let value = style.value.points else { continue }
                    let allowed: [Scale.Entry]
                    let scaleName: String
                    if let scale = theme.scales[style.kind], !scale.isBuiltIn {
                        guard !scale.entries.contains(where: { $0.value.points.map { samePoints($0, value) } ?? false })
                        else { continue }
                        allowed = nearestEntries(to: value, in: scale.entries)
                        scaleName = "the \(style.kind) scale"
                    } else if let grid = theme.spacingGrid {
                        let steps = value / grid.base
                        guard !samePoints(steps, steps.rounded()) else { continue }
                        let below = steps.rounded(.down) * grid.base
                        allowed = [below, below + grid.base].map {
                            Scale.Entry(name: formatNumber($0), value: .points($0))
                        }
                        scaleName = "the \(formatNumber(grid.base))-point spacing grid"
                    } else if let scale = theme.scales[style.kind] {
                        guard !scale.entries.contains(where: { $0.value.points.map { samePoints($0, value) } ?? false })
                        else { continue }
                        allowed = nearestEntries(to: value, in: scale.entries)
                        scaleName = "the \(style.kind) scale (what3words presets)"
                    } else {
                        continue
                    }
                    let message = "\(style.kind) \(formatNumber(value)) in scheme \(scheme.name) is not on \(scaleName); "
                        + "nearest: \(describeEntries(allowed))"
                    findings.append(finding(message, at: style.location, [
                        ("value", .number(value)),
                        ("kind", .string(style.kind)),
                        ("allowed", .array(allowed.map(\.value.propertyValue))),
                    ]))
                }
            }
        }
        return findings + checkComponents(model)
    }

    public var triggeringExamples: [RuleExample] {
        [
            // 13 is between medium (12) and bold (16) of the what3words padding presets.
            RuleExample("""
            w3wtheme: 1
            schemes:
              base:
                styles:
                  padding: ↓13
                  margin: 16
            """),
            RuleExample("""
            w3wtheme: 1
            scales:
              spacing: { base: 8 }
            schemes:
              cells:
                styles:
                  padding: [8, ↓12, 8, ↓12]
                  margin: ↓4
            """),
            RuleExample("""
            w3wtheme: 1
            scales:
              margin: { tight: 6, loose: 18 }
            schemes:
              base:
                styles:
                  margin: ↓8
            """),
        ] + Self.componentTriggeringExamples
    }

    public var nonTriggeringExamples: [RuleExample] {
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
