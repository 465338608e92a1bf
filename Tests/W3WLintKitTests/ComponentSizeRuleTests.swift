import Foundation
import XCTest
@testable import W3WLintKit

/// `ComponentSizeRule`: components named by their layer, file or folder (names split into words), measured by their
/// frame against the size presets of the reference, the configuration and the chosen packs.
final class ComponentSizeRuleTests: XCTestCase {
    func testLayerNamesSplitIntoWords() {
        // ASCII names take a byte-level path; others the Character one. Both split the same way.
        XCTAssertEqual(ComponentStructure.words("ListRow_2"), ["list", "row"])
        XCTAssertEqual(ComponentStructure.words("primaryText"), ["primary", "text"])
        XCTAssertEqual(ComponentStructure.words("Mode=Dark, Type=Primary"), ["mode", "dark", "type", "primary"])
        XCTAssertEqual(ComponentStructure.words("XMLParser2go"), ["xml", "parser", "go"])
        XCTAssertEqual(ComponentStructure.words("ÉTATParser"), ["état", "parser"])
        XCTAssertEqual(ComponentStructure.words("  icon/Close-btn "), ["icon", "close", "btn"])
        XCTAssertEqual(ComponentStructure.words(""), [])
        XCTAssertEqual(ComponentStructure.words("GrößeButton"), ["größe", "button"])
        XCTAssertEqual(ComponentStructure.words("ÉtiquetteRow"), ["étiquette", "row"])
        XCTAssertTrue(ComponentStructure.contains(["list", "row", "title"], name: "RowTitle"))
        XCTAssertFalse(ComponentStructure.contains(["list", "row"], name: "title"))
        XCTAssertFalse(ComponentStructure.contains(["list"], wanted: []))
    }

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
}
