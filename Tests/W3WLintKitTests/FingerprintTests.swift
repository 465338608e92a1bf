import Foundation
import XCTest
@testable import W3WLintKit

/// Finding fingerprints: the same when lines move or line endings and indentation change, different for twins.
final class FingerprintTests: XCTestCase {
    private let theme = TestThemes.reportTheme

    func testFingerprintsSurviveMovedLinesAndTellTwinsApart() throws {
        let before = lint([("a.w3wtheme.yaml", theme)]).findings
        let moved = lint([("a.w3wtheme.yaml", theme.replacingOccurrences(of: "palette:", with: "name: moved\n\npalette:"))]).findings
        XCTAssertEqual(before.map(\.fingerprint), moved.map(\.fingerprint))
        XCTAssertNotEqual(before.map(\.location.line), moved.map(\.location.line))
        XCTAssertEqual(Set(before.map(\.fingerprint)).count, before.count, "every finding has its own fingerprint")
        let edited = lint([("a.w3wtheme.yaml", theme.replacingOccurrences(of: "padding: 13", with: "padding: 14"))]).findings
        XCTAssertNotEqual(before.first { $0.ruleID == "spacing-scale" }?.fingerprint,
                          edited.first { $0.ruleID == "spacing-scale" }?.fingerprint)
    }

    /// CRLF files split at their line feeds; trailing carriage returns and indentation do not change a fingerprint.
    func testLineEndingsAndIndentationDoNotMatter() {
        let unix = "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n"
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let a = lint([("a.w3wtheme.yaml", unix)]).findings
        let b = lint([("a.w3wtheme.yaml", windows)]).findings
        XCTAssertEqual(a.map(\.fingerprint), b.map(\.fingerprint))
        XCTAssertEqual(a.map(\.location.line), [5])
    }
}
