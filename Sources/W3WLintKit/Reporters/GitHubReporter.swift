/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::error file=…,line=…,col=…,title=…::message`).
public struct GitHubReporter: Reporter {
    /// GitHub shows this many annotations of each kind a step (and 50 a job); the rest are dropped without a word.
    public static let annotationsShown = 10

    public init() {}

    /// The annotations, written one by one.
    public func write<Output: TextOutputStream>(_ result: LintResult, to out: inout Output) {
        for finding in result.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let location = finding.location
            out.write("::\(command) file=\(Self.property(location.file)),line=\(location.line),col=\(location.column),"
                + "title=\(Self.property("w3wlint \(finding.ruleID)"))::\(Self.data(finding.message))\n")
        }
        out.write(TextReporter.summary(result) + "\n")
        if let notice = Self.annotationNotice(result) { out.write(notice + "\n") }
    }

    /// Said when GitHub will not show every annotation: how many of each kind there are, and where all of them are.
    static func annotationNotice(_ result: LintResult) -> String? {
        let counts = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].map { severity, word in
            (result.findings.filter { $0.severity == severity }.count, word)
        }
        guard counts.contains(where: { $0.0 > annotationsShown }) else { return nil }
        let listed = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return "w3wlint: GitHub shows at most \(annotationsShown) annotations of each kind a step (50 a job); this run has "
            + listed.joined(separator: ", ") + ": every one is listed in this log and counted in the job summary"
    }

    /// Escaping for the message, as the Actions runner decodes it.
    static func data(_ text: String) -> String { escaped(text, alsoSeparators: false) }

    /// Escaping for a property value (also `:` and `,`).
    static func property(_ text: String) -> String { escaped(text, alsoSeparators: true) }

    /// Control characters are first shown as escapes (a raw ESC or BEL would reach the log as it is); `%`, CR and
    /// LF are then encoded as the runner decodes them, so no value can end the command line.
    private static func escaped(_ text: String, alsoSeparators: Bool) -> String {
        TextEscaping.replacingASCII(in: TextEscaping.visible(text)) { byte in
            switch byte {
            case UInt8(ascii: "%"): return "%25"
            case UInt8(ascii: "\r"): return "%0D"
            case UInt8(ascii: "\n"): return "%0A"
            case UInt8(ascii: ":") where alsoSeparators: return "%3A"
            case UInt8(ascii: ",") where alsoSeparators: return "%2C"
            default: return nil
            }
        }
    }
}
