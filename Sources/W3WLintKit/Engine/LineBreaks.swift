import Foundation

/// Which characters end a line, as the reader of a format counts lines: a suppression directive must stand on the
/// line its reader reports findings on, and a directive for the rest of a file must reach its last line.
enum LineBreaks: Sendable {
    /// LF only (CR LF ends at its LF): XML as libxml2 counts it, CSS as w3wlint's style sheet reader does.
    case lineFeeds
    /// LF, CR LF and a lone CR: Swift, as swift-syntax counts it.
    case swift
    /// LF, CR LF, a lone CR, LS and PS: JSON and JSON5, as w3wlint's JSON reader counts them.
    case json
    /// LF, CR LF, a lone CR, NEL, LS and PS: YAML, as libyaml counts it.
    case yaml

    func ends(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n": return true
        case "\r": return self != .lineFeeds
        case "\u{2028}", "\u{2029}": return self == .yaml || self == .json
        case "\u{85}": return self == .yaml
        default: return false
        }
    }

    /// The length in bytes of the line break that starts at `offset` of UTF-8 text (CR LF is one break), or 0.
    func breakLength(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch bytes[offset] {
        case 0x0A: return 1
        case 0x0D: return ends("\r") ? (offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1) : 0
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 && ends("\u{85}") ? 2 : 0
        case 0xE2:
            guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80, bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 else { return 0 }
            return ends("\u{2028}") ? 3 : 0
        default: return 0
        }
    }

    /// The length in bytes of the line break that ends just before `offset` (a line's start), or 0.
    func lengthOfBreak(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        for length in [2, 3, 1] where offset - length >= 0 && breakLength(at: offset - length, in: bytes) == length { return length }
        return 0
    }

    /// The number of lines of a file's text (UTF-8, or UTF-16 as `decodedText` and libxml2 read it).
    func lineCount(_ data: Data) -> Int {
        if let text = utf16Text(data) { return lines(text.unicodeScalars).starts.count }
        // UTF-8 is counted in place: in valid UTF-8, C2 85 is only ever NEL and E2 80 A8/A9 only LS/PS.
        return data.withUnsafeBytes { raw in
            var count = 1
            forEachLineStart(in: raw.bindMemory(to: UInt8.self)) { _ in count += 1 }
            return count
        }
    }

    /// Calls `body` with the byte offset where each line after the first starts, in UTF-8 text from `start`.
    func forEachLineStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, _ body: (Int) -> Void) {
        var offset = start
        while offset < bytes.count {
            let length = breakLength(at: offset, in: bytes)
            if length > 0 { body(offset + length) }
            offset += max(length, 1)
        }
    }

    /// Where the lines of a text start and end (the first scalar of their break, or the text's end), in scalars.
    func lines(_ scalars: String.UnicodeScalarView) -> (starts: [Int], ends: [Int]) {
        var lineStarts = [0], lineEnds: [Int] = []
        var offset = 0
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            if ends(scalar) {
                if scalar == "\n", previous == "\r", ends("\r") {
                    lineStarts[lineStarts.count - 1] = offset + 1
                } else {
                    lineEnds.append(offset)
                    lineStarts.append(offset + 1)
                }
            }
            offset += 1
            previous = scalar
        }
        lineEnds.append(offset)
        return (lineStarts, lineEnds)
    }
}

/// The encoding of a file written in UTF-16: with a byte order mark (as `decodedText` reads it), or without one
/// when it starts with `<` (an XML declaration, which libxml2 reads so). Nil for any other file.
func utf16Encoding(_ data: Data) -> String.Encoding? {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return .utf16 }
    if data.starts(with: [0x3C, 0x00]) { return .utf16LittleEndian }
    if data.starts(with: [0x00, 0x3C]) { return .utf16BigEndian }
    return nil
}

/// The text of a file written in UTF-16, without its byte order mark; a trailing odd byte is left out, as libxml2
/// leaves it. Nil for a file that is not UTF-16.
func utf16Text(_ data: Data) -> String? {
    guard let encoding = utf16Encoding(data), let text = String(data: data.prefix(data.count & ~1), encoding: encoding) else { return nil }
    return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
}
