import Foundation
import XCTest
@testable import W3WLintKit

/// `RuleCatalog`: the rules page and the table of rule kinds in the docs are what it makes from the rules.
final class RuleCatalogTests: XCTestCase {
    /// docs/rules.md is made from the rules' own metadata and option declarations: below its marker it must be what
    /// `w3wlint rules --format markdown` prints outside any configuration.
    func testRulesPageIsGeneratedFromTheRules() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let parts = page.components(separatedBy: RuleCatalog.generatedMarker + "\n")
        XCTAssertEqual(parts.count, 2, "docs/rules.md has one generated-section marker")
        let generated = RuleCatalog.markdown(RuleCatalog.entries(try Configuration.defaults(workingDirectory: "/")))
        XCTAssertEqual(parts.last, generated,
                       "docs/rules.md is stale: run `swift run w3wlint rules --format markdown` from / and replace the part below the marker")
        for id in ["contrast", "dark-variant", "parse-error", "not-evaluated"] { XCTAssertTrue(generated.contains("\n## `\(id)`\n"), id) }
    }

    /// docs/configuration.md's table of rule kinds is made from the kinds' own declarations: between its markers it
    /// must be what `w3wlint rules --kinds --format markdown` prints.
    func testKindsSectionIsGeneratedFromTheKinds() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let (begin, end) = RuleCatalog.kindsMarkers
        let after = page.components(separatedBy: begin + "\n")
        XCTAssertEqual(after.count, 2, "docs/configuration.md has one kinds marker")
        let section = try XCTUnwrap(after.last?.components(separatedBy: end).first)
        let kinds = RuleCatalog.kinds(try Configuration.defaults(workingDirectory: "/"))
        XCTAssertEqual(kinds.map(\.kind), RuleRegistry.standard.kinds.keys.sorted())
        XCTAssertEqual(section, RuleCatalog.kindsMarkdown(kinds),
                       "docs/configuration.md is stale: run `swift run w3wlint rules --kinds --format markdown` from / and replace the part between the markers")
        for kind in ["contrast", "range", "pattern", "required"] { XCTAssertTrue(section.contains("\n#### `\(kind)`\n"), kind) }
    }
}
