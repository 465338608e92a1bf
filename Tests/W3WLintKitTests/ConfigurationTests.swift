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

    /// A rule's texts must be strings; each wrong one is one error, and a message example must be a list of strings.
    func testRuleTextsAndExampleMessagesMustBeStrings() {
        XCTAssertEqual(errors("""
        rules:
          contrast: { message: [a], summary: {b: 1} }
          mine:
            kind: required
            examples: { triggering: [{ source: "w3wtheme: 1", messages: {a: 1} }] }
        """), [
            "2:24 rule `contrast`: `message` must be a string, found a list",
            "2:38 rule `contrast`: `summary` must be a string, found a mapping",
            "5:65 rule `mine`: an example's `messages` is a list of strings",
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
}

final class StarterConfigurationTests: XCTestCase {
    func testInitWritesAValidConfigurationAndNeverOverwrites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(".w3wlint.yml").path
        try StarterConfiguration.write(to: path)
        let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path)
        XCTAssertEqual(configuration.rules.map(\.rule.description.id),
                       try Configuration.defaults(workingDirectory: folder.path).rules.map(\.rule.description.id))
        XCTAssertEqual(configuration.exclude, ["**/node_modules/**", "**/build/**"])
        try "mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try StarterConfiguration.write(to: path)) { XCTAssertTrue($0 is StarterConfiguration.Exists) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "mine\n")
    }

    /// `init` says what it understood of each reference; a design with scales of its own is not offered a pack's
    /// presets, and a `build/` folder that holds the design (PatternFly's token style sheets) is not excluded.
    func testInitReportsWhatItUnderstoodAndKeepsTheDesignsOwnScalesAndBuildFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("module/build/css/tokens.css")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ":root { --text-color: #767676; --background-color-default: #FFFFFF; --spacing-sm: 8px; --radius-md: 4px; }\n.dark { --text-color: #AAAAAA; --background-color-default: #111111; }\n"
            .write(to: url, atomically: true, encoding: .utf8)
        let survey = try Linter(configuration: Configuration.defaults(workingDirectory: folder.path)).survey(paths: ["."], workingDirectory: folder.path)
        let text = StarterConfiguration.text(survey: survey)
        XCTAssertTrue(text.contains("#   module/build/css/tokens.css  CSS variables, serves module/build/\n"
            + "#     modes light, dark; 2 colours; scales cornerRadius, margin, padding; 1 contrast pair\n"), text)
        XCTAssertTrue(text.contains("# Packs: none is needed; the scales listed above are this design's own"), text)
        XCTAssertFalse(text.contains("extends:"), text)
        XCTAssertTrue(text.contains("# `build/` holds references listed above, so it is checked.\nexclude: [\"**/node_modules/**\"]\n"), text)
    }

    /// `init` names the references a tree has and, when there is one, makes it the reference of the exports that
    /// have none; the written configuration loads and judges them with it.
    func testInitFindsTheReferencesAndNamesTheOneForLooseExports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 40 20\"><rect width=\"40\" height=\"20\" fill=\"var(--surface)\"/><text x=\"2\" y=\"14\" font-size=\"12\" fill=\"var(--ink)\">Hi</text></svg>"
        try write("web/styles/vars.css", ":root { --ink: #999999; --surface: #FFFFFF; }\n")
        try write("web/img/a.svg", svg)
        try write("docs/b.svg", svg)
        try write("docs/more/c.svg", svg)
        let survey = try Linter(configuration: Configuration.defaults(workingDirectory: folder.path)).survey(paths: ["."], workingDirectory: folder.path)
        XCTAssertEqual(survey.references, [.init(file: "web/styles/vars.css", kind: "CSS variables", scope: "web", modes: ["light"], colours: 2)])
        XCTAssertEqual(survey.unreferenced.map { "\($0.folder) \($0.exports)" }, ["docs 1", "docs/more 1"])
        let text = StarterConfiguration.text(survey: survey)
        XCTAssertTrue(text.contains("#   web/styles/vars.css  CSS variables, serves web/\n#     mode light; 2 colours\n"), text)
        // With no scale of its own, the packs are offered; `build/` holds no reference, so it is left out.
        XCTAssertTrue(text.contains("# extends: [w3w]\n"), text)
        XCTAssertTrue(text.contains("exclude: [\"**/node_modules/**\", \"**/build/**\"]\n"), text)
        XCTAssertTrue(text.contains("#   docs/ (1 export)\n#   docs/more/ (1 export)\n"), text)
        XCTAssertTrue(text.contains("\nexports:\n  reference: web/styles/vars.css\n"), text)
        try StarterConfiguration.write(to: folder.appendingPathComponent(".w3wlint.yml").path, text: text)
        let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path)
        XCTAssertFalse(configuration.presetsChosen)
        let result = try Linter(configuration: configuration).check(paths: ["."], workingDirectory: folder.path)
        // #999999 on white is 2.85:1: every export is judged, the loose ones through `exports.reference`.
        XCTAssertEqual(result.findings.map { "\($0.location.file) \($0.ruleID) \($0.property("reference") ?? .null)" }, [
            "docs/b.svg contrast string(\"web/styles/vars.css\")",
            "docs/more/c.svg contrast string(\"web/styles/vars.css\")",
            "web/img/a.svg contrast string(\"web/styles/vars.css\")",
        ])
        // The reference was read as context: it is not among the checked files unless it lies in the checked paths.
        XCTAssertEqual(try Linter(configuration: configuration).check(paths: ["docs"], workingDirectory: folder.path).contextFiles,
                       ["web/styles/vars.css"])
    }
}
