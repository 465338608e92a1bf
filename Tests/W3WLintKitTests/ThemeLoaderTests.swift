import XCTest
@testable import W3WLintKit

final class ThemeLoaderTests: XCTestCase {
    private let nested = """
    w3wtheme: 1
    name: nested
    modes: [light, dark]
    palette:
      white: "#FFFFFF"
      text:
        light: "#000000"
        dark: white
      alias: text
    schemes:
      base:
        colors:
          foreground: alias
          background: { light: white, dark: "#00000080" }
          header:
            foreground: white
            background: text
        styles:
          padding: [4, medium]
          cornerRadius: small
          font: { size: 17, weight: bold }
    """

    func testNestedValuesKeepLineAndColumn() throws {
        let result = loadTheme(nested)
        XCTAssertEqual(positions(result.diagnostics), [])
        let theme = try XCTUnwrap(result.model.themes.first)
        XCTAssertEqual(theme.name, "nested")
        XCTAssertEqual(theme.modes, ["light", "dark"])

        XCTAssertEqual(theme.palette.map(\.name), ["white", "text", "alias"])
        XCTAssertEqual(theme.palette.map(\.location.description),
                       ["test.w3wtheme.yaml:5:3", "test.w3wtheme.yaml:6:3", "test.w3wtheme.yaml:9:3"])
        XCTAssertNil(theme.palette[0].definedModes)
        XCTAssertEqual(theme.palette[1].definedModes, ["light", "dark"])
        XCTAssertNil(theme.palette[2].definedModes, "a bare reference is checked where its target is defined")
        XCTAssertEqual(theme.palette[2].color.values, ["light": .black, "dark": .white])

        XCTAssertEqual(theme.inlineColors.map(\.name), ["schemes.base.colors.background"])
        XCTAssertEqual(theme.inlineColors[0].location.description, "test.w3wtheme.yaml:14:19")
        XCTAssertEqual(theme.inlineColors[0].color.values["dark"], RGBA(red: 0, green: 0, blue: 0, alpha: 0x80))

        let scheme = try XCTUnwrap(theme.schemes.first)
        XCTAssertEqual(scheme.name, "base")
        XCTAssertEqual(scheme.location.description, "test.w3wtheme.yaml:11:3")
        XCTAssertEqual(scheme.roles.map(\.name), ["foreground", "background", "header"])
        let foreground = try XCTUnwrap(scheme.color(named: "foreground"))
        XCTAssertEqual(foreground.written, "alias")
        XCTAssertEqual("\(foreground.location.line):\(foreground.location.column)", "13:19")
        let headerBackground = try XCTUnwrap(scheme.color(named: "header.background"))
        XCTAssertEqual("\(headerBackground.location.line):\(headerBackground.location.column)", "17:21")
        XCTAssertEqual(headerBackground.color.values, ["light": .black, "dark": .white])

        XCTAssertEqual(scheme.styles.map { "\($0.path)=\($0.value)@\($0.location.line):\($0.location.column)" }, [
            "schemes.base.styles.padding[0]=4@19:17",
            "schemes.base.styles.padding[1]=12@19:20",
            "schemes.base.styles.cornerRadius=8@20:21",
            "schemes.base.styles.font.size=17@21:21",
        ])
        XCTAssertEqual(scheme.styles[1].presetName, "medium")
        XCTAssertEqual(scheme.font, FontStyle(size: 17, weight: 700))
    }

    func testJSONThemeKeepsLineAndColumn() throws {
        let json = """
        {
        \t"w3wtheme": 1,
        \t"palette": {
        \t\t"tint": {"light": "#F2826A"}
        \t},
        \t"schemes": {
        \t\t"buttons": {
        \t\t\t"colors": {"foreground": "#FFFFFF", "background": "tint"},
        \t\t\t"styles": {"cornerRadius": 5}
        \t\t}
        \t}
        }
        """
        let result = loadTheme(json, file: "t.w3wtheme.json")
        XCTAssertEqual(positions(result.diagnostics), [])
        let theme = try XCTUnwrap(result.model.themes.first)
        XCTAssertEqual(theme.palette[0].location.description, "t.w3wtheme.json:4:3")
        XCTAssertEqual(theme.schemes[0].styles[0].location.description, "t.w3wtheme.json:9:31")
        XCTAssertEqual(theme.schemes[0].color(named: "background")?.location.description, "t.w3wtheme.json:8:54")
        let findings = lint([("t.w3wtheme.json", json)]).findings
        XCTAssertEqual(positions(findings), ["4:3 dark-variant", "8:29 contrast", "9:31 corner-radius"])
    }

    func testMissingModeFallsBackToTheFirstDefinedMode() throws {
        let result = loadTheme("""
        w3wtheme: 1
        modes: [light, dark, highContrast]
        palette:
          tint: { dark: "#111111", highContrast: "#222222" }
        """)
        let tint = try XCTUnwrap(result.model.themes.first?.palette.first)
        XCTAssertEqual(tint.definedModes, ["dark", "highContrast"])
        XCTAssertEqual(tint.color.values["light"]?.hex, "#111111")
        XCTAssertEqual(tint.color.values["highContrast"]?.hex, "#222222")
    }

    func testWithoutScalesTheWhat3wordsPresetsApply() throws {
        let theme = try XCTUnwrap(loadTheme("w3wtheme: 1\n").model.themes.first)
        XCTAssertEqual(theme.scales["cornerRadius"]?.allowedEntries.map(\.value.description),
                       ["0", "4", "8", "12", "16", "32", "circle", "oval"])
        XCTAssertEqual(theme.scales["cornerRadius"]?.entries.filter(\.deprecated).map { "\($0.name) \($0.value) → \($0.replacedBy ?? "-")" },
                       ["medium 4 → extraSmall", "soft 8 → small", "softer 14 → large", "verySoft 16 → large"])
        XCTAssertEqual(theme.scales["padding"]?.entries.map(\.value.description),
                       ["0", "1", "2", "4", "6", "8", "10", "12", "16", "24"])
        XCTAssertEqual(theme.scales["margin"]?.allowedEntries.map(\.value.description), ["0", "4", "8", "16", "24", "32", "40"])
        XCTAssertEqual(theme.scales["lineThickness"]?.entries.map(\.value.description), ["0", "1", "2", "4"])
        XCTAssertEqual(theme.scales["rowHeight"]?.entries.map(\.value.description), ["32", "40", "48", "64", "72"])
        XCTAssertTrue(theme.scales.values.allSatisfy(\.isBuiltIn))
        XCTAssertEqual(theme.modes, ["light", "dark"])
    }

    func testThemeScalesReplaceThePresetsPerKind() throws {
        let theme = try XCTUnwrap(loadTheme("""
        w3wtheme: 1
        scales:
          cornerRadius: [0, 6, circle]
          padding: { s: 8, m: 16 }
        """).model.themes.first)
        XCTAssertEqual(theme.scales["cornerRadius"]?.entries.map(\.name), ["0", "6", "circle"])
        XCTAssertEqual(theme.scales["cornerRadius"]?.location?.line, 3)
        XCTAssertEqual(theme.scales["padding"]?.entries.map(\.name), ["s", "m"])
        XCTAssertTrue(theme.scales["margin"]?.isBuiltIn ?? false)
    }

    /// A preset kept for old code is written as a mapping naming its replacement; a wrong mapping is a finding at its key.
    func testDeprecatedPresetsInAScale() throws {
        let result = loadTheme("""
        w3wtheme: 1
        scales:
          cornerRadius: { small: 8, soft: { value: 8, deprecated: small }, old: { value: 14, deprecated: true } }
          padding: { s: 8, wide: { value: 30, deprecated: 3 }, odd: { deprecated: s }, bad: { value: 2, note: x } }
        """)
        let theme = try XCTUnwrap(result.model.themes.first)
        XCTAssertEqual(theme.scales["cornerRadius"]?.entries.map { "\($0.name) \($0.value) \($0.deprecated) \($0.replacedBy ?? "-")" },
                       ["small 8 false -", "soft 8 true small", "old 14 true -"])
        XCTAssertEqual(theme.scales["cornerRadius"]?.allowedEntries.map(\.name), ["small"])
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "4:51 `deprecated` of preset `padding.wide` must be `true` or the name of the preset to use instead",
            "4:61 preset `padding.odd` written as a mapping needs a `value`",
            "4:97 unknown key `note` in preset `padding.bad`; a preset written as a mapping has `value` and `deprecated`",
        ])
        XCTAssertEqual(theme.scales["padding"]?.entries.map(\.name), ["s", "bad"])
    }
}
