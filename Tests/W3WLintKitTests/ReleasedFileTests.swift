import Foundation
import XCTest
@testable import W3WLintKit

/// Large files are let go after loading and read again for fingerprints: the results must be those of a run that
/// kept them, and a file edited in between must not get fingerprints made from its new text.
final class ReleasedFileTests: ScratchFolderTestCase {
    /// The default rules but the note on exports without a reference, which these drawings are on purpose.
    private static let rules = BuiltinRules.defaultPack.filter { $0.description.id != "no-reference" }


    /// Two rects off the radius presets (lines 2 and 3) and text too faint on its background (line 4).
    private let drawing = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
      <rect width="80" height="40" rx="6" fill="#FFFFFF"/>
      <rect x="100" width="80" height="40" rx="5" fill="#FFFFFF"/>
      <text x="10" y="20" font-size="16" fill="#EEEEEE">Faint</text>
    </svg>

    """

    /// Path, line, rule and fingerprint of each finding.
    private func summary(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.fingerprint)" }
    }

    func testAReleasedFileGivesTheFindingsAndFingerprintsOfAKeptOne() throws {
        try write("card.svg", drawing)
        var releasing = Linter(rules: Self.rules, presets: chosenPresets())
        releasing.releasedFileSize = 1
        var keeping = Linter(rules: Self.rules, presets: chosenPresets())
        keeping.releasedFileSize = .max
        let released = try releasing.check(paths: ["card.svg"], workingDirectory: scratch.path)
        let kept = try keeping.check(paths: ["card.svg"], workingDirectory: scratch.path)
        XCTAssertEqual(positions(released.findings), ["2:3 corner-radius", "3:3 corner-radius", "4:3 contrast"])
        XCTAssertEqual(summary(released), summary(kept))
        XCTAssertTrue(released.findings.allSatisfy { $0.fingerprint.hasSuffix(":1") && $0.fingerprint.count == 18 })
        // The same as the in-memory pipeline, which never reads from disk.
        let inMemory = Linter(rules: Self.rules, presets: chosenPresets()).check(files: [("card.svg", .success(Data(drawing.utf8)))], workingDirectory: scratch.path)
        XCTAssertEqual(summary(released), summary(inMemory))
    }

    /// At the default size: a file above 4 MB is released, and its fingerprints still come from its lines. (Such a
    /// drawing is read when `--max-file-size` replaces the SVG loader's own 4 MB limit.)
    func testADrawingAboveTheDefaultSizeKeepsItsFingerprints() throws {
        let padding = String(repeating: "  <!-- \(String(repeating: "x", count: 100)) -->\n", count: 42_000)
        let large = drawing.replacingOccurrences(of: "</svg>", with: padding + "</svg>")
        var linter = Linter(rules: Self.rules, presets: chosenPresets())
        linter.appliesFormatLimits = false
        XCTAssertGreaterThan(large.utf8.count, linter.releasedFileSize)
        try write("large.svg", large)
        let fromDisk = try linter.check(paths: ["large.svg"], workingDirectory: scratch.path)
        let inMemory = linter.check(files: [("large.svg", .success(Data(large.utf8)))], workingDirectory: scratch.path)
        XCTAssertEqual(positions(fromDisk.findings), ["2:3 corner-radius", "3:3 corner-radius", "4:3 contrast"])
        XCTAssertEqual(summary(fromDisk), summary(inMemory))
    }

    /// The SVG loader, doing something on disk as it loads each file: an editor saving during the run.
    private struct EditingLoader: Loader {
        var inner = SVGLoader()
        var edit: @Sendable (_ file: String) -> Void

        var formatName: String { inner.formatName }
        var filePatterns: [String] { inner.filePatterns }
        var readsComponentExports: Bool { inner.readsComponentExports }
        func canLoad(path: String) -> Bool { inner.canLoad(path: path) }

        func load(contents: Data, file: String) -> LoadResult {
            edit(file)
            return inner.load(contents: contents, file: file)
        }
    }

    /// A loader that rewrites `edited.svg` and `quiet.svg` as it loads them.
    private func rewritingItself() -> EditingLoader {
        let folder = scratch!
        return EditingLoader { file in
            guard file == "edited.svg" || file == "quiet.svg" else { return }
            try? Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8).write(to: folder.appendingPathComponent(file))
        }
    }

    func testAFileEditedDuringTheRunIsReportedNotFingerprintedFromItsNewText() throws {
        try write("edited.svg", drawing)
        try write("steady.svg", drawing)
        // Edited too, but without findings: there is nothing its change could make wrong.
        try write("quiet.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"4\" height=\"4\"/></svg>\n")
        var linter = Linter(rules: Self.rules, loaders: [rewritingItself()], presets: chosenPresets())
        linter.releasedFileSize = 1
        let result = try linter.check(paths: ["edited.svg", "quiet.svg", "steady.svg"], workingDirectory: scratch.path)
        XCTAssertEqual(result.files, ["edited.svg", "quiet.svg", "steady.svg"])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }, [
            "edited.svg:1 parse-error", "edited.svg:2 corner-radius", "edited.svg:3 corner-radius", "edited.svg:4 contrast",
            "steady.svg:2 corner-radius", "steady.svg:3 corner-radius", "steady.svg:4 contrast",
        ])
        XCTAssertEqual(result.findings[0].message,
                       "the file changed while it was being checked: its findings are for what was read first; check it again")
        XCTAssertEqual(result.findings[0].severity, .error)
        // The edited file's line texts are unknown: its fingerprints are those of empty lines, neither those of the
        // text that was checked nor of the new text.
        let kept = Linter(rules: Self.rules, presets: chosenPresets()).check(files: [("edited.svg", .success(Data(drawing.utf8)))], workingDirectory: scratch.path)
        var emptyLines = kept.findings
        Fingerprint.assign(to: &emptyLines) { _ in nil }
        XCTAssertEqual(result.findings[1...3].map(\.fingerprint), emptyLines.map(\.fingerprint))
        XCTAssertNotEqual(result.findings[1].fingerprint, kept.findings[0].fingerprint)
        // The other file is read again unchanged and keeps its fingerprints.
        let steady = Linter(rules: Self.rules, presets: chosenPresets()).check(files: [("steady.svg", .success(Data(drawing.utf8)))], workingDirectory: scratch.path)
        XCTAssertEqual(result.findings.suffix(3).map(\.fingerprint), steady.findings.map(\.fingerprint))
    }

    /// A large file is read again by the check, not kept from when the cache hashed it; if it changed in between,
    /// the findings of its new bytes are not cached under the old hash, even when the old bytes come back.
    func testACachedRunDoesNotKeepFindingsOfOtherBytesUnderAFilesHash() throws {
        let clean = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
        try write("first.svg", clean)
        try write("second.svg", drawing)
        let second = scratch.appendingPathComponent("second.svg")
        let modified = try FileManager.default.attributesOfItem(atPath: second.path)[.modificationDate] as! Date
        // Loading `first.svg` rewrites `second.svg`, with `--jobs 1` before `second.svg` is read: the file changes
        // after the cache hashed it and before the check read it.
        let folder = scratch!
        let rewriting = EditingLoader { file in
            if file == "first.svg" { try? Data(clean.utf8).write(to: folder.appendingPathComponent("second.svg")) }
        }
        var linter = Linter(configuration: try Configuration.parse("extends: [w3w]\nrules:\n  no-reference: off\n", workingDirectory: scratch.path), loaders: [rewriting])
        linter.releasedFileSize = 1
        linter.jobs = 1
        linter.cacheDirectory = ".cache"
        linter.cacheKey = CacheTests.key
        let first = try linter.check(paths: ["first.svg", "second.svg"], workingDirectory: scratch.path)
        XCTAssertEqual(positions(first.findings), [], "the check read the rewritten, clean file")
        // The drawing comes back with its old time: a cache entry for it would now be trusted.
        try write("second.svg", drawing)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: second.path)
        var plain = Linter(configuration: try Configuration.parse("extends: [w3w]\nrules:\n  no-reference: off\n", workingDirectory: scratch.path))
        plain.cacheDirectory = ".cache"
        plain.cacheKey = CacheTests.key
        let again = try plain.check(paths: ["first.svg", "second.svg"], workingDirectory: scratch.path)
        XCTAssertEqual(positions(again.findings), ["2:3 corner-radius", "3:3 corner-radius", "4:3 contrast"])
        XCTAssertEqual(Set(again.findings.map(\.location.file)), ["second.svg"])
    }
}
