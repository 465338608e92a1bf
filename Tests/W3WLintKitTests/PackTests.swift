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

    /// docs/rules.md is made from the rules' own metadata and option declarations: below its marker it must be what
    /// `w3wlint rules --format markdown` prints outside any configuration.
    func testRulesPageIsGeneratedFromTheRules() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let parts = page.components(separatedBy: RuleCatalog.generatedMarker + "\n")
        XCTAssertEqual(parts.count, 2, "docs/rules.md has one generated-section marker")
        let generated = RuleCatalog.markdown(RuleCatalog.entries(try Configuration.defaults(workingDirectory: "/")))
        XCTAssertEqual(parts.last, generated,
                       "docs/rules.md is stale: run `swift run w3wlint rules --format markdown` from / and replace the part below the marker")
        for id in ["contrast", "dark-variant", "parse-error", "not-evaluated"] { XCTAssertTrue(generated.contains("\n## `\(id)`\n"), id) }
    }

    /// docs/configuration.md's table of rule kinds is made from the kinds' own declarations: between its markers it
    /// must be what `w3wlint rules --kinds --format markdown` prints.
    func testKindsSectionIsGeneratedFromTheKinds() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let (begin, end) = RuleCatalog.kindsMarkers
        let after = page.components(separatedBy: begin + "\n")
        XCTAssertEqual(after.count, 2, "docs/configuration.md has one kinds marker")
        let section = try XCTUnwrap(after.last?.components(separatedBy: end).first)
        let kinds = RuleCatalog.kinds(try Configuration.defaults(workingDirectory: "/"))
        XCTAssertEqual(kinds.map(\.kind), RuleRegistry.standard.kinds.keys.sorted())
        XCTAssertEqual(section, RuleCatalog.kindsMarkdown(kinds),
                       "docs/configuration.md is stale: run `swift run w3wlint rules --kinds --format markdown` from / and replace the part between the markers")
        for kind in ["contrast", "range", "pattern", "required"] { XCTAssertTrue(section.contains("\n#### `\(kind)`\n"), kind) }
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        return try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path)
    }
}
