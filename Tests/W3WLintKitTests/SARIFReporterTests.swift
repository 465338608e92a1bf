import Foundation
import XCTest
@testable import W3WLintKit

/// `SARIFReporter`: the log's structure, rules and their help, determinism, paths relative to a root, and the schema.
final class SARIFReporterTests: ScratchFolderTestCase {
    private let theme = TestThemes.reportTheme

    func testSARIFStructure() throws {
        let result = lint([("design/a.w3wtheme.yaml", theme)])
        let sarif = SARIFReporter().report(result)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "w3wlint")
        XCTAssertEqual(driver["version"] as? String, w3wlintVersion)
        XCTAssertNotNil(driver["informationUri"] as? String)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["contrast", "dark-variant", "spacing-scale", "corner-radius",
                                                           "preset-consistency", "palette", "typography", "component-size",
                                                           "hierarchy", "no-reference", "parse-error",
                                                           "invalid-value", "not-evaluated", "too-many-findings"])
        for rule in rules {
            XCTAssertNotNil(rule["name"] as? String)
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["help"] as? [String: Any])?["text"] as? String)
            // Every rule has a help page: its own (WCAG's for contrast), else the rules' table of w3wlint's page.
            XCTAssertEqual(rule["helpUri"] as? String, rule["id"] as? String == "contrast"
                ? "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
                : "https://github.com/w3wlint/w3wlint/blob/main/docs/rules.md#\(rule["id"] as? String ?? "")")
            XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String)
        }
        // The help beside an alert says what the rule checks and how to fix it, not only the one line.
        let contrastHelp = try XCTUnwrap((rules[0]["help"] as? [String: String])?["markdown"])
        XCTAssertTrue(contrastHelp.hasPrefix("**Text and its background must reach the WCAG 2 contrast ratio in every colour mode.**\n\n"), contrastHelp)
        XCTAssertTrue(contrastHelp.contains("\n\n**Fix:** "), contrastHelp)
        XCTAssertEqual(SARIFReporter.helpMarkdown(RuleDescription(id: "x", name: "X", kind: "k", summary: "a <b> *c*", details: "d [e](f)",
                                                                  help: "g | h", severity: .warning)),
                       "**a \\<b\\> \\*c\\***\n\nd \\[e\\](f)\n\n**Fix:** g \\| h")
        XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"], "file:///project/")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        let first = results[1]
        XCTAssertEqual(first["ruleId"] as? String, "contrast")
        XCTAssertEqual(first["ruleIndex"] as? Int, 0)
        XCTAssertEqual(first["level"] as? String, "error")
        let location = try XCTUnwrap(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "design/a.w3wtheme.yaml")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertEqual(artifact["index"] as? Int, 0)
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 9, "startColumn": 19])
        let properties = try XCTUnwrap(first["properties"] as? [String: Any])
        XCTAssertEqual(properties["ratio"] as? Double, 4.47)
        XCTAssertEqual(properties["foreground"] as? String, "#777777")
        let fingerprint = try XCTUnwrap((first["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"])
        XCTAssertTrue(fingerprint.range(of: "^[0-9a-f]{16}:1$", options: .regularExpression) != nil, fingerprint)
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [1, 0, 2, 3])
    }

    func testSARIFIsDeterministic() {
        let files = [("b.w3wtheme.yaml", theme), ("a.w3wtheme.yaml", theme + "\n    x: 1\n")]
        let first = SARIFReporter().report(lint(files))
        let second = SARIFReporter().report(lint(files.reversed()))
        XCTAssertEqual(first, second)
    }

    func testSARIFValidatesAgainstTheSchema() throws {
        let schema = try requireShared("spec/sarif-schema-2.1.0.json")
        guard let python = pythonWithJSONSchema else { throw XCTSkip("python3 with jsonschema is not installed") }
        let result = lint([("design/a.w3wtheme.yaml", theme), ("design/bad.w3wtheme.yaml", "w3wtheme: 1\npalette: [\n"),
                           ("/elsewhere/c d.w3wtheme.yaml", theme)])
        let log = try write("lint.sarif", SARIFReporter().report(result))
        let check = try runProcess(python, ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        jsonschema.validators.validator_for(schema)(schema).validate(log)
        print(len(log["runs"][0]["results"]))
        """, schema.path, log.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "9\n")
        let text = try String(contentsOf: log, encoding: .utf8)
        XCTAssertTrue(text.contains("\"uri\": \"file:///elsewhere/c%20d.w3wtheme.yaml\""))
    }

    /// Paths relative to the repository's top when run from a folder below it (`--sarif-root`); a file outside keeps
    /// an absolute URI; without the option, an absolute path below the working directory is relative too.
    func testSARIFRoot() throws {
        let files = ["a.svg", "../other/b.svg", "/elsewhere/c.svg", "/work/repo/design/d.svg"]
        let result = LintResult(findings: files.map { Finding(ruleID: "palette", severity: .note, message: "m", location: SourceLocation(file: $0, line: 1, column: 1)) },
                                files: files, rules: [], rootDirectory: "/work/repo/design")
        func uris(_ reporter: SARIFReporter) throws -> [String] {
            let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(reporter.report(result).utf8)) as? [String: Any])
            let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
            let root = try XCTUnwrap((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"])
            return [root] + (run["artifacts"] as? [[String: Any]] ?? []).map { artifact in
                let location = artifact["location"] as? [String: String] ?? [:]
                return (location["uriBaseId"].map { "\($0) " } ?? "") + (location["uri"] ?? "")
            }
        }
        XCTAssertEqual(try uris(SARIFReporter(root: "/work/repo")), [
            "file:///work/repo/", "%SRCROOT% other/b.svg", "file:///elsewhere/c.svg", "%SRCROOT% design/d.svg", "%SRCROOT% design/a.svg",
        ])
        XCTAssertEqual(try uris(SARIFReporter(root: "..")), try uris(SARIFReporter(root: "/work/repo")))
        XCTAssertEqual(try uris(SARIFReporter()), [
            "file:///work/repo/design/", "file:///work/repo/other/b.svg", "file:///elsewhere/c.svg", "%SRCROOT% d.svg", "%SRCROOT% a.svg",
        ])
    }

    /// The help beside an alert carries what `explain` does: the kind's options and an example each way, in a
    /// fence no example can close.
    func testSARIFHelpHasOptionsAndExamples() {
        var rule = RuleDescription(id: "x", name: "X", kind: "scale", summary: "S", details: "D", help: "H", severity: .warning,
                                   triggeringExamples: [RuleExample("a: ↓13\nb: ```\n", file: "t.yaml")],
                                   nonTriggeringExamples: [RuleExample("a: 12\n")])
        rule.options = [RuleDescription.Option("grid", type: "number", default: "4", help: "The grid *step*.")]
        XCTAssertEqual(SARIFReporter.helpMarkdown(rule), """
        **S**

        D

        **Fix:** H

        **Options** (kind scale):

        - grid: number, default 4. The grid \\*step\\*.

        **Triggers it (↓ marks the finding)**, t.yaml:

        ````
        a: ↓13
        b: ```
        ````

        **Does not trigger it**, example.w3wtheme.yaml:

        ```
        a: 12
        ```
        """)
    }
}

/// `SARIFReporter` within GitHub's limits on a run: beyond them the log keeps errors first and says what it left out.
/// (A class of its own: its fixture theme differs from `SARIFReporterTests`'.)
final class SARIFReporterLimitTests: XCTestCase {
    private let theme = TestThemes.findingsTheme

    /// GitHub rejects a run of more than 25,000 results and shows the first 5,000: beyond 5,000 the log lists errors
    /// first, cuts at 25,000 and says what it left out (shown here with limits of 2 and 3).
    func testSARIFStaysWithinGitHubLimits() throws {
        XCTAssertEqual(SARIFReporter().maximumResults, 25_000)
        XCTAssertEqual(SARIFReporter().resultsShown, 5_000)
        var result = lint([("a.w3wtheme.yaml", theme)])
        result.findings.append(Finding(ruleID: "contrast", severity: .error, message: "late error", location: SourceLocation(file: "z.w3wtheme.yaml", line: 9, column: 1)))
        let small = SARIFReporter(maximumResults: 3, resultsShown: 2)
        XCTAssertEqual(small.keptFindings(result.findings).map { "\($0.severity) \($0.ruleID)" },
                       ["error contrast", "warning dark-variant", "warning spacing-scale"])
        XCTAssertEqual(small.limitNotice(result), "4 results: the log keeps 3 (GitHub code scanning rejects a run of more than 3), errors "
            + "first, then warnings, then notes: 1 of 3 warnings are left out, and GitHub shows the first 2")
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(small.report(result).utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 3)
        let notification = ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?.first
        XCTAssertEqual((notification?["message"] as? [String: Any])?["text"] as? String, small.limitNotice(result))
        // Within both limits nothing moves and nothing is said.
        XCTAssertNil(SARIFReporter().limitNotice(result))
        XCTAssertFalse(SARIFReporter().report(result).contains("invocations"))
        XCTAssertEqual(SARIFReporter(maximumResults: 10, resultsShown: 3).limitNotice(result),
                       "4 results: GitHub code scanning shows only the first 3, so the log lists errors first, then warnings, then notes")
    }

    /// At GitHub's real limits: 30,000 findings (10,000 of each severity) make a log of 25,000 results, errors and
    /// warnings whole, 5,000 notes, and a notice that names what was cut.
    func testSARIFOfThirtyThousandFindings() throws {
        var findings: [Finding] = []
        for (index, severity) in [Severity.note, .warning, .error].enumerated() {
            for line in 1...10_000 {
                findings.append(Finding(ruleID: ["palette", "spacing-scale", "contrast"][index], severity: severity,
                                        message: "m\(line)", location: SourceLocation(file: "f\(index).svg", line: line, column: 1)))
            }
        }
        let result = LintResult(findings: findings, files: ["f0.svg", "f1.svg", "f2.svg"], rules: [], rootDirectory: "/p")
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReporter().report(result).utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 25_000)
        XCTAssertEqual(results.map { $0["level"] as? String ?? "" }.reduce(into: [:]) { $0[$1, default: 0] += 1 },
                       ["error": 10_000, "warning": 10_000, "note": 5_000])
        XCTAssertEqual(results.first?["level"] as? String, "error")
        XCTAssertEqual(results.last?["level"] as? String, "note")
        XCTAssertEqual(SARIFReporter().limitNotice(result), "30000 results: the log keeps 25000 (GitHub code scanning rejects a run "
            + "of more than 25000), errors first, then warnings, then notes: 5000 of 10000 notes are left out, and GitHub shows the first 5000")
    }
}
