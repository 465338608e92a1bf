import Foundation

/// Stable identities for findings, for SARIF's `partialFingerprints` and later baselines: built from the rule, the
/// file, the trimmed text of the finding's line and the message, never from the line number, so a finding keeps its
/// identity when unrelated edits move it. Identical findings are told apart by their order (`:1`, `:2`, …).
enum Fingerprint {
    /// `contents` gives a file's bytes. Lines are found and trimmed as bytes: a minified SVG is one long line that
    /// many findings share, and CRLF files must split at their line feeds.
    static func assign(to findings: inout [Finding], contents: (String) -> Data?) {
        var seen: [String: Int] = [:]
        var files: [String: (bytes: [UInt8], lineStarts: [Int])] = [:]
        var lineTexts: [String: [Int: [UInt8]]] = [:]
        for index in findings.indices {
            let finding = findings[index]
            let path = finding.location.file
            if files[path] == nil {
                let bytes = contents(path).map { [UInt8]($0) } ?? []
                var starts = [0]
                for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
                files[path] = (bytes, starts)
            }
            let line = finding.location.line - 1
            let text: [UInt8]
            if let cached = lineTexts[path]?[line] {
                text = cached
            } else {
                let (bytes, starts) = files[path]!
                var trimmed: [UInt8] = []
                if line < starts.count, !bytes.isEmpty {
                    var lower = starts[line]
                    var upper = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
                    func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
                    while lower < upper, blank(bytes[lower]) { lower += 1 }
                    while upper > lower, blank(bytes[upper - 1]) { upper -= 1 }
                    trimmed = Array(bytes[lower..<upper])
                }
                lineTexts[path, default: [:]][line] = trimmed
                text = trimmed
            }
            let hash = fnv1a64(parts: [Array(finding.ruleID.utf8), Array(path.utf8), text, Array(finding.message.utf8)])
            let key = String(hash, radix: 16).leftPadded(to: 16)
            let occurrence = (seen[key] ?? 0) + 1
            seen[key] = occurrence
            findings[index].fingerprint = "\(key):\(occurrence)"
        }
    }

    /// FNV-1a, 64 bits, over each part's bytes with a NUL between parts.
    static func fnv1a64(parts: [[UInt8]]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = hash &* 0x100_0000_01b3 }  // a NUL byte: XOR with 0, then multiply
            for byte in part {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return hash
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
