import Foundation
import XCTest
@testable import W3WLintKit

/// A repository written by a hostile pull request, checked end to end through the binary: nothing in the tree may
/// run a command, pose as an option, forge an output line or inject Markdown.
final class UntrustedRepositoryTests: ScratchFolderTestCase {
    private func makeRepository() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    // MARK: Identifiers are data

    func testRuleIDsAndPluginNamesOutsideTheSafeAlphabetAreConfigurationErrors() throws {
        try makeRepository()
        try write("pack.yml", "rules:\n  \"$(touch PWNED)\":\n    kind: range\n  good-id.v2: off\n")
        try write(".w3wlint.yml", "extends: [w3w, ./pack.yml]\nrules:\n  \"a\\nb\": off\nplugins:\n  - {name: \"`x`\", command: echo}\n")
        let run = try w3wlint(["rules"])
        XCTAssertEqual(run.status, 2)
        let rule = "is not allowed: a rule id uses ASCII letters, digits, `-`, `_` and `.`, starting with a letter or digit, at most 64 characters"
        XCTAssertEqual(run.stderr, """
            w3wlint: error: invalid configuration
            .w3wlint.yml:3:3: error: rule id `a\\nb` \(rule)
            .w3wlint.yml:5:5: error: plugin name ``x`` is not allowed: a plugin name uses ASCII letters, digits, `-`, `_` and `.`, starting with a letter or digit, at most 64 characters
            pack.yml:2:3: error: rule id `$(touch PWNED)` \(rule)

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("PWNED").path))
    }

    func testSafeAlphabet() {
        for id in ["contrast", "a", "team.spacing-v2", "x_1", String(repeating: "a", count: 64)] { XCTAssertTrue(SafeIdentifier.isSafe(id), id) }
        for id in ["", "-x", ".x", "_x", "a b", "$(x)", "a/b", "é", "a\n", String(repeating: "a", count: 65)] {
            XCTAssertFalse(SafeIdentifier.isSafe(id), id)
        }
    }

    /// The real bash completion script, driven as bash drives it: a hostile pack's id is never expanded.
    func testShellCompletionNeverRunsARuleID() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { throw XCTSkip("bash is not installed") }
        try makeRepository()
        let binary = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: binary, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: binary.appendingPathComponent("w3wlint").path, withDestinationPath: try builtExecutable())
        let script = try w3wlint(["--generate-completion-script", "bash"]).stdout
        try write("completion.bash", script)
        let complete = """
            source ./completion.bash
            COMP_LINE="w3wlint explain co"; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(w3wlint explain co); COMP_CWORD=2
            _w3wlint w3wlint co explain
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let environment = ["PATH": binary.path + ":/usr/bin:/bin"]
        let safe = try runProcess("/bin/bash", ["-c", complete], in: scratch, environment: environment)
        XCTAssertEqual(safe.stdout, "contrast\ncorner-radius\ncomponent-size\n")
        try write("pack.yml", "rules:\n  \"co$(touch PWNED)\":\n    kind: range\n")
        try write(".w3wlint.yml", "extends: [w3w, ./pack.yml]\n")
        let hostile = try runProcess("/bin/bash", ["-c", complete], in: scratch, environment: environment)
        XCTAssertEqual(hostile.stdout, "\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("PWNED").path))
    }

    // MARK: Names are paths

    func testEveryArgumentAfterDoubleDashIsAPath() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  a: \"#zz\"\n")
        try write("package.json", "{\"name\": \"app\"}\n")
        for name in ["--output=package.json", "--write-baseline=package.json", "--config=evil.yml", "-opackage.json"] { try write(name, "") }
        let run = try w3wlint(["check", "--", "--output=package.json", "--write-baseline=package.json", "--config=evil.yml",
                               "-opackage.json", "a.w3wtheme.yaml"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "a.w3wtheme.yaml:3:6: error: invalid colour `#zz`: expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [invalid-value]\n"
            + "1 error, 0 warnings in 1 file\n")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("package.json"), encoding: .utf8), "{\"name\": \"app\"}\n")
    }

    func testAnOutputThatIsAlsoACheckedPathIsRefused() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\n")
        try write("Package.swift", "// swift-tools-version:6.0\n")
        for option in ["--output", "--write-baseline"] {
            let run = try w3wlint(["check", option, "Package.swift", "Package.swift", "a.w3wtheme.yaml"])
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderr, "w3wlint: error: \(option) Package.swift: that file is an input of this run; w3wlint does not write a report over it\n")
        }
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8), "// swift-tools-version:6.0\n")
    }

    func testTheHooksPassNamesAfterDoubleDash() throws {
        let hooks = try String(contentsOf: packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entries = hooks.split(separator: "\n").filter { $0.hasPrefix("  entry:") }
        XCTAssertEqual(entries, ["  entry: w3wlint check --", "  entry: w3wlint check --"])
        let action = try String(contentsOf: packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        XCTAssertEqual(action.components(separatedBy: "-- \"${paths[@]}\"").count - 1, 2)
    }

    // MARK: No line is a workflow command, no Markdown comes from the tree

    /// A tree whose names and texts try to start workflow commands and inject Markdown, run through every report
    /// format, `--summary`, `rules`, `explain` and a configuration error: no line starts a command but the GitHub
    /// reporter's own annotations.
    func testNoOutputLineIsAWorkflowCommand() throws {
        try makeRepository()
        try write("::error title=FORGED::all checks passed.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  a: \"#zz\"\n")
        try write("::warning::x/b.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="#FFFFFF"/>\
            <text x="4" y="20" font-size="14" fill="#EEEEEE">::error::in text</text></svg>
            """)
        try write("pack.yml", "description: \"x\\n::error::pack description\"\nrules:\n  team-rule:\n    kind: range\n"
            + "    description: \"line\\n::error::forged\\n  ::notice::indented\"\n    options: {kinds: [spacing], min: 0, max: 8}\n")
        try write(".w3wlint.yml", "extends: [w3w, ./pack.yml]\n")
        var runs: [(String, (status: Int32, stdout: String, stderr: String))] = []
        for format in ReportFormat.allCases {
            runs.append(("check --format \(format.rawValue)", try w3wlint(["check", ".", "--format", format.rawValue, "--summary"])))
        }
        runs.append(("explain", try w3wlint(["explain", "team-rule"])))
        runs.append(("explain unknown", try w3wlint(["explain", "x\n::error::forged"])))
        runs.append(("rules", try w3wlint(["rules"])))
        try write("::stop-commands::pwn/p.yml", "rules: 3\n")
        try write(".w3wlint.yml", "extends: ['::stop-commands::pwn/p.yml']\n")
        runs.append(("configuration error", try w3wlint(["check", "."])))
        let annotation = try NSRegularExpression(pattern: "^::(error|warning|notice) file=[^:,]*,line=[0-9]+,col=[0-9]+,title=w3wlint [a-z-]+::")
        for (name, run) in runs {
            for (stream, text) in [("stdout", run.stdout), ("stderr", run.stderr)] {
                for line in text.split(separator: "\n") where TextEscaping.startsLikeCommand(line) {
                    let own = name == "check --format github" && stream == "stdout"
                        && annotation.firstMatch(in: String(line), range: NSRange(line.startIndex..., in: line)) != nil
                    XCTAssertTrue(own, "\(name), \(stream): \(line)")
                }
            }
        }
        // The paths stay usable: `./` before a name that starts with `::`.
        XCTAssertTrue(runs[0].1.stdout.hasPrefix("./::error title=FORGED::all checks passed.w3wtheme.yaml:3:6: error: invalid colour"), runs[0].1.stdout)
        XCTAssertTrue(runs.last!.1.stderr.contains("\n./::stop-commands::pwn/p.yml:1:8: error: `rules` must be a mapping"), runs.last!.1.stderr)
    }

    /// The job summary (Markdown GitHub renders) carries no image, link, HTML or code span from the tree; rendered
    /// by cmark-gfm when it is installed (`.ci/run` installs it).
    func testJobSummaryHasNoMarkdownFromTheTree() throws {
        try write("![b](https:⁄⁄e.example⁄b.png).svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="#FFFFFF"/>\
            <text x="4" y="20" font-size="14" fill="#EEEEEE">www.evil.example `x` ![b](h.png)</text></svg>
            """)
        try write("t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  \"<a href='https://e.example'>`c`</a> *e* _u_ # h\": \"#zz\"\n")
        let summary = scratch.appendingPathComponent("summary.md")
        let run = try w3wlint(["check", ".", "--format", "github"], environment: [
            "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r", "GITHUB_SHA": "abc"])
        XCTAssertEqual(run.status, 1)
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(markdown.contains("| error | [\\!\\[b\\]\\(https\\:⁄⁄e\\.example⁄b\\.png\\)\\.svg\\:1\\:111](https://github.com/o/r/blob/abc/"), markdown)
        XCTAssertTrue(markdown.contains("text \\\"www\\.evil\\.example \\`x\\` \\!\\[b\\]\\(h\\.png\\)\\\" \\#EEEEEE on \\#FFFFFF"), markdown)
        guard let render = try? runProcess("/usr/bin/env", ["python3", "-c",
            "import sys, cmarkgfm; print(cmarkgfm.github_flavored_markdown_to_html(sys.stdin.read()))"], input: Data(markdown.utf8)),
            render.status == 0 else { throw XCTSkip("cmarkgfm is not installed (python3 -m pip install cmarkgfm)") }
        let html = render.stdout
        XCTAssertFalse(html.contains("<img"), html)
        XCTAssertFalse(html.contains("<code>x</code>"), html)  // rule ids alone are code
        XCTAssertFalse(html.contains("<em"), html)
        XCTAssertFalse(html.contains("href=\"https://e.example") || html.contains("href=\"http://www.evil"), html)
        XCTAssertEqual(html.components(separatedBy: "<a href=\"https://github.com/o/r/blob/abc/").count - 1, 3, html)
    }

    // MARK: One repository boundary

    /// `exports.reference` of a configuration found in the tree names only files inside its repository (by its
    /// text, as an absolute path, or through a link); named with --config it may name any. A `.git` in the home
    /// folder does not make a tree inside it part of that repository.
    func testReferencesOutsideTheRepositoryAreRefused() throws {
        let home = scratch.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("home/outside/x.css", ":root { --radius-SECRET: 7px; }\n")
        try write("home/tree/design/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"40\" height=\"20\" rx=\"5\" fill=\"#000\"/></svg>\n")
        try FileManager.default.createSymbolicLink(atPath: home.appendingPathComponent("tree/link.css").path,
                                                   withDestinationPath: home.appendingPathComponent("outside/x.css").path)
        let tree = home.appendingPathComponent("tree")
        let outside = home.appendingPathComponent("outside/x.css").path
        for (reference, column) in [("../outside/x.css", 22), (outside, 22), ("link.css", 22)] {
            try write("home/tree/.w3wlint.yml", "exports: {reference: \"\(reference)\"}\n")
            let run = try runProcess(builtExecutable(), ["check", "design"], in: tree, environment: ["PATH": "/usr/bin:/bin", "HOME": home.path])
            XCTAssertEqual(run.status, 2, reference)
            let root = Configuration.realPath(tree.path)!
            XCTAssertEqual(run.stderr, "w3wlint: error: invalid configuration\n.w3wlint.yml:1:\(column): error: `exports.reference` `\(reference)` is outside "
                + "this configuration's repository (\(root)); a configuration found in the checked tree names only files inside it "
                + "(name the configuration with --config to name others)\n", reference)
            XCTAssertFalse(run.stdout.contains("SECRET"))
        }
        // The same configuration named by the user reads it.
        try write("home/tree/.w3wlint.yml", "exports: {reference: \"../outside/x.css\"}\n")
        let named = try runProcess(builtExecutable(), ["check", "design", "--config", ".w3wlint.yml"], in: tree,
                                   environment: ["PATH": "/usr/bin:/bin", "HOME": home.path])
        XCTAssertTrue(named.stdout.contains("--radius-SECRET"), named.stdout + named.stderr)
        // When the folder with `.git` is not the home folder, it is the repository, and the reference is inside it.
        let inRepository = try runProcess(builtExecutable(), ["check", "design"], in: tree, environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
        XCTAssertTrue(inRepository.stdout.contains("nearest: --radius-SECRET (7)"), inRepository.stdout + inRepository.stderr)
    }

    func testPacksAboveATreeWithoutGitInAHomeWithGitAreRefused() throws {
        let home = scratch.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("home/x.yml", "rules:\n  secret-rule-name: off\n")
        try write("home/Downloads/tree/.w3wlint.yml", "extends: [../../x.yml]\n")
        try write("home/Downloads/tree/a.w3wtheme.yaml", "w3wtheme: 1\n")
        let tree = home.appendingPathComponent("Downloads/tree")
        let run = try runProcess(builtExecutable(), ["check", "."], in: tree, environment: ["PATH": "/usr/bin:/bin", "HOME": home.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".w3wlint.yml:1:11: error: the rule pack `../../x.yml` is outside this configuration's repository (\(Configuration.realPath(tree.path)!))"), run.stderr)
        XCTAssertFalse(run.stderr.contains("secret-rule-name"))
    }

    // MARK: Numbers are finite before geometry, parsers have stack

    /// Inputs that trapped (Int of an infinite extent) or overflowed the stack: each is a finding at its line, and
    /// the run goes on to report the other files.
    func testHugeCoordinatesAndDeepConditionalsAreFindingsNotCrashes() throws {
        try write("a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><circle r=\"1e308\"/></svg>")
        try write("b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><ellipse rx=\"1e308\" ry=\"1\"/></svg>")
        try write("c.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><polygon points=\"-1e308,0 1e308,0 0,1e308\"/></svg>")
        try write("d.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g transform=\"scale(1e300)\"><rect width=\"1e9\" height=\"1e9\"/></g></svg>")
        try write("res/drawable/ic.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" android:width=\"24dp\" "
            + "android:height=\"24dp\" android:viewportWidth=\"24\" android:viewportHeight=\"24\"><path android:fillColor=\"#000\" "
            + "android:pathData=\"M-1e308,0L1e308,0L0,1e308z\"/></vector>")
        try write("t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  a: \"#zz\"\n")
        let run = try w3wlint(["check", ".", "--format", "json"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let findings = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.filter { $0["ruleId"] as? String == "invalid-value" }.map { "\($0["file"]!):\($0["line"]!) \($0["message"]!)" }, [
            "a.svg:1 `circle` reaches beyond ±1e9 (bounds (-1e+308, -1e+308)–(1e+308, 1e+308)); it is ignored",
            "b.svg:1 `ellipse` reaches beyond ±1e9 (bounds (-1e+308, -1)–(1e+308, 1)); it is ignored",
            "c.svg:1 `polygon` reaches beyond ±1e9 (bounds (-1e+308, 0)–(1e+308, 1e+308)); it is ignored",
            "res/drawable/ic.xml:1 `android:pathData` reaches beyond ±1e9 (bounds (-1e+308, 0)–(1e+308, 1e+308)); the path is ignored",
            "t.w3wtheme.yaml:3 invalid colour `#zz`: expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F",
        ])
        // 10,000 nested `#if` (60 kB), checked alone: once on the main thread's stack, it crashed the run.
        try write("deep.swift", String(repeating: "#if a\n", count: 10_000) + "let x = 1\n" + String(repeating: "#endif\n", count: 10_000))
        let alone = try w3wlint(["check", "deep.swift"])
        XCTAssertEqual(alone.status, 1)
        XCTAssertEqual(alone.stdout, "deep.swift:101:1: error: `#if` blocks are nested more than 100 deep here; the file is not read [parse-error]\n"
            + "1 error, 0 warnings in 1 file\n")
        // 100 levels are read (a directive's first word, after blanks, counts; `#iffy` does not).
        try write("deep.swift", String(repeating: "  #if os(iOS)\n", count: 100) + "#iffy\n" + String(repeating: "#endif\n", count: 100))
        XCTAssertEqual(try w3wlint(["check", "deep.swift"]).status, 0)
    }

    // MARK: Linear time

    /// `^(a|aa)+$` backtracked for 0.7 s a name in Foundation's engine; matched as an automaton, 200 names of 41
    /// letters are immediate. A construct that needs backtracking is a configuration error at its line.
    func testPatternRegexesRunInLinearTime() throws {
        let names = (0..<200).map { "  \(String(repeating: "a", count: 40))\($0 % 2 == 0 ? "b" : "a")\($0): \"#000000\"" }
        try write("t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n" + names.joined(separator: "\n") + "\n")
        try write(".w3wlint.yml", "rules:\n  slow-names:\n    kind: pattern\n    options: {regex: \"^(a|aa)+[0-9]+$\", describedAs: only a}\n")
        let run = try w3wlint(["check", "t.w3wtheme.yaml", "--format", "json"])
        let findings = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        let slow = findings.filter { $0["ruleId"] as? String == "slow-names" }
        XCTAssertEqual(slow.count, 100)
        XCTAssertEqual(slow.first?["message"] as? String, "palette colour name `\(String(repeating: "a", count: 40))b0` is not only a")
        try write(".w3wlint.yml", "rules:\n  slow-names:\n    kind: pattern\n    options: {regex: \"^(a)\\\\1$\"}\n")
        let refused = try w3wlint(["check", "t.w3wtheme.yaml"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "w3wlint: error: invalid configuration\n.w3wlint.yml:4:22: error: option `regex` of rule `slow-names`: `^(a)\\1$` is not a "
            + "regular expression w3wlint reads: backreference `\\1` at offset 4 is not supported: w3wlint matches in linear time\n")
    }

    // MARK: Bounded output

    /// 1.2 kB of nested `use` copies made 23,698 contrast errors (a report of megabytes): a file lists 1,000, the
    /// worst first, and one note counts the rest, which still count in the totals and the exit code.
    func testFindingsAreCappedPerFileWithANoteThatCountsTheRest() throws {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs><g id=\"l0\"><rect width=\"50\" height=\"20\" "
            + "fill=\"#FFFFFF\"/><text y=\"10\" font-size=\"12\" fill=\"#EEEEEE\">x</text></g>"
        for level in 1...4 { svg += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>" }
        try write("fan.svg", svg + "</defs><use href=\"#l4\"/></svg>")
        let run = try w3wlint(["check", "fan.svg", "--format", "json"])
        XCTAssertEqual(run.status, 1)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 1_001)
        XCTAssertEqual(findings.filter { $0["ruleId"] as? String == "contrast" }.count, 1_000)
        let note = try XCTUnwrap(findings.first { $0["ruleId"] as? String == "too-many-findings" })
        XCTAssertEqual(note["message"] as? String, "9001 more findings in this file are not listed (9000 errors, 1 note): w3wlint lists 1000 a file, the worst first")
        XCTAssertEqual(note["line"] as? Int, 1)
        let text = try w3wlint(["check", "fan.svg"])
        // The notes are the cap's and the one it left out (the file's no-reference note: errors come first).
        XCTAssertTrue(text.stdout.hasSuffix("\n10000 errors, 0 warnings, 2 notes in 1 file\n"), String(text.stdout.suffix(300)))
        XCTAssertEqual(try w3wlint(["explain", "too-many-findings"]).status, 0)
    }

    /// A message template is a sentence: over 1,000 characters it is a configuration error; a placeholder repeated
    /// is filled once, so a template cannot multiply a finding's text.
    func testMessageTemplatesAreBounded() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  Bad_Name: \"#000000\"\n")
        try write(".w3wlint.yml", "rules:\n  names:\n    kind: pattern\n    message: \"{name}: {message} / {message} {name}\"\n")
        let run = try w3wlint(["check", "t.w3wtheme.yaml"])
        XCTAssertTrue(run.stdout.hasPrefix("t.w3wtheme.yaml:3:3: warning: Bad_Name: palette colour name `Bad_Name` is not /^[a-z][a-zA-Z0-9]*$/ / {message} {name} [names]\n"), run.stdout)
        try write(".w3wlint.yml", "rules:\n  names:\n    kind: pattern\n    message: \"\(String(repeating: "{message}", count: 200))\"\n")
        let refused = try w3wlint(["check", "t.w3wtheme.yaml"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "w3wlint: error: invalid configuration\n.w3wlint.yml:4:14: error: rule `names`: `message` is 1800 characters long; at most 1000 are allowed\n")
    }

    /// Numbers no layout or option can use: `1e309` (infinite as a Double) is named in the error, and Swift's
    /// `.infinity` (a frame's `maxWidth`) is not a spacing on a scale.
    func testInfiniteNumbersAreNamedNotJudged() throws {
        try write(".w3wlint.yml", "rules:\n  big:\n    kind: range\n    options: {kinds: [spacing], max: 1e309}\n")
        try write("a.w3wtheme.yaml", "w3wtheme: 1\n")
        XCTAssertEqual(try w3wlint(["check", "."]).stderr, "w3wlint: error: invalid configuration\n"
            + ".w3wlint.yml:4:38: error: option `max` of rule `big`: expected a number, found `1e309`, a number out of range\n")
        try write(".w3wlint.yml", "extends: [w3w]\n")
        try write("V.swift", "import SwiftUI\nstruct V: View {\n    var body: some View {\n"
            + "        Text(\"a\").padding(.infinity).frame(maxWidth: .infinity).padding(13)\n    }\n}\n")
        let run = try w3wlint(["check", "V.swift"])
        XCTAssertEqual(run.stdout, "V.swift:4:73: warning: padding 13 in `.padding(_:)` is not on the padding scale (what3words presets); "
            + "nearest: medium (12) or bold (16) [spacing-scale]\n    fix: 13 → 12\n0 errors, 1 warning in 1 file\n")
    }

    /// A relative report path through a linked folder of the tree (`reports -> /somewhere`) is refused: the link could
    /// lead the write anywhere. An absolute path is the user's own.
    func testReportsAreNotWrittenThroughLinkedFolders() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\n")
        let outside = scratch.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("tree"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("tree/reports").path, withDestinationPath: outside.path)
        try write("tree/a.w3wtheme.yaml", "w3wtheme: 1\n")
        let tree = scratch.appendingPathComponent("tree")
        let run = try runProcess(builtExecutable(), ["check", ".", "-o", "./reports/lint.txt"], in: tree, environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "w3wlint: error: cannot write ./reports/lint.txt: ./reports/lint.txt: the folder reports is a symbolic link; "
            + "w3wlint does not write through links (name the folder it points to)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        let absolute = try runProcess(builtExecutable(), ["check", ".", "-o", tree.path + "/reports/lint.txt"], in: tree, environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(absolute.status, 0, absolute.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), ["lint.txt"])
    }

    /// swift-syntax holds 80 to 300 bytes of tree per byte of source: a Swift file over 512 kB is a note, not parsed.
    func testLargeSwiftFilesAreNotParsed() throws {
        let values = (0..<90_000).map(String.init).joined(separator: ", ")
        try write("Sources/App/Spacing.swift", "import UIKit\nenum Spacing {\n    static let all: [CGFloat] = [\(values)]\n}\n")
        let run = try w3wlint(["check", "Sources/App/Spacing.swift"])
        let message = "Sources/App/Spacing.swift:1:1: note: this file is 618953 bytes (604.4 kB); w3wlint reads up to 524288 bytes "
            + "(512 kB) of Swift theme presets (design data is far smaller), so it was not read [not-evaluated]\n0 errors, 0 warnings, 1 note in 1 file\n"
        XCTAssertEqual(run.stdout, message)
        // A --max-file-size of any size leaves Swift's limit in force (swift-syntax's tree: 343 MB for 1 MB).
        XCTAssertEqual(try w3wlint(["check", "Sources/App/Spacing.swift", "--max-file-size", "1M"]).stdout, message)
    }

    /// A 22 MB style sheet took 855 MB: each format has a limit that keeps one file's model under 200 MB (a note
    /// past it), and `--max-file-size` replaces those limits with one the person running w3wlint chose.
    func testEachFormatHasASizeLimitThatMaxFileSizeReplaces() throws {
        let entries = (0..<60_000).map { "\"c\($0)\": \"#000000\"" }.joined(separator: ", ")
        try write("big.w3wtheme.json", "{\"w3wtheme\": 1, \"name\": \"big\", \"palette\": {\(entries), \"bad\": \"#zz\"}}")
        let limited = try w3wlint(["check", "big.w3wtheme.json"])
        XCTAssertEqual(limited.status, 0)
        XCTAssertEqual(limited.stdout, "big.w3wtheme.json:1:1: note: this file is 1248947 bytes (1.2 MB); w3wlint reads up to 1048576 "
            + "bytes (1 MB) of w3w theme (design data is far smaller), so it was not read; --max-file-size sets one limit for the "
            + "formats [not-evaluated]\n"
            + "0 errors, 0 warnings, 1 note in 1 file\n")
        let chosen = try w3wlint(["check", "big.w3wtheme.json", "--max-file-size", "2M"])
        XCTAssertEqual(chosen.status, 1)
        XCTAssertEqual(chosen.stdout, "big.w3wtheme.json:1:1248941: error: invalid colour `#zz`: expected #RGB, #RRGGBB or #RRGGBBAA "
            + "with hex digits 0-9 and A-F [invalid-value]\n1 error, 0 warnings in 1 file\n")
    }

    /// A theme written on one line: a value's column is found without walking the line (60,000 entries took
    /// minutes), and still counts characters, not bytes, after a non-ASCII name.
    func testColumnsOnOneLongLineCountCharacters() throws {
        let entries = (0..<3_000).map { "\"c\($0)\": \"#000000\"" }.joined(separator: ", ")
        try write("t.w3wtheme.json", "{\"w3wtheme\": 1, \"name\": \"ünïcödé\", \"palette\": {\(entries), \"bad\": \"#zz\"}}")
        let run = try w3wlint(["check", "t.w3wtheme.json"])
        let prefix = "{\"w3wtheme\": 1, \"name\": \"ünïcödé\", \"palette\": {\(entries), \"bad\": "
        XCTAssertEqual(run.stdout, "t.w3wtheme.json:1:\(prefix.unicodeScalars.count + 1): error: invalid colour `#zz`: expected #RGB, "
            + "#RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [invalid-value]\n1 error, 0 warnings in 1 file\n")
    }

    // MARK: Found by the second hostile review

    /// 15,000 nested `Array<` crashed the run (a sibling of a checked theme too); 26 nested `[` took 11 s in
    /// swift-syntax's look-ahead, doubling a level. Both are refused before parsing, and the theme is still checked.
    func testDeepSwiftNestingIsRefusedBeforeParsing() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  a: \"#zz\"\n")
        try write("G.swift", "let g: " + String(repeating: "Array<", count: 15_000) + "Int" + String(repeating: ">", count: 15_000) + " = []\n")
        try write("A.swift", "let z = " + String(repeating: "[", count: 26) + String(repeating: "]", count: 26) + "\n")
        let message = "brackets are nested too deep here (`(`, `{` and `<` more than 200, `[` more than 16 levels); the file is not read [parse-error]"
        let run = try w3wlint(["check", "."])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "A.swift:1:1: error: \(message)\nG.swift:1:1: error: \(message)\n"
            + "t.w3wtheme.yaml:3:6: error: invalid colour `#zz`: expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [invalid-value]\n"
            + "3 errors, 0 warnings in 3 files\n")
        // What FuzzSwift found on its own (a timeout of libFuzzer's 20 s): 55 unclosed `[` after a member's dot.
        try write("A.swift", "final class Cell: UITableViewCell {\n    func configure() {\n        label." + String(repeating: "[", count: 55)
            + "backgroun\n}\n")
        XCTAssertEqual(try w3wlint(["check", "A.swift"]).stdout, "A.swift:3:1: error: \(message)\n1 error, 0 warnings in 1 file\n")
        // 16 levels of `[` and ordinary comparisons are read.
        try write("A.swift", "let z = " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16) + "\nlet b = 1<2 && 3<4\n")
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("G.swift"))
        XCTAssertFalse(try w3wlint(["check", "A.swift"]).stdout.contains("parse-error"))
    }

    /// A run of `#` is lexed in time that grows with its square (400,000 took 184 s and 466 MB): a run over 256 is a
    /// note and the file is not parsed (nor its directives: nothing in it was judged); a comment banner of 100 is read.
    func testLongRunsOfHashAreNotParsed() throws {
        try write("H.swift", "import UIKit\n// w3wlint-disable-next-line contrast\nlet a = 1\n" + String(repeating: "#", count: 257) + "\n")
        XCTAssertEqual(try w3wlint(["check", "H.swift"]).stdout, "H.swift:4:1: note: a run of more than 256 `#` here; the file is not read (the Swift parser's time grows with the square of such a run) "
            + "[not-evaluated]\n0 errors, 0 warnings, 1 note in 1 file\n")
        try write("H.swift", "// " + String(repeating: "#", count: 100) + "\nimport SwiftUI\nextension Color {\n    static let brand = Color(red: 1, green: 0, blue: 0)\n}\n")
        XCTAssertFalse(try w3wlint(["check", "H.swift"]).stdout.contains("not-evaluated"))
        XCTAssertEqual(SwiftSourceLoader.lineWithLongHashRun(Data(("a\n" + String(repeating: "#", count: 256) + "\n#" + String(repeating: "#", count: 256)).utf8)), 3)
    }

    /// A `--fix --dry-run` diff shows the lines of the file: their control characters are escapes, so a carriage
    /// return cannot start a line of its own (a workflow command) nor overwrite the terminal's.
    func testDryRunDiffsEscapeControlCharacters() throws {
        try write(".w3wlint.yml", "extends: [w3w]\n")
        try write("a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 40\"><rect width=\"100\" height=\"40\" rx=\"14\" "
            + "fill=\"#0A3049\" data-x=\"\r::error file=forged.swift,line=1::FORGED\u{2028}\"/></svg>\n")
        let run = try w3wlint(["check", "a.svg", "--fix", "--dry-run"])
        XCTAssertFalse(run.stdout.contains("\r") || run.stdout.contains("\u{2028}"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n+<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 40\"><rect width=\"100\" height=\"40\" "
            + "rx=\"16\" fill=\"#0A3049\" data-x=\"\\r::error file=forged.swift,line=1::FORGED\\u2028\"/></svg>\n"), run.stdout)
    }

    /// Globs match in time proportional to pattern × path: a glob is at most 1,000 characters (a 40 kB one took 20 s).
    func testLongGlobsAreConfigurationErrors() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\n")
        let long = String(repeating: "*a", count: 600) + "*b"
        try write(".w3wlint.yml", "exclude: [\"\(long)\"]\noverrides:\n  - files: [\"\(long)\"]\n    rules: {contrast: off}\n")
        let run = try w3wlint(["check", "."])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "w3wlint: error: invalid configuration\n"
            + ".w3wlint.yml:1:10: error: a glob in `exclude` is 1202 characters long; at most 1000 are allowed\n"
            + ".w3wlint.yml:3:12: error: a glob in `files` is 1202 characters long; at most 1000 are allowed\n")
    }

    /// A file deeper than PATH_MAX (45 folders of 100 letters) was skipped silently (0 files, exit 0): it is a
    /// parse-error now, as an unreadable file is.
    func testFilesPastPathMaxAreFindings() throws {
        let name = String(repeating: "a", count: 100)
        var folders: [Int32] = [open(scratch.path, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<45 {
            XCTAssertEqual(mkdirat(folders.last!, name, 0o755), 0)
            folders.append(openat(folders.last!, name, O_RDONLY | O_DIRECTORY))
        }
        let file = openat(folders.last!, "t.w3wtheme.yaml", O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(file, 0)
        close(file)
        defer {
            // Removed level by level: no path to the file fits PATH_MAX.
            _ = unlinkat(folders.last!, "t.w3wtheme.yaml", 0)
            for level in stride(from: folders.count - 1, to: 0, by: -1) {
                close(folders[level])
                _ = unlinkat(folders[level - 1], name, AT_REMOVEDIR)
            }
            close(folders[0])
        }
        let run = try w3wlint(["check", "."])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasSuffix(": error: cannot read the file: file name too long [parse-error]\n1 error, 0 warnings in 1 file\n"), run.stdout.suffix(200) + run.stderr)
    }

    /// Swift columns count characters from marks every 256 bytes: at the very end of a file of 512 bytes (no mark of
    /// its own), after 2-byte characters, the column is still the character's (228, not the 350 an off-by-a-mark count
    /// gave).
    func testSwiftColumnsAtTheEndOfAFileOfWholeMarks() throws {
        var text = "import W3WSwiftThemes\nextension W3WCoreColor {\n    static let a = W3WCoreColor(hex: 0xE11F26)\n    static let b = 1 // "
        while text.utf8.count + 2 <= 500 { text += "é" }
        text += String(repeating: " ", count: 512 - text.utf8.count)
        XCTAssertEqual(text.utf8.count, 512)
        try write("P.swift", text)
        XCTAssertEqual(try w3wlint(["check", "P.swift"]).stdout,
                       "P.swift:4:228: error: Swift syntax error: expected `}`; presets after it may be missing [parse-error]\n1 error, 0 warnings in 1 file\n")
    }

    /// A pack that a nested configuration extends is an input of the run too: no report is written over it.
    func testNoReportOverANestedConfigurationsPack() throws {
        try write(".w3wlint.yml", "extends: [w3w]\n")
        try write("sub/.w3wlint.yml", "extends: [./team.yml]\n")
        try write("sub/team.yml", "pack: team\n")
        try write("sub/a.w3wtheme.yaml", "w3wtheme: 1\n")
        let run = try w3wlint("check", ".", "-o", "sub/team.yml")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "w3wlint: error: --output sub/team.yml: that file is an input of this run; w3wlint does not write a report over it\n")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("sub/team.yml"), encoding: .utf8), "pack: team\n")
    }
}
