import Foundation

/// A JSON value with the line and column where it starts, so that every token, colour set and resolver value
/// can be reported where a person must edit it (Foundation's `JSONSerialization` keeps no locations).
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// An object member: the key with its own location, and the value.
    public struct Member: Sendable {
        public var key: String
        public var keyLine: Int
        public var keyColumn: Int
        public var value: JSONNode
    }

    public var value: Value
    /// 1-based; columns count Unicode scalars, as the YAML loader's do.
    public var line: Int
    public var column: Int

    public var members: [Member]? {
        if case let .object(members) = value { return members }
        return nil
    }

    public var items: [JSONNode]? {
        if case let .array(items) = value { return items }
        return nil
    }

    public var string: String? {
        if case let .string(text) = value { return text }
        return nil
    }

    public var number: Double? {
        if case let .number(number) = value { return number }
        return nil
    }

    /// The last member named `key` (JSON leaves duplicates open; the last one wins, as in JavaScript).
    public subscript(key: String) -> JSONNode? {
        members?.last { $0.key == key }?.value
    }

    public func member(_ key: String) -> Member? {
        members?.last { $0.key == key }
    }

    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// Where and why a JSON text could not be read.
/// Why a file has no JSON: the `parse-error` finding to report.
struct UnreadableJSON: Error {
    var finding: Finding

    /// The finding for bytes that are neither UTF-8 nor UTF-16 text.
    static func notText(file: String) -> Finding {
        Finding(ruleID: LoaderDiagnostic.parseError, severity: .error, message: "the file is not valid UTF-8 text",
                location: SourceLocation(file: file, line: 1, column: 1))
    }
}

public struct JSONParseError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
}

/// A JSON and JSON5 reader that keeps locations. JSON5 (json5.org) adds what hand-written token files use:
/// `//` and `/* */` comments, single-quoted strings, unquoted keys, trailing commas, hexadecimal numbers,
/// leading or trailing decimal points, `+`, `Infinity` and `NaN`, and escaped line breaks in strings.
/// Strict JSON is a subset, so one reader serves both.
public struct LocatedJSONParser {
    /// Deeper nesting than this is refused instead of risking the stack; no token file comes close.
    public static let maximumDepth = 256

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    /// The comments skipped, each with the line and column of its `//` or `/*`, when the caller asked for them.
    private var comments: [(line: Int, column: Int, text: String)]?

    /// A file's JSON, or the `parse-error` finding that says why there is none (bytes that are no text, or text that is
    /// no `formatName`).
    static func parse(_ contents: Data, file: String, formatName: String = "JSON") -> Result<JSONNode, UnreadableJSON> {
        guard let text = decodedText(contents) else { return .failure(UnreadableJSON(finding: UnreadableJSON.notText(file: file))) }
        return parse(text, file: file, formatName: formatName)
    }

    /// The JSON of a file's text, or the `parse-error` finding at the place it stops being `formatName`.
    static func parse(_ text: String, file: String, formatName: String) -> Result<JSONNode, UnreadableJSON> {
        parse(text).mapError { error in
            UnreadableJSON(finding: Finding(ruleID: LoaderDiagnostic.parseError, severity: .error, message: "not valid \(formatName): \(error.message)",
                                            location: SourceLocation(file: file, line: error.line, column: error.column)))
        }
    }

    public static func parse(_ text: String) -> Result<JSONNode, JSONParseError> {
        var parser = LocatedJSONParser(scalars: Array(text.unicodeScalars))
        return parser.parseDocument()
    }

    /// The comments of a JSON or JSON5 text, where this reader skips them: each one's text (without its delimiters)
    /// and the line and column it starts at. None when the text is not JSON5.
    static func comments(_ text: String) -> [(line: Int, column: Int, text: String)] {
        var parser = LocatedJSONParser(scalars: Array(text.unicodeScalars))
        parser.comments = []
        guard case .success = parser.parseDocument() else { return [] }
        return parser.comments ?? []
    }

    private mutating func parseDocument() -> Result<JSONNode, JSONParseError> {
        do {
            skipByteOrderMark()
            try skipSpace()
            let node = try parseValue()
            try skipSpace()
            guard index == scalars.count else {
                throw error("unexpected `\(scalars[index])` after the end of the document")
            }
            return .success(node)
        } catch let error as JSONParseError {
            return .failure(error)
        } catch {
            return .failure(JSONParseError(message: "\(error)", line: 1, column: 1))
        }
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, line: line, column: column)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        // \r\n counts as one line break; a lone \r, U+2028 and U+2029 are line terminators in JSON5 too.
        if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" || (scalar == "\r" && current != "\n") {
            line += 1
            column = 1
        } else if scalar != "\r" {
            column += 1
        }
    }

    private mutating func skipByteOrderMark() {
        if current == "\u{FEFF}" { index += 1 }
    }

    private mutating func skipSpace() throws {
        while let scalar = current {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
                || scalar == "\u{A0}" || scalar == "\u{FEFF}" || scalar == "\u{2028}" || scalar == "\u{2029}"
                || scalar.properties.generalCategory == .spaceSeparator
            {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                let start = (line: line, column: column)
                advance(); advance()
                let body = index
                while let c = current, c != "\n", c != "\r", c != "\u{2028}", c != "\u{2029}" { advance() }
                keepComment(line: start.line, column: start.column, body: body..<index)
            } else if scalar == "/", peek(1) == "*" {
                let start = error("unterminated /* comment")
                advance(); advance()
                let body = index
                while true {
                    guard let c = current else { throw start }
                    if c == "*", peek(1) == "/" { break }
                    advance()
                }
                keepComment(line: start.line, column: start.column, body: body..<index)
                advance(); advance()
            } else {
                return
            }
        }
    }

    private mutating func keepComment(line: Int, column: Int, body: Range<Int>) {
        guard comments != nil else { return }
        comments!.append((line, column, String(String.UnicodeScalarView(scalars[body]))))
    }

    private mutating func parseValue() throws -> JSONNode {
        let startLine = line
        let startColumn = column
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: startLine, column: startColumn) }
        guard let scalar = current else { throw error("unexpected end of the document; expected a value") }
        switch scalar {
        case "{":
            return node(.object(try nested { try $0.parseObjectMembers() }))
        case "[":
            return node(.array(try nested { try $0.parseArrayItems() }))
        case "\"", "'":
            return node(.string(try parseString()))
        case "t", "f", "n", "I", "N":
            let word = readIdentifier()
            switch word {
            case "true": return node(.bool(true))
            case "false": return node(.bool(false))
            case "null": return node(.null)
            case "Infinity": return node(.number(.infinity))
            case "NaN": return node(.number(.nan))
            default:
                line = startLine
                column = startColumn
                throw error("unexpected `\(word.isEmpty ? String(scalar) : word)`; expected a value")
            }
        default:
            if scalar == "-" || scalar == "+" || scalar == "." || ("0"..."9").contains(scalar) {
                return node(.number(try parseNumber()))
            }
            throw error("unexpected `\(scalar)`; expected a value")
        }
    }

    private mutating func nested<T>(_ body: (inout LocatedJSONParser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func parseObjectMembers() throws -> [JSONNode.Member] {
        advance() // {
        var members: [JSONNode.Member] = []
        try skipSpace()
        while current != "}" {
            guard let scalar = current else { throw error("unexpected end of the document inside an object; expected `}`") }
            let keyLine = line
            let keyColumn = column
            let key: String
            if scalar == "\"" || scalar == "'" {
                key = try parseString()
            } else if Self.isIdentifierStart(scalar) {
                key = readIdentifier()
            } else {
                throw error("expected a key (a string) or `}`, found `\(scalar)`")
            }
            try skipSpace()
            guard current == ":" else { throw error("expected `:` after the key \"\(key)\"") }
            advance()
            try skipSpace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            try skipSpace()
            if current == "," {
                advance()
                try skipSpace()
            } else if current != "}" {
                throw error(current == nil ? "unexpected end of the document inside an object; expected `}`"
                    : "expected `,` or `}` after a member, found `\(current!)`")
            }
        }
        advance() // }
        return members
    }

    private mutating func parseArrayItems() throws -> [JSONNode] {
        advance() // [
        var items: [JSONNode] = []
        try skipSpace()
        while current != "]" {
            guard current != nil else { throw error("unexpected end of the document inside an array; expected `]`") }
            items.append(try parseValue())
            try skipSpace()
            if current == "," {
                advance()
                try skipSpace()
            } else if current != "]" {
                throw error(current == nil ? "unexpected end of the document inside an array; expected `]`"
                    : "expected `,` or `]` after an item, found `\(current!)`")
            }
        }
        advance() // ]
        return items
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "$" || scalar == "_" || scalar.properties.isAlphabetic
    }

    private mutating func readIdentifier() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = current, Self.isIdentifierStart(scalar) || ("0"..."9").contains(scalar) || scalar == "\u{200C}" || scalar == "\u{200D}" {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    private mutating func parseString() throws -> String {
        let quote = current!
        let unterminated = error("unterminated string")
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else { throw unterminated }
            if scalar == quote { advance(); break }
            if scalar == "\n" || scalar == "\r" { throw error("line break inside a string (escape it as \\n)") }
            if scalar == "\\" {
                advance()
                guard let escaped = current else { throw unterminated }
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "b": text.append("\u{08}")
                case "f": text.append("\u{0C}")
                case "v": text.append("\u{0B}")
                case "0" where !(("0"..."9").contains(peek(1) ?? " ")): text.append("\u{0}")
                case "\n", "\u{2028}", "\u{2029}": break // a line continuation
                case "\r":
                    if peek(1) == "\n" { advance() }
                case "x":
                    advance()
                    let value = try hexDigits(2)
                    text.append(Unicode.Scalar(UInt8(value)))
                    continue
                case "u":
                    advance()
                    var value = try hexDigits(4)
                    // A UTF-16 surrogate pair written as two escapes.
                    if (0xD800...0xDBFF).contains(value), current == "\\", peek(1) == "u" {
                        advance(); advance()
                        let low = try hexDigits(4)
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid UTF-16 surrogate pair in a \\u escape") }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(value) else { throw error("\\u escape of a lone surrogate") }
                    text.append(unicode)
                    continue
                default:
                    if ("1"..."9").contains(escaped) { throw error("invalid escape `\\\(escaped)` in a string") }
                    text.append(escaped) // \" \' \\ \/ and any other character stand for themselves
                }
                advance()
                continue
            }
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    private mutating func hexDigits(_ count: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let scalar = current, let digit = Int(String(scalar), radix: 16) else {
                throw error("expected \(count) hexadecimal digits in an escape")
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = error("invalid number")
        var sign = 1.0
        if current == "-" || current == "+" {
            if current == "-" { sign = -1 }
            advance()
        }
        if current == "I" {
            guard readIdentifier() == "Infinity" else { throw start }
            return sign * .infinity
        }
        if current == "N" {
            guard readIdentifier() == "NaN" else { throw start }
            return .nan
        }
        if current == "0", peek(1) == "x" || peek(1) == "X" {
            advance(); advance()
            var digits = ""
            while let scalar = current, scalar.properties.isASCIIHexDigit { digits.unicodeScalars.append(scalar); advance() }
            guard !digits.isEmpty, let value = UInt64(digits, radix: 16) else { throw start }
            return sign * Double(value)
        }
        var text = ""
        while let scalar = current, ("0"..."9").contains(scalar) || scalar == "." || scalar == "e" || scalar == "E"
            || ((scalar == "+" || scalar == "-") && (text.last == "e" || text.last == "E"))
        {
            text.unicodeScalars.append(scalar)
            advance()
        }
        // JSON5 allows `.5` and `5.`; Double(_:) needs a digit on both sides of the point.
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text += "0" }
        text = text.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
        guard !text.isEmpty, let value = Double(text) else { throw start }
        return sign * value
    }
}
