import Foundation
import FuzzSupport
import W3WLintKit

/// The SVG loader (libxml2 wrapper, styles, paths, transforms) and the Android vector loader on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let data = Data(bytes: start, count: count)
    _ = SVGLoader().load(contents: data, file: "fuzz.svg")
    _ = AndroidVectorLoader().load(contents: data, file: "res/drawable/fuzz.xml")
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; hand control to libFuzzer's driver from there.
@_cdecl("FuzzSVG_main")
public func fuzzSVGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzSVG)
}
