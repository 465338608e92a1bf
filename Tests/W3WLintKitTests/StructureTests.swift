import Foundation
import XCTest
@testable import W3WLintKit

/// Component structure: named text styles, component sizes, text hierarchy and image masks, touch
/// targets; the theme sections they read and the SVG properties they measure.
final class StructureTests: XCTestCase {
    private func report(_ files: [(String, String)], rules: [any RuleKind], presets: DesignPresets = DesignPresets()) -> [String] {
        lint(files, rules: rules, presets: presets).findings.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)"
        }
    }

    // MARK: - Theme format

    func testLayerNamesSplitIntoWords() {
        // ASCII names take a byte-level path; others the Character one. Both split the same way.
        XCTAssertEqual(ComponentStructure.words("ListRow_2"), ["list", "row"])
        XCTAssertEqual(ComponentStructure.words("primaryText"), ["primary", "text"])
        XCTAssertEqual(ComponentStructure.words("Mode=Dark, Type=Primary"), ["mode", "dark", "type", "primary"])
        XCTAssertEqual(ComponentStructure.words("XMLParser2go"), ["xmlparser", "go"])
        XCTAssertEqual(ComponentStructure.words("  icon/Close-btn "), ["icon", "close", "btn"])
        XCTAssertEqual(ComponentStructure.words(""), [])
        XCTAssertEqual(ComponentStructure.words("GrößeButton"), ["größe", "button"])
        XCTAssertEqual(ComponentStructure.words("ÉtiquetteRow"), ["étiquette", "row"])
        XCTAssertTrue(ComponentStructure.contains(["list", "row", "title"], name: "RowTitle"))
        XCTAssertFalse(ComponentStructure.contains(["list", "row"], name: "title"))
        XCTAssertFalse(ComponentStructure.contains(["list"], wanted: []))
    }

    func testTokenNamesSplitIntoWords() {
        // ASCII names take a byte-level path, others the Character one; both split the same way.
        XCTAssertEqual(ThemeAssembler.splitWords("colorPrimary500Hover"), ["color", "primary500", "hover"])
        XCTAssertEqual(ThemeAssembler.splitWords("spacing.inset-lg_2XL"), ["spacing", "inset", "lg", "2", "xl"])
        XCTAssertEqual(ThemeAssembler.splitWords("borderRadiusM"), ["border", "radius", "m"])
        XCTAssertEqual(ThemeAssembler.splitWords("ABCDef"), ["abcdef"])
        XCTAssertEqual(ThemeAssembler.splitWords(""), [])
        XCTAssertEqual(ThemeAssembler.splitWords("größeAbstand"), ["größe", "abstand"])
        XCTAssertEqual(ThemeAssembler.splitWords("größe2Abstand"), ["größe2", "abstand"])
    }

    func testThemeSectionsLoadWithTheirUnits() throws {
        let result = loadTheme("""
        w3wtheme: 1
        typography:
          h1: { size: 21, weight: medium, letterSpacing: -0.12, lineHeight: 1.0 }
          label: { size: 20, weight: 600, letterSpacing: -1%, lineHeight: 24px }
          tight: { size: 10, weight: regular, letterSpacing: 0.05em, lineHeight: 120% }
        components:
          Button: { small: 24, medium: 34, large: 40 }
          row: [32, 40]
        hierarchy: [primary, secondary, tertiary]
        """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let structure = try XCTUnwrap(result.model.themes.first?.structure)
        XCTAssertEqual(structure.typography.map(\.summary), [
            "h1 (21, medium, -0.12, 1)", "label (20, semibold, -0.2, 1.2)", "tight (10, regular, 0.5, 1.2)",
        ])
        XCTAssertEqual(structure.typography.map { "\($0.location!.line):\($0.location!.column)" }, ["3:3", "4:3", "5:3"])
        XCTAssertEqual(structure.components["button"]?.entries.map(\.name), ["small", "medium", "large"])
        XCTAssertEqual(structure.components["row"]?.entries.map(\.value), [.points(32), .points(40)])
        XCTAssertEqual(structure.hierarchy, ["primary", "secondary", "tertiary"])
        XCTAssertEqual(structure.hierarchyLocation?.line, 9)
    }

    func testThemeSectionMistakesAreInvalidValuesAtTheirLine() {
        let result = loadTheme("""
        w3wtheme: 1
        typography:
          h1: { size: 21, weight: mediun, lineHeight: 1 }
          h2: { size: 18, lineHeight: 1.4 }
          h3: { size: 16, weight: medium, lineHieght: 1.5 }
          h4: { size: 16, weight: medium, lineHeight: 1.5em }
        components:
          button: { small: -4 }
        hierarchy: [primary]
        """)
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "3:27 unknown font weight `mediun` in `typography.h1.weight`; use ultralight, thin, light, regular, medium, semibold, bold, heavy, black or a number 1…1000",
            "4:3 `typography.h2` needs `weight`",
            "5:35 unknown key `lineHieght` in `typography.h3`; did you mean `lineHeight`? (known: size, weight, letterSpacing, lineHeight)",
            "5:3 `typography.h3` needs `lineHeight`",
            "6:47 `typography.h4.lineHeight` must be a ratio of the size (1.5), or `…px` or `…%`, found `1.5em`",
            "8:20 a size preset of `components.button` must be a number of points > 0, found `-4`",
            "9:12 expected `hierarchy` to be a list of at least two text levels, most prominent first, such as [primary, secondary, tertiary, quaternary]; found a list",
        ])
    }

    /// The `w3w` pack holds only what the what3words libraries define (rows, icons, the four label levels); the type
    /// table and button heights are DNAKit's, in `dnakit`, whose fontSize scale holds every style's size.
    func testPresetsCarryOnlyTheirSourcesValues() {
        let w3w = BuiltinPresets.structure
        XCTAssertEqual(w3w.typography.map(\.summary), [])
        XCTAssertEqual(w3w.components.mapValues { $0.entries.compactMap(\.value.points) },
                       ["row": [32, 40, 48, 64, 72], "icon": [16, 32, 64]])
        XCTAssertEqual(w3w.hierarchy, ["primary", "secondary", "tertiary", "quaternary"])
        let dnakit = chosenPresets("dnakit")
        XCTAssertEqual(dnakit.typography.map(\.summary), [
            "h1 (21, medium, -0.12, 1)", "h2 (18, medium, -0.24, 1.4)", "h3 (16, medium, 0, 1.5)",
            "h1Blog (28, semibold, -0.6, 1)", "h2Blog (24, semibold, -0.51, 1.25)", "h3Blog (20, semibold, -0.22, 1)",
            "bodyLarge (16, regular, 0, 1.5)", "bodyRegular (15, regular, 0, 1.5)", "bodySmall (14, regular, 0, 1.5)",
            "numHighlight (14, regular, 0, 1.2)", "caption (12, regular, 0, 1.3)",
        ])
        XCTAssertEqual(dnakit.components.mapValues { $0.entries.compactMap(\.value.points) }, ["button": [24, 34, 40, 50]])
        let sizes = Set(dnakit.scales["fontSize"]?.entries.compactMap(\.value.points) ?? [])
        XCTAssertEqual(Set(dnakit.typography.map(\.size)).subtracting(sizes), [])
        XCTAssertEqual(dnakit.source, "dnakit")
        // Chosen together, each pack's kinds merge.
        XCTAssertEqual(chosenPresets("w3w", "dnakit").components.keys.sorted(), ["button", "icon", "row"])
        // Not chosen: nothing but the text levels.
        XCTAssertTrue(try Configuration.defaults(workingDirectory: "/").presets.isEmpty)
    }

    func testPluginsSeeTheStructure() throws {
        var model = loadTheme("""
        w3wtheme: 1
        typography:
          caption: { size: 12, weight: regular, lineHeight: 1.2 }
        components:
          button: [24]
        hierarchy: [primary, secondary]
        """).model
        model.merge(SVGLoader().load(contents: Data("""
        <svg xmlns="http://www.w3.org/2000/svg"><text font-size="12" letter-spacing="0.5">A</text><text font-size="12">B</text></svg>
        """.utf8), file: "a.svg").model)
        let json = CompactJSON.encode(ModelJSON.encode(model, files: [], plugin: "p", workingDirectory: "/"))
        XCTAssertTrue(json.contains(#""typography":[{"name":"caption","size":12.0,"weight":400.0,"letterSpacing":0.0,"lineHeight":1.2,"location":{"file":"test.w3wtheme.yaml","line":3.0,"column":3.0}}]"#), json)
        XCTAssertTrue(json.contains(#""components":{"button":{"builtIn":false"#), json)
        XCTAssertTrue(json.contains(#""hierarchy":["primary","secondary"]"#), json)
        XCTAssertTrue(json.contains(#""text":{"content":"A","fontSize":12.0,"fontWeight":400.0,"letterSpacing":0.5}"#), json)
        XCTAssertTrue(json.contains(#""text":{"content":"B","fontSize":12.0,"fontWeight":400.0}"#), json)
    }

    // MARK: - SVG properties

    func testTextLetterSpacingLineHeightLayerNamesMasksAndViewport() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
          <style>.h { font: 500 20px/1.2 sans-serif; letter-spacing: -0.02em }</style>
          <defs>
            <clipPath id="c"><circle cx="20" cy="20" r="10"/></clipPath>
            <mask id="m"><rect width="30" height="20" rx="4"/></mask>
          </defs>
          <text class="h" x="0" y="20">A</text>
          <g transform="scale(2)"><text x="0" y="20" font-size="8" letter-spacing="0.5" style="line-height: 12px">B</text></g>
          <text x="0" y="60" font-size="10"><tspan x="0" y="60">one</tspan><tspan x="0" dy="15">two</tspan></text>
          <text x="0" y="90" font-size="10"><tspan x="0" y="90">uneven</tspan><tspan x="0" y="100">a</tspan><tspan x="0" y="120">b</tspan></text>
          <g id="g1" data-name="Avatar image" clip-path="url(#c)"><image width="40" height="40" href="a.png"/></g>
          <rect id="r" width="30" height="20" mask="url(#m)" transform="scale(2)" fill="#000"/>
        </svg>
        """
        let loaded = SVGLoader().load(contents: Data(svg.utf8), file: "a.svg")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let component = try XCTUnwrap(loaded.model.components.first)
        let texts = component.elements.compactMap(\.text)
        XCTAssertEqual(texts.map { "\($0.content) \(formatNumber($0.fontSize)) \($0.fontWeight) \(formatNumber($0.letterSpacing)) \($0.lineHeight.map(formatNumber) ?? "-")" }, [
            "A 20 500 -0.4 1.2",
            "B 16 400 1 1.5",
            "one 10 400 0 1.5", "two 10 400 0 1.5",
            "uneven 10 400 0 -", "a 10 400 0 -", "b 10 400 0 -",
        ])
        let image = try XCTUnwrap(component.elements.first { $0.kind == "image" })
        XCTAssertEqual(image.mask, .ellipse(width: 20, height: 20))
        XCTAssertEqual(component.groups.first { $0.id == "g1" }?.layerName, "Avatar image")
        let rect = try XCTUnwrap(component.elements.first { $0.id == "r" })
        XCTAssertEqual(rect.layerName, "r")
        XCTAssertEqual(rect.mask, .rect(width: 60, height: 40, radius: 8))
        XCTAssertEqual(component.viewport, BoundingBox(x: 0, y: 0, width: 200, height: 100))
    }

    // MARK: - typography (named styles)

    func testTypographyNamesTheClosestStyleAndEachDifference() {
        let theme = """
        w3wtheme: 1
        typography:
          title: { size: 20, weight: semibold, letterSpacing: -0.2, lineHeight: 1.2 }
          body: { size: 15, weight: regular, letterSpacing: 0, lineHeight: 1.5 }
        """
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">
          <text x="0" y="20" font-size="20" font-weight="600" letter-spacing="-0.2">Title</text>
          <text x="0" y="40" font-size="20.4" font-weight="600" letter-spacing="-0.01em">Title, 0.4 larger</text>
          <text x="0" y="60" font-size="20" font-weight="700" letter-spacing="-0.2" style="line-height: 30px">Bold title</text>
          <text x="0" y="80" font-size="15"><tspan x="0" y="80">Body</tspan><tspan x="0" y="100">tight</tspan></text>
          <text x="0" y="140" font-size="17" font-weight="300">Light</text>
        </svg>
        """
        // Exact, and within 0.5 px and 0.01 px (-0.01em of 20.4 is -0.204): no finding. A second difference, a
        // line height from tspan baselines (20 / 15), a style that differs in fewer properties is the closest.
        XCTAssertEqual(report([("theme.w3wtheme.yaml", theme), ("a.svg", svg)], rules: [TypographyRule()]), [
            "a.svg:4:3 typography text \"Bold title\" (20, bold, -0.2, 1.5) matches no text style; closest: title (20, semibold, -0.2, 1.2): weight bold, not semibold; line height 1.5, not 1.2",
            "a.svg:5:37 typography text \"Body\" (15, regular, 0, 1.333) matches no text style; closest: body (15, regular, 0, 1.5): line height 1.333, not 1.5",
            "a.svg:5:69 typography text \"tight\" (15, regular, 0, 1.333) matches no text style; closest: body (15, regular, 0, 1.5): line height 1.333, not 1.5",
            "a.svg:6:3 typography text \"Light\" (17, light, 0, one line) matches no text style; closest: body (15, regular, 0, 1.5): size 17, not 15; weight light, not regular",
        ])
        let finding = lint([("theme.w3wtheme.yaml", theme), ("a.svg", svg)], rules: [TypographyRule()]).findings[0]
        XCTAssertEqual(finding.property("style"), "title")
        XCTAssertEqual(finding.property("differences"), .array([.string("weight"), .string("lineHeight")]))
        XCTAssertEqual(finding.property("lineHeight"), 1.5)
    }

    // MARK: - component-size

    func testComponentSizeByLayerFileAndFolderName() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
          <g id="Primary_Button"><rect width="100" height="36" rx="8" fill="#0A3049"/><text x="10" y="24" font-size="15">Go</text></g>
          <g id="Buttons" transform="translate(0 50)"><rect width="100" height="50" fill="#DBEFFA"/></g>
          <g id="Close_Button" transform="translate(0 120)"><path d="M0 0l8 8M8 0L0 8" stroke="#000"/></g>
          <g id="tableCell" transform="translate(0 140)"><rect width="400" height="44" fill="#FFFFFF"/><circle cx="20" cy="22" r="12" fill="#0A3049"/></g>
          <g id="Arrow" transform="translate(0 200)"><rect width="30" height="30" fill="#0A3049"/></g>
        </svg>
        """
        let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M4 4h16v16H4z"/></svg>
        """
        let files = [("screen.svg", svg), ("IconSearch.svg", icon), ("Icon/close.svg", icon), ("icons/close.svg", icon)]
        // No reference and no pack chosen: no sizes to judge by.
        XCTAssertEqual(report(files, rules: [ComponentSizeRule()]), [])
        // `extends: [w3w, dnakit]`: what3words rows and icons, DNAKit buttons.
        XCTAssertEqual(report(files, rules: [ComponentSizeRule()], presets: chosenPresets("w3w", "dnakit")), [
            // Named by its folder (Figma's component set) and by its file name; `icons/` is a set, not an icon.
            "Icon/close.svg:1:1 component-size height 24 of icon `Icon` (export) is not an icon size preset; nearest: small (16) or medium (32)",
            "IconSearch.svg:1:1 component-size height 24 of icon `IconSearch` (export) is not an icon size preset; nearest: small (16) or medium (32)",
            // Measured by its frame, text left out. `Buttons` is a set; `Close_Button` draws no frame; `Arrow` is no row.
            "screen.svg:2:3 component-size height 36 of button `Primary_Button` (svg > g#Primary_Button) is not a button size preset; nearest: medium (34) or large (40)",
            "screen.svg:5:3 component-size height 44 of row `tableCell` (svg > g#tableCell) is not a row size preset; nearest: small (40) or medium (48)",
        ])
    }

    func testComponentSizesAndNamesFromTheThemeAndTheConfig() throws {
        let theme = """
        w3wtheme: 1
        components:
          button: [36]
          chip: { regular: 32 }
        """
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
          <g id="Primary_Button"><rect width="100" height="36" rx="8" fill="#0A3049"/></g>
          <g id="FilterPill" transform="translate(0 50)"><rect width="100" height="30" rx="15" fill="#DBEFFA"/></g>
          <g id="Row" transform="translate(0 100)"><rect width="400" height="50" fill="#FFFFFF"/></g>
        </svg>
        """
        var reader = try OptionsReader(owner: "component-size", yaml: "{names: {chip: [chip, pill]}}", file: "config")
        let options = ComponentSizeRule.Options(reading: &reader)
        XCTAssertEqual(reader.errors, [])
        // The theme's 36 button is allowed; its own kind `chip` takes the names the config gives it; rows keep the
        // chosen pack's presets.
        XCTAssertEqual(report([("theme.w3wtheme.yaml", theme), ("a.svg", svg)], rules: [ComponentSizeRule(options: options)],
                              presets: chosenPresets()), [
            "a.svg:3:3 component-size height 30 of chip `FilterPill` (svg > g#FilterPill) is not a chip size preset; nearest: regular (32)",
            "a.svg:4:3 component-size height 50 of row `Row` (svg > g#Row) is not a row size preset; nearest: medium (48) or large (64)",
        ])
    }

    // MARK: - hierarchy

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

    // MARK: - touch-target (packs)

    func testTouchTargetInTheHIGAndMaterialPacksOnly() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
          <g id="Small_Button"><rect width="80" height="24" rx="4" fill="#0A3049"/></g>
          <g id="Wide_Button" transform="translate(0 30)"><rect width="120" height="46" rx="8" fill="#0A3049"/></g>
          <g id="Cell" transform="translate(0 80)"><rect width="400" height="48" fill="#FFFFFF"/></g>
          <g id="Icon" transform="translate(0 140)"><rect width="16" height="16" fill="#0A3049"/></g>
        </svg>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-touch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try svg.write(to: folder.appendingPathComponent("toolbar.svg"), atomically: true, encoding: .utf8)
        var results: [String: [String]] = [:]
        for pack in ["w3w", "apple-hig", "material3"] {
            try "extends: [w3w\(pack == "w3w" ? "" : ", \(pack)")]\n".write(to: folder.appendingPathComponent(".w3wlint.yml"),
                                                                         atomically: true, encoding: .utf8)
            let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path)
            let result = try Linter(configuration: configuration).check(paths: ["toolbar.svg"], workingDirectory: folder.path)
            results[pack] = result.findings.filter { $0.ruleID == "touch-target" }
                .map { "\($0.location.line):\($0.location.column) \($0.message)" }
        }
        // The default pack has no touch target: the what3words buttons (24, 34, 40) are below 44 by design.
        XCTAssertEqual(results, [
            "w3w": [],
            "apple-hig": ["2:3 button `Small_Button` (svg > g#Small_Button) is 80 × 24, below the minimum 44 × 44"],
            "material3": ["2:3 button `Small_Button` (svg > g#Small_Button) is 80 × 24, below the minimum 48 × 48",
                          "3:3 button `Wide_Button` (svg > g#Wide_Button) is 120 × 46, below the minimum 48 × 48"],
        ])
    }

    func testWrongOptionsAreConfigurationErrorsWithTheirLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-structure-options-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        rules:
          component-size: { options: { names: 5, tolerance: -1 } }
          hierarchy: { options: { layers: { primary: [1] }, image: [avatar] } }
          typography: { options: { ratioTolerance: -0.1 } }
        """.write(to: folder.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path)) { error in
            XCTAssertEqual((error as? ConfigurationErrors)?.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
                "2:39 option `names` of rule `component-size`: expected a mapping of names to lists of strings, found a number",
                "2:53 option `tolerance` of rule `component-size`: expected a number ≥ 0",
                "3:46 rule `hierarchy`: option `layers`: `primary` must be a string or a list of strings, found a list holding a number",
                "3:60 unknown option `image` for rule `hierarchy`; did you mean `images`? (known: layers, images)",
                "4:44 option `ratioTolerance` of rule `typography`: expected a number ≥ 0",
            ])
        }
    }

    // MARK: - Samples

    /// The list row and the button sizes, checked with no theme but the presets of `extends: [w3w, dnakit]`
    /// (DNAKit's text styles and button heights, what3words rows), and with the HIG pack's touch targets.
    func testStructureSampleFindings() throws {
        let result = try Linter(presets: chosenPresets("w3w", "dnakit")).check(paths: ["Samples/components/ListRow", "Samples/components/ButtonSizes"],
                                        workingDirectory: packageRoot.path)
        XCTAssertEqual(TextReporter().report(result), """
        Samples/components/ButtonSizes/Size=Large.svg:1:1: note: 3 exports in `Samples/components/ButtonSizes` have no reference: spacing, radii, type and sizes are judged by the chosen packs' presets (w3w, dnakit) only, and colours not at all (nothing in the folder or above it defines colours or scales) [no-reference]
        Samples/components/ButtonSizes/Size=Medium.svg:3:3: warning: height 36 of button `Button` (svg > g#Button) is not a button size preset; nearest: medium (34) or large (40) [component-size]
        Samples/components/ListRow/Mode=Dark.svg:1:1: note: 2 exports in `Samples/components/ListRow` have no reference: spacing, radii, type and sizes are judged by the chosen packs' presets (w3w, dnakit) only, and colours not at all (nothing in the folder or above it defines colours or scales) [no-reference]
        Samples/components/ListRow/Mode=Dark.svg:14:5: warning: tertiary text "Near London, England" (15, regular) is more prominent than secondary text "///filled.count.soap" (15, regular): contrast 21.00:1 > 12.36:1 in dark mode [hierarchy]
        0 errors, 2 warnings, 2 notes in 5 files; 5 exports have no reference (w3wlint init lists the references a tree has)

        """)
        // Every text matches a DNAKit style (h3, bodyRegular, caption; line height is not drawn) and the avatar
        // is a circle: the only findings are the deliberate ones.
        XCTAssertFalse(result.findings.contains { $0.ruleID == "typography" })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-samples-hig-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "extends: [w3w, apple-hig]\n".write(to: folder.appendingPathComponent("hig.yml"), atomically: true, encoding: .utf8)
        let configuration = try Configuration.load(file: folder.appendingPathComponent("hig.yml").path, workingDirectory: packageRoot.path)
        let hig = try Linter(configuration: configuration).check(paths: ["Samples/components/ButtonSizes"], workingDirectory: packageRoot.path)
        XCTAssertEqual(hig.findings.filter { $0.ruleID == "touch-target" }.map { "\($0.location.file):\($0.location.line) \($0.message)" }, [
            "Samples/components/ButtonSizes/Size=Large.svg:2 button `Button` (svg > g#Button) is 96 × 40, below the minimum 44 × 44",
            "Samples/components/ButtonSizes/Size=Medium.svg:3 button `Button` (svg > g#Button) is 96 × 36, below the minimum 44 × 44",
            "Samples/components/ButtonSizes/Size=Small.svg:2 button `Button` (svg > g#Button) is 96 × 24, below the minimum 44 × 44",
        ])
    }
}

/// DTCG `typography` composite tokens become the same named text styles as a theme's `typography:`.
final class TypographyTokenTests: XCTestCase {
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
        // An alias inside a composite other than `fontSize` is not followed: that token makes no style (and, as
        // before typography was read, is no error).
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
}

/// The structure checks over the react-spectrum and USWDS drawings of `../shared/corpus`: no crash, and the counts
/// docs/exports.md judges ("Component structure", "On the corpus").
final class StructureCorpusTests: XCTestCase {
    private func counts(_ folder: URL, config: String?) throws -> [String: Int] {
        let linter: Linter
        if let config {
            // A folder of its own: the config's folder is the root whose theme files give context, and the system
            // temporary folder (where a checkout and ../shared may lie) can hold anyone's themes.
            let configFolder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-structure-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: configFolder) }
            let file = configFolder.appendingPathComponent(".w3wlint.yml")
            try config.write(to: file, atomically: true, encoding: .utf8)
            linter = Linter(configuration: try Configuration.load(file: file.path, workingDirectory: folder.path))
        } else {
            linter = Linter()
        }
        let result = try linter.check(paths: [folder.path], workingDirectory: folder.path)
        var counts: [String: Int] = [:]
        for finding in result.findings where ["typography", "component-size", "hierarchy", "touch-target"].contains(finding.ruleID) {
            counts[finding.ruleID, default: 0] += 1
        }
        return counts
    }

    func testReactSpectrumAndUSWDSDrawings() throws {
        let spectrum = try requireShared("corpus/svg-components-react-spectrum")
        let uswds = try requireShared("corpus/svg-components-uswds")
        // No theme there and no pack chosen: no text style, size or level is anybody's to judge by.
        XCTAssertEqual(try counts(spectrum, config: nil), [:])
        XCTAssertEqual(try counts(uswds, config: nil), [:])
        // Chosen packs judge them: the what3words type scale (sizes only), Apple's touch targets, DNAKit's styles.
        XCTAssertEqual(try counts(spectrum, config: "extends: [w3w, apple-hig]\n"), ["typography": 448, "touch-target": 29])
        XCTAssertEqual(try counts(spectrum, config: "extends: [dnakit]\n"), ["typography": 717, "component-size": 20])
        XCTAssertEqual(try counts(uswds, config: "extends: [w3w, material3]\n"), ["typography": 2])
    }
}
