/// Text widths without fonts: the advance widths of Helvetica/Arial (in em, as in their AFM metrics), grouped, which
/// is close enough for the sans-serif faces of UI exports to tell which shapes lie beneath a label.
enum TextMetrics {
    private static let narrow: Set<Character> = ["i", "j", "l", "I", "!", "'", "|", ".", ",", ":", ";", "`"]
    private static let slim: Set<Character> = ["f", "t", "r", " ", "(", ")", "[", "]", "-", "/", "\\", "\""]
    private static let wide: Set<Character> = ["m", "w", "M", "W", "@", "%"]

    /// The estimated advance width of `text` at `fontSize`, 7 % wider when bold (weight ≥ 600).
    static func width(of text: String, fontSize: Double, weight: Int) -> Double {
        var ems = 0.0
        if let ascii = asciiEms(text) {
            ems = ascii
        } else {
            for character in text { ems += Self.ems(character) }
        }
        return ems * fontSize * (weight >= 600 ? 1.07 : 1)
    }

    /// The width of each ASCII character, by the same groups as `ems(_:)`: labels are read byte by byte.
    private static let asciiWidths: [Double] = (0..<128).map { ems(Character(Unicode.Scalar(UInt8($0)))) }

    /// The sum of the characters' widths, in the same order as the general path adds them (so the same number),
    /// when `text` is ASCII; `\r\n` is one character, as in Swift.
    private static func asciiEms(_ text: String) -> Double? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var ems = 0.0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                ems += asciiWidths[Int(byte)]
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            }
            return ems
        } ?? nil
    }

    /// One character's advance width in em.
    static func ems(_ character: Character) -> Double {
        if narrow.contains(character) { return 0.25 }
        if slim.contains(character) { return 0.33 }
        if wide.contains(character) { return 0.85 }
        if character.isUppercase { return 0.68 }
        if character.isNumber { return 0.556 }
        if character.isASCII { return 0.53 }
        // CJK and other wide scripts take about a full em.
        return character.unicodeScalars.first.map { $0.value >= 0x1100 } == true ? 1 : 0.6
    }
}
