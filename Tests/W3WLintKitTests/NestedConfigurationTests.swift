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

    /// The report's finding lines (file:line:col and rule), for comparing runs.
    private func lines(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.map { line in
            String(line.prefix { $0 != " " }) + " " + String(line.split(separator: "[").last ?? "")
        }
    }

    private func makeTree(childIsRoot: Bool = false) throws {
        try write(".w3wlint.yml", "rules:\n  corner-radius: off\n")
        try write("design/b/.w3wlint.yml", (childIsRoot ? "root: true\n" : "") + "rules:\n  spacing-scale: off\n")
        try write("design/a/a.w3wtheme.yaml", theme)
        try write("design/b/b.w3wtheme.yaml", theme)
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
        try write("design/b/.w3wlint.yml", "rules:\n  spacing-scal: off\n")
        let run = try w3wlint("check", "design")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("design/b/.w3wlint.yml:2:3: error: unknown rule id `spacing-scal`; did you mean `spacing-scale`?"), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    /// Globs of an outer configuration keep their meaning under a nested one: `exclude` and `overrides` are read
    /// from the folder of the file that wrote them.
    func testOuterGlobsKeepTheirFolder() throws {
        try write(".w3wlint.yml", """
        exclude: ["design/b/old/**"]
        overrides:
          - files: ["design/b/legacy.w3wtheme.yaml"]
            rules: { spacing-scale: off }

        """)
        try write("design/b/.w3wlint.yml", "rules:\n  corner-radius: off\n")
        try write("design/b/legacy.w3wtheme.yaml", theme)
        try write("design/b/new.w3wtheme.yaml", theme)
        try write("design/b/old/x.w3wtheme.yaml", theme)
        XCTAssertEqual(lines(try w3wlint("check", "design").stdout), ["design/b/new.w3wtheme.yaml:8:16: spacing-scale]"])
        XCTAssertEqual(lines(try w3wlint("check", "design/b/old/x.w3wtheme.yaml", "design/b/legacy.w3wtheme.yaml").stdout), [])
    }

    /// A configuration above the repository (a shared `/tmp`, a CI workspace) is not merged: it could exclude
    /// everything. Outside git, the working folder bounds the merge.
    func testResolverMergesWithinTheRepositoryOrTheWorkingFolder() throws {
        try write("outer/.w3wlint.yml", "exclude: [\"**\"]\n")
        try write("outer/repo/.w3wlint.yml", "rules:\n  corner-radius: off\n")
        try write("outer/repo/.git/HEAD", "ref: refs/heads/main\n")
        try write("outer/repo/a.w3wtheme.yaml", theme)
        let repo = scratch.appendingPathComponent("outer/repo").path
        var resolver = ConfigurationResolver(workingDirectory: repo)
        XCTAssertEqual(try resolver.configuration(forFolder: repo).chain, [".w3wlint.yml"])
        let run = try runProcess(try builtExecutable(), ["check", "."], in: scratch.appendingPathComponent("outer/repo"),
                                 environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(lines(run.stdout), ["a.w3wtheme.yaml:8:16: spacing-scale]"])
        // Without .git, the files inside the working folder are merged.
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("outer/repo/.git"))
        try write("outer/.w3wlint.yml", "rules:\n  spacing-scale: off\n")
        let outer = scratch.appendingPathComponent("outer").path
        var inside = ConfigurationResolver(workingDirectory: outer)
        XCTAssertEqual(try inside.configuration(forFolder: repo).chain, [".w3wlint.yml", "repo/.w3wlint.yml"])
        var below = ConfigurationResolver(workingDirectory: repo)
        XCTAssertEqual(try below.configuration(forFolder: repo).chain, [".w3wlint.yml"])
    }

    /// A nested file in a folder its parents exclude is not read: it cannot stop the run, bring its files back with
    /// `root: true`, or add plugins; nor may any nested file name plugins.
    func testNestedFilesCannotWidenOrStopTheRun() throws {
        try write(".w3wlint.yml", "exclude: [\"vendor/**\"]\n")
        try write("vendor/evil/.w3wlint.yml", "root: true\nrules:\n  not-a-rule: off\nplugins:\n  - { name: x, command: [touch, pwned] }\n")
        try write("vendor/evil/a.w3wtheme.yaml", theme)
        try write("design/a.w3wtheme.yaml", theme)
        let run = try w3wlint("check", ".", "--allow-plugins")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(lines(run.stdout), ["design/a.w3wtheme.yaml:8:16: spacing-scale]", "design/a.w3wtheme.yaml:9:21: corner-radius]"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("vendor/evil/pwned").path))
        try write("design/.w3wlint.yml", "plugins:\n  - { name: x, command: [touch, pwned] }\n")
        let nested = try w3wlint("check", ".")
        XCTAssertEqual(nested.status, 2)
        XCTAssertTrue(nested.stderr.contains("design/.w3wlint.yml:1:1: error: `plugins` may be named only in the outermost configuration of a project (this one is nested in .w3wlint.yml); name them there"), nested.stderr)
    }

    /// Resolving costs the depth once; more than 16 nested files above one folder is an error with its place.
    func testDeepNestingIsBounded() throws {
        var folder = ""
        for level in 1...17 {
            folder += "d/"
            try write(folder + ".w3wlint.yml", "overrides:\n  - { files: [\"x\(level)\"], rules: { corner-radius: off } }\n")
        }
        try write(".w3wlint.yml", "rules: {}\n")
        try write(folder + "a.w3wtheme.yaml", theme)
        let deep = try w3wlint("check", ".")
        XCTAssertEqual(deep.status, 2)
        XCTAssertTrue(deep.stderr.contains("\(folder).w3wlint.yml:1:1: error: more than 16 nested configuration files lie above this one; merge some of them"), deep.stderr)
        try FileManager.default.removeItem(at: scratch.appendingPathComponent(".w3wlint.yml"))
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("d/.w3wlint.yml"))
        XCTAssertEqual(try w3wlint("check", ".").status, 0)
    }

    /// A file the configuration excludes is no reference for a file named alone, as it is none in a folder's walk.
    func testAnExcludedReferenceJudgesNothingWhateverPathsArePassed() throws {
        try write(".w3wlint.yml", "exclude: [\"design/ref.w3wtheme.yaml\"]\n")
        try write("design/ref.w3wtheme.yaml", "w3wtheme: 1\nscales:\n  cornerRadius: [4, 8]\n")
        try write("design/Button/Mode=Light.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 40 20\">\n<rect width=\"40\" height=\"20\" rx=\"5\" fill=\"#FFFFFF\"/>\n</svg>\n")
        let folder = try w3wlint("check", "design")
        let alone = try w3wlint("check", "design/Button/Mode=Light.svg")
        XCTAssertEqual(folder.stdout, alone.stdout)
        XCTAssertFalse(folder.stdout.contains("[corner-radius]"), folder.stdout)
    }
}
