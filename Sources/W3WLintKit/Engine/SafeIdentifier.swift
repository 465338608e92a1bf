/// Identifiers a repository gives (rule ids) are data, never syntax: they are limited to an alphabet that no shell,
/// completion script, workflow command, Markdown or HTML reads as anything but a word.
public enum SafeIdentifier {
    public static let maximumLength = 64
    /// What the alphabet is, for messages and docs.
    public static let alphabet = "ASCII letters, digits, `-`, `_` and `.`, starting with a letter or digit, at most \(maximumLength) characters"

    public static func isSafe(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, bytes.count <= maximumLength, isLetterOrDigit(first) else { return false }
        return bytes.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
