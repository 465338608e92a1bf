/// A loaded text with the start of each line, so a loader can turn the line and column a parser reports into the
/// exact text of a value (`SourceSpan`), which a fix may then replace. Lines end at `\n` (a `\r` before it belongs
/// to the break); columns count Unicode scalars.
struct SourceText {
    let text: String
    let file: String
    private let lineStarts: [String.Index]

    init(_ text: String, file: String) {
        self.text = text
        self.file = file
        var starts = [text.unicodeScalars.startIndex]
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            index = text.unicodeScalars.index(after: index)
            if scalar == "\n" { starts.append(index) }
        }
        lineStarts = starts
    }

    /// The index of `position`, or nil outside the text (or past the end of its line).
    func index(_ position: TextPosition) -> String.Index? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        let scalars = text.unicodeScalars
        var index = lineStarts[position.line - 1]
        for _ in 1..<position.column {
            guard index < scalars.endIndex, scalars[index] != "\n" else { return nil }
            index = scalars.index(after: index)
        }
        return index
    }

    /// The line and column of `index`.
    func position(_ index: String.Index) -> TextPosition {
        let low = lineStarts.lastIndex(notAfter: index)
        let column = text.unicodeScalars.distance(from: lineStarts[low], to: index) + 1
        return TextPosition(line: low + 1, column: column)
    }

    func span(_ range: Range<String.Index>) -> SourceSpan {
        SourceSpan(file: file, start: position(range.lowerBound), end: position(range.upperBound),
                   text: String(text.unicodeScalars[range]))
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
                if scalars[end] == "\\" || scalars[end] == "\n" { return nil }
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
            while end < scalars.endIndex, !stops.contains(scalars[end]) { end = scalars.index(after: end) }
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
        while end < scalars.endIndex, !stops.contains(scalars[end]) { end = scalars.index(after: end) }
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
