import Foundation
import XCTest
@testable import W3WLintKit

/// Counts that add up and names that can be looked up: `--quiet` counts what it hides, JUnit fails on errors and
/// warnings only, `explain` knows every id a finding can carry, a run that read nothing says so, and standard
/// input is checked as the file it stands for.
final class CountsAndNamesTests: ScratchFolderTestCase {
    /// One error (contrast 1.07:1 in light mode, line 6) and one warning (radius 5, line 9).
    private let theme = """
    w3wtheme: 1
    scales:
      cornerRadius: [4, 8]
    palette:
      fg: { light: "#EEEEEE", dark: "#FFFFFF" }
      bg: { light: "#FFFFFF", dark: "#000000" }
    schemes:
      s:
        styles: { cornerRadius: 5 }
        colors: { foreground: fg, background: bg }

    """

    private func w3wlint(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        guard let input else {
            return try runProcess(try builtExecutable(), arguments, in: scratch, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 })
        }
        // Standard input through a file: runProcess gives the child none of its own.
        try write("stdin.txt", input)
        let command = ([try builtExecutable()] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try runProcess("/bin/sh", ["-c", command + " < stdin.txt"], in: scratch, environment: ["PATH": "/usr/bin:/bin"])
    }

    func testQuietCountsWhatItHides() throws {
        try write("a.w3wtheme.yaml", theme)
        let run = try w3wlint(["check", "a.w3wtheme.yaml", "--quiet", "--strict"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").last, "1 error, 1 warning in 1 file; warnings not shown (--quiet)")
        XCTAssertFalse(run.stdout.contains("[corner-radius]"))
        let loud = try w3wlint(["check", "a.w3wtheme.yaml"])
        XCTAssertEqual(loud.stdout.split(separator: "\n").last, "1 error, 1 warning in 1 file")
    }

    func testJUnitFailsOnErrorsAndWarningsOnly() {
        let findings = [
            Finding(ruleID: "contrast", severity: .error, message: "e", location: SourceLocation(file: "a.svg", line: 2, column: 3)),
            Finding(ruleID: "not-evaluated", severity: .note, message: "n", location: SourceLocation(file: "a.svg", line: 4, column: 1)),
            Finding(ruleID: "no-reference", severity: .note, message: "only a note", location: SourceLocation(file: "b.svg", line: 1, column: 1)),
        ]
        let result = LintResult(findings: findings, files: ["a.svg", "b.svg"], rules: [], rootDirectory: "/p")
        XCTAssertEqual(JUnitReporter().report(result), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="w3wlint" tests="2" failures="1" errors="0">
          <testsuite name="w3wlint" tests="2" failures="1" errors="0" skipped="0">
            <testcase classname="w3wlint" name="a.svg" file="a.svg">
              <failure type="contrast" message="e">a.svg:2:3: error: e [contrast]</failure>
              <system-out>a.svg:4:1: note: n [not-evaluated]</system-out>
            </testcase>
            <testcase classname="w3wlint" name="b.svg" file="b.svg">
              <system-out>b.svg:1:1: note: only a note [no-reference]</system-out>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    }

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

    func testAFolderWithNothingToReadSaysSo() throws {
        try write("notes/readme.txt", "hello\n")
        let run = try w3wlint(["check", "notes"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 0 files\n")
        XCTAssertEqual(run.stderr, "w3wlint: no file under the paths is one w3wlint reads, so nothing was judged: it reads w3w themes, design "
            + "tokens, CSS, Xcode colour and image sets, Android resources, SVG and Swift (`w3wlint check --help` lists the file names)\n")
    }

    func testJobSummaryFileIsCreatedWhenMissing() throws {
        try write("a.w3wtheme.yaml", theme)
        let summary = scratch.appendingPathComponent("ci/summary.md")
        try FileManager.default.createDirectory(at: summary.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try w3wlint(["check", "a.w3wtheme.yaml", "--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(try String(contentsOf: summary, encoding: .utf8).hasPrefix("## w3wlint: 1 error, 1 warning in 1 file\n"))
    }

    /// Standard input is judged as the file `--stdin-filename` names: its configuration, its reference above it,
    /// its name and lines in the report; the file need not exist.
    func testStandardInputIsCheckedAsTheFileItStandsFor() throws {
        try write(".w3wlint.yml", "rules:\n  contrast: off\n")
        let run = try w3wlint(["check", "-", "--stdin-filename", "design/new.w3wtheme.yaml"], input: theme)
        XCTAssertEqual(run.stdout, """
        design/new.w3wtheme.yaml:9:29: warning: cornerRadius 5 in scheme s is not a preset; nearest: 4 or 8 [corner-radius]
            fix: 5 → 4
        0 errors, 1 warning in 1 file

        """, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("design").path))
        // An export on standard input is judged against the theme above the path it stands for.
        try write("design/theme.w3wtheme.yaml", "w3wtheme: 1\nscales:\n  cornerRadius: [4, 8]\n")
        let export = try w3wlint(["check", "-", "--stdin-filename", "design/icons/button.svg", "--absolute-paths"],
                                 input: "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect width=\"40\" height=\"20\" rx=\"6\"/>\n</svg>\n")
        XCTAssertTrue(export.stdout.hasPrefix(scratch.appendingPathComponent("design/icons/button.svg").path
            + ":2:1: warning: corner radius 6 of svg > rect is not a preset; nearest: 4 or 8 [corner-radius]\n"), export.stdout)
        let alone = try w3wlint(["check", "-"], input: theme)
        XCTAssertEqual(alone.status, 2)
        XCTAssertEqual(alone.stderr, "w3wlint: error: reading standard input needs --stdin-filename PATH, the file the text stands for (its format, configuration and reference)\n")
        XCTAssertEqual(try w3wlint(["check", "-", "a.w3wtheme.yaml", "--stdin-filename", "x.w3wtheme.yaml"], input: theme).status, 2)
        XCTAssertEqual(try w3wlint(["check", "-", "--stdin-filename", "x.w3wtheme.yaml", "--fix"], input: theme).status, 2)
    }

    /// One finding for a pair two schemes draw names the other place with its line, in the text and as SARIF
    /// `relatedLocations` (code scanning and editors show it there).
    func testASharedPairNamesEveryPlaceItStandsFor() throws {
        try write("shared.w3wtheme.yaml", """
        w3wtheme: 1
        palette:
          grey: "#999999"
          white: "#FFFFFF"
        schemes:
          a:
            colors: { foreground: grey, background: white }
          b:
            colors: { foreground: grey, background: white }

        """)
        let text = try w3wlint(["check", "shared.w3wtheme.yaml"])
        XCTAssertTrue(text.stdout.hasPrefix("shared.w3wtheme.yaml:7:27: error: foreground #999999 on background #FFFFFF is 2.84:1 in light "
            + "and dark mode, below WCAG AA 4.5:1 for text (scheme a); the same pair in scheme b (line 9) [contrast]\n"), text.stdout)
        let sarif = try w3wlint(["check", "shared.w3wtheme.yaml", "--format", "sarif"])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["relatedLocations"] as? NSArray, [[
            "id": 1,
            "physicalLocation": ["artifactLocation": ["uri": "shared.w3wtheme.yaml", "uriBaseId": "%SRCROOT%"],
                                 "region": ["startLine": 9, "startColumn": 27]],
            "message": ["text": "the same two colours: scheme b"],
        ]] as NSArray)
    }

    /// Related places are data w3wlint writes: a number that is no line (from a plugin, a cache) is no place.
    func testRelatedPlacesThatAreNoPlacesAreLeftOut() {
        var finding = Finding(ruleID: "x", severity: .error, message: "m", location: SourceLocation(file: "a", line: 1, column: 1))
        finding.properties = [("related", .array([.object([("file", .string("a")), ("line", .number(1e300)), ("column", .number(1))]),
                                                  .object([("file", .string("a")), ("line", .number(2)), ("column", .number(3)), ("message", .string("b"))])]))]
        XCTAssertEqual(finding.relatedLocations, [RelatedLocation(location: SourceLocation(file: "a", line: 2, column: 3), message: "b")])
    }

    func testStandardInputStandingForAFolderIsRefused() throws {
        try write("design/keep", "")
        let run = try w3wlint(["check", "-", "--stdin-filename", "design"], input: theme)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "w3wlint: error: --stdin-filename design is a folder; name the file the text stands for\n")
    }
}
