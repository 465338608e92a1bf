/// A place in a text file: 1-based line and column, columns counting Unicode scalars (as `SourceLocation`).
public struct TextPosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The exact source text of one written value: from `start` up to (not including) `end`, and the text found
/// there when the file was loaded, so an edit can verify it replaces what it means to.
public struct SourceSpan: Hashable, Sendable {
    public var file: String
    /// Where the text starts and ends as the file's reader counts lines (libyaml ends a line at NEL too): for people.
    public var start: TextPosition
    public var end: TextPosition
    public var text: String
    /// Where the text stands in UTF-8 bytes from the start of the file's text (after a byte order mark): where a fix
    /// writes, whatever characters the file's reader ends lines at.
    public var offsets: Range<Int>

    public init(file: String, start: TextPosition, end: TextPosition, text: String, offsets: Range<Int>) {
        self.file = file
        self.start = start
        self.end = end
        self.text = text
        self.offsets = offsets
    }
}

/// A number written in a file, exactly where it stands, with the points one unit of it is (1 for px, pt, dp and
/// bare numbers; 16 for rem): what a fix to a length rewrites.
public struct WrittenNumber: Hashable, Sendable {
    public var span: SourceSpan
    public var pointsPerUnit: Double

    public init(span: SourceSpan, pointsPerUnit: Double = 1) {
        self.span = span
        self.pointsPerUnit = pointsPerUnit
    }
}

/// Replace the text of `span` with `replacement`.
public struct TextEdit: Hashable, Sendable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// How a finding can be fixed: edits to source text. Unsafe fixes change the design itself (a colour) and are
/// applied only on request (`--unsafe-fixes`); safe ones move a value to the preset the finding names.
public struct Fix: Hashable, Sendable {
    /// What the fix does, for reports (`14 → 12`).
    public var description: String
    public var isUnsafe: Bool
    public var edits: [TextEdit]

    public init(description: String, isUnsafe: Bool = false, edits: [TextEdit]) {
        self.description = description
        self.isUnsafe = isUnsafe
        self.edits = edits
    }
}

/// Which preset an off-scale value moves to when it lies exactly between two (`fix-tie` option).
public enum FixTie: String, Sendable, CaseIterable {
    case larger
    case smaller

    /// The allowed value nearest to `value` among `candidates` (the nearest below and above), ties as chosen.
    public func nearest(to value: Double, among candidates: [Double]) -> Double? {
        candidates.min { a, b in
            let (da, db) = (abs(a - value), abs(b - value))
            if abs(da - db) > 1e-9 { return da < db }
            return self == .larger ? a > b : a < b
        }
    }
}

/// A number written the way its original was: the same quotes, unit suffix and number of decimals
/// (`"14"` → `"12"`, `14px` → `12px`, `5.0` → `4.0`). Nil when the original is not a plain number with optional
/// quotes and unit, or when the new value cannot be written with as many decimals.
public func rewriteNumber(_ original: String, to value: Double) -> String? {
    var body = Substring(original)
    var quote = ""
    if let first = body.first, first == "\"" || first == "'" {
        guard body.count >= 2, body.last == first else { return nil }
        quote = String(first)
        body = body.dropFirst().dropLast()
    }
    let numberEnd = body.firstIndex { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == "+")) } ?? body.endIndex
    let number = body[..<numberEnd]
    let unit = body[numberEnd...]
    guard !number.isEmpty, Double(number) != nil, unit.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    let decimals = number.firstIndex(of: ".").map { number.distance(from: $0, to: number.endIndex) - 1 } ?? 0
    var text: String
    if decimals == 0 {
        guard value == value.rounded(), abs(value) < 1e15 else {
            // A whole number in the file, a fraction wanted: write it in its shortest form.
            return quote + formatNumber(value) + unit + quote
        }
        text = String(Int64(value))
    } else {
        let scale = pow10(decimals)
        guard ((value * scale).rounded() / scale - value).magnitude < 1e-9 else { return quote + formatNumber(value) + unit + quote }
        let whole = Int64(value.rounded(.towardZero))
        let fraction = Int64(((value - Double(whole)) * scale).rounded().magnitude)
        let digits = String(fraction)
        text = "\(whole).\(String(repeating: "0", count: max(0, decimals - digits.count)))\(digits)"
    }
    if number.first == "+" { text = "+" + text }
    return quote + text + unit + quote
}

private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }

extension Fix {
    /// The fix as a JSON-like value (the JSON report's `fix`).
    public var propertyValue: PropertyValue { value(withOffsets: false) }

    /// The fix as the result cache keeps it: each edit with its byte offsets too, where `--fix` writes.
    public var cachedValue: PropertyValue { value(withOffsets: true) }

    private func value(withOffsets: Bool) -> PropertyValue {
        .object([
            ("description", .string(description)),
            ("unsafe", .bool(isUnsafe)),
            ("edits", .array(edits.map { edit in
                .object([
                    ("file", .string(edit.span.file)),
                    ("startLine", .number(Double(edit.span.start.line))), ("startColumn", .number(Double(edit.span.start.column))),
                    ("endLine", .number(Double(edit.span.end.line))), ("endColumn", .number(Double(edit.span.end.column))),
                    ("text", .string(edit.span.text)), ("replacement", .string(edit.replacement)),
                ] + (withOffsets ? [("startOffset", .number(Double(edit.span.offsets.lowerBound))),
                                    ("endOffset", .number(Double(edit.span.offsets.upperBound)))] : []))
            })),
        ])
    }

    /// A fix read back from `cachedValue`; nil when anything is missing or of the wrong type.
    public init?(cachedValue value: PropertyValue) {
        guard case let .string(description)? = value["description"], case let .bool(unsafe)? = value["unsafe"],
              case let .array(items)? = value["edits"] else { return nil }
        var edits: [TextEdit] = []
        for item in items {
            func int(_ key: String, from lowest: Double = 1) -> Int? {
                guard case let .number(n)? = item[key], n == n.rounded(), n >= lowest, n < 1e9 else { return nil }
                return Int(n)
            }
            guard case let .string(file)? = item["file"], case let .string(text)? = item["text"],
                  case let .string(replacement)? = item["replacement"], let startLine = int("startLine"),
                  let startColumn = int("startColumn"), let endLine = int("endLine"), let endColumn = int("endColumn"),
                  let startOffset = int("startOffset", from: 0), let endOffset = int("endOffset", from: 0), startOffset <= endOffset
            else { return nil }
            edits.append(TextEdit(span: SourceSpan(file: file, start: TextPosition(line: startLine, column: startColumn),
                                                   end: TextPosition(line: endLine, column: endColumn), text: text,
                                                   offsets: startOffset..<endOffset),
                                  replacement: replacement))
        }
        self.init(description: description, isUnsafe: unsafe, edits: edits)
    }
}
