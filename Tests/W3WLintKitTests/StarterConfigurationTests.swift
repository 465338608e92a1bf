import Foundation
import XCTest
@testable import W3WLintKit

/// `StarterConfiguration`, the file `w3wlint init` writes: valid, never written over another, and saying what it
/// understood of the tree's references.
final class StarterConfigurationTests: ScratchFolderTestCase {
    func testInitWritesAValidConfigurationAndNeverOverwrites() throws {
        let path = scratch.appendingPathComponent(".w3wlint.yml").path
        try StarterConfiguration.write(to: path)
        let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path)
        XCTAssertEqual(configuration.rules.map(\.rule.description.id),
                       try Configuration.defaults(workingDirectory: scratch.path).rules.map(\.rule.description.id))
        XCTAssertEqual(configuration.exclude, ["**/node_modules/**", "**/build/**"])
        try "mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try StarterConfiguration.write(to: path)) { XCTAssertTrue($0 is StarterConfiguration.Exists) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "mine\n")
    }

    /// `init` says what it understood of each reference; a design with scales of its own is not offered a pack's
    /// presets, and a `build/` folder that holds the design (PatternFly's token style sheets) is not excluded.
    func testInitReportsWhatItUnderstoodAndKeepsTheDesignsOwnScalesAndBuildFolder() throws {
        try write("module/build/css/tokens.css", ":root { --text-color: #767676; --background-color-default: #FFFFFF; --spacing-sm: 8px; --radius-md: 4px; }\n.dark { --text-color: #AAAAAA; --background-color-default: #111111; }\n")
        let survey = try Linter(configuration: Configuration.defaults(workingDirectory: scratch.path)).survey(paths: ["."], workingDirectory: scratch.path)
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
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 40 20\"><rect width=\"40\" height=\"20\" fill=\"var(--surface)\"/><text x=\"2\" y=\"14\" font-size=\"12\" fill=\"var(--ink)\">Hi</text></svg>"
        try write("web/styles/vars.css", ":root { --ink: #999999; --surface: #FFFFFF; }\n")
        try write("web/img/a.svg", svg)
        try write("docs/b.svg", svg)
        try write("docs/more/c.svg", svg)
        let survey = try Linter(configuration: Configuration.defaults(workingDirectory: scratch.path)).survey(paths: ["."], workingDirectory: scratch.path)
        XCTAssertEqual(survey.references, [.init(file: "web/styles/vars.css", kind: "CSS variables", scope: "web", modes: ["light"], colours: 2)])
        XCTAssertEqual(survey.unreferenced.map { "\($0.folder) \($0.exports)" }, ["docs 1", "docs/more 1"])
        let text = StarterConfiguration.text(survey: survey)
        XCTAssertTrue(text.contains("#   web/styles/vars.css  CSS variables, serves web/\n#     mode light; 2 colours\n"), text)
        // With no scale of its own, the packs are offered; `build/` holds no reference, so it is left out.
        XCTAssertTrue(text.contains("# extends: [w3w]\n"), text)
        XCTAssertTrue(text.contains("exclude: [\"**/node_modules/**\", \"**/build/**\"]\n"), text)
        XCTAssertTrue(text.contains("#   docs/ (1 export)\n#   docs/more/ (1 export)\n"), text)
        XCTAssertTrue(text.contains("\nexports:\n  reference: web/styles/vars.css\n"), text)
        try StarterConfiguration.write(to: scratch.appendingPathComponent(".w3wlint.yml").path, text: text)
        let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path)
        XCTAssertFalse(configuration.presetsChosen)
        let result = try Linter(configuration: configuration).check(paths: ["."], workingDirectory: scratch.path)
        // #999999 on white is 2.85:1: every export is judged, the loose ones through `exports.reference`.
        XCTAssertEqual(result.findings.map { "\($0.location.file) \($0.ruleID) \($0.property("reference") ?? .null)" }, [
            "docs/b.svg contrast string(\"web/styles/vars.css\")",
            "docs/more/c.svg contrast string(\"web/styles/vars.css\")",
            "web/img/a.svg contrast string(\"web/styles/vars.css\")",
        ])
        // The reference was read as context: it is not among the checked files unless it lies in the checked paths.
        XCTAssertEqual(try Linter(configuration: configuration).check(paths: ["docs"], workingDirectory: scratch.path).contextFiles,
                       ["web/styles/vars.css"])
    }
}
