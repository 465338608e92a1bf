import Foundation
import FuzzSupport
import W3WLintKit

/// The SVG loader (libxml2 wrapper, styles, paths, transforms), the Android vector loader and Android values (with
/// their themes assembled) on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let data = Data(bytes: start, count: count)
    _ = SVGLoader().load(contents: data, file: "fuzz.svg")
    _ = AndroidVectorLoader().load(contents: data, file: "res/drawable/fuzz.xml")
    // Android values (colours, dimensions, themes), assembled into a theme and its theme-item pairs.
    var documents = AndroidValuesLoader().load(contents: data, file: "app/res/values/themes.xml").documents
    var model = DesignModel()
    _ = ThemeAssembler().assemble(&documents, into: &model)
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; hand control to libFuzzer's driver from there.
@_cdecl("FuzzSVG_main")
public func fuzzSVGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzSVG)
}
