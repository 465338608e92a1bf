/// `--summary`: findings per rule, as a table.
public enum SummaryReporter {
    public static func table(_ result: LintResult) -> String {
        let byRule = Dictionary(grouping: result.findings, by: \.ruleID)
        let rows = byRule.keys.sorted().map { id -> [String] in
            let findings = byRule[id]!
            let files = Set(findings.map(\.location.file)).count
            return [TextEscaping.visible(id), "\(findings.filter { $0.severity == .error }.count)", "\(findings.filter { $0.severity == .warning }.count)",
                    "\(findings.filter { $0.severity == .note }.count)", "\(files)"]
        }
        let header = ["rule", "errors", "warnings", "notes", "files"]
        let total = ["total", "\(result.errorCount)", "\(result.warningCount)", "\(result.noteCount)",
                     "\(Set(result.findings.map(\.location.file)).count)"]
        let all = [header] + rows + [total]
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        // A reference path starts a line: no line of the table may read as a workflow command.
        return TextEscaping.commandSafeLines(([line(header)] + rows.map(line) + [line(total)]).joined(separator: "\n") + "\n" + references(result) + configurations(result))
    }

    /// The configuration files that judged the run's files (nested ones after those they are merged over).
    static func configurations(_ result: LintResult) -> String {
        guard !result.configurations.isEmpty else { return "" }
        let label = result.configurations.count == 1 ? "configuration" : "configurations"
        return "\(label): " + result.configurations.map(TextEscaping.visible).joined(separator: ", ") + "\n"
    }

    /// The references exports were judged against (the `reference` their findings carry), with how many files
    /// with findings each judged: a whole-tree run must show each project's own.
    static func references(_ result: LintResult) -> String {
        var files: [String: Set<String>] = [:]
        for finding in result.findings {
            if case let .string(reference)? = finding.property("reference") { files[reference, default: []].insert(finding.location.file) }
        }
        guard !files.isEmpty else { return "" }
        let rows = files.keys.sorted().map { [TextEscaping.visible($0), "\(files[$0]!.count)"] }
        let width = max("reference".count, rows.map { $0[0].count }.max() ?? 0)
        return "\n" + ([["reference", "files with findings"]] + rows).map { row in
            row[0].padding(toLength: width, withPad: " ", startingAt: 0) + "  " + row[1]
        }.joined(separator: "\n") + "\n"
    }
}
