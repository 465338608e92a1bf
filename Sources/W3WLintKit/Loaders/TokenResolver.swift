import Foundation

/// Resolves token values per mode across every token file of a run, following aliases to any depth.
struct TokenResolver {
    struct Entry: Hashable {
        var document: Int
        var token: Int
    }

    let documents: [TokenDocument]
    let modes: [String]
    private var byName: [String: [Entry]] = [:]
    private var cache: [Key: Resolved?] = [:]
    private(set) var diagnostics: [Finding] = []
    private var reported: Set<String> = []

    private struct Key: Hashable {
        var entry: Entry
        var mode: String
    }

    enum Resolved: Equatable {
        /// `origin`: the literal the value comes from, aliases followed (pairs of tokens aliasing one pair are one problem).
        case color(RGBA, origin: SourceLocation)
        case dimension(Double)
        case other(type: String?)

        var type: String? {
            switch self {
            case .color: return "color"
            case .dimension: return "dimension"
            case let .other(type): return type
            }
        }
    }

    init(documents: [TokenDocument], modes: [String]) {
        self.documents = documents
        self.modes = modes
        for (documentIndex, document) in documents.enumerated() {
            for (tokenIndex, token) in document.tokens.enumerated() {
                byName[token.name, default: []].append(Entry(document: documentIndex, token: tokenIndex))
            }
        }
    }

    func token(_ entry: Entry) -> DesignToken { documents[entry.document].tokens[entry.token] }

    /// The value of `entry` in `mode`, its aliases followed; nil when it cannot be resolved (reported).
    /// Iterative: a chain of a hundred thousand aliases is followed in linear time, on any stack.
    mutating func resolve(_ entry: Entry, mode: String) -> Resolved? {
        // The chain of aliases being followed, and where each key sits in it (a key met again closes a cycle).
        var chain: [Link] = []
        var positions: [Key: Int] = [:]
        var current = entry
        var resolved: Resolved?
        // The first link of a cycle: that link and every one after it resolve to nil, already reported.
        var cycleStart = Int.max
        following: while true {
            let key = Key(entry: current, mode: mode)
            if let cached = cache[key] {
                resolved = cached
                break
            }
            let token = self.token(current)
            if let start = positions[key] {
                // Every token in the cycle is reported at its own alias.
                let cycle = ReferenceChain.describe(chain[start...].map(\.token.name) + [token.name])
                for member in chain[start...] {
                    report("alias cycle: \(cycle)", at: member.location)
                    cache[member.key] = .some(nil)
                }
                cycleStart = start
                resolved = nil
                break
            }
            guard let value = value(of: token, in: documents[current.document], mode: mode) else {
                resolved = nil
                break
            }
            switch value {
            case let .color(rgba, location): resolved = .color(rgba, origin: location)
            case let .dimension(points, _, _, _): resolved = .dimension(points)
            case .other, .typography: resolved = .other(type: token.type)
            case let .alias(target, location), let .aliasWithAlpha(target, _, location):
                guard let targetEntry = lookup(target, mode: mode, from: documents[current.document].file) else {
                    report("unknown alias target `{\(target)}` in token `\(token.name)`: no token of that name in any token file checked", at: location)
                    resolved = nil
                    break
                }
                positions[key] = chain.count
                chain.append(Link(key: key, token: token, value: value, target: target, location: location, targetEntry: targetEntry))
                current = targetEntry
                continue following
            }
            cache[key] = .some(resolved)
            break
        }
        return unwind(chain, resolved: resolved, cycleStart: cycleStart)
    }

    /// One alias on the chain being followed.
    private struct Link {
        var key: Key
        var token: DesignToken
        var value: TokenValue
        var target: String
        var location: SourceLocation
        var targetEntry: Entry
    }

    /// Back along the chain: each alias takes its target's value (with its own alpha), unless the types disagree;
    /// the links from `cycleStart` on are a cycle's, already reported.
    private mutating func unwind(_ chain: [Link], resolved end: Resolved?, cycleStart: Int) -> Resolved? {
        var resolved = end
        for index in chain.indices.reversed() {
            let link = chain[index]
            if index >= cycleStart {
                resolved = nil
                continue
            }
            var result: Resolved?
            // Only declared types can disagree: a type read from the value's form (older formats) proves nothing.
            if let value = resolved, let declared = link.token.type, self.token(link.targetEntry).type != nil, let actual = value.type,
               Self.category(declared) != Self.category(actual),
               link.token.hasFormalType && self.token(link.targetEntry).hasFormalType || (Self.category(declared) == "color") != (Self.category(actual) == "color")
            {
                report("type mismatch: token `\(link.token.name)` is declared `\(declared)` but its alias `{\(link.target)}` is `\(actual)`", at: link.location)
                result = nil
            } else if case let .aliasWithAlpha(_, alpha, _) = link.value, case let .color(rgba, origin)? = resolved {
                result = .color(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: ColorSpaces.byte(alpha)), origin: origin)
            } else {
                result = resolved
            }
            cache[link.key] = .some(result)
            resolved = result
        }
        return resolved
    }

    /// The value of the token an alias inside a composite names (`{font.size.body}`), seen from `file`.
    mutating func resolve(alias name: String, mode: String, from file: String) -> Resolved? {
        guard let entry = lookup(name, mode: mode, from: file) else { return nil }
        return resolve(entry, mode: mode)
    }

    /// What a token writes for `mode`: its own mode value, else its value for every mode, else its first mode value.
    private func value(of token: DesignToken, in document: TokenDocument, mode: String) -> TokenValue? {
        if let own = token.modeValues.first(where: { $0.mode == mode }) { return own.value }
        if let value = token.value { return value }
        if let other = token.modeValues.first(where: { modes.contains($0.mode) }) ?? token.modeValues.first { return other.value }
        return nil
    }

    /// Types that name the same kind of value: DTCG's `fontWeight` is Tokens Studio's `fontWeights`, and the
    /// older length types (`spacing`, `sizing`, `borderRadius`) are DTCG dimensions.
    static func category(_ type: String) -> String {
        var lower = type.lowercased()
        if DesignTokenReader.dimensionTypes.contains(lower) { return "dimension" }
        if lower.hasPrefix("font"), lower.hasSuffix("s") { lower.removeLast() }
        if lower == "fontfamilie" { lower = "fontfamily" }
        return lower
    }

    /// The token an alias names, seen from `file` in `mode`: of the tokens with that name, one in a file for that
    /// mode or for every mode, nearest to `file` (same file, then the longest shared folder path).
    private func lookup(_ name: String, mode: String, from file: String) -> Entry? {
        var candidates = byName[name] ?? []
        // DTCG 2025.10 `$root` tokens are named by their group; Style Dictionary references end in `.value`.
        if candidates.isEmpty { candidates = byName[name + ".$root"] ?? [] }
        if candidates.isEmpty, name.hasSuffix(".value") { candidates = byName[String(name.dropLast(6))] ?? [] }
        guard !candidates.isEmpty else { return nil }
        let compatible = candidates.filter { documents[$0.document].mode == nil || documents[$0.document].mode == mode }
        return best(compatible.isEmpty ? candidates : compatible, mode: mode, near: file)
    }

    /// Of several definitions, the nearest to `file`, the mode's own over a shared one, the plainest file name, the first.
    func best(_ candidates: [Entry], mode: String, near file: String?) -> Entry? {
        let folder = file.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/") }
        func score(_ entry: Entry) -> (Int, Int, Int, Int, Int) {
            let document = documents[entry.document]
            var shared = 0
            if let folder {
                let other = (document.file as NSString).deletingLastPathComponent.split(separator: "/")
                while shared < min(folder.count, other.count), folder[shared] == other[shared] { shared += 1 }
            }
            return (document.file == file ? 1 : 0, shared, document.mode == mode ? 1 : 0, -document.nameWordCount, -entry.document)
        }
        return candidates.max { score($0) < score($1) }
    }

    private mutating func report(_ message: String, at location: SourceLocation) {
        guard reported.insert("\(location)|\(message)").inserted else { return }
        diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message, location: location))
    }
}
