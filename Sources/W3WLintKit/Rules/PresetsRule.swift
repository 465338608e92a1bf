/// Kind `presets`: a style value must be one of the named presets of its scale (numbers, `circle`, `oval`).
/// The built-in instance is `corner-radius`.
struct PresetsRule: RuleKind {
    struct Options: RuleOptions {
        /// The style kind checked.
        var kind: String = "cornerRadius"
        /// Allowed values (numbers, `circle`, `oval`) or preset names of the theme's scale, instead of the whole scale.
        var allowed: [Scale.Entry]?
        /// The preset `--fix` picks for a value exactly between two.
        var fixTie: FixTie = .larger

        static let declarations: [OptionDeclaration<Options>] = [
            .string("kind", \.kind, type: "style kind", help: "The style values checked."),
            OptionDeclaration("allowed", type: "list of numbers, circle, oval or preset names", default: "the theme's whole scale",
                              help: "Only these presets are allowed; a name picks that preset of the theme's scale. The theme's own presets of that kind are then checked too.") { options, reader, key in
                options.allowed = reader.numbersOrNames(key)
            },
            .fixTie(\.fixTie),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "corner-radius", name: "CornerRadiusNotPreset", kind: "presets",
        summary: "Corner radii must be one of the theme's corner-radius presets.",
        details: "Each `cornerRadius` of a scheme must be a value of `scales.cornerRadius` (the what3words presets "
            + "0, 4, 8, 12, 16, 32, circle and oval when the theme has none). When the rule's options give an `allowed` "
            + "list, the presets a theme defines itself (Swift `W3WCornerRadius` presets, `scales` of a theme file; "
            + "deprecated ones left out) must be in it too. A drawing in an Xcode image set is a picture placed whole, its "
            + "corners the artist's: not judged; nor is a radius of half the shorter side of the frame code gives the shape or "
            + "more (`RoundedRectangle(cornerRadius: 9)` filling a `ZStack { … }.frame(width: 28, height: 18)`), which rounds it "
            + "fully like a capsule. The finding names the nearest presets.",
        help: "Use the nearest preset by name (such as `small`), or add the value to the scale if it is a new preset.",
        severity: .warning,
        kindSummary: "Style values of one kind must be presets of its scale (or an allowed subset).",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    /// The allowed entries in a theme: the option's list (names looked up in the theme's scale), else the scale.
    private func allowedEntries(in theme: Theme) -> [Scale.Entry]? {
        let scale = theme.scales[options.kind]
        guard let allowed = options.allowed else { return scale?.allowedEntries }
        return allowed.compactMap { entry in
            if case let .points(value) = entry.value, value.isNaN { return scale?.entry(named: entry.name) }
            return entry
        }
    }

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            guard let entries = allowedEntries(in: theme) else { continue }
            for scheme in theme.schemes {
                for style in scheme.styles where style.kind == options.kind {
                    if let deprecated = deprecatedPresetUse(style, kind: options.kind, in: theme, scheme: scheme, allowed: entries) {
                        var found = finding(deprecated.message, at: style.location, deprecated.properties)
                        found.fix = deprecated.fix
                        findings.append(found)
                        continue
                    }
                    let isPreset = entries.contains { entry in
                        switch (entry.value, style.value) {
                        case let (.points(a), .points(b)): return samePoints(a, b)
                        default: return entry.value == style.value
                        }
                    }
                    guard !isPreset else { continue }
                    let allowed: [Scale.Entry]
                    if let value = style.value.points {
                        allowed = nearestEntries(to: value, in: entries)
                    } else {
                        // `circle` or `oval` where the scale has no such shape: name the fully rounded presets it has.
                        allowed = entries.filter { $0.value.points == nil }
                    }
                    let presets = allowed.isEmpty ? "the scale has no such preset" : "nearest: \(describeEntries(allowed))"
                    let message = "\(options.kind) \(style.value) in \(style.site ?? "scheme \(scheme.describedName)") is not a preset; \(presets)"
                    var found = finding(message, at: style.location,
                                        offScaleProperties(style.value.propertyValue, kind: options.kind, nearest: allowed) + scheme.deprecationProperty)
                    if let value = style.value.points {
                        found.fix = nearestValueFix(value, written: style.written, nearest: allowed, tie: options.fixTie)
                    }
                    findings.append(found)
                }
            }
            findings += checkPresets(of: theme, allowed: entries)
        }
        return findings + checkComponents(model)
    }

    /// The presets a theme defines itself (Swift `W3WCornerRadius` presets, `scales.cornerRadius` of a theme file)
    /// against the rule's `allowed` list. Without that option the theme's own scale is the allowed set and cannot
    /// fail against itself, so nothing is checked. Deprecated presets are left out: they are no allowed value anyway.
    private func checkPresets(of theme: Theme, allowed entries: [Scale.Entry]) -> [Finding] {
        guard options.allowed != nil, let scale = theme.scales[options.kind], !scale.isBuiltIn, !scale.isPooled else { return [] }
        var findings: [Finding] = []
        for entry in scale.entries where !entry.deprecated {
            guard let location = entry.location else { continue }
            let isAllowed = entries.contains { allowed in
                switch (allowed.value, entry.value) {
                case let (.points(a), .points(b)): return samePoints(a, b)
                default: return allowed.value == entry.value
                }
            }
            guard !isAllowed else { continue }
            let nearest = entry.value.points.map { nearestEntries(to: $0, in: entries) } ?? entries.filter { $0.value.points == nil }
            let presets = nearest.isEmpty ? "the allowed presets have no such shape" : "nearest allowed: \(describeEntries(nearest))"
            findings.append(finding("\(options.kind) preset `\(entry.name)` (\(entry.value)) is not one of the rule's allowed presets; \(presets)",
                                    at: location, offScaleProperties(entry.value.propertyValue, kind: options.kind, preset: entry.name, nearest: nearest)))
        }
        return findings
    }

    static var triggeringExamples: [RuleExample] {
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
            """, messages: [
                "cornerRadius 5 in scheme buttons is not a preset; nearest: extraSmall (4) or small (8)",
                "cornerRadius 40 in scheme cards is not a preset; nearest: extraLarge (32)",
            ]),
            RuleExample("""
            w3wtheme: 1
            scales:
              cornerRadius: { none: 0, small: 4, large: 8 }
            schemes:
              buttons:
                styles:
                  cornerRadius: ↓circle
            """, messages: ["cornerRadius circle in scheme buttons is not a preset; the scale has no such preset"]),
        ] + Self.componentTriggeringExamples
    }

    static var nonTriggeringExamples: [RuleExample] {
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
