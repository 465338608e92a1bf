import Foundation
import FuzzSupport
import W3WLintKit

/// The theme loader (YAML through Yams/libyaml, and JSON themes) on arbitrary bytes; the file name picks YAML.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let data = Data(bytes: start, count: count)
    _ = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: data, file: "fuzz.w3wtheme.yaml")
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; hand control to libFuzzer's driver from there.
@_cdecl("FuzzTheme_main")
public func fuzzThemeMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzTheme)
}
