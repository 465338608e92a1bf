import Foundation
import XCTest
@testable import W3WLintKit

/// The bundled samples are the README's first command: their findings are pinned exactly.
final class SamplesTests: ScratchFolderTestCase {
    func testW3WSampleFindings() throws {
        let result = try Linter().check(paths: ["Samples/w3w"], workingDirectory: packageRoot.path)
        XCTAssertEqual(result.files, ["Samples/w3w/legacy.w3wtheme.json", "Samples/w3w/what3words.w3wtheme.yaml"])
        XCTAssertEqual(TextReporter().report(result), """
        Samples/w3w/legacy.w3wtheme.json:6:14: error: invalid colour `#GGG`: expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [invalid-value]
        Samples/w3w/legacy.w3wtheme.json:7:25: error: unknown colour `grey56`: not a palette name, nor #RGB, #RRGGBB or #RRGGBBAA [invalid-value]
        Samples/w3w/legacy.w3wtheme.json:14:17: error: tint #E11F26 on background #000000 is 4.42:1 in dark mode, below WCAG AA 4.5:1 for text (scheme labels) [contrast]
            unsafe fix (--fix --unsafe-fixes): #E11F26 → #E32127
        Samples/w3w/legacy.w3wtheme.json:18:25: error: unknown cornerRadius preset `smal` in `schemes.labels.styles.cornerRadius`; did you mean `small`? (known: none, extraSmall, small, regular, large, extraLarge, circle, oval) [invalid-value]
        Samples/w3w/what3words.w3wtheme.yaml:49:3: warning: colour `highlightBackground` has no dark value (it defines light; required modes: light, dark) [dark-variant]
        Samples/w3w/what3words.w3wtheme.yaml:57:18: error: secondary #187DB9 on background #FFFFFF is 4.49:1 in light mode, below WCAG AA 4.5:1 for text (scheme base) [contrast]
            unsafe fix (--fix --unsafe-fixes): #187DB9 → #177DB8
        Samples/w3w/what3words.w3wtheme.yaml:58:13: error: tint #E11F26 on background #000000 is 4.42:1 in dark mode, below WCAG AA 4.5:1 for text (scheme base) [contrast]
            unsafe fix (--fix --unsafe-fixes): #E11F26 → #E32127
        Samples/w3w/what3words.w3wtheme.yaml:67:19: error: foreground #FFFFFF on background #1C86CC is 3.93:1 in light mode, below WCAG AA 4.5:1 for text (scheme buttons) [contrast]
            suggestion: background #067CC1 (no foreground of this hue passes)
        Samples/w3w/what3words.w3wtheme.yaml:67:19: error: foreground #FFFFFF on background #4097D5 is 3.17:1 in dark mode, below WCAG AA 4.5:1 for text (scheme buttons) [contrast]
            suggestion: background #207CB9 (no foreground of this hue passes)
        Samples/w3w/what3words.w3wtheme.yaml:71:21: warning: padding 14 in scheme buttons is not on the padding scale (what3words presets); nearest: medium (12) or bold (16) [spacing-scale]
            fix: 14 → 16
        Samples/w3w/what3words.w3wtheme.yaml:71:29: warning: padding 14 in scheme buttons is not on the padding scale (what3words presets); nearest: medium (12) or bold (16) [spacing-scale]
            fix: 14 → 16
        Samples/w3w/what3words.w3wtheme.yaml:91:32: error: highlight.foreground #FFFFFF on highlight.background #DBEFFA is 1.18:1 in dark mode, below WCAG AA 4.5:1 for text (scheme cells) [contrast]
            suggestion: background #687983 (no foreground of this hue passes)
        Samples/w3w/what3words.w3wtheme.yaml:93:21: warning: cornerRadius 14 in scheme cells is not a preset; nearest: regular (12) or large (16) [corner-radius]
            fix: 14 → 16
        Samples/w3w/what3words.w3wtheme.yaml:94:16: warning: padding 13 in scheme cells is not on the padding scale (what3words presets); nearest: medium (12) or bold (16) [spacing-scale]
            fix: 13 → 12
        Samples/w3w/what3words.w3wtheme.yaml:95:15: warning: margin 12 in scheme cells is not on the margin scale (what3words presets); nearest: one (8) or two (16) [spacing-scale]
            fix: 12 → 16
        9 errors, 6 warnings in 2 files

        """)
        XCTAssertTrue(result.hasErrors)
        // Every check fires on the sample.
        XCTAssertEqual(Set(result.findings.map(\.ruleID)),
                       ["contrast", "dark-variant", "spacing-scale", "corner-radius", "invalid-value"])
    }

    func testCleanSamplePasses() throws {
        let result = try Linter().check(paths: ["Samples/clean"], workingDirectory: packageRoot.path)
        XCTAssertEqual(result.files, ["Samples/clean/what3words.w3wtheme.yaml"])
        XCTAssertEqual(result.findings.map(\.message), [])
    }

    /// A small SwiftUI app whose design is plain Swift (docs/swift.md, "Swift design code"): its colours, scales and button
    /// styles are read, its views judged by them.
    func testSwiftUISampleFindings() throws {
        let result = try Linter().check(paths: ["Samples/swiftui"], workingDirectory: packageRoot.path)
        XCTAssertEqual(result.files, ["Samples/swiftui/Sources/Shop/ProductCard.swift", "Samples/swiftui/Sources/Shop/Theme.swift"])
        XCTAssertEqual(TextReporter().report(result), """
        Samples/swiftui/Sources/Shop/ProductCard.swift:8:39: warning: padding 13 in `.padding(_:)` is not on the padding scale; nearest: Spacing.small (8) or Spacing.medium (16) [spacing-scale]
            fix: 13 → 16
        Samples/swiftui/Sources/Shop/ProductCard.swift:12:34: error: .foregroundColor(Color(Palette.surface)) #FFFFFF on .background(Color(Palette.accent)) #FF8C61 is 2.28:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles) [contrast]
            suggestion: #404040
        Samples/swiftui/Sources/Shop/ProductCard.swift:17:52: warning: cornerRadius 6 in `RoundedRectangle(cornerRadius:)` is not a preset; nearest: CornerRadius.small (4) or CornerRadius.medium (8) [corner-radius]
            fix: 6 → 8
        Samples/swiftui/Sources/Shop/ProductCard.swift:24:42: warning: font size 15 in `.systemFont(ofSize:)` is not on the fontSize scale; nearest: FontSize.caption (13) or FontSize.body (17) [typography]
            fix: 15 → 17
        Samples/swiftui/Sources/Shop/Theme.swift:8:16: note: colour `Palette.accent` gives dark the same value as light (#FF8C61): it does not adapt; choose a dark value, or write one value if it is meant to stay [dark-variant]
        Samples/swiftui/Sources/Shop/Theme.swift:9:16: warning: colour `Palette.muted` has no dark value (it defines light; required modes: light, dark) [dark-variant]
        Samples/swiftui/Sources/Shop/Theme.swift:35:31: error: ButtonStyleKind.primary.titleColor #FFFFFF on ButtonStyleKind.primary.backgroundColor #FF8C61 is 2.28:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles) [contrast]
            suggestion: #404040
        Samples/swiftui/Sources/Shop/Theme.swift:36:33: error: ButtonStyleKind.secondary.titleColor #FF8C61 on ButtonStyleKind.secondary.backgroundColor #FFFFFF is 2.28:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles) [contrast]
            suggestion: #C2562A
        3 errors, 4 warnings, 1 note in 2 files

        """)
    }

    /// The component exports (light and dark), checked against the clean what3words theme: docs/exports.md's example.
    func testComponentSampleFindings() throws {
        var linter = Linter()
        linter.referenceThemePath = "Samples/clean/what3words.w3wtheme.yaml"
        let result = try linter.check(paths: ["Samples/components"], workingDirectory: packageRoot.path)
        XCTAssertEqual(result.files, [
            "Samples/clean/what3words.w3wtheme.yaml", "Samples/components/Button/Mode=Dark.svg",
            "Samples/components/Button/Mode=Light.svg", "Samples/components/ButtonSizes/Size=Large.svg",
            "Samples/components/ButtonSizes/Size=Medium.svg", "Samples/components/ButtonSizes/Size=Small.svg",
            "Samples/components/Chip/Mode=Light.svg", "Samples/components/ListRow/Mode=Dark.svg",
            "Samples/components/ListRow/Mode=Light.svg", "Samples/components/icons/close-dark.svg",
            "Samples/components/icons/close.svg", "Samples/components/icons/search.svg",
        ])
        XCTAssertEqual(TextReporter().report(result), """
        Samples/components/Button/Mode=Dark.svg:7:3: warning: height 44 of button `Button` (svg > g#Button) is not a button size preset; nearest: large (40) [component-size]
        Samples/components/Button/Mode=Dark.svg:8:5: warning: corner radius 6 of svg > g#Button > rect is not a preset; nearest: extraSmall (4) or small (8) [corner-radius]
            fix: 6 → 8
        Samples/components/Button/Mode=Dark.svg:10:5: error: text "Save" #8F9193 on #005379 is 2.64:1 in dark mode, below WCAG AA 4.5:1 for text (svg > g#Button > text over svg > g#Button > rect) [contrast]
            suggestion: #BCBFC1
        Samples/components/Button/Mode=Light.svg:7:3: warning: height 44 of button `Button` (svg > g#Button) is not a button size preset; nearest: large (40) [component-size]
        Samples/components/ButtonSizes/Size=Medium.svg:3:3: warning: height 36 of button `Button` (svg > g#Button) is not a button size preset; nearest: medium (34) or large (40) [component-size]
        Samples/components/Chip/Mode=Light.svg:1:1: warning: light export has no dark variant (expected `Samples/components/Chip/Mode=Dark.svg`) [dark-variant]
        Samples/components/Chip/Mode=Light.svg:5:5: warning: fill #E11F27 of svg > g#Chip > g > use > circle#dot is not a palette colour in light mode; nearest: red50 #E11F26 (ΔE_OK 0.001) [palette]
        Samples/components/Chip/Mode=Light.svg:10:5: warning: font size 14 of text "Open" is not on the fontSize scale; nearest: footnote (13) or subheadline (15) [typography]
        Samples/components/ListRow/Mode=Dark.svg:14:5: warning: tertiary text "Near London, England" (15, regular) is more prominent than secondary text "///filled.count.soap" (15, regular): contrast 21.00:1 > 12.36:1 in dark mode [hierarchy]
        Samples/components/icons/search.svg:1:1: warning: export has no dark variant, while other exports in `Samples/components/icons` have one (expected `Samples/components/icons/search-dark.svg`) [dark-variant]
        Samples/components/icons/search.svg:4:3: error: fill of path #8DD4EB on #DBEFFA is 1.39:1 in light mode, below WCAG AA 3:1 for non-text (svg > path over svg > circle) [contrast]
            suggestion: #4B91A7
        2 errors, 9 warnings in 12 files

        """)
        XCTAssertEqual(Set(result.findings.map(\.ruleID)),
                       ["contrast", "dark-variant", "corner-radius", "palette", "typography", "component-size", "hierarchy"])
        // docs/exports.md shows this very report.
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/exports.md"), encoding: .utf8)
        XCTAssertTrue(page.contains("```\n" + TextReporter().report(result) + "```"), "docs/exports.md's component example is stale")
    }

    /// The sample's palette carries the real what3words values: check them against the corpus's resolved presets.
    func testSamplePaletteMatchesTheWhat3wordsPresets() throws {
        let resolved = try requireShared("corpus/w3w-swift-design/w3w-swift-themes.resolved.json")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: resolved)) as? [String: Any])
        var presets: [String: (hex: String, alpha: Double)] = [:]
        for color in try XCTUnwrap(json["core_colors"] as? [[String: Any]]) {
            guard let name = (color["name"] as? String)?.split(separator: ".").last.map(String.init),
                  let hex = color["hex"] as? String, let alpha = color["alpha"] as? Double,
                  color["deprecated"] as? Bool != true, presets[name] == nil else { continue }
            presets[name] = (hex.uppercased(), alpha)
        }
        let source = try Data(contentsOf: packageRoot.appendingPathComponent("Samples/w3w/what3words.w3wtheme.yaml"))
        let theme = try XCTUnwrap(ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: source, file: "sample").model.themes.first)
        var checked: [String] = []
        for entry in theme.palette where entry.color.isSingleValue {
            guard let preset = presets[entry.name], let value = entry.color.values["light"] else { continue }
            XCTAssertEqual(String(value.hex.prefix(7)), preset.hex, entry.name)
            XCTAssertEqual(Double(value.alpha) / 255, preset.alpha, accuracy: 0.5 / 255, entry.name)
            checked.append(entry.name)
        }
        XCTAssertGreaterThanOrEqual(checked.count, 15, "checked only \(checked)")
    }

    /// The list row and the button sizes, checked with no theme but the presets of `extends: [w3w, dnakit]`
    /// (DNAKit's text styles and button heights, what3words rows), and with the HIG pack's touch targets.
    func testStructureSampleFindings() throws {
        let result = try Linter(presets: chosenPresets("w3w", "dnakit")).check(paths: ["Samples/components/ListRow", "Samples/components/ButtonSizes"],
                                        workingDirectory: packageRoot.path)
        XCTAssertEqual(TextReporter().report(result), """
        Samples/components/ButtonSizes/Size=Large.svg:1:1: note: 3 exports in `Samples/components/ButtonSizes` have no reference: spacing, radii, type and sizes are judged by the chosen packs' presets (w3w, dnakit) only, and colours not at all (nothing in the folder or above it defines colours or scales) [no-reference]
        Samples/components/ButtonSizes/Size=Medium.svg:3:3: warning: height 36 of button `Button` (svg > g#Button) is not a button size preset; nearest: medium (34) or large (40) [component-size]
        Samples/components/ListRow/Mode=Dark.svg:1:1: note: 2 exports in `Samples/components/ListRow` have no reference: spacing, radii, type and sizes are judged by the chosen packs' presets (w3w, dnakit) only, and colours not at all (nothing in the folder or above it defines colours or scales) [no-reference]
        Samples/components/ListRow/Mode=Dark.svg:14:5: warning: tertiary text "Near London, England" (15, regular) is more prominent than secondary text "///filled.count.soap" (15, regular): contrast 21.00:1 > 12.36:1 in dark mode [hierarchy]
        0 errors, 2 warnings, 2 notes in 5 files; 5 exports have no reference (w3wlint init lists the references a tree has)

        """)
        // Every text matches a DNAKit style (h3, bodyRegular, caption; line height is not drawn) and the avatar
        // is a circle: the only findings are the deliberate ones.
        XCTAssertFalse(result.findings.contains { $0.ruleID == "typography" })

        let configuration = try Configuration.load(file: try write("hig.yml", "extends: [w3w, apple-hig]\n").path,
                                                   workingDirectory: packageRoot.path)
        let hig = try Linter(configuration: configuration).check(paths: ["Samples/components/ButtonSizes"], workingDirectory: packageRoot.path)
        XCTAssertEqual(hig.findings.filter { $0.ruleID == "touch-target" }.map { "\($0.location.file):\($0.location.line) \($0.message)" }, [
            "Samples/components/ButtonSizes/Size=Large.svg:2 button `Button` (svg > g#Button) is 96 × 40, below the minimum 44 × 44",
            "Samples/components/ButtonSizes/Size=Medium.svg:3 button `Button` (svg > g#Button) is 96 × 36, below the minimum 44 × 44",
            "Samples/components/ButtonSizes/Size=Small.svg:2 button `Button` (svg > g#Button) is 96 × 24, below the minimum 44 × 44",
        ])
    }
}

/// The documentation stays true: the theme example in docs/themes.md loads and gives exactly the findings its comments
/// promise, and the README's first commands are the samples and the tests.
final class READMETests: XCTestCase {
    func testThemeFormatExample() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/themes.md"), encoding: .utf8)
        let section = try XCTUnwrap(page.range(of: "## Theme format"))
        let start = try XCTUnwrap(page.range(of: "```yaml\n", range: section.upperBound..<page.endIndex))
        let end = try XCTUnwrap(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let example = String(page[start.upperBound..<end.lowerBound])
        let result = lint([("example.w3wtheme.yaml", example)])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "11:3 dark-variant colour `tint` has no dark value (it defines light; required modes: light, dark)",
            "32:21 spacing-scale padding 14 in scheme base is not on the padding scale; nearest: medium (12) or bold (16)",
            "32:29 spacing-scale padding 14 in scheme base is not on the padding scale; nearest: medium (12) or bold (16)",
            "38:9 contrast brand #E11F26 on secondaryBackground #1A1C1E is 3.60:1 in dark mode, below WCAG AAA 7:1 for text (scheme base)",
            "38:9 contrast brand #E11F26 on secondaryBackground #F2F2F7 is 4.25:1 in light mode, below WCAG AAA 7:1 for text (scheme base)",
            "39:9 contrast border #37393C on background #000000 is 1.81:1 in dark mode, below WCAG AA 3:1 for non-text (scheme base)",
            "39:9 contrast border #C3C7CC on background #FFFFFF is 1.69:1 in light mode, below WCAG AA 3:1 for non-text (scheme base)",
        ])
    }

    func testFirstCommandsAreTheSamplesAndTheTests() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let firstBlock = readme.components(separatedBy: "```")[1]
        XCTAssertTrue(firstBlock.contains("swift run w3wlint check Samples/w3w"))
        XCTAssertTrue(firstBlock.contains("swift test"))
        let ci = try String(contentsOf: packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(ci.contains("\nswift test\n"), "CI runs the README's test command")
    }
}
