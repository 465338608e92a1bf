import Foundation
import XCTest
@testable import W3WLintKit

/// `RequiredModesRule` (`dark-variant`): a colour that defines some modes and not the others misses them.
final class RequiredModesRuleTests: XCTestCase {
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

    /// A colour that gives every mode one value does not adapt (a note), unless it is clear: nothing to adapt.
    func testAClearColourNeedsNoDarkValueOfItsOwn() {
        let source = """
        import SwiftUI
        enum Palette {
            static let ink = Color(light: Color(red: 0.2, green: 0.2, blue: 0.2), dark: Color(red: 0.2, green: 0.2, blue: 0.2))
            static let clear = Color(light: Color.clear, dark: Color.clear)
        }
        """
        let result = lint([("App/Palette.swift", source)], rules: [RequiredModesRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.message)" }, [
            "3:16 note colour `Palette.ink` gives dark the same value as light (#333333): it does not adapt; choose a dark value, or write one value if it is meant to stay",
        ])
    }
}
