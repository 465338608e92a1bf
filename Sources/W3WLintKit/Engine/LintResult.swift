import Foundation

/// Where users read about w3wlint and its rules (SARIF `tool.driver.informationUri`).
public let w3wlintInformationURI = "https://github.com/w3wlint/w3wlint"

/// Everything one run produced, in report order.
public struct LintResult: Sendable {
    /// Findings sorted by path, line, column, rule id and message.
    public var findings: [Finding]
    /// The files checked, sorted.
    public var files: [String]
    /// Every rule that ran and every loader diagnostic, in a stable order: what reports describe (SARIF's rules, with
    /// their options and examples as help).
    public var rules: [RuleDescription]
    /// The folder relative paths are resolved from (the working directory of the run).
    public var rootDirectory: String
    /// The SHA-256 digest (hex) of each checked file as it was read, when the linter was asked to record them
    /// (`recordsContentDigests`): `--fix` never writes over a file that changed since.
    public var contentDigests: [String: String] = [:]
    /// Files read for context but not reported on (the theme above an export, an export's twin).
    public var contextFiles: [String] = []
    /// The checked files in which a loader found design data (a theme, tokens, a drawing, Swift colours, scales or
    /// layout values): a clean run over files with none must not read as a pass.
    public var designFiles: Set<String>?
    /// Findings left out of the report by severity (`--quiet` shows errors only): the summary says how many.
    public var hiddenCounts: [Severity: Int] = [:]
    /// The configuration files that judged the files, outermost first (`--summary` lists them).
    public var configurations: [String] = []
    /// The pack files those configurations extend (a team's own packs; the built-in ones are in the binary).
    public var packFiles: [String] = []

    /// The results of runs over disjoint sets of files (one per configuration) as one.
    static func merged(_ parts: [LintResult]) -> LintResult {
        guard var result = parts.first else { return LintResult(findings: [], files: [], rules: [], rootDirectory: "") }
        var ruleIDs = Set(result.rules.map(\.id))
        for part in parts.dropFirst() {
            result.findings += part.findings
            result.files += part.files
            result.rules += part.rules.filter { ruleIDs.insert($0.id).inserted }
            result.contentDigests.merge(part.contentDigests) { first, _ in first }
            result.contextFiles += part.contextFiles
            if let files = part.designFiles { result.designFiles = (result.designFiles ?? []).union(files) }
        }
        result.findings.sort(by: Finding.reportOrder)
        result.files.sort()
        let checked = Set(result.files)
        result.contextFiles = Set(result.contextFiles).subtracting(checked).sorted()
        return result
    }

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }
    public var noteCount: Int { count(of: .note) }
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    private func count(of severity: Severity) -> Int {
        // Each finding's severity read where it lies: iterating would copy (retain and release) every finding.
        // A cap note counts the findings it stands for.
        findings.withUnsafeBufferPointer { buffer in
            buffer.indices.reduce(0) { total, index in
                let finding = buffer[index]
                return total + (finding.severity == severity ? 1 : 0) + FindingCap.omitted(severity, by: finding)
            }
        }
    }
}
