import XCTest
@testable import W3WLintKit

/// Figma Variables (the REST API's `GET /v1/files/:file_key/variables/local` response): collections, modes, aliases
/// by variable id, COLOR and FLOAT values, scopes, and what does not fit reported at its place.
final class FigmaVariablesLoaderTests: XCTestCase {
    /// The findings of the whole pipeline, and the themes the files make (loaded by the first loader that reads them).
    private func run(_ files: [(String, String)], presets: DesignPresets = DesignPresets()) -> (themes: [Theme], lines: [String]) {
        let result = Linter(presets: presets).check(files: files.map { ($0.0, .success(Data($0.1.utf8))) }, workingDirectory: "/project")
        var model = DesignModel()
        var documents = LoadedDocuments()
        for (path, text) in files {
            if let loader = Linter.defaultLoaders.first(where: { $0.canLoad(path: path) }) {
                let loaded = loader.load(contents: Data(text.utf8), file: path)
                model.merge(loaded.model)
                documents.merge(loaded.documents)
            }
        }
        _ = ThemeAssembler(defaultScales: BuiltinPresets.scales, chosenScales: presets.scales).assemble(&documents, into: &model)
        return (model.themes, result.findings.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)"
        })
    }

    private func fixture() throws -> String {
        try String(contentsOf: fixtureURL("figma/brand.figma.json"), encoding: .utf8)
    }

    func testCollectionsModesAndAliasesBecomeTokens() throws {
        var reader = FigmaVariablesReader(file: "brand.figma.json", modes: ["light", "dark"])
        guard case let .success(root) = LocatedJSONParser.parse(try fixture()) else { return XCTFail("fixture does not parse") }
        let document = reader.read(root)
        XCTAssertEqual(reader.diagnostics.count, 0)
        let byName = Dictionary(document.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(document.tokens.map(\.name), ["grey.900", "grey.400", "white", "black", "text.default", "text.secondary",
                                                     "background.default", "shape.card", "card.between", "spacing.md",
                                                     "spacing.opacity-disabled"])
        // `Light` and `Dark mode` are the two colour modes; the values alias primitives by variable id.
        let primary = try XCTUnwrap(byName["text.default"])
        XCTAssertNil(primary.value)
        XCTAssertEqual(primary.modeValues.map(\.mode), ["light", "dark"])
        guard case let .alias(target, location) = primary.modeValues[1].value else { return XCTFail("not an alias") }
        XCTAssertEqual(target, "white")
        XCTAssertEqual(location, SourceLocation(file: "brand.figma.json", line: 63, column: 18))
        XCTAssertEqual(primary.location, SourceLocation(file: "brand.figma.json", line: 59, column: 41))
        XCTAssertEqual(primary.description, "Body text")
        // Primitives hidden from publishing are building blocks; a one-mode collection gives one value for all modes.
        XCTAssertTrue(try XCTUnwrap(byName["grey.900"]).isPrivate)
        guard case let .color(grey, _)? = byName["grey.900"]?.value else { return XCTFail("grey.900 is not a colour") }
        XCTAssertEqual(grey, RGBA(hex: "#0A3049"))
        // Scopes: a number for corner radius only is a radius, for gaps only a spacing, for opacity not a length.
        XCTAssertEqual(byName["shape.card"]?.declaredStyleKind, "cornerRadius")
        XCTAssertEqual(byName["card.between"]?.declaredStyleKind, "padding")
        XCTAssertNil(byName["spacing.md"]?.declaredStyleKind)
        guard case .other? = byName["spacing.opacity-disabled"]?.value else { return XCTFail("an opacity is not a length") }
        guard case .dimension(16, "16", _, nil)? = byName["spacing.md"]?.value else { return XCTFail("spacing.md is not 16") }
    }

    func testRulesJudgeTheVariablesAtTheirPlaceInTheResponse() throws {
        let (themes, lines) = run([("design/brand.figma.json", try fixture())], presets: chosenPresets())
        XCTAssertEqual(themes.count, 1)
        XCTAssertEqual(lines, [
            "design/brand.figma.json:59:41 contrast: text.default #999999 on background.default #FFFFFF is 2.84:1 in light mode, below WCAG AA 4.5:1 for text (scheme design)",
            // No role names its background: the default surface, on which its dark value all but vanishes.
            "design/brand.figma.json:68:41 contrast: text.secondary #0A3049 on background.default #000000 is 1.53:1 in dark mode, below WCAG AA 4.5:1 for text (scheme design)",
            "design/brand.figma.json:87:59 corner-radius: cornerRadius 5 in scheme design is not a preset; nearest: extraSmall (4) or small (8)",
            "design/brand.figma.json:92:59 spacing-scale: padding 13 in scheme design is not on the padding scale (what3words presets); nearest: medium (12) or bold (16)",
        ])
    }

    func testWhatDoesNotFitIsReportedAndTheRestIsRead() {
        let text = """
        {"meta": {
          "variableCollections": {"C:1": {"name": "Colours", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}, {"modeId": "1:2", "name": "Dark high contrast"}], "defaultModeId": "1:0"}},
          "variables": {
            "V:1": {"name": "text/body", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                    "valuesByMode": {"1:0": {"r": 1.5, "g": 0, "b": 0}, "1:1": {"type": "VARIABLE_ALIAS", "id": "V:404"}, "1:2": {"type": "VARIABLE_ALIAS", "id": "VariableID:ab12/3:4"}}},
            "V:2": {"name": "text/ok", "variableCollectionId": "C:9", "resolvedType": "COLOR", "valuesByMode": {}},
            "V:3": {"name": "space/odd", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                    "valuesByMode": {"1:0": "12", "1:1": 12}},
            "V:4": {"variableCollectionId": "C:1"}
          }
        }}
        """
        var reader = FigmaVariablesReader(file: "f.figma.json", modes: ["light", "dark"])
        guard case let .success(root) = LocatedJSONParser.parse(text) else { return XCTFail("does not parse") }
        let document = reader.read(root)
        XCTAssertEqual(reader.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }, [
            "5:37 invalid-value: variable `text.body`: a COLOR value must be `{r, g, b, a}` with channels from 0 to 1, found an object",
            "5:72 invalid-value: variable `text.body` is an alias of `V:404`, a variable the file does not list",
            "5:122 invalid-value: variable `text.body` is an alias of the library variable `VariableID:ab12/3:4`, which the response does not include; its value is not checked",
            "6:56 invalid-value: variable `text.ok`: its `variableCollectionId` names no collection in the file",
            "8:37 invalid-value: variable `space.odd`: a FLOAT value must be a number, found a string",
            "9:12 invalid-value: variable `V:4` has no `name` string",
        ])
        XCTAssertEqual(reader.diagnostics.map(\.severity), [.error, .error, .warning, .error, .error, .error])
        // The dark value of `space.odd` is still read; a variable with no value left is no token.
        XCTAssertEqual(document.tokens.map(\.name), ["space.odd"])
        XCTAssertEqual(document.tokens.first?.value.map { "\($0)" }, "dimension(12.0, written: \"12\", \(SourceLocation(file: "f.figma.json", line: 8, column: 50)), number: nil)")
    }

    func testNumbersThatAreNoLengthsAndFloatNoise() {
        let text = """
        {"variableCollections": {"C:1": {"name": "Scale", "modes": [{"modeId": "1:0", "name": "Desktop"}], "defaultModeId": "1:0"}},
         "variables": {
          "V:1": {"name": "heading-margin-top-multiplier", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                  "scopes": ["ALL_SCOPES"], "valuesByMode": {"1:0": 0.8889999985694885}},
          "V:2": {"name": "card/padding", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                  "scopes": [], "valuesByMode": {"1:0": 12.100000381469727}},
          "V:3": {"name": "Body/Size/L", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                  "scopes": ["FONT_SIZE"], "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "V:2"}}}
         }}
        """
        var reader = FigmaVariablesReader(file: "s.figma.json", modes: ["light", "dark"])
        guard case let .success(root) = LocatedJSONParser.parse(text) else { return XCTFail("does not parse") }
        let tokens = reader.read(root).tokens
        XCTAssertEqual(reader.diagnostics.count, 0)
        // A multiplier is a number, not a length; no scopes say nothing; Figma's 32-bit floats are read as written.
        guard case .other? = tokens[0].value else { return XCTFail("a multiplier is not a length") }
        guard case .dimension(12.1, "12.1", _, nil)? = tokens[1].value else { return XCTFail("\(String(describing: tokens[1].value))") }
        // Every number is a dimension, so an alias from a font size to a padding is no type mismatch.
        XCTAssertEqual(tokens.map(\.type), ["dimension", "dimension", "dimension"])
        let (_, lines) = run([("s.figma.json", text)])
        XCTAssertEqual(lines, [])
    }

    func testFileKindsAndTheTokensFolder() throws {
        let loader = FigmaVariablesLoader()
        XCTAssertTrue(loader.canLoad(path: "design/Brand.FIGMA.json"))
        XCTAssertTrue(loader.canLoad(path: "figma-variables.json"))
        XCTAssertFalse(loader.canLoad(path: "design/tokens.json"))
        // A response saved among token files is read as Figma's, not as DTCG groups.
        let (themes, lines) = run([("tokens/variables.json", try fixture())], presets: chosenPresets())
        XCTAssertEqual(themes.flatMap(\.palette).count, 7)
        XCTAssertEqual(lines.map { String($0.prefix(40)) }, [
            "tokens/variables.json:59:41 contrast: te", "tokens/variables.json:68:41 contrast: te", "tokens/variables.json:87:59 corner-radiu",
            "tokens/variables.json:92:59 spacing-scal",
        ])
        // Another JSON under a `.figma.json` name is one finding, not a crash or silence.
        XCTAssertEqual(run([("x.figma.json", "{\"document\": {}}")]).lines, [
            "x.figma.json:1:1 invalid-value: expected Figma's variables response (`meta.variables` and `meta.variableCollections`, as `GET /v1/files/:file_key/variables/local` returns them)",
        ])
    }
}
