import Foundation
import FuzzSupport
import W3WLintKit

/// The glob matcher: the first line is a pattern, the second a path. Any input must finish in time linear in
/// pattern × path (libFuzzer's timeout catches a regression to backtracking); short ones must agree with the
/// backtracking reference (`ReferenceMatchers.swift`, linked from the tests).
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
       matched != ReferenceGlob.match(Array(expanded.unicodeScalars), 0, Array(path.unicodeScalars), 0, separator: "/")
    {
        fatalError("linear and backtracking globs disagree")
    }
    return 0
}

@_cdecl("FuzzGlob_main")
public func fuzzGlobMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzGlob)
}
