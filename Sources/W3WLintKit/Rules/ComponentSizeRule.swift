/// Kind `component-size`: a component whose kind is known (`Button`, `Row`/`Cell`, `Icon`, from its layer or file
/// name or the rule's `names`) must have a height from its kind's size presets (the theme's `components:`).
struct ComponentSizeRule: RuleKind {
    struct Options: RuleOptions {
        /// Words that name each component kind (a layer or file name containing them in a row names the kind).
        var names: [String: [String]] = ComponentStructure.defaultNames
        /// Heights this close to a preset match it (exports write 39.9996).
        var tolerance = 0.5

        static let declarations: [OptionDeclaration<Options>] = [
            .namedLists("names", \.names, type: "mapping of component kinds to lists of names",
                        help: "Names that give a layer or file its kind; a kind given here replaces its default names, others keep theirs."),
            .number("tolerance", \.tolerance, type: "number (px)", bound: .nonNegative, help: "How far a height may lie from a preset."),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "component-size", name: "ComponentSizeNotPreset", kind: "component-size",
        summary: "Components of a known kind must have a height from their kind's size presets.",
        details: "A group whose layer name (`id` or `data-name`) names a component kind (`Button`, `Row` or `Cell`, "
            + "`Icon`, or the rule's `names`) is measured by the shapes it paints (text left out); when no group names "
            + "a kind, the whole export is, by its viewBox, when its file name or folder names one "
            + "(`Button/Mode=Light.svg`). The height must be one of the kind's presets in the reference theme's "
            + "`components:`, else of the packs in force (`w3wlint explain component-size` lists them), within 0.5.",
        help: "Resize the component to the nearest preset of its kind, or add the size to the theme's `components:`.",
        severity: .warning,
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        let kindNames = ComponentStructure.KindNames(options.names)
        for component in model.components {
            let checking = ComponentChecking(model: model, for: component)
            let sizes = checking.componentSizes
            for instance in ComponentStructure.instances(in: component, kindNames: kindNames) {
                guard let scale = sizes[instance.kind], !scale.entries.isEmpty else { continue }
                let height = (instance.box.height * 1000).rounded() / 1000
                let heights = scale.allowedEntries.compactMap(\.value.points)
                guard !heights.contains(where: { abs($0 - height) <= options.tolerance }) else { continue }
                let allowed = nearestEntries(to: height, in: scale.allowedEntries)
                let subject = instance.group == nil ? "export" : instance.path
                findings.append(finding(
                    "height \(formatNumber(height)) of \(instance.kind) `\(instance.name)` (\(subject)) is not "
                        + "\("aeiou".contains(instance.kind.prefix(1)) ? "an" : "a") \(instance.kind) size preset; "
                        + "nearest: \(describeEntries(allowed))", at: instance.location, [
                        ("value", .number(height)),
                        ("kind", .string(instance.kind)),
                        ("name", .string(instance.name)),
                        ("allowed", .array(allowed.map(\.value.propertyValue))),
                        ("element", .string(instance.path)),
                    ]))
            }
        }
        return findings
    }

    static var triggeringExamples: [RuleExample] {
        [
            // A 36-high button lies between medium (34) and large (40).
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80">
              ↓<g id="Save_Button">
                <rect width="96" height="36" rx="8" fill="#0A3049"/>
                <text x="48" y="23" font-size="15" fill="#FFFFFF" text-anchor="middle">Save</text>
              </g>
            </svg>
            """, file: "example.svg", messages: [
                "height 36 of button `Save_Button` (svg > g#Save_Button) is not a button size preset; nearest: medium (34) or large (40)",
            ]),
            // No layer names a kind: the file's folder does, and the export's viewBox is measured.
            RuleExample("""
            ↓<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <path d="M4 4h16v16H4z" fill="#0A3049"/>
            </svg>
            """, file: "Icon/close.svg", messages: [
                "height 24 of icon `Icon` (export) is not an icon size preset; nearest: small (16) or medium (32)",
            ]),
        ]
    }

    static var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120">
              <g id="Save_Button">
                <rect width="96" height="40" rx="8" fill="#0A3049"/>
                <text x="48" y="25" font-size="15" fill="#FFFFFF" text-anchor="middle">Save</text>
              </g>
              <g id="ListRow" transform="translate(0 50)">
                <rect width="240" height="64" fill="#FFFFFF"/>
              </g>
              <g id="Buttons" transform="translate(120 0)">
                <rect width="50" height="50" fill="#DBEFFA"/>
              </g>
            </svg>
            """, file: "example.svg"),
        ]
    }

    /// Kind `component-size`.
}
