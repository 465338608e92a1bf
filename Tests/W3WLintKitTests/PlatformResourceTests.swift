import XCTest
@testable import W3WLintKit

/// Xcode colour sets and Android values: parsing with exact locations, modes and their findings.
final class PlatformResourceTests: XCTestCase {
    private func colorSet(_ text: String, path: String = "App/Assets.xcassets/Brand.colorset/Contents.json") -> LoadResult {
        let loader = ColorSetLoader()
        XCTAssertTrue(loader.canLoad(path: path))
        return loader.load(contents: Data(text.utf8), file: path)
    }

    // MARK: - Xcode colour sets

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
        func set(_ hex: String, dark: String?) -> String {
            func components(_ hex: String) -> String {
                let rgba = RGBA(hex: hex)!
                return "{\"red\": \"\(rgba.red)\", \"green\": \"\(rgba.green)\", \"blue\": \"\(rgba.blue)\", \"alpha\": \"1.000\"}"
            }
            let darkEntry = dark.map { ", {\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}], \"color\": {\"color-space\": \"srgb\", \"components\": \(components($0))}, \"idiom\": \"universal\"}" } ?? ""
            return "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": \(components(hex))}, \"idiom\": \"universal\"}\(darkEntry)]}"
        }
        let result = lint([("App/Colors.xcassets/ButtonForegroundColor.colorset/Contents.json", set("#FFFFFF", dark: "#000000")),
                           ("App/Colors.xcassets/ButtonBackgroundColor.colorset/Contents.json", set("#678FFF", dark: "#678FFF")),
                           ("App/Other.xcassets/LabelTextColor.colorset/Contents.json", set("#777777", dark: "#FFFFFF")),
                           ("App/Colors.xcassets/LabelBackgroundColor.colorset/Contents.json", set("#FFFFFF", dark: "#000000"))])
        // Pairs are made inside one catalog only: LabelTextColor is in another.
        XCTAssertEqual(lines(result.findings), [
            "App/Colors.xcassets/ButtonForegroundColor.colorset/Contents.json:1:2 contrast: ButtonForegroundColor #FFFFFF on ButtonBackgroundColor #678FFF is 3.02:1 in light mode, below WCAG AA 4.5:1 for text (scheme Colors.xcassets)",
        ])
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

    // MARK: - Android values

    private func android(_ files: [(String, String)]) -> (model: DesignModel, findings: [Finding]) {
        var (model, findings) = loadAndAssemble(files, loaders: [AndroidValuesLoader()])
        for rule in BuiltinRules.defaultPack { findings += rule.check(model) }
        return (model, findings.sorted(by: Finding.reportOrder))
    }

    func testValuesAndValuesNight() throws {
        let values = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="text_primary">#DE000000</color>
            <color name="background_primary">#FFF</color>
            <color name="brand">#E11F26</color>
            <color name="brand_alias">@color/brand</color>
            <color name="accent">#F0A</color>
            <color name="bad">#GG0000</color>
            <item name="divider" type="color">#1F000000</item>
            <dimen name="card_padding">14dp</dimen>
            <dimen name="corner_radius_small">8dp</dimen>
            <dimen name="text_size">14sp</dimen>
            <color name="md_theme_dark_primary">#D0BCFF</color>
            <color name="scrim">#8F00</color>
        </resources>
        """
        let night = """
        <resources>
            <color name="text_primary">#B3FFFFFF</color>
            <color name="background_primary">#303030</color>
            <color name="accent">@color/brand</color>
            <color name="divider">#1FFFFFFF</color>
        </resources>
        """
        let (model, findings) = android([("app/src/main/res/values/colors.xml", values),
                                         ("app/src/main/res/values-night/colors.xml", night),
                                         ("app/src/main/res/values/dimens.xml", "<resources><dimen name=\"margin_large\">40dp</dimen></resources>")])
        let palette = Dictionary(uniqueKeysWithValues: try XCTUnwrap(model.themes.first).palette.map { ($0.name, $0) })
        XCTAssertEqual(palette["text_primary"]?.color.values, ["light": RGBA(red: 0, green: 0, blue: 0, alpha: 0xDE),
                                                               "dark": RGBA(red: 255, green: 255, blue: 255, alpha: 0xB3)])
        XCTAssertEqual(palette["accent"]?.color.values, ["light": RGBA(hex: "#FF00AA")!, "dark": RGBA(hex: "#E11F26")!])
        XCTAssertNil(palette["brand_alias"]?.definedModes) // checked where `brand` is defined
        XCTAssertNil(palette["md_theme_dark_primary"]?.definedModes) // the dark colour by name
        XCTAssertEqual(palette["scrim"]?.color.values["light"], RGBA(red: 255, green: 0, blue: 0, alpha: 0x88)) // #ARGB
        // Colours only in `values/` are the app's in every mode (as single values are): no dark-variant finding.
        XCTAssertNil(palette["brand"]?.definedModes)
        XCTAssertEqual(lines(findings), [
            "app/src/main/res/values/colors.xml:8:5 invalid-value: colour `bad`: `#GG0000` is not #RGB, #ARGB, #RRGGBB or #AARRGGBB",
        ])
    }

    func testNoNightResourcesMeansNoDarkVariantFindings() {
        let (model, findings) = android([("lib/res/values/colors.xml", "<resources><color name=\"a\">#123456</color><color name=\"b\">@color/a</color></resources>"),
                                         ("lib/res/values-v29/colors.xml", "<resources><color name=\"a\">#654321</color></resources>")])
        XCTAssertEqual(model.themes.first?.palette.map(\.name), ["a", "b"])
        XCTAssertEqual(model.themes.first?.palette.last?.color.values["light"]?.hex, "#123456")
        XCTAssertEqual(lines(findings), [])
    }

    /// Material's `on` roles pair with the role they sit on (`colorOnPrimary` on `colorPrimary`, `color_on_alert` on
    /// `color_alert`), in each mode; placeholders with one value for both (dynamic colours set when the app runs) are
    /// in no pair, and a colour whose night value names a colour of another module (unknown here) is checked by day.
    func testMaterialOnRolesAreContrastPairs() {
        let values = """
        <resources>
          <color name="colorPrimary">#03A9F4</color>
          <color name="colorOnPrimary">#FFFFFF</color>
          <color name="color_alert">#DBEEF7</color>
          <color name="color_on_alert">#039BE5</color>
          <color name="dynamic_surface">#FFFFFF</color>
          <color name="dynamic_on_surface">#FFFFFF</color>
          <color name="secondary">#000000</color>
          <color name="on_secondary">#FFFFFF</color>
          <color name="tertiary">#FFEB3B</color>
          <color name="on_tertiary">#FFFFFF</color>
        </resources>
        """
        let night = """
        <resources>
          <color name="color_alert">#182B35</color>
          <color name="secondary">@color/library_dark_primary</color>
          <color name="on_secondary">#000000</color>
          <color name="on_tertiary">@color/library_on_tertiary</color>
        </resources>
        """
        let (_, findings) = android([("app/res/values/colors.xml", values), ("app/res/values-night/colors.xml", night)])
        XCTAssertEqual(findings.filter { $0.ruleID == "contrast" }.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "3:3 colorOnPrimary #FFFFFF on colorPrimary #03A9F4 is 2.62:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme res)",
            "5:3 color_on_alert #039BE5 on color_alert #DBEEF7 is 2.57:1 in light mode, below WCAG AA 4.5:1 for text (scheme res)",
            "11:3 on_tertiary #FFFFFF on tertiary #FFEB3B is 1.22:1 in light mode, below WCAG AA 4.5:1 for text (scheme res)",
        ])
    }

    /// A theme's items pair as Material and AppCompat draw them: an on-colour on its colour, primary text on the
    /// window's background; items follow `@color/` (another module's too), `?attr/` and parents (by `parent` or by
    /// the name before the dot), and a night theme replaces the day one.
    func testThemeItemsPairTheirOnColoursInDayAndNight() {
        let common = "<resources>\n  <color name=\"colorAccent\">#03A9F4</color>\n  <color name=\"ink\">#1C1B1F</color>\n</resources>\n"
        let themes = """
        <resources>
          <style name="Theme.App" parent="Theme.MaterialComponents.DayNight.NoActionBar">
            <item name="colorSecondary">@color/colorAccent</item>
            <item name="colorOnSecondary">@android:color/white</item>
            <item name="colorSurface">#FFFFFF</item>
            <item name="colorOnSurface">@color/ink</item>
            <item name="android:colorBackground">?attr/colorSurface</item>
            <item name="android:textColorPrimary">#888888</item>
          </style>
          <style name="Theme.App.Quiet">
            <item name="colorSecondary">#FFC107</item>
          </style>
          <style name="Theme.App.Placeholder" parent="Theme.App">
            <item name="colorPrimary">#EEEEEE</item>
            <item name="colorOnPrimary">#EEEEEE</item>
          </style>
          <style name="Theme.App.Splash" parent="">
            <item name="colorSecondary">#FFEB3B</item>
          </style>
        </resources>
        """
        let nightThemes = """
        <resources>
          <style name="Theme.App" parent="Theme.MaterialComponents.DayNight.NoActionBar">
            <item name="colorSecondary">@color/colorAccent</item>
            <item name="colorSurface">#1C1B1F</item>
          </style>
        </resources>
        """
        let (_, findings) = android([("common/res/values/colors.xml", common), ("app/res/values/themes.xml", themes),
                                     ("app/res/values-night/themes.xml", nightThemes)])
        XCTAssertEqual(findings.filter { $0.ruleID == "contrast" }.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" }, [
            // At night the theme is the night file's alone: no on-colour for the secondary, the surface's ink is unknown.
            // A child (`Theme.App.Quiet`, by its name) is reported at its own item; one colour for both is no pair, and
            // `parent=""` inherits nothing (the splash's secondary has no on-colour).
            "app/res/values/themes.xml:4:5 Theme.App colorOnSecondary #FFFFFF on Theme.App colorSecondary #03A9F4 is 2.62:1 in light mode, below WCAG AA 4.5:1 for text (scheme res)",
            "app/res/values/themes.xml:8:5 Theme.App android:textColorPrimary #888888 on Theme.App android:colorBackground #FFFFFF is 3.54:1 in light mode, below WCAG AA 4.5:1 for text (scheme res)",
            "app/res/values/themes.xml:11:5 Theme.App.Quiet colorOnSecondary #FFFFFF on Theme.App.Quiet colorSecondary #FFC107 is 1.63:1 in light mode, below WCAG AA 4.5:1 for text (scheme res)",
        ])
    }

    func testAndroidProblems() {
        let (_, findings) = android([
            ("m/res/values/colors.xml", "<resources>\n  <color name=\"a\">@color/b</color>\n  <color name=\"b\">@color/a</color>\n</resources>"),
            ("m/res/values-night/themes.xml", "<resources><style name=\"T\"/>"),
        ])
        XCTAssertEqual(lines(findings), [
            "m/res/values-night/themes.xml:1:29 parse-error: not well-formed XML: Premature end of data in tag resources line 1 (libxml2 error 77); nothing in the file was checked",
            // Every colour in the cycle is reported at its own element.
            "m/res/values/colors.xml:2:3 invalid-value: colour reference cycle: b → a → b",
            "m/res/values/colors.xml:3:3 invalid-value: colour reference cycle: a → b → a",
        ])
        XCTAssertFalse(AndroidValuesLoader().canLoad(path: "m/res/layout/main.xml"))
        XCTAssertFalse(AndroidValuesLoader().canLoad(path: "values/colors.xml"))
    }

    /// A long `@color/` cycle: each member names the cycle read from its target, first and last names around a
    /// count, as `describe` of the whole rotated list would (which is no longer built per member).
    func testLongAndroidCycleIsDescribedFromEachMember() {
        let count = 12
        let colors = (0..<count).map { "<color name=\"c\($0)\">@color/c\(($0 + 1) % count)</color>" }.joined(separator: "\n")
        let (_, findings) = android([("m/res/values/colors.xml", "<resources>\n\(colors)\n</resources>")])
        XCTAssertEqual(findings.count, count)
        XCTAssertEqual(findings.first?.message, "colour reference cycle: c1 → c2 → c3 → c4 → … 7 more … → c0 → c1")
        XCTAssertEqual(findings.first?.location.line, 2)
        XCTAssertEqual(findings.last?.message, "colour reference cycle: c0 → c1 → c2 → c3 → … 7 more … → c11 → c0")
        XCTAssertEqual(findings.last?.location.line, 13)
        for size in 1...10 {
            let cycle = (0..<size).map { "n\($0)" }
            for start in 0..<size {
                XCTAssertEqual(ReferenceChain.describeCycle(cycle, from: start),
                               ReferenceChain.describe(Array(cycle[start...] + cycle[..<start]) + [cycle[start]]))
            }
        }
    }
}

/// The `tokens:` section of the configuration.
final class TokenConfigurationTests: XCTestCase {
    private func load(_ text: String) throws -> Configuration {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        return try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path)
    }

    func testTokensSectionIsRead() throws {
        let configuration = try load("""
        tokens:
          modes: [light, dark, dark-high-contrast]
          modeExtensions: [mode, org.primer.overrides]
          modeSets: sets
          spacing: [space, padding]
          radius: [radius]
          pairByName: false
          pairs:
            - { foreground: fgColor.default, background: bgColor.default, level: AAA }
        """)
        XCTAssertEqual(configuration.tokens.modes, ["light", "dark", "dark-high-contrast"])
        XCTAssertEqual(configuration.tokens.modeExtensions, ["mode", "org.primer.overrides"])
        XCTAssertEqual(configuration.tokens.modeSets, ["sets"])
        XCTAssertEqual(configuration.tokens.spacingWords, ["space", "padding"])
        XCTAssertFalse(configuration.tokens.pairByName)
        XCTAssertEqual(configuration.tokens.pairs, [TokenSettings.Pair(foreground: "fgColor.default", background: "bgColor.default", level: .aaa)])
        XCTAssertEqual(Linter(configuration: configuration).assembler.settings, configuration.tokens)
    }

    func testTokensSectionErrorsCarryTheirLines() {
        do {
            _ = try load("""
            tokens:
              modez: [light]
              pairs:
                - { foreground: a, level: AAAA, colour: b }
              pairByName: maybe
            """)
            XCTFail("expected errors")
        } catch let errors as ConfigurationErrors {
            XCTAssertEqual(errors.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
                "2:3 unknown key `modez` in `tokens`; did you mean `modes`? (known: modes, modeExtensions, modeSets, pairs, spacing, radius, pairByName, cssSelectors)",
                "4:7 a token pair needs `foreground` and `background` token names",
                "4:31 `level` must be AA or AAA",
                "4:37 unknown key `colour` in a token pair (known: foreground, background, level, kind)",
                "5:15 `tokens.pairByName` must be true or false",
            ])
        } catch {
            XCTFail("\(error)")
        }
    }
}
