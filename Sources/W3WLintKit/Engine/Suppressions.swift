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

    static let unusedDescription = RuleDescription(
        id: unusedRuleID, name: "UnusedSuppression", kind: "suppression",
        summary: "A suppression comment that silences nothing.",
        details: "An inline `w3wlint-disable…` directive whose lines have no finding of the rules it names: the problem "
            + "was fixed or the rule id is misspelt. Left in place it would hide the next real finding.",
        help: "Remove the directive, or correct the rule id.", severity: .warning)

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

    /// The suppressions in a file's comments, read only when the file names w3wlint (most never do).
    static func inComments(of data: Data, syntax: CommentSyntax, file: String) -> [Suppression] {
        let isUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        guard isUTF16 || contains(data, "w3wlint-") else { return [] }
        return parse(comments: syntax.comments(in: data), file: file, lastLine: lineCount(data))
    }

    /// Whether the bytes hold `text`, searched in place (`Data.range(of:)` copied a 19 MB drawing first).
    static func contains(_ data: Data, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        return data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, !needle.isEmpty, raw.count >= needle.count else { return false }
            return needle.withUnsafeBytes { wanted in
                // memchr to each candidate first byte, then compare: at most the needle's length a byte.
                var offset = 0
                while let hit = memchr(base + offset, Int32(needle[0]), raw.count - needle.count + 1 - offset) {
                    if memcmp(hit, wanted.baseAddress!, needle.count) == 0 { return true }
                    offset = UnsafeRawPointer(hit) - base + 1
                    if offset > raw.count - needle.count { return false }
                }
                return false
            }
        }
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
            let firstLine = comment.text.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
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
    /// The number of lines of a text, counted in place: at least as many as any loader counts, so that a directive
    /// for the whole file reaches its last finding.
    static func lineCount(_ data: Data) -> Int {
        // Every line break some loader counts: LF, CR LF, a lone CR (libyaml, swift-syntax, JSON), NEL, LS and PS (libyaml).
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var count = 1
            for (offset, byte) in bytes.enumerated() {
                switch byte {
                case 0x0A: count += 1
                case 0x0D where offset + 1 == bytes.count || bytes[offset + 1] != 0x0A: count += 1
                case 0x85 where offset > 0 && bytes[offset - 1] == 0xC2: count += 1
                case 0xA8 where offset > 1 && bytes[offset - 1] == 0x80 && bytes[offset - 2] == 0xE2: count += 1
                case 0xA9 where offset > 1 && bytes[offset - 1] == 0x80 && bytes[offset - 2] == 0xE2: count += 1
                default: break
                }
            }
            return count
        }
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
        guard contains(data, "w3wlint"), case let .success(root) = LocatedJSONParser.parse(data, file: file) else { return nil }
        return root["$extensions"]?["w3wlint"]?["disable"]
    }
}
