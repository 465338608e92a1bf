import Foundation
import XCTest
@testable import W3WLintKit

/// Reports written to a file: streamed piece by piece, byte for byte what `report` returns, atomically, and a write
/// that fails is kept.
final class OutputFileTests: ScratchFolderTestCase {
    /// SARIF and JSON reports are written piece by piece, so a run's hundred thousand findings are never held whole
    /// as values or text: through a file's 64 kB buffer they are byte for byte what `report` returns.
    func testStreamedReportsAreTheSameBytesThroughAFile() throws {
        var text = "w3wtheme: 1\nschemes:\n"
        for index in 0..<300 { text += "  s\(index):\n    styles:\n      padding: 13\n      cornerRadius: 5\n" }
        let result = lint([("a.w3wtheme.yaml", text)])
        XCTAssertEqual(result.findings.filter { $0.ruleID == "corner-radius" }.count, 300)
        let path = try write("report", "an older report").path
        for reporter in ReportFormat.allCases.map({ $0.reporter(useColor: false) }) {
            let expected = reporter.report(result)
            XCTAssertGreaterThan(expected.utf8.count, 65_536, "\(reporter): more than the buffer holds")
            try OutputFile.writeAtomically(to: path) { reporter.write(result, to: &$0) }
            XCTAssertEqual(FileManager.default.contents(atPath: path), Data(expected.utf8), "\(reporter)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["report"], "no temporary file left")
    }

    /// A write that fails (a full disk) is kept, later writes are dropped, and `OutputFile` leaves the old file.
    func testFileOutputKeepsTheFirstFailure() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        guard descriptor >= 0 else { throw XCTSkip("no /dev/full on this system") }
        defer { close(descriptor) }
        var output = FileOutput(descriptor: descriptor)
        output.write("short")
        XCTAssertNil(output.failure, "still in the buffer")
        output.flush()
        XCTAssertEqual(output.failure, ENOSPC)
        output.write(String(repeating: "x", count: 100_000))
        XCTAssertEqual(output.failure, ENOSPC)
        XCTAssertThrowsError(try OutputFile.writeAtomically(to: "/nonexistent-folder-\(UUID())/report") { $0.write("x") })
    }
}
