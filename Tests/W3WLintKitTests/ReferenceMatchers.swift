import W3WLintKit

// The plain backtracking matchers that the linear glob and CSS selector matchers must agree with: the tests compare
// them on random inputs, and the fuzzers in Benchmarks/Fuzz (whose FuzzSupport links this file) on what they make.

/// A backtracking glob matcher (exponential in the stars, so for short inputs only).
enum ReferenceGlob {
    static func match(_ p: [Unicode.Scalar], _ pi: Int, _ t: [Unicode.Scalar], _ ti: Int, separator: Unicode.Scalar?) -> Bool {
        var pi = pi
        var ti = ti
        while pi < p.count {
            let c = p[pi]
            if c == "*" {
                if pi + 1 < p.count && p[pi + 1] == "*" && separator != nil {
                    var next = pi + 2
                    if next < p.count, p[next] == separator { next += 1 }
                    for start in ti...t.count where start == ti || t[start - 1] == separator || next == p.count {
                        if match(p, next, t, start, separator: separator) { return true }
                    }
                    return false
                }
                for end in ti...t.count {
                    if match(p, pi + 1, t, end, separator: separator) { return true }
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
}

/// A backtracking selector matcher (for short chains only).
enum ReferenceSelector {
    static func matches(_ selector: CSSSelector, _ chain: ArraySlice<CSSElementInfo>) -> Bool {
        let compounds = selector.compounds
        guard let last = compounds.last, let element = chain.last, compound(last, element) else { return false }
        func ancestors(_ index: Int, _ chain: ArraySlice<CSSElementInfo>, _ combinator: CSSCompoundSelector.Combinator) -> Bool {
            guard index >= 0 else { return true }
            var rest = chain
            while let candidate = rest.last {
                rest = rest.dropLast()
                if compound(compounds[index], candidate), ancestors(index - 1, rest, compounds[index].combinator) { return true }
                if combinator == .child { break }
            }
            return false
        }
        return ancestors(compounds.count - 2, chain.dropLast(), last.combinator)
    }

    static func compound(_ compound: CSSCompoundSelector, _ element: CSSElementInfo) -> Bool {
        if let type = compound.type, type != element.name { return false }
        if let id = compound.id, id != element.id { return false }
        if compound.isRoot, !element.isRoot { return false }
        return compound.classes.allSatisfy { element.classes.contains($0) }
    }
}
