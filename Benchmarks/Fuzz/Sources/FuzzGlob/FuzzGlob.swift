import Foundation
import FuzzSupport
import W3WLintKit

/// The glob matcher (#21): the first line is a pattern, the second a path. Any input must finish in time linear in
/// pattern × path (libFuzzer's timeout catches a regression to backtracking); short ones must agree with the
/// backtracking matcher it replaced.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGlob(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let pattern = parts[0]
    let path = parts.count > 1 ? parts[1] : ""
    let matched = pathGlobMatch(pattern, path)
    var expanded = pattern
    while expanded.hasPrefix("./") { expanded.removeFirst(2) }
    if !expanded.dropLast(expanded.hasSuffix("/") ? 1 : 0).contains("/") { expanded = "**/" + expanded }
    if expanded.hasSuffix("/") { expanded += "**" }
    if expanded.unicodeScalars.count <= 12, path.unicodeScalars.count <= 16,
       matched != reference(Array(expanded.unicodeScalars), 0, Array(path.unicodeScalars), 0)
    {
        fatalError("linear and backtracking globs disagree")
    }
    return 0
}

/// The matcher w3wlint used before #21 (backtracking, exponential in the stars), for short inputs only.
private func reference(_ p: [Unicode.Scalar], _ pi: Int, _ t: [Unicode.Scalar], _ ti: Int) -> Bool {
    let separator: Unicode.Scalar = "/"
    var pi = pi
    var ti = ti
    while pi < p.count {
        let c = p[pi]
        if c == "*" {
            if pi + 1 < p.count && p[pi + 1] == "*" {
                var next = pi + 2
                if next < p.count, p[next] == separator { next += 1 }
                for start in ti...t.count where start == ti || t[start - 1] == separator || next == p.count {
                    if reference(p, next, t, start) { return true }
                }
                return false
            }
            for end in ti...t.count {
                if reference(p, pi + 1, t, end) { return true }
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

@_cdecl("FuzzGlob_main")
public func fuzzGlobMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzGlob)
}
