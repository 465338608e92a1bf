// Hand-written: Foundation's Regex and NSRegularExpression backtrack; a pattern from a repository must run in linear time.

/// A regular expression matched by simulating its Thompson NFA with a Pike VM (as RE2 does), never by backtracking:
/// matching takes O(pattern size × text length) whatever the pattern, so a `pattern` rule's regex, read from a
/// repository's configuration, cannot stall a run (`^(a|aa)+$` is as quick as `^a+$`).
///
/// Supported subset:
/// - literals: any Unicode scalar; `\` before a scalar that is not an ASCII letter or digit makes it literal
///   (`\.` `\\` `\-` `\{` `\(`)
/// - `.`: any scalar except a line break (`\n`, `\r`, U+000B, U+000C, U+0085, U+2028, U+2029)
/// - classes `[abc]`, ranges `[a-z]`, negation `[^…]`, with escapes inside; `]` first and `-` first or last are literal
/// - `\d` `\D` `\w` `\W` `\s` `\S` in their ASCII meaning (`\w` is `[A-Za-z0-9_]`, `\s` is space, `\t` `\n` `\r`,
///   U+000B and U+000C); `\n` `\t` `\r`
/// - anchors `^` and `$`: the start and end of the whole text (no multiline mode; `$` does not match before a final
///   line break); word boundaries `\b` `\B` (between a `\w` and a non-`\w` scalar)
/// - groups `(…)`, `(?:…)` and `(?<name>…)` (nothing is captured); alternation `|`
/// - quantifiers `*` `+` `?`, lazy `*?` `+?` `??` (the same result), counted `{n}` `{n,}` `{n,m}` with n, m ≤ 1000
///
/// Rejected with a `SyntaxError`: backreferences (`\1`, `\k<name>`), lookahead and lookbehind (`(?=` `(?!` `(?<=`
/// `(?<!`), atomic groups `(?>`, possessive quantifiers (`*+` `++` `?+` `{n}+`), inline flags (`(?i)`), comments
/// `(?#…)`, other escapes (`\p{…}`, `\x41`, `\A`), nested classes and set operations (`[[a]]`, `&&`, `--`), a `{` or `}`
/// outside a counted quantifier, a quantifier on a quantifier (`a**`), patterns over 10,000 scalars, groups nested
/// over 100 deep and patterns that expand to over 20,000 instructions.
struct LinearRegex: Sendable, Equatable {
    /// Why a pattern was refused; `message` names the construct and its offset.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let message: String
        /// Where the construct starts, in Unicode scalars from the start of the pattern.
        let offset: Int
        var description: String { message }
    }

    static let maximumPatternLength = 10_000
    static let maximumCount = 1_000
    static let maximumInstructions = 20_000
    static let maximumDepth = 100

    let pattern: String
    private let program: [Instruction]
    /// The classes `Instruction.set` points into: instructions stay trivial values and copies share one set.
    private let sets: [ScalarSet]

    /// Compiles `pattern`, or throws a `SyntaxError` naming the offending construct and its offset.
    init(_ pattern: String) throws {
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.count <= Self.maximumPatternLength else {
            throw SyntaxError(message: "pattern is \(scalars.count) characters long; at most "
                + "\(Self.maximumPatternLength) are supported", offset: Self.maximumPatternLength)
        }
        var parser = Parser(scalars: scalars)
        let tree = try parser.parse()
        var compiler = Compiler()
        try compiler.compile(tree)
        try compiler.emit(.match)
        self.pattern = pattern
        program = compiler.program
        sets = parser.sets
    }

    /// True when the regex matches somewhere in `text` (like `NSRegularExpression.firstMatch != nil`).
    func matches(_ text: String) -> Bool {
        var machine = PikeVM(program: program, sets: sets, input: Array(text.unicodeScalars))
        return machine.run()
    }
}

// MARK: - Syntax tree and program

extension LinearRegex {
    fileprivate enum Assertion: Sendable, Equatable {
        case start, end, wordBoundary, notWordBoundary
    }

    fileprivate indirect enum Node {
        case empty
        case scalar(Unicode.Scalar)
        /// An index into the parser's `sets`.
        case set(Int)
        case assertion(Assertion)
        case sequence([Node])
        case alternation([Node])
        case repetition(Node, min: Int, max: Int?, offset: Int)

        /// Drops empty items so that every node but `.empty` compiles to at least one instruction: expanding
        /// `(?:(){1000}){1000}` then costs no more than the instructions it emits.
        static func joined(_ items: [Node]) -> Node {
            let kept = items.filter { if case .empty = $0 { false } else { true } }
            return kept.isEmpty ? .empty : kept.count == 1 ? kept[0] : .sequence(kept)
        }

        static func repeated(_ node: Node, min: Int, max: Int?, offset: Int) -> Node {
            if case .empty = node { return .empty }
            if max == 0 { return .empty }
            if min == 1, max == 1 { return node }
            return .repetition(node, min: min, max: max, offset: offset)
        }
    }

    fileprivate enum Instruction: Sendable, Equatable {
        case scalar(Unicode.Scalar)
        /// An index into `sets`.
        case set(Int)
        /// A zero-width test of the scalars around the current position.
        case assertion(Assertion)
        /// Both targets are followed; which first only matters for captures, which are not kept.
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// A set of scalars as sorted, disjoint, non-adjacent ranges of scalar values, so membership is a binary search.
    fileprivate struct ScalarSet: Sendable, Hashable {
        let ranges: [ClosedRange<UInt32>]

        init(_ unsorted: [ClosedRange<UInt32>]) {
            var merged: [ClosedRange<UInt32>] = []
            for range in unsorted.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                    merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            ranges = merged
        }

        var inverted: ScalarSet {
            var result: [ClosedRange<UInt32>] = []
            var next: UInt32 = 0
            for range in ranges {
                if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
                next = range.upperBound + 1
            }
            if next <= 0x10FFFF { result.append(next...0x10FFFF) }
            return ScalarSet(result)
        }

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            var low = 0, high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound < value {
                    low = middle + 1
                } else if ranges[middle].lowerBound > value {
                    high = middle
                } else {
                    return true
                }
            }
            return false
        }

        static let digits = ScalarSet([48...57])
        static let word = ScalarSet([48...57, 65...90, 95...95, 97...122])
        static let space = ScalarSet([9...13, 32...32])
        /// What `.` matches: what NSRegularExpression counts as a line break is left out.
        static let anyButLineBreak = ScalarSet([10...13, 0x85...0x85, 0x2028...0x2029]).inverted
    }

    /// What an escape stands for.
    fileprivate enum Escaped {
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
        case assertion(Assertion)
    }
}

// MARK: - Parser

extension LinearRegex {
    /// A recursive-descent parser; recursion follows group nesting only, which is capped at `maximumDepth`.
    fileprivate struct Parser {
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
    fileprivate mutating func parseGroup(at start: Int, depth: Int) throws -> LinearRegex.Node {
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
        while let scalar = peek, scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
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
    fileprivate mutating func parseQuantifier(after atom: LinearRegex.Node) throws -> LinearRegex.Node {
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
    fileprivate mutating func parseCounted() throws -> (min: Int, max: Int?) {
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
        let written = position - start <= 24 ? text(start..<position) : "{…}"
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
    fileprivate mutating func parseEscape(at start: Int) throws -> LinearRegex.Escaped {
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
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                throw SyntaxError(message: "escape `\\\(scalar)` at offset \(start) is not supported", offset: start)
            }
            return .scalar(scalar)
        }
    }

    /// Parses a class whose `[` is at `start` (`position` is just after it).
    fileprivate mutating func parseClass(at start: Int) throws -> LinearRegex.ScalarSet {
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

// MARK: - Compiler

extension LinearRegex {
    /// Emits a Thompson program; counted repetitions are expanded into copies, bounded by `maximumInstructions`.
    fileprivate struct Compiler {
        private(set) var program: [Instruction] = []
        /// The outermost repetition being expanded: the count to blame when the program grows too large.
        private var repetitionOffset: Int?

        @discardableResult
        mutating func emit(_ instruction: Instruction) throws -> Int {
            guard program.count < LinearRegex.maximumInstructions else {
                let place = repetitionOffset.map { " (repetition at offset \($0))" } ?? ""
                throw SyntaxError(message: "pattern expands to more than \(LinearRegex.maximumInstructions) instructions"
                    + "\(place); use smaller repetition counts", offset: repetitionOffset ?? 0)
            }
            program.append(instruction)
            return program.count - 1
        }

        mutating func compile(_ node: Node) throws {
            switch node {
            case .empty: break
            case .scalar(let scalar): try emit(.scalar(scalar))
            case .set(let index): try emit(.set(index))
            case .assertion(let assertion): try emit(.assertion(assertion))
            case .sequence(let items):
                for item in items { try compile(item) }
            case .alternation(let branches): try compileAlternation(branches)
            case .repetition(let body, let min, let max, let offset):
                let outer = repetitionOffset
                repetitionOffset = outer ?? offset
                defer { repetitionOffset = outer }
                try compileRepetition(body, min: min, max: max)
            }
        }

        private mutating func compileAlternation(_ branches: [Node]) throws {
            var exits: [Int] = []
            for branch in branches.dropLast() {
                let split = try emit(.split(program.count + 1, -1))
                try compile(branch)
                exits.append(try emit(.jump(-1)))
                patch(split, to: program.count)
            }
            try compile(branches[branches.count - 1])
            for exit in exits { patch(exit, to: program.count) }
        }

        private mutating func compileRepetition(_ body: Node, min: Int, max: Int?) throws {
            let copies = max == nil && min > 0 ? min - 1 : min
            for _ in 0..<copies { try compile(body) }
            guard let max else {
                if min > 0 {
                    // The last required copy loops back on itself: `x+` is `x` then a split back to it.
                    let start = program.count
                    try compile(body)
                    try emit(.split(start, program.count + 1))
                } else {
                    let split = try emit(.split(program.count + 1, -1))
                    try compile(body)
                    try emit(.jump(split))
                    patch(split, to: program.count)
                }
                return
            }
            // Each optional copy may be skipped to the end: `x{1,3}` is `x(?:x(?:x)?)?` flattened.
            var exits: [Int] = []
            for _ in 0..<(max - min) {
                exits.append(try emit(.split(program.count + 1, -1)))
                try compile(body)
            }
            for exit in exits { patch(exit, to: program.count) }
        }

        private mutating func patch(_ index: Int, to target: Int) {
            switch program[index] {
            case .split(let first, _): program[index] = .split(first, target)
            case .jump: program[index] = .jump(target)
            default: preconditionFailure("only splits and jumps have targets to patch")
            }
        }
    }
}

// MARK: - Pike VM

extension LinearRegex {
    /// Runs every thread in lockstep over the text: each instruction joins the thread list at most once per
    /// position, which bounds the work by program size × text length and ends empty loops such as `(a*)*`.
    fileprivate struct PikeVM {
        let program: [Instruction]
        let sets: [ScalarSet]
        let input: [Unicode.Scalar]
        /// The generation (one per position) in which each instruction last joined a list: a sparse set cleared in O(1).
        private var marks: [Int]
        private var generation = 0
        /// The epsilon closure's work list: explicit, so that no pattern drives recursion.
        private var stack: [Int] = []

        init(program: [Instruction], sets: [ScalarSet], input: [Unicode.Scalar]) {
            self.program = program
            self.sets = sets
            self.input = input
            marks = Array(repeating: 0, count: program.count)
        }

        mutating func run() -> Bool {
            var current: [Int] = [], next: [Int] = []
            current.reserveCapacity(program.count)
            next.reserveCapacity(program.count)
            generation = 1
            if addThread(from: 0, at: 0, into: &current) { return true }
            for position in input.indices {
                generation += 1
                next.removeAll(keepingCapacity: true)
                let scalar = input[position]
                for pc in current where accepts(pc, scalar) {
                    if addThread(from: pc + 1, at: position + 1, into: &next) { return true }
                }
                // Search semantics: a match may also start at the next position.
                if addThread(from: 0, at: position + 1, into: &next) { return true }
                swap(&current, &next)
            }
            return false
        }

        private func accepts(_ pc: Int, _ scalar: Unicode.Scalar) -> Bool {
            switch program[pc] {
            case .scalar(let expected): expected == scalar
            case .set(let index): sets[index].contains(scalar)
            default: false
            }
        }

        /// Adds the threads reachable from `start` without consuming a scalar; true when one of them matches.
        private mutating func addThread(from start: Int, at position: Int, into list: inout [Int]) -> Bool {
            stack.append(start)
            while let pc = stack.popLast() {
                guard marks[pc] != generation else { continue }
                marks[pc] = generation
                switch program[pc] {
                case .match:
                    stack.removeAll(keepingCapacity: true)
                    return true
                case .jump(let target): stack.append(target)
                case .split(let first, let second):
                    stack.append(second)
                    stack.append(first)
                case .assertion(let assertion):
                    if holds(assertion, at: position) { stack.append(pc + 1) }
                case .scalar, .set: list.append(pc)
                }
            }
            return false
        }

        private func holds(_ assertion: Assertion, at position: Int) -> Bool {
            switch assertion {
            case .start: position == 0
            case .end: position == input.count
            case .wordBoundary: isWord(at: position - 1) != isWord(at: position)
            case .notWordBoundary: isWord(at: position - 1) == isWord(at: position)
            }
        }

        private func isWord(at index: Int) -> Bool {
            index >= 0 && index < input.count && ScalarSet.word.contains(input[index])
        }
    }
}
