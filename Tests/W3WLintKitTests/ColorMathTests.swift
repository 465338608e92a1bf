import Foundation
import XCTest
@testable import W3WLintKit

final class ColorMathTests: XCTestCase {
    private func ratio(_ fg: String, _ bg: String) -> Double {
        ColorMath.contrastRatio(foreground: RGBA(hex: fg)!, background: RGBA(hex: bg)!, backdrop: .init(.white))
    }

    func testPublishedValues() {
        XCTAssertEqual(ratio("#767676", "#FFFFFF"), 4.542224959605253, accuracy: 1e-12)
        XCTAssertEqual(ColorMath.formatRatio(ratio("#767676", "#FFFFFF")), "4.54")
        XCTAssertEqual(ratio("#777777", "#FFFFFF"), 4.478089453577214, accuracy: 1e-12)
        XCTAssertEqual(ColorMath.formatRatio(ratio("#777777", "#FFFFFF")), "4.47")
        XCTAssertEqual(ratio("#000000", "#FFFFFF"), 21, accuracy: 1e-12)
        XCTAssertEqual(ratio("#FFFFFF", "#000000"), 21, accuracy: 1e-12)
        XCTAssertEqual(ratio("#FFF", "#FFFFFF"), 1, accuracy: 1e-12)
    }

    func testDisplayNeverRoundsUpToTheThreshold() {
        // #A96805 on white is 4.4974…: it fails 4.5 and must not read as 4.50.
        XCTAssertLessThan(ratio("#a96805", "#ffffff"), 4.5)
        XCTAssertEqual(ColorMath.formatRatio(ratio("#a96805", "#ffffff")), "4.49")
        XCTAssertEqual(ColorMath.displayRatio(21), 21)
        XCTAssertEqual(ColorMath.displayRatio(4.5), 4.5)
    }

    func testSharedVectors() throws {
        let url = try requireShared("spec/contrast-test-vectors.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let vectors = json["wcag2"] as! [[String: Any]]
        XCTAssertGreaterThan(vectors.count, 5)
        for vector in vectors {
            let fg = vector["fg"] as! String
            let bg = vector["bg"] as! String
            let expected = vector["ratio"] as! Double
            let computed = ratio(fg, bg)
            XCTAssertEqual(computed, expected, accuracy: 1e-9, "\(fg) on \(bg)")
            let passes = vector["passes"] as! [String: Bool]
            XCTAssertEqual(computed >= 4.5, passes["AA_normal_4.5"], "\(fg) on \(bg) AA")
            XCTAssertEqual(computed >= 3, passes["AA_large_3"], "\(fg) on \(bg) AA large")
            XCTAssertEqual(computed >= 7, passes["AAA_normal_7"], "\(fg) on \(bg) AAA")
            XCTAssertEqual(ColorMath.displayRatio(computed), vector["ratio_floor2"] as! Double, accuracy: 1e-9)
        }
        for vector in json["wcag2_alpha_composite"] as! [[String: Any]] {
            let fg = vector["fg"] as! String
            let bg = vector["bg"] as! String
            XCTAssertEqual(ratio(fg, bg), vector["ratio_unrounded_composite"] as! Double, accuracy: 1e-9, "\(fg) on \(bg)")
            let composite = ColorMath.composite(RGBA(hex: fg)!, over: .init(RGBA(hex: bg)!))
            let expected = vector["composite_unrounded"] as! [Double]
            XCTAssertEqual(composite.red, expected[0], accuracy: 1e-9)
            XCTAssertEqual(composite.green, expected[1], accuracy: 1e-9)
            XCTAssertEqual(composite.blue, expected[2], accuracy: 1e-9)
        }
    }

    /// 340 pairs computed once by coloraide (Tests/Tools/make_coloraide_fixture.py), an independent implementation.
    func testAgreesWithColoraide() throws {
        let data = try Data(contentsOf: fixtureURL("coloraide-contrast.json"))
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let pairs = json["pairs"] as! [[String: Any]]
        XCTAssertEqual(pairs.count, 340)
        var worst = 0.0
        for pair in pairs {
            let computed = ratio(pair["fg"] as! String, pair["bg"] as! String)
            let expected = pair["ratio"] as! Double
            let relative = abs(computed - expected) / expected
            worst = max(worst, relative)
            // coloraide takes luminance from its full-precision sRGB→XYZ matrix (0.21263…, 0.71516…, 0.07219…)
            // where WCAG rounds to 0.2126/0.7152/0.0722: the ratios differ by under 0.02 %.
            XCTAssertLessThan(relative, 2.5e-4, "\(pair["fg"]!) on \(pair["bg"]!): \(computed) vs \(expected)")
        }
        XCTAssertGreaterThan(worst, 0, "the fixture must not be a copy of our own output")
    }

    func testTranslucentBackgroundIsLaidOverTheBackdrop() {
        // White text on black at alpha 0x80 (128/255) over white: the background becomes 255 × 127/255 = 127.
        let onWhite = ColorMath.contrastRatio(foreground: .white, background: RGBA(hex: "#00000080")!,
                                              backdrop: .init(.white))
        let expectedBackground = ColorMath.composite(RGBA(hex: "#00000080")!, over: .init(.white))
        XCTAssertEqual(expectedBackground.red, 127, accuracy: 1e-9)
        XCTAssertEqual(onWhite, ColorMath.contrastRatio(.init(.white), expectedBackground), accuracy: 1e-12)
        // Over black the same background stays black: 21:1.
        let onBlack = ColorMath.contrastRatio(foreground: .white, background: RGBA(hex: "#00000080")!,
                                              backdrop: .init(.black))
        XCTAssertEqual(onBlack, 21, accuracy: 1e-12)
    }

    /// APCA against Myndex's own reference tests and the extra values in the shared vectors.
    func testAPCAReferenceValues() throws {
        let url = try requireShared("spec/contrast-test-vectors.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let vectors = (json["apca_reference_tests"] as! [[String: Any]]) + (json["apca_extra"] as! [[String: Any]])
        XCTAssertEqual(vectors.count, 17)
        for vector in vectors {
            let text = vector["text"] as! String
            let background = vector["bg"] as! String
            // The vectors write #RGB and #RGBA (CSS); expand them for our parser, which takes #RGB, #RRGGBB, #RRGGBBAA.
            func expand(_ hex: String) -> RGBA {
                if hex.count == 5 { return RGBA(hex: "#" + hex.dropFirst().map { "\($0)\($0)" }.joined())! }
                return RGBA(hex: hex)!
            }
            let lc = APCA.lightnessContrast(text: expand(text), background: .init(expand(background)))
            XCTAssertEqual(lc, vector["Lc"] as! Double, accuracy: 1e-9, "\(text) on \(background)")
        }
        XCTAssertEqual(APCA.lightnessContrast(text: .white, background: .init(.white)), 0)
    }

    func testHexParsing() {
        XCTAssertEqual(RGBA(hex: "#abc"), RGBA(red: 0xAA, green: 0xBB, blue: 0xCC))
        XCTAssertEqual(RGBA(hex: "#0A84FF26"), RGBA(red: 0x0A, green: 0x84, blue: 0xFF, alpha: 0x26))
        XCTAssertEqual(RGBA(hex: "#0a84ff")?.hex, "#0A84FF")
        XCTAssertEqual(RGBA(hex: "#0A84FF26")?.hex, "#0A84FF26")
        for bad in ["#GGG", "#12345", "#1234", "123456", "#", "#12345678A", "#ＦＦＦ"] {
            XCTAssertNil(RGBA(hex: bad), bad)
        }
    }
}

final class ContrastFixTests: XCTestCase {
    private func fix(_ fg: String, on bg: String, _ required: Double) -> String? {
        ColorMath.contrastFix(foreground: RGBA(hex: fg)!, background: .init(RGBA(hex: bg)!), required: required)?.hex
    }

    func testSuggestionsReachTheRatioWithTheSmallestLightnessChange() throws {
        XCTAssertEqual(fix("#777777", on: "#FFFFFF", 4.5), "#767676")
        for (fg, bg, required) in [("#E11F26", "#000000", 4.5), ("#187DB9", "#FFFFFF", 4.5), ("#1C86CC", "#FFFFFF", 7.0),
                                   ("#FFFFFF", "#4097D5", 4.5), ("#F2826A", "#FFFFFF", 3.0)] {
            let suggestion = try XCTUnwrap(fix(fg, on: bg, required), "\(fg) on \(bg)")
            let ratio = ColorMath.contrastRatio(.init(RGBA(hex: suggestion)!), .init(RGBA(hex: bg)!))
            XCTAssertGreaterThanOrEqual(ratio, required, "\(fg) → \(suggestion) on \(bg)")
        }
        // Close to the original: red50 (4.42:1 on black) needs only a touch more lightness, its hue kept;
        // white text on a mid blue cannot get lighter, so it goes dark.
        XCTAssertEqual(fix("#E11F26", on: "#000000", 4.5), "#E32127")
        XCTAssertLessThan(ColorMath.deltaEOK(.init(RGBA(hex: "#E11F26")!), .init(RGBA(hex: "#E32127")!)), 0.01)
        XCTAssertEqual(fix("#FFFFFF", on: "#4097D5", 4.5), "#2A2A2A")
        // Nothing reaches 22:1.
        XCTAssertNil(fix("#777777", on: "#FFFFFF", 22))
    }

    /// Gamut mapping bisects the 5 % chroma steps: it must land on the very colour the step-by-step walk finds.
    func testGamutMappingEqualsTheStepwiseWalk() {
        func walk(lightness: Double, chroma: Double, hue: Double) -> RGBA {
            var c = chroma
            while true {
                let rgb = ColorMath.channels(ColorMath.OKLab(l: lightness, a: c * cos(hue), b: c * sin(hue)))
                if [rgb.red, rgb.green, rgb.blue].allSatisfy({ $0 >= -0.5 && $0 <= 255.5 }) || c < 0.0005 {
                    func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
                    return RGBA(red: byte(rgb.red), green: byte(rgb.green), blue: byte(rgb.blue))
                }
                c *= 0.95
            }
        }
        var compared = 0
        for l in stride(from: 0.0, through: 1.0, by: 0.05) {
            // Down to the 0.0005 floor, and far beyond the table of 300 steps (chroma 3000).
            for c in [0, 0.0005, 0.00052, 0.02, 0.08, 0.15, 0.25, 0.37, 3000] {
                for h in stride(from: -3.1, through: 3.1, by: 0.3) {
                    XCTAssertEqual(ColorMath.inGamut(lightness: l, chroma: c, hue: h), walk(lightness: l, chroma: c, hue: h),
                                   "L \(l) C \(c) h \(h)")
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 21 * 9 * 21)
    }
}
