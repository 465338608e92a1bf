/// The JSON report, schema version 1 (`docs/report-v1.schema.json`): stable keys in a fixed order.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1

    public init() {}

    public func report(_ result: LintResult) -> String {
        JSONWriter.write(.object([
            ("version", .number(Double(Self.schemaVersion))),
            ("tool", .object([("name", "w3wlint"), ("version", .string(w3wlintVersion))])),
            ("summary", .object([
                ("errors", .number(Double(result.errorCount))), ("warnings", .number(Double(result.warningCount))),
                ("notes", .number(Double(result.noteCount))), ("files", .number(Double(result.files.count))),
            ])),
            ("files", .array(result.files.map { .string($0) })),
            ("rules", .array(result.rules.map { rule in
                .object([("id", .string(rule.id)), ("name", .string(rule.name)), ("kind", .string(rule.kind)),
                         ("summary", .string(rule.summary)), ("defaultSeverity", .string(rule.defaultSeverity.rawValue))])
            })),
            ("findings", .array(result.findings.map { finding in
                // `fix` only where there is one, so reports of findings without fixes keep their bytes.
                .object([
                    ("ruleId", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)), ("file", .string(finding.location.file)),
                    ("line", .number(Double(finding.location.line))), ("column", .number(Double(finding.location.column))),
                    ("fingerprint", .string(finding.fingerprint)), ("properties", .object(finding.properties)),
                ] + (finding.fix.map { [("fix", $0.propertyValue)] } ?? []))
            })),
        ]))
    }
}
