import Foundation
import XCTest
@testable import W3WLintKit

/// `TypographyRule`: text matched against the named text styles, naming the closest style and each difference.
final class TypographyRuleTests: XCTestCase {
    func testTypographyNamesTheClosestStyleAndEachDifference() {
        let theme = """
        w3wtheme: 1
        typography:
          title: { size: 20, weight: semibold, letterSpacing: -0.2, lineHeight: 1.2 }
          body: { size: 15, weight: regular, letterSpacing: 0, lineHeight: 1.5 }
        """
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">
          <text x="0" y="20" font-size="20" font-weight="600" letter-spacing="-0.2">Title</text>
          <text x="0" y="40" font-size="20.4" font-weight="600" letter-spacing="-0.01em">Title, 0.4 larger</text>
          <text x="0" y="60" font-size="20" font-weight="700" letter-spacing="-0.2" style="line-height: 30px">Bold title</text>
          <text x="0" y="80" font-size="15"><tspan x="0" y="80">Body</tspan><tspan x="0" y="100">tight</tspan></text>
          <text x="0" y="140" font-size="17" font-weight="300">Light</text>
        </svg>
        """
        // Exact, and within 0.5 px and 0.01 px (-0.01em of 20.4 is -0.204): no finding. A second difference, a
        // line height from tspan baselines (20 / 15), a style that differs in fewer properties is the closest.
        XCTAssertEqual(report([("theme.w3wtheme.yaml", theme), ("a.svg", svg)], rules: [TypographyRule()]), [
            "a.svg:4:3 typography text \"Bold title\" (20, bold, -0.2, 1.5) matches no text style; closest: title (20, semibold, -0.2, 1.2): weight bold, not semibold; line height 1.5, not 1.2",
            "a.svg:5:37 typography text \"Body\" (15, regular, 0, 1.333) matches no text style; closest: body (15, regular, 0, 1.5): line height 1.333, not 1.5",
            "a.svg:5:69 typography text \"tight\" (15, regular, 0, 1.333) matches no text style; closest: body (15, regular, 0, 1.5): line height 1.333, not 1.5",
            "a.svg:6:3 typography text \"Light\" (17, light, 0, one line) matches no text style; closest: body (15, regular, 0, 1.5): size 17, not 15; weight light, not regular",
        ])
        let finding = lint([("theme.w3wtheme.yaml", theme), ("a.svg", svg)], rules: [TypographyRule()]).findings[0]
        XCTAssertEqual(finding.property("style"), "title")
        XCTAssertEqual(finding.property("differences"), .array([.string("weight"), .string("lineHeight")]))
        XCTAssertEqual(finding.property("lineHeight"), 1.5)
    }
}
