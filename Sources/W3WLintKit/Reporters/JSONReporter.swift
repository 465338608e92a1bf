/// The JSON report, schema version 1 (`docs/report-v1.schema.json`): stable keys in a fixed order.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1

    public init() {}

    public func write<Output: TextOutputStream>(_ result: LintResult, to output: inout Output) {
        let findings = result.findings
        JSONWriter.write(.object([
            ("version", .value(.number(Double(Self.schemaVersion)))),
            ("tool", .value(.object([("name", "w3wlint"), ("version", .string(w3wlintVersion))]))),
            ("summary", .value(.object([
                ("errors", .number(Double(result.errorCount))), ("warnings", .number(Double(result.warningCount))),
                ("notes", .number(Double(result.noteCount))), ("files", .number(Double(result.files.count))),
            ]))),
            ("files", .value(.array(result.files.map { .string($0) }))),
            ("rules", .value(.array(result.rules.map { rule in
                .object([("id", .string(rule.id)), ("name", .string(rule.name)), ("kind", .string(rule.kind)),
                         ("summary", .string(rule.summary)), ("defaultSeverity", .string(rule.severity.rawValue))])
            }))),
            // Made one at a time as the report is written (see `StreamedJSON`).
            ("findings", .items(count: findings.count) { index in
                let finding = findings[index]
                // `fix` only where there is one, so reports of findings without fixes keep their bytes.
                return .object([
                    ("ruleId", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)), ("file", .string(finding.location.file)),
                    ("line", .number(Double(finding.location.line))), ("column", .number(Double(finding.location.column))),
                    ("fingerprint", .string(finding.fingerprint)), ("properties", .object(finding.properties)),
                ] + (finding.fix.map { [("fix", $0.propertyValue)] } ?? []))
            }),
        ]), to: &output)
    }
}
