import Foundation
import XCTest
@testable import W3WLintKit

/// `AndroidValuesLoader`: `res/values` and `values-night` colours, colour state lists, Material roles and theme
/// items as contrast pairs, problems at their line, and which files it reads.
final class AndroidValuesLoaderTests: XCTestCase {
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
    /// `switchOnTint` is a switch's tint when it is on (UIKit's `onTintColor`), not a colour for `switchTint`; an `on`
    /// before an icon's container is a role still.
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
          <color name="switchTint">#3A3A3C</color>
          <color name="switchOnTint">#00BA37</color>
          <color name="icon_container">#FFEB3B</color>
          <color name="on_icon_container">#FFFFFF</color>
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
            "15:3 on_icon_container #FFFFFF on icon_container #FFEB3B is 1.22:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme res)",
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
    /// count, as `describe` of the whole rotated list would, without building that list for each member.
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

    func testAndroidLoadersTellTheirFilesByTheEndOfThePath() {
        XCTAssertTrue(AndroidValuesLoader().canLoad(path: "app/src/main/res/values-night/colors.XML"))
        XCTAssertFalse(AndroidValuesLoader().canLoad(path: "values/colors.xml"))
        XCTAssertFalse(AndroidValuesLoader().canLoad(path: "res/raw/colors.xml"))
        XCTAssertTrue(AndroidVectorLoader().canLoad(path: "res/drawable-hdpi/ic.xml"))
        XCTAssertTrue(AndroidVectorLoader().canLoad(path: "drawable//ic.xml"))
        XCTAssertFalse(AndroidVectorLoader().canLoad(path: "ic.xml"))
        XCTAssertFalse(AndroidVectorLoader().canLoad(path: "res/drawable/ic.svg"))
    }
}
