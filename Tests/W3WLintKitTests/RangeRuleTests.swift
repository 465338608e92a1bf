import Foundation
import XCTest
@testable import W3WLintKit

/// `RangeRule`: the minimums a pack sets (`touch-target` in the HIG and Material packs).
final class RangeRuleTests: ScratchFolderTestCase {
    func testTouchTargetInTheHIGAndMaterialPacksOnly() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
          <g id="Small_Button"><rect width="80" height="24" rx="4" fill="#0A3049"/></g>
          <g id="Wide_Button" transform="translate(0 30)"><rect width="120" height="46" rx="8" fill="#0A3049"/></g>
          <g id="Cell" transform="translate(0 80)"><rect width="400" height="48" fill="#FFFFFF"/></g>
          <g id="Icon" transform="translate(0 140)"><rect width="16" height="16" fill="#0A3049"/></g>
        </svg>
        """
        try write("toolbar.svg", svg)
        var results: [String: [String]] = [:]
        for pack in ["w3w", "apple-hig", "material3"] {
            let configuration = try Configuration.parse("extends: [w3w\(pack == "w3w" ? "" : ", \(pack)")]\n", workingDirectory: scratch.path)
            let result = try Linter(configuration: configuration).check(paths: ["toolbar.svg"], workingDirectory: scratch.path)
            results[pack] = result.findings.filter { $0.ruleID == "touch-target" }
                .map { "\($0.location.line):\($0.location.column) \($0.message)" }
        }
        // The default pack has no touch target: the what3words buttons (24, 34, 40) are below 44 by design.
        XCTAssertEqual(results, [
            "w3w": [],
            "apple-hig": ["2:3 button `Small_Button` (svg > g#Small_Button) is 80 × 24, below the minimum 44 × 44"],
            "material3": ["2:3 button `Small_Button` (svg > g#Small_Button) is 80 × 24, below the minimum 48 × 48",
                          "3:3 button `Wide_Button` (svg > g#Wide_Button) is 120 × 46, below the minimum 48 × 48"],
        ])
    }
}
