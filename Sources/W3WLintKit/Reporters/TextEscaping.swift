/// Escaping of ASCII characters for the text formats (GitHub annotations, JUnit XML, HTML), made over UTF-8 bytes:
/// no byte of another character is ASCII, so each is left as it is.
public enum TextEscaping {
    /// `text` with each byte that `replacement` maps replaced by what it gives (an empty string drops the byte); the
    /// text itself when no byte is mapped, as nearly always. `replacement` must map ASCII bytes only.
    static func replacingASCII(in text: String, _ replacement: (UInt8) -> String?) -> String {
        guard text.utf8.contains(where: { replacement($0) != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 32)
        for byte in text.utf8 {
            if let replaced = replacement(byte) { bytes += replaced.utf8 } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The entity of a markup character (`&`, `<`, `>`, `"`, and `'` as the format writes it), else nil.
    static func markupEntity(_ byte: UInt8, apostrophe: String) -> String? {
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return apostrophe
        default: return nil
        }
    }

    /// `text` with every control character shown as an escape (`\n`, `\r`, `\t`, `\u001B`, C1 controls as
    /// `\u0085`, line separators and bidirectional controls as `\u2028`, `\u202E`, a file name's bytes that are not
    /// UTF-8 as `\xFF`): a file name, YAML key or colour name that carries a line break or a terminal escape cannot start
    /// a line of its own in a report (a forged `file:line: error:` or `::error` command) or drive the terminal.
    /// The text itself when it has none, as nearly always.
    public static func visible(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xF4 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            // C0 and C1 controls, line and paragraph separators, and the bidirectional controls that reorder what a
            // reader sees (a file name that displays as another).
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                if RawPathBytes.isEscape(scalar) {
                    // A byte of a file name that is not UTF-8.
                    out += "\\x" + String(RawPathBytes.encode(String(scalar))[0], radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether a line starting with `text` would be read by GitHub Actions as a workflow command: the runner takes
    /// a line whose first characters after blanks are `::` as one (`::error`, `::stop-commands::`).
    static func startsLikeCommand<Text: StringProtocol>(_ text: Text) -> Bool {
        text.utf8.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).starts(with: "::".utf8)
    }

    /// A path shown at the start of a line (`path:line:column: …`), with `./` before it when it would start a
    /// workflow command: the same file, and a line no CI reads as a command.
    public static func pathAtLineStart(_ path: String) -> String {
        startsLikeCommand(path) ? "./" + path : path
    }

    /// `text` with a `\` before the `::` of every line that would start a workflow command (a pack's description,
    /// an error quoting a value): the text stays readable and no line of it is a command.
    public static func commandSafeLines(_ text: String) -> String {
        guard text.utf8.count >= 2, text.contains("::") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard startsLikeCommand(line) else { return String(line) }
            let blanks = line.prefix(while: { $0 == " " || $0 == "\t" })
            return blanks + "\\" + line.dropFirst(blanks.count)
        }.joined(separator: "\n")
    }

    /// `text` with its control characters escaped but its line feeds kept (a long text of several paragraphs).
    public static func visibleLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n")
    }
}
