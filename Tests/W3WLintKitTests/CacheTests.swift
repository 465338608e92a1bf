import Foundation
import XCTest
@testable import W3WLintKit

final class CacheTests: ScratchFolderTestCase {
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

    private var cacheFile: URL { scratch.appendingPathComponent(".w3wlint-cache/results-v3.tsv") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try write("design/theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F26\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n")
        try write("design/c/button.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  <rect width=\"10\" height=\"10\" fill=\"#E11F27\"/>\n</svg>\n")
    }

    private func check(cache: Bool = true) throws -> [String] {
        // Presets chosen, so that the export (which has the theme above it) is also judged by the packs' button sizes.
        var linter = Linter(configuration: try Configuration.parse("extends: [w3w, dnakit]\n", workingDirectory: scratch.path))
        if cache {
            linter.cacheDirectory = ".w3wlint-cache"
            linter.cacheKey = Self.key
        }
        return try linter.check(paths: ["design"], workingDirectory: scratch.path).findings
            .map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.message)" }
    }

    /// Which files held design data is kept in the cache: a cached run's summary is the uncached one's.
    func testCachedRunsKnowWhichFilesHeldDesignData() throws {
        try write("design/App.swift", "struct App {}\n")
        func summary(cache: Bool) throws -> String {
            var linter = Linter(configuration: try Configuration.parse("extends: [w3w, dnakit]\n", workingDirectory: scratch.path))
            if cache {
                linter.cacheDirectory = ".w3wlint-cache"
                linter.cacheKey = Self.key
            }
            return TextReporter.summary(try linter.check(paths: ["design"], workingDirectory: scratch.path))
        }
        let expected = "0 errors, 3 warnings in 3 files (2 with design data)"
        XCTAssertEqual(try summary(cache: false), expected)
        XCTAssertEqual(try summary(cache: true), expected)
        XCTAssertTrue(try String(contentsOf: cacheFile, encoding: .utf8).contains("\tdesign\t"))
        XCTAssertEqual(try summary(cache: true), expected)
    }

    /// A run that reuses cached results describes its rules as a fresh run does: SARIF's help carries each rule's
    /// options and examples whether the findings were read from the cache or not.
    func testCachedRunsDescribeTheirRulesInFull() throws {
        func sarif(cache: Bool) throws -> String {
            var linter = Linter(configuration: try Configuration.parse("extends: [w3w, dnakit]\n", workingDirectory: scratch.path))
            if cache {
                linter.cacheDirectory = ".w3wlint-cache"
                linter.cacheKey = Self.key
            }
            return SARIFReporter().report(try linter.check(paths: ["design"], workingDirectory: scratch.path))
        }
        let fresh = try sarif(cache: false)
        XCTAssertEqual(fresh.components(separatedBy: "**Options** (kind scale)").count - 1, 1)
        XCTAssertEqual(try sarif(cache: true), fresh)
        XCTAssertEqual(try sarif(cache: true), fresh)
    }

    func testSecondRunReusesResultsUntilAnInputChanges() throws {
        let uncached = try check(cache: false)
        XCTAssertEqual(uncached.count, 3)
        XCTAssertEqual(try check(), uncached)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheFile.path))
        // Prove reuse: a message edited in the cache comes back while nothing changed.
        let stored = try String(contentsOf: cacheFile, encoding: .utf8)
        try Self.signed(stored.replacingOccurrences(of: "is not a palette colour", with: "CACHED")).write(to: cacheFile, atomically: true, encoding: .utf8)
        XCTAssertTrue(try check().contains { $0.contains("CACHED") })
        // The theme changes: the export depends on it, so both are checked afresh.
        try write("design/theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F27\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 4\n")
        // (The export named `button` is 10 high, no button size: that finding does not depend on the theme's palette.)
        XCTAssertEqual(try check(), [
            "design/c/button.svg:1 component-size height 10 of button `button` (export) is not a button size preset; nearest: small (24)",
        ])
    }

    static let key = CacheKey(bytes: Array(repeating: 7, count: 32))

    /// `text` (a cache, perhaps edited) signed again with the test key, as a run on this machine would sign it.
    static func signed(_ text: String, key: CacheKey = key) -> String {
        var body = text
        if let range = body.range(of: "w3wlint-signature\t", options: .backwards) { body = String(body[..<range.lowerBound]) }
        var mac = HMACSHA256(key: key.bytes)
        mac.update(contiguous: Array(body.utf8))
        return body + "w3wlint-signature\t" + mac.finalize() + "\n"
    }

    private func cacheFileAfterOneRun() throws -> URL {
        _ = try check()
        return cacheFile
    }

    /// Rewrites the cache so that every finding it keeps for `paths` says CACHED: a run that reports one reused it.
    private func markCachedFindings(of paths: Set<String>) throws {
        var file = ""
        let lines = try String(contentsOf: cacheFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let marked = lines.map { line -> String in
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.first == "F" { file = fields[1] }
            if fields.first == "R", paths.contains(file) { fields[6] = "CACHED " + fields[6] }
            return fields.joined(separator: "\t")
        }
        try Self.signed(marked.joined(separator: "\n")).write(to: cacheFile, atomically: true, encoding: .utf8)
    }

    func testEditingOneTokenFileRechecksTheThemesAndExports() throws {
        try write("design/tokens/color.tokens.json", """
            {"color": {"$type": "color", "grey": {"$value": "#878F99"}, "white": {"$value": "#FFFFFF"}}}
            """)
        try write("design/tokens/theme.light.tokens.json", """
            {"color": {"$type": "color", "button": {"text": {"$value": "{color.white}"}, "background": {"$value": "{color.grey}"}}}}
            """)
        let tokenFindings = [
            "design/tokens/theme.light.tokens.json:1 dark-variant colour `color.button.text` has no dark value (it defines light; required modes: light, dark)",
            "design/tokens/theme.light.tokens.json:1 dark-variant colour `color.button.background` has no dark value (it defines light; required modes: light, dark)",
        ]
        let contrast = [
            "design/tokens/theme.light.tokens.json:1 contrast color.button.text #FFFFFF on color.button.background #878F99 is 3.27:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme tokens)",
        ]
        let first = try check()
        XCTAssertEqual(first, Array(try check(cache: false)))
        XCTAssertEqual(Array(first.suffix(3)), contrast + tokenFindings)
        try markCachedFindings(of: ["design/tokens/theme.light.tokens.json", "design/theme.w3wtheme.yaml", "design/c/button.svg"])
        XCTAssertEqual(try check().filter { $0.contains(" CACHED ") }.count, first.count)
        // The grey of the other token file darkens: the button's text passes, and every theme and export is judged
        // afresh (nothing CACHED is left).
        try write("design/tokens/color.tokens.json", """
            {"color": {"$type": "color", "grey": {"$value": "#333333"}, "white": {"$value": "#FFFFFF"}}}
            """)
        let second = try check()
        XCTAssertEqual(second, Array(first.prefix(first.count - 3)) + tokenFindings)
        XCTAssertEqual(second, try check(cache: false))
    }

    func testExportsAreRecheckedWithTheExportsTheyAreComparedWith() throws {
        // A theme with a dark mode asks light exports for dark twins (`dark-variant`): `c/light/chip.svg` has its twin
        // in `c/dark/`, and `c/button.svg` is asked for one because an export of `c` (the chip) has one.
        try write("design/theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light, dark]\npalette:\n  red50: \"#E11F26\"\n")
        try write("design/c/light/chip.svg", paletteButton)
        try write("design/c/dark/chip.svg", paletteButton)
        try write("design/d/button.svg", String(contentsOf: scratch.appendingPathComponent("design/c/button.svg"), encoding: .utf8))
        let size = "height 10 of button `button` (export) is not a button size preset; nearest: small (24)"
        let palette = "fill #E11F27 of svg > rect is not a palette colour in light mode; nearest: red50 #E11F26 (ΔE_OK 0.001)"
        let first = try check()
        XCTAssertEqual(first, try check(cache: false))
        XCTAssertEqual(first, ["design/c/button.svg:1 component-size \(size)",
                               "design/c/button.svg:1 dark-variant export has no dark variant, while other exports in `design/c` have one",
                               "design/c/button.svg:2 palette \(palette)",
                               "design/d/button.svg:1 component-size \(size)", "design/d/button.svg:2 palette \(palette)"])
        try markCachedFindings(of: ["design/c/button.svg", "design/d/button.svg"])
        // The dark chip goes: the light chip lacks its twin, the button of `c` no longer has a sibling with one; the
        // button of `d` is compared with neither, and its findings are reused.
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("design/c/dark/chip.svg"))
        let second = try check()
        XCTAssertEqual(second, ["design/c/button.svg:1 component-size \(size)", "design/c/button.svg:2 palette \(palette)",
                                "design/c/light/chip.svg:1 dark-variant light export has no dark variant (expected `design/c/dark/chip.svg`)",
                                "design/d/button.svg:1 component-size CACHED \(size)", "design/d/button.svg:2 palette CACHED \(palette)"])
        XCTAssertEqual(second.map { $0.replacingOccurrences(of: " CACHED", with: "") }, try check(cache: false))
    }

    private let paletteButton = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  <rect width=\"10\" height=\"10\" fill=\"#E11F26\"/>\n</svg>\n"

    func testAFileChangedWithinTheCacheTimestampIsHashed() throws {
        let button = scratch.appendingPathComponent("design/c/button.svg")
        let modified = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: button.path)[.modificationDate] as? Date)
        XCTAssertEqual(try check().count, 3)
        // Same size and modification time, other content ("racy", as git says): written within the second before
        // the cache was, the file is hashed, not taken as unchanged. Its palette finding goes.
        try write("design/c/button.svg", paletteButton)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: button.path)
        XCTAssertEqual(try check(), [
            "design/c/button.svg:1 component-size height 10 of button `button` (export) is not a button size preset; nearest: small (24)",
            "design/theme.w3wtheme.yaml:8 corner-radius cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)",
        ])
    }

    func testAnUnchangedStampIsTrustedAndASwappedFileIsNot() throws {
        // The other side of the test above: a file whose size, inode, mtime and ctime are as cached, all older than
        // the cache, is not read again (its cached findings, marked, come back).
        let button = scratch.appendingPathComponent("design/c/button.svg")
        let old = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: button.path)
        // The ctime that call set must lie over a second before the cache is written to be trusted.
        Thread.sleep(forTimeInterval: 1.2)
        let first = try check()
        try markCachedFindings(of: ["design/c/button.svg"])
        let fromButton = first.filter { $0.hasPrefix("design/c/button.svg") }.count
        XCTAssertGreaterThan(fromButton, 0)
        XCTAssertEqual(try check().filter { $0.contains(" CACHED ") }.count, fromButton)
        // Swapped for a file of the same size and modification time (a new inode and ctime): read, not trusted.
        try write("design/c/button.svg", paletteButton)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: button.path)
        let uncached = try check(cache: false)
        XCTAssertEqual(uncached.count, first.count - 1)
        XCTAssertEqual(try check(), uncached)
        // Rewritten in place (same inode) with the time put back: the ctime still tells.
        Thread.sleep(forTimeInterval: 1.2)
        _ = try check()
        let handle = try FileHandle(forWritingTo: button)
        try handle.write(contentsOf: Data(try String(contentsOf: scratch.appendingPathComponent("design/c/button.svg"), encoding: .utf8)
            .replacingOccurrences(of: "#E11F26", with: "#E11F27").utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: button.path)
        XCTAssertEqual(try check(), first)
    }

    /// A cache file over the size limit (planted, or grown) is not read at all: the run is checked from scratch.
    func testAnOversizedCacheIsNotRead() throws {
        let expected = try check(cache: false)
        try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: cacheFile.path, contents: nil))
        let handle = try FileHandle(forWritingTo: cacheFile)
        try handle.truncate(atOffset: UInt64(ResultCache.maximumSize + 1))
        try handle.close()
        XCTAssertEqual(ResultCache.load(directory: cacheFile.deletingLastPathComponent().path, configuration: "x", key: Self.key).entries.count, 0)
        XCTAssertEqual(try check(), expected)
        XCTAssertLessThan(try XCTUnwrap(FileManager.default.attributesOfItem(atPath: cacheFile.path)[.size] as? Int), 1 << 20)
    }

    /// The items of one top-level array are handed over in order and that array decodes as empty; the same key
    /// deeper down, or over something that is not an array, is decoded as usual.
    func testCompactJSONHandsOverTheItemsOfOneArray() {
        func decode(_ text: String, stopAt stop: Int = .max) -> (PropertyValue?, [PropertyValue]) {
            var items: [PropertyValue] = []
            let value = Array(text.utf8).withUnsafeBufferPointer { bytes in
                CompactJSON.decode(bytes, handingItemsOf: "f") { item in
                    items.append(item)
                    return items.count < stop
                }
            }
            return (value, items)
        }
        let (value, items) = decode(#"{"v": 1, "f": [ {"f": [2]}, "x", [] ], "g": [3]}"#)
        XCTAssertEqual(value, .object([("v", 1), ("f", .array([])), ("g", .array([3]))]))
        XCTAssertEqual(items, [.object([("f", .array([2]))]), "x", .array([])])
        XCTAssertEqual(decode(#"{"f": {"f": [1]}}"#).0, .object([("f", .object([("f", .array([1]))]))]))
        XCTAssertEqual(decode(#"{"f": []}"#).1, [])
        XCTAssertNil(decode(#"{"f": [1, 2, 3]}"#, stopAt: 2).0, "stopped at the second item")
        XCTAssertNil(decode(#"{"f": [1, 2,]}"#).0)
        XCTAssertNil(decode(#"{"f": [1] "#).0)
        XCTAssertEqual(decode(#"[{"f": [1]}]"#).1, [], "only the top-level object's key")
    }

    func testCompactJSONRoundTrip() {
        let value: PropertyValue = .object([("z", 1.5), ("a", ["x\t\"y\"\n", .null, true]), ("n", .object([("k", -2e-3)]))])
        XCTAssertEqual(CompactJSON.decode(CompactJSON.encode(value)), value)
        XCTAssertNil(CompactJSON.decode("{\"a\": 1"))
        XCTAssertNil(CompactJSON.decode(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
        func unescape(_ field: String) -> String { Array(field.utf8).withUnsafeBufferPointer { ResultCache.unescape($0, 0..<$0.count) } }
        func integer(_ field: String) -> Int? { Array(field.utf8).withUnsafeBufferPointer { ResultCache.integer($0) } }
        XCTAssertEqual(unescape(ResultCache.escape("a\tb\\n\nc")), "a\tb\\n\nc")
        // "\r\n" is one Character: the field is escaped all the same, so no line of the file is broken.
        XCTAssertEqual(ResultCache.escape("a\r\nb"), "a\\r\\nb")
        XCTAssertEqual(integer("-42"), -42)
        for bad in ["", "-", "4x", "+4", "99999999999999999999"] { XCTAssertNil(integer(bad), bad) }
    }

    func testCorruptOrForeignCacheIsDiscarded() throws {
        let expected = try check(cache: false)
        let header = "w3wlint-cache\t\(ResultCache.formatVersion)\t\(w3wlintVersion)\t"
        // Every finding of the cache says CACHED: a run that trusted any of the broken caches below would show it.
        _ = try cacheFileAfterOneRun()
        try markCachedFindings(of: ["design/c/button.svg", "design/theme.w3wtheme.yaml"])
        let valid = try String(contentsOf: cacheFile, encoding: .utf8)
        XCTAssertEqual(try check().filter { $0.contains(" CACHED ") }.count, expected.count)
        let findingLine = try XCTUnwrap(valid.split(separator: "\n").first { $0.hasPrefix("R\t") && $0.hasSuffix("\t") })
        let findingFields = findingLine.split(separator: "\t", omittingEmptySubsequences: false)
        func replacingFinding(field: Int, with text: String) -> String {
            var fields = findingFields
            fields[field] = Substring(text)
            return valid.replacingOccurrences(of: findingLine, with: fields.joined(separator: "\t"))
        }
        for garbage in ["not a cache", "w3wlint-cache\t1\t0.0.0-other\tx\t0\n", "w3wlint-cache\t99\n",
                        valid.replacingOccurrences(of: "\tR\t", with: "\tX\t").replacingOccurrences(of: "\nR\t", with: "\nR\tonly-three\tfields\n"),
                        // Cut short, a file announcing more findings than follow, and fields that do not read back.
                        String(valid.prefix(valid.count / 2)), valid.replacingOccurrences(of: "\t1\nR\t", with: "\t9\nR\t"),
                        replacingFinding(field: 2, with: "fatal"), replacingFinding(field: 3, with: "x"),
                        replacingFinding(field: 7, with: "[1]"), replacingFinding(field: 7, with: "{\"a\":"),
                        replacingFinding(field: 8, with: "{\"description\":\"no edits\"}")] {
            XCTAssertNotEqual(garbage, valid)
            try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Signed: the parser itself must refuse each.
            try Self.signed(garbage).write(to: cacheFile, atomically: true, encoding: .utf8)
            XCTAssertEqual(try check(), expected)
            XCTAssertTrue(try String(contentsOf: cacheFile, encoding: .utf8).hasPrefix(header), garbage)
        }
        // A cache written under another configuration is not trusted either.
        _ = try check()
        let stored = try String(contentsOf: cacheFile, encoding: .utf8)
        try Self.signed(stored.replacingOccurrences(of: "is not a palette colour", with: "STALE")).write(to: cacheFile, atomically: true, encoding: .utf8)
        try write(".w3wlint.yml", "extends: [w3w, dnakit]\nrules:\n  dark-variant: off\n")
        var linter = Linter(configuration: try Configuration.resolve(explicit: nil, paths: ["design"], workingDirectory: scratch.path))
        linter.cacheDirectory = ".w3wlint-cache"
        linter.cacheKey = Self.key
        let findings = try linter.check(paths: ["design"], workingDirectory: scratch.path).findings
        XCTAssertFalse(findings.contains { $0.message.contains("STALE") })
        XCTAssertEqual(findings.count, 3)
    }

    /// A cache committed to the repository (or planted in a shared CI path) is not signed with this machine's key:
    /// every entry of it is ignored, however well it matches the files, and it is replaced by a signed one.
    func testPlantedCacheIsDiscarded() throws {
        let expected = try check(cache: false)
        _ = try cacheFileAfterOneRun()
        try markCachedFindings(of: ["design/c/button.svg", "design/theme.w3wtheme.yaml"])
        let marked = try String(contentsOf: cacheFile, encoding: .utf8)
        XCTAssertEqual(try check().filter { $0.contains(" CACHED ") }.count, 3, "the test key's own cache is reused")
        let unsigned = String(marked[..<marked.range(of: "w3wlint-signature\t")!.lowerBound])
        let otherMachine = Self.signed(marked, key: CacheKey(bytes: Array(repeating: 8, count: 32)))
        var forged = Array(marked.utf8)
        forged[forged.count - 2] = forged[forged.count - 2] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        for planted in [unsigned, otherMachine, String(decoding: forged, as: UTF8.self), marked + "R\textra\n"] {
            try planted.write(to: cacheFile, atomically: true, encoding: .utf8)
            XCTAssertEqual(try check(), expected)
            XCTAssertEqual(ResultCache.load(directory: cacheFile.deletingLastPathComponent().path, configuration: "x",
                                            key: Self.key).entries.count, 0)
        }
        // What the run wrote back is signed with the key, and reused.
        XCTAssertEqual(try check(), expected)
    }

    /// RFC 4231 test cases 1, 2 and 6 (a key longer than the block).
    func testHMACVectors() {
        func hmac(_ key: [UInt8], _ data: String) -> String {
            var mac = HMACSHA256(key: key)
            mac.update(contiguous: Array(data.utf8))
            return mac.finalize()
        }
        XCTAssertEqual(hmac(Array(repeating: 0x0B, count: 20), "Hi There"),
                       "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        XCTAssertEqual(hmac(Array("Jefe".utf8), "what do ya want for nothing?"),
                       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertEqual(hmac(Array(repeating: 0xAA, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First"),
                       "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    func testCacheKeyIsMadeOnceAndRefusedWhenOthersCanReadIt() throws {
        let keys = scratch.appendingPathComponent("home/.cache/w3wlint").path
        let made = try CacheKey.load(folder: keys).get()
        XCTAssertEqual(made.bytes.count, 32)
        XCTAssertEqual(try CacheKey.load(folder: keys).get(), made)
        let attributes = try FileManager.default.attributesOfItem(atPath: keys + "/cache-key")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        chmod(keys + "/cache-key", 0o644)
        guard case let .failure(problem) = CacheKey.load(folder: keys) else { return XCTFail("a readable key was used") }
        XCTAssertEqual(problem.description, keys + "/cache-key: readable or writable by others (it must be yours, mode 0600)")
        try FileManager.default.removeItem(atPath: keys + "/cache-key")
        try FileManager.default.createSymbolicLink(atPath: keys + "/cache-key", withDestinationPath: "/etc/hostname")
        guard case .failure = CacheKey.load(folder: keys) else { return XCTFail("a symbolic link was followed") }
        XCTAssertEqual(CacheKey.standardFolder(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]), "/x/w3wlint")
        XCTAssertEqual(CacheKey.standardFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]), "/h/.cache/w3wlint")
        XCTAssertNil(CacheKey.standardFolder(environment: [:]))
    }
}
