import Foundation
import XCTest
@testable import W3WLintKit

/// `DesignTokenLoader`: DTCG and older token files: parsing with exact locations, aliases and their errors, modes,
/// pairs, scales and typography; values as Tokens Studio and Style Dictionary write them; and mutated files that
/// never crash the run.
final class DesignTokenLoaderTests: XCTestCase {
    /// Loads files through the whole pipeline with `settings`; returns the themes and every finding.
    private func run(_ files: [(String, String)], settings: TokenSettings = TokenSettings(),
                     rules: [any RuleKind] = BuiltinRules.defaultPack, presets: DesignPresets = DesignPresets()) -> (model: DesignModel, findings: [Finding])
    {
        var (model, findings) = loadAndAssemble(files, assembler: ThemeAssembler(settings: settings, defaultScales: BuiltinPresets.scales,
                                                                                  chosenScales: presets.scales),
                                                loaders: [DesignTokenLoader(settings: settings)])
        model.presets = presets
        for rule in rules { findings += rule.check(model) }
        findings.sort(by: Finding.reportOrder)
        return (model, findings)
    }

    /// The mode each token file is read as (by its name or folder).
    private func tokenModes(_ files: [(String, String)]) -> [String?] {
        files.flatMap { DesignTokenLoader().load(contents: Data($0.1.utf8), file: $0.0).documents[TokenDocument.self].map(\.mode) }
    }

    private func palette(_ model: DesignModel) -> [String: ColorDefinition] {
        Dictionary(model.themes.flatMap(\.palette).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testGroupsTypesAliasesAndColourForms() throws {
        let text = """
        {
          "color": {
            "$type": "color",
            "$description": "Brand colours",
            "red": { "$value": "#E11F26", "$description": "what3words red" },
            "p3": { "$value": { "colorSpace": "display-p3", "components": [0.5, 0.6, 0.3], "alpha": 0.5 } },
            "lch": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, 150], "hex": "#000000" } },
            "odd": { "$value": { "colorSpace": "prophoto-rgb", "components": [0.1, 0.2, 0.3], "hex": "#123456" } },
            "old": { "$value": "{color.red}", "$deprecated": "use color.red" },
            "chain": { "$value": "{color.old}" },
            "pointer": { "$value": { "$ref": "#/color/chain/$value" } },
            "css": { "$value": "rgba(255, 0, 0, 0.5)" }
          },
          "space": {
            "$type": "dimension",
            "small": { "$value": { "value": 8, "unit": "px" } },
            "medium": { "$value": "0.75rem" },
            "odd": { "$value": { "value": 14, "unit": "dp" } }
          }
        }
        """
        let (model, findings) = run([("a.tokens.json", text)])
        let colors = palette(model)
        XCTAssertEqual(colors["color.red"]?.color.values, ["light": RGBA(hex: "#E11F26")!, "dark": RGBA(hex: "#E11F26")!])
        XCTAssertEqual(colors["color.red"]?.location, SourceLocation(file: "a.tokens.json", line: 5, column: 5))
        XCTAssertNil(colors["color.red"]?.definedModes)
        XCTAssertEqual(colors["color.p3"]?.color.values["light"]?.hex, "#799A4080")
        XCTAssertEqual(colors["color.lch"]?.color.values["light"]?.hex, "#6FB07D")
        XCTAssertEqual(colors["color.odd"]?.color.values["light"]?.hex, "#123456") // the `hex` fallback
        XCTAssertEqual(colors["color.chain"]?.color.values["dark"]?.hex, "#E11F26") // two aliases deep
        XCTAssertEqual(colors["color.pointer"]?.color.values["light"]?.hex, "#E11F26") // a JSON Pointer `$ref`
        XCTAssertEqual(DesignTokenReader.pointerTarget("#/a~1b/c/$value"), "a/b.c")
        XCTAssertNil(DesignTokenReader.pointerTarget("#/color/red/$value/components/0"))
        XCTAssertNil(DesignTokenReader.pointerTarget("other.json#/color/red"))
        XCTAssertEqual(colors["color.css"]?.color.values["light"]?.hex, "#FF000080")
        let document = try XCTUnwrap(DesignTokenLoader().load(contents: Data(text.utf8), file: "a.tokens.json").documents[TokenDocument.self].first)
        XCTAssertEqual(document.tokens.first { $0.name == "color.old" }?.deprecated, true)
        XCTAssertEqual(document.tokens.first { $0.name == "color.red" }?.description, "what3words red")
        XCTAssertEqual(document.tokens.first { $0.name == "space.medium" }?.type, "dimension")
        // A token set's spacing is its own scale: with no pack chosen, nothing judges it.
        XCTAssertEqual(lines(findings), [])
        // With `extends: [w3w]`, spacing tokens are checked against the chosen presets (padding: 12 is one, 14 is not).
        XCTAssertEqual(lines(run([("a.tokens.json", text)], presets: chosenPresets()).findings), [
            "a.tokens.json:18:24 spacing-scale: padding 14 in scheme tokens is not on the padding scale (what3words presets); nearest: medium (12) or bold (16)",
        ])
    }

    func testAliasErrorsAreReportedAtTheAlias() {
        let text = """
        {
          "color": {
            "$type": "color",
            "base": { "$value": "#FFFFFF" },
            "missing": { "$value": "{color.nope}" },
            "a": { "$value": "{color.b}" },
            "b": { "$value": "{color.a}" },
            "self": { "$value": "{color.self}" },
            "wrong": { "$value": "{size.one}" },
            "bad": { "$value": "#GGG" },
            "space": { "$value": { "colorSpace": "cmyk", "components": [0, 0, 0] } }
          },
          "size": { "one": { "$type": "dimension", "$value": "4px" }, "unit": { "$type": "dimension", "$value": { "value": 4, "unit": "vw" } } },
          "untyped": { "$value": 3 }
        }
        """
        let (_, findings) = run([("e.tokens.json", text)], rules: [])
        XCTAssertEqual(lines(findings), [
            "e.tokens.json:5:28 invalid-value: unknown alias target `{color.nope}` in token `color.missing`: no token of that name in any token file checked",
            "e.tokens.json:6:22 invalid-value: alias cycle: color.a → color.b → color.a",
            "e.tokens.json:7:22 invalid-value: alias cycle: color.a → color.b → color.a",
            "e.tokens.json:8:25 invalid-value: alias cycle: color.self → color.self",
            "e.tokens.json:9:26 invalid-value: type mismatch: token `color.wrong` is declared `color` but its alias `{size.one}` is `dimension`",
            "e.tokens.json:10:24 invalid-value: token `color.bad`: `#GGG` is not a colour (expected #RRGGBB[AA], rgb()/rgba(), hsl() or a colour object)",
            "e.tokens.json:11:42 invalid-value: token `color.space`: colour space `cmyk` is not supported (supported: srgb, srgb-linear, display-p3, hsl, hwb, oklab, oklch, lab, lch, xyz-d65, xyz-d50, xyz, rec2020, a98-rgb) and there is no `hex` fallback",
            "e.tokens.json:13:127 invalid-value: token `size.unit`: unknown dimension unit `vw` (DTCG dimensions are px or rem; w3wlint also reads pt and dp)",
            "e.tokens.json:14:26 invalid-value: token `untyped` has no `$type`, neither its own nor a group's (DTCG never guesses a type from the value)",
        ])
    }

    func testParseErrorsAreLocatedAndStopOnlyThatFile() {
        let (model, findings) = run([("broken.tokens.json", "{\n  \"a\": { \"$value\": \"#fff\", }\n  \"b\": 1\n}"),
                                     ("ok.tokens.json", "{ \"c\": { \"$type\": \"color\", \"$value\": \"#000\" } }")], rules: [])
        XCTAssertEqual(lines(findings), [
            "broken.tokens.json:3:3 parse-error: not valid JSON or JSON5: expected `,` or `}` after a member, found `\"`",
        ])
        XCTAssertEqual(model.themes.flatMap(\.palette).map(\.name), ["c"])
    }

    func testModesFromExtensions() {
        let text = """
        {
          "color": {
            "$type": "color",
            "text": { "$value": "#000000", "$extensions": { "mode": { "light": "#000000", "dark": "#FFFFFF" } } },
            "bg": { "$value": "#FFFFFF", "$extensions": { "mode": { "dark": "#2A2A2A" } } },
            "accent": { "$value": "#0A84FF", "$extensions": { "mode": { "light": "#0A84FF", "dark": "{color.text}" } } }
          }
        }
        """
        let (model, findings) = run([("m.tokens.json", text)])
        let colors = palette(model)
        XCTAssertEqual(colors["color.text"]?.color.values["dark"]?.hex, "#FFFFFF")
        XCTAssertEqual(colors["color.bg"]?.color.values["light"]?.hex, "#FFFFFF")
        // `$value` is the value of every mode the extension leaves out, so no mode is missing.
        XCTAssertNil(colors["color.bg"]?.definedModes)
        // An alias in a mode value is resolved in that mode.
        XCTAssertEqual(colors["color.accent"]?.color.values["dark"]?.hex, "#FFFFFF")
        // `text` pairs with `bg` by name; both modes pass (21:1 and 14.35:1).
        XCTAssertEqual(model.themes.first?.schemes.first?.contrastRequests.map { "\($0.foregroundName) on \($0.backgroundName)" },
                       ["color.text on color.bg"])
        XCTAssertEqual(lines(findings), [])
    }

    func testOneFilePerModeAndModeFolders() {
        let primitives = "{ \"gray\": { \"$type\": \"color\", \"0\": { \"$value\": \"#FFFFFF\" }, \"9\": { \"$value\": \"#1E1E1E\" }, \"5\": { \"$value\": \"#8A8A8A\" } } }"
        let light = """
        {
          "color": {
            "$type": "color",
            "text": { "default": { "$value": "{gray.9}" } },
            "background": { "default": { "$value": "{gray.0}" } },
            "border": { "$value": "{gray.5}" }
          }
        }
        """
        let dark = """
        {
          "color": {
            "$type": "color",
            "text": { "default": { "$value": "{gray.0}" } },
            "background": { "default": { "$value": "{gray.5}" } }
          }
        }
        """
        let (model, findings) = run([("ds/color.tokens.json", primitives), ("ds/theme.light.tokens.json", light),
                                     ("ds/theme.dark.tokens.json", dark)])
        XCTAssertEqual(tokenModes([("ds/color.tokens.json", primitives), ("ds/theme.light.tokens.json", light),
                                   ("ds/theme.dark.tokens.json", dark)]), [nil, "light", "dark"])
        XCTAssertEqual(model.themes.count, 1)
        let colors = palette(model)
        XCTAssertEqual(colors["color.text.default"]?.definedModes, ["light", "dark"])
        XCTAssertEqual(colors["color.text.default"]?.color.values, ["light": RGBA(hex: "#1E1E1E")!, "dark": .white])
        XCTAssertEqual(lines(findings), [
            // #FFFFFF on #8A8A8A in dark mode: text and background pair by name.
            // The dark value is written in the dark file: the finding is there, where a person edits it.
            "ds/theme.dark.tokens.json:4:15 contrast: color.text.default #FFFFFF on color.background.default #8A8A8A is 3.45:1 in dark mode, below WCAG AA 4.5:1 for text (scheme ds)",
            "ds/theme.light.tokens.json:6:5 dark-variant: colour `color.border` has no dark value (it defines light; required modes: light, dark)",
        ])
        // The same files in light/ and dark/ folders.
        let folders = run([("ds/color.tokens.json", primitives), ("ds/light/theme.tokens.json", light), ("ds/dark/theme.tokens.json", dark)])
        XCTAssertEqual(tokenModes([("ds/color.tokens.json", primitives), ("ds/light/theme.tokens.json", light),
                                   ("ds/dark/theme.tokens.json", dark)]), [nil, "light", "dark"])
        XCTAssertEqual(folders.model.themes.map(\.name), ["ds"])
        XCTAssertEqual(folders.findings.map(\.ruleID), ["contrast", "dark-variant"])
    }

    func testConfiguredOverridesExtensionAndSpectrumSets() {
        var settings = TokenSettings()
        settings.modeExtensions = ["org.primer.overrides"]
        let primer = """
        {
          "fgColor": { "default": { "$type": "color", "$value": "#1F2328",
            "$extensions": { "org.primer.overrides": { "dark": "#F0F6FC", "dark-dimmed": "#D1D7E0" } } } },
          "bgColor": { "default": { "$type": "color", "$value": "#FFFFFF",
            "$extensions": { "org.primer.overrides": { "dark": "#2A2A2A", "dark-dimmed": "#22272E" } } } },
          "counter": { "$type": "color", "$value": "{fgColor.default}", "alpha": 0.05,
            "$extensions": { "org.primer.overrides": { "dark": { "$value": "{bgColor.default}", "alpha": 0.5 },
                                                       "dark-dimmed": { "alpha": 0.2 }, "light": { "$value": "#000", "alpha": null } } } }
        }
        """
        var withDimmed = settings
        withDimmed.modes = ["light", "dark", "dark-dimmed"]
        let (model, findings) = run([("primer.tokens.json", primer)], settings: withDimmed)
        XCTAssertEqual(palette(model)["fgColor.default"]?.color.values["dark"]?.hex, "#F0F6FC")
        // Primer's opacities: beside `$value`, inside an override, or alone (the token's own value at that opacity).
        XCTAssertEqual(palette(model)["counter"]?.color.values, ["light": .black, "dark": RGBA(hex: "#2A2A2A80")!,
                                                               "dark-dimmed": RGBA(hex: "#D1D7E033")!])
        XCTAssertEqual(lines(findings), [])
        // Spectrum's legacy form: one value per set, plain `.json` in a `tokens` folder.
        let spectrum = """
        {
          "accent-foreground-color-default": { "sets": { "light": { "value": "rgb(255, 255, 255)" }, "dark": { "value": "#fff" } } },
          "accent-background-color-default": { "sets": { "light": { "value": "{blue-900}" }, "dark": { "value": "{blue-500}" } } },
          "blue-900": { "value": "rgb(59, 99, 251)" },
          "blue-500": { "value": "rgb(80, 140, 255)" },
          "gray-only-light": { "sets": { "light": { "value": "#eee" }, "wireframe": { "value": "#ddd" } } },
          "field-edge-padding": { "sets": { "desktop": { "value": "14px" }, "mobile": { "value": "16px" } } }
        }
        """
        let legacy = run([("packages/tokens/src/color.json", spectrum)])
        XCTAssertEqual(lines(legacy.findings), [
            "packages/tokens/src/color.json:2:3 contrast: accent-foreground-color-default #FFFFFF on accent-background-color-default #508CFF is 3.21:1 in dark mode, below WCAG AA 4.5:1 for text (scheme src)",
            "packages/tokens/src/color.json:6:3 dark-variant: colour `gray-only-light` has no dark value (it defines light; required modes: light, dark)",
        ])
    }

    func testStyleDictionaryAndJSON5() {
        let text = """
        // Style Dictionary, written by hand
        {
          color: {
            text: { primary: { value: '#333', type: 'color' } },
            bg: { primary: { value: 'rgba(255, 255, 255, 1)' }, },
            ref: { value: '{color.text.primary.value}' },
          },
          radius: { card: { value: '14px' } },
        }
        """
        let (model, findings) = run([("tokens/theme.json5", text)])
        let colors = palette(model)
        XCTAssertEqual(colors["color.ref"]?.color.values["light"]?.hex, "#333333")
        XCTAssertEqual(colors["color.bg.primary"]?.location, SourceLocation(file: "tokens/theme.json5", line: 5, column: 11))
        XCTAssertEqual(lines(findings), [])
        XCTAssertEqual(lines(run([("tokens/theme.json5", text)], presets: chosenPresets()).findings), [
            "tokens/theme.json5:8:28 corner-radius: cornerRadius 14 in scheme tokens is not a preset; nearest: regular (12) or large (16)",
        ])
    }

    func testConfiguredPairsLevelsAndFileClaims() {
        var settings = TokenSettings()
        settings.pairByName = false
        settings.pairs = [TokenSettings.Pair(foreground: "brand.red", background: "surface", level: .aaa)]
        let text = "{ \"$type\": \"color\", \"brand\": { \"red\": { \"$value\": \"#E11F26\" } }, \"surface\": { \"$value\": \"#FFFFFF\" } }"
        let (_, findings) = run([("p.tokens", text)], settings: settings)
        XCTAssertEqual(lines(findings), [
            "p.tokens:1:32 contrast: brand.red #E11F26 on surface #FFFFFF is 4.74:1 in light and dark mode, below WCAG AAA 7:1 for text (scheme tokens)",
        ])
        let loader = DesignTokenLoader()
        XCTAssertFalse(loader.canLoad(path: "app/package.json"))
        XCTAssertFalse(loader.canLoad(path: "tokens/$themes.json"))
        XCTAssertFalse(loader.canLoad(path: "design/github-primer.resolver.json"))
        XCTAssertTrue(loader.canLoad(path: "packages/tokens/src/color.json"))
        XCTAssertEqual(DesignTokenLoader.fileMode("a/theme-dark.tokens.json", modes: ["light", "dark"]).0, "dark")
        XCTAssertEqual(DesignTokenLoader.fileMode("a/dark/dark.dimmed.tokens.json", modes: ["light", "dark"]).1, 2)
    }

    /// Tokens Studio's DTCG form (Designsystemet): unitless lengths as strings, expressions, and a `number` aliasing
    /// a `dimension` are how it writes sizes; none of them is an error. The same in a DTCG file of no Tokens Studio
    /// project keeps the formal type check.
    func testTokensStudioInItsDTCGFormWritesNumbersExpressionsAndLooseTypes() throws {
        let themes = """
        [ { "id": "1", "name": "Medium", "group": "Size", "selectedTokenSets": { "size/medium": "source", "size/global": "enabled" } } ]
        """
        let medium = """
        { "size": { "_base": { "$type": "dimension", "$value": "18" }, "_step": { "$type": "dimension", "$value": "4" } } }
        """
        let global = """
        {
          "_size": {
            "base": { "$type": "number", "$value": "{size._base}" },
            "1": { "$type": "dimension", "$value": "floor({_size.base} * 1)" }
          },
          "spacing": { "1": { "$type": "dimension", "$value": "{_size.1}" } }
        }
        """
        let themesLoad = TokensStudioThemesLoader().load(contents: Data(themes.utf8), file: "design-tokens/$themes.json")
        var model = themesLoad.model
        var documents = themesLoad.documents
        var findings: [Finding] = []
        for (path, text) in [("design-tokens/size/medium.json", medium), ("design-tokens/size/global.json", global)] {
            let loaded = DesignTokenLoader().load(contents: Data(text.utf8), file: path)
            documents.merge(loaded.documents)
            findings += loaded.diagnostics
        }
        findings += ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model)
        XCTAssertEqual(lines(findings), [])
        let base = try XCTUnwrap(documents[TokenDocument.self][0].tokens.first { $0.name == "size._base" })
        guard case let .dimension(points, _, _, _)? = base.value else { return XCTFail("`18` is a length") }
        XCTAssertEqual(points, 18)

        // Without the project's `$themes.json`, `$type` is DTCG's contract.
        var plain = LoadedDocuments()
        for (path, text) in [("design-tokens/size/medium.json", medium), ("design-tokens/size/global.json", global)] {
            plain.merge(DesignTokenLoader().load(contents: Data(text.utf8), file: path).documents)
        }
        var plainModel = DesignModel()
        XCTAssertEqual(lines(ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&plain, into: &plainModel)), [
            "design-tokens/size/global.json:3:44 invalid-value: type mismatch: token `_size.base` is declared `number` but its alias `{size._base}` is `dimension`",
        ])
    }

    /// Tokens Studio and Style Dictionary values that DTCG writes otherwise: unitless numbers are pixels (and an
    /// alias to one resolves), a value may hold one value per mode, a translucent colour is `{color, alpha}`, and a
    /// `type` is a label for transforms: an alias of another `type` is a mismatch only across colour and not colour.
    func testStyleDictionaryAndTokensStudioValues() throws {
        let tokens = """
        {
          "space": { "scale": { "value": "4", "type": "spacing" }, "1x": { "value": "{space.scale}", "type": "spacing" }, "6x": { "value": 24, "type": "spacing" } },
          "size": { "base": { "value": { "base": "8px", "ratio": "2" }, "type": "modular-scale" }, "icon": { "value": "{size.base}", "type": "dimension" } },
          "duration": { "fast": { "value": "150ms", "type": "time" } },
          "color": {
            "ink": { "value": "#000000", "type": "color" },
            "text": { "value": { "light": "{color.ink}", "dark": "#FFFFFF" }, "type": "color" },
            "veil": { "value": { "light": { "color": "{color.ink}", "alpha": 0.5 }, "dark": "#FFFFFF" }, "type": "color" },
            "motion": { "value": "{duration.fast}", "type": "color" }
          }
        }
        """
        let result = run([("src/design.tokens.json", tokens)])
        XCTAssertEqual(lines(result.findings), [
            "src/design.tokens.json:9:26 invalid-value: type mismatch: token `color.motion` is declared `color` but its alias `{duration.fast}` is `time`",
        ])
        let colours = palette(result.model)
        XCTAssertEqual(colours["color.text"]?.color.values, ["light": RGBA.black, "dark": RGBA.white])
        XCTAssertEqual(colours["color.veil"]?.color.values["light"], RGBA(red: 0, green: 0, blue: 0, alpha: 128))
        let spacing = result.model.themes.flatMap(\.schemes).flatMap(\.styles).filter { $0.path.hasPrefix("space") }
        XCTAssertEqual(spacing.map { "\($0.path) \($0.kind) \($0.value)" }, ["space.scale padding 4", "space.6x padding 24"])
    }

    /// A background that lists in its extensions the text read on it (`docs.contrast`) makes those pairs, reported at
    /// the background, in each mode; a disabled colour on the list is exempt.
    func testABackgroundsOwnContrastListMakesPairs() {
        let tokens = """
        {
          "color": {
            "text": {
              "white": { "value": "#FFFFFF", "type": "color" },
              "disabled": { "value": "#EEEEEE", "type": "color" }
            },
            "primary": {
              "value": { "light": "#C2005F", "dark": "#F61488" }, "type": "color",
              "extensions": { "acme": { "docs": { "contrast": ["color.text.white", "{color.text.disabled}", "color.missing"] } } }
            }
          }
        }
        """
        let result = run([("src/color.tokens.json", tokens)])
        XCTAssertEqual(lines(result.findings.filter { $0.ruleID == "contrast" }), [
            "src/color.tokens.json:7:5 contrast: color.text.white #FFFFFF on color.primary #F61488 is 3.90:1 in dark mode, below WCAG AA 4.5:1 for text (scheme src)",
        ])
    }

    /// `on` as a state is no Material role: `toggle.on.background` is the toggle's on state, `chip.on-hover` a hover.
    func testOnAsAStateMakesNoPair() {
        let tokens = """
        {
          "toggle": { "background": { "$type": "color", "$value": "#FFFFFF" }, "on": { "background": { "$type": "color", "$value": "#F8F8F8" } } },
          "chip": { "hover": { "$type": "color", "$value": "#FFFFFF" }, "on-hover": { "$type": "color", "$value": "#FAFAFA" } },
          "color": { "primary": { "$type": "color", "$value": "#FFFFFF" }, "on-primary": { "$type": "color", "$value": "#F0F0F0" } }
        }
        """
        XCTAssertEqual(lines(run([("src/ui.tokens.json", tokens)]).findings.filter { $0.ruleID == "contrast" }), [
            "src/ui.tokens.json:4:68 contrast: color.on-primary #F0F0F0 on color.primary #FFFFFF is 1.13:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme src)",
        ])
    }

    /// A file per mode is an overlay: a palette step or a name that says its mode (`global.dark.gray.200`) that only
    /// one mode's files define is not missing from the other, and high-contrast files are never read as light or
    /// dark. A role both files write and one leaves out is still reported.
    func testModeFilesDoNotMissPaletteStepsAndHighContrastIsApart() {
        let light = """
        { "blue": { "300": { "value": "#0066CC", "type": "color" } }, "role": { "link": { "value": "{blue.300}", "type": "color" }, "focus": { "value": "#0066CC", "type": "color" } } }
        """
        let dark = """
        { "global": { "dark": { "blue": { "200": { "value": "#92C5F9", "type": "color" } } } }, "role": { "link": { "value": "{global.dark.blue.200}", "type": "color" } } }
        """
        let highContrast = "{ \"role\": { \"link\": { \"value\": \"#FFFF00\", \"type\": \"color\" } } }"
        let result = run([("tokens/light/base.json", light), ("tokens/dark/base.dark.json", dark),
                           ("tokens/highcontrast-dark/base.highcontrast.dark.json", highContrast)])
        XCTAssertEqual(lines(result.findings), [
            "tokens/light/base.json:1:125 dark-variant: colour `role.focus` has no dark value (it defines light; required modes: light, dark)",
        ])
        XCTAssertEqual(palette(result.model)["role.link"]?.color.values, ["light": RGBA(hex: "#0066CC")!, "dark": RGBA(hex: "#92C5F9")!])
    }


    /// Codex: `modes/dark.json` changes `color.progressive` and every group's `destructive--focus` but one, so the
    /// focus text colours that stay #36C on the dark page are misses. A state whose base stays, a fill beside text
    /// that changes, a ring beside a fill that also stays, two components' colours of one name (a danger button's
    /// white text beside a primary one's that turns dark) and palette steps are choices, not misses.
    func testAColourKeptInDarkWhileItsTwinsChangeIsAMiss() {
        let palette = """
        { "color": { "blue700": { "value": "#3366cc" }, "blue500": { "value": "#6485d1" }, "blue300": { "value": "#88a3e8" },
                     "blue900": { "value": "#233566" }, "gray1000": { "value": "#101418" }, "white": { "value": "#ffffff" } } }
        """
        let roles = """
        {
          "background-color": { "base": { "value": "{ color.white }" }, "destructive--focus": { "value": "{ color.blue700 }" },
                                "progressive": { "value": "{ color.blue700 }" }, "progressive--active": { "value": "{ color.blue900 }" } },
          "box-shadow": { "color": { "destructive--focus": { "value": "{ color.blue700 }" }, "progressive--active": { "value": "{ color.blue900 }" } } },
          "color": {
            "progressive": { "value": "{ color.blue700 }" },
            "progressive--focus": { "value": "{ color.blue700 }" },
            "progressive--active": { "value": "{ color.blue900 }" },
            "destructive--focus": { "value": "{ color.blue700 }" },
            "brand-fixed--focus": { "value": "{ color.blue700 }" }
          },
          "border-color": { "progressive--active": { "value": "{ color.blue900 }" } },
          "button": { "primary": { "text": { "value": "{ color.white }" } }, "danger": { "text": { "value": "{ color.white }" } } }
        }
        """
        let dark = """
        { "background-color": { "base": { "value": "{ color.gray1000 }" }, "destructive--focus": { "value": "{ color.blue500 }" } },
          "box-shadow": { "color": { "destructive--focus": { "value": "{ color.blue500 }" } } },
          "color": { "progressive": { "value": "{ color.blue300 }" }, "progressive--active": { "value": "{ color.blue300 }" } },
          "border-color": { "progressive--active": { "value": "{ color.blue300 }" } },
          "button": { "primary": { "text": { "value": "{ color.gray1000 }" } } } }
        """
        let result = lint([("ds-tokens/src/themes/palette.json", palette), ("ds-tokens/src/application.json", roles),
                           ("ds-tokens/src/modes/dark.json", dark)], rules: [RequiredModesRule()])
        XCTAssertEqual(lines(result.findings), [
            "ds-tokens/src/application.json:7:5 dark-variant: `color.progressive--focus` keeps #3366CC in dark mode, while `color.progressive`, the same colour in light mode, changes to #88A3E8 there: give it a dark value too, or name it as fixed if it is meant to stay",
            "ds-tokens/src/application.json:9:5 dark-variant: `color.destructive--focus` keeps #3366CC in dark mode, while `background-color.destructive--focus`, the same colour in light mode, changes to #6485D1 there: give it a dark value too, or name it as fixed if it is meant to stay",
        ])
    }

    func testPairsByNamingConventions() {
        let names = ["color.text.brand.on-brand", "color.background.brand.$root", "button.danger.fgColor.rest",
                     "button.danger.bgColor.rest", "fgColor.default", "bgColor.default", "fgColor.danger", "bgColor.danger",
                     "card/foreground", "card/background", "color.text.secondary", "color.bg.secondary",
                     "text_primary", "background_primary", "color.text.disabled", "color.bg.disabled",
                     "sema.color.hover.text.primary", "sema.color.hover.background.primary"]
        // Backgrounds white, the rest black: one colour for a foreground and its background is no pair.
        let palette = names.map { name in
            let isBackground = ["background", "bg", "bgColor"].contains { name.contains($0) }
            return ColorDefinition(name: name, isPaletteEntry: true, location: SourceLocation(file: "f", line: 1, column: 1),
                                   color: ResolvedColor(values: ["light": isBackground ? .white : .black], isSingleValue: true),
                                   definedModes: nil)
        }
        XCTAssertEqual(ThemeAssembler(defaultScales: BuiltinPresets.scales).contrastRequests(palette).map { "\($0.foregroundName) on \($0.backgroundName)" }, [
            "color.text.brand.on-brand on color.background.brand.$root",
            "button.danger.fgColor.rest on button.danger.bgColor.rest",
            "fgColor.default on bgColor.default",
            "card/foreground on card/background",
            // No role names their backgrounds: the default surface.
            "fgColor.danger on bgColor.default",
            "color.text.secondary on bgColor.default",
            "text_primary on bgColor.default",
            "sema.color.hover.text.primary on bgColor.default",
        ])
        let sameColour = palette.map { definition -> ColorDefinition in
            var copy = definition
            copy.color = ResolvedColor(values: ["light": .black], isSingleValue: true)
            return copy
        }
        XCTAssertEqual(ThemeAssembler(defaultScales: BuiltinPresets.scales).contrastRequests(sameColour).map(\.foregroundName), [])
    }

    /// Input that is no token file, or tokens of the wrong shape, is a finding at its place, never a crash or a silence.
    func testBadInputIsAFindingAtItsPlace() {
        let cases: [(String, [String])] = [
            ("", ["1:1 parse-error"]), ("[]", ["1:1 invalid-value"]), ("null", ["1:1 invalid-value"]),
            ("{\"a\": {\"$value\": {}}}", ["1:18 invalid-value"]),
            ("{\"a\": {\"$type\": 3, \"$value\": \"#fff\"}}", ["1:17 invalid-value", "1:30 invalid-value"]),
            ("{\"a\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [\"x\", 1, 1]}}}", ["1:74 invalid-value"]),
            ("{\"a\": {\"$type\": \"color\", \"$value\": \"{}\"}}", ["1:36 invalid-value"]),
            (String(repeating: "{\"a\":", count: 300), ["1:1281 parse-error"]),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(positions(run([("x.tokens.json", text)]).findings), expected, String(text.prefix(40)))
        }
    }

    private func assembled(_ files: [(String, Data)]) -> (model: DesignModel, diagnostics: [Finding]) {
        let (model, findings) = loadAndAssemble(files.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) })
        return (model, findings)
    }

    func testTypographyTokensAreNamedStyles() throws {
        let tokens = """
        {
          "font": {
            "size": { "$type": "dimension", "body": { "$value": { "value": 1, "unit": "rem" } } },
            "body": { "$type": "typography", "$value": {
              "fontFamily": ["Inter"], "fontSize": "{font.size.body}", "fontWeight": 400, "letterSpacing": "0em", "lineHeight": 1.5 } },
            "title": { "$type": "typography", "$value": {
              "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": "semi-bold",
              "letterSpacing": { "value": -0.01, "unit": "em" }, "lineHeight": "120%" } },
            "broken": { "$type": "typography", "$value": { "fontSize": "16px", "fontWeight": "{font.weight.bold}", "lineHeight": 1 } }
          }
        }
        """
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">
          <text x="0" y="20" font-size="16">Body</text>
          <text x="0" y="40" font-size="20" font-weight="600" letter-spacing="-0.2" style="line-height: 24px">Title</text>
          <text x="0" y="58" font-size="20" font-weight="600">Title, loose</text>
        </svg>
        """
        let (model, diagnostics) = assembled([("design/tokens/type.tokens.json", Data(tokens.utf8))])
        // An alias inside a composite other than `fontSize` is not followed: that token makes no style, and is no
        // error.
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [])
        let theme = try XCTUnwrap(model.themes.first)
        XCTAssertEqual(theme.structure.typography.map(\.summary), ["font.body (16, regular, 0, 1.5)", "font.title (20, semibold, -0.2, 1.2)"])
        let result = lint([("design/tokens/type.tokens.json", tokens), ("design/tokens/card.svg", svg)], rules: [TypographyRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            // 16 px matches font.body (1 rem, from the alias); the 20 px title needs its -0.01em tracking (-0.2 px).
            "design/tokens/card.svg:4:3 typography text \"Title, loose\" (20, semibold, 0, one line) matches no text style; closest: font.title (20, semibold, -0.2, 1.2): letter spacing 0, not -0.2",
        ])
    }

    func testCarbonAndFluentTypographyTokensLoad() throws {
        let carbon = try requireShared("corpus/tokens-dtcg-examples/ibm-carbon/typography.tokens.json")
        let fluent = try requireShared("corpus/tokens-dtcg-examples/microsoft-fluent/fonts.tokens.json")
        for (url, count) in [(carbon, 58), (fluent, 13)] {
            let (model, diagnostics) = assembled([(url.lastPathComponent, try Data(contentsOf: url))])
            let styles = model.themes.flatMap(\.structure.typography)
            XCTAssertEqual(styles.count, count, url.lastPathComponent)
            XCTAssertEqual(diagnostics.map(\.message), [], url.lastPathComponent)
        }
    }

    /// Tokens Studio writes gradients as colour tokens and radii as percentages: values, not mistakes (in a DTCG
    /// `$value` a gradient string is still not a colour).
    func testTokensStudioGradientsAndPercentagesAreValues() {
        let studio = """
        {
          "gradient": { "fade": { "type": "color", "value": "linear-gradient(180deg, rgba(0,0,0,0), rgba(0,0,0,0.4))" } },
          "rounding": { "circle": { "type": "borderRadius", "value": "50%" }, "pill": { "type": "borderRadius", "value": "{rounding.circle}" } }
        }
        """
        XCTAssertEqual(lint([("tokens/studio.json", studio)], rules: []).findings.map(\.message), [])
        let dtcg = #"{ "fade": { "$type": "color", "$value": "linear-gradient(180deg, #000, #fff)" } }"#
        XCTAssertEqual(lint([("a.tokens.json", dtcg)], rules: []).findings.map(\.ruleID), ["invalid-value"])
    }

    func testMutatedFilesNeverCrash() throws {
        let seeds: [(String, String)] = [
            ("Samples/tokens/theme.light.tokens.json", try String(contentsOf: packageRoot.appendingPathComponent("Samples/tokens/theme.light.tokens.json"), encoding: .utf8)),
            ("Samples/tokens/color.tokens.json", try String(contentsOf: packageRoot.appendingPathComponent("Samples/tokens/color.tokens.json"), encoding: .utf8)),
            ("A.xcassets/X.colorset/Contents.json", "{\"colors\":[{\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"0x10\",\"green\":\"0.5\",\"blue\":\"255\",\"alpha\":\"1\"}},\"idiom\":\"universal\"}]}"),
            ("app/res/values/colors.xml", "<resources><color name=\"a\">#FF0000</color><color name=\"b\">@color/a</color><dimen name=\"padding\">8dp</dimen></resources>"),
            ("x/tokens/global/a.yml", "props:\n  color-text:\n    value: \"{!gray}\"\n    text_contrast_pairing: [color-bg]\naliases:\n  gray: \"#333\"\n"),
        ]
        // A fixed seed: the same mutations on every run, so a failure can be reproduced.
        var generator = SeededGenerator(state: 0x5EED)
        let alphabet = Array("{}[]\":,'$#/\\.0123456789abcdef \n<>@!-")
        for (path, seed) in seeds {
            for _ in 0..<60 {
                var characters = Array(seed)
                for _ in 0..<Int.random(in: 1...6, using: &generator) where !characters.isEmpty {
                    let index = Int.random(in: 0..<characters.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: characters.remove(at: index)
                    case 1: characters.insert(alphabet.randomElement(using: &generator)!, at: index)
                    default: characters[index] = alphabet.randomElement(using: &generator)!
                    }
                }
                let result = lint([(path, String(characters))])
                XCTAssertTrue(result.findings.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            }
        }
        // Bytes that are not UTF-8 are a located parse error for every loader.
        for path in ["a.tokens.json", "A.xcassets/X.colorset/Contents.json", "r/tokens/a.yml", "t/$themes.json", "x.resolver.json"] {
            let result = Linter().check(files: [(path, .success(Data([0xFF, 0xFE, 0x00, 0x7B])))], workingDirectory: "/")
            XCTAssertEqual(result.findings.map(\.ruleID), ["parse-error"], path)
        }
    }
}

/// SplitMix64: a small deterministic generator for reproducible mutations.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
