import Foundation
import XCTest
import W3WLintKit
import Yams

/// `action.yml` cannot run on GitHub here (Tests/action/test.sh runs its scripts as a runner does); what can be
/// checked is checked: it is a composite action whose inputs reach the shell only through the environment, that
/// downloads the release binary and verifies its checksum (building from source only when asked), checks with SARIF,
/// uploads it and fails by the exit code.
final class ActionTests: XCTestCase {
    func testCompositeActionShape() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let action = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        let inputs = try XCTUnwrap(action["inputs"] as? [String: Any])
        XCTAssertEqual(inputs.keys.sorted(), ["args", "build-from-source", "category", "paths", "release-url", "upload-sarif", "version"])
        let defaults = inputs.compactMapValues { ($0 as? [String: Any])?["default"] as? String }
        XCTAssertEqual(defaults["build-from-source"], "false")
        XCTAssertEqual(defaults["release-url"], "https://github.com/w3wlint/w3wlint/releases/download")
        // The default version is a release (the source's own version is `-dev`, which has none): the README's.
        let version = try XCTUnwrap(defaults["version"])
        XCTAssertNotNil(version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression), version)
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("  v=\(version); f=w3wlint-$v-linux-$(uname -m).tar.gz"),
                      "the README's Install section downloads another version than the action's default \(version)")
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let steps = try XCTUnwrap(runs["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.compactMap { $0["uses"] as? String },
                       ["actions/cache/restore@v4", "actions/cache/save@v4", "actions/cache@v4", "github/codeql-action/upload-sarif@v3"])
        XCTAssertEqual(steps.first?["if"] as? String, "runner.os == 'Linux'")
        let scripts = steps.compactMap { $0["run"] as? String }

        // The release binary: the tarball is cached by OS, architecture and version (restored, and saved as soon as it
        // is verified), downloaded from `release-url` and run only if its SHA-256 is the release's.
        let cache = ["path": "${{ runner.temp }}/w3wlint-downloads",
                     "key": "w3wlint-release-${{ runner.os }}-${{ runner.arch }}-${{ inputs.version }}"]
        let restore = try XCTUnwrap(steps.first { $0["uses"] as? String == "actions/cache/restore@v4" })
        XCTAssertEqual(restore["id"] as? String, "restore")
        XCTAssertEqual(restore["if"] as? String, "inputs.build-from-source != 'true'")
        XCTAssertEqual(restore["with"] as? [String: String], cache)
        let save = try XCTUnwrap(steps.first { $0["uses"] as? String == "actions/cache/save@v4" })
        XCTAssertEqual(save["if"] as? String, "inputs.build-from-source != 'true' && steps.restore.outputs.cache-hit != 'true'")
        XCTAssertEqual(save["with"] as? [String: String], cache)
        let download = try XCTUnwrap(steps.first { $0["id"] as? String == "download" })
        XCTAssertEqual(download["if"] as? String, "inputs.build-from-source != 'true'")
        XCTAssertEqual(download["env"] as? [String: String], ["W3WLINT_VERSION": "${{ inputs.version }}",
                                                              "W3WLINT_RELEASE_URL": "${{ inputs.release-url }}",
                                                              "W3WLINT_DOWNLOADS": cache["path"]!])
        let downloadScript = try XCTUnwrap(download["run"] as? String)
        for fragment in ["url=\"${W3WLINT_RELEASE_URL%/}/v$version\"", "name=\"w3wlint-$version-$platform\"",
                         "Linux) platform=\"linux-$(uname -m)\"", "Darwin) platform=macos",
                         "fetch \"$url/$name.tar.gz.sha256\"", "fetch \"$url/$name.tar.gz\"", "checksum mismatch",
                         "refusing to run it", "echo \"binary=$binary\" >> \"$GITHUB_OUTPUT\""] {
            XCTAssertTrue(downloadScript.contains(fragment), fragment)
        }
        let refusal = try XCTUnwrap(downloadScript.range(of: "checksum mismatch"))
        let unpacking = try XCTUnwrap(downloadScript.range(of: "tar -xzf"))
        XCTAssertLessThan(refusal.lowerBound, unpacking.lowerBound, "the tarball is unpacked before its checksum is checked")

        // Building from source is the fallback: only its two steps mention it, and only under `build-from-source`.
        let sourceSteps = steps.filter { step in
            step["uses"] as? String == "actions/cache@v4" || (step["run"] as? String)?.contains("swift build") == true
        }
        XCTAssertEqual(sourceSteps.map { $0["if"] as? String }, ["inputs.build-from-source == 'true'", "inputs.build-from-source == 'true'"])
        XCTAssertEqual(scripts.filter { $0.contains("swift build -c release --product w3wlint") }.count, 1)

        let check = try XCTUnwrap(steps.first { $0["id"] as? String == "check" })
        XCTAssertEqual((check["env"] as? [String: String])?["W3WLINT_BINARY"], "${{ steps.download.outputs.binary || steps.build.outputs.binary }}")
        XCTAssertTrue(scripts.contains { $0.contains("--format sarif -o") && $0.contains("--format github") })
        XCTAssertEqual(scripts.last, "exit \"$W3WLINT_STATUS\"")
        // No expression is spliced into a script: a path or option with `$(…)` or `;` cannot run a command.
        for script in scripts { XCTAssertFalse(script.contains("${{"), script) }
        for step in steps where step["run"] != nil { XCTAssertEqual(step["shell"] as? String, "bash") }
        // CI runs those scripts as a workflow would (Tests/action/test.sh), on the tarball scripts/release.sh made.
        let ci = try String(contentsOf: packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(ci.contains("bash Tests/release/test.sh\n\necho \"== the GitHub Action, as a workflow runs it\"\nbash Tests/action/test.sh\n"))
    }

    /// Against the action schema GitHub's tooling uses (vendored by `check-jsonschema`, which `.ci/run` installs).
    func testActionMatchesGitHubsSchema() throws {
        guard (try? runProcess("/usr/bin/env", ["check-jsonschema", "--version"]))?.status == 0 else {
            throw XCTSkip("check-jsonschema is not installed (python3 -m pip install check-jsonschema)")
        }
        let check = try runProcess("/usr/bin/env", ["check-jsonschema", "--builtin-schema", "vendor.github-actions",
                                                    packageRoot.appendingPathComponent("action.yml").path])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }

    /// The release workflow cannot run here (it needs a tag and GitHub's runners); its shape is checked against
    /// GitHub's workflow schema, and what it runs is what CI runs (`scripts/release.sh`, `Tests/release/test.sh`).
    func testReleaseWorkflowMatchesGitHubsSchemaAndRunsTheReleaseScript() throws {
        let workflow = packageRoot.appendingPathComponent(".github/workflows/release.yml")
        let text = try String(contentsOf: workflow, encoding: .utf8)
        XCTAssertTrue(text.contains("bash scripts/release.sh"))
        XCTAssertTrue(text.contains("bash Tests/release/test.sh"))
        XCTAssertTrue(text.contains("tags: [\"v*\"]"))
        guard (try? runProcess("/usr/bin/env", ["check-jsonschema", "--version"]))?.status == 0 else {
            throw XCTSkip("check-jsonschema is not installed (python3 -m pip install check-jsonschema)")
        }
        let check = try runProcess("/usr/bin/env", ["check-jsonschema", "--builtin-schema", "vendor.github-workflows", workflow.path])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }

    /// One version everywhere: every install line, pin and the Action's default name the same release, and the
    /// source's version is a later `-dev` one (scripts/release.sh refuses a release whose files do not name it).
    func testOneReleaseVersionEverywhere() throws {
        func text(_ path: String) throws -> String {
            try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
        let patterns = [#"v=(\d+\.\d+\.\d+);"#, #"W3WLintPlugins", from: "(\d+\.\d+\.\d+)""#, #"w3wlint/w3wlint@v(\d+\.\d+\.\d+)"#,
                        #"rev: v(\d+\.\d+\.\d+)"#, #"W3WLINT: "(\d+\.\d+\.\d+)""#, #"default: "(\d+\.\d+\.\d+)""#]
        var named: [String: Set<String>] = [:]
        for path in ["README.md", "docs/ci.md", "action.yml"] {
            let content = try text(path)
            for pattern in patterns {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: content, range: NSRange(content.startIndex..., in: content)) {
                    named[String(content[Range(match.range(at: 1), in: content)!]), default: []].insert(path)
                }
            }
        }
        XCTAssertEqual(named.count, 1, "versions named: \(named)")
        let release = try XCTUnwrap(named.keys.first)
        XCTAssertEqual(named[release], ["README.md", "docs/ci.md", "action.yml"])
        XCTAssertTrue(w3wlintVersion.hasSuffix("-dev"))
        let source = w3wlintVersion.dropLast(4).split(separator: ".").compactMap { Int($0) }
        let released = release.split(separator: ".").compactMap { Int($0) }
        XCTAssertTrue(released.lexicographicallyPrecedes(source), "\(release) is not before \(w3wlintVersion)")
    }
}
