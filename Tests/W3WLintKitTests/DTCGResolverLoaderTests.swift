import XCTest
@testable import W3WLintKit

/// `DTCGResolverLoader`: a DTCG resolver's contexts give the token files they name their modes.
final class DTCGResolverLoaderTests: XCTestCase {
    func testResolverContextsGiveFilesTheirModes() {
        let resolver = """
        {
          "name": "DS", "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "./ds/base.tokens.json" }] } },
          "modifiers": {
            "theme": { "contexts": {
              "light": [{ "$ref": "./ds/one.tokens.json" }],
              "dark": [{ "$ref": "./ds/sub/../two.tokens.json" }],
              "light-hc": [{ "$ref": "./ds/three.tokens.json" }]
            } },
            "broken": { "default": "x" }
          }
        }
        """
        let one = "{ \"surface\": { \"$type\": \"color\", \"$value\": \"#FFFFFF\" }, \"accent\": { \"$type\": \"color\", \"$value\": \"#0969DA\" } }"
        let two = "{ \"surface\": { \"$type\": \"color\", \"$value\": \"#0D1117\" } }"
        let three = "{ \"surface\": { \"$type\": \"color\", \"$value\": \"#EEEEEE\" } }"
        let result = lint([("design/ds.resolver.json", resolver), ("design/ds/one.tokens.json", one), ("design/ds/two.tokens.json", two),
                           ("design/ds/three.tokens.json", three)])
        XCTAssertEqual(lines(result.findings), [
            "design/ds.resolver.json:10:5 invalid-value: modifier `broken` needs `contexts` (an object of context names to sources)",
            "design/ds/one.tokens.json:1:57 dark-variant: colour `accent` has no dark value (it defines light; required modes: light, dark)",
        ])
        XCTAssertEqual(TokenThemeSelection.join("../shared/x", "./a/../b.json"), "../shared/x/b.json")
        XCTAssertEqual(TokenThemeSelection.join("", "../a/./b.json"), "../a/b.json")
    }
}
