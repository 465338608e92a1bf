/// Text widths without fonts: the advance widths of Helvetica/Arial (in em, as in their AFM metrics), grouped, which
/// is close enough for the sans-serif faces of UI exports to tell which shapes lie beneath a label.
enum TextMetrics {
    private static let narrow: Set<Character> = ["i", "j", "l", "I", "!", "'", "|", ".", ",", ":", ";", "`"]
    private static let slim: Set<Character> = ["f", "t", "r", " ", "(", ")", "[", "]", "-", "/", "\\", "\""]
    private static let wide: Set<Character> = ["m", "w", "M", "W", "@", "%"]

    /// The estimated advance width of `text` at `fontSize`, 7 % wider when bold (weight ≥ 600).
    static func width(of text: String, fontSize: Double, weight: Int) -> Double {
        var ems = 0.0
        for character in text {
            if narrow.contains(character) {
                ems += 0.25
            } else if slim.contains(character) {
                ems += 0.33
            } else if wide.contains(character) {
                ems += 0.85
            } else if character.isUppercase {
                ems += 0.68
            } else if character.isNumber {
                ems += 0.556
            } else if character.isASCII {
                ems += 0.53
            } else {
                // CJK and other wide scripts take about a full em.
                ems += character.unicodeScalars.first.map { $0.value >= 0x1100 } == true ? 1 : 0.6
            }
        }
        return ems * fontSize * (weight >= 600 ? 1.07 : 1)
    }
}
