import Foundation
import XCTest
@testable import W3WLintKit

final class ConfigurationTests: ScratchFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()

    }

    private func errors(_ config: String) -> [String] {
        do {
            try write(".w3wlint.yml", config)
            _ = try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path)
            return []
        } catch let errors as ConfigurationErrors {
            return errors.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    private func check(_ paths: [String] = ["."]) throws -> LintResult {
        let configuration = try Configuration.resolve(explicit: nil, paths: paths, workingDirectory: scratch.path)
        return try Linter(configuration: configuration).check(paths: paths, workingDirectory: scratch.path)
    }

    private let theme = """
    w3wtheme: 1
    palette:
      brandRed: "#E11F26"
      brandBlue: "#1C86CC"
    schemes:
      base:
        colors:
          foreground: "#000000"
          background: "#FFFFFF"
        styles:
          padding: 13
          cornerRadius: 5
    """

    /// A rule's texts must be strings, each wrong one one error; an example's keys are known ones, its `messages` a
    /// list of strings, and only a triggering example has messages.
    func testRuleTextsAndExamplesAreChecked() {
        XCTAssertEqual(errors("""
        rules:
          contrast: { message: [a], summary: {b: 1} }
          mine:
            kind: required
            examples:
              triggering: [{ source: "w3wtheme: 1", messages: {a: 1} }, { source: "w3wtheme: 1", message: [x] }]
              nonTriggering: [{ source: "w3wtheme: 1", messages: [x] }]
        """), [
            "2:24 rule `contrast`: `message` must be a string, found a list",
            "2:38 rule `contrast`: `summary` must be a string, found a mapping",
            "6:55 rule `mine`: an example's `messages` is a list of strings",
            "6:90 unknown key `message` in an example of rule `mine`; did you mean `messages`? (known: file, source, with, messages)",
            "7:48 rule `mine`: a non-triggering example has no findings, so no `messages`",
        ])
    }

    func testErrorsCarryTheConfigLine() {
        XCTAssertEqual(errors("""
        extends: [w3w]
        rulez: {}
        rules:
          contrast: { options: { levle: AAA } }
          dark-variant: { severity: fatal }
          spacing-scal: off
          corner-radius: { options: { allowed: { a: 1 } } }
          touch: { kind: rang }
        """), [
            "2:1 unknown key `rulez` in the configuration; did you mean `rules`? (known: root, extends, rules, include, exclude, overrides, plugins, tokens, swift, exports)",
            "4:33 unknown option `levle` for rule `contrast`; did you mean `level`? (known: level, checkBorders, standardPairs, pairs, modes, algorithm, minimumLc, ignoreDeprecated, nonText)",
            "5:29 rule `dark-variant`: unknown severity `fatal`; use error, warning, note or off",
            "6:3 unknown rule id `spacing-scal`; did you mean `spacing-scale`? (to define a new rule, give its `kind`; known rules: contrast, dark-variant, spacing-scale, corner-radius, preset-consistency, palette, typography, component-size, hierarchy, no-reference)",
            "7:40 rule `corner-radius`: option `allowed`: expected a number or a name, found a mapping",
            "8:3 rule `touch`: unknown kind `rang`; did you mean `range`? (kinds: component-size, contrast, hierarchy, palette, pattern, preset-consistency, presets, range, reference, required, required-modes, scale, typography)",
        ])
    }

    func testWrongOptionTypes() {
        XCTAssertEqual(errors("""
        rules:
          contrast: { options: { level: AAAA, checkBorders: "yes", pairs: [{ foreground: brand }] } }
          spacing-scale: { options: { base: -4 } }
        extends: [w3w, nope, ./missing.yml]
        """), [
            "2:33 option `level` of rule `contrast`: unknown value `AAAA`; use AA, AAA",
            "2:53 option `checkBorders` of rule `contrast`: expected true or false, found a string",
            "2:68 option `background` of rule `contrast`: a pair needs `foreground` and `background`",
            "3:37 option `base` of rule `spacing-scale`: expected a positive number",
            "4:16 unknown rule pack `nope` (built-in: apple-hig, dnakit, material3, w3w, wcag-aaa; a team's pack is a path such as ./rules/team.yml)",
            "4:22 cannot read the rule pack `./missing.yml`",
        ].sorted { $0.compare($1, options: .numeric) == .orderedAscending })
    }

    func testRulesOnOffSeverityAndOptions() throws {
        try write("design/a.w3wtheme.yaml", theme)
        try write(".w3wlint.yml", """
        rules:
          spacing-scale: off
          corner-radius: error
          contrast:
            options:
              standardPairs: false
              pairs:
                - { foreground: "brand*", background: "#FFFFFF", level: AAA }
        """)
        let result = try check()
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID)" }, [
            "3:3 error contrast", "4:3 error contrast", "12:21 error corner-radius",
        ])
        // A single-value colour fails alike in both modes: one finding names them.
        XCTAssertEqual(result.findings[0].message,
                       "brandRed #E11F26 on #FFFFFF is 4.74:1 in light and dark mode, below WCAG AAA 7:1 for text")
        XCTAssertEqual(result.rules.map(\.id), ["contrast", "dark-variant", "corner-radius", "preset-consistency", "palette", "typography",
                                                "component-size", "hierarchy", "no-reference", "parse-error", "invalid-value", "not-evaluated", "too-many-findings"])
    }

    func testOverridesApplyPerPath() throws {
        try write("design/a.w3wtheme.yaml", theme)
        try write("legacy/old/b.w3wtheme.yaml", theme)
        try write(".w3wlint.yml", """
        overrides:
          - files: ["legacy/**"]
            rules:
              spacing-scale: off
              corner-radius: { options: { allowed: [5] } }
          - files: ["*.w3wtheme.yaml"]
            excludedFiles: ["design/**"]
            rules:
              contrast: note
        """)
        let result = try check()
        XCTAssertEqual(positionsWithFiles(result.findings), [
            "design/a.w3wtheme.yaml:11:16 spacing-scale", "design/a.w3wtheme.yaml:12:21 corner-radius",
        ])
    }

    func testIncludeAndExclude() throws {
        try write("design/a.w3wtheme.yaml", theme)
        try write("design/generated/b.w3wtheme.yaml", theme)
        try write("other/c.w3wtheme.yaml", theme)
        try write(".w3wlint.yml", "include: [\"design/**\"]\nexclude: [generated/]\n")
        XCTAssertEqual(try check().files, ["design/a.w3wtheme.yaml"])
    }

    func testConfigFoundInAParentFolder() throws {
        try write("design/a.w3wtheme.yaml", theme)
        try write(".w3wlint.json", "{\"rules\": {\"corner-radius\": \"off\"}}")
        let result = try check(["design/a.w3wtheme.yaml"])
        XCTAssertEqual(result.findings.map(\.ruleID), ["spacing-scale"])
    }

    func testMessageTemplate() throws {
        try write("a.w3wtheme.yaml", theme)
        try write(".w3wlint.yml", "rules:\n  corner-radius: { message: \"radius {value} is off-preset (use {allowed}) — {message}\" }\n")
        let result = try check()
        XCTAssertEqual(result.findings.first { $0.ruleID == "corner-radius" }?.message,
                       "radius 5 is off-preset (use 4, 8) — cornerRadius 5 in scheme base is not a preset; nearest: extraSmall (4) or small (8)")
    }

    func testTeamPackWithANewRule() throws {
        try write("rules/team.yml", """
        pack: team
        rules:
          palette-names:
            kind: pattern
            severity: error
            summary: Palette names are camelCase.
            options: { target: palette, regex: "^[a-z][a-zA-Z0-9]*$", describedAs: camelCase }
            examples:
              triggering: ["w3wtheme: 1\\npalette:\\n  ↓Bad_Name: \\"#000\\"\\n"]
              nonTriggering: ["w3wtheme: 1\\npalette:\\n  goodName: \\"#000\\"\\n"]
        """)
        try write(".w3wlint.yml", "extends: [w3w, ./rules/team.yml]\n")
        try write("a.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  Brand_Red: \"#E11F26\"\n")
        let result = try check()
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" },
                       ["3:3 palette-names palette colour name `Brand_Red` is not camelCase"])
        let rule = try XCTUnwrap(Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path).rules.last)
        XCTAssertEqual(rule.pack, "rules/team.yml")
        XCTAssertEqual(rule.rule.description.name, "PaletteNames")
    }

    func testExtendsNothingRunsNoRule() throws {
        try write("a.w3wtheme.yaml", theme)
        try write(".w3wlint.yml", "extends: []\n")
        XCTAssertEqual(try check().findings.map(\.ruleID), [])
    }

    func testAPCAAlgorithmOption() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\nschemes:\n  s:\n    colors:\n      foreground: \"#888888\"\n      background: \"#FFFFFF\"\n      tint: \"#333333\"\n")
        try write(".w3wlint.yml", "rules:\n  contrast: { severity: note, options: { algorithm: apca, minimumLc: 75 } }\n")
        let result = try check()
        // #888 on white: Lc 63.06 (WCAG 3.54:1); #333 on white passes with Lc 100+.
        XCTAssertEqual(result.findings.map(\.message),
                       ["foreground #888888 on background #FFFFFF has APCA Lc 63 in light mode, below 75 for text (advisory) (scheme s)"])
        XCTAssertEqual(result.findings.first?.property("lc"), .number(63))
        XCTAssertEqual(result.findings.first?.severity, .note)
    }

    func testGlobs() {
        XCTAssertTrue(pathGlobMatch("legacy/**", "legacy/a/b.svg"))
        XCTAssertTrue(pathGlobMatch("**/*.json", "a.json"))
        XCTAssertTrue(pathGlobMatch("*.json", "x/y/a.json"))
        XCTAssertFalse(pathGlobMatch("legacy/*", "legacy/a/b.svg"))
        XCTAssertTrue(pathGlobMatch("generated/", "design/generated/b.yaml"))
        XCTAssertTrue(pathGlobMatch("a?c/[bx]*.yml", "abc/x1.yml"))
        XCTAssertFalse(pathGlobMatch("a?c/[!bx]*.yml", "abc/x1.yml"))
        XCTAssertTrue(wildcardMatch("brand*", "brandRed"))
        XCTAssertFalse(wildcardMatch("brand*", "textBrand"))
    }

    private func positionsWithFiles(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }
    private let exportSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">
      <rect width="100" height="40" fill="var(--surface)"/>
      <text x="50" y="25" font-size="13" fill="var(--label)" text-anchor="middle">Go</text>
      <text x="10" y="55" font-size="13" fill="#767676">Caption</text>
    </svg>
    """

    private func exportFindings() throws -> [String] {
        try check().findings.filter { $0.location.file == "button.svg" && $0.ruleID == "contrast" }
            .map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }
    }

    func testExportVariablesAndCanvasesComeFromTheConfig() throws {
        try write("theme.w3wtheme.yaml", theme)
        try write("button.svg", exportSVG)
        // Without the section: the label's colour is unknown (a note; its backdrop is not looked at), and #767676
        // passes on the white canvas.
        try write(".w3wlint.yml", "extends: [w3w]\n")
        XCTAssertEqual(try exportFindings(), [
            "3:3 note contrast of 1 text not checked: colour `--label` is unknown (defined neither in the file nor in its references: theme.w3wtheme.yaml; no fallback is given); define it in a CSS file beside the exports or above them, or map it in the config's `exports.variables`",
        ])
        // Mapped: `--surface` is the palette's brandBlue, `--label` is white; the light canvas is a light grey.
        try write(".w3wlint.yml", """
        extends: [w3w]
        exports:
          variables:
            --surface: brandBlue
            --label: "#FFFFFF"
          canvas:
            light: "#F0F0F0"
        """)
        XCTAssertEqual(try exportFindings(), [
            "3:3 error text \"Go\" #FFFFFF on #1C86CC is 3.93:1 in light mode, below WCAG AA 4.5:1 for text (svg > text[1] over svg > rect)",
            "4:3 error text \"Caption\" #767676 on #F0F0F0 is 3.98:1 in light mode, below WCAG AA 4.5:1 for text (svg > text[2] over the light canvas)",
        ])
        // A mapping to a palette entry the theme lacks says so.
        try write(".w3wlint.yml", "extends: [w3w]\nexports:\n  variables:\n    --surface: brandGreen\n    --label: white\n")
        XCTAssertEqual(try exportFindings().first,
                       "2:3 note contrast of 1 text not checked: colour `--surface` is unknown (defined neither in the file nor in its references: theme.w3wtheme.yaml; no fallback is given); `--surface` is mapped to `brandGreen`, which theme.w3wtheme.yaml does not define; define it in a CSS file beside the exports or above them, or map it in the config's `exports.variables`")
    }

    func testExportSettingsErrors() {
        XCTAssertEqual(errors("""
        exports:
          variables:
            surface: brandBlue
            --label: "#GGG"
            --x: [1]
          canvas:
            dark: "#00000080"
            light: paper
          colours: {}
        """), [
            "3:5 `surface` in `exports.variables` is not a CSS custom property: write it as `--surface`",
            "4:14 `#GGG` in `exports.variables.--label` is not a colour (#RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or a CSS name)",
            "5:10 `exports.variables.--x` must be a palette entry name or a colour",
            "7:11 `exports.canvas.dark` must be opaque: it is what lies beneath everything",
            "8:12 `exports.canvas.light` must be a colour such as \"#FFFFFF\"",
            "9:3 unknown key `colours` in `exports` (known: variables, canvas, reference)",
        ])
        XCTAssertEqual(ExportSettings(canvases: ["dark": .white]).canvas(for: "highContrastDark"), .white)
        XCTAssertEqual(ExportSettings(canvases: ["highContrastDark": .black, "dark": .white]).canvas(for: "highContrastDark"), .black)
        XCTAssertEqual(ExportSettings().canvas(for: "night"), .black)
        XCTAssertEqual(ExportSettings().canvas(for: "light"), .white)
    }

    /// Rules given as values hold on every file, whatever overrides the configuration had (the editor's pair
    /// measurement runs one contrast rule in a configuration that may have them).
    func testGivenRulesHoldUnderOverrides() throws {
        let configuration = try Configuration.parse("overrides:\n  - files: [\"legacy/**\"]\n    rules:\n      contrast: off\n",
                                                    workingDirectory: "/p")
        let variants = configuration.running([RangeRule()]).ruleVariants(for: ["legacy/a.w3wtheme.yaml", "b.w3wtheme.yaml"],
                                                                         workingDirectory: "/p")
        XCTAssertEqual(variants.map { "\($0.rule.rule.description.id) \($0.files.sorted())" },
                       ["touch-target [\"b.w3wtheme.yaml\", \"legacy/a.w3wtheme.yaml\"]"])
        XCTAssertGreaterThan(configuration.ruleVariants(for: ["legacy/a.w3wtheme.yaml", "b.w3wtheme.yaml"], workingDirectory: "/p").count, 1)
    }

    private func load(_ text: String) throws -> Configuration {
        try Configuration.parse(text, workingDirectory: scratch.path)
    }

    func testWrongOptionsAreConfigurationErrorsWithTheirLine() throws {
        try write(".w3wlint.yml", """
        rules:
          component-size: { options: { names: 5, tolerance: -1 } }
          hierarchy: { options: { layers: { primary: [1] }, image: [avatar] } }
          typography: { options: { ratioTolerance: -0.1 } }
        """)
        XCTAssertThrowsError(try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path)) { error in
            XCTAssertEqual((error as? ConfigurationErrors)?.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
                "2:39 option `names` of rule `component-size`: expected a mapping of names to lists of strings, found a number",
                "2:53 option `tolerance` of rule `component-size`: expected a number ≥ 0",
                "3:46 rule `hierarchy`: option `layers`: `primary` must be a string or a list of strings, found a list holding a number",
                "3:60 unknown option `image` for rule `hierarchy`; did you mean `images`? (known: layers, images)",
                "4:44 option `ratioTolerance` of rule `typography`: expected a number ≥ 0",
            ])
        }
    }

    func testTokensSectionIsRead() throws {
        let configuration = try load("""
        tokens:
          modes: [light, dark, dark-high-contrast]
          modeExtensions: [mode, org.primer.overrides]
          modeSets: sets
          spacing: [space, padding]
          radius: [radius]
          pairByName: false
          pairs:
            - { foreground: fgColor.default, background: bgColor.default, level: AAA }
        """)
        XCTAssertEqual(configuration.tokens.modes, ["light", "dark", "dark-high-contrast"])
        XCTAssertEqual(configuration.tokens.modeExtensions, ["mode", "org.primer.overrides"])
        XCTAssertEqual(configuration.tokens.modeSets, ["sets"])
        XCTAssertEqual(configuration.tokens.spacingWords, ["space", "padding"])
        XCTAssertFalse(configuration.tokens.pairByName)
        XCTAssertEqual(configuration.tokens.pairs, [TokenSettings.Pair(foreground: "fgColor.default", background: "bgColor.default", level: .aaa)])
        XCTAssertEqual(Linter(configuration: configuration).assembler.settings, configuration.tokens)
    }

    func testTokensSectionErrorsCarryTheirLines() {
        do {
            _ = try load("""
            tokens:
              modez: [light]
              pairs:
                - { foreground: a, level: AAAA, colour: b }
              pairByName: maybe
            """)
            XCTFail("expected errors")
        } catch let errors as ConfigurationErrors {
            XCTAssertEqual(errors.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
                "2:3 unknown key `modez` in `tokens`; did you mean `modes`? (known: modes, modeExtensions, modeSets, pairs, spacing, radius, pairByName, cssSelectors)",
                "4:7 a token pair needs `foreground` and `background` token names",
                "4:31 `level` must be AA or AAA",
                "4:37 unknown key `colour` in a token pair (known: foreground, background, level, kind)",
                "5:15 `tokens.pairByName` must be true or false",
            ])
        } catch {
            XCTFail("\(error)")
        }
    }
}
