/// Names split into lower-case words at case changes and punctuation, byte by byte, for ASCII names: token names,
/// layer names and file names are split for every element and token of a run; `splitCharacters` splits other names
/// by the same rules.
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
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                let isUpper = isUpperCase(byte)
                let isLower = isLowerCase(byte)
                let isDigit = digitsInWords && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard isUpper || isLower || isDigit else {
                    endWord()
                    previousIsLower = false
                    continue
                }
                if isUpper, previousIsLower || endsAnAcronym(bytes, at: index) { endWord() }
                current.append(isUpper ? byte + 32 : byte)
                previousIsLower = isLower || isDigit
            }
            endWord()
            return words
        } ?? nil
    }

    /// The same words for a name in any script, Character by Character (slower: for the few names not in ASCII).
    static func splitCharacters(_ name: String, digitsInWords: Bool) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for (index, character) in characters.enumerated() {
            guard character.isLetter || digitsInWords && character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            let endsAnAcronym = index > 0 && characters[index - 1].isUppercase && index + 1 < characters.count
                && characters[index + 1].isLowercase
                && !(characters[index + 1] == "s" && (index + 2 == characters.count || !characters[index + 2].isLowercase))
            if character.isUppercase, previousIsLower || endsAnAcronym, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// An upper-case letter after another and before a word in lower case starts that word: `ODSSpacing` is ods,
    /// spacing and `UIColorPalette` ui, color, palette; a plural `s` stays with its acronym (`IDs`, `URLsCache`).
    static func endsAnAcronym<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Bytes.Index) -> Bool where Bytes.Element == UInt8 {
        guard index != bytes.startIndex, isUpperCase(bytes[bytes.index(before: index)]) else { return false }
        let next = bytes.index(after: index)
        guard next != bytes.endIndex, isLowerCase(bytes[next]) else { return false }
        let afterNext = bytes.index(after: next)
        let isPluralS = bytes[next] == UInt8(ascii: "s") && (afterNext == bytes.endIndex || !isLowerCase(bytes[afterNext]))
        return !isPluralS
    }

    static func isUpperCase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    static func isLowerCase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
