import XCTest
@testable import W3WLintKit

/// `TokensStudioThemesLoader`: a Tokens Studio `$themes.json` gives the token sets it selects their modes.
final class TokensStudioThemesLoaderTests: XCTestCase {
    func testTokensStudioThemesGiveFilesTheirModes() throws {
        let themes = """
        [
          { "id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": { "sema/a": "enabled", "base/color": "source" } },
          { "id": "2", "name": "Dark Semantic colors", "selectedTokenSets": { "sema/b": "enabled", "base/color": "source" } },
          { "id": "3", "name": "Default", "selectedTokenSets": { "base/color": "enabled", "x": "maybe" } }
        ]
        """
        let base = "{ \"gray\": { \"0\": { \"value\": \"#FFFFFF\", \"type\": \"color\" }, \"9\": { \"value\": \"#111111\", \"type\": \"color\" } } }"
        let light = "{ \"text\": { \"value\": \"{gray.9}\", \"type\": \"color\" }, \"bg\": { \"value\": \"{gray.0}\", \"type\": \"color\" } }"
        let dark = "{ \"text\": { \"value\": \"{gray.0}\", \"type\": \"color\" } }"
        let themesLoad = TokensStudioThemesLoader().load(contents: Data(themes.utf8), file: "tokens/$themes.json")
        XCTAssertEqual(lines(themesLoad.diagnostics), [
            "tokens/$themes.json:4:88 invalid-value: token set `x`: expected \"enabled\", \"source\" or \"disabled\"",
        ])
        var model = themesLoad.model
        var documents = themesLoad.documents
        for (path, text) in [("tokens/base/color.json", base), ("tokens/sema/a.json", light), ("tokens/sema/b.json", dark)] {
            documents.merge(DesignTokenLoader().load(contents: Data(text.utf8), file: path).documents)
        }
        let findings = ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model) + RequiredModesRule().check(model)
        XCTAssertEqual(documents[TokenDocument.self].map(\.mode), [nil, "light", "dark"])
        let text = try XCTUnwrap(model.themes.flatMap(\.palette).first { $0.name == "text" })
        XCTAssertEqual(text.color.values, ["light": RGBA(hex: "#111111")!, "dark": .white])
        XCTAssertEqual(lines(findings), [
            "tokens/sema/a.json:1:53 dark-variant: colour `bg` has no dark value (it defines light; required modes: light, dark)",
        ])
    }

    /// A set the Light, Dark and high-contrast themes all select (the semantic roles) is every mode's, not the
    /// mode of the last theme that names it: its tokens have every mode's value, and no mode is missing.
    func testASetSelectedByThemesOfSeveralModesIsEveryModes() throws {
        let themes = """
        [
          { "id": "1", "name": "Light", "selectedTokenSets": { "theme-light": "enabled", "semantics": "enabled" } },
          { "id": "2", "name": "Dark", "selectedTokenSets": { "theme-dark": "enabled", "semantics": "enabled" } },
          { "id": "3", "name": "Dark HC", "selectedTokenSets": { "theme-dark-hc": "enabled", "semantics": "enabled" } }
        ]
        """
        let palette = { (hex: String) in "{ \"gray\": { \"900\": { \"value\": \"\(hex)\", \"type\": \"color\" } } }" }
        let semantics = "{ \"text\": { \"secondary\": { \"value\": \"{gray.900}\", \"type\": \"color\" } } }"
        let themesLoad = TokensStudioThemesLoader().load(contents: Data(themes.utf8), file: "tokens/$themes.json")
        var model = themesLoad.model
        var documents = themesLoad.documents
        for (path, text) in [("tokens/theme-light.json", palette("#1B1D22")), ("tokens/theme-dark.json", palette("#EBEEF2")),
                             ("tokens/theme-dark-hc.json", palette("#FFFFFF")), ("tokens/semantics.json", semantics)] {
            documents.merge(DesignTokenLoader().load(contents: Data(text.utf8), file: path).documents)
        }
        let findings = ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model) + RequiredModesRule().check(model)
        XCTAssertEqual(documents[TokenDocument.self].map(\.mode), ["light", "dark", "dark", nil])
        XCTAssertEqual(lines(findings), [])
        let text = try XCTUnwrap(model.themes.flatMap(\.palette).first { $0.name == "text.secondary" })
        XCTAssertEqual(text.color.values, ["light": RGBA(hex: "#1B1D22")!, "dark": RGBA(hex: "#EBEEF2")!])
        XCTAssertNil(text.definedModes)
    }
}
