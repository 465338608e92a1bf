/// Escaping of ASCII characters for the text formats (GitHub annotations, JUnit XML, HTML), made over UTF-8 bytes:
/// no byte of another character is ASCII, so each is left as it is.
enum TextEscaping {
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
}
