import Foundation
import XCTest
@testable import W3WLintKit

/// Runs every rule's own examples: each triggering example must produce findings exactly at its `↓` markers,
/// and each non-triggering example none; neither may have loader problems. "Every rule" is every rule kind
/// (with the options its examples are written for) and every rule of every built-in pack.
final class RuleExampleTests: XCTestCase {
    /// Every rule of every built-in pack, as its pack alone configures it, plus each kind's example rule.
    static var allRules: [any RuleKind] {
        get throws { try allRulesWithPresets.map(\.rule) }
    }

    /// Each rule with the presets its examples are judged by: its pack's, as `extends: [pack]` chooses them; for a
    /// kind's example rule, those of `extends: [w3w, dnakit]` (the values its examples are written against).
    static var allRulesWithPresets: [(rule: any RuleKind, presets: DesignPresets)] {
        get throws {
            var rules: [(rule: any RuleKind, presets: DesignPresets)] = try RuleRegistry.standard.kinds.keys.sorted().map {
                (try RuleRegistry.standard.kinds[$0]!.exampleRule(), chosenPresets("w3w", "dnakit"))
            }
            for pack in RuleRegistry.standard.packs.keys.sorted() {
                let configuration = try Configuration.parse("extends: [\(pack)]\n", workingDirectory: "/project")
                rules += configuration.allRules.map { ($0.rule.rule, configuration.presets) }
            }
            return rules
        }
    }

    func testEveryRuleCarriesExamples() throws {
        let rules = try Self.allRules
        XCTAssertGreaterThanOrEqual(rules.count, 11)
        for rule in rules {
            XCTAssertFalse(rule.description.triggeringExamples.isEmpty, "\(rule.description.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggeringExamples.isEmpty, "\(rule.description.id) has no non-triggering example")
        }
    }

    /// Every triggering example names the message of each finding, so examples pin messages as well as positions;
    /// except the w3w pack's `no-reference`, whose message names the packs in force (a team's configuration adds its own).
    func testEveryTriggeringExampleNamesItsMessages() throws {
        var checked = 0
        for rule in try Self.allRules {
            for (index, example) in rule.description.triggeringExamples.enumerated() where example.messages.isEmpty {
                XCTAssertEqual(rule.description.id, "no-reference", "\(rule.description.id): triggering example \(index + 1) has no messages")
            }
            checked += rule.description.triggeringExamples.filter { !$0.messages.isEmpty }.count
        }
        XCTAssertEqual(checked, 65)
    }

    func testDefaultRuleIdsAreUniqueAndDescribed() {
        let all = BuiltinRules.defaultPack.map(\.description) + EngineRules.all
        XCTAssertEqual(all.map(\.id), ["contrast", "dark-variant", "spacing-scale", "corner-radius", "preset-consistency", "palette",
                                        "typography", "component-size", "hierarchy", "no-reference", "parse-error", "invalid-value", "not-evaluated", "too-many-findings"])
        for rule in all {
            XCTAssertFalse(rule.summary.isEmpty)
            XCTAssertFalse(rule.details.isEmpty)
            XCTAssertFalse(rule.help.isEmpty)
            XCTAssertTrue(rule.name.first!.isUppercase)
        }
    }

    /// A rule kind written but not registered is never instantiated by a pack, and its examples never run: every type
    /// of `Rules/` that conforms to `RuleKind` is a kind of the standard registry.
    func testEveryRuleKindIsRegistered() throws {
        let folder = packageRoot.appendingPathComponent("Sources/W3WLintKit/Rules")
        let declaration = try NSRegularExpression(pattern: #"struct (\w+)\s*:[^{]*\bRuleKind\b"#)
        var written: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                written.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        let registered = try RuleRegistry.standard.kinds.values.map { String(describing: type(of: try $0.exampleRule())) }
        XCTAssertEqual(registered.count, RuleRegistry.standard.kinds.count)
        XCTAssertEqual(Set(registered), written)
        XCTAssertGreaterThanOrEqual(written.count, 13)
    }

    func testEveryExampleHolds() throws {
        for (rule, presets) in try Self.allRulesWithPresets {
            XCTAssertEqual(ExampleVerifier.failures(of: rule, presets: presets), [], rule.description.id)
        }
    }

    func testTheVerifierCatchesBrokenExamples() {
        let description = PresetsRule.description.with(
            \.triggeringExamples,
            [RuleExample("w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: ↓8\n"),
             RuleExample("w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: ↓5\n", messages: ["cornerRadius 5 is off"]),
             RuleExample("w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: ↓5\n", messages: ["a", "b"])]
        ).with(\.nonTriggeringExamples, [RuleExample("w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n"),
                                         RuleExample("w3wtheme: 1\nx: 1\n")])
        let rule = PresetsRule(description: description, options: .init())
        XCTAssertEqual(ExampleVerifier.failures(of: rule), [
            "corner-radius: triggering example 1: expected findings at 5:21, got none",
            "corner-radius: triggering example 2: expected the messages `cornerRadius 5 is off`, got "
                + "`cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)`",
            "corner-radius: triggering example 3 has 2 messages for 1 marker",
            "corner-radius: non-triggering example 1 triggers: 5:21 cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)",
            "corner-radius: non-triggering example 2 does not load: 2:1 unknown key `x` in a theme (known: w3wtheme, name, modes, palette, scales, schemes, typography, components, hierarchy)",
        ])
    }

    func testMarkerPositions() {
        let example = RuleExample("a: ↓1\n  b: ↓↓x\n")
        XCTAssertEqual(example.unmarked.source, "a: 1\n  b: x\n")
        XCTAssertEqual(example.unmarked.markers.map { "\($0.line):\($0.column)" }, ["1:4", "2:6", "2:6"])
    }
}
