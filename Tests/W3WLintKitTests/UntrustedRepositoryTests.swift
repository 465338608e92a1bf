import Foundation
import XCTest
@testable import W3WLintKit

/// A repository written by a hostile pull request, checked end to end through the binary: nothing in the tree may
/// run a command, pose as an option, forge an output line or inject Markdown.
final class UntrustedRepositoryTests: ScratchFolderTestCase {
    private func w3wlint(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runProcess(builtExecutable(), arguments, in: scratch, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 })
    }

    private func makeRepository() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    // MARK: Identifiers are data

    func testRuleIDsAndPluginNamesOutsideTheSafeAlphabetAreConfigurationErrors() throws {
        try makeRepository()
        try put("pack.yml", "rules:\n  \"$(touch PWNED)\":\n    kind: range\n  good-id.v2: off\n")
        try put(".w3wlint.yml", "extends: [w3w, ./pack.yml]\nrules:\n  \"a\\nb\": off\nplugins:\n  - {name: \"`x`\", command: echo}\n")
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
        try put("completion.bash", script)
        let complete = """
            source ./completion.bash
            COMP_LINE="w3wlint explain co"; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(w3wlint explain co); COMP_CWORD=2
            _w3wlint w3wlint co explain
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let environment = ["PATH": binary.path + ":/usr/bin:/bin"]
        let safe = try runProcess("/bin/bash", ["-c", complete], in: scratch, environment: environment)
        XCTAssertEqual(safe.stdout, "contrast\ncorner-radius\ncomponent-size\n")
        try put("pack.yml", "rules:\n  \"co$(touch PWNED)\":\n    kind: range\n")
        try put(".w3wlint.yml", "extends: [w3w, ./pack.yml]\n")
        let hostile = try runProcess("/bin/bash", ["-c", complete], in: scratch, environment: environment)
        XCTAssertEqual(hostile.stdout, "\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("PWNED").path))
    }

    // MARK: Names are paths

    func testEveryArgumentAfterDoubleDashIsAPath() throws {
        try put("a.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  a: \"#zz\"\n")
        try put("package.json", "{\"name\": \"app\"}\n")
        for name in ["--output=package.json", "--write-baseline=package.json", "--config=evil.yml", "-opackage.json"] { try put(name, "") }
        let run = try w3wlint(["check", "--", "--output=package.json", "--write-baseline=package.json", "--config=evil.yml",
                               "-opackage.json", "a.w3wtheme.yaml"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "a.w3wtheme.yaml:3:6: error: invalid colour `#zz`: expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [invalid-value]\n"
            + "1 error, 0 warnings in 1 file\n")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("package.json"), encoding: .utf8), "{\"name\": \"app\"}\n")
    }

    func testAnOutputThatIsAlsoACheckedPathIsRefused() throws {
        try put("a.w3wtheme.yaml", "w3wtheme: 1\n")
        try put("Package.swift", "// swift-tools-version:6.0\n")
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
        try put("::error title=FORGED::all checks passed.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  a: \"#zz\"\n")
        try put("::warning::x/b.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="#FFFFFF"/>\
            <text x="4" y="20" font-size="14" fill="#EEEEEE">::error::in text</text></svg>
            """)
        try put("pack.yml", "description: \"x\\n::error::pack description\"\nrules:\n  team-rule:\n    kind: range\n"
            + "    description: \"line\\n::error::forged\\n  ::notice::indented\"\n    options: {kinds: [spacing], min: 0, max: 8}\n")
        try put(".w3wlint.yml", "extends: [w3w, ./pack.yml]\n")
        var runs: [(String, (status: Int32, stdout: String, stderr: String))] = []
        for format in ReportFormat.allCases {
            runs.append(("check --format \(format.rawValue)", try w3wlint(["check", ".", "--format", format.rawValue, "--summary"])))
        }
        runs.append(("explain", try w3wlint(["explain", "team-rule"])))
        runs.append(("explain unknown", try w3wlint(["explain", "x\n::error::forged"])))
        runs.append(("rules", try w3wlint(["rules"])))
        try put("::stop-commands::pwn/p.yml", "rules: 3\n")
        try put(".w3wlint.yml", "extends: ['::stop-commands::pwn/p.yml']\n")
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
        try put("![b](https:⁄⁄e.example⁄b.png).svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="#FFFFFF"/>\
            <text x="4" y="20" font-size="14" fill="#EEEEEE">www.evil.example `x` ![b](h.png)</text></svg>
            """)
        try put("t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  \"<a href='https://e.example'>`c`</a> *e* _u_ # h\": \"#zz\"\n")
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
}
