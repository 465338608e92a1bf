/// `path:line:column: severity: message [rule-id]`, one finding a line in report order, then a summary line.
/// A finding with a fix or a suggested colour has a second, indented line saying what `--fix` would write.
public struct TextReporter: Reporter {
    /// ANSI colours, for a terminal only.
    public var useColor: Bool

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    public func report(_ result: LintResult) -> String {
        var out = ""
        // Appended piece by piece into one buffer: a large run has thousands of lines.
        out.reserveCapacity(result.findings.count * 160)
        write(result, to: &out)
        return out
    }

    /// The report, written line by line (to a file or standard output: never held whole).
    public func write<Output: TextOutputStream>(_ result: LintResult, to out: inout Output) {
        // Every value from the checked tree is shown with its control characters escaped: one finding, one line.
        let visible = TextEscaping.visible
        for finding in result.findings {
            out.write(paint(TextEscaping.pathAtLineStart(visible(finding.location.description)), "1"))
            out.write(": ")
            out.write(paint(finding.severity.rawValue, color(for: finding.severity)))
            out.write(": ")
            out.write(visible(finding.message))
            out.write(" ")
            out.write(paint("[" + visible(finding.ruleID) + "]", "2"))
            out.write("\n")
            if let fix = finding.fix {
                out.write("    \(fix.isUnsafe ? "unsafe fix (--fix --unsafe-fixes)" : "fix"): \(visible(fix.description))\n")
            } else if case let .string(suggestion)? = finding.property("suggestion") {
                out.write("    suggestion: \(visible(suggestion))\n")
            } else if finding.property("suggestion") == .null {
                if case let .string(background)? = finding.property("backgroundSuggestion") {
                    out.write("    suggestion: background \(visible(background)) (no foreground of this hue passes)\n")
                } else {
                    out.write("    suggestion: none (no colour of this hue passes every pair that uses it)\n")
                }
            }
        }
        out.write(Self.summary(result) + "\n")
    }

    /// `2 errors, 1 warning in 3 files` (notes are counted only when there are some).
    public static func summary(_ result: LintResult) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        // Findings left out of the report (`--quiet`) are counted all the same: the counts are the run's.
        let hidden = { (severity: Severity) in result.hiddenCounts[severity] ?? 0 }
        let notes = result.noteCount + hidden(.note)
        var parts = [count(result.errorCount + hidden(.error), "error"), count(result.warningCount + hidden(.warning), "warning")]
        if notes > 0 { parts.append(count(notes, "note")) }
        var line = parts.joined(separator: ", ") + " in " + count(result.files.count, "file")
        // Files a loader reads but that hold no design (an app's other Swift code) are not a pass: say how many did.
        if let design = result.designFiles, design.count < result.files.count { line += " (\(design.count) with design data)" }
        let unshown = Severity.allCases.reversed().filter { hidden($0) > 0 }.map { $0.rawValue + "s" }
        if !unshown.isEmpty { line += "; \(unshown.joined(separator: " and ")) not shown (--quiet)" }
        // A clean count must not read as a pass when texts were never judged: say how many (the notes that left
        // them unchecked carry `uncheckedTexts`).
        let unchecked = result.findings.reduce(0) { total, finding in
            if case let .number(texts)? = finding.property("uncheckedTexts") { return total + Int(texts) }
            return total
        }
        if unchecked > 0 { line += "; contrast of \(count(unchecked, "text")) not checked (unknown colours)" }
        let unreferenced = result.findings.reduce(0) { total, finding in
            if case let .number(exports)? = finding.property("unreferencedExports") { return total + Int(exports) }
            return total
        }
        let unjudged = result.findings.reduce(0) { total, finding in
            if case let .number(values)? = finding.property("unjudgedValues") { return total + Int(values) }
            return total
        }
        if unjudged > 0 { line += "; \(count(unjudged, "layout value")) in Swift not judged (no scale)" }
        if unreferenced > 0 {
            line += "; \(count(unreferenced, "export")) \(unreferenced == 1 ? "has" : "have") no reference (w3wlint init lists the references a tree has)"
        }
        return line
    }

    /// What to say when files were checked but none held design data w3wlint reads, and what it looks for (nil when
    /// one did).
    public static func nothingJudged(_ result: LintResult) -> String? {
        if result.files.isEmpty {
            return "no file under the paths is one w3wlint reads, so nothing was judged: it reads w3w themes, design tokens, "
                + "CSS, Xcode colour and image sets, Android resources, SVG and Swift (`w3wlint check --help` lists the file names)"
        }
        guard result.designFiles?.isEmpty == true else { return nil }
        return (result.files.count == 1 ? "the file checked holds no" : "none of the \(result.files.count) files checked holds")
            + " design data that w3wlint reads, so nothing was judged: it reads w3w themes, design tokens, CSS custom "
            + "properties, Xcode colour sets, Android resources, SVG and vector drawables, and in Swift, colours, scales, "
            + "style enums and the spacings, radii and font sizes that lay views out"
    }

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
