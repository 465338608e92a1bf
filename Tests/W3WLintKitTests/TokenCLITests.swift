import Foundation
import XCTest
@testable import W3WLintKit

/// The `tokens:` section through the `w3wlint` executable: errors exit 2 before checking; conventions change results.
final class TokenCLITests: ScratchFolderTestCase {
    func testTokensConfigurationErrorsExitTwo() throws {
        try write(".w3wlint.yml", "tokens:\n  modez: [light, dark]\n  pairs: nope\n")
        try write("design/a.tokens.json", "{}")
        let run = try w3wlint("check", "design")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, """
        w3wlint: error: invalid configuration
        .w3wlint.yml:2:3: error: unknown key `modez` in `tokens`; did you mean `modes`? (known: modes, modeExtensions, modeSets, pairs, spacing, radius, pairByName, cssSelectors)
        .w3wlint.yml:3:10: error: `tokens.pairs` must be a list of {foreground, background, level?, kind?}

        """)
    }

    func testNamedModeExtensionChangesTheDarkValues() throws {
        try write("design/fg.tokens.json", """
        {
          "fgColor": { "default": { "$type": "color", "$value": "#1F2328",
            "$extensions": { "org.primer.overrides": { "dark": "#30363D" } } } },
          "bgColor": { "default": { "$type": "color", "$value": "#FFFFFF",
            "$extensions": { "org.primer.overrides": { "dark": "#0D1117" } } } }
        }
        """)
        // Primer's overrides are read by default; configured away, both modes show `$value`: dark text on white passes.
        try write(".w3wlint.yml", "tokens:\n  modeExtensions: [mode]\n")
        XCTAssertEqual(try w3wlint("check", "design").stdout, "0 errors, 0 warnings in 1 file\n")
        try FileManager.default.removeItem(at: scratch.appendingPathComponent(".w3wlint.yml"))
        let run = try w3wlint("check", "design")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
        design/fg.tokens.json:2:16: error: fgColor.default #30363D on bgColor.default #0D1117 is 1.55:1 in dark mode, below WCAG AA 4.5:1 for text (scheme design) [contrast]
            suggestion: #767D85
        1 error, 0 warnings in 1 file

        """)
    }
}
