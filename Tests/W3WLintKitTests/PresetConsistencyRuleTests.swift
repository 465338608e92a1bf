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
}
