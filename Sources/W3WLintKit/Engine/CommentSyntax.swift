import Foundation

/// How a format writes comments. A loader names its syntax (`Loader.commentSyntax(forFile:)`) and the engine reads
/// the suppression directives in every file's comments the same way, once: no loader parses directives.
public enum CommentSyntax: Sendable {
    /// YAML: `# …` to the end of the line.
    case hash
    /// XML: `<!-- … -->`.
    case xml
    /// CSS: `/* … */`.
    case css
    /// SCSS: `/* … */` and `// …`.
    case scss
    /// Swift: `// …` and `/* … */` (nested), outside strings and `#/…/#` regex literals; `///` and `/** */` are
    /// documentation, not directives.
    case swift
    /// JSON5's `// …` and `/* … */`, which w3wlint's JSON reader takes in every JSON file it reads.
    case json

    /// How the format's reader counts lines.
    var lineBreaks: LineBreaks {
        switch self {
        case .hash: return .yaml
        case .swift: return .swift
        case .json: return .json
        case .xml, .css, .scss: return .lineFeeds
        }
    }

    /// Each comment's text (without its delimiters) and the line and column where it starts, in file order.
    func comments(in data: Data) -> [(line: Int, column: Int, text: String)] {
        if case .xml = self {
            // The scan reads UTF-8 bytes; libxml2 reads a UTF-16 drawing too, so its directives are read from the text.
            return utf16Text(data).map { Self.xmlComments(Data($0.utf8)) } ?? Self.xmlComments(data)
        }
        guard let text = decodedText(data) else { return [] }
        switch self {
        case .hash: return Self.yamlComments(text)
        case .css: return Self.cssComments(text, lineComments: false)
        case .scss: return Self.cssComments(text, lineComments: true)
        case .swift: return Self.swiftComments(text)
        case .json: return LocatedJSONParser.comments(text)
        case .xml: return []
        }
    }

    /// The comments of a style sheet (`/* … */`, and `// …` to the end of the line in SCSS, not after `:` or `(` as
    /// in `url(http://…)` and `url(//cdn…)`), with the line and column where each starts; strings are skipped. One pass, linear.
    static func cssComments(_ text: String, lineComments: Bool) -> [(line: Int, column: Int, text: String)] {
        var comments: [(line: Int, column: Int, text: String)] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var column = 1
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\", index + 1 < scalars.count { advance() } else if scalar == open || scalar == "\n" { quote = nil }
                previous = scalar
                advance()
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "/", next == "*" || (lineComments && next == "/" && previous != ":" && previous != "(") {
                let (startLine, startColumn) = (line, column)
                let block = next == "*"
                advance(); advance()
                var body = String.UnicodeScalarView()
                while index < scalars.count {
                    if block, scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { advance(); advance(); break }
                    if !block, scalars[index] == "\n" { break }
                    body.append(scalars[index])
                    advance()
                }
                comments.append((startLine, startColumn, String(body)))
                previous = " "
                continue
            }
            if scalar == "\"" || scalar == "'" { quote = scalar }
            previous = scalar
            advance()
        }
        return comments
    }

    /// The comments of a YAML text with their line and column, for suppression directives: each `#` that libyaml
    /// skips as a comment, that is one outside all its tokens (a `#` in a quoted, plain or block scalar, a tag or an
    /// anchor is text). Lines and columns are libyaml's: columns count Unicode scalars, and lines end as
    /// `LineBreaks.yaml` says. None when libyaml cannot scan the text.
    static func yamlComments(_ text: String) -> [(line: Int, column: Int, text: String)] {
        guard let tokens = YAMLTokenSpans.spans(text) else { return [] }
        let breaks = LineBreaks.yaml
        var comments: [(Int, Int, String)] = []
        let scalars = Array(text.unicodeScalars)
        var line = 1
        var column = 0
        var token = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if breaks.ends(scalar) {
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                (line, column) = (line + 1, 0)
                continue
            }
            column += 1
            guard scalar == "#" else { continue }
            while token < tokens.count, tokens[token].upperBound < index { token += 1 }
            if token < tokens.count, tokens[token].contains(index - 1) { continue }
            let start = index
            while index < scalars.count, !breaks.ends(scalars[index]) { index += 1 }
            comments.append((line, column, String(String.UnicodeScalarView(scalars[start..<index]))))
        }
        return comments
    }

    /// The comments of an XML text (`<!-- … -->`) with the line and column of `<!--`, for suppression directives in
    /// SVG exports and Android XML. libxml2 is not asked: the directives need no parse, and a file that does not
    /// parse reports nothing to suppress anyway.
    static func xmlComments(_ data: Data) -> [(line: Int, column: Int, text: String)] {
        // Read in place: every SVG is scanned, and most have no comment at all.
        data.withUnsafeBytes { raw -> [(line: Int, column: Int, text: String)] in
            let bytes = raw.bindMemory(to: UInt8.self)
            let count = bytes.count
            var comments: [(line: Int, column: Int, text: String)] = []
            var line = 1
            // A byte order mark takes no column, as libxml2 counts columns.
            var lineStart = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            var index = lineStart
            func isClose(_ at: Int) -> Bool {
                at + 3 <= count && bytes[at] == 0x2D && bytes[at + 1] == 0x2D && bytes[at + 2] == 0x3E
            }
            // Jump from one `<!--` to the next (memchr for `<`); only the bytes before a comment are scanned for
            // line feeds, and nothing after the last one.
            func nextOpen(from start: Int) -> Int? {
                guard let base = bytes.baseAddress else { return nil }
                var probe = start
                while probe < count, let hit = memchr(base + probe, 0x3C, count - probe) {
                    let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                    if at + 4 <= count, bytes[at + 1] == 0x21, bytes[at + 2] == 0x2D, bytes[at + 3] == 0x2D { return at }
                    probe = at + 1
                }
                return nil
            }
            while index < count {
                guard let open = nextOpen(from: index) else { break }
                while index < open {
                    if bytes[index] == 0x0A {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                // Columns count Unicode scalars (as decoded, invalid sequences repaired).
                let before = UnsafeBufferPointer(rebasing: bytes[lineStart..<index])
                let column = before.allSatisfy { $0 < 0x80 } ? before.count + 1
                    : String(decoding: before, as: UTF8.self).unicodeScalars.count + 1
                var end = index + 4
                while end + 3 <= count, !isClose(end) { end += 1 }
                // An unclosed comment runs to two bytes before the end (where no `-->` can start any more).
                let body = UnsafeBufferPointer(rebasing: bytes[(index + 4)..<min(end, count)])
                comments.append((line, column, String(decoding: body, as: UTF8.self)))
                // Lines inside the comment still count.
                for (offset, byte) in body.enumerated() where byte == 0x0A {
                    line += 1
                    lineStart = index + 4 + offset + 1
                }
                index = min(end + 3, count)
            }
            return comments
        }
    }

    /// The comments of Swift source outside string literals (raw, multi-line and interpolated ones too); one pass,
    /// linear. Written by hand because swift-syntax is not in every build (the `SwiftSources` trait) and a file
    /// without design is not parsed at all.
    static func swiftComments(_ text: String) -> [(line: Int, column: Int, text: String)] {
        var scanner = SwiftCommentScanner(scalars: Array(text.unicodeScalars))
        scanner.scan()
        return scanner.comments
    }
}

/// One pass over Swift source, with a stack of what encloses the current scalar: code (and the parentheses open in
/// it, so an interpolation's `)` is told from its own) or a string literal (its `#`s and whether it is multi-line).
private struct SwiftCommentScanner {
    enum Context { case code(parentheses: Int), string(hashes: Int, multiline: Bool) }

    let scalars: [Unicode.Scalar]
    var comments: [(line: Int, column: Int, text: String)] = []
    private var index = 0
    private var line = 1
    private var column = 1
    private var stack: [Context] = [.code(parentheses: 0)]

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func scan() {
        while index < scalars.count {
            switch stack[stack.count - 1] {
            case let .code(parentheses): code(parentheses: parentheses)
            case let .string(hashes, multiline): string(hashes: hashes, multiline: multiline)
            }
        }
    }

    private func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    /// The `#`s from `offset` on, counted up to `limit` (a literal's delimiter needs no more: a long run is not
    /// counted again from each `"` or `\` before it).
    private func hashes(from offset: Int, limit: Int = .max) -> Int {
        var count = 0
        while count < limit, at(offset + count) == "#" { count += 1 }
        return count
    }

    private func endsLine(_ scalar: Unicode.Scalar) -> Bool { LineBreaks.swift.ends(scalar) }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if endsLine(scalars[index]), scalars[index] != "\r" || at(1) != "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
    }

    private mutating func code(parentheses: Int) {
        let scalar = scalars[index]
        if scalar == "/", at(1) == "/" {
            comment(block: false)
        } else if scalar == "/", at(1) == "*" {
            comment(block: true)
        } else if scalar == "\"" || scalar == "#" {
            // A run of `#` is counted once: it opens a string, a regex literal, or nothing (`#if`, `#selector`).
            let count = hashes(from: 0)
            if at(count) == "\"" {
                let multiline = at(count + 1) == "\"" && at(count + 2) == "\""
                advance(count + (multiline ? 3 : 1))
                stack.append(.string(hashes: count, multiline: multiline))
            } else if count > 0, at(count) == "/" {
                regex(hashes: count)
            } else {
                advance(max(count, 1))
            }
        } else {
            if scalar == "(" {
                stack[stack.count - 1] = .code(parentheses: parentheses + 1)
            } else if scalar == ")" {
                if parentheses == 0, stack.count > 1 { stack.removeLast() } else { stack[stack.count - 1] = .code(parentheses: max(0, parentheses - 1)) }
            }
            advance()
        }
    }

    /// `// …` to the end of the line, or `/* … */` with nested ones inside; `///` and `/** */` are documentation.
    private mutating func comment(block: Bool) {
        let (startLine, startColumn) = (line, column)
        let isDocumentation = block ? at(2) == "*" && at(3) != "/" : at(2) == "/"
        advance(2)
        var depth = 1
        var body = String.UnicodeScalarView()
        while index < scalars.count {
            if !block, endsLine(scalars[index]) { break }
            if block, scalars[index] == "*", at(1) == "/" {
                depth -= 1
                if depth == 0 { advance(2); break }
            } else if block, scalars[index] == "/", at(1) == "*" {
                depth += 1
            }
            body.append(scalars[index])
            advance()
        }
        if !isDocumentation { comments.append((startLine, startColumn, String(body))) }
    }

    /// An extended regex literal, `#/…/#` (one line or several): skipped to its closing `/` and `#`s.
    private mutating func regex(hashes count: Int) {
        advance(count + 1)
        while index < scalars.count {
            if scalars[index] == "\\" {
                advance(2)
            } else if scalars[index] == "/", hashes(from: 1, limit: count) == count {
                advance(count + 1)
                return
            } else {
                advance()
            }
        }
    }

    private mutating func string(hashes count: Int, multiline: Bool) {
        let scalar = scalars[index]
        if scalar == "\\", hashes(from: 1, limit: count + 1) == count {
            // An escape; `\(` (with the literal's `#`s) opens an interpolation, which is code.
            let interpolates = at(count + 1) == "("
            advance(count + 2)
            if interpolates { stack.append(.code(parentheses: 0)) }
        } else if scalar == "\"", !multiline || (at(1) == "\"" && at(2) == "\""), hashes(from: multiline ? 3 : 1, limit: count) == count {
            advance((multiline ? 3 : 1) + count)
            stack.removeLast()
        } else {
            if endsLine(scalar), !multiline { stack.removeLast() }
            advance()
        }
    }
}
