/// An inline directive that silences rules on some lines (`# w3wlint-disable-line contrast` in YAML).
public struct Suppression: Hashable, Sendable {
    public var location: SourceLocation
    /// The rule ids silenced; nil silences every rule.
    public var rules: Set<String>?
    public var lines: ClosedRange<Int>

    public init(location: SourceLocation, rules: Set<String>?, lines: ClosedRange<Int>) {
        self.location = location
        self.rules = rules
        self.lines = lines
    }

    func covers(_ finding: Finding) -> Bool {
        finding.location.file == location.file && lines.contains(finding.location.line)
            && (rules?.contains(finding.ruleID) ?? true)
    }

    public static let unusedRuleID = "unused-suppression"

    static let unusedMetadata = RuleMetadata(
        id: unusedRuleID, name: "UnusedSuppression", kind: "suppression",
        summary: "A suppression comment that silences nothing.",
        details: "An inline `w3wlint-disable…` directive whose lines have no finding of the rules it names: the problem "
            + "was fixed or the rule id is misspelt. Left in place it would hide the next real finding.",
        help: "Remove the directive, or correct the rule id.", defaultSeverity: .warning)

    /// Drops the findings the suppressions cover and reports each suppression that covered nothing.
    static func apply(_ suppressions: [Suppression], to findings: [Finding]) -> [Finding] {
        guard !suppressions.isEmpty else { return findings }
        var used = Set<Int>()
        // Each finding is held against its own file's suppressions, those starting at or before its line (sorted by
        // first line): thousands of directives in one file cost nothing to the findings of another.
        let byFile = Dictionary(grouping: suppressions.indices, by: { suppressions[$0].location.file })
            .mapValues { $0.sorted { suppressions[$0].lines.lowerBound < suppressions[$1].lines.lowerBound } }
        let kept = findings.filter { finding in
            guard finding.ruleID != LoaderDiagnostic.parseError, let candidates = byFile[finding.location.file] else { return true }
            var covered = false
            for index in candidates {
                if suppressions[index].lines.lowerBound > finding.location.line { break }
                if suppressions[index].covers(finding) {
                    used.insert(index)
                    covered = true
                }
            }
            return !covered
        }
        let unused = suppressions.indices.filter { !used.contains($0) }.map { index -> Finding in
            let suppression = suppressions[index]
            let what = suppression.rules.map { $0.sorted().joined(separator: ", ") } ?? "all rules"
            return Finding(ruleID: unusedRuleID, severity: .warning,
                           message: "suppression of \(what) silences nothing on line\(suppression.lines.count == 1 ? "" : "s") "
                               + (suppression.lines.count == 1 ? "\(suppression.lines.lowerBound)" : "\(suppression.lines.lowerBound)-\(suppression.lines.upperBound)"),
                           location: suppression.location, properties: [("rules", .array((suppression.rules?.sorted() ?? []).map { .string($0) }))])
        }
        return kept + unused
    }

    /// Suppressions from comment texts (`w3wlint-disable-line a, b`), given each comment's line and column.
    /// `disable` runs to the matching `enable` (or the end of the file).
    static func parse(comments: [(line: Int, column: Int, text: String)], file: String, lastLine: Int) -> [Suppression] {
        var result: [Suppression] = []
        var open: [(location: SourceLocation, rules: Set<String>?)] = []
        for comment in comments {
            // Most comments are a design tool's ("Generator: …"): only those naming w3wlint are read further.
            guard PathText.contains(comment.text, "w3wlint-") else { continue }
            // The directive and its rule list are on the comment's first line; later lines are free text.
            let firstLine = comment.text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = firstLine.trimmingCharacters(in: .whitespaces)
            guard words.hasPrefix("w3wlint-") else { continue }
            let directive = words.prefix { !$0.isWhitespace }
            let list = words.dropFirst(directive.count).split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
                .prefix { $0 != "--" }  // `-- reason` ends the list, as in ESLint
            let rules: Set<String>? = list.isEmpty ? nil : Set(list)
            let location = SourceLocation(file: file, line: comment.line, column: comment.column)
            switch directive {
            case "w3wlint-disable-line": result.append(Suppression(location: location, rules: rules, lines: comment.line...comment.line))
            case "w3wlint-disable-next-line":
                result.append(Suppression(location: location, rules: rules, lines: (comment.line + 1)...(comment.line + 1)))
            case "w3wlint-disable": open.append((location, rules))
            case "w3wlint-enable":
                if let index = open.lastIndex(where: { $0.rules == rules || rules == nil }) {
                    let start = open.remove(at: index)
                    result.append(Suppression(location: start.location, rules: start.rules, lines: start.location.line...max(start.location.line, comment.line)))
                }
            default: continue
            }
        }
        for start in open {
            result.append(Suppression(location: start.location, rules: start.rules, lines: start.location.line...max(start.location.line, lastLine)))
        }
        return result
    }
}

import Foundation

extension Suppression {
    /// The number of lines of a text (line feeds + 1), counted in place.
    static func lineCount(_ data: Data) -> Int {
        data.withUnsafeBytes { raw in
            raw.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
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

    /// The rules a JSON directive names: a string or a list of strings (an empty list: every rule). Anything else
    /// (`false`, `null`, `[42]`, `{}`) is no directive: it silences nothing, and `invalidDirective` says so.
    static func ruleList(_ directive: JSONNode) -> Set<String>?? {
        if let rule = directive.string { return .some([rule]) }
        guard let items = directive.items else { return nil }
        let names = items.compactMap(\.string)
        guard names.count == items.count else { return nil }
        return .some(names.isEmpty ? nil : Set(names))
    }

    /// The finding for a `$extensions.w3wlint.disable` that is neither a rule id nor a list of them.
    static func invalidDirective(_ directive: JSONNode, file: String) -> Finding {
        Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                message: "`$extensions.w3wlint.disable` takes a rule id or a list of rule ids (an empty list: every rule); "
                    + "this one silences nothing",
                location: SourceLocation(file: file, line: directive.line, column: directive.column))
    }

    /// A JSON file's top-level directive node, when it has one.
    static func jsonFileDirectiveNode(_ data: Data, file: String) -> JSONNode? {
        guard data.range(of: Data("w3wlint".utf8)) != nil, case let .success(root) = LocatedJSONParser.parse(data, file: file) else { return nil }
        return root["$extensions"]?["w3wlint"]?["disable"]
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
            var lineStart = 0
            var index = 0
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
}
