import Foundation
import XCTest
@testable import W3WLintKit

/// The "Adding a team rule" walkthrough of docs/configuration.md, run exactly as written, with the w3wlint executable.
final class WalkthroughTests: ScratchFolderTestCase {
    /// The fenced blocks that follow `<!-- walkthrough: NAME -->` in docs/configuration.md.
    private func walkthroughBlocks() throws -> [String: String] {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        var blocks: [String: String] = [:]
        let parts = page.components(separatedBy: "<!-- walkthrough: ")
        for part in parts.dropFirst() {
            guard let nameEnd = part.range(of: " -->\n"), let open = part.range(of: "```"),
                  let bodyStart = part.range(of: "\n", range: open.upperBound..<part.endIndex),
                  let close = part.range(of: "\n```", range: bodyStart.upperBound..<part.endIndex) else { continue }
            blocks[String(part[..<nameEnd.lowerBound])] = String(part[bodyStart.upperBound..<close.lowerBound]) + "\n"
        }
        return blocks
    }

    func testTeamRuleWalkthrough() throws {
        let blocks = try walkthroughBlocks()
        XCTAssertEqual(blocks.keys.sorted(), [".w3wlint.yml", ".w3wlint.yml with an override", "design/theme.w3wtheme.yaml",
                                             "output of w3wlint check design", "rules/team.yml"])
        for name in ["rules/team.yml", ".w3wlint.yml", "design/theme.w3wtheme.yaml"] {
            try write(name, try XCTUnwrap(blocks[name]))
        }
        let examples = try w3wlint("rules", "--check-examples")
        XCTAssertEqual(examples.status, 0, examples.stderr)
        XCTAssertEqual(examples.stdout, "24 of 24 examples hold\n")

        let fired = try w3wlint("check", "design")
        XCTAssertEqual(fired.status, 1)
        XCTAssertEqual(fired.stdout, blocks["output of w3wlint check design"])

        try write(".w3wlint.yml", try XCTUnwrap(blocks[".w3wlint.yml with an override"]))
        let silenced = try w3wlint("check", "design")
        XCTAssertEqual(silenced.status, 0)
        XCTAssertEqual(silenced.stdout, "0 errors, 0 warnings in 1 file\n")
    }

    /// The configuration reference in docs/configuration.md parses (with a team pack where it names one).
    func testConfigurationReferenceParses() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let section = try XCTUnwrap(page.range(of: "## Configuration"))
        let start = try XCTUnwrap(page.range(of: "```yaml\n", range: section.upperBound..<page.endIndex))
        let end = try XCTUnwrap(page.range(of: "```", range: start.upperBound..<page.endIndex))
        try write("rules/team.yml", "pack: team\nrules: {}\n")
        try write(".w3wlint.yml", String(page[start.upperBound..<end.lowerBound]))
        let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path)
        XCTAssertEqual(configuration.packs, ["w3w", "wcag-aaa", "rules/team.yml"])
        XCTAssertEqual(configuration.plugins.map(\.command), [["python3", "tools/brand_rules.py"]])
        XCTAssertEqual(configuration.rules.map(\.rule.description.id), ["contrast", "spacing-scale", "corner-radius", "preset-consistency", "palette",
                                                                          "typography", "component-size", "hierarchy", "no-reference"])
    }
}
