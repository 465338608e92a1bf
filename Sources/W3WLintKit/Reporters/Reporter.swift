/// Formats a run's result. Reporters only format: they compute nothing and know no rule.
public protocol Reporter: Sendable {
    func report(_ result: LintResult) -> String
    /// The same bytes as `report`, written to `output` as they are made. Reporters whose reports grow with the
    /// findings (SARIF, JSON) write them piece by piece, so a large run's report is never held whole in memory.
    func write<Output: TextOutputStream>(_ result: LintResult, to output: inout Output)
}

extension Reporter {
    public func write<Output: TextOutputStream>(_ result: LintResult, to output: inout Output) {
        output.write(report(result))
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
