/// At most `maximumPerFile` findings a file are listed in a report: a small file of nested `use` copies or repeated values must
/// not make a report of hundreds of megabytes. The worst are kept (errors, then warnings, then notes, each in report
/// order); the rest are counted in one note at the file's first line, and the counts stay in the run's totals.
public enum FindingCap {
    public static let maximumPerFile = 1_000
    public static let ruleID = "too-many-findings"

    static let description = RuleDescription(
        id: ruleID, name: "TooManyFindings", kind: "engine",
        summary: "A file has more findings than a report lists for one file.",
        details: "w3wlint lists at most \(maximumPerFile) findings a file: errors first, then warnings, then notes. The "
            + "others are counted in this note, and in the run's totals, exit code and --max-warnings, but not listed.",
        help: "Fix the listed findings (often one cause repeated) and check again.", severity: .note)

    /// `findings` (of any files, in any order) with each file's beyond the cap replaced by its note.
    static func apply(_ findings: [Finding]) -> [Finding] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.location.file, default: 0] += 1 }
        guard counts.values.contains(where: { $0 > maximumPerFile }) else { return findings }
        var kept = findings.filter { counts[$0.location.file]! <= maximumPerFile }
        let overfull = Dictionary(grouping: findings.filter { counts[$0.location.file]! > maximumPerFile }, by: \.location.file)
        for (file, all) in overfull.sorted(by: { $0.key < $1.key }) {
            let worstFirst = all.sorted { $0.severity != $1.severity ? $0.severity > $1.severity : Finding.reportOrder($0, $1) }
            kept += worstFirst.prefix(maximumPerFile)
            let omitted = worstFirst.dropFirst(maximumPerFile)
            func count(_ severity: Severity) -> Int { omitted.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }
            let (errors, warnings, notes) = (count(.error), count(.warning), count(.note))
            let counted: [(Int, String)] = [(errors, "error"), (warnings, "warning"), (notes, "note")]
            let parts: [String] = counted.filter { $0.0 > 0 }.map { count, word in "\(count) \(word)" + (count == 1 ? "" : "s") }
            let listed = parts.joined(separator: ", ")
            let message: String = "\(omitted.count) more findings in this file are not listed (\(listed)): w3wlint lists \(maximumPerFile) a file, the worst first"
            let properties: [(String, PropertyValue)] = [
                ("omittedErrors", .number(Double(errors))), ("omittedWarnings", .number(Double(warnings))), ("omittedNotes", .number(Double(notes))),
            ]
            let location = SourceLocation(file: file, line: 1, column: 1)
            kept.append(Finding(ruleID: ruleID, severity: .note, message: message, location: location, properties: properties))
        }
        return kept
    }

    /// The findings of `severity` a cap note left out.
    static func omitted(_ severity: Severity, by finding: Finding) -> Int {
        guard finding.ruleID == ruleID, case let .number(count)? = finding.property(
            severity == .error ? "omittedErrors" : severity == .warning ? "omittedWarnings" : "omittedNotes") else { return 0 }
        return Int(count)
    }
}

extension LintResult {
    /// The result as a report lists it: each file's findings beyond `FindingCap.maximumPerFile` counted in one note
    /// (`--fix` and baselines work on the whole result).
    public func cappedPerFile() -> LintResult {
        var capped = self
        capped.findings = FindingCap.apply(findings)
        if capped.findings.count != findings.count { capped.findings.sort(by: Finding.reportOrder) }
        return capped
    }
}
