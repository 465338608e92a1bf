import Foundation
import XCTest
@testable import W3WLintKit

/// `w3wlint explain`: every id a finding can carry, plugin rules and presets from the configuration, and the shell
/// completion of rule ids.
final class ExplainCommandTests: ScratchFolderTestCase {
    func testExplainKnowsEveryIDAFindingCanCarry() throws {
        for (id, header) in [("unused-suppression", "unused-suppression — UnusedSuppression\nseverity: warning    kind: suppression    pack: built-in\n"),
                             ("plugin-not-run", "plugin-not-run — PluginNotRun\nseverity: warning    kind: plugin    pack: built-in\n"),
                             ("plugin-error", "plugin-error — PluginFailed\nseverity: error    kind: plugin    pack: built-in\n"),
                             ("too-many-findings", "too-many-findings — "),
                             ("touch-target", "touch-target — TouchTargetTooSmall\nseverity: off    kind: range    pack: apple-hig\nnot in force here: the pack `apple-hig` is not in this configuration's `extends:` (add it to turn the rule on)\n"),
                             ("minimum-text-size", "minimum-text-size — ")]
        {
            let run = try w3wlint(["explain", id])
            XCTAssertEqual(run.status, 0, id + run.stderr)
            XCTAssertTrue(run.stdout.hasPrefix(header), run.stdout)
        }
        // In force once its pack is extended.
        try write(".w3wlint.yml", "extends: [w3w, apple-hig]\n")
        XCTAssertTrue(try w3wlint(["explain", "touch-target"]).stdout.hasPrefix("touch-target — TouchTargetTooSmall\nseverity: warning    kind: range    pack: apple-hig\n\n"))
        let typo = try w3wlint(["explain", "contast"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.hasPrefix("w3wlint: error: unknown rule `contast`; did you mean `contrast`? (rules: contrast, "), typo.stderr)
        let listed = typo.stderr.components(separatedBy: "(rules: ").last!.dropLast(2).components(separatedBy: ", ")
        XCTAssertEqual(listed.count, Set(listed).count, "each id once")
        XCTAssertTrue(listed.contains("unused-suppression") && listed.contains("minimum-text-size"))
    }

    func testExplainOfAPluginRuleAndOfPresetsComesFromTheConfiguration() throws {
        try write(".w3wlint.yml", "extends: [w3w, dnakit]\nplugins:\n  - { name: brand, command: [./brand] }\n")
        let plugin = try w3wlint(["explain", "brand/logo-size"])
        XCTAssertEqual(plugin.status, 0)
        XCTAssertTrue(plugin.stdout.hasPrefix("brand/logo-size — a rule of the plugin `brand` (.w3wlint.yml:3:5)\n"), plugin.stdout)
        // The presets are the packs', not words in the rule's description: DNAKit's buttons, w3w's rows and icons.
        let sizes = try w3wlint(["explain", "component-size"]).stdout
        XCTAssertTrue(sizes.contains("""
        Component presets of the packs in force (w3w, dnakit), for exports whose reference gives none:
          button: 24, 34, 40, 50
          icon: 16, 32, 64
          row: 32, 40, 48, 64, 72

        """), sizes)
        XCTAssertFalse(sizes.contains("button 24, 34, 40;"))
    }

    /// Shell completion of `explain` offers the rule ids in force here, a team pack's included; the generated scripts ask
    /// the binary for them.
    func testExplainCompletesRuleIDs() throws {
        try write(".w3wlint.yml", "rules:\n  team-radius:\n    kind: presets\n    options: { kind: cornerRadius }\n")
        // The shell's words: which one is completed (2) and where in it the cursor is (its end).
        func complete(_ word: String) throws -> String {
            try w3wlint(["---completion", "explain", "--", "positional@0", "2", "\(word.count)", "w3wlint", "explain", word], environment: [:]).stdout
        }
        XCTAssertEqual(try complete("d"), "dark-variant\n")
        XCTAssertEqual(try complete("te"), "team-radius\n")
        XCTAssertEqual(try complete("t"), "typography\nteam-radius\ntoo-many-findings\n")
        let script = try w3wlint("--generate-completion-script", "bash")
        XCTAssertEqual(script.status, 0)
        XCTAssertTrue(script.stdout.contains("---completion explain -- positional@0"))
    }
}
