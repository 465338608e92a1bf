/// Names split into lower-case words at case changes and punctuation, byte by byte, for ASCII names: token names,
/// layer names and file names are split for every element and token of a run. Callers keep a Character-based path
/// with the same rules for other names.
enum ASCIIWords {
    /// The words of `name`, or nil when it is not ASCII. Letters make words; with `digitsInWords`, digits do too and
    /// count as lower case (`primary500Hover` → primary500, hover), otherwise they separate words.
    static func split(_ name: String, digitsInWords: Bool) -> [String]? {
        name.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            var words: [String] = []
            var current: [UInt8] = []
            var previousIsLower = false
            func endWord() {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            }
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                let isDigit = digitsInWords && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard isUpper || isLower || isDigit else {
                    endWord()
                    previousIsLower = false
                    continue
                }
                if isUpper, previousIsLower { endWord() }
                current.append(isUpper ? byte + 32 : byte)
                previousIsLower = isLower || isDigit
            }
            endWord()
            return words
        } ?? nil
    }
}
