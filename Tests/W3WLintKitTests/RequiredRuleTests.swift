import Foundation
import XCTest
@testable import W3WLintKit

/// The `required` kind: roles each chosen scheme must define, and scales or palette colours a theme must define itself.
final class RequiredRuleTests: XCTestCase {
    private let theme = """
    w3wtheme: 1
    palette:
      brandRed: "#E11F26"
    schemes:
      buttons:
        colors:
          foreground: "#FFFFFF"
      cells:
        colors:
          foreground: "#000000"
          background: "#FFFFFF"
      banners:
        colors:
          tint: brandRed

    """

    func testSchemesMatchingTheFilterNeedEveryRole() throws {
        let rules = [try rule(RequiredRule.self, "{roles: [foreground, background], schemes: ['b*ttons', cells]}")]
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: rules), [
            "t.w3wtheme.yaml:5:3 required-roles scheme buttons does not define background",
        ])
    }

    func testEverySchemeWhenNoFilterIsGiven() throws {
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: [try rule(RequiredRule.self, "{roles: [foreground, background]}")]), [
            "t.w3wtheme.yaml:5:3 required-roles scheme buttons does not define background",
            "t.w3wtheme.yaml:12:3 required-roles scheme banners does not define foreground, background",
        ])
    }

    /// A scale the theme leaves to the presets, and a palette colour it lacks, are reported at the theme's first line.
    func testScalesAndPaletteColoursTheThemeMustDefine() throws {
        let rules = [try rule(RequiredRule.self, "{scales: [padding], palette: [brandRed, brandBlue]}")]
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: rules), [
            "t.w3wtheme.yaml:1:1 required-roles the theme does not define the `padding` scale",
            "t.w3wtheme.yaml:1:1 required-roles the theme's palette has no colour `brandBlue`",
        ])
        let defined = theme + "scales:\n  padding: [4, 8]\n"
        XCTAssertEqual(report([("t.w3wtheme.yaml", defined)], rules: [try rule(RequiredRule.self, "{scales: [padding], palette: [brandRed]}")]), [])
    }
}
