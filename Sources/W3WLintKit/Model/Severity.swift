/// How serious a finding is. Only `error` makes `w3wlint check` exit with 1.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
