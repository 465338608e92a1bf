import Foundation
import FuzzSupport
import W3WLintKit

/// The CSS selector matcher and the rule index: the first line is a selector list, each further line an element of
/// the chain (root first) written `type.class.class#id`. The linear matcher must agree with the backtracking
/// reference (`ReferenceMatchers.swift`, linked from the tests) on chains short enough for it, and the index must
/// offer every selector that matches.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSelector(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !lines.isEmpty else { return 0 }
    let selectorText = lines.removeFirst().replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
    let selectors = CSSStyleSheet(parsing: selectorText + " { fill: red }").rules.flatMap(\.selectors)
    let chain = lines.prefix(300).map { line -> CSSElementInfo in
        var parts = line.split(separator: "#", maxSplits: 1).map(String.init)
        let id = parts.count > 1 ? parts[1] : nil
        let names = (parts.first ?? "").split(separator: ".").map(String.init)
        parts = names
        return CSSElementInfo(name: parts.first ?? "", id: id, classes: Array(parts.dropFirst()), isRoot: false)
    }
    guard !chain.isEmpty else { return 0 }
    let index = CSSSelectorIndex(selectors)
    let candidates = Set(index.candidates(for: chain[...]))
    for (position, selector) in selectors.enumerated() {
        let matched = selector.matches(chain[...])
        if matched, !candidates.contains(position) { fatalError("the index does not offer matching selector \(position)") }
        if chain.count <= 8, selector.compounds.count <= 8, matched != ReferenceSelector.matches(selector, chain[...]) {
            fatalError("linear and backtracking matchers disagree on selector \(position)")
        }
    }
    return 0
}

@_cdecl("FuzzSelector_main")
public func fuzzSelectorMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzSelector)
}
