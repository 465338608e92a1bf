import Foundation
import XCTest
@testable import W3WLintKit

/// CSS custom properties from `.css` files: a palette per colour mode that `var()` in exports resolves through.
final class CSSVariablesLoaderTests: XCTestCase {
    private func palette(_ css: String, file: String = "styles/tokens.css") -> (theme: Theme?, diagnostics: [Finding]) {
        let result = CSSVariablesLoader().load(contents: Data(css.utf8), file: file)
        return (ThemeAssembler.stylesheetThemes(result.documents[StylesheetDocument.self]).first, result.diagnostics)
    }

    private func describe(_ theme: Theme?) -> [String] {
        (theme?.palette ?? []).map { entry in
            let values = (theme?.modes ?? []).map { "\($0) \(entry.color.values[$0]?.hex ?? "-")" }.joined(separator: ", ")
            return "\(entry.location.line):\(entry.location.column) \(entry.name): \(values)"
                + (entry.definedModes.map { " (defines \($0.joined(separator: ", ")))" } ?? "")
        }
    }

    func testModesFromSelectorsMediaQueriesAndLightDark() {
        let css = """
        /* Brand colours, light and dark */
        @import url("reset.css");
        :root {
          --gray-50: #ffffff;
          --gray-900: #1d1d1d; /* text */
          --accent: var(--blue-600);
          --blue-600: rgb(20, 115, 230);
          --radius: 4px;
          --link: light-dark(#0054b6, #8ab4f8);
          --fallback: var(--missing, #ff0000);
        }
        @media (prefers-color-scheme: dark) {
          :root { --gray-50: #0c1220; }
        }
        [data-theme="dark"] { --gray-900: #f5f5f5 !important; }
        .theme-light { --only-light: #eeeeee; }
        @font-face { --not-a-colour: #123456; }
        button { --button-only: #00ff00; }
        @supports (color: lab(0% 0 0)) { html.dark { --accent: /* brighter */ #5aa9ff; } }
        """
        let (theme, diagnostics) = palette(css)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(theme?.modes, ["light", "dark"])
        XCTAssertEqual(theme?.scope, "")
        XCTAssertEqual(describe(theme), [
            "4:3 --gray-50: light #FFFFFF, dark #0C1220",
            "5:3 --gray-900: light #1D1D1D, dark #F5F5F5",
            "6:3 --accent: light #1473E6, dark #5AA9FF",
            "7:3 --blue-600: light #1473E6, dark #1473E6",
            "9:3 --link: light #0054B6, dark #8AB4F8",
            "10:3 --fallback: light #FF0000, dark #FF0000",
            "16:16 --only-light: light #EEEEEE, dark #EEEEEE (defines light)",
        ])
        XCTAssertEqual(theme?.palette.first { $0.name == "--blue-600" }?.color.isSingleValue, true)
    }

    /// The stylesheets of one folder are one reference (open-props keeps colours and borders in files of their own):
    /// a drawing is judged by the radius scale of one and resolves `var()` through the other.
    func testStylesheetsOfOneFolderAreOneReference() {
        let colors = ":where(html) {\n  --gray-9: #212529;\n}\n@media (prefers-color-scheme: dark) { :where(html) { --gray-9: #f8f9fa; } }\n"
        let borders = ":where(html) {\n  --radius-1: 2px;\n  --radius-2: 5px;\n}\n"
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <rect width="24" height="24" rx="4" fill="var(--gray-9)"/>
        </svg>
        """
        let result = lint([("src/props.colors.css", colors), ("src/props.borders.css", borders), ("src/icon.svg", svg)],
                          rules: [PresetsRule(), ReferenceRule()])
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" }, [
            "corner-radius src/icon.svg:2:3 corner radius 4 of svg > rect is not a preset; nearest: --radius-1 (2) or --radius-2 (5)",
        ])
        let merged = ThemeAssembler.stylesheetThemes([("src/props.colors.css", colors), ("src/props.borders.css", borders)].flatMap {
            CSSVariablesLoader().load(contents: Data($0.1.utf8), file: $0.0).documents[StylesheetDocument.self]
        })
        XCTAssertEqual(merged.map(\.file), ["src/props.borders.css"])
        XCTAssertEqual(merged.first?.modes, ["light", "dark"])
        XCTAssertEqual(merged.first?.palette.map { "\($0.name) \($0.color.values["light"]!.hex) \($0.color.values["dark"]!.hex)" },
                       ["--gray-9 #212529 #F8F9FA"])
    }

    /// A sheet per mode (`*-light.css`, `[data-theme=dark]` in a file of its own) is one system: the two are
    /// combined, `var()` follows into the other sheets of the folder per mode, and what one sheet leaves out is not
    /// missing (its other mode shows it). Blocks of both modes in one sheet still say what that sheet leaves out.
    func testSheetsPerModeAreCombinedAndResolvedTogether() {
        let sheets = [
            ("web/brand.css", ":root {\n  --grey-100: #f2f4f6;\n  --grey-500: #6a737d;\n  --grey-900: #24272a;\n}\n"),
            ("web/light-theme.css", ":root, [data-theme='light'] {\n  --text-alt: var(--grey-500);\n  --bg-alt: var(--grey-100);\n  --only-light: #ffffff;\n}\n"),
            ("web/dark-theme.css", "[data-theme='dark'] {\n  --text-alt: var(--grey-100);\n  --bg-alt: var(--grey-900);\n}\n"),
            ("web/x-theme-dark-hc.css", ".x-theme-dark-hc {\n  --text-alt: #ffffff;\n}\n"),
            ("web/both.css", ".x-light {\n  --a: #ffffff;\n  --b: #eeeeee;\n}\n.x-dark {\n  --a: #000000;\n}\n"),
        ]
        let theme = ThemeAssembler.stylesheetThemes(sheets.flatMap {
            CSSVariablesLoader().load(contents: Data($0.1.utf8), file: $0.0).documents[StylesheetDocument.self]
        })
        XCTAssertEqual(theme.count, 1)
        XCTAssertEqual(theme.first?.modes, ["light", "dark"])
        XCTAssertEqual(theme.first?.palette.map { entry in
            "\(entry.location.file):\(entry.location.line) \(entry.name) \(entry.color.values["light"]!.hex) \(entry.color.values["dark"]!.hex) "
                + (entry.definedModes?.joined(separator: "+") ?? "all")
        }, [
            "web/both.css:2 --a #FFFFFF #000000 light+dark",
            "web/both.css:3 --b #EEEEEE #EEEEEE light",
            "web/brand.css:2 --grey-100 #F2F4F6 #F2F4F6 all",
            "web/brand.css:3 --grey-500 #6A737D #6A737D all",
            "web/brand.css:4 --grey-900 #24272A #24272A all",
            "web/light-theme.css:2 --text-alt #6A737D #F2F4F6 all",
            "web/light-theme.css:3 --bg-alt #F2F4F6 #24272A all",
            "web/light-theme.css:4 --only-light #FFFFFF #FFFFFF all",
        ])
        // Through the whole run: no dark-variant warning for the sheet per mode, one for `--b`.
        let result = lint(sheets, rules: [RequiredModesRule()])
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.location.file):\($0.location.line) \($0.message)" }, [
            "dark-variant web/both.css:3 colour `--b` has no dark value (it defines light; required modes: light, dark)",
        ])
    }

    /// Modes at their edges: a sheet with `:root` and a dark block writes its modes out (a colour
    /// only in the dark block has no light value); a high-contrast sheet's `.dark` block is high contrast; a mixin
    /// takes the mode its name says; what `not` excludes is not the block's mode.
    func testModesOfBlocksAndSheetsAtTheirEdges() {
        let oneSheet = lint([("web/theme.css", ":root {\n  --bg: #ffffff;\n}\n.dark {\n  --bg: #000000;\n  --accent: #333333;\n}\n")],
                            rules: [RequiredModesRule()])
        XCTAssertEqual(oneSheet.findings.map { "\($0.location.file):\($0.location.line) \($0.message)" }, [
            "web/theme.css:6 colour `--accent` has no light value (it defines dark; required modes: light, dark)",
        ])
        let sheets = [
            ("web/base.css", ":root {\n  --text: #777777;\n}\n.dark {\n  --text: #888888;\n}\n"),
            ("web/theme-hc.css", ".dark {\n  --text: #ffffff;\n}\n"),
        ]
        let combined = ThemeAssembler.stylesheetThemes(sheets.flatMap { CSSVariablesLoader().load(contents: Data($0.1.utf8), file: $0.0).documents[StylesheetDocument.self] })
        XCTAssertEqual(describe(combined.first), ["2:3 --text: light #777777, dark #888888"])
        XCTAssertEqual(describe(palette("@mixin surface-dark {\n  --surface: #121212;\n}\n:root {\n  --surface: #ffffff;\n}\n", file: "web/x.scss").theme),
                       ["5:3 --surface: light #FFFFFF, dark #121212"])
        let negated = "@media (prefers-color-scheme: dark) and (not (prefers-contrast: more)) {\n  :root { --a: #000000; }\n}\n"
            + ":root[data-theme=\"dark\"]:not(.hc) {\n  --b: #111111;\n}\n:root {\n  --a: #ffffff;\n  --b: #eeeeee;\n}\n"
        XCTAssertEqual(describe(palette(negated).theme), ["8:3 --a: light #FFFFFF, dark #000000", "9:3 --b: light #EEEEEE, dark #111111"])
    }

    /// A rule that sets its text colour and background from custom properties (or their `var()` fallbacks, when the
    /// component's own property is defined nowhere) or as colours written out draws that pair, judged in each mode
    /// by the style sheets of its folder or one above (a colour written out, in light only where the sheet has dark
    /// rules of its own); a rule of one of them, a nested rule's, or properties a sibling folder defines are no pair,
    /// and a pair the names already draw is not judged twice.
    func testRulesThatSetTextAndBackgroundFromPropertiesArePairs() {
        let tokens = """
        :root { --white: #ffffff; --sky: #03a9f4; --grey-700: #5f6368; --paper: #ffffff; --btn-text: #ffffff; --btn-bg: #03a9f4; }
        @media (prefers-color-scheme: dark) { :root { --sky: #01579b; --paper: #202124; --btn-bg: #01579b; } }
        """
        let button = """
        .btn {
          color: var(--white);
          background: var(--sky, #03a9f4);
        }
        .card { color: var(--card-ink, var(--grey-700)); background-color: var(--paper); }
        .only-text { color: var(--white); }
        .literal { color: #777777; background: var(--paper); }
        .outer { color: var(--white); &:hover { background: var(--sky); } }
        .named { color: var(--btn-text); background: var(--btn-bg); }
        .override { color: var(--white); background: var(--sky); color: #000000; }
        .hero { color: var(--white); background-color: var(--sky); background-image: url(hero.jpg); }
        .important { color: var(--grey-700) !important; background: var(--paper) !important; }
        .btn:disabled { color: var(--white); background: var(--sky); }
        .title { font: 700 32px/1.2 Inter, sans-serif; color: var(--white); background: var(--sky); }
        .sr-only { color: var(--white); background: var(--paper); }
        @keyframes flash { from { color: var(--white); background: var(--sky); } }
        @media print { .p { color: var(--white); background: var(--sky); } }
        @media (prefers-color-scheme: dark) { .night { color: var(--grey-700); background: var(--sky); } }
        .variant { color: var(--white); background: var(--variant-bg); }
        .a { --variant-bg: #03a9f4; }
        .b { --variant-bg: #ffffff; }
        """
        let sibling = ".x { color: var(--white); background: var(--sky); }"
        let result = lint([("web/tokens.css", tokens), ("web/components/button.css", button), ("other/x.css", sibling)],
                          rules: [ContrastRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }, [
            "web/components/button.css:2:3 contrast: --white #FFFFFF on --sky #03A9F4 is 2.62:1 in light mode, below WCAG AA 4.5:1 for text (scheme .btn)",
            "web/components/button.css:5:9 contrast: --grey-700 #5F6368 on --paper #202124 is 2.66:1 in dark mode, below WCAG AA 4.5:1 for text (scheme .card)",
            "web/components/button.css:7:12 contrast: #777777 on --paper #FFFFFF is 4.47:1 in light mode, below WCAG AA 4.5:1 for text (scheme .literal)",
            // `!important` is the same colour; large text is held to 3:1; a later `color: #000`, an image, a disabled
            // state, one colour for both (in light; dark passes), animation frames and print make no finding; a rule in
            // a dark block is judged in dark only; a property two blocks set (`--variant-bg`) has no one value.
            "web/components/button.css:12:14 contrast: --grey-700 #5F6368 on --paper #202124 is 2.66:1 in dark mode, below WCAG AA 4.5:1 for text (scheme .important)",
            "web/components/button.css:14:48 contrast: --white #FFFFFF on --sky #03A9F4 is 2.62:1 in light mode, below WCAG AA 3:1 for large text (scheme .title)",
            "web/components/button.css:18:48 contrast: --grey-700 #5F6368 on --sky #01579B is 1.22:1 in dark mode, below WCAG AA 4.5:1 for text (scheme .night)",
            // A pair the names draw is judged once, where the properties are defined.
            "web/tokens.css:1:82 contrast: --btn-text #FFFFFF on --btn-bg #03A9F4 is 2.62:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
        ])
    }

    /// A rule that sets a text colour and no background makes no pair: what lies beneath it (the body, a card, a
    /// header's gradient) is the page's markup, which a style sheet does not say. Colours written out in a rule of
    /// no mode are judged in light where the sheet has dark rules (judged where they are); the related places name
    /// where each colour's value is written. A part named for an element's inside (`.popover-inner`) with a
    /// background of its own covers the element's: no pair there. A selector is named with its whitespace folded, cut
    /// at 80 characters with an ellipsis.
    func testColoursWrittenOutPairAndTextAloneDoesNot() {
        let theme = """
        :root { --page: #f8f1e3; --date: rgba(0, 0, 0, 0.5); --code-bg: #403f3f; --code-ink: #ffffff; }
        @media (prefers-color-scheme: dark) { :root { --page: #1e1e1e; --date: rgba(255, 255, 255, 0.65); } }
        body { background-color: var(--page); }
        .dateline { color: var(--date); }
        pre { background: var(--code-bg); }
        pre code { color: var(--code-ink); }
        .byline { color: var(--code-ink); }
        a:hover { color: var(--date); }
        .card { background: #222; }
        .card-title { color: #bbb; }
        .footnote { color: white; background: #aaa; }
        @media (prefers-color-scheme: dark) { .footnote { color: #ddd; background: #888; } }
        .tag { color: var(--date); background: var(--page); }
        .popover { background: #555; color: #c5c2c1; padding: 1px; }
        .popover-inner { background: #17120f; }
        .article-body .footnotes-section
          .footnote-list > li.footnote-item a.footnote-backref { color: white; background: #aaa; }
        """
        let result = lint([("Themes/Sepia/stylesheet.css", theme), ("Themes/Plain/stylesheet.css", ".dateline { color: rgba(0, 0, 0, 0.5); }\n")],
                          rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "Themes/Sepia/stylesheet.css:11:13 contrast: white #FFFFFF on #AAAAAA is 2.32:1 in light mode, below WCAG AA 4.5:1 for text (scheme .footnote)",
            "Themes/Sepia/stylesheet.css:12:51 contrast: #DDDDDD on #888888 is 2.60:1 in dark mode, below WCAG AA 4.5:1 for text (scheme .footnote)",
            "Themes/Sepia/stylesheet.css:13:8 contrast: --date #00000080 on --page #F8F1E3 is 3.91:1 in light mode, below WCAG AA 4.5:1 for text (scheme .tag)",
            "Themes/Sepia/stylesheet.css:17:58 contrast: white #FFFFFF on #AAAAAA is 2.32:1 in light mode, below WCAG AA 4.5:1 for text (scheme .article-body .footnotes-section .footnote-list > li.footnote-item a.footnote-b…)",
        ])
        XCTAssertEqual(result.findings[2].relatedLocations.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "1:26 the foreground #00000080 in light mode is defined here",
            "1:9 the background #F8F1E3 in light mode is defined here",
        ])
    }

    /// A style sheet per appearance (Shoelace's `light.css`, `dark.css`): a finding about the dark value is at the dark
    /// sheet's declaration. A component's text and fill pair by CSS's names (`--x-input-color` on
    /// `--x-input-background-color`) when the component holds text (not a switch's knob, nor a menu whose text has a
    /// name of its own), and a text field's own border on its fill at 3:1 (not hover, transparent, or a border beside
    /// the field); `--x-color-…` first is a palette's colour.
    func testSheetsPerAppearanceAndComponentPairs() {
        let light = """
        :root, .x-theme-light {
          color-scheme: light;
          --x-color-primary-600: #0284c7;
          --x-color-primary-50: #f0f9ff;
          --x-input-background-color: #ffffff;
          --x-input-border-color: #d4d4d8;
          --x-input-border-color-hover: #e4e4e7;
          --x-input-color: #27272a;
          --x-input-placeholder-color: #71717a;
          --x-tooltip-color: #ffffff;
          --x-tooltip-background-color: #a1a1aa;
          --x-switch-color: #d4d4d8;
          --x-switch-background-color: #ffffff;
          --x-search-results-border-color: #eeeeee;
          --x-search-results-background-color: #ffffff;
          --x-textfield-border-color: transparent;
          --x-textfield-background-color: #f4f4f5;
          --x-menu-color: #fafafa;
          --x-menu-text-color: #27272a;
          --x-menu-background-color: #ffffff;
        }
        """
        let dark = """
        .x-theme-dark {
          color-scheme: dark;
          --x-input-background-color: #1a1a1e;
          --x-input-border-color: #56565f;
          --x-input-placeholder-color: #6c6c74;
          --x-tooltip-background-color: #3f3f46;
        }
        """
        let result = lint([("themes/light.css", light), ("themes/dark.css", dark)], rules: [ContrastRule()])
        // The dark sheet leaves the input's text colour out: dark shows the light one, on its own dark field.
        XCTAssertEqual(lines(result.findings), [
            "themes/dark.css:4:3 contrast: --x-input-border-color #56565F on --x-input-background-color #1A1A1E is 2.38:1 in dark mode, below WCAG AA 3:1 for non-text (scheme themes)",
            "themes/dark.css:5:3 contrast: --x-input-placeholder-color #6C6C74 on --x-input-background-color #1A1A1E is 3.33:1 in dark mode, below WCAG AA 4.5:1 for text (scheme themes)",
            "themes/light.css:6:3 contrast: --x-input-border-color #D4D4D8 on --x-input-background-color #FFFFFF is 1.47:1 in light mode, below WCAG AA 3:1 for non-text (scheme themes)",
            "themes/light.css:8:3 contrast: --x-input-color #27272A on --x-input-background-color #1A1A1E is 1.16:1 in dark mode, below WCAG AA 4.5:1 for text (scheme themes)",
            "themes/light.css:10:3 contrast: --x-tooltip-color #FFFFFF on --x-tooltip-background-color #A1A1AA is 2.56:1 in light mode, below WCAG AA 4.5:1 for text (scheme themes)",
        ])
    }

    func testNoColoursNoTheme() {
        XCTAssertNil(palette(":root { --size-2: 8px; --font: Inter; }\nbody { color: #333; }\n").theme)
        XCTAssertNil(palette("").theme)
        // A mode selector nested in an element's own rule (open-props' range input) is that element's, not the document's.
        XCTAssertNil(palette("input[type=range] {\n  [data-theme=\"light\"] & { --thumb-highlight-color: #00000033; }\n}\n").theme)
        XCTAssertEqual(palette("\u{FF}\u{FE}x").diagnostics.count, 0)
        // Unclosed blocks and stray braces end the file without a crash.
        XCTAssertEqual(describe(palette(":root { --a: #fff; } } } .dark { --a: #000").theme), ["1:9 --a: light #FFFFFF, dark #000000"])
    }

    /// Nesting is bounded: blocks deeper than 32 are skipped whole, in linear time.
    func testDeepNestingIsBounded() {
        let depth = 100_000
        let css = String(repeating: "@supports (x: y) {", count: depth) + ":root { --deep: #000; }" + String(repeating: "}", count: depth)
            + "\n:root { --shallow: #fff; }\n"
        XCTAssertEqual(describe(palette(css).theme), ["2:9 --shallow: light #FFFFFF"])
    }

    /// `var()` chains are walked once however many names they hold (100,000 links: about a second in a debug build,
    /// not 20 million steps), and a chain longer than 200 links gives no colour to any name on it.
    /// Comments are skipped without rereading the declaration before them: 20,000 in one value (80 kB) read as one
    /// pass, the value and the comment that describes the next property kept.
    func testManyCommentsInOneDeclarationAreOnePass() {
        let css = ":root {\n  --a: #FFFFFF" + String(repeating: "/**/", count: 20_000) + ";\n  /* For text */\n  --b: #000000;\n}\n"
        let declarations = CSSVariableScanner.declarations(in: css, file: "a.css")
        XCTAssertEqual(declarations.map { "\($0.name)=\($0.value) \($0.description ?? "-")" }, ["--a=#FFFFFF -", "--b=#000000 For text"])
    }

    func testLongVariableChainsAreWalkedOnce() {
        func chain(_ count: Int) -> String {
            ":root {" + (0..<count).map { "--v\($0): var(--v\($0 + 1));" }.joined() + "--v\(count): #FFFFFF; }"
        }
        let short = palette(chain(150)).theme?.palette ?? []
        XCTAssertEqual(short.count, 151)
        XCTAssertEqual(Set(short.map { $0.color.values["light"]?.hex }), ["#FFFFFF"])
        let long = palette(chain(100_000)).theme?.palette ?? []
        // Every name but the last one lies on a chain longer than 200 links.
        XCTAssertEqual(long.map(\.name), ["--v100000"])
    }

    func testExportsResolveVariablesInEveryModeFromAStylesheetAbove() {
        let css = ":root { --text: #767676; --surface: #ffffff; }\n.dark { --text: #5a5a5a; --surface: #000000; }\n"
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
          <rect width="120" height="40" fill="var(--surface)"/>
          <text x="4" y="24" font-size="14" fill="var(--text)">Label</text>
        </svg>
        """
        let result = lint([("design/tokens.css", css), ("design/icons/label.svg", svg), ("other/label.svg", svg)],
                          rules: [ContrastRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }, [
            "design/icons/label.svg:3:3 error text \"Label\" #5A5A5A on #000000 is 3.04:1 in dark mode, below WCAG AA 4.5:1 for text (svg > text over svg > rect)",
            // The sheet's own names pair `--text` with the bare `--surface`, as the export does.
            "design/tokens.css:1:9 error --text #5A5A5A on --surface #000000 is 3.04:1 in dark mode, below WCAG AA 4.5:1 for text (scheme design)",
            // The text's own colour is unknown (its backdrop too, but the first unknown stops the check).
            "other/label.svg:3:3 note contrast of 1 text not checked: colour `--text` is unknown (the file does not define it and has no reference: no CSS file, token set or theme in its folder or above; no fallback is given); define it in a CSS file beside the exports or above them, or map it in the config's `exports.variables`",
        ])
        let note = result.findings[2]
        XCTAssertEqual(note.property("variables"), .array([.string("--text")]))
        XCTAssertEqual(note.property("uncheckedTexts"), 1)
        XCTAssertEqual(note.property("uncheckedShapes"), 0)
        XCTAssertEqual(TextReporter.summary(result), "2 errors, 0 warnings, 1 note in 3 files; contrast of 1 text not checked (unknown colours)")
    }

    /// A team's own mode selectors come from the config (`tokens.cssSelectors`): `.t-b` says nothing by its words.
    func testConfiguredSelectorsNameAModeTheirWordsDoNot() throws {
        let css = ":root { --ink: #111111; }\n.t-b  .app { --ink: #EEEEEE; }\n.t-a { --ink: #222222; }\n"
        XCTAssertEqual(describe(palette(css).theme), ["3:8 --ink: light #222222"])
        var settings = TokenSettings()
        settings.cssSelectors = ["dark": [".T-B .app"]]
        let configured = ThemeAssembler.stylesheetThemes(CSSVariablesLoader(settings: settings).load(contents: Data(css.utf8), file: "web/vars.css").documents[StylesheetDocument.self]).first
        XCTAssertEqual(describe(configured), ["3:8 --ink: light #222222, dark #EEEEEE"])
        let configuration = try Configuration.parse("tokens:\n  cssSelectors:\n    dark: [\".t-b .app\"]\n", workingDirectory: "/")
        XCTAssertEqual(configuration.tokens.cssSelectors, ["dark": [".t-b .app"]])
        XCTAssertThrowsError(try Configuration.parse("tokens:\n  cssSelectors:\n    dim: [\".x\"]\n", workingDirectory: "/")) { error in
            XCTAssertEqual((error as? ConfigurationErrors)?.errors.map(\.message),
                           ["`tokens.cssSelectors.dim`: CSS variables files give `light` and `dark` values; use one of those"])
        }
    }

    /// A theme beside the stylesheet stays the reference (palette, scales); variables it lacks come from the stylesheet.
    func testVariablesAreLookedUpThroughEveryReferenceInScope() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F26\"\n  white: \"#FFFFFF\"\n"
        let css = ":root { --ink: #E11F26; }\n"
        let svg = "<svg viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\" fill=\"#FFFFFF\"/><circle cx=\"5\" cy=\"5\" r=\"3\" fill=\"var(--ink)\"/></svg>"
        let result = lint([("app/theme.w3wtheme.yaml", theme), ("app/css/vars.css", css), ("app/icons/dot.svg", svg)])
        XCTAssertEqual(result.findings.filter { $0.location.file.hasSuffix(".svg") }.map { "\($0.ruleID) \($0.message)" }, [])
        // Without the stylesheet the circle's colour is unknown.
        let alone = lint([("app/theme.w3wtheme.yaml", theme), ("app/icons/dot.svg", svg)])
        XCTAssertEqual(alone.findings.map(\.ruleID), ["contrast"])
        XCTAssertEqual(alone.findings.first?.property("variables"), .array([.string("--ink")]))
    }
    /// Lengths named for radius or spacing are the reference's scales, and a drawing below is judged by them; an
    /// `.scss` file is read for its plain custom properties (`//` comments, `$variables` and `#{}` left alone).
    func testNamedLengthsAreScalesAndSCSSIsRead() {
        let scss = """
        // Brand tokens
        $brand: #0054b6; // a Sass variable: not read
        :root {
          --radius-sm: 4px; // small
          --radius-md: 0.5rem;
          --space-1: 8px;
          --space-2: 16px;
          --gap-wide: 2em;
          --gray-900: #1d1d1d;
          --link: url(http://example.com/x.png);
          --brand: #{$brand};
        }
        """
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="53" height="56" viewBox="0 0 53 56">
          <g id="Card">
            <rect width="53" height="56" rx="5" fill="#FFFFFF"/>
            <rect x="13" y="16" width="24" height="24" rx="4" fill="#1D1D1D"/>
          </g>
        </svg>
        """
        let theme = ThemeAssembler.stylesheetThemes(CSSVariablesLoader().load(contents: Data(scss.utf8), file: "design/tokens.scss").documents[StylesheetDocument.self]).first
        XCTAssertEqual(describe(theme), ["9:3 --gray-900: light #1D1D1D"])
        func entries(_ kind: String) -> [String] {
            (theme?.scales[kind]?.entries ?? []).map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.name) \($0.value)" }
        }
        XCTAssertEqual(entries("cornerRadius"), ["4:3 --radius-sm 4", "5:3 --radius-md 8"])
        XCTAssertEqual(entries("padding"), ["6:3 --space-1 8", "7:3 --space-2 16"])
        XCTAssertEqual(entries("margin"), ["6:3 --space-1 8", "7:3 --space-2 16"])
        let findings = lint([("design/tokens.scss", scss), ("design/card.svg", svg)],
                            rules: [PresetsRule(), ScaleRule()]).findings
        XCTAssertEqual(findings.map { "\($0.ruleID) \($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" }, [
            "corner-radius design/card.svg:3:5 corner radius 5 of svg > g#Card > rect[1] is not a preset; nearest: --radius-sm (4) or --radius-md (8)",
            "spacing-scale design/card.svg:4:5 leading padding 13 of svg > g#Card (from its background to svg > g#Card > rect[2]) is not on "
                + "the padding scale; nearest: --space-1 (8) or --space-2 (16)",
        ])
    }

    func testACommentOnItsOwnLinesDescribesTheNextCustomProperty() {
        let css = """
        :root {
          /* For the softest contrast neutral text (not accessible) */
          --color-text-muted: #9fa6ae;
          --color-text-default: #24272a; /* trailing: describes nothing */
          --color-icon-muted: #9fa6ae;
        }
        """
        let declarations = CSSVariableScanner.declarations(in: css, file: "a.css")
        XCTAssertEqual(declarations.map(\.description), ["For the softest contrast neutral text (not accessible)", nil, nil])
    }
}
