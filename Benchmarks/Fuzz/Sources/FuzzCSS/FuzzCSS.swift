import Foundation
import FuzzSupport
import W3WLintKit

/// The CSS an SVG carries: a `<style>` sheet, `style=""` declarations and paint values. The bytes are also placed
/// inside an SVG's `<style>` and `style` attribute, so the loader's own matching and cascading run on them too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSS(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start = bytes.map(UnsafeRawPointer.init) else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let sheet = CSSStyleSheet(parsing: text)
    for declaration in CSSParser.declarations(text) + sheet.rules.flatMap(\.declarations) {
        _ = CSSColorParser.paint(declaration.value)
    }
    _ = CSSColorParser.color(text)
    let escapedForAttribute = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;")
    let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><style><![CDATA[\(text.replacingOccurrences(of: "]]>", with: ""))]]></style>\
        <g class="a b" id="g"><rect class="a" width="10" height="10" style="\(escapedForAttribute)"/>\
        <path id="p" d="M0 0h24v24H0z"/><text class="b" x="1" y="2">Aa</text></g></svg>
        """
    _ = SVGLoader().load(contents: Data(svg.utf8), file: "fuzz.svg")
    // The same text as a style sheet of custom properties and rules, assembled into its theme and rule pairs.
    var documents = CSSVariablesLoader().load(contents: Data(text.utf8), file: "web/fuzz.css").documents
    var model = DesignModel()
    _ = ThemeAssembler().assemble(&documents, into: &model)
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; hand control to libFuzzer's driver from there.
@_cdecl("FuzzCSS_main")
public func fuzzCSSMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzCSS)
}
