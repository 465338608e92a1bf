import Foundation
import XCTest
@testable import W3WLintKit

/// The "Adding a team rule" walkthrough of docs/configuration.md, run exactly as written, with the w3wlint executable.
final class WalkthroughTests: XCTestCase {
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

    private var executable: String {
        get throws { try builtExecutable() }
    }

    func testTeamRuleWalkthrough() throws {
        let blocks = try walkthroughBlocks()
        XCTAssertEqual(blocks.keys.sorted(), [".w3wlint.yml", ".w3wlint.yml with an override", "design/theme.w3wtheme.yaml",
                                             "output of w3wlint check design", "rules/team.yml"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-walkthrough-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["rules/team.yml", ".w3wlint.yml", "design/theme.w3wtheme.yaml"] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try XCTUnwrap(blocks[name]).write(to: url, atomically: true, encoding: .utf8)
        }
        let environment = ["PATH": "/usr/bin:/bin"]
        let examples = try runProcess(executable, ["rules", "--check-examples"], in: folder, environment: environment)
        XCTAssertEqual(examples.status, 0, examples.stderr)
        XCTAssertEqual(examples.stdout, "24 of 24 examples hold\n")

        let fired = try runProcess(executable, ["check", "design"], in: folder, environment: environment)
        XCTAssertEqual(fired.status, 1)
        XCTAssertEqual(fired.stdout, blocks["output of w3wlint check design"])

        try XCTUnwrap(blocks[".w3wlint.yml with an override"])
            .write(to: folder.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        let silenced = try runProcess(executable, ["check", "design"], in: folder, environment: environment)
        XCTAssertEqual(silenced.status, 0)
        XCTAssertEqual(silenced.stdout, "0 errors, 0 warnings in 1 file\n")
    }

    /// The configuration reference in docs/configuration.md parses (with a team pack where it names one).
    func testConfigurationReferenceParses() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let section = try XCTUnwrap(page.range(of: "## Configuration"))
        let start = try XCTUnwrap(page.range(of: "```yaml\n", range: section.upperBound..<page.endIndex))
        let end = try XCTUnwrap(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("rules"), withIntermediateDirectories: true)
        try "pack: team\nrules: {}\n".write(to: folder.appendingPathComponent("rules/team.yml"), atomically: true, encoding: .utf8)
        try String(page[start.upperBound..<end.lowerBound]).write(to: folder.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path)
        XCTAssertEqual(configuration.packs, ["w3w", "wcag-aaa", "rules/team.yml"])
        XCTAssertEqual(configuration.plugins.map(\.command), [["python3", "tools/brand_rules.py"]])
        XCTAssertEqual(configuration.rules.map(\.rule.description.id), ["contrast", "spacing-scale", "corner-radius", "preset-consistency", "palette",
                                                                          "typography", "component-size", "hierarchy", "no-reference"])
    }
}
