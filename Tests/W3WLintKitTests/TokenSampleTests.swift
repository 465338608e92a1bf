import XCTest
@testable import W3WLintKit

/// `Samples/tokens/`: a DTCG token set with one file per mode; its findings are pinned exactly. The corpus tests
/// load every token, colour-set and Android values file of `../shared/corpus` and pin what they find.
final class TokenSampleTests: XCTestCase {
    func testTokenSampleFindings() throws {
        let result = try Linter().check(paths: ["Samples/tokens"], workingDirectory: packageRoot.path)
        XCTAssertEqual(result.files, ["Samples/tokens/color.tokens.json", "Samples/tokens/size.tokens.json",
                                      "Samples/tokens/theme.dark.tokens.json", "Samples/tokens/theme.light.tokens.json"])
        // The dark button background names a missing token, so dark mode shows the light value (the first defined);
        // dark findings point at the dark file, where the dark value is written.
        // `color.text.secondary` names no background of its own, so it is read on `color.background.default`.
        // The set's sizes are its own scale: with no pack chosen nothing judges them (`extends: [w3w]` would).
        XCTAssertEqual(TextReporter().report(result), """
        Samples/tokens/theme.dark.tokens.json:7:7: error: color.text.on-brand #FFFFFF on color.background.brand #F0585D is 3.35:1 in dark mode, below WCAG AA 4.5:1 for text (scheme tokens) [contrast]
            suggestion: #262626
        Samples/tokens/theme.dark.tokens.json:14:7: error: color.button.text #FFFFFF on color.button.background #878F99 is 3.27:1 in dark mode, below WCAG AA 4.5:1 for text (scheme tokens) [contrast]
            suggestion: #282828
        Samples/tokens/theme.dark.tokens.json:15:33: error: unknown alias target `{color.navy.500}` in token `color.button.background`: no token of that name in any token file checked [invalid-value]
        Samples/tokens/theme.light.tokens.json:6:7: error: color.text.secondary #878F99 on color.background.default #FFFFFF is 3.27:1 in light mode, below WCAG AA 4.5:1 for text (scheme tokens) [contrast]
            suggestion: #707781
        Samples/tokens/theme.light.tokens.json:14:7: error: color.button.text #FFFFFF on color.button.background #878F99 is 3.27:1 in light mode, below WCAG AA 4.5:1 for text (scheme tokens) [contrast]
            suggestion: #282828
        Samples/tokens/theme.light.tokens.json:17:5: warning: colour `color.focus` has no dark value (it defines light; required modes: light, dark) [dark-variant]
        5 errors, 1 warning in 4 files

        """)
    }
}
