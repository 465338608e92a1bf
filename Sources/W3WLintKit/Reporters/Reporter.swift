/// Formats a run's result. Reporters only format: they compute nothing and know no rule.
public protocol Reporter: Sendable {
    func report(_ result: LintResult) -> String
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
