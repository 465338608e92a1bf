import XCTest
@testable import W3WLintKit

/// `TheoTokenLoader`: Theo YAML (Twilio Paste): aliases, declared contrast pairs, theme folders as modes or brand
/// overrides.
final class TheoTokenLoaderTests: XCTestCase {
    func testTheoPropsAliasesModesAndDeclaredPairs() {
        let aliases = """
        aliases:
          gray-10: "#F4F4F6"
          gray-60: "#8891AA"
          gray-100: "#121C2D"
          weight-bold: 700
        """
        let text = """
        global:
          type: color
          category: text-color
        imports:
          - ../aliases/color.yml
        props:
          color-text-weak:
            value: "{!gray-60}"
            comment: Weak body text.
            text_contrast_pairing:
              - color-background
          color-background:
            value: "{!gray-10}"
          color-border:
            value: "{!gray-60}"
            uicontrol_contrast_pairing:
              - color-background
        """
        let dark = """
        props:
          color-background:
            value: "{!gray-100}"
            type: color
        """
        let brand = """
        props:
          color-text-weak:
            value: "#GGGGGG"
            type: color
        """
        let result = lint([("ds/tokens/aliases/color.yml", aliases), ("ds/tokens/global/text-color.yml", text),
                           ("ds/tokens/themes/dark/global/background-color.yml", dark),
                           ("ds/tokens/themes/acme-dark/global/text-color.yml", brand)])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }, [
            // Declared pairs: text needs 4.5:1, a UI control 3:1; dark mode (#121C2D behind) passes both.
            "ds/tokens/global/text-color.yml:7:3 contrast: color-text-weak #8891AA on color-background #F4F4F6 is 2.86:1 in light mode, below WCAG AA 4.5:1 for text (scheme tokens)",
            "ds/tokens/global/text-color.yml:14:3 contrast: color-border #8891AA on color-background #F4F4F6 is 2.86:1 in light mode, below WCAG AA 3:1 for non-text (scheme tokens)",
            // A brand theme's dark override that cannot be read; the brand theme is not judged for missing modes.
            "ds/tokens/themes/acme-dark/global/text-color.yml:3:12 invalid-value: token `color-text-weak`: `#GGGGGG` is not a colour (expected #RRGGBB[AA], rgb()/rgba(), hsl() or a colour object)",
        ])
        XCTAssertEqual(TheoTokenLoader().placement(of: "p/tokens/themes/twilio-dark/global/a.yml").mode, "dark")
        XCTAssertEqual(TheoTokenLoader().placement(of: "p/tokens/themes/twilio-dark/global/a.yml").set, "p/tokens/themes/twilio")
        XCTAssertEqual(TheoTokenLoader().placement(of: "p/tokens/themes/dark/global/a.yml").set, "p/tokens")
        XCTAssertFalse(TheoTokenLoader().canLoad(path: "design/theme.yml"))
    }
}
