import CLibXML2
import Foundation
import XCTest
@testable import W3WLintKit

/// Inline suppressions, baselines and the CI output formats.
final class WorkflowTests: XCTestCase {
    private let theme = """
    w3wtheme: 1
    palette:
      tint: { light: "#E11F26" }
    schemes:
      base:
        styles:
          padding: 13
          cornerRadius: 5
    """

    func testYAMLSuppressions() {
        let source = """
        w3wtheme: 1
        palette:
          tint: { light: "#E11F26" }  # w3wlint-disable-line dark-variant -- brand red has no dark twin yet
        schemes:
          base:
            styles:
              # w3wlint-disable-next-line spacing-scale
              padding: 13
              margin: 12 # w3wlint-disable-line corner-radius
              # w3wlint-disable
              cornerRadius: 5
              # w3wlint-enable
              rowHeight: "# w3wlint-disable-line not a comment"
        """
        let result = lint([("a.w3wtheme.yaml", source)])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "9:15 spacing-scale margin 12 in scheme base is not on the margin scale (what3words presets); nearest: one (8) or two (16)",
            "9:18 unused-suppression suppression of corner-radius silences nothing on line 9",
            "13:18 invalid-value unknown rowHeight preset `# w3wlint-disable-line not a comment` in `schemes.base.styles.rowHeight` (known: extraSmall, small, medium, large, extraLarge)",
        ])
        XCTAssertEqual(CommentSyntax.yamlComments("a: \"x # y\" # real\nb: 'it''s' #c\n# full\nc: d#e\n").map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:12 real", "2:12c", "3:1 full"])
    }

    func testBaselineReportsOnlyNewFindingsAndSurvivesMovedLines() throws {
        let before = lint([("a.w3wtheme.yaml", theme)])
        XCTAssertEqual(before.findings.count, 3)
        let baseline = try Baseline.read(Data(Baseline(findings: before.findings).json.utf8), file: "b.json")
        XCTAssertEqual(baseline, Baseline(findings: before.findings))
        // Lines move (a name and a blank line added above) and a new problem appears.
        let edited = theme.replacingOccurrences(of: "w3wtheme: 1\n", with: "w3wtheme: 1\nname: moved\n\n")
            + "\n  cards:\n    styles:\n      cornerRadius: 5\n"
        let after = lint([("a.w3wtheme.yaml", edited)])
        XCTAssertEqual(after.findings.count, 4)
        XCTAssertEqual(baseline.newFindings(after.findings).map { "\($0.location.line) \($0.message)" },
                       ["13 cornerRadius 5 in scheme cards is not a preset; nearest: extraSmall (4) or small (8)"])
        // Twins count: two identical findings against one recorded leave one new.
        let twin = lint([("a.w3wtheme.yaml", theme + "\n  copy:\n    styles:\n      padding: 13\n")])
        XCTAssertEqual(baseline.newFindings(twin.findings).map(\.ruleID), ["spacing-scale"])
    }

    /// Baselines as w3wlint writes them are read without Foundation's object tree; any other valid baseline (edited
    /// by hand: keys reordered, a message left out or not a string, a key twice) reads as before.
    func testBaselinesWrittenElsewhereReadTheSame() throws {
        let entry = #""ruleId": "r", "file": "a\u00e9.svg", "fingerprint": "f""#
        let cases: [(String, [Baseline.Entry])] = [
            (#"{"findings": [{"fingerprint": "f", "message": "m\n", "file": "a.svg", "ruleId": "r"}], "version": 1}"#,
             [Baseline.Entry(ruleID: "r", file: "a.svg", hash: "f", message: "m\n")]),
            (#"{"version": 1, "findings": [{\#(entry)}]}"#, [Baseline.Entry(ruleID: "r", file: "aé.svg", hash: "f", message: "")]),
            (#"{"version": 1, "findings": [{\#(entry), "message": 7}]}"#,
             [Baseline.Entry(ruleID: "r", file: "aé.svg", hash: "f", message: "")]),
            (#"{"version": 1, "findings": [{\#(entry), "ruleId": "s"}]}"#,
             [Baseline.Entry(ruleID: "s", file: "aé.svg", hash: "f", message: "")]),
            (#"{"version": 1.0, "findings": []}"#, []),
        ]
        for (text, entries) in cases {
            XCTAssertEqual(try Baseline.read(Data(text.utf8), file: "b.json").entries, entries, text)
        }
        let written = Baseline(findings: lint([("a.w3wtheme.yaml", theme)]).findings)
        XCTAssertEqual(try Baseline.read(Data(written.json.utf8), file: "b.json"), written)
        XCTAssertEqual(Baseline.readAsWritten(Data(written.json.utf8)), written, "the fast path reads what w3wlint writes")
        // The list twice, or not a list: left to Foundation, which refuses the second.
        XCTAssertNil(Baseline.readAsWritten(Data(#"{"version": 1, "findings": [], "findings": []}"#.utf8)))
        XCTAssertNil(Baseline.readAsWritten(Data(#"{"version": 1, "findings": {}}"#.utf8)))
        XCTAssertThrowsError(try Baseline.read(Data(#"{"version": 1, "findings": {}}"#.utf8), file: "b.json"))
        XCTAssertEqual(cases.map { Baseline.readAsWritten(Data($0.0.utf8)) == nil }, [false, false, true, true, false],
                       "a non-string message and a key twice are left to Foundation")
    }

    func testCorruptBaselineIsRefused() {
        for (text, message) in [("[]", "b.json is not a w3wlint baseline (not a JSON object)"),
                                ("{\"version\": 9, \"findings\": []}", "b.json is not a version-1 w3wlint baseline"),
                                ("{\"version\": 1, \"findings\": [{\"ruleId\": \"x\"}]}", "b.json: entry 1 lacks ruleId, file or fingerprint")] {
            XCTAssertThrowsError(try Baseline.read(Data(text.utf8), file: "b.json")) { error in
                XCTAssertEqual((error as? Baseline.ReadError)?.description, message)
            }
        }
    }

    func testJSONReport() throws {
        let result = lint([("a.w3wtheme.yaml", theme)])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReporter().report(result).utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(json["summary"] as? [String: Int], ["errors": 0, "warnings": 3, "notes": 0, "files": 1])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["ruleId"]!) \($0["severity"]!)" },
                       ["a.w3wtheme.yaml:3:3 dark-variant warning", "a.w3wtheme.yaml:7:16 spacing-scale warning",
                        "a.w3wtheme.yaml:8:21 corner-radius warning"])
        XCTAssertEqual((findings[2]["properties"] as? [String: Any])?["allowed"] as? [Int], [4, 8])
    }

    func testJSONReportMatchesItsSchema() throws {
        guard let python = pythonWithJSONSchema else { throw XCTSkip("python3 with jsonschema is not installed") }
        let result = lint([("a.w3wtheme.yaml", theme), ("b.w3wtheme.yaml", "w3wtheme: 1\nx: [\n")])
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: report) }
        try JSONReporter().report(result).write(to: report, atomically: true, encoding: .utf8)
        let schema = packageRoot.appendingPathComponent("docs/report-v1.schema.json")
        let check = try runProcess(python, ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); report = json.load(open(sys.argv[2]))
        jsonschema.validators.validator_for(schema)(schema).validate(report); print(len(report["findings"]))
        """, schema.path, report.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "4\n")
    }

    func testGitHubAnnotations() {
        let result = lint([("dir,x/a.w3wtheme.yaml", theme)])
        XCTAssertEqual(GitHubReporter().report(result), """
        ::warning file=dir%2Cx/a.w3wtheme.yaml,line=3,col=3,title=w3wlint dark-variant::colour `tint` has no dark value (it defines light; required modes: light, dark)
        ::warning file=dir%2Cx/a.w3wtheme.yaml,line=7,col=16,title=w3wlint spacing-scale::padding 13 in scheme base is not on the padding scale (what3words presets); nearest: medium (12) or bold (16)
        ::warning file=dir%2Cx/a.w3wtheme.yaml,line=8,col=21,title=w3wlint corner-radius::cornerRadius 5 in scheme base is not a preset; nearest: extraSmall (4) or small (8)
        0 errors, 3 warnings in 1 file

        """)
        XCTAssertEqual(GitHubReporter.data("50% done\nnext"), "50%25 done\\nnext")
        // Control characters shown as escapes (no value can end the command), each character escaped once;
        // separators only in properties.
        XCTAssertEqual(GitHubReporter.data("a\r\nb:c,d%e😀é\u{1B}"), "a\\r\\nb:c,d%25e😀é\\u001B")
        XCTAssertEqual(GitHubReporter.property("a\r\nb:c,d%e😀é"), "a\\r\\nb%3Ac%2Cd%25e😀é")
        XCTAssertEqual(GitHubReporter.property("plain é"), "plain é")
    }

    /// GitHub shows 10 annotations of each kind a step: beyond, the report says so after the summary line.
    func testGitHubSaysWhenAnnotationsAreCut() {
        let styles = (1...11).map { "      padding: \(12 + $0 * 2 + 1)" }
        let themes = (1...11).map { ("t\($0).w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n" + styles[$0 - 1] + "\n") }
        let lines = GitHubReporter().report(lint(themes)).split(separator: "\n")
        XCTAssertEqual(lines.count, 13)
        XCTAssertEqual(lines[11], "0 errors, 11 warnings in 11 files")
        XCTAssertEqual(lines[12], "w3wlint: GitHub shows at most 10 annotations of each kind a step (50 a job); this run has "
            + "11 warnings: every one is listed in this log and counted in the job summary")
        XCTAssertNil(GitHubReporter.annotationNotice(lint([("a.w3wtheme.yaml", theme)])))
    }

    /// The job summary: counts per rule and severity, then the findings worst first, linked to their lines in the
    /// commit; a file's texts cannot break the table or bring in HTML.
    func testGitHubJobSummary() {
        var result = lint([("design/a.w3wtheme.yaml", theme)])
        result.findings.append(Finding(ruleID: "contrast", severity: .error, message: "x <img src=y> | z", location: SourceLocation(file: "design/b[1].svg", line: 4, column: 2)))
        let links = GitHubJobSummary.Links(server: "https://github.com", repository: "team/app", commit: "abc123")
        XCTAssertEqual(GitHubJobSummary(links: links, listed: 2).markdown(result), """
        ## w3wlint: 1 error, 3 warnings in 1 file

        | rule | errors | warnings | notes |
        |---|---:|---:|---:|
        | `contrast` | 1 | 0 | 0 |
        | `corner-radius` | 0 | 1 | 0 |
        | `dark-variant` | 0 | 1 | 0 |
        | `spacing-scale` | 0 | 1 | 0 |

        | | where | rule | message |
        |---|---|---|---|
        | error | [design\\/b\\[1\\]\\.svg\\:4\\:2](https://github.com/team/app/blob/abc123/design/b%5B1%5D.svg#L4) | `contrast` | x \\<img src\\=y\\> \\| z |
        | warning | [design\\/a\\.w3wtheme\\.yaml\\:3\\:3](https://github.com/team/app/blob/abc123/design/a.w3wtheme.yaml#L3) | `dark-variant` | colour \\`tint\\` has no dark value \\(it defines light\\; required modes\\: light\\, dark\\) |

        2 more: every finding is in the step's log, and in the SARIF log when one is uploaded.


        """)
        // Without a repository to link to, or for a file outside it, locations are plain text.
        let plain = GitHubJobSummary(links: .init(server: nil, repository: nil, commit: nil)).markdown(lint([("/abs/a.w3wtheme.yaml", theme)]))
        XCTAssertTrue(plain.contains("| warning | \\/abs\\/a\\.w3wtheme\\.yaml\\:3\\:3 | `dark-variant` |"), plain)
    }

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

    /// XML and HTML escaping, with texts that need none (written as they are) and texts that do.
    func testMarkupEscaping() {
        let xml: [(String, String)] = [
            ("plain é 😀", "plain é 😀"), ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&apos;f"), ("tab\tcr\r", "tab\\tcr\\r"),
            ("line\nfeed", "line\\nfeed"), ("bell\u{7}", "bell\\u0007"), ("\u{FFFE}x\u{FFFF}", "x"), ("\u{F000}", "\u{F000}"), ("<\u{FFFD}\u{FFFF}\u{EFFF}", "&lt;\u{FFFD}\u{EFFF}"), ("'\u{301}", "&apos;\u{301}"),
        ]
        for (text, expected) in xml { XCTAssertEqual(JUnitReporter.escape(text), expected, text) }
        let html: [(String, String)] = [("plain é", "plain é"), ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&#39;f"), ("\n", "\\n"), ("\"\u{301}", "&quot;\u{301}")]
        for (text, expected) in html { XCTAssertEqual(HTMLReporter.escape(text), expected, text) }
    }

    func testJUnitReport() {
        let result = lint([("a.w3wtheme.yaml", theme), ("b&c.w3wtheme.yaml", "w3wtheme: 1\n")])
        let xml = JUnitReporter().report(result)
        XCTAssertTrue(xml.hasPrefix("""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="w3wlint" tests="2" failures="1" errors="0">
          <testsuite name="w3wlint" tests="2" failures="1" errors="0" skipped="0">
            <testcase classname="w3wlint" name="a.w3wtheme.yaml" file="a.w3wtheme.yaml">
              <failure type="dark-variant" message="colour `tint` has no dark value
        """), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"w3wlint\" name=\"b&amp;c.w3wtheme.yaml\" file=\"b&amp;c.w3wtheme.yaml\"/>"))
        XCTAssertEqual(xml.components(separatedBy: "<failure ").count - 1, 3)
        let document = xml.withCString { xmlReadMemory($0, Int32(strlen($0)), "junit.xml", nil, Int32(XML_PARSE_NONET.rawValue)) }
        XCTAssertNotNil(document, "well-formed XML")
        xmlFreeDoc(document)
    }

    func testSummaryTable() {
        let result = lint([("a.w3wtheme.yaml", theme), ("b.w3wtheme.yaml", "w3wtheme: 1\nx: 1\n")])
        XCTAssertEqual(SummaryReporter.table(result), """
        rule           errors  warnings  notes  files
        corner-radius       0         1      0      1
        dark-variant        0         1      0      1
        invalid-value       1         0      0      1
        spacing-scale       0         1      0      1
        total               1         3      0      2

        """)
    }
}

final class XMLSuppressionTests: XCTestCase {
    func testSVGSuppressions() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F26\"\n"
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
          <!-- w3wlint-disable-next-line palette -->
          <rect width="10" height="10" fill="#E11F27"/>
          <rect y="20" width="10" height="10" fill="#E11F28"/> <!-- w3wlint-disable-line palette -->
          <!-- w3wlint-disable palette
               (a multi-line comment) -->
          <rect y="40" width="10" height="10" fill="#E11F29"/>
          <!-- w3wlint-enable palette -->
          <rect y="60" width="10" height="10" fill="#E11F2A"/>
          <!-- w3wlint-disable-next-line corner-radius -->
          <rect y="80" width="10" height="10" fill="#E11F26"/>
        </svg>
        """
        let result = lint([("theme.w3wtheme.yaml", theme), ("c/button.svg", svg)])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }, [
            "c/button.svg:9:3 palette",
            "c/button.svg:10:3 unused-suppression",
        ])
        XCTAssertEqual(CommentSyntax.xmlComments(Data("a\n  <!-- x\ny --> <!--z-->".utf8)).map { "\($0.line):\($0.column)\($0.text)" },
                       ["2:3 x\ny ", "3:7z"])
        // Columns count scalars; an unclosed comment runs to two bytes before the end; invalid UTF-8 is repaired.
        XCTAssertEqual(CommentSyntax.xmlComments(Data("é😀<!--a--><!-- open".utf8)).map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:3a", "1:11 op"])
        XCTAssertEqual(CommentSyntax.xmlComments(Data([0x80, 0x80, 0x3C, 0x21, 0x2D, 0x2D, 0x78, 0x2D, 0x2D, 0x3E])).map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:3x"])
        XCTAssertEqual(CommentSyntax.xmlComments(Data("<svg/>".utf8)).count, 0)
        // Tags and near misses (`<!-`, `<!x`) between comments; lines counted before, inside and after each; `<!--`
        // cut off at the very end is no comment.
        XCTAssertEqual(CommentSyntax.xmlComments(Data("<svg>\n<g>\n<!-- w3wlint-disable-line -->\n<a/><!-x <!x <!--\nb-->\n<c/>\n<!--d--><!-".utf8))
                        .map { "\($0.line):\($0.column)\($0.text)" },
                       ["3:1 w3wlint-disable-line ", "4:14\nb", "7:1d"])
    }
}

final class TokenSuppressionTests: XCTestCase {
    func testExtensionsDisable() {
        let tokens = """
        {
          "radius": {
            "$type": "dimension",
            "card": { "$value": "5px", "$extensions": { "w3wlint": { "disable": ["corner-radius"] } } },
            "chip": { "$value": "6px" },
            "pill": {
              "$value": "8px",
              "$extensions": { "w3wlint": { "disable": ["corner-radius"] } }
            }
          }
        }
        """
        // The what3words radius presets chosen: a token set's own values are judged by nothing else.
        let result = lint([("tokens/base.tokens.json", tokens)], presets: chosenPresets())
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "5:25 corner-radius cornerRadius 6 in scheme tokens is not a preset; nearest: extraSmall (4) or small (8)",
            "8:48 unused-suppression suppression of corner-radius silences nothing on lines 6-8",
        ])
    }
}
