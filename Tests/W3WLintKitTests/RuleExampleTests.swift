import XCTest
@testable import W3WLintKit

/// Runs every rule's own examples: each triggering example must produce findings exactly at its `↓` markers,
/// and each non-triggering example none; neither may have loader problems.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleCarriesExamples() {
        for rule in BuiltinRules.all {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.metadata.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.metadata.id) has no non-triggering example")
        }
    }

    func testRuleIdsAreUniqueAndDescribed() {
        let all = BuiltinRules.all.map(\.metadata) + LoaderDiagnosticsMetadata.all
        XCTAssertEqual(all.map(\.id), ["contrast", "dark-variant", "spacing-scale", "corner-radius", "palette", "typography",
                                        "parse-error", "invalid-value"])
        for rule in all {
            XCTAssertFalse(rule.summary.isEmpty)
            XCTAssertFalse(rule.details.isEmpty)
            XCTAssertFalse(rule.help.isEmpty)
            XCTAssertTrue(rule.name.first!.isUppercase)
        }
    }

    func testTriggeringExamples() {
        for rule in BuiltinRules.all {
            for (index, example) in rule.triggeringExamples.enumerated() {
                let (source, markers) = example.unmarked
                XCTAssertFalse(markers.isEmpty, "\(rule.metadata.id) triggering example \(index) has no marker")
                let loaded = load(example, source: source)
                XCTAssertEqual(positions(loaded.diagnostics), [], "\(rule.metadata.id) example \(index) does not load cleanly")
                let findings = rule.check(loaded.model).filter { $0.location.file == example.file }
                    .sorted(by: Finding.reportOrder)
                XCTAssertEqual(findings.map { "\($0.location.line):\($0.location.column)" },
                               markers.map { "\($0.line):\($0.column)" },
                               "\(rule.metadata.id) triggering example \(index): \(findings.map(\.message))")
                XCTAssertTrue(findings.allSatisfy { $0.ruleID == rule.metadata.id && $0.severity == rule.severity })
            }
        }
    }

    func testNonTriggeringExamples() {
        for rule in BuiltinRules.all {
            for (index, example) in rule.nonTriggeringExamples.enumerated() {
                let (source, markers) = example.unmarked
                XCTAssertTrue(markers.isEmpty)
                let loaded = load(example, source: source)
                XCTAssertEqual(positions(loaded.diagnostics), [], "\(rule.metadata.id) example \(index) does not load cleanly")
                let findings = rule.check(loaded.model)
                XCTAssertEqual(findings.map(\.message), [], "\(rule.metadata.id) non-triggering example \(index)")
            }
        }
    }

    /// The example and its supporting files, each read by the loader its name calls for (a theme, an SVG export).
    private func load(_ example: RuleExample, source: String) -> LoadResult {
        var result = LoadResult()
        for (file, text) in [(example.file, source)] + example.supportingFiles.map({ ($0.file, $0.source) }) {
            guard let loader = Linter.defaultLoaders.first(where: { $0.canLoad(path: file) }) else {
                XCTFail("no loader reads \(file)")
                continue
            }
            let loaded = loader.load(contents: Data(text.utf8), file: file)
            result.model.merge(loaded.model)
            result.diagnostics += loaded.diagnostics
        }
        return result
    }

    func testMarkerPositions() {
        let example = RuleExample("a: ↓1\n  b: ↓↓x\n")
        XCTAssertEqual(example.unmarked.source, "a: 1\n  b: x\n")
        XCTAssertEqual(example.unmarked.markers.map { "\($0.line):\($0.column)" }, ["1:4", "2:6", "2:6"])
    }
}
