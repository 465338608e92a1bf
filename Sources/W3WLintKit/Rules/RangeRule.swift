/// Kind `range`: style values of the given kinds must lie between a minimum and a maximum (touch targets ≥ 44 pt),
/// and so must the width and height of components of the given component kinds in exports.
struct RangeRule: RuleKind {
    struct Options: RuleOptions {
        var kinds: [String] = ["rowHeight"]
        var min: Double?
        var max: Double?
        /// Component kinds (`button`, `row`) whose width and height in exports are checked too.
        var components: [String] = []
        /// Names that give a layer or file its component kind (see `component-size`).
        var names: [String: [String]] = ComponentStructure.defaultNames

        static let declarations: [OptionDeclaration<Options>] = [
            .strings("kinds", \.kinds, type: "list of style kinds", help: "The style values checked."),
            .number("min", \.min, help: "The smallest allowed value."),
            .number("max", \.max, help: "The largest allowed value."),
            OptionDeclaration("components", type: "list of component kinds", default: "[]",
                              help: "Component kinds (button, row, icon) whose width and height in exports must lie in the range too.") {
                options, reader, key in
                if let components = reader.strings(key) { options.components = components.map { $0.lowercased() } }
            },
            .namedLists("names", \.names, type: "mapping of component kinds to lists of names",
                        help: "Names that give a layer or file its component kind, as for `component-size`."),
        ]

        func validate(_ reader: inout OptionsReader) {
            if let min, let max, min > max { reader.fail("min", "`min` (\(formatNumber(min))) is above `max` (\(formatNumber(max)))") }
        }
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "touch-target", name: "ValueOutOfRange", kind: "range",
        summary: "Row heights must be at least 44 points, Apple's minimum touch target.",
        details: "Each style value of the rule's kinds must be at least `min` and at most `max`; with `components`, so "
            + "must the width and the height of each component of those kinds in an export (found as `component-size` "
            + "finds them: a group named `Button`, `Row`, `Cell`, `Icon`, else the export's file or folder name).",
        help: "Raise (or lower) the value into the range.", severity: .warning,
        kindSummary: "Style values of the given kinds must lie between a minimum and a maximum.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples, exampleOptions: "{kinds: [rowHeight], components: [button, row], min: 44}")

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        w3wtheme: 1
        schemes:
          cells:
            styles:
              rowHeight: ↓40
        """, messages: ["rowHeight 40 in scheme cells is below the minimum 44"]),
        RuleExample("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
          ↓<g id="Close_Button"><rect width="34" height="34" rx="17" fill="#0A3049"/></g>
        </svg>
        """, file: "example.svg", messages: ["button `Close_Button` (svg > g#Close_Button) is 34 × 34, below the minimum 44 × 44"]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        w3wtheme: 1
        schemes:
          cells:
            styles:
              rowHeight: 48
              padding: 2
        """),
        RuleExample("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
          <g id="Close_Button"><rect width="44" height="44" rx="22" fill="#0A3049"/></g>
          <g id="Label"><rect y="50" width="20" height="20" fill="#0A3049"/></g>
        </svg>
        """, file: "example.svg"),
    ]

    func check(_ model: DesignModel) -> [Finding] {
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
        guard !options.components.isEmpty else { return findings }
        let kindNames = ComponentStructure.KindNames(options.names)
        for component in model.components {
            for instance in ComponentStructure.instances(in: component, kindNames: kindNames)
                where options.components.contains(instance.kind)
            {
                let width = (instance.box.width * 1000).rounded() / 1000
                let height = (instance.box.height * 1000).rounded() / 1000
                let bound: (String, Double)?
                if let min = options.min, width < min - 1e-6 || height < min - 1e-6 {
                    bound = ("below the minimum", min)
                } else if let max = options.max, width > max + 1e-6 || height > max + 1e-6 {
                    bound = ("above the maximum", max)
                } else {
                    bound = nil
                }
                guard let (relation, limit) = bound else { continue }
                let subject = instance.group == nil ? "export" : instance.path
                findings.append(finding(
                    "\(instance.kind) `\(instance.name)` (\(subject)) is \(formatNumber(width)) × \(formatNumber(height)), "
                        + "\(relation) \(formatNumber(limit)) × \(formatNumber(limit))", at: instance.location, [
                        ("value", .number(Swift.min(width, height))), ("width", .number(width)), ("height", .number(height)),
                        ("kind", .string(instance.kind)), ("name", .string(instance.name)),
                        ("min", options.min.map(PropertyValue.number) ?? .null),
                        ("max", options.max.map(PropertyValue.number) ?? .null),
                        ("element", .string(instance.path)),
                    ]))
            }
        }
        return findings
    }
}
