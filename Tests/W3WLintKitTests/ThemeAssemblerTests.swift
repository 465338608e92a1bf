import Foundation
import XCTest
@testable import W3WLintKit

/// `ThemeAssembler`: names split into words, and pairs drawn from a system's role names where no role names its
/// background: text and icon roles on the default surface, in custom properties and tokens, and what keeps a guess
/// from being one (steps, states, other surfaces, descriptions that exempt a colour, a system's own prefix).
final class ThemeAssemblerTests: XCTestCase {
    private func lines(_ result: LintResult) -> [String] {
        result.findings.filter { $0.severity != .note }
            .map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }
    }

    func testTokenNamesSplitIntoWords() {
        // ASCII names take a byte-level path, others the Character one; both split the same way.
        XCTAssertEqual(ThemeAssembler.splitWords("colorPrimary500Hover"), ["color", "primary500", "hover"])
        XCTAssertEqual(ThemeAssembler.splitWords("spacing.inset-lg_2XL"), ["spacing", "inset", "lg", "2", "xl"])
        XCTAssertEqual(ThemeAssembler.splitWords("borderRadiusM"), ["border", "radius", "m"])
        // An acronym ends where a word in lower case begins; a plural `s` stays with it.
        XCTAssertEqual(ThemeAssembler.splitWords("ABCDef"), ["abc", "def"])
        XCTAssertEqual(ThemeAssembler.splitWords("ODSSpacing"), ["ods", "spacing"])
        XCTAssertEqual(ThemeAssembler.splitWords("textIDsURLsCache"), ["text", "ids", "urls", "cache"])
        XCTAssertEqual(ThemeAssembler.splitWords("ÄÖÜSpacing"), ["äöü", "spacing"])
        XCTAssertEqual(ThemeAssembler.splitWords("ÄIDs"), ["äids"])
        XCTAssertEqual(ThemeAssembler.splitWords(""), [])
        XCTAssertEqual(ThemeAssembler.splitWords("größeAbstand"), ["größe", "abstand"])
        XCTAssertEqual(ThemeAssembler.splitWords("größe2Abstand"), ["größe2", "abstand"])
    }

    func testTextAndIconRolesAreReadOnTheDefaultSurfaceOfStylesheets() {
        let css = """
        :root {
          --pf-t--global--background--color--primary--default: #ffffff;
          --pf-t--global--background--color--primary--hover: #ffe0e0;
          --pf-t--global--text--color--regular: #151515;
          --pf-t--global--text--color--status--warning--default: #dca614;
          --pf-t--global--icon--color--status--warning--default: #dca614;
          --pf-t--global--text--color--300: #f0f0f0;
          --pf-t--global--background--color--300: #e0e0e0;
          --pf-t--global--text-decoration--color--default: #8c8c8c;
          --pf-t--global--text--color--on-brand--default: #ffffff;
          --pf-t--global--text--color--inverse: #ffffff;
          /* For the softest contrast text (not accessible) */
          --pf-t--global--text--color--subtle: #c7c7c7;
          --pf-t--global--text--color--faint: #fafafa;
        }
        """
        XCTAssertEqual(lines(lint([("web/tokens.css", css)], rules: [ContrastRule()])), [
            "web/tokens.css:5:3 contrast: --pf-t--global--text--color--status--warning--default #DCA614 on --pf-t--global--background--color--primary--default #FFFFFF is 2.20:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/tokens.css:6:3 contrast: --pf-t--global--icon--color--status--warning--default #DCA614 on --pf-t--global--background--color--primary--default #FFFFFF is 2.20:1 in light mode, below WCAG AA 3:1 for non-text (scheme web)",
        ])
        // Not guessed: numbered steps (`text--color--300` on `background--color--300`), an underline colour, text for
        // another surface (`on-brand`, `inverse`), a colour its comment exempts, one under 2:1 (evidently for some
        // other surface), and a hover state as the surface.
    }

    /// Material's outline beside its variant bounds controls: 3:1 on the background and the surface of the same prefix;
    /// a transparent outline, or one without a variant, is no such boundary.
    func testAMaterialOutlineIsReadOnItsBackgroundAndSurface() {
        let css = """
        :root {
          --md-sys-color-background: #fffbfe;
          --md-sys-color-surface: #f4eff4;
          --md-sys-color-outline: #c4c4c4;
          --md-sys-color-outline-variant: #e7e0ec;
          --app-background: #ffffff;
          --app-outline: transparent;
          --app-outline-variant: #e7e0ec;
          --web-background: #ffffff;
          --web-outline: #dddddd;
        }
        """
        XCTAssertEqual(lines(lint([("web/theme.css", css)], rules: [ContrastRule()])), [
            "web/theme.css:4:3 contrast: --md-sys-color-outline #C4C4C4 on --md-sys-color-background #FFFBFE is 1.70:1 in light mode, below WCAG AA 3:1 for non-text (scheme web)",
            "web/theme.css:4:3 contrast: --md-sys-color-outline #C4C4C4 on --md-sys-color-surface #F4EFF4 is 1.53:1 in light mode, below WCAG AA 3:1 for non-text (scheme web)",
        ])
    }

    func testAComponentsTextIsReadOnTheFillsItsStatesName() {
        // A design tool's component colours: a group names its fills by state alone (`button-primary-default`).
        let css = """
        :root {
          --ds-background: #ffffff;
          --ds-text-primary: #1f1f1f;
          --ds-button-primary-default: #3969ef;
          --ds-button-primary-pressed: #6c8ff5;
          --ds-button-primary-disabled: #e6e6e6;
          --ds-button-primary-text: #ffffff;
          --ds-button-primary-text-disabled: #a0a0a0;
          --ds-button-ghost-pressed-fill: #dfe6fb;
          --ds-button-ghost-text: #6c8ff5;
          --ds-button-ghost-text-pressed: #8fabf9;
          --ds-button-wire-default: #3969ef;
          --ds-button-wire-disabled-stroke: #cccccc;
          --ds-button-wire-text: #7a9af6;
          --ds-card-text: #aaaaaa;
          --ds-button-quiet-pressed-fill: #dfe6fb;
          --ds-button-quiet-text: #8a8a8a;
          --ds-button-outline-default: #3969ef;
          --ds-button-outline-text: #5a7ff0;
          --ds-button-link-pressed: #102060;
          --ds-button-link-text: #3969ef;
          --ds-nav-active: #0052cc;
          --ds-nav-text: #555555;
          --ds-input-focus: #3969ef;
          --ds-input-text: #333333;
        }
        """
        XCTAssertEqual(lines(lint([("web/tokens.css", css)], rules: [ContrastRule()])), [
            "web/tokens.css:7:3 contrast: --ds-button-primary-text #FFFFFF on --ds-button-primary-pressed #6C8FF5 is 3.05:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/tokens.css:10:3 contrast: --ds-button-ghost-text #6C8FF5 on --ds-background #FFFFFF is 3.05:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/tokens.css:11:3 contrast: --ds-button-ghost-text-pressed #8FABF9 on --ds-button-ghost-pressed-fill #DFE6FB is 1.79:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/tokens.css:14:3 contrast: --ds-button-wire-text #7A9AF6 on --ds-background #FFFFFF is 2.69:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/tokens.css:17:3 contrast: --ds-button-quiet-text #8A8A8A on --ds-background #FFFFFF is 3.45:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/tokens.css:17:3 contrast: --ds-button-quiet-text #8A8A8A on --ds-button-quiet-pressed-fill #DFE6FB is 2.76:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/tokens.css:19:3 contrast: --ds-button-outline-text #5A7FF0 on --ds-background #FFFFFF is 3.66:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
        ])
        // Not read: the primary text on its resting fill (4.72:1, passes) or its disabled one (exempt); the ghost
        // button has no fill at rest, so its text is on the page; the wire button names a stroke and the outline
        // button is one, so a bare `default` may be an outline, not a fill (1.28:1); a link button's pressed colour
        // may be its text's; active (nav) and focus (input) colours are foregrounds and rings; a card's text with no
        // state colours is not guessed. The texts of the link, nav and input are on the page and pass.
    }

    func testASystemPrefixNamesNoRoleAndOneColourIsNoPair() {
        // `--cpd-` is every name's: `text-critical-primary` is critical text on the canvas, not on the critical fill.
        let names = (0..<8).map { "  --cpd-color-gray-\($0 * 100): #\(String(repeating: String($0 + 1), count: 6));" }.joined(separator: "\n")
        let css = """
        :root {
          --cpd-color-bg-canvas-default: #ffffff;
          --cpd-color-bg-critical-primary: #d51928;
          --cpd-color-text-critical-primary: #e5535e;
          --cpd-color-bg-success-primary: #007a61;
          --cpd-color-text-success-primary: #007a61;
        \(names)
        }
        """
        XCTAssertEqual(lines(lint([("web/tokens.css", css)], rules: [ContrastRule()])), [
            "web/tokens.css:4:3 contrast: --cpd-color-text-critical-primary #E5535E on --cpd-color-bg-canvas-default #FFFFFF is 3.66:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
        ])
        XCTAssertEqual(ThemeAssembler.systemPrefixLength([["cpd", "color", "a"], ["cpd", "color", "b"]]), 0, "fewer than ten names")
        XCTAssertEqual(ThemeAssembler.systemPrefixLength(Array(repeating: ["cpd", "color", "a"], count: 9) + [["cpd", "color"]]), 1)
        XCTAssertEqual(ThemeAssembler.systemPrefixLength(Array(repeating: ["cpd", "color", "a"], count: 9) + [["x", "color", "a"]]), 0)
    }

    func testThePageSurfaceIsNamedDefaultNotABrandFill() {
        // Paste: `color-background-primary` is a blue fill; `color-background-body` is the page, before a bare
        // `color-background`.
        let yaml = """
        props:
          color-background:
            value: "#F4F4F6"
          color-background-body:
            value: "#FFFFFF"
          color-background-primary:
            value: "#006DFA"
          color-text-error-weak:
            value: "#EC5B5B"
          color-text:
            value: "#121C2D"
          color-text-weaker:
            value: "#8B93AA"
            comment: Weaker body text for visual hierarchy. Inaccessible unless used on disabled controls.
          color-text-icon-busy:
            value: "#E36A19"
        """
        XCTAssertEqual(lines(lint([("ds/tokens/global/text-color.yml", yaml)], rules: [ContrastRule()])), [
            "ds/tokens/global/text-color.yml:8:3 contrast: color-text-error-weak #EC5B5B on color-background-body #FFFFFF is 3.37:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme tokens)",
        ])
        // `color-text-icon-busy` (3.31:1) is an icon colour, held to 3:1.
    }

    func testTokensNamedAfterCSSPropertiesInATokensPackageWithAModesFolder() {
        // Codex: `color.*` is text as the `color` property is; `src/modes/dark.json` and `src/themes/…` are one set
        // with the roles beside them; the package's folder name says its JSON files are tokens. A placeholder image's
        // colour is a picture's, not text; an image's caption is text; a placeholder's border and a text input's stroke
        // are boundaries (Open edX's `TextInputStroke`).
        let roles = """
        {
          "background-color": { "base": { "value": "{ color.white }" } },
          "color": {
            "base": { "value": "{ color.gray700 }" },
            "placeholder": { "value": "{ color.gray500 }" },
            "progressive--focus": { "value": "{ color.blue700 }" },
            "inverted": { "value": "{ color.white }" },
            "placeholder-image": { "value": "{ color.gray500 }" },
            "image-caption": { "value": "{ color.gray500 }" },
            "placeholder-border": { "value": "{ color.gray500 }" },
            "text-input-stroke": { "value": "{ color.gray500 }" }
          }
        }
        """
        let palette = """
        { "color": { "white": { "value": "#ffffff" }, "gray100": { "value": "#eaecf0" }, "gray500": { "value": "#72777d" },
                     "gray700": { "value": "#54595d" }, "gray1000": { "value": "#101418" }, "blue700": { "value": "#3366cc" } } }
        """
        let dark = """
        { "background-color": { "base": { "value": "{ color.gray1000 }" } }, "color": { "base": { "value": "{ color.gray100 }" } } }
        """
        let loader = DesignTokenLoader()
        XCTAssertFalse(loader.canLoad(path: "codex-design-tokens/.eslintrc.json"))
        XCTAssertFalse(loader.canLoad(path: "codex-design-tokens/tsconfig.build.json"))
        XCTAssertFalse(loader.canLoad(path: "codex-design-tokens/package.json"))
        XCTAssertFalse(loader.canLoad(path: "tokens-report/data.json"), "a folder that starts with `tokens` is not named for them")
        let result = lint([("codex-design-tokens/src/application.json", roles), ("codex-design-tokens/src/themes/wikimedia-ui.json", palette),
                           ("codex-design-tokens/src/modes/dark.json", dark)], rules: BuiltinRules.defaultPack)
        XCTAssertEqual(lines(result), [
            "codex-design-tokens/src/application.json:5:5 contrast: color.placeholder #72777D on background-color.base #101418 is 4.09:1 in dark mode, below WCAG AA 4.5:1 for text (scheme src); "
                + "the same two colours in `color.image-caption on background-color.base` (line 9)",
            "codex-design-tokens/src/application.json:6:5 contrast: color.progressive--focus #3366CC on background-color.base #101418 is 3.44:1 in dark mode, below WCAG AA 4.5:1 for text (scheme src)",
        ])
    }

    func testTextIsReadOnTheDefaultsAlternativeAndOnWhatADescriptionSaysIsText() {
        // MetaMask: `--color-primary-default` is "used for text", and `--color-background-alternative` is the neutral
        // surface beside the default; a text role is judged on the surface it reaches least.
        let css = """
        :root {
          --color-background-default: #ffffff;
          --color-background-alternative: #f2f4f6;
          --color-background-alternative-hover: #e7ebee;
          --color-text-default: #24272a;
          --color-text-alternative: #6a737d;
          /* For interactive, active, and selected semantics. Used for text, background, icon or border */
          --color-primary-default: #0376c9;
          /* For the weakest contrast primary semantic backgrounds. */
          --color-primary-muted: #0376c91a;
          --color-brand-tint: #e0eeff;
        }
        """
        XCTAssertEqual(lines(lint([("web/light-theme-colors.css", css)], rules: [ContrastRule()])), [
            "web/light-theme-colors.css:6:3 contrast: --color-text-alternative #6A737D on --color-background-alternative #F2F4F6 is 4.36:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
            "web/light-theme-colors.css:8:3 contrast: --color-primary-default #0376C9 on --color-background-alternative #F2F4F6 is 4.29:1 in light mode, below WCAG AA 4.5:1 for text (scheme web)",
        ])
        // Its hover state is no surface, and a coloured `background.alternative` would be a fill, not a surface.
        XCTAssertTrue(ThemeAssembler.isNeutral(RGBA(hex: "#F2F4F6")!))
        XCTAssertFalse(ThemeAssembler.isNeutral(RGBA(hex: "#E0EEFF")!))
    }

    func testThemeFilesNamedForTheirModeOutsideATokensFolderAreReadWhenTheyHoldTokens() {
        // MetaMask's `figma/lightTheme.json`, `darkTheme.json` and `brandColors.json`: one set, its mode from the
        // camelCase name. Another JSON named for a theme that holds no tokens is passed over without a word.
        let palette = """
        { "grey": { "000": { "value": "#ffffff", "type": "color" }, "050": { "value": "#f2f4f6", "type": "color" },
                    "500": { "value": "#6a737d", "type": "color" }, "900": { "value": "#24272a", "type": "color" } } }
        """
        let light = """
        {
          "background": { "default": { "value": "{grey.000}", "type": "color" },
                          "alternative": { "value": "{grey.050}", "type": "color" } },
          "text": { "default": { "value": "{grey.900}", "type": "color" },
                    "alternative": { "value": "{grey.500}", "type": "color" } }
        }
        """
        let dark = """
        { "background": { "default": { "value": "{grey.900}", "type": "color" }, "alternative": { "value": "{grey.900}", "type": "color" } },
          "text": { "default": { "value": "{grey.000}", "type": "color" }, "alternative": { "value": "{grey.050}", "type": "color" } } }
        """
        let editorTheme = #"{ "version": 2, "settings": { "color": { "palette": [ { "slug": "red", "color": "red" } ] } } }"#
        // An app's settings with a token-like entry or two among other things is no token file.
        let settings = ##"{ "accent": { "type": "color", "value": "bleu" }, "text": { "primary": { "value": "#999999" } }, "fontSize": { "type": "dimension", "value": "large" } }"##
        let loader = DesignTokenLoader()
        XCTAssertTrue(loader.canLoad(path: "src/figma/lightTheme.json"))
        XCTAssertTrue(loader.canLoad(path: "src/figma/brandColors.json"))
        XCTAssertFalse(loader.canLoad(path: "src/figma/lighthouse.json"), "`theme` inside another word is no theme")
        XCTAssertFalse(loader.canLoad(path: "src/package-lock.json"))
        XCTAssertEqual(DesignTokenLoader.fileMode("src/figma/darkTheme.json", modes: ["light", "dark"]).0, "dark")
        // Another camelCase name is one word: a campaign is no mode.
        XCTAssertNil(DesignTokenLoader.fileMode("tokens/darkSkyCampaign.json", modes: ["light", "dark"]).0)
        let result = lint([("src/figma/brandColors.json", palette), ("src/figma/lightTheme.json", light),
                           ("src/figma/darkTheme.json", dark), ("site/theme.json", editorTheme), ("site/colors.json", "[1, 2"),
                           ("app/settings/themeSettings.json", settings)],
                          rules: [ContrastRule()])
        XCTAssertEqual(lines(result), [
            "src/figma/lightTheme.json:5:13 contrast: text.alternative #6A737D on background.alternative #F2F4F6 is 4.36:1 in light mode, below WCAG AA 4.5:1 for text (scheme figma)",
        ])
    }

    func testStyleSheetsBuiltFromTokensKeepTheirExemptions() {
        // Compound: the token documents its quaternary icons as non-accessible; the CSS generated from it has no
        // comment, and keeps the exemption by name (`--cpd-color-icon-quaternary` ends with `color.icon.quaternary`).
        let tokens = """
        {
          "color": {
            "bg": { "canvas": { "default": { "value": "#ffffff", "type": "color" } } },
            "icon": {
              "tertiary": { "value": "#656d77", "type": "color" },
              "quaternary": { "value": "#a6adb7", "type": "color",
                              "description": "⚠️ Lowest contrast non-accessible icons, <3:1. Only use for non-essential icons." }
            }
          }
        }
        """
        let css = """
        :root {
          --cpd-color-bg-canvas-default: #ffffff;
          --cpd-color-icon-tertiary: #656d77;
          --cpd-color-icon-quaternary: #a6adb7;
          --cpd-color-icon-quaternary-alpha: #01153259;
          --cpd-color-icon-accent: #a0a8b0;
        }
        """
        XCTAssertEqual(lines(lint([("tokens/theme-semantics.json", tokens), ("assets/web/css/cpd-common.css", css)], rules: [ContrastRule()])), [
            "assets/web/css/cpd-common.css:6:3 contrast: --cpd-color-icon-accent #A0A8B0 on --cpd-color-bg-canvas-default #FFFFFF is 2.40:1 in light mode, below WCAG AA 3:1 for non-text (scheme css)",
        ])
    }

    func testOnlyWhatIsSaidPlainlyMakesARoleOrAPropertyNaming() {
        XCTAssertTrue(ThemeAssembler.describesText("For interactive elements. Used for text, background, icon or border"))
        XCTAssertFalse(ThemeAssembler.describesText("Brand accent. Should not be used for text."))
        XCTAssertFalse(ThemeAssembler.describesText("Never used for text"))
        XCTAssertFalse(ThemeAssembler.describesText("Used for textures and patterns"))
        XCTAssertFalse(ThemeAssembler.describesText("Accent; shouldn't be used for text"))
        XCTAssertTrue(ThemeAssembler.describesText("Another accent, used for text on cards"))
        // A bare `--background-color` beside brand colours is no naming after CSS properties: `--color-primary` is a
        // fill, not text; and a name of hundreds of words is no role.
        let css = """
        /* Brand accent. Should not be used for text. */
        :root {
          --background-color: #ffffff;
          --color-primary: #007bff;
          --color-success: #28a745;
          /* Brand accent. Should not be used for text. */
          --accent-muted: #5b8def;
          --background-default: #ffffff;
          --\(Array(repeating: "text", count: 2_000).joined(separator: "-")): #777777;
        }
        """
        XCTAssertEqual(lines(lint([("web/bootstrap.css", css)], rules: [ContrastRule()])), [])
    }

    func testABrandThemeFolderIsASetOfItsOwn() {
        // `tokens/themes/brand.json` redefines the roles: its own set, judged on its own, not a mode hiding it.
        let base = "{ \"color\": { \"text\": { \"default\": { \"value\": \"#111111\", \"type\": \"color\" } }, \"background\": { \"default\": { \"value\": \"#ffffff\", \"type\": \"color\" } } } }"
        let brand = "{ \"color\": { \"text\": { \"default\": { \"value\": \"#999999\", \"type\": \"color\" } }, \"background\": { \"default\": { \"value\": \"#ffffff\", \"type\": \"color\" } } } }"
        XCTAssertEqual(lines(lint([("tokens/colors.json", base), ("tokens/themes/brand.json", brand)], rules: [ContrastRule()])), [
            "tokens/themes/brand.json:1:24 contrast: color.text.default #999999 on color.background.default #FFFFFF is 2.84:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme themes)",
        ])
    }
}
