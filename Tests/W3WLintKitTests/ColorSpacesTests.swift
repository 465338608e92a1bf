import XCTest
@testable import W3WLintKit

/// Reference values from coloraide 8.13.1 (`Color(space, coords).convert("srgb").clip()`, hsl/hwb with
/// saturation and lightness as fractions, `lab-d50`/`lch-d50` for lab/lch), the library the contrast fixture uses.
final class ColorSpacesTests: XCTestCase {
    func testConversionsMatchColoraide() {
        let cases: [(String, [Double], String)] = [
            ("srgb", [0.2, 0.4, 0.6], "#336699"),
            ("srgb-linear", [0.5, 0.2, 0.1], "#BC7C59"),
            ("display-p3", [0.5, 0.6, 0.3], "#799A40"),
            ("display-p3", [1, 0, 0], "#FF0000"), // out of the sRGB gamut: clipped
            ("hsl", [210, 50, 40], "#336699"),
            ("hwb", [120, 20, 30], "#33B333"),
            ("oklab", [0.6, 0.1, -0.1], "#9F63BA"),
            ("oklch", [0.7, 0.1, 150], "#6FB07D"),
            ("oklch", [0.628, 0.2577, 29.23], "#FF0000"),
            ("lab", [50, 20, -30], "#856CAA"),
            ("lch", [60, 40, 120], "#7D9A51"),
            ("xyz-d65", [0.2, 0.3, 0.4], "#00A7A4"),
            ("xyz-d50", [0.2, 0.3, 0.4], "#00A8BD"),
            ("rec2020", [0.5, 0.4, 0.3], "#885A3E"),
            ("a98-rgb", [0.5, 0.4, 0.3], "#89664A"),
        ]
        for (space, components, hex) in cases {
            XCTAssertEqual(ColorSpaces.convert(space: space, components: components)?.hex, hex, "\(space) \(components)")
        }
    }

    func testAlphaNoneAndUnknownSpaces() {
        XCTAssertEqual(ColorSpaces.convert(space: "srgb", components: [1, 1, 1], alpha: 0.5)?.hex, "#FFFFFF80")
        XCTAssertEqual(ColorSpaces.convert(space: "oklch", components: [1, 0, nil])?.hex, "#FFFFFF") // an achromatic colour with a `none` hue
        XCTAssertNil(ColorSpaces.convert(space: "prophoto-rgb", components: [0.5, 0.5, 0.5]))
        XCTAssertNil(ColorSpaces.convert(space: "srgb", components: [0.5, 0.5]))
        XCTAssertNil(ColorSpaces.convert(space: "srgb", components: [.nan, 0, 0]))
    }

    func testLuminanceOfConvertedColoursUsesTheSRGBValue() {
        // Display P3 pure red clips to sRGB red: the WCAG maths sees #FF0000 (4.00:1 on white).
        let red = ColorSpaces.convert(space: "display-p3", components: [1, 0, 0])!
        XCTAssertEqual(ColorMath.formatRatio(ColorMath.contrastRatio(ColorMath.Channels(red), ColorMath.Channels(.white))), "3.99")
    }
}
