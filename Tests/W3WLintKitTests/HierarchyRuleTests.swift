import Foundation
import XCTest
@testable import W3WLintKit

/// `HierarchyRule`: the text levels of a component compared by size, then weight, then contrast; and image masks.
final class HierarchyRuleTests: XCTestCase {
    func testHierarchyComparesSizeThenWeightThenContrastWithinEachComponent() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
          <g id="Row_1">
            <rect width="400" height="64" fill="#FFFFFF"/>
            <text id="primary" x="10" y="20" font-size="15">Title</text>
            <text id="secondary" x="10" y="40" font-size="17">Bigger subtitle</text>
            <g id="Tertiary_Group"><text x="10" y="58" font-size="15" font-weight="600">Bolder, inherits the level</text></g>
          </g>
          <g id="Row_2" transform="translate(0 70)">
            <rect width="400" height="64" fill="#FFFFFF"/>
            <text id="Title" x="10" y="20" font-size="15" fill="#767676">Mapped primary</text>
            <text id="Secondary" x="10" y="40" font-size="15" fill="#000000">Same size and weight, darker</text>
            <text id="Quaternary" x="10" y="58" font-size="15" fill="#767676">Equal to primary: allowed</text>
          </g>
          <text id="secondary_outside" x="10" y="200" font-size="30">Not in a component with a primary</text>
        </svg>
        """
        var reader = try? OptionsReader(owner: "hierarchy", yaml: "{layers: {primary: [title]}}", file: "config")
        let options = HierarchyRule.Options(reading: &reader!)
        XCTAssertEqual(report([("a.svg", svg)], rules: [HierarchyRule(options: options)]), [
            "a.svg:5:5 hierarchy secondary text \"Bigger subtitle\" (17, regular) is more prominent than primary text \"Title\" (15, regular): font size 17 > 15",
            // Smaller than the secondary line, but bolder than the primary one at its size.
            "a.svg:6:28 hierarchy tertiary text \"Bolder, inherits the level\" (15, semibold) is more prominent than primary text \"Title\" (15, regular): weight semibold > regular",
            "a.svg:11:5 hierarchy secondary text \"Same size and weight, darker\" (15, regular) is more prominent than primary text \"Mapped primary\" (15, regular): contrast 21.00:1 > 4.54:1 in light mode",
        ])
    }

    func testImageMasks() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">
          <defs>
            <pattern id="p" width="1" height="1"/>
            <clipPath id="round6"><rect x="0" y="100" width="40" height="40" rx="6"/></clipPath>
            <clipPath id="round8"><rect x="0" y="150" width="40" height="40" rx="8"/></clipPath>
            <clipPath id="oval"><ellipse cx="20" cy="220" rx="20" ry="10"/></clipPath>
            <clipPath id="blob"><path d="M0 250h40v40z"/></clipPath>
          </defs>
          <image id="Avatar" width="40" height="40" href="a.png"/>
          <rect id="Thumbnail" y="50" width="40" height="40" fill="url(#p)"/>
          <g id="Photo" clip-path="url(#round6)"><image y="100" width="40" height="40" href="a.png"/></g>
          <g id="Photo_2" clip-path="url(#round8)"><image y="150" width="40" height="40" href="a.png"/></g>
          <g id="Picture" clip-path="url(#oval)"><image y="200" width="40" height="40" href="a.png"/></g>
          <g id="Avatar_2" clip-path="url(#blob)"><image y="250" width="40" height="40" href="a.png"/></g>
          <circle id="avatarImage" cx="20" cy="320" r="20" fill="url(#p)"/>
          <image id="Banner" y="350" width="40" height="40" href="a.png"/>
        </svg>
        """
        // Radius 8 and a circle (a pattern-filled circle is its own mask) pass; a path clip is not measured; `Banner`
        // is not named as the image. With no cornerRadius scale (no reference, no pack chosen) any rounded mask passes.
        XCTAssertEqual(report([("a.svg", svg)], rules: [HierarchyRule()]).filter { !$0.contains("rounded rect of radius") },
                       report([("a.svg", svg)], rules: [HierarchyRule()]))
        XCTAssertEqual(report([("a.svg", svg)], rules: [HierarchyRule()]).count, 3)
        XCTAssertEqual(report([("a.svg", svg)], rules: [HierarchyRule()], presets: chosenPresets()), [
            "a.svg:9:3 hierarchy image svg > image#Avatar has no mask; expected a circle or a rounded rect of a cornerRadius preset",
            "a.svg:10:3 hierarchy image svg > rect#Thumbnail has square corners; expected a circle or a rounded rect of a cornerRadius preset",
            "a.svg:11:42 hierarchy image svg > g#Photo > image is masked by a rounded rect of radius 6, not a cornerRadius preset; nearest: extraSmall (4) or small (8)",
            "a.svg:13:42 hierarchy image svg > g#Picture > image is masked by an ellipse of 40 × 20, not a circle",
        ])
    }
}
