/// Stable identities for findings, for SARIF's `partialFingerprints` and later baselines: built from the rule, the
/// file, the trimmed text of the finding's line and the message, never from the line number, so a finding keeps its
/// identity when unrelated edits move it. Identical findings are told apart by their order (`:1`, `:2`, …).
enum Fingerprint {
    static func assign(to findings: inout [Finding], lines: (String) -> [Substring]) {
        var seen: [String: Int] = [:]
        var cache: [String: [Substring]] = [:]
        for index in findings.indices {
            let finding = findings[index]
            let fileLines = cache[finding.location.file] ?? lines(finding.location.file)
            cache[finding.location.file] = fileLines
            let line = finding.location.line - 1
            let text = line < fileLines.count ? fileLines[line].trimmingWhitespace : ""
            let hash = fnv1a64([finding.ruleID, finding.location.file, text, finding.message])
            let key = String(hash, radix: 16).leftPadded(to: 16)
            let occurrence = (seen[key] ?? 0) + 1
            seen[key] = occurrence
            findings[index].fingerprint = "\(key):\(occurrence)"
        }
    }

    /// FNV-1a, 64 bits, over the UTF-8 of each part with a NUL between parts.
    static func fnv1a64(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 {
                hash ^= 0
                hash = hash &* 0x100_0000_01b3
            }
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return hash
    }
}

extension Substring {
    var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
