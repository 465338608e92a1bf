import Foundation
import XCTest
@testable import W3WLintKit

/// One verdict per file: each file is judged by the nearest `.w3wlint.yml` above it, merged over those above it,
/// whatever paths are passed and in whatever order.
final class NestedConfigurationTests: ScratchFolderTestCase {
    /// Off-scale spacing (13) and radius (5) in one scheme.
    private let theme = """
    w3wtheme: 1
    scales:
      spacing: [4, 8, 16]
      cornerRadius: [4, 8]
    schemes:
      s:
        styles:
          padding: 13
          cornerRadius: 5

    """

    private func w3wlint(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
        try runProcess(try builtExecutable(), arguments, in: scratch, environment: ["PATH": "/usr/bin:/bin"])
    }

    /// The report's finding lines (file:line:col and rule), for comparing runs.
    private func lines(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.map { line in
            String(line.prefix { $0 != " " }) + " " + String(line.split(separator: "[").last ?? "")
        }
    }

    private func makeTree(childIsRoot: Bool = false) throws {
        try put(".w3wlint.yml", "rules:\n  corner-radius: off\n")
        try put("design/b/.w3wlint.yml", (childIsRoot ? "root: true\n" : "") + "rules:\n  spacing-scale: off\n")
        try put("design/a/a.w3wtheme.yaml", theme)
        try put("design/b/b.w3wtheme.yaml", theme)
    }

    func testEachFileGetsTheSameVerdictWhateverPathsArePassed() throws {
        try makeTree()
        let expectedA = ["design/a/a.w3wtheme.yaml:8:16: spacing-scale]"]
        // design/b: the root turns corner-radius off, design/b's file spacing-scale: nothing is left.
        let whole = try w3wlint("check", "design")
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertEqual(lines(whole.stdout), expectedA)
        XCTAssertEqual(lines(try w3wlint("check", "design/b", "design/a").stdout), expectedA)
        XCTAssertEqual(lines(try w3wlint("check", "design/a/a.w3wtheme.yaml").stdout), expectedA)
        let alone = try w3wlint("check", "design/b/b.w3wtheme.yaml")
        XCTAssertEqual(lines(alone.stdout), [])
        XCTAssertEqual(alone.stdout, "0 errors, 0 warnings in 1 file\n")
        XCTAssertEqual(lines(try w3wlint("check", "design/b/b.w3wtheme.yaml", "design/a/a.w3wtheme.yaml").stdout), expectedA)
        XCTAssertEqual(lines(try w3wlint("check", ".").stdout), expectedA)
    }

    func testRootTrueStopsTheMerge() throws {
        try makeTree(childIsRoot: true)
        // design/b's file says root: true, so the root's `corner-radius: off` does not reach it.
        let expected = ["design/a/a.w3wtheme.yaml:8:16: spacing-scale]", "design/b/b.w3wtheme.yaml:9:21: corner-radius]"]
        XCTAssertEqual(lines(try w3wlint("check", "design").stdout), expected)
        XCTAssertEqual(lines(try w3wlint("check", "design/b/b.w3wtheme.yaml").stdout), [expected[1]])
    }

    func testSummaryListsTheConfigurationsUsed() throws {
        try makeTree()
        let run = try w3wlint("check", "design", "--summary")
        XCTAssertTrue(run.stderr.hasSuffix("configurations: .w3wlint.yml, design/b/.w3wlint.yml\n"), run.stderr)
        let alone = try w3wlint("check", "design/a", "--summary")
        XCTAssertTrue(alone.stderr.hasSuffix("configuration: .w3wlint.yml\n"), alone.stderr)
        // --config names the one configuration for every file: nested files are not read.
        let named = try w3wlint("check", "design", "--config", ".w3wlint.yml")
        XCTAssertEqual(lines(named.stdout), ["design/a/a.w3wtheme.yaml:8:16: spacing-scale]", "design/b/b.w3wtheme.yaml:8:16: spacing-scale]"])
    }

    func testABrokenNestedConfigurationStopsTheRunWithItsLine() throws {
        try makeTree()
        try put("design/b/.w3wlint.yml", "rules:\n  spacing-scal: off\n")
        let run = try w3wlint("check", "design")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("design/b/.w3wlint.yml:2:3: error: unknown rule id `spacing-scal`; did you mean `spacing-scale`?"), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    /// Globs of an outer configuration keep their meaning under a nested one: `exclude` and `overrides` are read
    /// from the folder of the file that wrote them.
    func testOuterGlobsKeepTheirFolder() throws {
        try put(".w3wlint.yml", """
        exclude: ["design/b/old/**"]
        overrides:
          - files: ["design/b/legacy.w3wtheme.yaml"]
            rules: { spacing-scale: off }

        """)
        try put("design/b/.w3wlint.yml", "rules:\n  corner-radius: off\n")
        try put("design/b/legacy.w3wtheme.yaml", theme)
        try put("design/b/new.w3wtheme.yaml", theme)
        try put("design/b/old/x.w3wtheme.yaml", theme)
        XCTAssertEqual(lines(try w3wlint("check", "design").stdout), ["design/b/new.w3wtheme.yaml:8:16: spacing-scale]"])
        XCTAssertEqual(lines(try w3wlint("check", "design/b/old/x.w3wtheme.yaml", "design/b/legacy.w3wtheme.yaml").stdout), [])
    }

    func testResolverMergesUpToTheHomeFolderOnly() throws {
        try put("home/.w3wlint.yml", "rules:\n  spacing-scale: off\n")
        try put("home/project/.w3wlint.yml", "rules:\n  corner-radius: off\n")
        let folder = scratch.appendingPathComponent("home/project").path
        var resolver = ConfigurationResolver(workingDirectory: folder, home: scratch.appendingPathComponent("home").path)
        let configuration = try resolver.configuration(forFolder: folder)
        XCTAssertEqual(configuration.chain, [".w3wlint.yml"])
        XCTAssertEqual(configuration.rules.map(\.rule.metadata.id).contains("spacing-scale"), true)
        XCTAssertEqual(configuration.rules.map(\.rule.metadata.id).contains("corner-radius"), false)
        var outside = ConfigurationResolver(workingDirectory: folder, home: "/nonexistent-home")
        // A file outside the working folder is named by its absolute path.
        XCTAssertEqual(try outside.configuration(forFolder: folder).chain,
                       [scratch.appendingPathComponent("home/.w3wlint.yml").path, ".w3wlint.yml"])
    }
}
