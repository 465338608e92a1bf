import Foundation
import XCTest
@testable import W3WLintKit

/// The `presets` kind: a style value must be a preset of its scale, or of the rule's `allowed` subset.
final class PresetsRuleTests: XCTestCase {
    private let theme = """
    w3wtheme: 1
    scales:
      cornerRadius: { small: 4, medium: 8, large: 16 }
    schemes:
      cards:
        styles:
          cornerRadius: 5
      chips:
        styles:
          cornerRadius: 16
      pills:
        styles:
          cornerRadius: circle

    """

    func testValuesOffTheThemesScaleNameTheNearestPresets() throws {
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: [try rule(PresetsRule.self, "")]), [
            "t.w3wtheme.yaml:7:21 corner-radius cornerRadius 5 in scheme cards is not a preset; nearest: small (4) or medium (8)",
            "t.w3wtheme.yaml:13:21 corner-radius cornerRadius circle in scheme pills is not a preset; the scale has no such preset",
        ])
    }

    /// With `allowed`, only those presets pass (a value allowed by name, `circle` here, too): the scale's own presets
    /// outside the subset are findings as well.
    func testAllowedNarrowsTheScale() throws {
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: [try rule(PresetsRule.self, "{allowed: [small, circle]}")]), [
            "t.w3wtheme.yaml:3:29 corner-radius cornerRadius preset `medium` (8) is not one of the rule's allowed presets; nearest allowed: small (4)",
            "t.w3wtheme.yaml:3:40 corner-radius cornerRadius preset `large` (16) is not one of the rule's allowed presets; nearest allowed: small (4)",
            "t.w3wtheme.yaml:7:21 corner-radius cornerRadius 5 in scheme cards is not a preset; nearest: small (4)",
            "t.w3wtheme.yaml:10:21 corner-radius cornerRadius 16 in scheme chips is not a preset; nearest: small (4)",
        ])
    }

    func testAnotherKindIsCheckedWhenNamed() throws {
        let spacing = "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      padding: 13\n      cornerRadius: 5\n"
        XCTAssertEqual(report([("t.w3wtheme.yaml", spacing)], rules: [try rule(PresetsRule.self, "{kind: padding}")]), [
            "t.w3wtheme.yaml:5:16 corner-radius padding 13 in scheme s is not a preset; nearest: medium (12) or bold (16)",
        ])
    }
}
