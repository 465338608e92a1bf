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

    /// XML text and attribute escaping; characters XML 1.0 cannot carry are dropped. Made over the UTF-8 bytes: every
    /// character escaped or dropped is ASCII, but for U+FFFE and U+FFFF (EF BF BE, EF BF BF).
    static func escape(_ text: String) -> String {
        // Written as it is unless it holds a markup character, a control character other than tab and carriage
        // return, or a byte EF.
        guard text.utf8.contains(where: { byte in
            switch byte {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0xEF: return true
            case 0x09, 0x0D: return false
            default: return byte < 0x20
            }
        }) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&apos;".utf8
            case UInt8(ascii: "\n"): out += "&#10;".utf8
            case 0x09, 0x0D: out.append(byte)
            case ..<0x20: continue
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && (bytes[index + 1] == 0xBE || bytes[index + 1] == 0xBF):
                index += 2
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
