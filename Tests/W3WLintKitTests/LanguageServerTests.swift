import Foundation
import XCTest
@testable import W3WLintKit

/// `w3wlint lsp` in process: framing, positions in UTF-16, the session's messages, and input no client should send.
/// (Tests/lsp/test_lsp.py drives it through a real LSP client.)
final class LanguageServerTests: ScratchFolderTestCase {
    private func transport(reading data: Data) throws -> JSONRPCTransport {
        let input = scratch.appendingPathComponent("in-\(UUID().uuidString)")
        try data.write(to: input)
        return JSONRPCTransport(input: try FileHandle(forReadingFrom: input), output: FileHandle.nullDevice)
    }

    func testFramingReadsMessagesAndRefusesWhatIsNoMessage() throws {
        var reader = try transport(reading: frame(#"{"jsonrpc":"2.0","id":1,"method":"a"}"#) + Data("content-length:  2\n\n".utf8) + Data("[]".utf8)
            + frame(#"{"method":"b"}"#))
        XCTAssertEqual(try reader.read()["method"] as? String, "a")
        XCTAssertThrowsError(try reader.read()) { XCTAssertEqual($0 as? JSONRPCTransport.ReadError, .notJSON) }
        XCTAssertEqual(try reader.read()["method"] as? String, "b")
        XCTAssertThrowsError(try reader.read()) { XCTAssertEqual($0 as? JSONRPCTransport.ReadError, .endOfInput) }

        var huge = try transport(reading: Data("Content-Length: 999999999999\r\n\r\n".utf8))
        XCTAssertThrowsError(try huge.read()) { XCTAssertEqual($0 as? JSONRPCTransport.ReadError, .tooLarge(999_999_999_999)) }
        var noLength = try transport(reading: Data("Content-Type: x\r\n\r\n{}".utf8))
        XCTAssertThrowsError(try noLength.read()) { XCTAssertEqual($0 as? JSONRPCTransport.ReadError, .malformedHeader("no Content-Length")) }
        var endless = try transport(reading: Data(repeating: UInt8(ascii: "x"), count: 10_000))
        XCTAssertThrowsError(try endless.read()) {
            XCTAssertEqual($0 as? JSONRPCTransport.ReadError, .malformedHeader(String(repeating: "x", count: 80)))
        }
    }

    func testPositionsAreUTF16AndValuesHaveTheirLength() {
        // "😀" is one scalar (w3wlint's column) and two UTF-16 units (LSP's character).
        let lines = LineIndex("a: 1\r\nb: \"😀x\" # c\nc: #FFF, d\n")
        XCTAssertEqual(lines.utf16(line: 2, column: 5).character, 4)
        XCTAssertEqual(lines.utf16(line: 2, column: 6).character, 6)
        XCTAssertEqual(lines.valueEnd(line: 2, column: 4), 8)  // the quoted value, quotes included
        XCTAssertEqual(lines.valueEnd(line: 3, column: 4), 8)  // `#FFF` up to the comma
        XCTAssertEqual(lines.column(line: 1, utf16: 6), 6)
        XCTAssertEqual(lines.offset(line: 1, utf16: 6), 11)
        XCTAssertEqual(lines.offset(line: 0, utf16: 4), 4)
        XCTAssertNil(lines.offset(line: 9, utf16: 0))
        // A lone CR breaks a line too (as the loaders count lines); CR LF is one break.
        let breaks = LineIndex("a\rbc\r\nd\n")
        XCTAssertEqual(breaks.lines.map { String(String.UnicodeScalarView($0)) }, ["a", "bc", "d", ""])
        XCTAssertEqual(breaks.starts, [0, 2, 6, 8])
        XCTAssertEqual(breaks.utf16(line: 3, column: 1).line, 2)
        // Lines without astral scalars keep no table (a column is its UTF-16 offset).
        XCTAssertEqual(Array(lines.utf16Prefixes.keys), [1])
    }

    /// A finding, its quick fix and its hover stand at the value as the editor counts lines (LF, CR LF and a lone
    /// CR in LSP), though libyaml also ends a line at the NEL in the comment above it; the fix edits the value's own
    /// text whether or not the editor sends the file's byte order mark.
    func testFindingsAndQuickFixesStandWhereTheEditorShowsTheValue() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\n")
        let uri = scratch.appendingPathComponent("t.w3wtheme.yaml").absoluteString
        for byteOrderMark in ["", "\u{FEFF}"] {
            var server = LanguageServer(root: scratch.path)
            let text = byteOrderMark + "w3wtheme: 1\n# a\u{85}# b\nscales:\n  cornerRadius: [4, 8]\nschemes:\n  s:\n"
                + "    styles: { cornerRadius: 5 }\n#           {               5 }\n"
            let published = server.handle(["method": "textDocument/didOpen",
                                            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]])
            let value: NSDictionary = ["start": ["line": 6, "character": 28], "end": ["line": 6, "character": 29]]
            let diagnostics = (published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
            XCTAssertEqual(diagnostics?.map { $0["range"] as? NSDictionary }, [value], byteOrderMark.debugDescription)
            let answer = server.handle(["jsonrpc": "2.0", "id": 2, "method": "textDocument/codeAction", "params": [
                "textDocument": ["uri": uri], "range": value, "context": ["diagnostics": []],
            ]])
            let actions = answer.first?["result"] as? [[String: Any]]
            let changes = (actions?.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
            XCTAssertEqual(changes?[uri]?.map { $0 as NSDictionary }, [["range": value, "newText": "4"] as NSDictionary], byteOrderMark.debugDescription)
            let hover = server.handle(["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": [
                "textDocument": ["uri": uri], "position": ["line": 6, "character": 28],
            ]])
            let shown = ((hover.first?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
            XCTAssertEqual(shown?.hasPrefix("**corner-radius**"), true, byteOrderMark.debugDescription)
        }
    }

    /// A byte order mark the editor sends is a character on the first line, where readers count columns after it;
    /// the other places a finding stands for are converted as its own place is (here after an LS).
    func testAByteOrderMarkAndRelatedPlacesStandWhereTheEditorShowsThem() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\n")
        let uri = scratch.appendingPathComponent("t.w3wtheme.yaml").absoluteString
        var server = LanguageServer(root: scratch.path)
        func open(_ text: String) -> [[String: Any]] {
            let published = server.handle(["method": "textDocument/didOpen",
                                            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]])
            return ((published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
        }
        let flow = open("\u{FEFF}{w3wtheme: 1, scales: {cornerRadius: [4, 8]}, schemes: {s: {styles: {cornerRadius: 5}}}}\n")
        XCTAssertEqual(flow.map { $0["range"] as? NSDictionary },
                       [["start": ["line": 0, "character": 84], "end": ["line": 0, "character": 85]] as NSDictionary])
        let shared = open("w3wtheme: 1\n# a\u{2028}# b\npalette: { grey: \"#999999\", white: \"#FFFFFF\" }\nschemes:\n"
            + "  a:\n    colors: { foreground: grey, background: white }\n  b:\n    colors: { foreground: grey, background: white }\n")
        let related = shared.map { diagnostic in
            (diagnostic["relatedInformation"] as? [[String: Any]])?.map { (($0["location"] as? [String: Any])?["range"] as? [String: Any])?["start"] as? NSDictionary }
        }
        XCTAssertEqual(related, [[["line": 7, "character": 26] as NSDictionary], [["line": 5, "character": 26] as NSDictionary]])
    }

    /// A view's pair names where its colours are defined as related information; the finding is not shown again at
    /// those definitions (a colour used by thirty views would carry thirty copies).
    func testDefinitionsAreRelatedInformationNotCopiesOfTheFinding() throws {
        let colors = "import SwiftUI\nextension Color {\n    static let ink = Color(red: 0.6, green: 0.6, blue: 0.6)\n"
            + "    static let paper = Color(red: 1, green: 1, blue: 1)\n}\n"
        let view = "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"a\").foregroundColor(.ink).background(.paper) }\n}\n"
        try write("Kit/Colors.swift", colors)
        try write("App/Row.swift", view)
        var server = LanguageServer(root: scratch.path)
        // Both open: each publish covers every open document.
        var published: [[String: Any]] = []
        for (path, text) in [("Kit/Colors.swift", colors), ("App/Row.swift", view)] {
            let uri = scratch.appendingPathComponent(path).absoluteString
            published = server.handle(["method": "textDocument/didOpen",
                                       "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]])
        }
        func diagnostics(_ path: String) -> [[String: Any]] {
            let uri = scratch.appendingPathComponent(path).absoluteString
            return ((published.first { ($0["params"] as? [String: Any])?["uri"] as? String == uri }?["params"] as? [String: Any])?["diagnostics"]
                as? [[String: Any]]) ?? [["missing": true]]
        }
        XCTAssertEqual(diagnostics("Kit/Colors.swift").count, 0)
        let diagnostics = diagnostics("App/Row.swift")
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["contrast"])
        let related = (diagnostics.first?["relatedInformation"] as? [[String: Any]])?.map { place in
            let location = place["location"] as? [String: Any]
            let start = (location?["range"] as? [String: Any])?["start"] as? [String: Int]
            return "\((location?["uri"] as? String ?? "").hasSuffix("/Kit/Colors.swift")) \(start?["line"] ?? -1):\(start?["character"] ?? -1) "
                + "\(place["message"] as? String ?? "")"
        }
        XCTAssertEqual(related, ["true 2:15 the foreground #999999 is defined here", "true 3:15 the background #FFFFFF is defined here"])
    }

    func testSessionPublishesUnsavedTextAndAnswersWhatItDoesNotServe() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\n")
        var server = LanguageServer(root: "/nowhere")
        let initialized = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": scratch.absoluteString]])
        XCTAssertEqual(server.root, scratch.path)
        let capabilities = (initialized.first?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        XCTAssertEqual(capabilities?["hoverProvider"] as? Bool, true)
        let uri = scratch.appendingPathComponent("t.w3wtheme.yaml").absoluteString
        let text = "w3wtheme: 1\nscales:\n  cornerRadius: [4, 8]\nschemes:\n  s:\n    styles: { cornerRadius: 5 }\n"
        let published = server.handle(["method": "textDocument/didOpen",
                                        "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]])
        XCTAssertEqual(published.count, 1)
        let params = published[0]["params"] as? [String: Any]
        XCTAssertEqual(params?["uri"] as? String, uri)
        let diagnostics = try XCTUnwrap(params?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["corner-radius"])
        XCTAssertEqual(diagnostics.first?["range"] as? NSDictionary,
                       ["start": ["line": 5, "character": 28], "end": ["line": 5, "character": 29]] as NSDictionary)
        // A range change (sent by clients that ignore the full-text sync asked for) is applied too.
        let changed = server.handle(["method": "textDocument/didChange", "params": [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": ["line": 5, "character": 28], "end": ["line": 5, "character": 29]], "text": "8"]],
        ]])
        XCTAssertEqual(((changed.first?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.count, 0)
        let unknown = server.handle(["jsonrpc": "2.0", "id": 7, "method": "textDocument/rename", "params": [:]])
        XCTAssertEqual((unknown.first?["error"] as? [String: Any])?["code"] as? Int, -32601)
        XCTAssertTrue(server.handle(["method": "some/notification"]).isEmpty)
        _ = server.handle(["jsonrpc": "2.0", "id": 8, "method": "shutdown"])
        _ = server.handle(["method": "exit"])
        XCTAssertEqual(server.exitCode, 0)
    }
}
