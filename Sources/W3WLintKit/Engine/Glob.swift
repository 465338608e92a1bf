/// `*` matches any run of characters (for names such as `brand*`).
func wildcardMatch(_ pattern: String, _ text: String) -> Bool {
    guard pattern.contains("*") else { return pattern == text }
    return globMatch(Array(pattern.unicodeScalars), 0, Array(text.unicodeScalars), 0, separator: nil)
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
    return globMatch(Array(pattern.unicodeScalars), 0, Array(path.unicodeScalars), 0, separator: "/")
}

private func globMatch(_ p: [Unicode.Scalar], _ pi: Int, _ t: [Unicode.Scalar], _ ti: Int, separator: Unicode.Scalar?) -> Bool {
    var pi = pi
    var ti = ti
    while pi < p.count {
        let c = p[pi]
        if c == "*" {
            let double = pi + 1 < p.count && p[pi + 1] == "*" && separator != nil
            if double {
                // `**/` may match nothing; `**` matches across separators.
                var next = pi + 2
                if next < p.count, p[next] == separator { next += 1 }
                for start in ti...t.count where start == ti || t[start - 1] == separator || next == p.count {
                    if globMatch(p, next, t, start, separator: separator) { return true }
                }
                return false
            }
            for end in ti...t.count {
                if globMatch(p, pi + 1, t, end, separator: separator) { return true }
                if end < t.count, t[end] == separator { return false }
            }
            return false
        }
        guard ti < t.count else { return false }
        if c == "?" {
            if t[ti] == separator { return false }
        } else if c == "[", let close = p[(pi + 1)...].firstIndex(of: "]") {
            let members = p[(pi + 1)..<close]
            let negate = members.first == "!" || members.first == "^"
            let set = negate ? members.dropFirst() : members[...]
            var matched = false
            var index = set.startIndex
            while index < set.endIndex {
                if index + 2 < set.endIndex, set[index + 1] == "-" {
                    if set[index] <= t[ti], t[ti] <= set[index + 2] { matched = true }
                    index += 3
                } else {
                    if set[index] == t[ti] { matched = true }
                    index += 1
                }
            }
            guard matched != negate else { return false }
            pi = close
        } else if c != t[ti] {
            return false
        }
        pi += 1
        ti += 1
    }
    return ti == t.count
}
