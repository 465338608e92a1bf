/// `*` matches any run of characters (for names such as `brand*`).
func wildcardMatch(_ pattern: String, _ text: String) -> Bool {
    guard pattern.contains("*") else { return pattern == text }
    return GlobPattern(pattern, separator: nil).matches(text)
}

/// Path globs as config files write them, matched against a path relative to the config file's folder:
/// `**` matches any number of folders, `*` and `?` stay within one name, `[abc]` is a character class.
/// A pattern without `/` (but perhaps a trailing one, for a folder) matches at any depth (`*.json`, `generated/`),
/// as in `.gitignore`.
public func pathGlobMatch(_ pattern: String, _ path: String) -> Bool {
    var pattern = pattern
    while pattern.hasPrefix("./") { pattern.removeFirst(2) }
    if !pattern.dropLast(pattern.hasSuffix("/") ? 1 : 0).contains("/") { pattern = "**/" + pattern }
    if pattern.hasSuffix("/") { pattern += "**" }
    return GlobPattern(pattern, separator: "/").matches(path)
}

/// A glob compiled to steps and matched by following every position of the pattern at once over the text (a
/// Thompson simulation): time is the pattern's length times the text's, whatever the stars. Backtracking took
/// exponential time on a pattern of a dozen stars against a long name that almost matches.
struct GlobPattern {
    enum Step: Equatable {
        case character(Unicode.Scalar)
        /// `?`: one character, not the separator.
        case any
        /// `[…]`: one character in (or, negated, not in) the ranges.
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
        /// `*`: any run of characters without the separator.
        case star
        /// `**` at the end: any run of characters.
        case anything
        /// `**` before more pattern: nothing, or any run that ends with the separator. Compiled as this step (which
        /// may skip the next `count` steps), `anything`, then the separator.
        case optional(count: Int)
    }

    let steps: [Step]
    let separator: Unicode.Scalar?

    init(_ pattern: String, separator: Unicode.Scalar?) {
        self.separator = separator
        let p = Array(pattern.unicodeScalars)
        var steps: [Step] = []
        var index = 0
        while index < p.count {
            let c = p[index]
            if c == "*" {
                if index + 1 < p.count, p[index + 1] == "*", separator != nil {
                    // `**/` may match nothing; `**` matches across separators.
                    var next = index + 2
                    if next < p.count, p[next] == separator { next += 1 }
                    if next == p.count { steps.append(.anything) } else if let separator {
                        steps += [.optional(count: 2), .anything, .character(separator)]
                    }
                    index = next
                } else {
                    steps.append(.star)
                    index += 1
                }
            } else if c == "?" {
                steps.append(.any)
                index += 1
            } else if c == "[", let close = p[(index + 1)...].firstIndex(of: "]") {
                let members = p[(index + 1)..<close]
                let negated = members.first == "!" || members.first == "^"
                let set = Array(negated ? members.dropFirst() : members[...])
                var ranges: [ClosedRange<Unicode.Scalar>] = []
                var member = 0
                while member < set.count {
                    if member + 2 < set.count, set[member + 1] == "-" {
                        if set[member] <= set[member + 2] { ranges.append(set[member]...set[member + 2]) }
                        member += 3
                    } else {
                        ranges.append(set[member]...set[member])
                        member += 1
                    }
                }
                steps.append(.set(ranges, negated: negated))
                index = close + 1
            } else {
                steps.append(.character(c))
                index += 1
            }
        }
        self.steps = steps
    }

    func matches(_ text: String) -> Bool {
        // active[i]: the pattern's first i steps can match the text read so far.
        var active = [Bool](repeating: false, count: steps.count + 1)
        var next = active
        active[0] = true
        closeOverEmptyMatches(&active)
        for scalar in text.unicodeScalars {
            for index in next.indices { next[index] = false }
            var any = false
            for (index, step) in steps.enumerated() where active[index] {
                switch step {
                case let .character(c):
                    if c == scalar { next[index + 1] = true; any = true }
                case .any:
                    if scalar != separator { next[index + 1] = true; any = true }
                case let .set(ranges, negated):
                    if ranges.contains(where: { $0.contains(scalar) }) != negated { next[index + 1] = true; any = true }
                case .star:
                    if scalar != separator { next[index] = true; any = true }
                case .anything:
                    next[index] = true
                    any = true
                case .optional:
                    break
                }
            }
            guard any else { return false }
            swap(&active, &next)
            closeOverEmptyMatches(&active)
        }
        return active[steps.count]
    }

    /// Stars and `**` may match nothing: a position before one is also a position after it (ascending, so that
    /// one empty match leads on to the next).
    private func closeOverEmptyMatches(_ active: inout [Bool]) {
        for (index, step) in steps.enumerated() where active[index] {
            switch step {
            case .star, .anything: active[index + 1] = true
            case let .optional(count):
                active[index + 1] = true
                active[index + 1 + count] = true
            default: break
            }
        }
    }
}
