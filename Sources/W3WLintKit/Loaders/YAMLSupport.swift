import Foundation
import Yams

/// Helpers to read a composed YAML (or JSON) document with the locations of its nodes.
struct YAMLDocument {
    let file: String

    /// A string, or a list of strings, as a list; nil for anything else.
    func strings(_ node: Node) -> [String]? {
        if let text = node.stringValue { return [text] }
        guard case let .sequence(items) = node, items.allSatisfy({ $0.stringValue != nil }) else { return nil }
        return items.compactMap(\.stringValue)
    }

    func location(_ node: Node?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(file: file, line: 1, column: 1) }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    /// Composes the text; a syntax error comes back as a `parse-error` finding at its line and column.
    static func compose(_ text: String, file: String) -> Result<Node?, ParseFailure> {
        do {
            return .success(try Yams.compose(yaml: text, typedScalarResolver))
        } catch let error as YamlError {
            return .failure(ParseFailure(finding: parseError(error, file: file)))
        } catch {
            return .failure(ParseFailure(finding: Finding(
                ruleID: LoaderDiagnostic.parseError, severity: .error, message: "cannot parse: \(error)",
                location: SourceLocation(file: file, line: 1, column: 1))))
        }
    }

    /// Yams resolves a plain scalar's tag with one regular expression per YAML 1.1 type (bool, int, float, merge,
    /// null, timestamp, value), through NSRegularExpression: seven matches for every string, a fifth of loading a
    /// large theme. This resolver matches them all in one expression and tags the scalars that match as
    /// `typedPlainScalar`; `Node.tagName` gives those their default tag. Keys compare as before: an implicit
    /// scalar's tag follows from its text under either resolver.
    static let typedPlainScalar = Tag.Name(rawValue: "tag:w3wlint.dev,2026:typed-plain-scalar")
    private static let typedScalarResolver: Resolver = {
        let defaults: [Resolver.Rule] = [.bool, .int, .float, .merge, .null, .timestamp, .value]
        let pattern = defaults.map { "(?:\($0.pattern))" }.joined(separator: "|")
        return try! Resolver.basic.appending(typedPlainScalar, pattern)
    }()

    private static func parseError(_ error: YamlError, file: String) -> Finding {
        var line = 1
        var column = 1
        var message: String
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            line = mark.line
            column = mark.column
            message = problem
            if let context { message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))" }
        case let .reader(problem, offset, _, yaml):
            message = "cannot read the text: \(problem)"
            if let offset {
                let prefix = yaml.prefix(offset)
                line = prefix.filter { $0 == "\n" }.count + 1
                column = prefix.count - (prefix.lastIndex(of: "\n").map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0) + 1
            }
        case let .duplicatedKeysInMapping(duplicates, context):
            line = context.mark.line
            column = context.mark.column
            message = "duplicate key\(duplicates.count == 1 ? "" : "s") in a mapping: \(duplicates.joined(separator: ", "))"
        default:
            message = "\(error)"
        }
        return Finding(ruleID: LoaderDiagnostic.parseError, severity: .error, message: "invalid YAML/JSON: \(message)",
                       location: SourceLocation(file: file, line: line, column: column))
    }
}

/// A syntax error, as the finding that reports it.
struct ParseFailure: Error {
    var finding: Finding
}

extension Node {
    /// The resolved YAML tag (`tag:yaml.org,2002:int` …); plain scalars are resolved by the YAML 1.1 core rules
    /// (Yams's default resolver, asked only for the scalars that are not strings).
    var tagName: Tag.Name {
        let name = Tag.Name(rawValue: tag.rawValue)
        guard name == YAMLDocument.typedPlainScalar, case let .scalar(scalar) = self else { return name }
        return Resolver.default.resolveTag(of: Node.scalar(Node.Scalar(scalar.string)))
    }

    /// A phrase naming what a node is, for "expected X, found Y" messages.
    var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case let .scalar(scalar):
            switch tagName {
            case .null: return "nothing"
            case .bool: return "a boolean"
            case .int, .float:
                // `1e309` is a number to YAML and infinite to a Double: say which number is out of range.
                return numberValue.map { $0.isFinite } ?? false ? "a number" : "`\(scalar.string.shortened(to: 40))`, a number out of range"
            default: return scalar.string.isEmpty ? "an empty string" : "a string"
            }
        }
    }

    /// The string of a scalar that YAML reads as a string (not a number, boolean or null).
    var stringValue: String? {
        guard case let .scalar(scalar) = self, tagName == .str else { return nil }
        return scalar.string
    }

    /// The number of a scalar that YAML reads as an integer or float.
    var numberValue: Double? {
        guard case let .scalar(scalar) = self else { return nil }
        switch tagName {
        // YAML 1.1 base-60 integers (`1:30`): Yams multiplies them in Int and traps on overflow
        // (`4666666666666666665:6`), so they are read here, in floating point.
        case .int where scalar.string.contains(":"): return Self.sexagesimal(scalar.string)
        case .int: return int.map(Double.init)
        case .float: return float
        default: return nil
        }
    }

    static func sexagesimal(_ text: String) -> Double? {
        var digits = Substring(text.replacingOccurrences(of: "_", with: ""))
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        var value = 0.0
        for part in digits.split(separator: ":", omittingEmptySubsequences: false) {
            guard let number = Double(part), part.allSatisfy(\.isNumber) else { return nil }
            value = value * 60 + number
        }
        return negative ? -value : value
    }

    var isNull: Bool {
        if case .scalar = self { return tagName == .null }
        return false
    }

    /// Pairs of a mapping whose keys are scalars, in file order.
    var pairs: [(key: String, keyNode: Node, value: Node)]? {
        guard case let .mapping(mapping) = self else { return nil }
        return mapping.map { (key: $0.key.scalar?.string ?? "\($0.key)", keyNode: $0.key, value: $0.value) }
    }
}

/// The closest of `candidates` to `word`, when it is close enough to be a likely typo
/// (optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours).
func closestName(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
        let d = editDistance(target, Array(candidate.lowercased()))
        if d <= max(1, target.count / 3), best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
}

/// "; did you mean `x`?" when `word` looks like a typo of one of `candidates`, else "".
public func didYouMean(_ word: String, in candidates: [String]) -> String {
    closestName(to: word, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
}

/// "unknown key `k` in <place>; did you mean `x`? (known: a, b)": the message for a key a format does not have.
func unknownKeyMessage(_ key: String, in place: String, known: [String]) -> String {
    "unknown key `\(key)` in \(place)\(didYouMean(key, in: known)) (known: \(known.joined(separator: ", ")))"
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            // A swap of two neighbours (`drak` for `dark`) is one typo.
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
