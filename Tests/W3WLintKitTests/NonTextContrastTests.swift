import Foundation
import XCTest
@testable import W3WLintKit

/// Non-text contrast (SC 1.4.11) of exports judged as drawn: only controls and icons by default, strokes against
/// what lies beneath their outline, fills where they paint, nothing the viewBox, a clip path or a mask hides, and
/// text against the worst part of what it covers.
final class NonTextContrastTests: XCTestCase {
    private func contrast(_ files: [(String, String)], nonText: ContrastRule.NonTextScope = .controls) -> [String] {
        lint(files, rules: [ContrastRule(options: .init().with(\.nonText, nonText))]).findings.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    /// A pale shape in an illustration is decoration; the same shape in a layer named for a control is not.
    func testOnlyControlsAndIconsAreHeldToThreeToOneByDefault() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
          <rect width="400" height="200" fill="#FFFFFF"/>
          <circle cx="50" cy="50" r="30" fill="#EEEEEE"/>
          <g id="Toggle"><circle cx="150" cy="50" r="10" fill="#DDDDDD"/></g>
        </svg>
        """
        XCTAssertEqual(contrast([("hero.svg", svg)]), [
            "hero.svg:4:18 fill of circle #DDDDDD on #FFFFFF is 1.35:1 in light mode, below WCAG AA 3:1 for non-text (svg > g#Toggle > circle over svg > rect)",
        ])
        XCTAssertEqual(contrast([("hero.svg", svg)], nonText: .all).count, 2)
        XCTAssertEqual(contrast([("hero.svg", svg)], nonText: .off), [])
        // An export named for a control, or icon-sized, is held whole.
        XCTAssertEqual(contrast([("toggle-on.svg", svg)]).count, 2)
        let icon = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><rect width=\"24\" height=\"24\" fill=\"#FFFFFF\"/><circle cx=\"12\" cy=\"12\" r=\"6\" fill=\"#EEEEEE\"/></svg>"
        XCTAssertEqual(contrast([("dot.svg", icon)]).count, 1)
    }

    /// A border drawn as its own rect over a same-outline fill layer is seen against the page, not against the fill.
    func testAStrokeIsJudgedAgainstWhatLiesBeneathItsOutline() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60">
          <rect width="120" height="60" fill="#FFFFFF"/>
          <g id="Input">
            <rect x="10" y="10" width="100" height="40" fill="#F5F5F5"/>
            <rect x="10" y="10" width="100" height="40" fill="#F5F5F5" stroke="#F5F5F5"/>
          </g>
        </svg>
        """
        XCTAssertEqual(contrast([("field.svg", svg)]), [
            "field.svg:5:5 stroke of rect #F5F5F5 on #FFFFFF is 1.09:1 in light mode, below WCAG AA 3:1 for non-text (svg > g#Input > rect[2] over svg > rect)",
        ])
    }

    /// A ring is judged where it paints, not in its hole over the shape it outlines.
    func testAFillIsJudgedWhereItPaints() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
          <rect width="32" height="32" fill="#FFFFFF"/>
          <circle cx="16" cy="16" r="6" fill="#1D1D1D"/>
          <path d="M2 2h28v28H2zM8 8v16h16V8z" fill-rule="evenodd" fill="#1D1D1D"/>
        </svg>
        """
        XCTAssertEqual(contrast([("ring.svg", svg)]), [])
        let pale = svg.replacingOccurrences(of: "fill-rule=\"evenodd\" fill=\"#1D1D1D\"", with: "fill-rule=\"evenodd\" fill=\"#EEEEEE\"")
        XCTAssertEqual(contrast([("ring.svg", pale)]), [
            "ring.svg:4:3 fill of path #EEEEEE on #FFFFFF is 1.16:1 in light mode, below WCAG AA 3:1 for non-text (svg > path over svg > rect)",
        ])
    }

    /// Text outside the viewBox, or cropped by it to a sliver, is not judged; text over two backgrounds is judged
    /// against the one it shows worst on.
    func testTheViewBoxCropsAndTextIsJudgedAgainstItsWorstPart() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">
          <rect width="100" height="40" fill="#FFFFFF"/>
          <rect x="100" width="100" height="40" fill="#767676"/>
          <text x="60" y="24" font-size="14" fill="#595959">Half and half</text>
          <text x="40" y="90" font-size="14" fill="#EEEEEE">Below the frame</text>
          <text x="40" y="49.5" font-size="14" fill="#EEEEEE">Cut off</text>
        </svg>
        """
        XCTAssertEqual(contrast([("split.svg", svg)]), [
            "split.svg:4:3 text \"Half and half\" #595959 on #767676 is 1.54:1 in light mode, below WCAG AA 4.5:1 for text (svg > text[1] over svg > rect[2])",
        ])
        // The same text wholly on white passes (7.00:1): the probe across the run is what found the grey half.
        XCTAssertEqual(contrast([("white.svg", svg.replacingOccurrences(of: "x=\"60\" y=\"24\"", with: "x=\"4\" y=\"24\""))]), [])
    }

    /// A shape under a mask covers only what the mask keeps; one under a mask that cannot be measured covers nothing.
    func testMasksBoundWhatAShapeCovers() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40">
          <defs>
            <rect id="frame" x="0" y="0" width="20" height="20"/>
            <mask id="m" fill="white"><use xlink:href="#frame"/></mask>
            <mask id="odd"><g><circle r="1"/></g></mask>
          </defs>
          <rect width="100" height="40" fill="#FFFFFF"/>
          <rect width="100" height="40" fill="#000000" mask="url(#m)"/>
          <rect width="100" height="40" fill="#000000" mask="url(#odd)"/>
          <text x="40" y="24" font-size="14" fill="#595959">Label</text>
        </svg>
        """
        // Both black rects are masked to (at most) a corner: the label lies on white (7.00:1), not on black (2.99:1).
        XCTAssertEqual(contrast([("masked.svg", svg)]), [])
        let unmasked = svg.replacingOccurrences(of: " mask=\"url(#m)\"", with: "")
        XCTAssertEqual(contrast([("masked.svg", unmasked)]), [
            "masked.svg:10:3 text \"Label\" #595959 on #000000 is 2.99:1 in light mode, below WCAG AA 4.5:1 for text (svg > text over svg > rect[2])",
        ])
    }

    /// A root sized in px (attributes or inline style, `calc()` of px) to another shape than its viewBox shows more
    /// than the viewBox, as browsers do: text there is judged.
    func testTheRootsCSSSizeShowsMoreThanItsViewBox() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" style="width:176px;height:calc(152px - 20px)" viewBox="8 53 264 52">
          <rect x="-200" y="-200" width="800" height="600" fill="#F4F6FC"/>
          <text x="10" y="30" font-size="14" fill="#4A6FC3">Event date</text>
        </svg>
        """
        XCTAssertEqual(contrast([("field.svg", svg)]), [
            "field.svg:3:3 text \"Event date\" #4A6FC3 on #F4F6FC is 4.46:1 in light mode, below WCAG AA 4.5:1 for text (svg > text over svg > rect)",
        ])
        // Sized like its viewBox, the label lies outside what is shown.
        XCTAssertEqual(contrast([("field.svg", svg.replacingOccurrences(of: "style=\"width:176px;height:calc(152px - 20px)\"", with: ""))]), [])
        XCTAssertEqual(SVGComponentBuilder.pixels("calc(152px - 20px)"), 132)
        XCTAssertNil(SVGComponentBuilder.pixels("calc(100% - 20px)"))
    }
}
