import Foundation
import XCTest
@testable import W3WLintKit

final class PackTests: XCTestCase {
    /// The binary carries the packs: the embedded copy must equal Rules/*.yml (run Tests/Tools/embed_packs.py).
    func testEmbeddedPacksMatchRulesFolder() throws {
        let folder = packageRoot.appendingPathComponent("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertEqual(files, ["apple-hig.yml", "dnakit.yml", "material3.yml", "w3w.yml", "wcag-aaa.yml"])
        XCTAssertEqual(BuiltinPacks.texts.keys.sorted(), files.map { String($0.dropLast(4)) })
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(BuiltinPacks.texts[String(file.dropLast(4))].map { $0 + "\n" }, text,
                           "\(file) changed: run python3 Tests/Tools/embed_packs.py")
        }
    }

    func testEveryBuiltinPackParsesAndInstantiates() throws {
        for name in RuleRegistry.standard.packs.keys.sorted() {
            let configuration = try configuration("extends: [\(name)]\n")
            // (That each carries examples, and that they hold, is RuleExampleTests'.)
            XCTAssertFalse(configuration.rules.isEmpty, name)
        }
    }

    func testPacksLayerInOrder() throws {
        let aaa = try configuration("extends: [w3w, wcag-aaa, apple-hig]\n")
        XCTAssertEqual(aaa.rules.map { "\($0.rule.description.id):\($0.pack)" },
                       ["contrast:wcag-aaa", "dark-variant:w3w", "spacing-scale:w3w", "corner-radius:w3w",
                        "preset-consistency:w3w", "palette:w3w", "typography:w3w", "component-size:w3w", "hierarchy:w3w", "no-reference:w3w", "touch-target:apple-hig", "minimum-text-size:apple-hig"])
        let contrast = try XCTUnwrap(aaa.rules.first?.rule as? ContrastRule)
        XCTAssertEqual(contrast.options.level, .aaa)
        let material = try configuration("extends: [w3w, material3]\n")
        XCTAssertEqual(material.defaultScales["cornerRadius"]?.entries.map(\.value.description), ["0", "4", "8", "12", "16", "28", "circle"])
        XCTAssertEqual(material.defaultScales["padding"]?.entries.count, 10, "kinds material3 leaves alone keep the w3w presets")
    }

    private func configuration(_ text: String) throws -> Configuration {
        try Configuration.parse(text, workingDirectory: "/project")
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
}
