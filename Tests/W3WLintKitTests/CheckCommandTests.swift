import Foundation
import XCTest
@testable import W3WLintKit

/// `w3wlint check` end to end: output and exit codes, files named and standard input, the report written to a
/// file, the `tokens:` configuration, and the formats `--format` takes.
final class CheckCommandTests: ScratchFolderTestCase {
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

    /// End to end: a report is never written over an input, a file name cannot forge a line,
    /// and a name that is not UTF-8 is checked and shown escaped.
    func testUntrustedNamesAndReportPaths() throws {
        let theme = "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n"
        try write("design/a.w3wtheme.yaml", theme)
        let over = try w3wlint("check", "design", "-o", "design/a.w3wtheme.yaml")
        XCTAssertEqual(over.status, 2)
        XCTAssertEqual(over.stderr, "w3wlint: error: --output design/a.w3wtheme.yaml: that file is an input of this run; w3wlint does not write a report over it\n")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("design/a.w3wtheme.yaml"), encoding: .utf8), theme)
        let baseline = try w3wlint("check", "design", "--write-baseline", "./design/../design/a.w3wtheme.yaml")
        XCTAssertEqual(baseline.status, 2)
        try write("victim", "keep")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("report.txt").path,
                                                   withDestinationPath: scratch.appendingPathComponent("victim").path)
        let link = try w3wlint("check", "design", "-o", "report.txt")
        XCTAssertEqual(link.status, 2)
        XCTAssertEqual(link.stderr, "w3wlint: error: cannot write report.txt: report.txt is a symbolic link; w3wlint does not write through links (name the file it points to)\n")
        XCTAssertEqual(try w3wlint("check", "design", "-o", "/dev/null").status, 0)
        // A pack the configuration extends, and a theme read only as context, are inputs too.
        try write("design/.w3wlint.yml", "extends: [./team.yml]\n")
        try write("design/team.yml", "pack: team\n")
        try write("design/c/icon.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"/>\n")
        XCTAssertEqual(try w3wlint("check", "design", "-o", "design/team.yml").status, 2)
        XCTAssertEqual(try w3wlint("check", "design/c", "-o", "design/a.w3wtheme.yaml").status, 2)
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("design/team.yml"), encoding: .utf8), "pack: team\n")

        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("victim"), encoding: .utf8), "keep")
        for name in ["design", "victim", "report.txt"] { try FileManager.default.removeItem(at: scratch.appendingPathComponent(name)) }
        try write("x\nforged.w3wtheme.yaml:1:1: error: fake [contrast]\n\u{1B}[31m.w3wtheme.yaml", theme)
        let forged = try w3wlint("check", ".")
        XCTAssertEqual(forged.stdout, """
        x\\nforged.w3wtheme.yaml:1:1: error: fake [contrast]\\n\\u001B[31m.w3wtheme.yaml:5:21: warning: cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8) [corner-radius]
            fix: 5 → 4
        0 errors, 1 warning in 1 file

        """)
        let github = try w3wlint("check", ".", "--format", "github")
        XCTAssertEqual(github.stdout.split(separator: "\n").count, 2, github.stdout)
        XCTAssertTrue(github.stdout.hasPrefix("::warning file=x\\nforged.w3wtheme.yaml%3A1%3A1%3A error%3A fake [contrast]\\n\\u001B[31m.w3wtheme.yaml,line=5,col=21,"), github.stdout)

        try FileManager.default.removeItem(at: scratch.appendingPathComponent("x\nforged.w3wtheme.yaml:1:1: error: fake [contrast]\n\u{1B}[31m.w3wtheme.yaml"))
        let raw = scratch.path + "/bad" + String(String.UnicodeScalarView([Unicode.Scalar(0x10_FFFF)!, Unicode.Scalar(0x10_FFFE)!])) + "name.w3wtheme.yaml"
        let descriptor = RawPathBytes.withFileSystemPath(raw) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Array(theme.utf8).withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path).count, 1)
        let named = try w3wlint("check", ".")
        XCTAssertEqual(named.stdout, """
        bad\\xFF\\xFEname.w3wtheme.yaml:5:21: warning: cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8) [corner-radius]
            fix: 5 → 4
        0 errors, 1 warning in 1 file

        """)
        let sarif = try w3wlint("check", ".", "--format", "sarif")
        XCTAssertTrue(sarif.stdout.contains("\"uri\": \"bad%FF%FEname.w3wtheme.yaml\""), sarif.stdout)
        XCTAssertEqual(try w3wlint("check", ".", "--fix").status, 0)
        // Written to the same file, by its true name: no second file appears.
        XCTAssertEqual(try w3wlint("check", ".").stdout, "0 errors, 0 warnings in 1 file\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path).count, 1)
    }

    func testExitZeroWhenClean() throws {
        try write("design/ok.w3wtheme.yaml", "w3wtheme: 1\n")
        let run = try w3wlint("check", "design")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 1 file\n")
        XCTAssertEqual(run.stderr, "")
    }

    func testThemeOptionNamesTheReferenceTheme() throws {
        try write("brand/brand.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\npalette:\n  red: \"#E11F26\"\n")
        try write("design/a.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\npalette:\n  blue: \"#0000FF\"\n")
        try write("design/icon.svg", "<svg viewBox=\"0 0 8 8\">\n  <rect width=\"8\" height=\"8\" fill=\"#E11F26\"/>\n</svg>\n")
        let unnamed = try w3wlint("check", "design")
        // The theme beside the export is its reference; an export named `icon` is an icon, but no icon sizes are
        // given (no pack chosen, none in the theme).
        XCTAssertEqual(unnamed.stdout, """
        design/icon.svg:2:3: warning: fill #E11F26 of svg > rect is not a palette colour in light mode; no palette colour is near it (the nearest, blue #0000FF, is ΔE_OK 0.490 away) [palette]
        0 errors, 1 warning in 2 files

        """)
        let named = try w3wlint("check", "design", "--theme", "brand/brand.w3wtheme.yaml")
        XCTAssertEqual(named.stdout, "0 errors, 0 warnings in 3 files\n")
        // With the what3words presets chosen, 8 high is no icon size (16, 32, 64), whichever theme is named.
        try write(".w3wlint.yml", "extends: [w3w]\n")
        let chosen = try w3wlint("check", "design", "--theme", "brand/brand.w3wtheme.yaml")
        XCTAssertEqual(chosen.stdout, """
        design/icon.svg:1:1: warning: height 8 of icon `icon` (export) is not an icon size preset; nearest: small (16) [component-size]
        0 errors, 1 warning in 3 files

        """)
        let wrong = try w3wlint("check", "design", "--theme", "design/icon.svg")
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(wrong.stderr, "w3wlint: error: --theme design/icon.svg: not a w3w theme file (*.w3wtheme.yaml, *.w3wtheme.yml, *.w3wtheme.json)\n")
        let missing = try w3wlint("check", "design", "--theme", "nowhere.w3wtheme.yaml")
        XCTAssertEqual(missing.status, 2)
    }

    func testWarningsAloneExitZero() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n")
        let run = try w3wlint("check")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, """
        a.w3wtheme.yaml:5:21: warning: cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8) [corner-radius]
            fix: 5 → 4
        0 errors, 1 warning in 1 file

        """)
    }

    func testExitOneOnErrorsAndOtherFilesStillChecked() throws {
        try write("design/a/broken.w3wtheme.json", "{\"w3wtheme\": 1,\n \"palette\": {\n")
        try write("design/b/theme.w3wtheme.yml", "w3wtheme: 1\npalette:\n  t: { light: \"#000\" }\n")
        try write("design/notes.txt", "not a theme")
        try write("design/.hidden/x.w3wtheme.yaml", "garbage: [")
        let run = try w3wlint("check", "design/")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { $0.split(separator: ":").prefix(3).joined(separator: ":") }, [
            "design/a/broken.w3wtheme.json:3:1", "design/b/theme.w3wtheme.yml:3:3", "1 error, 1 warning in 2 files",
        ])
    }

    func testNamedFilesAsPreCommitPassesThem() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      padding: 13\n")
        try write("README.md", "# docs\n")
        let run = try w3wlint("check", "a.w3wtheme.yaml", "README.md")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("a.w3wtheme.yaml:5:16: warning: padding 13"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("0 errors, 1 warning in 1 file\n"))
    }

    func testMissingPathIsAUsageError() throws {
        let run = try w3wlint("check", "nowhere")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "w3wlint: error: cannot check nowhere: no such file or directory\n")
    }

    func testUnknownOptionIsAUsageError() throws {
        let run = try w3wlint("check", "--format", "pdf")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("pdf"), run.stderr)
        let other = try w3wlint("check", "--frobnicate")
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(other.stderr.contains("Unknown option '--frobnicate'"), other.stderr)
    }

    func testVersionAndHelp() throws {
        let version = try w3wlint("--version")
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "\(w3wlintVersion)\n")
        let help = try w3wlint("check", "--help")
        XCTAssertEqual(help.status, 0)
        for phrase in ["--format", "--output", "sarif", "dark-variant", "pre-commit"] {
            XCTAssertTrue(help.stdout.contains(phrase), phrase)
        }
        let topHelp = try w3wlint("--help")
        XCTAssertEqual(topHelp.status, 0)
        // Paragraphs are wrapped by the help formatter, not by hand: joined again, they read whole.
        let topText = topHelp.stdout.split(separator: "\n").joined(separator: " ")
        XCTAssertTrue(topText.contains("Exit codes: 0 no finding at or above the --severity-threshold (error by default; warning with "
            + "--strict), 1 at least one (or more warnings than --max-warnings), 2 usage or configuration error, or an unreadable path."), topText)
        XCTAssertTrue(help.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        let rules = try w3wlint("rules")
        XCTAssertEqual(rules.status, 0)
        XCTAssertEqual(rules.stdout.split(separator: "\n").prefix(2).map(String.init), [
            "id                  severity  kind                pack      description",
            "contrast            error     contrast            w3w       Text and its background must reach the WCAG 2 contrast ratio in every colour mode.",
        ])
    }

    func testSARIFToAFileIsAtomicAndKeepsPermissions() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  bad: \"#GGG\"\n")
        try write("out/lint.sarif", "old report")
        let target = scratch.appendingPathComponent("out/lint.sarif").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        let run = try w3wlint("check", "t.w3wtheme.yaml", "--format", "sarif", "-o", "out/lint.sarif")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "1 error, 0 warnings in 1 file\n")
        let written = try String(contentsOfFile: target, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{\n  \"$schema\""))
        XCTAssertTrue(written.contains("\"ruleId\": \"invalid-value\""))
        let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("out").path),
                       ["lint.sarif"], "no temporary file is left behind")
    }

    func testUnwritableOutputKeepsTheOldFile() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\n")
        let run = try w3wlint("check", "t.w3wtheme.yaml", "-o", "missing/folder/out.txt")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("w3wlint: error: cannot write missing/folder/out.txt"), run.stderr)
    }

    func testSameOutputForTheSameInput() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  t: { light: \"#000\" }\n  u: { dark: \"#fff\" }\n")
        let first = try w3wlint("check", "--format", "sarif")
        let second = try w3wlint("check", "--format", "sarif")
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertTrue(first.stdout.contains("\"missingModes\""))
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

    func testStandardInputStandingForAFolderIsRefused() throws {
        try write("design/keep", "")
        let run = try w3wlint(["check", "-", "--stdin-filename", "design"], input: theme)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "w3wlint: error: --stdin-filename design is a folder; name the file the text stands for\n")
    }

    func testNamedModeExtensionChangesTheDarkValues() throws {
        try write("design/fg.tokens.json", """
        {
          "fgColor": { "default": { "$type": "color", "$value": "#1F2328",
            "$extensions": { "org.primer.overrides": { "dark": "#30363D" } } } },
          "bgColor": { "default": { "$type": "color", "$value": "#FFFFFF",
            "$extensions": { "org.primer.overrides": { "dark": "#0D1117" } } } }
        }
        """)
        // Primer's overrides are read by default; configured away, both modes show `$value`: dark text on white passes.
        try write(".w3wlint.yml", "tokens:\n  modeExtensions: [mode]\n")
        XCTAssertEqual(try w3wlint("check", "design").stdout, "0 errors, 0 warnings in 1 file\n")
        try FileManager.default.removeItem(at: scratch.appendingPathComponent(".w3wlint.yml"))
        let run = try w3wlint("check", "design")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
        design/fg.tokens.json:2:16: error: fgColor.default #30363D on bgColor.default #0D1117 is 1.55:1 in dark mode, below WCAG AA 4.5:1 for text (scheme design) [contrast]
            suggestion: #767D85
        1 error, 0 warnings in 1 file

        """)
    }

    /// docs/cli.md's `--format` row names every format `--format` takes, in order: a new reporter is documented.
    func testCLIReferenceListsEveryFormat() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let row = try XCTUnwrap(page.split(separator: "\n").first { $0.hasPrefix("| `-f, --format ") })
        let listed = row.dropFirst("| `-f, --format ".count).prefix { $0 != "`" }
        XCTAssertEqual(listed.components(separatedBy: "\\|"), ReportFormat.allCases.map(\.rawValue))
    }
}

/// `w3wlint check` with a configuration: its errors stop the run with code 2 before checking; `--config` names it.
/// (A class of its own: each test starts with `design/a.w3wtheme.yaml` in the scratch folder.)
final class CheckCommandConfigurationTests: ScratchFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write("design/a.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n")
    }

    /// In the rules or in the `tokens` section alike, every error is listed with its place.
    func testConfigErrorsExitTwoBeforeChecking() throws {
        let cases = [
            ("rules:\n  corner-radius: { options: { kinds: x } }\n  nope: off\n", [
                ".w3wlint.yml:2:38: error: unknown option `kinds` for rule `corner-radius`; did you mean `kind`? (known: kind, allowed, fixTie)",
                ".w3wlint.yml:3:3: error: unknown rule id `nope` (to define a new rule, give its `kind`; known rules: contrast, dark-variant, spacing-scale, corner-radius, preset-consistency, palette, typography, component-size, hierarchy, no-reference)",
            ]),
            ("tokens:\n  modez: [light, dark]\n  pairs: nope\n", [
                ".w3wlint.yml:2:3: error: unknown key `modez` in `tokens`; did you mean `modes`? (known: modes, modeExtensions, modeSets, pairs, spacing, radius, pairByName, cssSelectors)",
                ".w3wlint.yml:3:10: error: `tokens.pairs` must be a list of {foreground, background, level?, kind?}",
            ]),
        ]
        for (configuration, errors) in cases {
            try write(".w3wlint.yml", configuration)
            let run = try w3wlint("check", "design")
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stdout, "")
            XCTAssertEqual(run.stderr, (["w3wlint: error: invalid configuration"] + errors).map { $0 + "\n" }.joined())
        }
    }

    func testExplicitConfig() throws {
        try write("strict.yml", "rules:\n  corner-radius: error\n")
        let run = try w3wlint("check", "design", "--config", "strict.yml")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("design/a.w3wtheme.yaml:5:21: error: cornerRadius 5"), run.stdout)
        let missing = try w3wlint("check", "design", "--config", "nowhere.yml")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "w3wlint: error: invalid configuration\nnowhere.yml:1:1: error: cannot read the configuration file\n")
    }
}

/// `w3wlint check` in a CI workflow: exit-code flags, --quiet, --summary, the formats, baselines and the job summary.
/// (A class of its own: each test starts with `a.w3wtheme.yaml`, one error and two warnings, in the scratch folder.)
final class CheckCommandWorkflowTests: ScratchFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write("a.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  bad: \"#GGG\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n      padding: 13\n")
    }

    /// On GitHub Actions the job summary is appended to the file the runner names; a run elsewhere writes none.
    func testGitHubJobSummaryIsAppended() throws {
        let summary = scratch.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let run = try w3wlint(["check", "--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary.path, "GITHUB_SERVER_URL": "https://github.com",
                                            "GITHUB_REPOSITORY": "team/app", "GITHUB_SHA": "abc"])
        XCTAssertEqual(run.status, 1)
        let text = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("earlier step\n## w3wlint: 1 error, 2 warnings in 1 file\n"), text)
        XCTAssertTrue(text.contains("| error | [a\\.w3wtheme\\.yaml\\:3\\:8](https://github.com/team/app/blob/abc/a.w3wtheme.yaml#L3) | `invalid-value` |"), text)
        let unset = try w3wlint("check", "--format", "github")
        XCTAssertEqual(unset.stdout, run.stdout)
        XCTAssertEqual(try String(contentsOf: summary, encoding: .utf8), text)
    }

    func testThresholdsAndQuiet() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n      padding: 13\n")
        XCTAssertEqual(try w3wlint("check").status, 0)
        XCTAssertEqual(try w3wlint("check", "--severity-threshold", "warning").status, 1)
        // --strict: warnings fail, as --severity-threshold warning; a lower threshold given with it stays.
        let strict = try w3wlint("check", "--strict")
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stdout.split(separator: "\n").last, "0 errors, 2 warnings in 1 file")
        XCTAssertEqual(try w3wlint("check", "--strict", "--severity-threshold", "note").status, 1)
        XCTAssertEqual(try w3wlint("check", "--max-warnings", "2").status, 0)
        let over = try w3wlint("check", "--max-warnings", "1")
        XCTAssertEqual(over.status, 1)
        XCTAssertEqual(over.stderr, "w3wlint: 2 warnings, more than --max-warnings 1\n")
        let quiet = try w3wlint("check", "--quiet")
        XCTAssertEqual(quiet.stdout, "0 errors, 2 warnings in 1 file; warnings not shown (--quiet)\n")
        XCTAssertEqual(try w3wlint("check", "--max-warnings", "-1").status, 2)
    }

    func testBaselineRoundTrip() throws {
        let first = try w3wlint("check", "--write-baseline", "baseline.json")
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stderr, "w3wlint: recorded 3 findings in baseline.json\n")
        let clean = try w3wlint("check", "--baseline", "baseline.json")
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "0 errors, 0 warnings in 1 file\n")
        try write("a.w3wtheme.yaml", "w3wtheme: 1\n\npalette:\n  bad: \"#GGG\"\n  worse: \"#XYZ\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n      padding: 13\n")
        let new = try w3wlint("check", "--baseline", "baseline.json")
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(new.stdout, """
        a.w3wtheme.yaml:5:10: error: invalid colour `#XYZ`: expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [invalid-value]
        1 error, 0 warnings in 1 file

        """)
        try write("broken.json", "not json")
        let broken = try w3wlint("check", "--baseline", "broken.json")
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "w3wlint: error: broken.json is not a w3wlint baseline (not a JSON object)\n")
    }

    func testFormatsAndSummary() throws {
        let junit = try w3wlint("check", "--format", "junit", "--summary")
        XCTAssertEqual(junit.status, 1)
        XCTAssertTrue(junit.stdout.contains("<testcase classname=\"w3wlint\" name=\"a.w3wtheme.yaml\""))
        XCTAssertTrue(junit.stderr.hasPrefix("rule           errors  warnings  notes  files\n"), junit.stderr)
        let github = try w3wlint("check", "--format", "github")
        XCTAssertTrue(github.stdout.hasPrefix("::error file=a.w3wtheme.yaml,line=3,col=8,title=w3wlint invalid-value::"))
        let json = try w3wlint("check", "--format", "json")
        XCTAssertTrue(json.stdout.hasPrefix("{\n  \"version\": 1,"))
    }
}
