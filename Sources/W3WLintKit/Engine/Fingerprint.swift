import Foundation

/// Stable identities for findings, for SARIF's `partialFingerprints` and later baselines: built from the rule, the
/// file, the trimmed text of the finding's line and the message, never from the line number, so a finding keeps its
/// identity when unrelated edits move it. Identical findings are told apart by their order (`:1`, `:2`, …).
enum Fingerprint {
    /// `contents` gives a file's bytes. Lines are found and trimmed as bytes: a minified SVG is one long line that
    /// many findings share, and CRLF files must split at their line feeds.
    static func assign(to findings: inout [Finding], contents: (String) -> Data?) {
        // File by file, each file's bytes read in place and let go before the next: a run holds one file's line
        // index at a time, not a copy of every file.
        var byFile: [String: [Int]] = [:]
        var fileOrder: [String] = []
        for index in findings.indices {
            let path = findings[index].location.file
            if byFile[path] == nil { fileOrder.append(path) }
            byFile[path, default: []].append(index)
        }
        // Occurrences count per key; a key includes its file, so counting file by file keeps the order of findings.
        var seen: [UInt64: Int] = [:]
        for path in fileOrder {
            let data = contents(path) ?? Data()
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                var starts = [0]
                for offset in bytes.indices where bytes[offset] == 0x0A { starts.append(offset + 1) }
                let pathBytes = Array(path.utf8)
                var longLineHashes: [Int: UInt64] = [:]
                for index in byFile[path]! {
                    let line = findings[index].location.line - 1
                    var lower = 0
                    var upper = 0
                    if line >= 0, line < starts.count, !bytes.isEmpty {
                        lower = starts[line]
                        upper = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
                        func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
                        while lower < upper, blank(bytes[lower]) { lower += 1 }
                        while upper > lower, blank(bytes[upper - 1]) { upper -= 1 }
                    }
                    var hasher = FNV1a64()
                    hasher.add(findings[index].ruleID.utf8)
                    hasher.separate()
                    hasher.add(pathBytes)
                    hasher.separate()
                    if upper - lower <= Self.longLine {
                        hasher.add(UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
                    } else {
                        // A long line (minified JSON or SVG, which many findings share) is hashed once and stands
                        // here as its hash: hashing it per finding made the run quadratic in the file's size.
                        let lineHash = longLineHashes[line] ?? {
                            var whole = FNV1a64()
                            whole.add(UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
                            longLineHashes[line] = whole.hash
                            return whole.hash
                        }()
                        withUnsafeBytes(of: lineHash.littleEndian) { hasher.add($0) }
                    }
                    hasher.separate()
                    hasher.add(findings[index].message.utf8)
                    let key = hasher.hash
                    let occurrence = (seen[key] ?? 0) + 1
                    seen[key] = occurrence
                    findings[index].fingerprint = String(key, radix: 16).leftPadded(to: 16) + ":\(occurrence)"
                }
            }
        }
    }

    /// Lines longer than this many bytes (after trimming) enter a fingerprint as their own hash.
    static let longLine = 1024

    /// FNV-1a, 64 bits, fed part by part.
    struct FNV1a64 {
        private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }

        /// A NUL byte between parts: XOR with 0, then multiply.
        mutating func separate() { hash = hash &* 0x100_0000_01b3 }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
