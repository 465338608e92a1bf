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

    /// The rules as keys of a lookup: each rule named, or nil for every rule.
    fileprivate var ruleKeys: [String?] { rules.map { $0.map(Optional.some) } ?? [nil] }

    public static let unusedRuleID = "unused-suppression"

    static let unusedDescription = RuleDescription(
        id: unusedRuleID, name: "UnusedSuppression", kind: "suppression",
        summary: "A suppression comment that silences nothing.",
        details: "An inline `w3wlint-disable…` directive whose lines have no finding of the rules it names: the problem "
            + "was fixed or the rule id is misspelt. Left in place it would hide the next real finding.",
        help: "Remove the directive, or correct the rule id.", severity: .warning)

    /// Drops the findings the suppressions cover and reports each suppression that covered nothing. Both are looked
    /// up by binary search (lines per file and rule), so thousands of directives and findings in a file cost
    /// O((directives + findings) log findings), not their product.
    static func apply(_ suppressions: [Suppression], to findings: [Finding]) -> [Finding] {
        guard !suppressions.isEmpty else { return findings }
        var silenced: [RuleLines: [ClosedRange<Int>]] = [:]
        for suppression in suppressions {
            for rule in suppression.ruleKeys { silenced[RuleLines(file: suppression.location.file, rule: rule), default: []].append(suppression.lines) }
        }
        let cover = silenced.mapValues(LineCover.init)
        // A parse error is never silenced, and does not make a directive used; files without directives are passed.
        let files = Set(suppressions.map(\.location.file))
        let silenceable = { (finding: Finding) in finding.ruleID != LoaderDiagnostic.parseError && files.contains(finding.location.file) }
        var found: [RuleLines: [Int]] = [:]
        for finding in findings where silenceable(finding) {
            for rule in [nil, finding.ruleID] { found[RuleLines(file: finding.location.file, rule: rule), default: []].append(finding.location.line) }
        }
        found = found.mapValues { $0.sorted() }
        let kept = findings.filter { finding in
            !silenceable(finding) || ![nil, finding.ruleID].contains {
                cover[RuleLines(file: finding.location.file, rule: $0)]?.contains(finding.location.line) ?? false
            }
        }
        let used = Set(suppressions.indices.filter { index in
            let suppression = suppressions[index]
            return suppression.ruleKeys.contains { rule in
                found[RuleLines(file: suppression.location.file, rule: rule)].map { Self.any($0, in: suppression.lines) } ?? false
            }
        })
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
        guard utf16Encoding(data) != nil || contains(data, "w3wlint-") else { return [] }
        return parse(comments: syntax.comments(in: data), file: file, lineBreaks: syntax.lineBreaks,
                     lastLine: syntax.lineBreaks.lineCount(data))
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
    /// `disable` runs to the matching `enable` (or to `lastLine`, the file's last); a directive's rule list ends
    /// where the format's reader ends a line (`lineBreaks`).
    static func parse(comments: [(line: Int, column: Int, text: String)], file: String, lineBreaks: LineBreaks, lastLine: Int) -> [Suppression] {
        var result: [Suppression] = []
        var open = OpenDisables()
        for comment in comments {
            // Most comments are a design tool's ("Generator: …"): only those naming w3wlint are read further.
            guard PathText.contains(comment.text, "w3wlint-") else { continue }
            // The directive and its rule list are on the comment's first line; later lines are free text. A line ends
            // where the format's reader ends it: splitting elsewhere would drop the list and silence every rule.
            let firstLine = String(String.UnicodeScalarView(comment.text.unicodeScalars.prefix { !lineBreaks.ends($0) }))
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
            case "w3wlint-disable": open.open(location, rules)
            case "w3wlint-enable":
                if let start = open.close(rules) {
                    result.append(Suppression(location: start.location, rules: start.rules, lines: start.location.line...max(start.location.line, comment.line)))
                }
            default: continue
            }
        }
        for start in open.stillOpen {
            result.append(Suppression(location: start.location, rules: start.rules, lines: start.location.line...max(start.location.line, lastLine)))
        }
        return result
    }
}

import Foundation

extension Suppression {
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
        guard utf16Encoding(data) != nil || contains(data, "w3wlint"), case let .success(root) = LocatedJSONParser.parse(data, file: file) else { return nil }
        return root["$extensions"]?["w3wlint"]?["disable"]
    }
}

/// The lines of one file's findings (or directives) of one rule; `rule` nil stands for every rule.
private struct RuleLines: Hashable {
    var file: String
    var rule: String?
}

/// Line ranges merged into sorted, disjoint ones, for a binary search.
private struct LineCover {
    private var starts: [Int] = []
    private var ends: [Int] = []

    init(_ lines: [ClosedRange<Int>]) {
        for range in lines.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let end = ends.last, range.lowerBound <= end + 1 {
                ends[ends.count - 1] = max(end, range.upperBound)
            } else {
                starts.append(range.lowerBound)
                ends.append(range.upperBound)
            }
        }
    }

    func contains(_ line: Int) -> Bool {
        guard let first = starts.first, first <= line else { return false }
        return line <= ends[starts.lastIndex(notAfter: line)]
    }
}

extension Suppression {
    /// Whether a sorted list of lines has one in `range`.
    fileprivate static func any(_ sortedLines: [Int], in range: ClosedRange<Int>) -> Bool {
        guard let first = sortedLines.first, first <= range.upperBound else { return false }
        return sortedLines[sortedLines.lastIndex(notAfter: range.upperBound)] >= range.lowerBound
    }
}

/// The `disable` directives not yet ended, each found by the `enable` that ends it in amortised constant time: the
/// last one open (for an `enable` naming no rules) or the last one naming the same rules.
private struct OpenDisables {
    private var entries: [(location: SourceLocation, rules: Set<String>?, ended: Bool)] = []
    private var all: [Int] = []
    private var byRules: [Set<String>?: [Int]] = [:]

    mutating func open(_ location: SourceLocation, _ rules: Set<String>?) {
        all.append(entries.count)
        byRules[rules, default: []].append(entries.count)
        entries.append((location, rules, false))
    }

    /// Ends the `disable` an `enable` naming `rules` (nil: none) ends, and returns it.
    mutating func close(_ rules: Set<String>?) -> (location: SourceLocation, rules: Set<String>?)? {
        let index: Int?
        if rules == nil {
            while let last = all.last, entries[last].ended { all.removeLast() }
            index = all.popLast()
        } else {
            while let last = byRules[rules]?.last, entries[last].ended { byRules[rules]?.removeLast() }
            index = byRules[rules]?.popLast()
        }
        guard let index else { return nil }
        entries[index].ended = true
        return (entries[index].location, entries[index].rules)
    }

    /// The `disable` directives no `enable` ended, in file order.
    var stillOpen: [(location: SourceLocation, rules: Set<String>?)] {
        entries.filter { !$0.ended }.map { ($0.location, $0.rules) }
    }
}
