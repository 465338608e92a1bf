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
/// - quantifiers `*` `+` `?`, counted `{n}` `{n,}` `{n,m}` with n, m ≤ 1000, and their lazy forms `*?` `+?` `??`
///   `{n,m}?` (the same result)
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
    enum Assertion: Sendable, Equatable {
        case start, end, wordBoundary, notWordBoundary
    }

    indirect enum Node {
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

    enum Instruction: Sendable, Equatable {
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
    struct ScalarSet: Sendable, Hashable {
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
    enum Escaped {
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
        case assertion(Assertion)
    }
}

// MARK: - Compiler

extension LinearRegex {
    /// Emits a Thompson program; counted repetitions are expanded into copies, bounded by `maximumInstructions`.
    struct Compiler {
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
    struct PikeVM {
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
