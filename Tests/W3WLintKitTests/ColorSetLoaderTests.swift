import XCTest
@testable import W3WLintKit

/// `ColorSetLoader`: Xcode colour sets with exact locations, light and dark appearances in every notation, pairs by
/// name within a catalog, and problems at their place.
final class ColorSetLoaderTests: XCTestCase {
    private func colorSet(_ text: String, path: String = "App/Assets.xcassets/Brand.colorset/Contents.json") -> LoadResult {
        let loader = ColorSetLoader()
        XCTAssertTrue(loader.canLoad(path: path))
        return loader.load(contents: Data(text.utf8), file: path)
    }

    func testLightAndDarkAppearancesInEveryNotation() throws {
        let text = """
        {
          "colors" : [
            {
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x26", "green" : "0x1F", "red" : "0xE1" } },
              "idiom" : "universal"
            },
            {
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "display-p3", "components" : { "alpha" : "0.500", "blue" : "0.300", "green" : "0.600", "red" : "0.500" } },
              "idiom" : "universal"
            },
            {
              "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0", "green" : "0", "red" : "0" } },
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
        let result = colorSet(text)
        XCTAssertEqual(lines(result.diagnostics), [])
        let definition = try XCTUnwrap(result.documents[ColorSetDocument.self].first?.definition)
        XCTAssertEqual(result.documents[ColorSetDocument.self].first?.catalog, "App/Assets.xcassets")
        XCTAssertEqual(definition.name, "Brand")
        XCTAssertEqual(definition.definedModes, ["light", "dark"])
        XCTAssertEqual(definition.color.values["light"]?.hex, "#E11F26")
        XCTAssertEqual(definition.color.values["dark"]?.hex, "#799A4080")
        XCTAssertEqual(definition.location, SourceLocation(file: "App/Assets.xcassets/Brand.colorset/Contents.json", line: 2, column: 3))
    }

    func testMissingDarkAppearanceIsADarkVariantFinding() throws {
        let text = """
        {
          "colors" : [
            { "color" : { "color-space" : "extended-linear-srgb", "components" : { "alpha" : "1.000", "blue" : "56", "green" : "0.2140", "red" : "255" } }, "idiom" : "universal" },
            { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.500" } }, "idiom" : "mac" }
          ]
        }
        """
        let result = colorSet(text, path: "Mac/Assets.xcassets/Text/Accent.colorset/Contents.json")
        var (model, documents) = (result.model, result.documents)
        _ = ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model)
        let definition = try XCTUnwrap(model.themes.first?.palette.first)
        // Linear 0.214 encodes to 0.4999 (127); 56/255 = 0.2196 linear encodes to 0.5060 (129); the mac entry is left aside.
        XCTAssertEqual(definition.color.values["light"]?.hex, "#FF7F81")
        // Only the universal appearance: the colour is that in every appearance, as a single value is, and misses none.
        XCTAssertEqual(lines(RequiredModesRule().check(model)), [])
        // One that writes a light appearance and no dark one misses the dark.
        let lightOnly = colorSet("{\"colors\": [{\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"light\"}], \"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"1\", \"green\": \"0\", \"blue\": \"0\", \"alpha\": \"1\"}}, \"idiom\": \"universal\"}]}",
                                 path: "Mac/Assets.xcassets/Text/Alert.colorset/Contents.json")
        var (lightModel, lightDocuments) = (lightOnly.model, lightOnly.documents)
        _ = ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&lightDocuments, into: &lightModel)
        XCTAssertEqual(lines(RequiredModesRule().check(lightModel)), [
            "Mac/Assets.xcassets/Text/Alert.colorset/Contents.json:1:2 dark-variant: colour `Alert` has no dark value (it defines light; required modes: light, dark)",
        ])
        let gray = colorSet("{\"colors\": [{\"color\": {\"color-space\": \"gray-gamma-22\", \"components\": {\"white\": \"0.500\", \"alpha\": \"1\"}}, \"idiom\": \"universal\"}]}")
        // 0.5^2.2 = 0.2176 linear → sRGB 0.5029 → 128.
        XCTAssertEqual(gray.documents[ColorSetDocument.self].first?.definition.color.values["light"]?.hex, "#808080")
        let named = colorSet(text, path: "Mac/Assets.xcassets/iconDarkBackgroundColor.colorset/Contents.json")
        XCTAssertNil(named.documents[ColorSetDocument.self].first?.definition.definedModes) // the dark colour by name
    }

    func testColorSetsOfOneCatalogPairByName() {
        let result = lint([("App/Colors.xcassets/ButtonForegroundColor.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#000000")),
                           ("App/Colors.xcassets/ButtonBackgroundColor.colorset/Contents.json", colorSetContents("#678FFF", dark: "#678FFF")),
                           ("App/Other.xcassets/LabelTextColor.colorset/Contents.json", colorSetContents("#777777", dark: "#FFFFFF")),
                           ("App/Colors.xcassets/LabelBackgroundColor.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#000000")),
                           ("App/Colors.xcassets/HintTextColor.colorset/Contents.json", colorSetContents("#555555", dark: "#444444")),
                           ("App/Colors.xcassets/HintBackgroundColor.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#000000"))])
        // Pairs are made inside one catalog only: LabelTextColor is in another. A finding stands at the components of
        // the appearance that fails (the dark one is the set's second entry).
        XCTAssertEqual(lines(result.findings), [
            "App/Colors.xcassets/ButtonForegroundColor.colorset/Contents.json:1:47 contrast: ButtonForegroundColor #FFFFFF on ButtonBackgroundColor #678FFF is 3.02:1 in light mode, below WCAG AA 4.5:1 for text (scheme Colors.xcassets)",
            "App/Colors.xcassets/HintTextColor.colorset/Contents.json:1:245 contrast: HintTextColor #444444 on HintBackgroundColor #000000 is 2.15:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Colors.xcassets)",
        ])
    }

    func testOnRoleTextIsReadOnItsFillPressedAndNamesTheFillsPlace() {
        let result = lint([("Theme/Colors.xcassets/on-main.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#2F1305")),
                           ("Theme/Colors.xcassets/main.colorset/Contents.json", colorSetContents("#B84A14", dark: "#EC5A13")),
                           ("Theme/Colors.xcassets/main-pressed.colorset/Contents.json", colorSetContents("#F07B42", dark: "#EC5A13")),
                           ("Theme/Colors.xcassets/main-hover.colorset/Contents.json", colorSetContents("#F07B42", dark: "#EC5A13")),
                           ("Theme/Colors.xcassets/main-focused.colorset/Contents.json", colorSetContents("#FFD0B8", dark: "#FFD0B8")),
                           ("Theme/Colors.xcassets/main-disabled.colorset/Contents.json", colorSetContents("#FFD0B8", dark: "#FFD0B8")),
                           ("Theme/Colors.xcassets/on-brand.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#FFFFFF")),
                           ("Theme/Colors.xcassets/brand.colorset/Contents.json", colorSetContents("#1A1A1A", dark: "#1A1A1A")),
                           ("Theme/Colors.xcassets/brandHover.colorset/Contents.json", colorSetContents("#EEEEEE", dark: "#EEEEEE")),
                           ("Theme/Colors.xcassets/onBrandHover.colorset/Contents.json", colorSetContents("#111111", dark: "#111111"))])
        // `on-main` is the text of `main` at rest, hovered and pressed (one finding for the two fills of one colour); a
        // focus or a disabled state says nothing of its text, and a state with a text of its own (`onBrandHover`) is that
        // text's.
        XCTAssertEqual(lines(result.findings), [
            "Theme/Colors.xcassets/on-main.colorset/Contents.json:1:47 contrast: on-main #FFFFFF on main-hover #F07B42 is 2.75:1 in light mode, below WCAG AA 4.5:1 for text (scheme Colors.xcassets); the same two colours in `on-main on main-pressed` (Theme/Colors.xcassets/main-pressed.colorset/Contents.json:1)",
        ])
        // Each fill is named where it is defined, the one the pair shares with the first too.
        XCTAssertEqual(result.findings.first?.relatedLocations.map { "\($0.location) \($0.message)" },
                       ["Theme/Colors.xcassets/main-hover.colorset/Contents.json:1:47 the background #F07B42 in light mode is defined here",
                        "Theme/Colors.xcassets/main-pressed.colorset/Contents.json:1:47 the same two colours: `on-main on main-pressed`"])
    }

    func testColorSetProblemsAreLocated() {
        let text = """
        {
          "colors" : [
            { "color" : { "color-space" : "cmyk", "components" : { "alpha" : "1", "blue" : "0", "green" : "0", "red" : "0" } } },
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "zero", "green" : "0", "red" : "0" } } },
            { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] }
          ]
        }
        """
        XCTAssertEqual(lines(colorSet(text).diagnostics), [
            "App/Assets.xcassets/Brand.colorset/Contents.json:3:35 invalid-value: unknown colour space `cmyk` (srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22)",
            "App/Assets.xcassets/Brand.colorset/Contents.json:4:84 invalid-value: colour component `blue` is not a number (a float such as 0.5, 0x80 or 0–255)",
        ])
        XCTAssertEqual(lines(colorSet("{ \"colors\": [ }").diagnostics), [
            "App/Assets.xcassets/Brand.colorset/Contents.json:1:15 parse-error: not valid JSON: unexpected `}`; expected a value",
        ])
        XCTAssertFalse(ColorSetLoader().canLoad(path: "App/Assets.xcassets/Contents.json"))
    }
}
