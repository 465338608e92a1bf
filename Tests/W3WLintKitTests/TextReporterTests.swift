import Foundation
import XCTest
@testable import W3WLintKit

/// `TextReporter`: the report's lines with their fixes, and its summary line (words, colour, files with design data).
final class TextReporterTests: XCTestCase {
    private let theme = TestThemes.reportTheme

    func testTextFormat() {
        let result = lint([("design/a.w3wtheme.yaml", theme), ("design/b.w3wtheme.yaml", "w3wtheme: 1\n")])
        XCTAssertEqual(TextReporter().report(result), """
        design/a.w3wtheme.yaml:5:3: warning: colour `tint` has no dark value (it defines light; required modes: light, dark) [dark-variant]
        design/a.w3wtheme.yaml:9:19: error: foreground #777777 on background #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme base) [contrast]
            unsafe fix (--fix --unsafe-fixes): #777777 → #767676
        design/a.w3wtheme.yaml:12:16: warning: padding 13 in scheme base is not on the padding scale (what3words presets); nearest: medium (12) or bold (16) [spacing-scale]
            fix: 13 → 12
        design/a.w3wtheme.yaml:13:21: warning: cornerRadius 5 in scheme base is not a preset; nearest: extraSmall (4) or small (8) [corner-radius]
            fix: 5 → 4
        1 error, 3 warnings in 2 files

        """)
    }

    func testTextSummaryWordsAndColour() {
        let clean = lint([("a.w3wtheme.yaml", "w3wtheme: 1\n")])
        XCTAssertEqual(TextReporter().report(clean), "0 errors, 0 warnings in 1 file\n")
        let one = lint([("a.w3wtheme.yaml", "w3wtheme: 1\nx: 1\n")])
        XCTAssertEqual(TextReporter.summary(one), "1 error, 0 warnings in 1 file")
        let coloured = TextReporter(useColor: true).report(one)
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"), coloured)
        XCTAssertFalse(TextReporter(useColor: false).report(one).contains("\u{1B}"))
    }

    #if SwiftSources // Swift sources are read only in builds with the SwiftSources trait (the default)
    /// A run whose files hold no design data says so, and a run where some do says how many: never a silent pass.
    func testRunsSayHowManyFilesHeldDesignData() {
        let none = lint([("App/App.swift", "struct App {}\n"), ("App/Model.swift", "enum Model { static let limit = 3 }\n")])
        XCTAssertEqual(TextReporter.summary(none), "0 errors, 0 warnings in 2 files (0 with design data)")
        XCTAssertEqual(TextReporter.nothingJudged(none), "none of the 2 files checked holds design data that w3wlint reads, so "
            + "nothing was judged: it reads w3w themes, design tokens, CSS custom properties, Xcode colour sets, Android "
            + "resources, SVG and vector drawables, and in Swift, colours, scales, style enums and the spacings, radii and "
            + "font sizes that lay views out")
        let some = lint([("App/App.swift", "struct App {}\n"), ("App/Colors.swift", "import UIKit\nenum C { static let a = UIColor(white: 0, alpha: 1) }\n")])
        XCTAssertEqual(TextReporter.summary(some), "0 errors, 0 warnings in 2 files (1 with design data)")
        XCTAssertNil(TextReporter.nothingJudged(some))
    }
    #endif
}
