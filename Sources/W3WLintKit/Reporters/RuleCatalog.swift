/// What `w3wlint rules` and `w3wlint explain` print: the rules in force, described from their metadata.
public enum RuleCatalog {
    public struct Entry: Sendable {
        public var id: String
        /// `error`, `warning`, `note`, or `off`.
        public var severity: String
        public var kind: String
        public var pack: String
        public var metadata: RuleMetadata
        public var optionSpecs: [OptionSpec]
        /// The options as configured (`level: AAA`).
        public var configuredOptions: [String]
        public var triggeringExamples: [RuleExample]
        public var nonTriggeringExamples: [RuleExample]
    }

    public static func entries(_ configuration: Configuration) -> [Entry] {
        configuration.allRules.map { item in
            Entry(id: item.rule.rule.metadata.id, severity: item.enabled ? item.rule.rule.severity.rawValue : "off",
                  kind: item.rule.rule.metadata.kind, pack: item.rule.pack, metadata: item.rule.rule.metadata,
                  optionSpecs: item.kind?.options ?? [], configuredOptions: item.options,
                  triggeringExamples: item.rule.rule.triggeringExamples, nonTriggeringExamples: item.rule.rule.nonTriggeringExamples)
        } + LoaderDiagnosticsMetadata.all.map { metadata in
            Entry(id: metadata.id, severity: metadata.defaultSeverity.rawValue, kind: metadata.kind, pack: "built-in",
                  metadata: metadata, optionSpecs: [], configuredOptions: [], triggeringExamples: [], nonTriggeringExamples: [])
        }
    }

    /// One line per rule, in aligned columns.
    public static func text(_ entries: [Entry]) -> String {
        let header = ["id", "severity", "kind", "pack", "description"]
        let rows = [header] + entries.map { [$0.id, $0.severity, $0.kind, $0.pack, $0.metadata.summary].map(TextEscaping.visible) }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<4).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[4]
        }.joined(separator: "\n") + "\n"
    }

    public static func json(_ entries: [Entry]) -> String {
        JSONWriter.write(.object([("rules", .array(entries.map { entry in
            .object([
                ("id", .string(entry.id)), ("severity", .string(entry.severity)), ("kind", .string(entry.kind)),
                ("pack", .string(entry.pack)), ("name", .string(entry.metadata.name)),
                ("description", .string(entry.metadata.summary)),
            ])
        }))]))
    }

    /// The full description of one rule, or nil when no rule has that id.
    public static func explain(_ id: String, in configuration: Configuration) -> String? {
        guard let entry = entries(configuration).first(where: { $0.id == id }) else { return nil }
        let metadata = entry.metadata
        // A team pack's text is shown with its control characters escaped (line feeds kept in the long texts).
        let visible = TextEscaping.visible
        func paragraph(_ text: String) -> String { text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n") }
        var out = "\(visible(entry.id)) — \(visible(metadata.name))\n"
        out += "severity: \(entry.severity)    kind: \(visible(entry.kind))    pack: \(visible(entry.pack))\n\n"
        out += paragraph(metadata.summary) + "\n\n" + paragraph(metadata.details) + "\n\nFix: " + paragraph(metadata.help) + "\n"
        if let uri = metadata.helpURI { out += "See: \(uri)\n" }
        if !entry.optionSpecs.isEmpty {
            out += "\nOptions (kind `\(entry.kind)`):\n"
            for spec in entry.optionSpecs {
                out += "  \(spec.name): \(spec.type) (default: \(spec.defaultValue))\n      \(spec.help)\n"
            }
        }
        if !entry.configuredOptions.isEmpty {
            out += "\nConfigured:\n" + entry.configuredOptions.map { "  \($0)\n" }.joined()
        }
        for (title, examples) in [("Triggering examples (↓ marks each finding)", entry.triggeringExamples),
                                  ("Non-triggering examples", entry.nonTriggeringExamples)] where !examples.isEmpty
        {
            out += "\n\(title):\n"
            for example in examples {
                let source = example.source.hasSuffix("\n") ? String(example.source.dropLast()) : example.source
                out += "  --- \(example.file)\n" + source.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "  \($0)\n" }.joined()
            }
        }
        return out
    }
}
