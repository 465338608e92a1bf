import Foundation
import Testing
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

    func testThemeSectionsLoadWithTheirUnits() throws {
        let result = loadTheme("""
        w3wtheme: 1
        typography:
          h1: { size: 21, weight: medium, letterSpacing: -0.12, lineHeight: 1.0 }
          label: { size: 20, weight: 600, letterSpacing: -1%, lineHeight: 24px }
          tight: { size: 10, weight: regular, letterSpacing: 0.05em, lineHeight: 120% }
        components:
          Button: { small: 24, medium: 34, large: 40 }
          row: [32, 40]
        hierarchy: [primary, secondary, tertiary]
        """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let structure = try XCTUnwrap(result.model.themes.first?.structure)
        XCTAssertEqual(structure.typography.map(\.summary), [
            "h1 (21, medium, -0.12, 1)", "label (20, semibold, -0.2, 1.2)", "tight (10, regular, 0.5, 1.2)",
        ])
        XCTAssertEqual(structure.typography.map { "\($0.location!.line):\($0.location!.column)" }, ["3:3", "4:3", "5:3"])
        XCTAssertEqual(structure.components["button"]?.entries.map(\.name), ["small", "medium", "large"])
        XCTAssertEqual(structure.components["row"]?.entries.map(\.value), [.points(32), .points(40)])
        XCTAssertEqual(structure.hierarchy, ["primary", "secondary", "tertiary"])
        XCTAssertEqual(structure.hierarchyLocation?.line, 9)
    }

    func testThemeSectionMistakesAreInvalidValuesAtTheirLine() {
        let result = loadTheme("""
        w3wtheme: 1
        typography:
          h1: { size: 21, weight: mediun, lineHeight: 1 }
          h2: { size: 18, lineHeight: 1.4 }
          h3: { size: 16, weight: medium, lineHieght: 1.5 }
          h4: { size: 16, weight: medium, lineHeight: 1.5em }
        components:
          button: { small: -4 }
        hierarchy: [primary]
        """)
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "3:27 unknown font weight `mediun` in `typography.h1.weight`; use ultralight, thin, light, regular, medium, semibold, bold, heavy, black or a number 1…1000",
            "4:3 `typography.h2` needs `weight`",
            "5:35 unknown key `lineHieght` in `typography.h3`; did you mean `lineHeight`? (known: size, weight, letterSpacing, lineHeight)",
            "5:3 `typography.h3` needs `lineHeight`",
            "6:47 `typography.h4.lineHeight` must be a ratio of the size (1.5), or `…px` or `…%`, found `1.5em`",
            "8:20 a size preset of `components.button` must be a number of points > 0, found `-4`",
            "9:12 expected `hierarchy` to be a list of at least two text levels, most prominent first, such as [primary, secondary, tertiary, quaternary]; found a list",
        ])
    }
}

/// Bad theme input is a finding at its line, never a crash.
struct ThemeLoaderBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var file = "bad.w3wtheme.yaml"
        /// `line:column rule-id` of every loader finding, in order.
        var expected: [String]
        /// A phrase the first message must contain.
        var says: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "malformed YAML", source: "w3wtheme: 1\npalette:\n  a: [1, 2\n", expected: ["4:1 parse-error"],
             says: "did not find expected ',' or ']'"),
        Case(name: "malformed JSON", source: "{\n  \"w3wtheme\": 1,\n  \"palette\": {\"a\": \"#FFF\" \"b\": \"#000\"}\n}\n",
             file: "bad.w3wtheme.json", expected: ["3:27 parse-error"], says: "invalid YAML/JSON"),
        Case(name: "duplicate key", source: "w3wtheme: 1\npalette:\n  a: \"#FFF\"\n  a: \"#000\"\n",
             expected: ["3:3 parse-error"], says: "duplicate key in a mapping: a"),
        Case(name: "unknown palette name", source: "w3wtheme: 1\npalette:\n  grey56: \"#747480\"\n  text: { light: gery56 }\n",
             expected: ["4:18 invalid-value"], says: "unknown colour `gery56`: not a palette name, nor #RGB, #RRGGBB or #RRGGBBAA; did you mean `grey56`?"),
        Case(name: "reference cycle", source: "w3wtheme: 1\npalette:\n  a: b\n  b: c\n  c: a\n",
             expected: ["5:6 invalid-value"], says: "palette reference cycle: a → b → c → a"),
        Case(name: "self reference", source: "w3wtheme: 1\npalette:\n  a: { light: a }\n",
             expected: ["3:15 invalid-value"], says: "palette reference cycle: a → a"),
        Case(name: "invalid colour", source: "w3wtheme: 1\npalette:\n  bad: \"#GGG\"\n", expected: ["3:8 invalid-value"],
             says: "invalid colour `#GGG`"),
        Case(name: "four hex digits", source: "w3wtheme: 1\npalette:\n  bad: \"#FFF8\"\n", expected: ["3:8 invalid-value"],
             says: "expected #RGB, #RRGGBB or #RRGGBBAA"),
        Case(name: "unquoted hex is a YAML comment", source: "w3wtheme: 1\npalette:\n  white: #FFFFFF\n",
             expected: ["3:9 invalid-value"], says: "an unquoted `#…` starts a YAML comment"),
        Case(name: "colour of the wrong type", source: "w3wtheme: 1\nschemes:\n  base:\n    colors:\n      foreground: 12\n",
             expected: ["5:19 invalid-value"], says: "found a number"),
        Case(name: "palette of the wrong type", source: "w3wtheme: 1\npalette: [\"#FFF\"]\n", expected: ["2:10 invalid-value"],
             says: "expected `palette` to be a mapping"),
        Case(name: "unknown mode", source: "w3wtheme: 1\npalette:\n  text: { light: \"#000\", drak: \"#FFF\" }\n",
             expected: ["3:26 invalid-value"], says: "unknown mode `drak` in palette colour `text`; the theme's modes are light, dark; did you mean `dark`?"),
        Case(name: "missing version", source: "name: x\npalette: {}\n", expected: ["1:1 invalid-value"], says: "missing `w3wtheme: 1`"),
        Case(name: "unsupported version", source: "w3wtheme: 2\n", expected: ["1:11 invalid-value"], says: "unsupported format version `2`"),
        Case(name: "empty file", source: "", expected: ["1:1 invalid-value"], says: "the file is empty"),
        Case(name: "not a mapping", source: "- a\n- b\n", expected: ["1:1 invalid-value"], says: "found a list"),
        Case(name: "unknown top-level key", source: "w3wtheme: 1\nschems: {}\n", expected: ["2:1 invalid-value"],
             says: "unknown key `schems` in a theme; did you mean `schemes`?"),
        Case(name: "unknown preset", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      cornerRadius: smal\n",
             expected: ["5:21 invalid-value"], says: "unknown cornerRadius preset `smal`"),
        Case(name: "negative padding", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      padding: -4\n",
             expected: ["5:16 invalid-value"], says: "must be a number of points ≥ 0"),
        Case(name: "three paddings", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      padding: [1, 2, 3]\n",
             expected: ["5:16 invalid-value"], says: "takes 1, 2 or 4 values"),
        Case(name: "pair without background", source: "w3wtheme: 1\nschemes:\n  b:\n    colors:\n      header: { foreground: \"#FFF\" }\n",
             expected: ["5:15 invalid-value"], says: "needs both `foreground` and `background`"),
        Case(name: "pair role given one colour", source: "w3wtheme: 1\nschemes:\n  b:\n    colors:\n      error: \"#F00\"\n",
             expected: ["5:14 invalid-value"], says: "role `error` holds a pair"),
        Case(name: "unknown font weight", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      font: { size: 17, weight: fat }\n",
             expected: ["5:33 invalid-value"], says: "unknown font weight `fat`"),
        Case(name: "unknown contrast level", source: "w3wtheme: 1\nschemes:\n  b:\n    colors: { foreground: \"#000\", background: \"#FFF\" }\n    contrast:\n      - { foreground: foreground, background: background, level: AAAA }\n",
             expected: ["6:66 invalid-value"], says: "unknown contrast level `AAAA`; use AA or AAA"),
        Case(name: "unknown contrast colour", source: "w3wtheme: 1\nschemes:\n  b:\n    colors: { foreground: \"#000\", background: \"#FFF\" }\n    contrast:\n      - { foreground: forground, background: background }\n",
             expected: ["6:23 invalid-value"], says: "did you mean `foreground`?"),
        Case(name: "YAML alias expansion bomb", source: """
        w3wtheme: 1
        a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]
        """, expected: ["2:1 invalid-value", "3:1 invalid-value", "4:1 invalid-value", "5:1 invalid-value", "6:1 invalid-value",
                        "7:1 invalid-value", "8:1 invalid-value", "9:1 invalid-value", "10:1 invalid-value"],
             says: "unknown key `a` in a theme"),
    ]

    @Test(arguments: cases)
    func reportsAtTheLine(_ testCase: Case) {
        let result = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data(testCase.source.utf8), file: testCase.file)
        #expect(positions(result.diagnostics) == testCase.expected)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.location.file == testCase.file })
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains(testCase.says), "message: \(message)")
    }

    @Test func schemeAliasBombIsBounded() {
        // 10^6 scheme visits through aliases would take long; the loader stops with a finding instead.
        var lines = ["w3wtheme: 1", "palette:", "  c: \"#000\"", "x: &r0 {foreground: c, background: c}"]
        var roles = (0..<40).map { "  r\($0): *r0" }.joined(separator: "\n")
        lines.append("y: &s0\n  colors:\n" + roles.replacingOccurrences(of: "  r", with: "    r"))
        roles = (0..<3000).map { "  s\($0): *s0" }.joined(separator: "\n")
        lines.append("schemes:\n" + roles)
        let source = lines.joined(separator: "\n") + "\n"
        // 3,000 schemes × 40 roles through two aliases: 120,000 role visits from a 40 kB file.
        let unbounded = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data(source.utf8), file: "bomb.w3wtheme.yaml")
        #expect(unbounded.model.themes.first?.schemes.count == 3000)
        #expect(!unbounded.diagnostics.contains { $0.ruleID == "parse-error" })
        let bounded = ThemeLoader(nodeBudget: 10_000, defaultScales: BuiltinPresets.scales).load(contents: Data(source.utf8), file: "bomb.w3wtheme.yaml")
        #expect(bounded.diagnostics.filter { $0.ruleID == "parse-error" }.map(\.message)
            == ["the document is too large once its YAML aliases are expanded"])
        #expect((bounded.model.themes.first?.schemes.count ?? 0) < 300)
    }

    @Test func notUTF8() {
        let result = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data([0x77, 0x33, 0xFF, 0xFE, 0x0A]), file: "b.w3wtheme.yaml")
        #expect(positions(result.diagnostics) == ["1:1 parse-error"])
        #expect(result.diagnostics.first?.message == "the file is not valid UTF-8 text")
    }

    @Test func binaryData() {
        let result = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data("w3wtheme: 1\n\0\0".utf8), file: "b.w3wtheme.yaml")
        #expect(positions(result.diagnostics) == ["1:1 parse-error"])
    }
}
