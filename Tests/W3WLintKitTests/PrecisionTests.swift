import Foundation
import XCTest
@testable import W3WLintKit

/// Smaller precision defects of #22, each pinned: partial per-mode token values, background suggestions.
final class PrecisionTests: XCTestCase {
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

    /// When no colour of the foreground's hue passes, the background that would is suggested: at AAA (7:1) neither
    /// white (3.93:1) nor black (5.34:1) passes on #1C86CC.
    func testABackgroundIsSuggestedWhenNoForegroundPasses() {
        let theme = """
        w3wtheme: 1
        modes: [light]
        palette:
          blue: "#1C86CC"
        schemes:
          buttons:
            colors:
              foreground: "#FFFFFF"
              background: blue
        """
        let aaa = [ContrastRule(options: .init(level: .aaa))]
        let finding = lint([("t.w3wtheme.yaml", theme)], rules: aaa).findings.first
        XCTAssertEqual(finding?.property("suggestion"), .null)
        XCTAssertEqual(finding?.property("backgroundSuggestion"), "#045D93")
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
          <rect width="120" height="40" fill="#1C86CC"/>
          <text x="8" y="24" font-size="14" fill="#FFFFFF">Continue</text>
        </svg>
        """
        let export = lint([("button.svg", svg)], rules: aaa).findings.first
        XCTAssertEqual(export?.message, "text \"Continue\" #FFFFFF on #1C86CC is 3.93:1 in light mode, below WCAG AAA 7:1 for text (svg > text over svg > rect)")
        XCTAssertEqual(export?.property("suggestion"), .null)
        XCTAssertEqual(export?.property("backgroundSuggestion"), "#045D93")
        XCTAssertTrue(TextReporter().report(lint([("button.svg", svg)], rules: aaa))
            .contains("    suggestion: background #045D93 (no foreground of this hue passes)\n"))
    }
}
