import Foundation
import XCTest
@testable import W3WLintKit

final class CacheTests: XCTestCase {
    func testSHA256Vectors() {
        XCTAssertEqual(SHA256.hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        XCTAssertEqual(SHA256.hex(long), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        var chunked = SHA256()
        for chunk in stride(from: 0, to: long.count, by: 7) { chunked.update(contiguous: Array(long[chunk..<min(chunk + 7, long.count)])) }
        XCTAssertEqual(chunked.finalize(), SHA256.hex(long))
    }

    private var folder: URL!
    private var cacheFile: URL { folder.appendingPathComponent(".w3wlint-cache/results-v2.tsv") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-cache-\(UUID().uuidString)")
        try write("design/theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F26\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n")
        try write("design/c/button.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  <rect width=\"10\" height=\"10\" fill=\"#E11F27\"/>\n</svg>\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func check(cache: Bool = true) throws -> [String] {
        var linter = Linter(configuration: try Configuration.defaults(workingDirectory: folder.path))
        if cache { linter.cacheDirectory = ".w3wlint-cache" }
        return try linter.check(paths: ["design"], workingDirectory: folder.path).findings
            .map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.message)" }
    }

    func testSecondRunReusesResultsUntilAnInputChanges() throws {
        let uncached = try check(cache: false)
        XCTAssertEqual(uncached.count, 3)
        XCTAssertEqual(try check(), uncached)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheFile.path))
        // Prove reuse: a message edited in the cache comes back while nothing changed.
        let stored = try String(contentsOf: cacheFile, encoding: .utf8)
        try stored.replacingOccurrences(of: "is not a palette colour", with: "CACHED").write(to: cacheFile, atomically: true, encoding: .utf8)
        XCTAssertTrue(try check().contains { $0.contains("CACHED") })
        // The theme changes: the export depends on it, so both are checked afresh.
        try write("design/theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F27\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 4\n")
        // (The export named `button` is 10 high, no button size: that finding does not depend on the theme's palette.)
        XCTAssertEqual(try check(), [
            "design/c/button.svg:1 component-size height 10 of button `button` (export) is not a button size preset; nearest: small (24)",
        ])
    }

    private func cacheFileAfterOneRun() throws -> URL {
        _ = try check()
        return cacheFile
    }

    func testCompactJSONRoundTrip() {
        let value: PropertyValue = .object([("z", 1.5), ("a", ["x\t\"y\"\n", .null, true]), ("n", .object([("k", -2e-3)]))])
        XCTAssertEqual(CompactJSON.decode(CompactJSON.encode(value)), value)
        XCTAssertNil(CompactJSON.decode("{\"a\": 1"))
        XCTAssertNil(CompactJSON.decode(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
        XCTAssertEqual(ResultCache.unescape(ArraySlice(ResultCache.escape("a\tb\\n\nc").utf8)), "a\tb\\n\nc")
    }

    func testCorruptOrForeignCacheIsDiscarded() throws {
        let expected = try check(cache: false)
        let header = "w3wlint-cache\t\(ResultCache.formatVersion)\t\(w3wlintVersion)\t"
        for garbage in ["not a cache", "w3wlint-cache\t1\t0.0.0-other\tx\t0\n", "w3wlint-cache\t99\n",
                        try String(contentsOf: cacheFileAfterOneRun(), encoding: .utf8).replacingOccurrences(of: "\tR\t", with: "\tX\t")
                            .replacingOccurrences(of: "\nR\t", with: "\nR\tonly-three\tfields\n")] {
            try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try garbage.write(to: cacheFile, atomically: true, encoding: .utf8)
            XCTAssertEqual(try check(), expected)
            XCTAssertTrue(try String(contentsOf: cacheFile, encoding: .utf8).hasPrefix(header), garbage)
        }
        // A cache written under another configuration is not trusted either.
        _ = try check()
        let stored = try String(contentsOf: cacheFile, encoding: .utf8)
        try stored.replacingOccurrences(of: "is not a palette colour", with: "STALE").write(to: cacheFile, atomically: true, encoding: .utf8)
        try "rules:\n  dark-variant: off\n".write(to: folder.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        var linter = Linter(configuration: try Configuration.resolve(explicit: nil, paths: ["design"], workingDirectory: folder.path))
        linter.cacheDirectory = ".w3wlint-cache"
        let findings = try linter.check(paths: ["design"], workingDirectory: folder.path).findings
        XCTAssertFalse(findings.contains { $0.message.contains("STALE") })
        XCTAssertEqual(findings.count, 3)
    }
}
