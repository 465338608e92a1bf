import Foundation
import XCTest
@testable import W3WLintKit

/// `ImageSetLoader`: Xcode image sets, their appearances and template rendering, and twins named for their mode.
final class ImageSetLoaderTests: XCTestCase {
    /// Xcode image sets named for their appearance are twins (whatever their files are called), and a set whose
    /// `Contents.json` holds a dark-appearance image has its dark variant.
    func testImageSetTwinsAndAppearances() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\" fill=\"#E11F26\"/></svg>"
        let catalog = "App/Assets.xcassets"
        let appearances = """
        {"images": [{"filename": "logo.svg", "idiom": "universal"},
                    {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "logo-white.svg", "idiom": "universal"}]}
        """
        let files = [
            ("\(catalog)/proLogoLight.imageset/Mode=Light, Logo=Full 1.svg", svg),
            ("\(catalog)/proLogoDark.imageset/Mode=Dark, Logo=Full.svg", svg),
            ("\(catalog)/aiLogoLight.imageset/Mode=Light.svg", svg),
            ("\(catalog)/brand.imageset/Contents.json", appearances),
            ("\(catalog)/brand.imageset/Mode=Light.svg", svg),
        ]
        let result = lint(files, rules: [RequiredModesRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file) \($0.message)" }, [
            "\(catalog)/aiLogoLight.imageset/Mode=Light.svg light export has no dark variant (expected `\(catalog)/aiLogoDark.imageset/Mode=Dark.svg`)",
        ])
        XCTAssertEqual(ExportName(path: "\(catalog)/proLogoLight.imageset/a.svg").variantKey,
                       ExportName(path: "\(catalog)/proLogoDark.imageset/b.svg").variantKey)
        XCTAssertEqual(ExportName(path: "\(catalog)/proLogoDark.imageset/b.svg").mode, .dark)
        // A set named `Dark` alone (no name before the marker) is not read as a mode.
        XCTAssertNil(ExportName(path: "\(catalog)/Dark.imageset/b.svg").mode)
        // A name that ends in the letters of a mode is no marker without a word boundary (`spotlight` is not
        // `spot` in light mode); `logo_light` and `logoLight` are.
        XCTAssertNil(ExportName(path: "\(catalog)/spotlight.imageset/spotlight.svg").mode)
        XCTAssertNil(ExportName(path: "\(catalog)/highlight.imageset/a.svg").darkTwin)
        XCTAssertEqual(ExportName(path: "\(catalog)/logo_light.imageset/a.svg").mode, .light)
        XCTAssertEqual(ExportName(path: "\(catalog)/logoLight.imageset/a.svg").mode, .light)
    }

    /// A drawing in an image set shows its own colours only where the set says so (`original`): a template shows the
    /// tint, and with no intent the code that shows it decides (Open edX's icons, tinted where they are used). Neither
    /// is judged by the palette or for contrast; a file named for a third-party brand is that brand's logo.
    func testOnlyImageSetsRenderedAsDrawnAreJudgedForTheirColours() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  navy: \"#0A3049\"\n"
        let icon = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M0 0h24v24h-24z\" fill=\"#0A3049\"/>"
            + "<path d=\"M4 4h16v16h-16z\" fill=\"#1A4059\"/></svg>"
        func contents(_ name: String, intent: String?) -> String {
            "{ \"images\": [{ \"filename\": \"\(name).svg\", \"idiom\": \"universal\" }]"
                + (intent.map { ", \"properties\": { \"template-rendering-intent\": \"\($0)\" }" } ?? "") + " }"
        }
        let result = lint([("App/theme.w3wtheme.yaml", theme),
                           ("App/Assets.xcassets/welcome.imageset/Contents.json", contents("welcome", intent: "template")),
                           ("App/Assets.xcassets/welcome.imageset/welcome.svg", icon),
                           ("App/Assets.xcassets/shuffle.imageset/Contents.json", contents("shuffle", intent: nil)),
                           ("App/Assets.xcassets/shuffle.imageset/shuffle.svg", icon),
                           ("App/Assets.xcassets/arrow.imageset/Contents.json", contents("arrow", intent: "original")),
                           ("App/Assets.xcassets/arrow.imageset/arrow.svg", icon),
                           ("App/Assets.xcassets/whatsnew_clips_whatsapp.imageset/Contents.json", contents("whatsnew_whatsapp", intent: "original")),
                           ("App/Assets.xcassets/whatsnew_clips_whatsapp.imageset/whatsnew_whatsapp.svg", icon)],
                          rules: [PaletteRule(), ContrastRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID): \($0.message)" }.sorted(), [
            "App/Assets.xcassets/arrow.imageset/arrow.svg:1 contrast: fill of path #1A4059 on #0A3049 is 1.25:1 in light mode, below WCAG AA 3:1 for non-text (svg > path[2] over svg > path[1])",
            "App/Assets.xcassets/arrow.imageset/arrow.svg:1 palette: fill #1A4059 of svg > path[2] is not a palette colour in light mode; nearest: navy #0A3049 (ΔE_OK 0.060)",
        ])
    }

    /// An image set that declares `original` but that the run's code renders as a template somewhere (SwiftUI
    /// `.renderingMode(.template)`, UIKit `.withRenderingMode(.alwaysTemplate)`, by name or through SwiftGen, whose
    /// `iconLeft` is the set `icon left`) is a glyph its users tint: its drawing's colours are not judged. One shown as
    /// drawn everywhere still is.
    func testOriginalImageSetsCodeRendersAsTemplatesAreNotJudged() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  navy: \"#0A3049\"\n"
        let icon = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M0 0h24v24h-24z\" fill=\"#1A4059\"/></svg>"
        let original = "{ \"images\": [{ \"filename\": \"a.svg\", \"idiom\": \"universal\" }], \"properties\": { \"template-rendering-intent\": \"original\" } }"
        let views = """
        import SwiftUI
        import UIKit
        struct Row: View {
            var body: some View {
                Image("arrow").renderingMode(.template).foregroundColor(.blue)
                Asset.iconLeft.swiftUIImage.resizable().renderingMode(.template)
                Asset.Icons.menu.swiftUIImage.renderingMode(.template)
                Image("badge").foregroundColor(.blue)
                Image("badge").renderingMode(.original)
                Asset.dotMark.swiftUIImage.renderingMode(.template)
            }
        }
        let back = UIImage(named: "chevron")?.withRenderingMode(.alwaysTemplate)
        let item = self.model.button.image.withRenderingMode(.alwaysTemplate)
        """
        var files = [("App/theme.w3wtheme.yaml", theme), ("App/Row.swift", views)]
        // `Arrow` is another set than `arrow`; `menu` at the top is another than `Icons/menu`; `dot-mark` and `dot_mark`
        // both make SwiftGen's `dotMark`, so which one is tinted cannot be told; `button` is no SwiftGen image.
        for name in ["arrow", "Arrow", "icon left", "chevron", "badge", "Icons/menu", "menu", "dot-mark", "dot_mark", "button"] {
            files += [("App/Assets.xcassets/\(name).imageset/Contents.json", original), ("App/Assets.xcassets/\(name).imageset/a.svg", icon)]
        }
        let result = lint(files, rules: [PaletteRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID): \($0.message)" }.sorted(),
                       ["Arrow", "badge", "button", "dot-mark", "dot_mark", "menu"].map {
            "App/Assets.xcassets/\($0).imageset/a.svg:1 palette: fill #1A4059 of svg > path is not a palette colour in light mode; nearest: navy #0A3049 (ΔE_OK 0.060)"
        }.sorted())
    }
}
