/// A loaded text with the start of each line, so a loader can turn the line and column a parser reports into the
/// exact text of a value (`SourceSpan`), which a fix may then replace. Lines end where the parser ends them
/// (`lineBreaks`: libyaml also at a lone CR, NEL, LS and PS); columns count Unicode scalars.
struct SourceText {
    let text: String
    let file: String
    let lineBreaks: LineBreaks
    /// The text's UTF-8 bytes and their line starts: a position and an index convert in time independent of the
    /// line's length (a JSON theme on one line made walking each line quadratic).
    private let bytes: [UInt8]
    private let columns: ScalarColumns

    init(_ text: String, file: String, lineBreaks: LineBreaks) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        self.file = file
        self.lineBreaks = lineBreaks
        bytes = Array(text.utf8)
        columns = bytes.withUnsafeBufferPointer { ScalarColumns($0, lineBreaks: lineBreaks) }
    }

    /// The index of `position`, or nil outside the text (or past the end of its line).
    func index(_ position: TextPosition) -> String.Index? {
        guard let offset = bytes.withUnsafeBufferPointer({ columns.byteOffset(of: position, in: $0) }),
              offset <= bytes.count else { return nil }
        return text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// The line and column of `index`.
    func position(_ index: String.Index) -> TextPosition {
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        return bytes.withUnsafeBufferPointer { columns.position(ofByteOffset: offset, in: $0) }
    }

    func span(_ range: Range<String.Index>) -> SourceSpan {
        let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
        let end = text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
        return SourceSpan(file: file, start: position(range.lowerBound), end: position(range.upperBound),
                          text: String(text.unicodeScalars[range]), offsets: start..<end)
    }

    /// The text of a YAML (or JSON) scalar whose parser mark is `position` and whose value is `value`: a plain
    /// scalar, or one in single or double quotes without escapes. Nil when the text there is anything else (an
    /// anchor, an alias, a tag, an escape, a block scalar): only a range that certainly holds the value is offered.
    func yamlScalarSpan(at position: TextPosition, value: String) -> SourceSpan? {
        guard let start = index(position) else { return nil }
        let scalars = text.unicodeScalars
        guard start < scalars.endIndex else { return nil }
        let first = scalars[start]
        var end = start
        if first == "\"" || first == "'" {
            end = scalars.index(after: start)
            while end < scalars.endIndex, scalars[end] != first {
                if scalars[end] == "\\" || lineBreaks.ends(scalars[end]) { return nil }
                end = scalars.index(after: end)
            }
            guard end < scalars.endIndex else { return nil }
            let content = String(scalars[scalars.index(after: start)..<end])
            end = scalars.index(after: end)
            // `''` inside single quotes is an escaped quote.
            if first == "'", end < scalars.endIndex, scalars[end] == "'" { return nil }
            guard content == value else { return nil }
        } else {
            let stops: Set<Unicode.Scalar> = ["\n", "\r", " ", "\t", ",", "]", "}", "#"]
            while end < scalars.endIndex, !stops.contains(scalars[end]), !lineBreaks.ends(scalars[end]) { end = scalars.index(after: end) }
            guard String(scalars[start..<end]) == value, !value.isEmpty else { return nil }
        }
        return span(start..<end)
    }

    /// The plain token at `position` (up to whitespace, `,`, `]`, `}` or a comment), for a JSON number.
    func plainSpan(at position: TextPosition) -> SourceSpan? {
        guard let start = index(position) else { return nil }
        let scalars = text.unicodeScalars
        let stops: Set<Unicode.Scalar> = ["\n", "\r", " ", "\t", ",", "]", "}", "/"]
        var end = start
        while end < scalars.endIndex, !stops.contains(scalars[end]), !lineBreaks.ends(scalars[end]) { end = scalars.index(after: end) }
        return end > start ? span(start..<end) : nil
    }
}

extension Array where Element: Comparable {
    /// In an ascending array whose first element is at most `value`: the index of the last element at most `value`
    /// (binary search; for line starts, the line of an offset).
    func lastIndex(notAfter value: Element) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
