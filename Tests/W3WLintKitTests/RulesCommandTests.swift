import Foundation
import XCTest
@testable import W3WLintKit

/// `w3wlint rules`: the rules in force, a pack's included, as JSON; and `explain` of one of them.
final class RulesCommandTests: ScratchFolderTestCase {
    func testRulesJSONAndExplain() throws {
        try "extends: [w3w, apple-hig]\nrules:\n  dark-variant: off\n"
            .write(to: scratch.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        let rules = try w3wlint("rules", "--format", "json")
        XCTAssertEqual(rules.status, 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [String: [[String: String]]])
        XCTAssertEqual(json["rules"]?.map { "\($0["id"]!) \($0["severity"]!) \($0["kind"]!) \($0["pack"]!)" }, [
            "contrast error contrast w3w", "dark-variant off required-modes w3w", "spacing-scale warning scale w3w",
            "corner-radius warning presets w3w", "preset-consistency warning preset-consistency w3w",
            "palette warning palette w3w", "typography warning typography w3w",
            "component-size warning component-size w3w", "hierarchy warning hierarchy w3w", "no-reference note reference w3w",
            "touch-target warning range apple-hig", "minimum-text-size warning range apple-hig",
            "parse-error error loader built-in", "invalid-value error loader built-in", "not-evaluated note loader built-in",
            "too-many-findings note engine built-in",
        ])
        let explain = try w3wlint("explain", "touch-target")
        XCTAssertEqual(explain.status, 0)
        for line in ["touch-target — TouchTargetTooSmall", "severity: warning    kind: range    pack: apple-hig",
                     "  min: number (default: none)", "Configured:\n  kinds: [rowHeight]\n  components: [button, row]\n  min: 44",
                     "Triggering examples (↓ marks each finding):", "\n        rowHeight: ↓32\n  --- toolbar.svg\n",
                     "  ↓<g id=\"Done_Button\"><rect width=\"80\" height=\"40\" rx=\"8\" fill=\"#0A3049\"/></g>\n  </svg>\n\nNon-triggering"] {
            XCTAssertTrue(explain.stdout.contains(line), "missing: \(line)\n\(explain.stdout)")
        }
        let unknown = try w3wlint("explain", "contrats")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("w3wlint: error: unknown rule `contrats`"), unknown.stderr)
    }
}
