// The parser of LinearRegex: pattern text to a syntax tree, refusing what cannot run in linear time.

// MARK: - Parser

extension LinearRegex {
    /// A recursive-descent parser; recursion follows group nesting only, which is capped at `maximumDepth`.
    struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0
        private(set) var sets: [ScalarSet] = []
        private var setIndices: [ScalarSet: Int] = [:]

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        private func peek(ahead distance: Int) -> Unicode.Scalar? {
            position + distance < scalars.count ? scalars[position + distance] : nil
        }

        private func text(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }

        mutating func parse() throws -> Node {
            let tree = try parseAlternation(depth: 0)
            // Only a `)` stops the top-level alternation before the end.
            if position < scalars.count {
                throw SyntaxError(message: "unbalanced `)` at offset \(position)", offset: position)
            }
            return tree
        }

        private mutating func parseAlternation(depth: Int) throws -> Node {
            var branches = [try parseSequence(depth: depth)]
            while peek == "|" {
                position += 1
                branches.append(try parseSequence(depth: depth))
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func parseSequence(depth: Int) throws -> Node {
            var items: [Node] = []
            while let scalar = peek, scalar != "|", scalar != ")" {
                let atom = try parseAtom(depth: depth)
                items.append(try parseQuantifier(after: atom))
            }
            return .joined(items)
        }

        private mutating func node(for set: ScalarSet) -> Node {
            if let index = setIndices[set] { return .set(index) }
            sets.append(set)
            setIndices[set] = sets.count - 1
            return .set(sets.count - 1)
        }

        private mutating func node(for escaped: Escaped) -> Node {
            switch escaped {
            case .scalar(let scalar): .scalar(scalar)
            case .set(let set): node(for: set)
            case .assertion(let assertion): .assertion(assertion)
            }
        }

        private mutating func parseAtom(depth: Int) throws -> Node {
            let start = position
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case "(": return try parseGroup(at: start, depth: depth)
            case "[": return node(for: try parseClass(at: start))
            case ".": return node(for: .anyButLineBreak)
            case "^": return .assertion(.start)
            case "$": return .assertion(.end)
            case "\\": return node(for: try parseEscape(at: start))
            case "*", "+", "?":
                throw SyntaxError(message: "quantifier `\(scalar)` at offset \(start) has nothing to repeat", offset: start)
            case "{":
                position = start
                _ = try parseCounted()  // throws when the `{` starts no counted quantifier
                throw SyntaxError(message: "quantifier `\(text(start..<position))` at offset \(start) has nothing to repeat",
                                  offset: start)
            case "}":
                throw SyntaxError(message: "unescaped `}` at offset \(start); write `\\}` for a literal brace", offset: start)
            default: return .scalar(scalar)
            }
        }
    }
}

// MARK: Groups and quantifiers

extension LinearRegex.Parser {
    typealias SyntaxError = LinearRegex.SyntaxError

    /// Parses a group whose `(` is at `start` (`position` is just after it).
    mutating func parseGroup(at start: Int, depth: Int) throws -> LinearRegex.Node {
        guard depth < LinearRegex.maximumDepth else {
            throw SyntaxError(message: "groups nested deeper than \(LinearRegex.maximumDepth) at offset \(start)",
                              offset: start)
        }
        if peek == "?" { try parseGroupPrefix(at: start) }
        let body = try parseAlternation(depth: depth + 1)
        guard peek == ")" else {
            throw SyntaxError(message: "unbalanced `(` at offset \(start): no matching `)`", offset: start)
        }
        position += 1
        return body
    }

    /// Reads what follows `(?`: only `(?:` and `(?<name>` open a group this matcher can run in linear time.
    private mutating func parseGroupPrefix(at start: Int) throws {
        position += 1
        func unsupported(_ what: String, _ construct: String) -> SyntaxError {
            SyntaxError(message: "\(what) `\(construct)` at offset \(start) is not supported: w3wlint matches in linear time",
                        offset: start)
        }
        let next = peek, after = peek(ahead: 1)
        switch next {
        case ":": position += 1
        case "=": throw unsupported("lookahead", "(?=")
        case "!": throw unsupported("lookahead", "(?!")
        case ">": throw unsupported("atomic group", "(?>")
        case "<" where after == "=": throw unsupported("lookbehind", "(?<=")
        case "<" where after == "!": throw unsupported("lookbehind", "(?<!")
        case "<":
            position += 1
            try parseGroupName(at: start)
        case "#":
            throw SyntaxError(message: "comment `(?#` at offset \(start) is not supported", offset: start)
        default:
            var end = position
            while end < scalars.count, "imsxw-".unicodeScalars.contains(scalars[end]) { end += 1 }
            guard end > position else {
                throw SyntaxError(message: "unknown group syntax `\(text(start..<Swift.min(position + 1, scalars.count)))` "
                    + "at offset \(start)", offset: start)
            }
            if end < scalars.count, scalars[end] == ")" || scalars[end] == ":" { end += 1 }
            throw SyntaxError(message: "inline flags `\(text(start..<end))` at offset \(start) are not supported; "
                + "spell the cases out instead, such as `[Aa]`", offset: start)
        }
    }

    /// Reads `name>` of a named group, which is matched as a plain group.
    private mutating func parseGroupName(at start: Int) throws {
        let nameStart = position
        while let scalar = peek, Self.isASCIILetterOrDigit(scalar) {
            position += 1
        }
        let startsWithLetter = position > nameStart && !("0"..."9").contains(scalars[nameStart])
        guard startsWithLetter, peek == ">" else {
            throw SyntaxError(message: "the group name at offset \(start) must be ASCII letters and digits, starting with "
                + "a letter and closed by `>`", offset: start)
        }
        position += 1
    }

    /// Applies a quantifier following `atom`, if any.
    mutating func parseQuantifier(after atom: LinearRegex.Node) throws -> LinearRegex.Node {
        let start = position
        let bounds: (min: Int, max: Int?)
        switch peek {
        case "*": position += 1; bounds = (0, nil)
        case "+": position += 1; bounds = (1, nil)
        case "?": position += 1; bounds = (0, 1)
        case "{": bounds = try parseCounted()
        default: return atom
        }
        let written = text(start..<position)
        if peek == "?" {
            position += 1  // lazy: the same answer to "does it match?"
        } else if peek == "+" {
            throw SyntaxError(message: "possessive quantifier `\(written)+` at offset \(start) is not supported: "
                + "w3wlint matches in linear time", offset: start)
        }
        if let next = peek, "*+?{".unicodeScalars.contains(next) {
            throw SyntaxError(message: "quantifier `\(next)` at offset \(position) follows another quantifier; "
                + "wrap the repeated part in `(?:…)`", offset: position)
        }
        return .repeated(atom, min: bounds.min, max: bounds.max, offset: start)
    }

    /// Reads `{n}`, `{n,}` or `{n,m}` at `position`; any other `{` is an error rather than a literal brace.
    mutating func parseCounted() throws -> (min: Int, max: Int?) {
        let start = position
        position += 1
        let invalid = SyntaxError(message: "`{` at offset \(start) does not start a counted repetition `{n}`, `{n,}` or "
            + "`{n,m}`; write `\\{` for a literal brace", offset: start)
        guard let min = readNumber() else { throw invalid }
        var max: Int? = min
        if peek == "," {
            position += 1
            max = readNumber()
        }
        guard peek == "}" else { throw invalid }
        position += 1
        let written = position - start <= 16 ? text(start..<position) : "{…}"
        guard min <= LinearRegex.maximumCount, (max ?? 0) <= LinearRegex.maximumCount else {
            throw SyntaxError(message: "repetition count in `\(written)` at offset \(start) is larger than "
                + "\(LinearRegex.maximumCount)", offset: start)
        }
        if let max, max < min {
            throw SyntaxError(message: "repetition `\(written)` at offset \(start) has its minimum above its maximum",
                              offset: start)
        }
        return (min, max)
    }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// Reads ASCII digits; the value stops growing past a million, which is refused anyway.
    private mutating func readNumber() -> Int? {
        var value: Int?
        while let scalar = peek, ("0"..."9").contains(scalar) {
            value = Swift.min((value ?? 0) * 10 + Int(scalar.value - 48), 1_000_000)
            position += 1
        }
        return value
    }
}

// MARK: Escapes and classes

extension LinearRegex.Parser {
    /// Reads the escape whose `\` is at `start` (`position` is just after it).
    mutating func parseEscape(at start: Int) throws -> LinearRegex.Escaped {
        guard let scalar = peek else {
            throw SyntaxError(message: "pattern ends with a lone `\\` at offset \(start)", offset: start)
        }
        position += 1
        switch scalar {
        case "d": return .set(.digits)
        case "D": return .set(LinearRegex.ScalarSet.digits.inverted)
        case "w": return .set(.word)
        case "W": return .set(LinearRegex.ScalarSet.word.inverted)
        case "s": return .set(.space)
        case "S": return .set(LinearRegex.ScalarSet.space.inverted)
        case "b": return .assertion(.wordBoundary)
        case "B": return .assertion(.notWordBoundary)
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "1"..."9", "k":
            throw SyntaxError(message: "backreference `\\\(scalar)` at offset \(start) is not supported: "
                + "w3wlint matches in linear time", offset: start)
        default:
            // Other letters and digits are escapes of other dialects (`\p`, `\x`, `\A`, `\0`): refused, not guessed.
            if Self.isASCIILetterOrDigit(scalar) {
                throw SyntaxError(message: "escape `\\\(scalar)` at offset \(start) is not supported", offset: start)
            }
            return .scalar(scalar)
        }
    }

    /// Parses a class whose `[` is at `start` (`position` is just after it).
    mutating func parseClass(at start: Int) throws -> LinearRegex.ScalarSet {
        let negated = peek == "^"
        if negated { position += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard let scalar = peek else {
                throw SyntaxError(message: "unterminated class `[` at offset \(start): no matching `]`", offset: start)
            }
            // A `]` right after `[` or `[^` is literal, as in NSRegularExpression.
            if scalar == "]", !first {
                position += 1
                break
            }
            first = false
            try parseClassItem(into: &ranges)
        }
        let set = LinearRegex.ScalarSet(ranges)
        return negated ? set.inverted : set
    }

    /// Reads one scalar, escape or range of a class.
    private mutating func parseClassItem(into ranges: inout [ClosedRange<UInt32>]) throws {
        let start = position
        let low: Unicode.Scalar
        switch try parseClassAtom() {
        case .set(let set):
            ranges += set.ranges
            return
        case .assertion: preconditionFailure("parseClassAtom refuses assertions")
        case .scalar(let scalar): low = scalar
        }
        // A `-` before `]` is literal; so is one after a class escape such as `\d`.
        guard peek == "-", let after = peek(ahead: 1), after != "]" else {
            ranges.append(low.value...low.value)
            return
        }
        position += 1
        if after == "-" {
            throw SyntaxError(message: "class set operation `--` at offset \(position - 1) is not supported", offset: position - 1)
        }
        guard case .scalar(let high) = try parseClassAtom() else {
            throw SyntaxError(message: "the range at offset \(start) ends in a class escape; write `\\-` for a literal `-`",
                              offset: start)
        }
        guard low <= high else {
            throw SyntaxError(message: "range `\(text(start..<position))` at offset \(start) is out of order", offset: start)
        }
        ranges.append(low.value...high.value)
    }

    /// Reads one scalar or escape inside a class; `position` is on it.
    private mutating func parseClassAtom() throws -> LinearRegex.Escaped {
        let start = position
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "[":
            throw SyntaxError(message: "nested class `[` at offset \(start) is not supported; write `\\[` for a literal "
                + "bracket", offset: start)
        case "&" where peek == "&", "-" where peek == "-":
            throw SyntaxError(message: "class set operation `\(scalar)\(scalar)` at offset \(start) is not supported",
                              offset: start)
        case "\\":
            let escaped = try parseEscape(at: start)
            if case .assertion = escaped {
                throw SyntaxError(message: "escape `\(text(start..<position))` at offset \(start) is not supported in a "
                    + "class", offset: start)
            }
            return escaped
        default:
            return .scalar(scalar)
        }
    }
}
