/// JUnit XML for CI test dashboards: one test case per checked file, failed when the file has findings.
public struct JUnitReporter: Reporter {
    public init() {}

    public func report(_ result: LintResult) -> String {
        var out = ""
        write(result, to: &out)
        return out
    }

    /// The XML, written test case by test case.
    public func write<Output: TextOutputStream>(_ result: LintResult, to out: inout Output) {
        let byFile = Dictionary(grouping: result.findings, by: \.location.file)
        let failedFiles = result.files.filter { byFile[$0] != nil }.count
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
            for finding in findings {
                let text = "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
                out.write("      <failure type=\"\(Self.escape(finding.ruleID))\" message=\"\(Self.escape(finding.message))\">"
                    + "\(Self.escape(text))</failure>\n")
            }
            out.write("    </testcase>\n")
        }
        out.write("  </testsuite>\n</testsuites>\n")
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot carry are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
