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
        let kept = findings.filter { finding in
            guard finding.ruleID != LoaderDiagnostic.parseError else { return true }
            let covering = suppressions.indices.filter { suppressions[$0].covers(finding) }
            used.formUnion(covering)
            return covering.isEmpty
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
    /// The comments of an XML text (`<!-- … -->`) with the line and column of `<!--`, for suppression directives in
    /// SVG exports and Android XML. libxml2 is not asked: the directives need no parse, and a file that does not
    /// parse reports nothing to suppress anyway.
    static func xmlComments(_ data: Data) -> [(line: Int, column: Int, text: String)] {
        let bytes = [UInt8](data)
        var comments: [(Int, Int, String)] = []
        var line = 1
        var lineStart = 0
        var index = 0
        let open: [UInt8] = Array("<!--".utf8)
        let close: [UInt8] = Array("-->".utf8)
        while index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard bytes[index] == 0x3C, index + 4 <= bytes.count, Array(bytes[index..<index + 4]) == open else {
                index += 1
                continue
            }
            let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count + 1
            var end = index + 4
            while end + 3 <= bytes.count, Array(bytes[end..<end + 3]) != close { end += 1 }
            let body = bytes[(index + 4)..<min(end, bytes.count)]
            comments.append((line, column, String(decoding: body, as: UTF8.self)))
            // Lines inside the comment still count.
            for byte in body where byte == 0x0A { line += 1 }
            if let lastBreak = body.lastIndex(of: 0x0A) { lineStart = lastBreak + 1 }
            index = min(end + 3, bytes.count)
        }
        return comments
    }
}
