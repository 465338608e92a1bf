import Foundation
import XCTest
@testable import W3WLintKit

/// The `pattern` kind: names of the chosen target must match the rule's regular expression.
final class PatternRuleTests: XCTestCase {
    func testPaletteNamesMustBeCamelCaseByDefault() throws {
        let theme = "w3wtheme: 1\npalette:\n  brandRed: \"#E11F26\"\n  Brand_Blue: \"#0A3049\"\n  grey50: \"#777777\"\n"
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: [try rule(PatternRule.self, "")]), [
            "t.w3wtheme.yaml:4:3 name-pattern palette colour name `Brand_Blue` is not /^[a-z][a-zA-Z0-9]*$/",
        ])
    }

    func testRolesAreCheckedWithTheDescribedPattern() throws {
        let theme = "w3wtheme: 1\nschemes:\n  base:\n    colors:\n      foreground: \"#000000\"\n      BackGround: \"#FFFFFF\"\n"
        let rules = [try rule(PatternRule.self, "{target: roles, regex: '^[a-z]+$', describedAs: lower case}")]
        XCTAssertEqual(report([("t.w3wtheme.yaml", theme)], rules: rules), [
            "t.w3wtheme.yaml:6:7 name-pattern role name `BackGround` is not lower case",
        ])
    }

    /// A pattern that would backtrack is refused where it is written, and the default stays in force.
    func testBacktrackingPatternsAreRefused() throws {
        var reader = try OptionsReader(owner: "names", yaml: "regex: '(a+)\\1'", file: "o.yml")
        let rule = PatternRule.make(PatternRule.description, reading: &reader)
        XCTAssertEqual(reader.errors.count, 1)
        XCTAssertEqual(reader.errors[0].description, "o.yml:1:8: error: option `regex` of rule `names`: `(a+)\\1` is not a regular "
            + "expression w3wlint reads: backreference `\\1` at offset 4 is not supported: w3wlint matches in linear time")
        XCTAssertEqual((rule as? PatternRule)?.options.regex, "^[a-z][a-zA-Z0-9]*$")
    }
}
