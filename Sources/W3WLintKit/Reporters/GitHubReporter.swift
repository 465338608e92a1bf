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
