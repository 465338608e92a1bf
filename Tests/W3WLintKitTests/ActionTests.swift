import Foundation
import XCTest
import Yams

/// `action.yml` cannot run here; what can be checked is checked: it is a composite action whose inputs reach the
/// shell only through the environment, that builds, checks with SARIF, uploads it and fails by the exit code.
final class ActionTests: XCTestCase {
    func testCompositeActionShape() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let action = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        XCTAssertEqual((action["inputs"] as? [String: Any]).map { $0.keys.sorted() }, ["args", "category", "paths", "upload-sarif"])
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let steps = try XCTUnwrap(runs["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.compactMap { $0["uses"] as? String }, ["actions/cache@v4", "github/codeql-action/upload-sarif@v3"])
        let scripts = steps.compactMap { $0["run"] as? String }
        XCTAssertTrue(scripts.contains { $0.contains("swift build -c release --product w3wlint") })
        XCTAssertTrue(scripts.contains { $0.contains("--format sarif -o") && $0.contains("--format github") })
        XCTAssertEqual(scripts.last, "exit \"$W3WLINT_STATUS\"")
        // No expression is spliced into a script: a path or option with `$(…)` or `;` cannot run a command.
        for script in scripts { XCTAssertFalse(script.contains("${{"), script) }
        for step in steps where step["run"] != nil { XCTAssertEqual(step["shell"] as? String, "bash") }
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
}
