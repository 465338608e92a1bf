import Foundation
import XCTest
@testable import W3WLintKit

/// `w3wlint init` run as a process: it writes a starter configuration naming the references it found, and never
/// writes over one that exists.
final class InitCommandTests: ScratchFolderTestCase {
    func testInitWritesOnceAndSaysWhatItFound() throws {
        try write("design/t.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  red: \"#E11F26\"\n")
        let first = try w3wlint("init")
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, "wrote .w3wlint.yml: 1 reference found; see `w3wlint rules` for the rules it turns on\n")
        let written = try String(contentsOf: scratch.appendingPathComponent(".w3wlint.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("\n#   design/t.w3wtheme.yaml  w3w theme, serves design/\n"), written)
        XCTAssertEqual(try w3wlint("check", "design").status, 0)

        let again = try w3wlint("init")
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.stderr, "w3wlint: error: .w3wlint.yml exists already; w3wlint init never overwrites a configuration\n")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent(".w3wlint.yml"), encoding: .utf8), written)
    }
}
