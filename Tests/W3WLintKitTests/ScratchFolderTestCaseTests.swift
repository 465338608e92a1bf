import Foundation
import XCTest

/// The scratch folders tests write into are removed after each test, and removing them changes nothing outside them.
final class ScratchFolderTestCaseTests: ScratchFolderTestCase {
    /// Tests leave links to files outside (the cache tests link to /dev/null and /etc/hostname): reopening the
    /// folders a test closed must not change what a link leads to.
    func testRemovalReopensClosedFoldersButNeverFollowsALink() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-link-target-\(UUID().uuidString)")
        try "kept".write(to: target, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: target) }
        XCTAssertEqual(chmod(target.path, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("link").path, withDestinationPath: target.path)
        let outside = try makeFolder("closed")
        try write("inner/file.txt", "x", in: outside)
        XCTAssertEqual(chmod(outside.appendingPathComponent("inner").path, 0), 0)
        let folders = [scratch!, outside]
        try tearDownWithError()
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "kept")
        XCTAssertEqual(folders.filter { FileManager.default.fileExists(atPath: $0.path) }, [])
    }
}
