/// JUnit XML for CI test dashboards: one test case per checked file, failed when the file has an error or a
/// warning; notes are no failure: they are the test case's `<system-out>`.
public struct JUnitReporter: Reporter {
    public init() {}

    /// The XML, written test case by test case.
    public func write<Output: TextOutputStream>(_ result: LintResult, to out: inout Output) {
        let byFile = Dictionary(grouping: result.findings, by: \.location.file)
        let failedFiles = result.files.filter { byFile[$0]?.contains { $0.severity != .note } == true }.count
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.write("<testsuites name=\"w3wlint\" tests=\"\(result.files.count)\" failures=\"\(failedFiles)\" errors=\"0\">\n")
        out.write("  <testsuite name=\"w3wlint\" tests=\"\(result.files.count)\" failures=\"\(failedFiles)\" errors=\"0\" skipped=\"0\">\n")
        // Findings in files that were not checked themselves (a plugin's config entry) still need a home.
        let checked = Set(result.files)
        let files = result.files + byFile.keys.filter { !checked.contains($0) }.sorted()
        for file in files {
            out.write("    <testcase classname=\"w3wlint\" name=\"\(Self.escape(file))\" file=\"\(Self.escape(file))\"")
            guard let findings = byFile[file] else {
                out.write("/>\n")
                continue
            }
            out.write(">\n")
            func line(_ finding: Finding) -> String { "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]" }
            for finding in findings where finding.severity != .note {
                out.write("      <failure type=\"\(Self.escape(finding.ruleID))\" message=\"\(Self.escape(finding.message))\">"
                    + "\(Self.escape(line(finding)))</failure>\n")
            }
            let notes = findings.filter { $0.severity == .note }
            if !notes.isEmpty { out.write("      <system-out>\(Self.escape(notes.map(line).joined(separator: "\n")))</system-out>\n") }
            out.write("    </testcase>\n")
        }
        out.write("  </testsuite>\n</testsuites>\n")
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot carry are dropped.
    static func escape(_ text: String) -> String {
        let escaped = TextEscaping.replacingASCII(in: TextEscaping.visible(text)) { byte in
            if let entity = TextEscaping.markupEntity(byte, apostrophe: "&apos;") { return entity }
            switch byte {
            case UInt8(ascii: "\n"): return "&#10;"
            case 0x09, 0x0D: return nil
            case ..<0x20: return ""
            default: return nil
            }
        }
        // U+FFFE and U+FFFF are not ASCII (EF BF BE, EF BF BF): looked for only where a byte EF is.
        guard escaped.utf8.contains(0xEF) else { return escaped }
        return String(String.UnicodeScalarView(escaped.unicodeScalars.filter { $0.value != 0xFFFE && $0.value != 0xFFFF }))
    }
}
