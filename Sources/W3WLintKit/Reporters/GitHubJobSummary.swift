/// The Markdown job summary of a run on GitHub Actions (`$GITHUB_STEP_SUMMARY`): the counts per rule and severity,
/// then the first findings, worst first, each linked to its line. Annotations stop at 10 of each kind a step; the
/// summary has no such count (it may hold 1 MiB, far above what it writes).
public struct GitHubJobSummary {
    /// Where a file of the checked commit is shown: `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_SHA`.
    public struct Links {
        public var server: String?
        public var repository: String?
        public var commit: String?

        public init(server: String?, repository: String?, commit: String?) {
            self.server = server
            self.repository = repository
            self.commit = commit
        }

        /// `https://github.com/o/r/blob/SHA/path#L12`; nil without a web server, repository and commit, or for a file
        /// outside the repository (an absolute path or one starting with `..`).
        func url(file: String, line: Int) -> String? {
            guard let server, server.hasPrefix("https://") || server.hasPrefix("http://"), let repository, let commit,
                  !repository.isEmpty, !commit.isEmpty, !file.hasPrefix("/"), !file.hasPrefix("../") else { return nil }
            return "\(server)/\(SARIFReporter.percentEncoded(repository))/blob/\(SARIFReporter.percentEncoded(commit))/"
                + "\(SARIFReporter.percentEncoded(file))#L\(line)"
        }
    }

    public var links: Links
    /// How many findings the summary lists one by one.
    public var listed: Int

    public init(links: Links, listed: Int = 50) {
        self.links = links
        self.listed = listed
    }

    public func markdown(_ result: LintResult) -> String {
        var out = "## w3wlint: \(TextReporter.summary(result))\n\n"
        guard !result.findings.isEmpty else { return out }
        var counts: [String: [Severity: Int]] = [:]
        for finding in result.findings { counts[finding.ruleID, default: [:]][finding.severity, default: 0] += 1 }
        let order: [Severity] = [.error, .warning, .note]
        let rules = counts.keys.sorted { a, b in
            let left = order.map { counts[a]![$0] ?? 0 }, right = order.map { counts[b]![$0] ?? 0 }
            return left != right ? left.lexicographicallyPrecedes(right, by: >) : a < b
        }
        out += "| rule | errors | warnings | notes |\n|---|---:|---:|---:|\n"
        for rule in rules {
            out += "| \(Self.ruleCell(rule)) | " + order.map { String(counts[rule]![$0] ?? 0) }.joined(separator: " | ") + " |\n"
        }
        let worstFirst = order.flatMap { severity in result.findings.lazy.filter { $0.severity == severity } }
        out += "\n| | where | rule | message |\n|---|---|---|---|\n"
        for finding in worstFirst.prefix(listed) {
            let place = "\(finding.location.file):\(finding.location.line):\(finding.location.column)"
            let shown = Self.cell(place)
            let link = links.url(file: finding.location.file, line: finding.location.line).map { "[\(shown)](\($0))" } ?? shown
            out += "| \(finding.severity.rawValue) | \(link) | \(Self.ruleCell(finding.ruleID)) | \(Self.cell(finding.message)) |\n"
        }
        if worstFirst.count > listed {
            out += "\n\(worstFirst.count - listed) more: every finding is in the step's log, and in the SARIF log when one is uploaded.\n"
        }
        return out + "\n"
    }

    /// Text made safe for a Markdown table cell: control characters shown as escapes (so no line break), and every
    /// ASCII punctuation character backslash-escaped, as CommonMark allows for each: no column separator, HTML,
    /// link, image, emphasis, code span, heading or autolink (`www.`, `https://`) can come from a file's names and
    /// texts.
    static func cell(_ text: String) -> String {
        TextEscaping.replacingASCII(in: TextEscaping.visible(text)) { byte in
            isMarkdownPunctuation(byte) ? "\\" + String(UnicodeScalar(byte)) : nil
        }
    }

    /// A rule id as code when it is of the safe alphabet (no backtick can end the span), else as escaped text.
    static func ruleCell(_ id: String) -> String {
        SafeIdentifier.isSafe(id) ? "`\(id)`" : cell(id)
    }

    /// CommonMark's escapable characters: all ASCII punctuation.
    private static func isMarkdownPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}
