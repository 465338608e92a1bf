import Foundation
import XCTest
@testable import W3WLintKit

/// `ScaleRule` (`spacing-scale`) beside the other numbers measured in an export: the padding from a component's
/// background to its content, font sizes and corner radii under transforms.
final class ScaleRuleTests: XCTestCase {
    private func report(_ files: [(String, String)], rules: [any RuleKind] = BuiltinRules.defaultPack) -> [String] {
        lint(files, rules: rules).findings.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID) \($0.message)"
        }
    }

    func testTypographyCornerRadiusAndSpacingNumbers() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">
          <g id="Chip" transform="translate(10 10)">
            <rect width="100" height="40" rx="20" ry="20" fill="#E11F26"/>
            <circle cx="26" cy="20" r="8" fill="#FFFFFF"/>
            <text x="40" y="25" font-size="14.5" fill="#FFFFFF">Chip</text>
          </g>
          <g transform="matrix(1.5 0 0 1.5 0 0)"><rect x="80" y="2" width="20" height="20" rx="3" fill="#0A3049"/></g>
        </svg>
        """
        // A theme without `typography:`: the size-only check against the fontSize scale (the what3words presets).
        XCTAssertEqual(report([("chip.svg", svg), ("theme.w3wtheme.yaml", "w3wtheme: 1\n")],
                              rules: [ScaleRule(), PresetsRule(), TypographyRule()]), [
            "chip.svg:4:5 warning spacing-scale leading padding 18 of svg > g#Chip (from its background to svg > g#Chip > circle) is not on the padding scale (what3words presets); nearest: bold (16) or heavy (24)",
            "chip.svg:5:5 warning typography font size 14.5 of text \"Chip\" is not on the fontSize scale; nearest: footnote (13) or subheadline (15)",
            "chip.svg:7:42 warning corner-radius corner radius 4.5 of svg > g[2] > rect is not a preset; nearest: extraSmall (4) or small (8)",
        ])
    }

    /// The same drawing in an Xcode image set is a picture the UI places whole (an icon, a flag): its insets and
    /// corners are the artist's, not a layout of the design's scales. A folder named so outside a catalog is none.
    func testAnImageSetsDrawingIsNoLayout() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">
          <g id="Chip"><rect width="100" height="40" rx="5" fill="#E11F26"/><circle cx="26" cy="20" r="8" fill="#FFFFFF"/></g>
        </svg>
        """
        XCTAssertEqual(report([("Assets.xcassets/Chip.imageset/chip.svg", svg), ("Exports/Chip.imageset/chip.svg", svg),
                               ("theme.w3wtheme.yaml", "w3wtheme: 1\n")],
                              rules: [ScaleRule(), PresetsRule()]), [
            "Exports/Chip.imageset/chip.svg:2:16 warning corner-radius corner radius 5 of svg > g#Chip > rect is not a preset; nearest: extraSmall (4) or small (8)",
            "Exports/Chip.imageset/chip.svg:2:69 warning spacing-scale leading padding 18 of svg > g#Chip (from its background to svg > g#Chip > circle) is not on the padding scale (what3words presets); nearest: bold (16) or heavy (24)",
            "Exports/Chip.imageset/chip.svg:2:69 warning spacing-scale trailing padding 66 of svg > g#Chip (from its background to svg > g#Chip > circle) is not on the padding scale (what3words presets); nearest: heavy (24)",
        ])
    }
}
