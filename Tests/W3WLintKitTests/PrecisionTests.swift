import Foundation
import XCTest
@testable import W3WLintKit

/// Cases where a finding was easy to get wrong, each pinned: partial per-mode token values, background suggestions,
/// Android units, image-set twins, masks, state lists, logos, faded text and artwork sizes.
final class PrecisionTests: XCTestCase {
    /// A DTCG token that writes its light value per mode and no dark one misses its dark variant (as `{light: …}` in a
    /// w3w theme does), `$value` or not; one that only overrides dark keeps `$value` as its light value.
    func testPartialPerModeTokenValuesAreMissingDarkVariants() {
        let tokens = """
        {
          "color": {
            "$type": "color",
            "surface": { "$value": "#FFFFFF", "$extensions": { "mode": { "light": "#FFFFFF", "dark": "#000000" } } },
            "accent": { "$value": "#0054B6", "$extensions": { "mode": { "light": "#0054B6" } } },
            "muted": { "$value": "#595959", "$extensions": { "mode": { "dark": "#A0A0A0" } } },
            "plain": { "$value": "#333333" }
          }
        }
        """
        let result = lint([("a.tokens.json", tokens)], rules: [RequiredModesRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "5:5 colour `color.accent` has no dark value (it defines light; required modes: light, dark)",
        ])
    }

    /// When no colour of the foreground's hue passes, the background that would is suggested: at AAA (7:1) neither
    /// white (3.93:1) nor black (5.34:1) passes on #1C86CC.
    func testABackgroundIsSuggestedWhenNoForegroundPasses() {
        let theme = """
        w3wtheme: 1
        modes: [light]
        palette:
          blue: "#1C86CC"
        schemes:
          buttons:
            colors:
              foreground: "#FFFFFF"
              background: blue
        """
        let aaa = [ContrastRule(options: .init().with(\.level, .aaa))]
        let finding = lint([("t.w3wtheme.yaml", theme)], rules: aaa).findings.first
        XCTAssertEqual(finding?.property("suggestion"), .null)
        XCTAssertEqual(finding?.property("backgroundSuggestion"), "#045D93")
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
          <rect width="120" height="40" fill="#1C86CC"/>
          <text x="8" y="24" font-size="14" fill="#FFFFFF">Continue</text>
        </svg>
        """
        let export = lint([("button.svg", svg)], rules: aaa).findings.first
        XCTAssertEqual(export?.message, "text \"Continue\" #FFFFFF on #1C86CC is 3.93:1 in light mode, below WCAG AAA 7:1 for text (svg > text over svg > rect)")
        XCTAssertEqual(export?.property("suggestion"), .null)
        XCTAssertEqual(export?.property("backgroundSuggestion"), "#045D93")
        XCTAssertTrue(TextReporter().report(lint([("button.svg", svg)], rules: aaa))
            .contains("    suggestion: background #045D93 (no foreground of this hue passes)\n"))
    }

    /// An Android vector drawable is measured at its `android:width` × `android:height` (dp), not its viewport.
    func testAndroidVectorsAreMeasuredInDp() {
        let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
            android:viewportWidth="960" android:viewportHeight="960">
          <path android:fillColor="#000000" android:pathData="M120,120h720v720h-720z"/>
        </vector>
        """
        let loaded = AndroidVectorLoader().load(contents: Data(icon.utf8), file: "res/drawable/ic_close.xml")
        let component = try? XCTUnwrap(loaded.model.components.first)
        XCTAssertEqual(component?.viewport, BoundingBox(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(component?.elements.first?.bounds, BoundingBox(minX: 3, minY: 3, maxX: 21, maxY: 21))
        let result = lint([("res/drawable/close_icon.xml", icon)], rules: [ComponentSizeRule()], presets: chosenPresets())
        XCTAssertEqual(result.findings.map(\.message), [
            "height 24 of icon `close_icon` (export) is not an icon size preset; nearest: small (16) or medium (32)",
        ])
        // A size given by a resource is not known: the viewport stands.
        let byResource = icon.replacingOccurrences(of: "android:width=\"24dp\"", with: "android:width=\"@dimen/icon\"")
        let viewport = AndroidVectorLoader().load(contents: Data(byResource.utf8), file: "res/drawable/ic_close.xml").model.components.first?.viewport
        XCTAssertEqual(viewport, BoundingBox(x: 0, y: 0, width: 960, height: 960))
        XCTAssertEqual(AndroidVectorBuilder.dimension("24dip"), 24)
        XCTAssertNil(AndroidVectorBuilder.dimension("-3dp"))
    }

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

    /// Tokens Studio writes gradients as colour tokens and radii as percentages: values, not mistakes (in a DTCG
    /// `$value` a gradient string is still not a colour).
    func testTokensStudioGradientsAndPercentagesAreValues() {
        let studio = """
        {
          "gradient": { "fade": { "type": "color", "value": "linear-gradient(180deg, rgba(0,0,0,0), rgba(0,0,0,0.4))" } },
          "rounding": { "circle": { "type": "borderRadius", "value": "50%" }, "pill": { "type": "borderRadius", "value": "{rounding.circle}" } }
        }
        """
        XCTAssertEqual(lint([("tokens/studio.json", studio)], rules: []).findings.map(\.message), [])
        let dtcg = #"{ "fade": { "$type": "color", "$value": "linear-gradient(180deg, #000, #fff)" } }"#
        XCTAssertEqual(lint([("a.tokens.json", dtcg)], rules: []).findings.map(\.ruleID), ["invalid-value"])
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

    /// A token pair whose background is translucent, with no surface named beneath it, is counted in one note per
    /// theme at the first such pair, not judged over a page it may never be shown on.
    func testTranslucentTokenBackgroundsWithNothingBeneathAreNoted() {
        let tokens = """
        {
          "button": {
            "fgColor": { "$type": "color", "$value": "#FFFFFF" },
            "bgColor": { "$type": "color", "$value": "#FFFFFF33" }
          }
        }
        """
        var settings = ContrastRule.Options()
        settings.pairs = [.init(foreground: "button.fgColor", background: "button.bgColor")]
        let result = lint([("a.tokens.json", tokens)], rules: [ContrastRule(options: settings)])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }, [
            "3:5 note 1 pair with a translucent background not checked (`button.fgColor on button.bgColor`): nothing says what lies beneath the background; name the pair in a scheme with a `background`, or list it in the rule's `pairs` with an opaque background",
        ])
    }

    /// `res/color/name.xml` (a colour state list) is the colour `@color/name` in its default state; Material's
    /// `@macro/` colours are theme attributes, not broken values.
    func testAndroidColourStateListsAndMacros() {
        let tint = """
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:state_enabled="false" android:color="#61000000"/>
            <item android:color="#212121"/>
        </selector>
        """
        let macro = "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:color=\"@macro/m3_comp_outline\"/></selector>"
        let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
            android:viewportWidth="24" android:viewportHeight="24">
          <path android:fillColor="#FFFFFF" android:pathData="M0,0h24v24h-24z"/>
          <path android:fillColor="@color/icon_tint" android:pathData="M6,6h12v12h-12z"/>
        </vector>
        """
        let result = lint([("app/res/color/icon_tint.xml", tint), ("app/res/color/outline.xml", macro),
                           ("app/res/drawable/close_icon.xml", icon)], rules: [ContrastRule()])
        // #212121 on white: 16.1:1, checked (no unknown-colour note); the macro is no invalid value.
        XCTAssertEqual(result.findings.map(\.message), [])
        // The state list's default colour is the palette colour `icon_tint`.
        var model = DesignModel()
        var documents = AndroidValuesLoader().load(contents: Data(tint.utf8), file: "app/res/color/icon_tint.xml").documents
        _ = ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model)
        XCTAssertEqual(model.themes.first?.palette.map { "\($0.name) \($0.color.values["light"]?.hex ?? "-")" }, ["icon_tint #212121"])
    }

    /// A logo, avatar or placeholder drawing is a picture: its shapes are not held to non-text contrast.
    func testLogosAndPlaceholdersAreNotControls() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
          <circle cx="20" cy="20" r="20" fill="#E0E0E0"/>
          <circle cx="20" cy="15" r="7" fill="#BDBDBD"/>
        </svg>
        """
        XCTAssertEqual(lint([("avatar_placeholder.svg", svg)], rules: [ContrastRule()]).findings.count, 0)
        XCTAssertEqual(lint([("person_icon.svg", svg)], rules: [ContrastRule()]).findings.count, 1)
        // Nor are their colours palette verdicts: a logo's are the brand's own.
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  blue: \"#0336FF\"\n"
        XCTAssertEqual(lint([("theme.w3wtheme.yaml", theme), ("ms_logo.svg", svg)], rules: [PaletteRule()]).findings.count, 0)
        XCTAssertEqual(lint([("theme.w3wtheme.yaml", theme), ("person_icon.svg", svg)], rules: [PaletteRule()]).findings.count, 2)
    }

    /// Token pairs that alias one pair of literals fail as one problem with one place to edit: the first is reported
    /// and names the others; a pair with its own literal is reported on its own.
    func testTokenPairsAliasingOnePairAreOneFinding() {
        let tokens = """
        {
          "base": { "$type": "color", "muted": { "$value": "#9198A1" }, "surface": { "$value": "#2A313C" },
                    "copy": { "$value": "#9198A1" } },
          "hint": {
            "$type": "color",
            "plain": { "fgColor": { "rest": { "$value": "{base.muted}" } }, "bgColor": { "rest": { "$value": "{base.surface}" } } },
            "quiet": { "fgColor": { "rest": { "$value": "{base.muted}" } }, "bgColor": { "rest": { "$value": "{hint.plain.bgColor.rest}" } } },
            "loud": { "fgColor": { "rest": { "$value": "{base.muted}" } }, "bgColor": { "rest": { "$value": "{base.surface}" } } },
            "own": { "fgColor": { "rest": { "$value": "{base.copy}" } }, "bgColor": { "rest": { "$value": "{base.surface}" } } }
          }
        }
        """
        let findings = lint([("hint.tokens.json", tokens)], rules: [ContrastRule()]).findings
        XCTAssertEqual(findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "6:29 hint.plain.fgColor.rest #9198A1 on hint.plain.bgColor.rest #2A313C is 4.49:1 in light and dark mode, below WCAG "
                + "AA 4.5:1 for text (scheme tokens); the same two colours in `hint.quiet.fgColor.rest on hint.quiet.bgColor.rest` (line 7), "
                + "`hint.loud.fgColor.rest on hint.loud.bgColor.rest` (line 8)",
            "9:27 hint.own.fgColor.rest #9198A1 on hint.own.bgColor.rest #2A313C is 4.49:1 in light and dark mode, below WCAG "
                + "AA 4.5:1 for text (scheme tokens)",
        ])
        XCTAssertEqual(findings.first?.property("samePairs"), .array([
            "`hint.quiet.fgColor.rest on hint.quiet.bgColor.rest`", "`hint.loud.fgColor.rest on hint.loud.bgColor.rest`",
        ]))
    }

    /// Text faded by an ancestor's `opacity` is named with the opacity and the colour it makes, so the ratio can be
    /// checked by hand: #1B1B1B at 50% over white is #8D8D8D, 3.31:1 (USWDS's pagination drawing).
    func testFadedTextNamesItsOpacity() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
          <text fill="#1B1B1B" font-size="16" opacity=".5"><tspan x="13" y="27">...</tspan></text>
        </svg>
        """
        let finding = lint([("pagination.svg", svg)], rules: [ContrastRule()]).findings.first
        XCTAssertEqual(finding?.message, "text \"...\" #1B1B1B at 50% opacity, seen as #8D8D8D on #FFFFFF is 3.31:1 in light mode, "
            + "below WCAG AA 4.5:1 for text (svg > text > tspan over the light canvas)")
        XCTAssertEqual(finding?.property("opacity"), .number(0.5))
        XCTAssertEqual(finding.map { "\($0.location.line):\($0.location.column)" }, "2:52")
    }

    /// Pocket Casts: a drawing in an image set rendered as a template shows the tint, not its own fills; a file named
    /// for a third-party brand is that brand's logo.
    func testTemplateImageSetsAndBrandLogosPaintNoPaletteColours() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  navy: \"#0A3049\"\n"
        let icon = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M0 0h24v24h-24z\" fill=\"#6B7273\"/></svg>"
        let template = "{ \"images\": [{ \"filename\": \"welcome.svg\", \"idiom\": \"universal\" }], \"properties\": { \"template-rendering-intent\": \"template\" } }"
        let original = "{ \"images\": [{ \"filename\": \"shuffle.svg\", \"idiom\": \"universal\" }] }"
        let result = lint([("App/theme.w3wtheme.yaml", theme),
                           ("App/Assets.xcassets/welcome.imageset/Contents.json", template),
                           ("App/Assets.xcassets/welcome.imageset/welcome.svg", icon),
                           ("App/Assets.xcassets/shuffle.imageset/Contents.json", original),
                           ("App/Assets.xcassets/shuffle.imageset/shuffle.svg", icon),
                           ("App/Assets.xcassets/whatsnew_clips_whatsapp.imageset/whatsnew_whatsapp.svg", icon)],
                          rules: [PaletteRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" },
                       ["App/Assets.xcassets/shuffle.imageset/shuffle.svg:1 palette"])
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
