import Foundation
import XCTest
@testable import W3WLintKit

/// `w3wlint lsp` as a process: what no client should send never crashes it.
final class LSPCommandTests: ScratchFolderTestCase {
    /// The process: a body that is no JSON is answered with a parse error and the session goes on; a header that
    /// is no header ends it with exit 1, never a crash.
    func testTheProcessSurvivesBadMessages() throws {
        let session = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#) + frame("not json")
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        try write("session", session)
        let clean = try runProcess("/bin/sh", ["-c", "'\(try builtExecutable())' lsp < session"], in: scratch)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertTrue(clean.stdout.contains(#""code":-32700"#), clean.stdout)
        XCTAssertTrue(clean.stdout.contains(#""id":2,"jsonrpc":"2.0","result":null"#), clean.stdout)
        try write("bad", "Content-Length: nine\r\n\r\n")
        let bad = try runProcess("/bin/sh", ["-c", "'\(try builtExecutable())' lsp < bad"], in: scratch)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "w3wlint lsp: malformed header `Content-Length: nine`; the session ends\n")
    }
}
