/// Kind `presets`: a style value must be one of the named presets of its scale (numbers, `circle`, `oval`).
/// The built-in instance is `corner-radius`.
public struct PresetsRule: Rule {
    public struct Options: Sendable, Equatable {
        /// The style kind checked.
        public var kind: String

        public init(kind: String = "cornerRadius") {
            self.kind = kind
        }
    }

    public var options: Options
    public var severity: Severity

    public init(options: Options = Options(), severity: Severity? = nil) {
        self.options = options
        self.severity = severity ?? Self.defaultMetadata.defaultSeverity
    }

    static let defaultMetadata = RuleMetadata(
        id: "corner-radius", name: "CornerRadiusNotPreset", kind: "presets",
        summary: "Corner radii must be one of the theme's corner-radius presets.",
        details: "Each `cornerRadius` of a scheme must be a value of `scales.cornerRadius` (the what3words presets "
            + "0, 4, 8, 12, 16, 32, circle and oval when the theme has none). The finding names the nearest presets.",
        help: "Use the nearest preset by name (such as `small`), or add the value to the scale if it is a new preset.",
        defaultSeverity: .warning)

    public var metadata: RuleMetadata { Self.defaultMetadata }

    public func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            guard let scale = theme.scales[options.kind] else { continue }
            for scheme in theme.schemes {
                for style in scheme.styles where style.kind == options.kind {
                    let isPreset = scale.entries.contains { entry in
                        switch (entry.value, style.value) {
                        case let (.points(a), .points(b)): return samePoints(a, b)
                        default: return entry.value == style.value
                        }
                    }
                    guard !isPreset else { continue }
                    let allowed: [Scale.Entry]
                    if let value = style.value.points {
                        allowed = nearestEntries(to: value, in: scale.entries)
                    } else {
                        // `circle` or `oval` where the scale has no such shape: name the fully rounded presets it has.
                        allowed = scale.entries.filter { $0.value.points == nil }
                    }
                    let presets = allowed.isEmpty ? "the scale has no such preset" : "nearest: \(describeEntries(allowed))"
                    let message = "\(options.kind) \(style.value) in scheme \(scheme.name) is not a preset; \(presets)"
                    findings.append(finding(message, at: style.location, [
                        ("value", style.value.propertyValue),
                        ("kind", .string(options.kind)),
                        ("allowed", .array(allowed.map(\.value.propertyValue))),
                    ]))
                }
            }
        }
        return findings + checkComponents(model)
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample("""
            w3wtheme: 1
            schemes:
              buttons:
                styles:
                  cornerRadius: ↓5
              cards:
                styles:
                  cornerRadius: ↓40
            """),
            RuleExample("""
            w3wtheme: 1
            scales:
              cornerRadius: { none: 0, small: 4, large: 8 }
            schemes:
              buttons:
                styles:
                  cornerRadius: ↓circle
            """),
        ] + Self.componentTriggeringExamples
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            w3wtheme: 1
            schemes:
              buttons:
                styles:
                  cornerRadius: oval
              cards:
                styles:
                  cornerRadius: 12
              fields:
                styles:
                  cornerRadius: small
            """),
        ] + Self.componentNonTriggeringExamples
    }
}
