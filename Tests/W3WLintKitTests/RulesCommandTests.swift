import Foundation
import XCTest
@testable import W3WLintKit

/// `w3wlint rules`: the rules in force, a pack's included, as JSON; and `explain` of one of them.
final class RulesCommandTests: ScratchFolderTestCase {
    func testRulesJSONAndExplain() throws {
        try write(".w3wlint.yml", "extends: [w3w, apple-hig]\nrules:\n  dark-variant: off\n")
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

    /// `--check-examples` holds a pack's examples to the messages its users see (its `message:` template applied),
    /// and shows what a pack wrote escaped: no line of standard error starts with a workflow command.
    func testCheckExamplesRendersTemplatesAndEscapesThePacksText() throws {
        try write(".w3wlint.yml", "extends: [./team.yml]\n")
        let example = "        - source: |\n            w3wtheme: 1\n            palette:\n              ↓brandRed: \"#E11F26\"\n"
        try write("team.yml", """
        pack: team
        rules:
          brand-aaa:
            kind: contrast
            message: "Brand: {message}"
            options:
              standardPairs: false
              pairs:
                - { foreground: "brand*", background: "#FFFFFF", level: AAA }
            examples:
              triggering:

        """ + example + """
                  messages: ["Brand: brandRed #E11F26 on #FFFFFF is 4.74:1 in light and dark mode, below WCAG AAA 7:1 for text"]

        """ + example + """
                  messages: ["x\\n::error file=README.md::forged\\u202E"]
              nonTriggering:
                - "w3wtheme: 1\\n"

        """)
        let run = try w3wlint("rules", "--check-examples")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "2 of 3 examples hold\n")
        XCTAssertEqual(run.stderr, "w3wlint: brand-aaa: triggering example 2: expected the messages `x\\n::error file=README.md::forged\\u202E`, "
            + "got `Brand: brandRed #E11F26 on #FFFFFF is 4.74:1 in light and dark mode, below WCAG AAA 7:1 for text`\n")
    }

    /// Out of the box (no configuration: the w3w pack, its presets not chosen for exports) every example of the rules
    /// in force holds: they are judged by the presets of the pack they come from.
    func testCheckExamplesHoldWithoutAConfiguration() throws {
        let run = try w3wlint("rules", "--check-examples")
        XCTAssertEqual(run.stdout, "22 of 22 examples hold\n")
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 0)
    }
}
