import Foundation
import XCTest
@testable import W3WLintKit

/// References: which theme or style sheet judges an export (the one named, else the nearest in its folder or above,
/// whatever else is checked beside it); the `no-reference` note for exports with none; and the reference named on
/// each finding and in `--summary`.
final class ReferenceRuleTests: XCTestCase {
    private let theme = TestThemes.componentReferenceTheme

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

    func testFindingsNameTheirReferenceAndUnreferencedFoldersAreNoted() {
        let css = ":root { --ink: #777777; }\n"
        let svg = "<svg viewBox=\"0 0 40 20\"><text x=\"2\" y=\"14\" font-size=\"12\" fill=\"var(--ink)\">Hi</text></svg>"
        let grey = "<svg viewBox=\"0 0 40 20\"><text x=\"2\" y=\"14\" font-size=\"12\" fill=\"#999999\">Hi</text></svg>"
        let result = lint([("web/vars.css", css), ("web/icons/a.svg", svg), ("loose/b.svg", grey), ("loose/c.svg", grey)])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.property("reference") ?? .null)" }, [
            "loose/b.svg:1 no-reference null", "loose/b.svg:1 contrast null", "loose/c.svg:1 contrast null",
            "web/icons/a.svg:1 contrast string(\"web/vars.css\")",
        ])
        XCTAssertEqual(result.findings[0].message, "2 exports in `loose` have no reference: colours, spacing, radii, type and sizes are not judged (nothing in the folder or above it defines colours or scales: no theme, token set, CSS variables file, colour sets or res colours; and no pack chosen with `extends:`)")
        XCTAssertEqual(result.findings[0].property("unreferencedExports"), 2)
        XCTAssertEqual(TextReporter.summary(result), "3 errors, 0 warnings, 1 note in 4 files; 2 exports have no reference (w3wlint init lists the references a tree has)")
        XCTAssertTrue(SummaryReporter.table(result).hasSuffix("""

        reference     files with findings
        web/vars.css  1

        """))
        // With a pack chosen, the presets are named as what judged the unreferenced exports.
        let chosen = lint([("loose/b.svg", grey)], presets: chosenPresets())
        XCTAssertEqual(chosen.findings.map { "\($0.ruleID) \($0.property("reference") ?? .null)" },
                       ["no-reference string(\"presets: w3w\")", "contrast string(\"presets: w3w\")"])
        XCTAssertEqual(chosen.findings[0].message, "1 export in `loose` has no reference: spacing, radii, type and sizes are judged by the chosen packs' presets (w3w) only, and colours not at all (nothing in the folder or above it defines colours or scales)")
    }

    /// An image set is a folder of one image: the image sets of one asset catalog share one note, named for the catalog.
    func testImageSetsOfOneCatalogShareOneNote() {
        let grey = "<svg viewBox=\"0 0 40 20\"><text x=\"2\" y=\"14\" font-size=\"12\" fill=\"#999999\">Hi</text></svg>"
        let result = lint([("App/Images.xcassets/Room/close.imageset/close.svg", grey), ("App/Images.xcassets/send.imageset/send.svg", grey),
                           ("App/Other/plain.svg", grey)])
        XCTAssertEqual(result.findings.filter { $0.ruleID == "no-reference" }.map { "\($0.location.file) \($0.property("folder") ?? .null) \($0.property("unreferencedExports") ?? .null)" }, [
            "App/Images.xcassets/Room/close.imageset/close.svg string(\"App/Images.xcassets\") number(2.0)",
            "App/Other/plain.svg string(\"App/Other\") number(1.0)",
        ])
        XCTAssertTrue(result.findings[0].message.hasPrefix("2 exports in `App/Images.xcassets` have no reference"), result.findings[0].message)
    }
}
