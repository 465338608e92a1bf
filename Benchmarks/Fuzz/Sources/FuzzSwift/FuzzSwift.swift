import Foundation
import FuzzSupport
import W3WLintKit

/// The Swift reader (swift-syntax, presets, design code, use sites) and every rule on arbitrary bytes as one Swift
/// file of a target: nesting, operator chains and literals reach the evaluators as a checked file would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwift(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let data = Data(bytes: start, count: count)
    _ = Linter().check(files: [("Sources/Design/Fuzz.swift", .success(data))], workingDirectory: "/")
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; hand control to libFuzzer's driver from there.
@_cdecl("FuzzSwift_main")
public func fuzzSwiftMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzSwift)
}
