import Foundation
import XCTest
@testable import W3WLintKit

/// `ContrastRule`: text and non-text contrast (SC 1.4.3, 1.4.11) of themes, tokens and exports judged as drawn:
/// what lies beneath text and shapes (translucent layers, gradients, images, clip paths, masks, the viewBox), which
/// shapes are held to 3:1, the rule's options, and the numbers and suggestions its findings carry.
final class ContrastRuleTests: XCTestCase {
    private func report(_ files: [(String, String)], rules: [any RuleKind] = BuiltinRules.defaultPack) -> [String] {
        lint(files, rules: rules).findings.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID) \($0.message)"
        }
    }

    private let theme = TestThemes.componentReferenceTheme

    private func contrast(_ files: [(String, String)], nonText: ContrastRule.NonTextScope = .controls) -> [String] {
        lint(files, rules: [ContrastRule(options: .init().with(\.nonText, nonText))]).findings.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testTextOverTranslucentLayersAndTheExactNumbers() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48">
          <style>.surface { fill: #1C86CC } .veil { fill: #FFFFFF; fill-opacity: .5 } .label { fill: #FFF; font-size: 15px }</style>
          <rect class="surface" width="200" height="48" rx="8"/>
          <rect class="veil" x="8" y="8" width="184" height="32" rx="4"/>
          <text id="Label" class="label" x="100" y="29" text-anchor="middle">Continue</text>
        </svg>
        """
        let result = lint([("button.svg", svg)], rules: [ContrastRule()])
        XCTAssertEqual(result.findings.map(\.message), [
            "text \"Continue\" #FFFFFF on #8EC3E6 is 1.90:1 in light mode, below WCAG AA 4.5:1 for text "
                + "(svg > text#Label over svg > rect[2])",
        ])
        let finding = result.findings[0]
        XCTAssertEqual("\(finding.location.line):\(finding.location.column)", "5:3")
        XCTAssertEqual(finding.property("background"), "#8EC3E6")
        XCTAssertEqual(finding.property("ratio"), 1.9)
        XCTAssertEqual(finding.property("kind"), "text")
        XCTAssertEqual(finding.property("element"), "svg > text#Label")
        XCTAssertEqual(finding.property("backgroundElement"), "svg > rect[2]")
    }

    func testThemeVariablesAdaptToEveryModeAndUnknownOnesAreNoted() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
          <rect width="100" height="40" fill="var(--surface)"/>
          <text x="4" y="20" font-size="13" fill="var(--muted)">Muted</text>
          <text x="4" y="35" font-size="13" fill="var(--nowhere)">Unknown</text>
          <text x="50" y="35" font-size="13" fill="var(--nowhere, #0A3049)">Fallback</text>
        </svg>
        """
        XCTAssertEqual(report([("theme.w3wtheme.yaml", theme), ("c/field.svg", svg)]), [
            "c/field.svg:3:3 error contrast text \"Muted\" #5E5E5E on #1A1C1E is 2.63:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text[1] over svg > rect)",
            "c/field.svg:4:3 note contrast contrast of 1 text not checked: colour `--nowhere` is unknown (defined neither in the file nor in its references: theme.w3wtheme.yaml; no fallback is given); define it in a CSS file beside the exports or above them, or map it in the config's `exports.variables`",
            "c/field.svg:5:3 error contrast text \"Fallback\" #0A3049 on #1A1C1E is 1.24:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text[3] over svg > rect)",
            "c/field.svg:5:3 warning palette fill #0A3049 of svg > text[3] is not a palette colour in dark mode; no palette colour is near it (the nearest, surface #1A1C1E, is ΔE_OK 0.091 away)",
        ])
    }

    func testGradientsAtTheWorstStopAndImagesAreNotGuessed() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">
          <defs><linearGradient id="fade"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#767676"/></linearGradient></defs>
          <rect width="100" height="30" fill="url(#fade)"/>
          <text x="10" y="20" font-size="13" fill="#595959">Over a gradient</text>
          <image href="photo.png" y="30" width="100" height="30"/>
          <text x="10" y="50" font-size="13" fill="#FFFFFF">Over a photo</text>
        </svg>
        """
        XCTAssertEqual(report([("banner.svg", svg)], rules: [ContrastRule()]), [
            "banner.svg:4:3 error contrast text \"Over a gradient\" #595959 on #767676 is 1.54:1 in light mode, below WCAG AA 4.5:1 for text (svg > text[1] over svg > rect)",
            "banner.svg:6:3 note contrast text \"Over a photo\" lies over <image> (svg > image), whose colours are not known; its contrast is not checked",
        ])
    }

    func testClipPathsLimitWhatCoversTheText() {
        // Figma wraps frames in a clip; here the clip leaves the dark panel only on the left half.
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">
          <defs><clipPath id="half"><rect width="100" height="40"/></clipPath></defs>
          <g clip-path="url(#half)"><rect width="200" height="40" fill="#0A3049"/></g>
          <text x="20" y="25" font-size="13" fill="#FFFFFF">Left</text>
          <text x="140" y="25" font-size="13" fill="#FFFFFF">Right</text>
        </svg>
        """
        XCTAssertEqual(report([("clipped.svg", svg)], rules: [ContrastRule()]), [
            "clipped.svg:5:3 error contrast text \"Right\" #FFFFFF on #FFFFFF is 1.00:1 in light mode, below WCAG AA 4.5:1 for text (svg > text[2] over the light canvas)",
        ])
    }

    func testAnExportWithDarkSchemeCSSIsCheckedInBothModes() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 24">
          <style>
            .chip { fill: #F2F2F7 } .label { fill: #3C3C43 }
            @media (prefers-color-scheme: dark) { .chip { fill: #1C1C1E } .label { fill: #636366 } }
          </style>
          <rect class="chip" width="100" height="24" rx="12"/>
          <text class="label" x="8" y="16" font-size="13">Filter</text>
        </svg>
        """
        let result = lint([("theme.w3wtheme.yaml", theme), ("icons/close-dark.svg", "<svg/>"), ("icons/chip.svg", svg)],
                          rules: [ContrastRule(), RequiredModesRule()])
        // Dark: #636366 on #1C1C1E is 2.84:1; light passes (9.80:1). It adapts by itself, so it needs no -dark twin.
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line) \($0.message)" }, [
            "icons/chip.svg:7 text \"Filter\" #636366 on #1C1C1E is 2.84:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text over svg > rect)",
        ])
    }

    func testTheRuleOptionsApplyToExports() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
          <text x="4" y="20" font-size="13" fill="#888888">Grey</text>
          <text x="4" y="35" font-size="13" fill="#767676">Darker</text>
        </svg>
        """
        // APCA: #888 on white is Lc 63.06, below 75; #767676 is Lc 71.58, shown cut down as 71.5.
        let apca = lint([("a.svg", svg)], rules: [ContrastRule(options: .init().with(\.algorithm, .apca))]).findings
        XCTAssertEqual(apca.map(\.message), [
            "text \"Grey\" #888888 on #FFFFFF has APCA Lc 63 in light mode, below 75 for text (advisory) (svg > text[1] over the light canvas)",
            "text \"Darker\" #767676 on #FFFFFF has APCA Lc 71.5 in light mode, below 75 for text (advisory) (svg > text[2] over the light canvas)",
        ])
        // AAA needs 7:1; `modes: [dark]` leaves out an export drawn for light.
        XCTAssertEqual(lint([("a.svg", svg)], rules: [ContrastRule(options: .init().with(\.level, .aaa))]).findings.count, 2)
        XCTAssertEqual(lint([("a.svg", svg)], rules: [ContrastRule(options: .init().with(\.level, .aaa).with(\.modes, ["dark"]))]).findings.count, 0)
    }

    /// When no colour of the foreground's hue passes, the background that would is suggested: at AAA (7:1) neither
    /// white (3.93:1) nor black (5.34:1) passes on #1C86CC.
    func testABackgroundIsSuggestedWhenNoForegroundPasses() {
        let theme = """
        w3wtheme: 1
        modes: [light]
        palette:
          blue: "#1C86CC"
        schemes:
          buttons:
            colors:
              foreground: "#FFFFFF"
              background: blue
        """
        let aaa = [ContrastRule(options: .init().with(\.level, .aaa))]
        let finding = lint([("t.w3wtheme.yaml", theme)], rules: aaa).findings.first
        XCTAssertEqual(finding?.property("suggestion"), .null)
        XCTAssertEqual(finding?.property("backgroundSuggestion"), "#045D93")
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
          <rect width="120" height="40" fill="#1C86CC"/>
          <text x="8" y="24" font-size="14" fill="#FFFFFF">Continue</text>
        </svg>
        """
        let export = lint([("button.svg", svg)], rules: aaa).findings.first
        XCTAssertEqual(export?.message, "text \"Continue\" #FFFFFF on #1C86CC is 3.93:1 in light mode, below WCAG AAA 7:1 for text (svg > text over svg > rect)")
        XCTAssertEqual(export?.property("suggestion"), .null)
        XCTAssertEqual(export?.property("backgroundSuggestion"), "#045D93")
        XCTAssertTrue(TextReporter().report(lint([("button.svg", svg)], rules: aaa))
            .contains("    suggestion: background #045D93 (no foreground of this hue passes)\n"))
    }

    /// A token pair whose background is translucent, with no surface named beneath it, is counted in one note per
    /// theme at the first such pair, not judged over a page it may never be shown on.
    func testTranslucentTokenBackgroundsWithNothingBeneathAreNoted() {
        let tokens = """
        {
          "button": {
            "fgColor": { "$type": "color", "$value": "#FFFFFF" },
            "bgColor": { "$type": "color", "$value": "#FFFFFF33" }
          }
        }
        """
        var settings = ContrastRule.Options()
        settings.pairs = [.init(foreground: "button.fgColor", background: "button.bgColor")]
        let result = lint([("a.tokens.json", tokens)], rules: [ContrastRule(options: settings)])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }, [
            "3:5 note 1 pair with a translucent background not checked (`button.fgColor on button.bgColor`): nothing says what lies beneath the background; name the pair in a scheme with a `background`, or list it in the rule's `pairs` with an opaque background",
        ])
    }

    /// A logo, avatar or placeholder drawing is a picture: its shapes are not held to non-text contrast.
    func testLogosAndPlaceholdersAreNotControls() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
          <circle cx="20" cy="20" r="20" fill="#E0E0E0"/>
          <circle cx="20" cy="15" r="7" fill="#BDBDBD"/>
        </svg>
        """
        XCTAssertEqual(lint([("avatar_placeholder.svg", svg)], rules: [ContrastRule()]).findings.count, 0)
        XCTAssertEqual(lint([("person_icon.svg", svg)], rules: [ContrastRule()]).findings.count, 1)
        // Nor are their colours palette verdicts: a logo's are the brand's own.
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  blue: \"#0336FF\"\n"
        XCTAssertEqual(lint([("theme.w3wtheme.yaml", theme), ("ms_logo.svg", svg)], rules: [PaletteRule()]).findings.count, 0)
        XCTAssertEqual(lint([("theme.w3wtheme.yaml", theme), ("person_icon.svg", svg)], rules: [PaletteRule()]).findings.count, 2)
    }

    /// Token pairs that alias one pair of literals fail as one problem with one place to edit: the first is reported
    /// and names the others; a pair with its own literal is reported on its own.
    func testTokenPairsAliasingOnePairAreOneFinding() {
        let tokens = """
        {
          "base": { "$type": "color", "muted": { "$value": "#9198A1" }, "surface": { "$value": "#2A313C" },
                    "copy": { "$value": "#9198A1" } },
          "hint": {
            "$type": "color",
            "plain": { "fgColor": { "rest": { "$value": "{base.muted}" } }, "bgColor": { "rest": { "$value": "{base.surface}" } } },
            "quiet": { "fgColor": { "rest": { "$value": "{base.muted}" } }, "bgColor": { "rest": { "$value": "{hint.plain.bgColor.rest}" } } },
            "loud": { "fgColor": { "rest": { "$value": "{base.muted}" } }, "bgColor": { "rest": { "$value": "{base.surface}" } } },
            "own": { "fgColor": { "rest": { "$value": "{base.copy}" } }, "bgColor": { "rest": { "$value": "{base.surface}" } } }
          }
        }
        """
        let findings = lint([("hint.tokens.json", tokens)], rules: [ContrastRule()]).findings
        XCTAssertEqual(findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "6:29 hint.plain.fgColor.rest #9198A1 on hint.plain.bgColor.rest #2A313C is 4.49:1 in light and dark mode, below WCAG "
                + "AA 4.5:1 for text (scheme tokens); the same two colours in `hint.quiet.fgColor.rest on hint.quiet.bgColor.rest` (line 7), "
                + "`hint.loud.fgColor.rest on hint.loud.bgColor.rest` (line 8)",
            "9:27 hint.own.fgColor.rest #9198A1 on hint.own.bgColor.rest #2A313C is 4.49:1 in light and dark mode, below WCAG "
                + "AA 4.5:1 for text (scheme tokens)",
        ])
        XCTAssertEqual(findings.first?.property("samePairs"), .array([
            "`hint.quiet.fgColor.rest on hint.quiet.bgColor.rest`", "`hint.loud.fgColor.rest on hint.loud.bgColor.rest`",
        ]))
    }

    /// Text faded by an ancestor's `opacity` is named with the opacity and the colour it makes, so the ratio can be
    /// checked by hand: #1B1B1B at 50% over white is #8D8D8D, 3.31:1 (USWDS's pagination drawing).
    func testFadedTextNamesItsOpacity() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
          <text fill="#1B1B1B" font-size="16" opacity=".5"><tspan x="13" y="27">...</tspan></text>
        </svg>
        """
        let finding = lint([("pagination.svg", svg)], rules: [ContrastRule()]).findings.first
        XCTAssertEqual(finding?.message, "text \"...\" #1B1B1B at 50% opacity, seen as #8D8D8D on #FFFFFF is 3.31:1 in light mode, "
            + "below WCAG AA 4.5:1 for text (svg > text > tspan over the light canvas)")
        XCTAssertEqual(finding?.property("opacity"), .number(0.5))
        XCTAssertEqual(finding.map { "\($0.location.line):\($0.location.column)" }, "2:52")
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
