/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::error file=…,line=…,col=…,title=…::message`).
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ result: LintResult) -> String {
        var out = ""
        write(result, to: &out)
        return out
    }

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
    }

    /// Escaping for the message, as the Actions runner decodes it.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping for a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
