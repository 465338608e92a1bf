import Foundation
import XCTest
@testable import W3WLintKit

/// `PaletteRule`: which colours of a drawing are palette verdicts (not pure white and black, tinted masks, logos,
/// placeholders or artwork), and the nearest palette colour named.
final class PaletteRuleTests: XCTestCase {
    /// Pure white and black count as palette colours unless `neutrals: false`; near-white does not.
    func testPaletteAllowsPureWhiteAndBlack() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  yellow: \"#FFEB46\"\n"
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <path d="M2 2h20v20H2z" fill="#FFFFFF"/>
          <path d="M4 4h16v16H4z" fill="#000000"/>
          <path d="M6 6h12v12H6z" fill="#FEFEFE"/>
        </svg>
        """
        let files = [("theme.w3wtheme.yaml", theme), ("icon.svg", svg)]
        XCTAssertEqual(lint(files, rules: [PaletteRule()]).findings.map { "\($0.location.line) \($0.property("color") ?? .null)" },
                       ["4 string(\"#FEFEFE\")"])
        XCTAssertEqual(lint(files, rules: [PaletteRule(options: .init().with(\.neutrals, false))]).findings.count, 3)
    }

    /// A one-colour Android vector drawable is a mask tinted where it is used: its colour is not a palette verdict,
    /// and an export that paints only `currentColor`, white or black needs no reference note.
    func testTintedMasksAndNeutralExportsAreNotJudgedByAPalette() {
        let colors = "<resources>\n  <color name=\"brand\">#0336FF</color>\n</resources>\n"
        let mask = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
            android:viewportWidth="24" android:viewportHeight="24">
          <path android:fillColor="#212121" android:pathData="M2,2h20v20h-20z"/>
          <path android:fillColor="#212121" android:pathData="M4,4h4v4h-4z"/>
        </vector>
        """
        let logo = mask.replacingOccurrences(of: "M4,4h4v4h-4z\"/>", with: "M4,4h4v4h-4z\"/>\n  <path android:fillColor=\"#FF0366\" android:pathData=\"M9,9h4v4h-4z\"/>")
        let result = lint([("app/res/values/colors.xml", colors), ("app/res/drawable/ic_mask.xml", mask),
                           ("app/res/drawable/ic_badge.xml", logo)], rules: [PaletteRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file) \($0.property("color") ?? .null)" },
                       ["app/res/drawable/ic_badge.xml string(\"#212121\")", "app/res/drawable/ic_badge.xml string(\"#212121\")",
                        "app/res/drawable/ic_badge.xml string(\"#FF0366\")"])
        let currentColor = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M4 4h16v16H4z\" fill=\"currentColor\"/></svg>"
        let coloured = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M4 4h16v16H4z\" fill=\"#0336FF\"/></svg>"
        XCTAssertEqual(lint([("icons/a.svg", currentColor)], rules: [ReferenceRule()]).findings.count, 0)
        XCTAssertEqual(lint([("icons/a.svg", currentColor), ("icons/b.svg", coloured)], rules: [ReferenceRule()]).findings.map(\.message),
                       ["1 export in `icons` has no reference: colours, spacing, radii, type and sizes are not judged (nothing in the folder or above it defines colours or scales: no theme, token set, CSS variables file, colour sets or res colours; and no pack chosen with `extends:`)"])
    }

    /// The picture test reads the size a drawing is shown at: a Material Symbols icon (`viewBox="0 -960 960 960"`,
    /// 24 × 24) in two off-palette colours is an icon, judged; the same drawing shown at 353 × 187 is artwork.
    func testTwoColourArtworkIsMeasuredAtItsDisplayedSize() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  navy: \"#0A3049\"\n"
        func svg(_ width: Int, _ height: Int) -> String {
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 -960 960 960\">"
                + "<path d=\"M0 -960h960v960h-960z\" fill=\"#EE661C\"/><path d=\"M100 -860h200v200h-200z\" fill=\"#EEB1F4\"/></svg>"
        }
        let result = lint([("App/theme.w3wtheme.yaml", theme), ("App/icons/symbol.svg", svg(24, 24)), ("App/art/banner.svg", svg(353, 187))],
                          rules: [PaletteRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line)" }, ["App/icons/symbol.svg:1", "App/icons/symbol.svg:1"])
    }
}
