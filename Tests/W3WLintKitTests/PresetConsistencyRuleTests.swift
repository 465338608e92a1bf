import Foundation
import XCTest
@testable import W3WLintKit

/// The `preset-consistency` kind: presets agree with the value their name states, with each other, and with the
/// order their names give.
final class PresetConsistencyRuleTests: XCTestCase {
    func testAThemesScaleIsHeldToItsNames() {
        let theme = """
        w3wtheme: 1
        scales:
          lineThickness: { onePoint: 1, twoPoint: 3, half: 0.5 }
          cornerRadius: { small: 8, large: 4, medium: 8 }

        """
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: [PresetConsistencyRule()]), [
            "t.w3wtheme.yaml:3:33 preset-consistency lineThickness `twoPoint` is 3, but its name says 2",
            "t.w3wtheme.yaml:4:29 preset-consistency cornerRadius `large` is 4, not larger than `small` (8), though its name says it is larger",
            "t.w3wtheme.yaml:4:39 preset-consistency cornerRadius `medium` has the same value (8) as `small`; one of them should be marked a deprecated alias",
        ])
    }

    /// Scales the run gathers from code, and the built-in presets, are not the theme's own: nothing is reported.
    func testOnlyTheThemesOwnScalesAreJudged() {
        XCTAssertEqual(report([("t.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 4\n")],
                              rules: [PresetConsistencyRule()]), [])
    }

    /// One Swift type per theme variant with the same roles (`BerlinDayTheme.Colors`, `LisbonTheme.Colors`): a variant
    /// that re-tints a colour but keeps the other's grey hover (Polkadot's generated themes) is reported at the hover,
    /// with the other's as a related place; the variant it was copied from is not, nor a hover re-tinted with its
    /// colour, one left grey with a grey colour, a translucent overlay, text darkened to black on hover, or a colour
    /// re-tinted in a hue of its own.
    func testAVariantKeepsItsStatesWithItsColours() {
        func variant(_ name: String, _ overrides: [String: String]) -> String {
            let roles: [(String, String)] = [
                ("surface", "#F7F7F8"), ("text", "#0B0C0F"), ("textSecondary", "#585B62"), ("link", "#2F6FEA"),
                ("linkHover", "#4D8DFF"), ("action", "#0B0C0F"), ("actionHover", "#23252A"), ("actionSecondary", "#C9CAD0"),
                ("actionSecondaryPressed", "#DADBE0"), ("overlay", "#FFFFFF"), ("overlayHover", "#00000014"),
                ("badge", "#2F6FEA"), ("badgeHover", "#1F5FD0"), ("textSecondaryHover", "#0B0C0F"),
            ]
            let lets = roles.map { "        let \($0.0) = UIColor(hex: \"\(overrides[$0.0] ?? $0.1)\")" }
            return "final class \(name) {\n    final class Colors: ThemeColors {\n" + lets.joined(separator: "\n") + "\n    }\n}\n"
        }
        let day = variant("BerlinDayTheme", [:])
        let lisbon = variant("LisbonTheme", ["surface": "#FFEDD5", "text": "#431407", "textSecondary": "#7C2D12", "action": "#D96C21",
                                             "actionSecondary": "#FDBA74", "actionSecondaryPressed": "#F9A055",
                                             "overlay": "#FFFBF5", "badge": "#16A34A"])
        let result = lint([("Themes/BerlinDayTheme.swift", day), ("Themes/LisbonTheme.swift", lisbon)], rules: [PresetConsistencyRule()])
        XCTAssertEqual(lines(result.findings), [
            "Themes/LisbonTheme.swift:9:13 preset-consistency: colour `LisbonTheme.Colors.actionHover` #23252A keeps `BerlinDayTheme.Colors`'s "
                + "value, though `action` is #D96C21 here and #0B0C0F there: a grey hover state of a tinted colour",
            "Themes/LisbonTheme.swift:15:13 preset-consistency: colour `LisbonTheme.Colors.badgeHover` #1F5FD0 keeps `BerlinDayTheme.Colors`'s "
                + "value, though `badge` is #16A34A here and #2F6FEA there: a hover state of another hue than its colour",
        ])
        XCTAssertEqual(result.findings.first?.relatedLocations.map { "\($0.location.file):\($0.location.line):\($0.location.column)" },
                       ["Themes/BerlinDayTheme.swift:9:13"])
        XCTAssertEqual(result.findings.first?.property("problem"), .string("state"))
        XCTAssertEqual(result.findings.first?.property("other"), .string("BerlinDayTheme.Colors.actionHover"))
    }

    /// Types that share too few roles are no variants of one theme: a button's and a chip's colours are not compared.
    func testTypesOfOtherRolesAreNotVariants() {
        let button = "final class ButtonColors {\n" + (1...7).map { "    let role\($0) = UIColor(hex: \"#0B0C0F\")" }.joined(separator: "\n")
            + "\n    let action = UIColor(hex: \"#0B0C0F\")\n    let actionHover = UIColor(hex: \"#23252A\")\n}\n"
        let chip = "final class ChipColors {\n" + (1...7).map { "    let other\($0) = UIColor(hex: \"#0B0C0F\")" }.joined(separator: "\n")
            + "\n    let action = UIColor(hex: \"#D96C21\")\n    let actionHover = UIColor(hex: \"#23252A\")\n}\n"
        XCTAssertEqual(lines(lint([("Button.swift", button), ("Chip.swift", chip)], rules: [PresetConsistencyRule()]).findings), [])
    }

    /// Eight roles beside an action and its state, in the syntax a test gives: `let` in a nested class, or a static
    /// namespace's `static let`.
    private func brand(_ name: String, action: String, state: String = "actionHover", hover: String = "#23252A",
                       declaration: String = "final class", member: String = "let", attribute: String = "") -> String {
        let roles = ["surface", "onSurface", "primary", "onPrimary", "secondary", "onSecondary", "error", "onError"]
        let lets = roles.enumerated().map { "    \(member) \($0.element) = UIColor(hex: \"#\(String(format: "%06X", 0x102030 * ($0.offset + 1) % 0xFFFFFF))\")" }
        return attribute + "\(declaration) \(name) {\n" + lets.joined(separator: "\n")
            + "\n    \(member) action = UIColor(hex: \"\(action)\")\n    \(member) \(state) = UIColor(hex: \"\(hover)\")\n}\n"
    }

    /// However many brands copied one grey hover, each is reported: the one they copied it from may be read last.
    func testEveryBrandThatCopiedAStateIsReported() {
        var files = [("Themes/ZuluDay.swift", brand("ZuluDayColors", action: "#0B0C0F"))]
        for index in 0..<40 {
            let hue = String(format: "#%02X6C21", 0x90 + index)
            files.append(("Themes/Brand\(index).swift", brand("Brand\(index)Colors", action: hue)))
        }
        let findings = lint(files, rules: [PresetConsistencyRule()]).findings
        XCTAssertEqual(findings.count, 40)
        XCTAssertEqual(Set(findings.map(\.location.file)).count, 40)
        XCTAssertEqual(Set(findings.compactMap { $0.property("other") }), [.string("ZuluDayColors.actionHover")])
    }

    /// Brands in folders of their own and a state in the middle of a name (`actionPressedFill` beside `actionFill`)
    /// are read the same; a deprecated brand is not judged, nor are palette namespaces (component colours such as
    /// `enum ButtonColors` and `enum ChipColors` share role names without being brands of one theme).
    func testFoldersStatesInsideNamesAndWhatIsNoVariant() {
        let day = brand("DayColors", action: "#0B0C0F")
        let sunset = brand("SunsetColors", action: "#D96C21")
        XCTAssertEqual(lines(lint([("Brands/Day/Colors.swift", day), ("Brands/Sunset/Colors.swift", sunset)],
                                  rules: [PresetConsistencyRule()]).findings), [
            "Brands/Sunset/Colors.swift:11:9 preset-consistency: colour `SunsetColors.actionHover` #23252A keeps `DayColors`'s value, though "
                + "`action` is #D96C21 here and #0B0C0F there: a grey hover state of a tinted colour",
        ])
        let inside = brand("Day", action: "#0B0C0F", state: "actionPressedFill").replacingOccurrences(of: "let action =", with: "let actionFill =")
        let insideSunset = brand("Sunset", action: "#D96C21", state: "actionPressedFill").replacingOccurrences(of: "let action =", with: "let actionFill =")
        XCTAssertEqual(lines(lint([("Day.swift", inside), ("Sunset.swift", insideSunset)], rules: [PresetConsistencyRule()]).findings), [
            "Sunset.swift:11:9 preset-consistency: colour `Sunset.actionPressedFill` #23252A keeps `Day`'s value, though `actionFill` is "
                + "#D96C21 here and #0B0C0F there: a grey pressed state of a tinted colour",
        ])
        let deprecated = brand("Legacy", action: "#D96C21", attribute: "@available(*, deprecated)\n")
        XCTAssertEqual(lines(lint([("Day.swift", brand("Day", action: "#0B0C0F")), ("Legacy.swift", deprecated)],
                                  rules: [PresetConsistencyRule()]).findings), [])
        let button = brand("ButtonColors", action: "#0B0C0F", declaration: "enum", member: "static let")
        let chip = brand("ChipColors", action: "#D96C21", declaration: "enum", member: "static let")
        XCTAssertEqual(lines(lint([("Button.swift", button), ("Chip.swift", chip)], rules: [PresetConsistencyRule()]).findings), [])
    }

    /// The variant a state was copied from is the one with the most values in common, whoever is read first: another
    /// grey brand added to the run does not change the finding (a baseline keeps matching it).
    func testTheSourceIsTheClosestVariant() {
        let sunset = brand("SunsetColors", action: "#D96C21")
        let day = brand("DayColors", action: "#0B0C0F")
        let other = brand("AlphaColors", action: "#0B0C0F").replacingOccurrences(of: "let surface = UIColor(hex: \"#102030\")",
                                                                                  with: "let surface = UIColor(hex: \"#FAFAFA\")")
        let findings = lint([("A/Alpha.swift", other), ("B/Day.swift", day), ("C/Sunset.swift", sunset)], rules: [PresetConsistencyRule()]).findings
        XCTAssertEqual(findings.map { $0.property("other") }, [.string("DayColors.actionHover")])
    }

    /// A conforming palette is a variant by the colours it gives itself: a state it keeps from the protocol's
    /// defaults has no line of its own to report (the default's line is every conformer's).
    func testAConformersKeptDefaultsAreNotItsStates() {
        let roles = ["surface", "onSurface", "primary", "onPrimary", "secondary", "onSecondary", "error", "onError"]
        let defaults = roles.enumerated().map { "    var \($0.element): Color { Color(hex: \"#\(String(format: "%06X", 0x102030 * ($0.offset + 1) % 0xFFFFFF))\") }" }
        let source = "import SwiftUI\nprotocol BrandPalette {\n    var action: Color { get }\n}\nextension BrandPalette {\n"
            + defaults.joined(separator: "\n") + "\n    var action: Color { Color(hex: \"#0B0C0F\") }\n    var actionHover: Color { Color(hex: \"#23252A\") }\n}\n"
            + "struct LisbonPalette: BrandPalette {\n    var action: Color { Color(hex: \"#D96C21\") }\n}\n"
            + "struct MonoPalette: BrandPalette {\n    var action: Color { Color(hex: \"#111111\") }\n}\n"
        XCTAssertEqual(lines(lint([("Palette.swift", source)], rules: [PresetConsistencyRule()]).findings), [])
    }
}
