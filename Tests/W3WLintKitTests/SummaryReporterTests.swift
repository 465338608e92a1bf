import Foundation
import XCTest
@testable import W3WLintKit

/// `SummaryReporter`: the `--summary` table.
final class SummaryReporterTests: XCTestCase {
    private let theme = TestThemes.findingsTheme

    func testSummaryTable() {
        let result = lint([("a.w3wtheme.yaml", theme), ("b.w3wtheme.yaml", "w3wtheme: 1\nx: 1\n")])
        XCTAssertEqual(SummaryReporter.table(result), """
        rule           errors  warnings  notes  files
        corner-radius       0         1      0      1
        dark-variant        0         1      0      1
        invalid-value       1         0      0      1
        spacing-scale       0         1      0      1
        total               1         3      0      2

        """)
    }
}
