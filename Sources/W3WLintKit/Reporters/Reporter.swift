/// Formats a run's result. Reporters only format: they compute nothing and know no rule.
public protocol Reporter: Sendable {
    /// Writes the report to `output` as it is made: reports that grow with the findings (SARIF, JSON) are written
    /// piece by piece, so a large run's report is never held whole in memory.
    func write<Output: TextOutputStream>(_ result: LintResult, to output: inout Output)
    /// The same bytes as one string.
    func report(_ result: LintResult) -> String
}

extension Reporter {
    public func report(_ result: LintResult) -> String {
        var out = ""
        write(result, to: &out)
        return out
    }
}

/// The report formats `--format` offers.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case sarif
    case json
    case github
    case junit
    case html

    public func reporter(useColor: Bool) -> any Reporter {
        switch self {
        case .text: return TextReporter(useColor: useColor)
        case .sarif: return SARIFReporter()
        case .json: return JSONReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .html: return HTMLReporter()
        }
    }
}
