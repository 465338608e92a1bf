import Foundation
import FuzzSupport
import W3WLintKit

/// The located JSON parser and the design-token loader (DTCG / Tokens Studio) on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let data = Data(bytes: start, count: count)
    _ = LocatedJSONParser.parse(String(decoding: data, as: UTF8.self))
    _ = DesignTokenLoader().load(contents: data, file: "fuzz.tokens.json")
    // A JSON read for its name alone (`figma/lightTheme.json`), kept only when it holds tokens.
    _ = DesignTokenLoader().load(contents: data, file: "figma/lightTheme.json")
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; hand control to libFuzzer's driver from there.
@_cdecl("FuzzTokens_main")
public func fuzzTokensMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzTokens)
}
