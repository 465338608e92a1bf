import Foundation
import Testing
import XCTest
@testable import W3WLintKit

/// Files made to break or abuse the linter, checked end to end through `Linter.check(paths:)`: each ends as findings
/// at exact places, every other file is still checked, and nothing outside the checked files is read.
final class LinterTests: ScratchFolderTestCase {
    /// A file beside every hostile one, with one known finding: proof the run went on.
    private let witness = ("ok.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n")
    private let witnessFinding = "ok.w3wtheme.yaml:5:21 corner-radius"

    /// Checks the scratch folder (with the witness file in it), returning `file:line:column rule-id` per finding.
    private func check(_ configure: (inout Linter) -> Void = { _ in }, paths: [String] = ["."]) throws -> (positions: [String], result: LintResult) {
        try write(witness.0, witness.1)
        var linter = Linter()
        configure(&linter)
        let result = try linter.check(paths: paths, workingDirectory: scratch.path)
        return (result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }, result)
    }

    private func message(_ result: LintResult, _ file: String) -> String {
        result.findings.first { $0.location.file == file }?.message ?? "(no finding for \(file))"
    }

    // MARK: XML

    func testExternalEntitiesToLocalFilesAndURLsAreNotRead() throws {
        let outside = try makeFolder("outside")
        let secret = try write("secret.txt", "TOP-SECRET", in: outside)
        try write("icons/local.svg", """
            <?xml version="1.0"?>
            <!DOCTYPE svg [
              <!ENTITY xxe SYSTEM "\(secret.absoluteString)">
              <!ENTITY bare SYSTEM "\(secret.path)">
            ]>
            <svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;&bare;</text><rect fill="#000" width="1" height="1"/></svg>
            """)
        try write("icons/url.svg", """
            <!DOCTYPE svg [<!ENTITY net SYSTEM "http://127.0.0.1:9/evil.xml"> <!ENTITY % pe SYSTEM "https://127.0.0.1:9/x.dtd"> %pe;]>
            <svg xmlns="http://www.w3.org/2000/svg"><text>&net;</text></svg>
            """)
        try write("icons/dtd.svg", """
            <?xml version="1.0"?>
            <!DOCTYPE svg SYSTEM "\(secret.absoluteString)">
            <svg xmlns="http://www.w3.org/2000/svg"/>
            """)
        let (positions, result) = try check()
        XCTAssertEqual(positions, [
            "icons/local.svg:3:1 parse-error",
            "icons/local.svg:4:1 parse-error",
            "icons/url.svg:1:1 parse-error",
            "icons/url.svg:1:1 parse-error",
            witnessFinding,
        ])
        XCTAssertTrue(message(result, "icons/local.svg").hasPrefix("external entity `xxe`"), message(result, "icons/local.svg"))
        XCTAssertFalse(result.findings.contains { $0.message.contains("TOP-SECRET") })
        XCTAssertEqual(result.files, ["icons/dtd.svg", "icons/local.svg", "icons/url.svg", "ok.w3wtheme.yaml"])
    }

    func testBillionLaughsIsRefused() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&lol9;</text></svg>\n"
        try write("laughs.svg", text)
        let (positions, result) = try check()
        XCTAssertEqual(positions, ["laughs.svg:14:53 parse-error", witnessFinding])
        XCTAssertTrue(message(result, "laughs.svg").contains("libxml2 error 89"), message(result, "laughs.svg"))
    }

    func testQuadraticBlowUpStaysLinear() throws {
        // One 100 kB entity named 20,000 times: 2 GB of text once substituted. The wrapper never substitutes entities:
        // the first reference is reported where it stands (the amplification budget stays as a second line of defence).
        let entity = String(repeating: "a", count: 100_000)
        let references = String(repeating: "&big;", count: 20_000)
        try write("quadratic.svg", """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY big "\(entity)">]>
            <svg xmlns="http://www.w3.org/2000/svg"><text>\(references)</text></svg>
            """)
        // 200,000 character references, each a separate piece of text from libxml2: joined in linear time.
        try write("characters.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>"
            + String(repeating: "&#65;", count: 200_000) + "</text></svg>")
        let (positions, result) = try check()
        XCTAssertEqual(positions, [witnessFinding, "quadratic.svg:3:52 parse-error"])
        XCTAssertEqual(message(result, "quadratic.svg"),
                       "entity reference `&big;` is not expanded: w3wlint never substitutes entities, so what it stands for is not checked")
    }

    func testDeepNestingIsRefusedInEveryFormat() throws {
        let depth = 100_000
        try write("deep.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: depth)
            + String(repeating: "</g>", count: depth) + "</svg>")
        try write("res/drawable/deep.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\">"
            + String(repeating: "<group>", count: depth) + String(repeating: "</group>", count: depth) + "</vector>")
        try write("tokens/array.tokens.json", String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        try write("tokens/object.tokens.json", String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth))
        try write("flow.w3wtheme.yaml", "w3wtheme: 1\npalette: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n")
        try write("block.w3wtheme.json", "{\"w3wtheme\": 1, \"x\": " + String(repeating: "{\"a\":", count: depth) + "1"
            + String(repeating: "}", count: depth) + "}")
        try write("Assets.xcassets/deep.colorset/Contents.json", String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        try write("tokens/$themes.json", String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        let (positions, result) = try check()
        XCTAssertEqual(positions, [
            "Assets.xcassets/deep.colorset/Contents.json:1:257 parse-error",
            "block.w3wtheme.json:1:5012 parse-error",
            "deep.svg:1:809 parse-error",
            "flow.w3wtheme.yaml:2:11 parse-error",
            witnessFinding,
            "res/drawable/deep.xml:1:1860 parse-error",
            "tokens/$themes.json:1:257 parse-error",
            "tokens/array.tokens.json:1:257 parse-error",
            "tokens/object.tokens.json:1:1281 parse-error",
        ])
        XCTAssertTrue(message(result, "deep.svg").contains("Excessive depth"), message(result, "deep.svg"))
    }

    /// Swift nested as deep as the bracket limit allows (a SwiftUI body 190 stacks deep) is parsed as the compiler
    /// parses it, in debug builds too (swift-syntax's debug default stops at 20 levels): the pair inside is read, and
    /// no syntax error is reported.
    func testSwiftNestedAsDeepAsAllowedIsRead() throws {
        let depth = 190
        let opening = (0..<depth).map { String(repeating: " ", count: $0) + "VStack {" }.joined(separator: "\n")
        let closing = (0..<depth).reversed().map { String(repeating: " ", count: $0) + "}" }.joined(separator: "\n")
        try write("Sources/App/Deep.swift", "import SwiftUI\nstruct Deep: View {\nvar body: some View {\n" + opening + "\n"
            + "Text(\"a\").foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5)).background(Color(red: 0.55, green: 0.55, blue: 0.55))\n"
            + closing + "\n}\n}\n")
        let (positions, _) = try check()
        XCTAssertEqual(positions, ["Sources/App/Deep.swift:194:27 contrast", witnessFinding])
    }

    /// A chain of calls longer than design code writes (21,000 `.withAlphaComponent` in one initialiser, 20,000
    /// `.with(alpha:)` on a preset) is a `not-evaluated` note: evaluating it link by link overflowed the stack.
    func testLongCallChainsAreNotFollowed() throws {
        try write("Sources/App/Colors.swift", "import UIKit\nextension UIColor {\n  static let deep = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)"
            + String(repeating: ".withAlphaComponent(0.9)", count: 21_000) + "\n}\n")
        try write("Sources/App/Presets.swift", "extension W3WCoreColor {\n  static let deep = W3WCoreColor.core.red50"
            + String(repeating: ".with(alpha: 0.9)", count: 20_000) + "\n}\n")
        let (positions, result) = try check()
        XCTAssertEqual(positions, ["Sources/App/Colors.swift:3:21 not-evaluated", "Sources/App/Presets.swift:2:21 not-evaluated", witnessFinding])
        XCTAssertEqual(message(result, "Sources/App/Colors.swift"),
                       "not evaluated: UIColor.deep chains more than 100 calls and member accesses, which w3wlint does not follow")
        XCTAssertEqual(message(result, "Sources/App/Presets.swift"),
                       "not evaluated: W3WCoreColor.deep chains more than 100 calls and member accesses, which w3wlint does not follow")
    }

    // MARK: Size

    func testAFileAboveTheSizeLimitIsRefusedUnread() throws {
        // A sparse 1 GB file: it takes no disk space, and reading it would take a gigabyte of memory.
        let huge = scratch.appendingPathComponent("huge.svg")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        try write("small.svg", String(repeating: " ", count: 200) + "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        let (positions, result) = try check()
        XCTAssertEqual(positions, ["huge.svg:1:1 parse-error", witnessFinding])
        XCTAssertEqual(message(result, "huge.svg"), "the file is 1073741824 bytes (1 GB), above the limit of 52428800 bytes "
            + "(50 MB) set by --max-file-size; it was not read")

        let limited = try check { $0.maximumFileSize = 200 }
        XCTAssertEqual(limited.positions, ["huge.svg:1:1 parse-error", witnessFinding, "small.svg:1:1 parse-error"])
        XCTAssertEqual(message(limited.result, "small.svg"), "the file is 241 bytes, above the limit of 200 bytes "
            + "set by --max-file-size; it was not read")
        let unlimited = try check({ $0.maximumFileSize = nil }, paths: ["small.svg", "ok.w3wtheme.yaml"])
        XCTAssertEqual(unlimited.positions, [witnessFinding])
    }

    func testAFIFOIsNotOpenedForReading() throws {
        guard mkfifo(scratch.appendingPathComponent("pipe.svg").path, 0o644) == 0 else {
            throw XCTSkip("mkfifo is not possible here (errno \(errno))")
        }
        let (positions, result) = try check()
        XCTAssertEqual(positions, [witnessFinding, "pipe.svg:1:1 parse-error"])
        XCTAssertEqual(message(result, "pipe.svg"), "not a regular file; it was not read")
    }

    // MARK: Bytes that are not the expected text

    func testBinaryGarbageAndInvalidUTF8InEveryFormat() throws {
        var garbage = Data([0x00, 0xFF, 0xFE, 0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A])
        garbage.append(contentsOf: (0..<4000).map { UInt8(truncatingIfNeeded: ($0 &* 7919) >> 3) })
        let invalidUTF8 = Data("w3wtheme: 1\nname: caf".utf8) + Data([0xC3, 0x28, 0xE2, 0x82]) + Data("\n".utf8)
        for (name, data) in [("garbage", garbage), ("latin", invalidUTF8)] {
            try write("\(name).svg", data)
            try write("\(name).w3wtheme.yaml", data)
            try write("tokens/\(name).tokens.json", data)
            try write("tokens/\(name).yml", data)
            try write("\(name).xcassets/c.colorset/Contents.json", data)
            try write("res/values/\(name).xml", data)
        }
        let (positions, result) = try check()
        XCTAssertEqual(positions, [
            "garbage.svg:1:1 parse-error",
            "garbage.w3wtheme.yaml:1:1 parse-error",
            "garbage.xcassets/c.colorset/Contents.json:1:1 parse-error",
            "latin.svg:1:1 parse-error",
            "latin.w3wtheme.yaml:1:1 parse-error",
            "latin.xcassets/c.colorset/Contents.json:1:1 parse-error",
            witnessFinding,
            "res/values/garbage.xml:1:1 parse-error",
            "res/values/latin.xml:1:1 parse-error",
            "tokens/garbage.tokens.json:1:1 parse-error",
            "tokens/garbage.yml:1:1 parse-error",
            "tokens/latin.tokens.json:1:1 parse-error",
            "tokens/latin.yml:1:1 parse-error",
        ])
        XCTAssertEqual(message(result, "latin.w3wtheme.yaml"), "the file is not valid UTF-8 text")
    }

    func testUTF16WithAByteOrderMarkIsRead() throws {
        func utf16(_ text: String, bigEndian: Bool) -> Data {
            var data = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
            for unit in text.utf16 {
                let bytes = bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                data.append(contentsOf: bytes)
            }
            return data
        }
        try write("le.w3wtheme.yaml", utf16("w3wtheme: 1\npalette:\n  bad: \"#GGG\"\n", bigEndian: false))
        try write("be.w3wtheme.json", utf16("{\n  \"w3wtheme\": 1,\n  \"palette\": {\"café\": \"#GGG\"}\n}\n", bigEndian: true))
        try write("tokens/le.tokens.json", utf16("{\n  \"c\": {\"$type\": \"color\", \"$value\": \"#GGG\"}\n}\n", bigEndian: false))
        try write("le.svg", utf16("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <rect>\n</svg>\n",
                                  bigEndian: false))
        let (positions, result) = try check()
        XCTAssertEqual(positions, [
            "be.w3wtheme.json:3:23 invalid-value",
            "le.svg:4:7 parse-error",
            "le.w3wtheme.yaml:3:8 invalid-value",
            witnessFinding,
            "tokens/le.tokens.json:2:37 invalid-value",
        ])
        XCTAssertTrue(message(result, "le.w3wtheme.yaml").contains("invalid colour `#GGG`"), message(result, "le.w3wtheme.yaml"))
    }

    // MARK: YAML

    func testYAMLAliasBombsAreBounded() throws {
        var bomb = "w3wtheme: 1\npalette:\n  c: \"#000\"\nx0: &a0 {foreground: c, background: c}\n"
        for level in 1...9 {
            bomb += "x\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        bomb += "schemes:\n  s:\n    colors: *a9\n"
        try write("bomb.w3wtheme.yaml", bomb)
        var theo = "global: { type: color, category: c }\naliases:\n  a0: &a0 { value: \"#000\" }\n"
        for level in 1...9 {
            theo += "  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        theo += "props:\n  p: *a9\n"
        try write("tokens/bomb.yml", theo)
        let (positions, _) = try check()
        XCTAssertEqual(positions.filter { $0.hasPrefix("bomb") }, (4...13).map { "bomb.w3wtheme.yaml:\($0):1 invalid-value" }
            + ["bomb.w3wtheme.yaml:13:5 invalid-value"])
        XCTAssertTrue(positions.contains(witnessFinding))
    }

    // MARK: The file system

    func testSymbolicLinksAreNotFollowedUnlessAsked() throws {
        let outside = try makeFolder("outside")
        try write("secret.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  x: \"#GGG\"\n", in: outside)
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: scratch.appendingPathComponent("design/sub"), withIntermediateDirectories: true)
        try write("design/own.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  y: \"#GGG\"\n")
        // A loop (a folder's link to its parent), links out of the tree to a file and a folder, and a dangling link.
        try fileManager.createSymbolicLink(atPath: scratch.appendingPathComponent("design/sub/loop").path, withDestinationPath: "..")
        try fileManager.createSymbolicLink(atPath: scratch.appendingPathComponent("design/linked.w3wtheme.yaml").path,
                                           withDestinationPath: outside.appendingPathComponent("secret.w3wtheme.yaml").path)
        try fileManager.createSymbolicLink(atPath: scratch.appendingPathComponent("design/outside").path, withDestinationPath: outside.path)
        try fileManager.createSymbolicLink(atPath: scratch.appendingPathComponent("design/gone.svg").path, withDestinationPath: "/nonexistent/x.svg")

        let plain = try check()
        XCTAssertEqual(plain.positions, ["design/own.w3wtheme.yaml:3:6 invalid-value", witnessFinding])
        XCTAssertEqual(plain.result.files, ["design/own.w3wtheme.yaml", "ok.w3wtheme.yaml"])
        // A file named on its own brings its folder's files as context; a link among them is not read either.
        let named = try check(paths: ["design/own.w3wtheme.yaml"])
        XCTAssertEqual(named.positions, ["design/own.w3wtheme.yaml:3:6 invalid-value"])

        let followed = try check({ $0.followSymbolicLinks = true })
        XCTAssertEqual(followed.positions, [
            "design/linked.w3wtheme.yaml:3:6 invalid-value",
            "design/outside/secret.w3wtheme.yaml:3:6 invalid-value",
            "design/own.w3wtheme.yaml:3:6 invalid-value",
            witnessFinding,
        ])
    }

    func testUnreadableFilesAndFoldersAreFindings() throws {
        try write("locked.w3wtheme.yaml", "w3wtheme: 1\n")
        try write("closed/inside.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        chmod(scratch.appendingPathComponent("locked.w3wtheme.yaml").path, 0)
        chmod(scratch.appendingPathComponent("closed").path, 0)
        if access(scratch.appendingPathComponent("locked.w3wtheme.yaml").path, R_OK) == 0 {
            throw XCTSkip("running as root (uid \(geteuid())): permissions do not stop reads, so unreadable files cannot be made")
        }
        let (positions, result) = try check()
        XCTAssertEqual(positions, ["closed:1:1 parse-error", "locked.w3wtheme.yaml:1:1 parse-error", witnessFinding])
        XCTAssertEqual(message(result, "locked.w3wtheme.yaml"), "cannot read the file: permission denied")
        XCTAssertEqual(message(result, "closed"), "cannot read the file: permission denied")
    }

    func testStrangeFileNamesArePercentEncodedInSARIF() throws {
        let names = ["with space.w3wtheme.yaml", "new\nline.w3wtheme.yaml", "café ünï 色.w3wtheme.yaml", "100%#?;[x].w3wtheme.yaml"]
        for name in names { try write("odd dir/\(name)", "w3wtheme: 1\npalette:\n  x: \"#GGG\"\n") }
        let (positions, result) = try check(paths: ["odd dir"])
        XCTAssertEqual(positions, names.sorted().map { "odd dir/\($0):3:6 invalid-value" })
        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(result).utf8)) as? [String: Any]
        let run = try XCTUnwrap((sarif?["runs"] as? [[String: Any]])?.first)
        let uris = (run["results"] as? [[String: Any]] ?? []).compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(uris, [
            "odd%20dir/100%25%23%3F%3B%5Bx%5D.w3wtheme.yaml",
            "odd%20dir/caf%C3%A9%20%C3%BCn%C3%AF%20%E8%89%B2.w3wtheme.yaml",
            "odd%20dir/new%0Aline.w3wtheme.yaml",
            "odd%20dir/with%20space.w3wtheme.yaml",
        ])
        // Every URI decodes back to the path it names.
        XCTAssertEqual(uris.map { $0.removingPercentEncoding }, names.sorted().map { "odd dir/\($0)" })
    }

    // MARK: The command line

    func testTheCommandLineTakesTheSizeLimitAndTheSymlinkPolicy() throws {
        try write(witness.0, witness.1)
        let outside = try makeFolder("outside")
        try write("far.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  x: \"#GGG\"\n", in: outside)
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("far").path, withDestinationPath: outside.path)

        let plain = try w3wlint("check", ".", "--format", "json")
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(plain.stdout.contains("far.w3wtheme.yaml"))
        let followed = try w3wlint("check", ".", "--follow-symlinks")
        XCTAssertEqual(followed.status, 1)
        XCTAssertTrue(followed.stdout.contains("far/far.w3wtheme.yaml:3:6"), followed.stdout)

        let limited = try w3wlint("check", "ok.w3wtheme.yaml", "--max-file-size", "10")
        XCTAssertEqual(limited.status, 1)
        XCTAssertTrue(limited.stdout.contains("ok.w3wtheme.yaml:1:1: error: the file is 60 bytes, above the limit of 10 "
            + "bytes set by --max-file-size; it was not read [parse-error]"), limited.stdout)
        XCTAssertEqual(try w3wlint("check", "ok.w3wtheme.yaml", "--max-file-size", "1k").status, 0)
        let wrong = try w3wlint("check", ".", "--max-file-size", "lots")
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--max-file-size takes a number of bytes, or a number with k, M or G (50M)"), wrong.stderr)
    }
}

/// A file that cannot be read or parsed is a finding, never the end of the run.
struct LinterBadInputTests {
    @Test func aBadFileDoesNotStopTheRun() {
        let result = lint([
            ("a.w3wtheme.yaml", "w3wtheme: 1\npalette: [\n"),
            ("b.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n"),
            ("c.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  t: { light: \"#GGG\" }\n  u: { light: \"#000\" }\n"),
        ])
        #expect(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
            "a.w3wtheme.yaml:3:1 parse-error",
            "b.w3wtheme.yaml:5:21 corner-radius",
            "c.w3wtheme.yaml:3:15 invalid-value",
            "c.w3wtheme.yaml:4:3 dark-variant",
        ])
        #expect(result.files == ["a.w3wtheme.yaml", "b.w3wtheme.yaml", "c.w3wtheme.yaml"])
    }

    @Test func unreadableFileIsAFinding() {
        let result = Linter().check(files: [
            ("gone.w3wtheme.yaml", .failure(CocoaError(.fileReadNoPermission))),
            ("ok.w3wtheme.yaml", .success(Data("w3wtheme: 1\n".utf8))),
        ], workingDirectory: "/")
        #expect(positions(result.findings) == ["1:1 parse-error"])
        #expect(result.findings.first?.message.hasPrefix("cannot read the file") == true)
    }
}
