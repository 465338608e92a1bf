import Foundation
import XCTest
@testable import W3WLintKit

/// The checks on component exports, run through the whole pipeline, with exact messages and numbers.
final class ComponentRuleTests: XCTestCase {
    private func report(_ files: [(String, String)], rules: [any RuleKind] = BuiltinRules.defaultPack) -> [String] {
        lint(files, rules: rules).findings.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID) \($0.message)"
        }
    }

    private let theme = """
    w3wtheme: 1
    modes: [light, dark]
    palette:
      surface: { light: "#FFFFFF", dark: "#1A1C1E" }
      text: { light: "#0A3049", dark: "#FFFFFF" }
      brand: "#E11F26"
      muted: { light: "#767676", dark: "#5E5E5E" }
    """

    func testTextOverTranslucentLayersAndTheExactNumbers() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48">
          <style>.surface { fill: #1C86CC } .veil { fill: #FFFFFF; fill-opacity: .5 } .label { fill: #FFF; font-size: 15px }</style>
          <rect class="surface" width="200" height="48" rx="8"/>
          <rect class="veil" x="8" y="8" width="184" height="32" rx="4"/>
          <text id="Label" class="label" x="100" y="29" text-anchor="middle">Continue</text>
        </svg>
        """
        let result = lint([("button.svg", svg)], rules: [ContrastRule()])
        XCTAssertEqual(result.findings.map(\.message), [
            "text \"Continue\" #FFFFFF on #8EC3E6 is 1.90:1 in light mode, below WCAG AA 4.5:1 for text "
                + "(svg > text#Label over svg > rect[2])",
        ])
        let finding = result.findings[0]
        XCTAssertEqual("\(finding.location.line):\(finding.location.column)", "5:3")
        XCTAssertEqual(finding.property("background"), "#8EC3E6")
        XCTAssertEqual(finding.property("ratio"), 1.9)
        XCTAssertEqual(finding.property("kind"), "text")
        XCTAssertEqual(finding.property("element"), "svg > text#Label")
        XCTAssertEqual(finding.property("backgroundElement"), "svg > rect[2]")
    }

    func testThemeVariablesAdaptToEveryModeAndUnknownOnesAreNoted() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
          <rect width="100" height="40" fill="var(--surface)"/>
          <text x="4" y="20" font-size="13" fill="var(--muted)">Muted</text>
          <text x="4" y="35" font-size="13" fill="var(--nowhere)">Unknown</text>
          <text x="50" y="35" font-size="13" fill="var(--nowhere, #0A3049)">Fallback</text>
        </svg>
        """
        XCTAssertEqual(report([("theme.w3wtheme.yaml", theme), ("c/field.svg", svg)]), [
            "c/field.svg:3:3 error contrast text \"Muted\" #5E5E5E on #1A1C1E is 2.63:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text[1] over svg > rect)",
            "c/field.svg:4:3 note contrast contrast of 1 text not checked: colour `--nowhere` is unknown (defined neither in the file nor in its references: theme.w3wtheme.yaml; no fallback is given); define it in a CSS file beside the exports or above them, or map it in the config's `exports.variables`",
            "c/field.svg:5:3 error contrast text \"Fallback\" #0A3049 on #1A1C1E is 1.24:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text[3] over svg > rect)",
            "c/field.svg:5:3 warning palette fill #0A3049 of svg > text[3] is not a palette colour in dark mode; no palette colour is near it (the nearest, surface #1A1C1E, is ΔE_OK 0.091 away)",
        ])
    }

    func testGradientsAtTheWorstStopAndImagesAreNotGuessed() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">
          <defs><linearGradient id="fade"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#767676"/></linearGradient></defs>
          <rect width="100" height="30" fill="url(#fade)"/>
          <text x="10" y="20" font-size="13" fill="#595959">Over a gradient</text>
          <image href="photo.png" y="30" width="100" height="30"/>
          <text x="10" y="50" font-size="13" fill="#FFFFFF">Over a photo</text>
        </svg>
        """
        XCTAssertEqual(report([("banner.svg", svg)], rules: [ContrastRule()]), [
            "banner.svg:4:3 error contrast text \"Over a gradient\" #595959 on #767676 is 1.54:1 in light mode, below WCAG AA 4.5:1 for text (svg > text[1] over svg > rect)",
            "banner.svg:6:3 note contrast text \"Over a photo\" lies over <image> (svg > image), whose colours are not known; its contrast is not checked",
        ])
    }

    func testClipPathsLimitWhatCoversTheText() {
        // Figma wraps frames in a clip; here the clip leaves the dark panel only on the left half.
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">
          <defs><clipPath id="half"><rect width="100" height="40"/></clipPath></defs>
          <g clip-path="url(#half)"><rect width="200" height="40" fill="#0A3049"/></g>
          <text x="20" y="25" font-size="13" fill="#FFFFFF">Left</text>
          <text x="140" y="25" font-size="13" fill="#FFFFFF">Right</text>
        </svg>
        """
        XCTAssertEqual(report([("clipped.svg", svg)], rules: [ContrastRule()]), [
            "clipped.svg:5:3 error contrast text \"Right\" #FFFFFF on #FFFFFF is 1.00:1 in light mode, below WCAG AA 4.5:1 for text (svg > text[2] over the light canvas)",
        ])
    }

    func testAnExportWithDarkSchemeCSSIsCheckedInBothModes() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 24">
          <style>
            .chip { fill: #F2F2F7 } .label { fill: #3C3C43 }
            @media (prefers-color-scheme: dark) { .chip { fill: #1C1C1E } .label { fill: #636366 } }
          </style>
          <rect class="chip" width="100" height="24" rx="12"/>
          <text class="label" x="8" y="16" font-size="13">Filter</text>
        </svg>
        """
        let result = lint([("theme.w3wtheme.yaml", theme), ("icons/close-dark.svg", "<svg/>"), ("icons/chip.svg", svg)],
                          rules: [ContrastRule(), RequiredModesRule()])
        // Dark: #636366 on #1C1C1E is 2.84:1; light passes (9.80:1). It adapts by itself, so it needs no -dark twin.
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line) \($0.message)" }, [
            "icons/chip.svg:7 text \"Filter\" #636366 on #1C1C1E is 2.84:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text over svg > rect)",
        ])
    }

    func testTheRuleOptionsApplyToExports() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
          <text x="4" y="20" font-size="13" fill="#888888">Grey</text>
          <text x="4" y="35" font-size="13" fill="#767676">Darker</text>
        </svg>
        """
        // APCA: #888 on white is Lc 63.06, below 75; #767676 is Lc 71.58, shown cut down as 71.5.
        let apca = lint([("a.svg", svg)], rules: [ContrastRule(options: .init().with(\.algorithm, .apca))]).findings
        XCTAssertEqual(apca.map(\.message), [
            "text \"Grey\" #888888 on #FFFFFF has APCA Lc 63 in light mode, below 75 for text (advisory) (svg > text[1] over the light canvas)",
            "text \"Darker\" #767676 on #FFFFFF has APCA Lc 71.5 in light mode, below 75 for text (advisory) (svg > text[2] over the light canvas)",
        ])
        // AAA needs 7:1; `modes: [dark]` leaves out an export drawn for light.
        XCTAssertEqual(lint([("a.svg", svg)], rules: [ContrastRule(options: .init().with(\.level, .aaa))]).findings.count, 2)
        XCTAssertEqual(lint([("a.svg", svg)], rules: [ContrastRule(options: .init().with(\.level, .aaa).with(\.modes, ["dark"]))]).findings.count, 0)
    }

    func testReferenceThemeCanBeNamed() {
        let other = "w3wtheme: 1\nmodes: [light]\npalette:\n  red: \"#FF0000\"\n"
        let svg = "<svg viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\" fill=\"#E11F26\"/></svg>"
        var model = DesignModel()
        model.merge(ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data(theme.utf8), file: "b.w3wtheme.yaml").model)
        model.merge(ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data(other.utf8), file: "a.w3wtheme.yaml").model)
        model.merge(SVGLoader().load(contents: Data(svg.utf8), file: "x.svg").model)
        // The first theme by path is the reference: its palette lacks #E11F26.
        XCTAssertEqual(PaletteRule().check(model).map(\.message), [
            "fill #E11F26 of svg > rect is not a palette colour in light mode; nearest: red #FF0000 (ΔE_OK 0.058)",
        ])
        model.referenceThemeFile = "b.w3wtheme.yaml"
        XCTAssertEqual(PaletteRule().check(model).map(\.message), [])
    }

    func testTheNearestThemeToAnExportIsItsReference() {
        let red = "w3wtheme: 1\nmodes: [light]\npalette:\n  red: \"#E11F26\"\n"
        let blue = "w3wtheme: 1\nmodes: [light]\npalette:\n  blue: \"#0000FF\"\n"
        let svg = "<svg viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\" fill=\"#E11F26\"/></svg>"
        let result = lint([("a.w3wtheme.yaml", blue), ("brand/red.w3wtheme.yaml", red), ("brand/icons/x.svg", svg),
                           ("other/y.svg", svg)], rules: [PaletteRule()])
        // brand/icons/x.svg takes brand/red; other/y.svg has no theme above it but the root's.
        XCTAssertEqual(result.findings.map { "\($0.location.file) \($0.message)" }, [
            "other/y.svg fill #E11F26 of svg > rect is not a palette colour in light mode; no palette colour is near it (the nearest, blue #0000FF, is ΔE_OK 0.490 away)",
        ])
        // An Android app's drawables take the colours of its res folder (res/values serves res/drawable), not one
        // further away.
        let colors = "<resources>\n  <color name=\"blue\">#0000FF</color>\n</resources>\n"
        let app = lint([("a.w3wtheme.yaml", red), ("app/res/values/colors.xml", colors), ("app/res/drawable/ic.svg", svg)],
                       rules: [PaletteRule()])
        XCTAssertEqual(app.findings.map { "\($0.location.file) \($0.property("nearest") ?? .null)" },
                       ["app/res/drawable/ic.svg string(\"blue\")"])
        // A theme in a sibling folder is another project's: it never serves, and with no reference there is no verdict.
        let siblings = lint([("spectrum/tokens.w3wtheme.yaml", blue), ("uswds/img/y.svg", svg)], rules: [PaletteRule()])
        XCTAssertEqual(siblings.findings.map(\.message), [])
        // `design/tokens/` is a token set's folder: it serves `design/icons/` beside it.
        let tokens = ##"{ "color": { "blue": { "$type": "color", "$value": "#0000FF" } } }"##
        let design = lint([("design/tokens/color.tokens.json", tokens), ("design/icons/x.svg", svg)], rules: [PaletteRule()])
        XCTAssertEqual(design.findings.map { "\($0.location.file) \($0.property("nearest") ?? .null)" },
                       ["design/icons/x.svg string(\"color.blue\")"])
    }

    /// A project's findings do not depend on what else is checked beside it: each export is judged by the reference
    /// in its own folder or above, in a run of the whole tree as in a run of the project alone.
    func testAProjectGivesTheSameFindingsAloneAndInsideALargerTree() {
        let red = "w3wtheme: 1\nmodes: [light]\npalette:\n  red: \"#E11F26\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n"
        let svg = "<svg viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\" rx=\"3\" fill=\"#E11F27\"/></svg>"
        let a = [("a/theme.w3wtheme.yaml", red), ("a/icons/x.svg", svg)]
        let b = [("b/deep/icons/y.svg", svg), ("b/z.svg", svg)]
        func lines(_ result: LintResult, in project: String) -> [String] {
            result.findings.filter { $0.location.file.hasPrefix(project) }.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
        }
        let whole = lint(a + b)
        XCTAssertEqual(lines(whole, in: "a/"), lines(lint(a), in: "a/"))
        XCTAssertEqual(lines(whole, in: "b/"), lines(lint(b), in: "b/"))
        XCTAssertEqual(lines(whole, in: "a/"), ["a/icons/x.svg:1 corner-radius", "a/icons/x.svg:1 palette", "a/theme.w3wtheme.yaml:8 corner-radius"])
        // b/ has no reference: one note per folder says so.
        XCTAssertEqual(lines(whole, in: "b/"), ["b/deep/icons/y.svg:1 no-reference", "b/z.svg:1 no-reference"])
    }

    func testTypographyCornerRadiusAndSpacingNumbers() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">
          <g id="Chip" transform="translate(10 10)">
            <rect width="100" height="40" rx="20" ry="20" fill="#E11F26"/>
            <circle cx="26" cy="20" r="8" fill="#FFFFFF"/>
            <text x="40" y="25" font-size="14.5" fill="#FFFFFF">Chip</text>
          </g>
          <g transform="matrix(1.5 0 0 1.5 0 0)"><rect x="80" y="2" width="20" height="20" rx="3" fill="#0A3049"/></g>
        </svg>
        """
        // A theme without `typography:`: the size-only check against the fontSize scale (the what3words presets).
        XCTAssertEqual(report([("chip.svg", svg), ("theme.w3wtheme.yaml", "w3wtheme: 1\n")],
                              rules: [ScaleRule(), PresetsRule(), TypographyRule()]), [
            "chip.svg:4:5 warning spacing-scale leading padding 18 of svg > g#Chip (from its background to svg > g#Chip > circle) is not on the padding scale (what3words presets); nearest: bold (16) or heavy (24)",
            "chip.svg:5:5 warning typography font size 14.5 of text \"Chip\" is not on the fontSize scale; nearest: footnote (13) or subheadline (15)",
            "chip.svg:7:42 warning corner-radius corner radius 4.5 of svg > g[2] > rect is not a preset; nearest: extraSmall (4) or small (8)",
        ])
    }

    func testHostileAndBrokenFilesEndAsFindingsAndTheRunGoesOn() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-xxe-\(UUID().uuidString).txt")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        var laughs = "<!DOCTYPE svg [\n<!ENTITY a \"aaaaaaaaaa\">\n"
        var previous = "a"
        for level in 1...9 {
            laughs += "<!ENTITY b\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
            previous = "b\(level)"
        }
        laughs += "]>\n<svg><text>&\(previous);</text></svg>\n"
        let files: [(String, String)] = [
            ("a-xxe.svg", "<!DOCTYPE svg [<!ENTITY x SYSTEM \"\(secret.absoluteString)\">]>\n<svg><text>&x;</text></svg>"),
            ("b-net.svg", "<!DOCTYPE svg [\n<!ENTITY n SYSTEM \"http://127.0.0.1:9/x\">]>\n<svg><text>&n;</text></svg>"),
            ("c-laughs.svg", laughs),
            ("d-deep.svg", "<svg>" + String(repeating: "<g>", count: 10_000) + String(repeating: "</g>", count: 10_000) + "</svg>"),
            ("e-garbage.svg", "\u{01}\u{02}PNG\u{FF}garbage"),
            ("f-empty.svg", ""),
            ("g-html.svg", "<html><body/></html>"),
            ("z-good.svg", "<svg viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\" rx=\"3\" fill=\"#000\"/></svg>"),
        ]
        let result = lint(files, presets: chosenPresets())
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }, [
            "a-xxe.svg:1:1 parse-error",
            "b-net.svg:2:1 parse-error",
            "c-laughs.svg:13:16 parse-error",
            "d-deep.svg:1:774 parse-error",
            "e-garbage.svg:1:1 parse-error",
            "f-empty.svg:1:1 parse-error",
            "g-html.svg:1:1 parse-error",
            "z-good.svg:1:26 corner-radius",
        ])
        XCTAssertFalse(result.findings.contains { $0.message.contains("TOP-SECRET") })
        XCTAssertEqual(result.findings[2].message,
                       "not well-formed XML: Detected an entity reference loop (libxml2 error 89); nothing in the file was checked")
    }
}
