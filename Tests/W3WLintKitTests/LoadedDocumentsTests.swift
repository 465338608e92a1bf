import XCTest
@testable import W3WLintKit

/// Documents are kept by type and assembled by their type's own `assemble`: a loader's documents of a type it does
/// not declare would never become a theme, and a new format must plug in without an edit to the engine.
final class LoadedDocumentsTests: XCTestCase {
    /// One file each loader that returns documents reads, with the number of documents it gives.
    private static let oneFilePerLoader: [(path: String, text: String, documents: Int)] = [
        ("A.xcassets/Brand.colorset/Contents.json",
         ##"{ "colors": [{ "color": { "color-space": "srgb", "components": { "red": "1", "green": "0", "blue": "0", "alpha": "1" } }, "idiom": "universal" }] }"##, 1),
        ("res/values/colors.xml", ##"<resources><color name="brand">#FF0000</color></resources>"##, 1),
        ("tokens/$themes.json", ##"[{ "name": "Dark", "selectedTokenSets": { "dark": "enabled" } }]"##, 1),
        ("ds.resolver.json", ##"{ "modifiers": { "theme": { "contexts": { "dark": [{ "$ref": "./dark.tokens.json" }] } } } }"##, 1),
        ("brand.figma.json", ##"{ "meta": { "variables": {}, "variableCollections": {} } }"##, 1),
        ("a.tokens.json", ##"{ "brand": { "$type": "color", "$value": "#FF0000" } }"##, 1),
        ("design/tokens/brand.yml", "props:\n  brand:\n    value: \"#FF0000\"\n    type: color\n", 1),
        ("Sources/Kit/Colors.swift", "import SwiftUI\nextension Color {\n    static let brand = Color(red: 1, green: 0, blue: 0)\n}\n", 1),
        ("web/vars.css", ":root { --brand: #FF0000; }", 1),
    ]

    func testEveryLoaderDeclaresTheDocumentsItReturns() throws {
        let loaders = LoaderRegistry.loaders(defaultScales: [:])
        let readers = Set(loaders.filter { !$0.documentTypes.isEmpty }.map(\.formatName))
        var covered: Set<String> = []
        for (path, text, expected) in Self.oneFilePerLoader {
            let loader = try XCTUnwrap(loaders.first { $0.canLoad(path: path) }, path)
            if !LoaderRegistry.readsSwiftSources, path.hasSuffix(".swift") { continue }
            covered.insert(loader.formatName)
            let result = loader.load(contents: Data(text.utf8), file: path)
            XCTAssertEqual(result.diagnostics.map(\.message), [], path)
            XCTAssertEqual(result.documents.count, expected, path)
            let declared = loader.documentTypes.reduce(0) { $0 + Self.count($1, in: result.documents) }
            XCTAssertEqual(declared, result.documents.count, "\(path): \(loader.formatName) returns a document type it does not declare")
        }
        XCTAssertEqual(covered, readers, "a loader that returns documents needs a file here")
    }

    private static func count<Document: AssembledDocument>(_ type: Document.Type, in documents: LoadedDocuments) -> Int {
        documents[type].count
    }

    func testDocumentsAreKeptByTypeInOrder() {
        XCTAssertTrue(LoadedDocuments().isEmpty)
        var documents = LoadedDocuments([TokenDocument(file: "a.tokens.json")])
        documents.merge(LoadedDocuments([StylesheetDocument(file: "a.css", declarations: [])]))
        documents.merge(LoadedDocuments([TokenDocument(file: "b.tokens.json"), TokenDocument(file: "c.tokens.json")]))
        documents.merge(LoadedDocuments())
        XCTAssertEqual(documents[TokenDocument.self].map(\.file), ["a.tokens.json", "b.tokens.json", "c.tokens.json"])
        XCTAssertEqual(documents[StylesheetDocument.self].map(\.file), ["a.css"])
        XCTAssertEqual(documents[ColorSetDocument.self].count, 0)
        XCTAssertEqual(documents.count, 4)
        documents[StylesheetDocument.self] = []
        XCTAssertEqual(documents.count, 3)
        XCTAssertFalse(documents.isEmpty)
        documents[TokenDocument.self] = []
        XCTAssertTrue(documents.isEmpty)
    }

    /// A format that spans files, written only here: its documents become a theme that reads the themes of a type
    /// assembled before it, and its findings come back; nothing in the engine names it.
    private struct PairList: AssembledDocument {
        var file: String
        var pairs: [(foreground: String, background: String)]

        static func assemble(_ documents: inout [PairList], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
            let palette = assembly.themes(assembledFrom: TokenDocument.self).flatMap(\.palette)
            var findings: [Finding] = []
            var requests: [ContrastRequest] = []
            for document in documents {
                for (foreground, background) in document.pairs {
                    let location = SourceLocation(file: document.file, line: 1, column: 1)
                    guard let fg = palette.first(where: { $0.name == foreground }), let bg = palette.first(where: { $0.name == background }) else {
                        findings.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                                                message: "unknown colour in \(foreground) on \(background)", location: location))
                        continue
                    }
                    requests.append(ContrastRequest(
                        foregroundName: foreground, backgroundName: background,
                        foreground: ColorUse(written: foreground, location: location, color: fg.color),
                        background: ColorUse(written: background, location: location, color: bg.color),
                        level: nil, kind: .text, location: location))
                }
            }
            documents = documents.map { PairList(file: $0.file.uppercased(), pairs: $0.pairs) }
            let scheme = Scheme(name: "pairs", location: SourceLocation(file: documents[0].file, line: 1, column: 1),
                                contrastRequests: requests)
            return ([Theme(name: "pairs", file: documents[0].file, modes: ["light", "dark"], palette: palette, schemes: [scheme])], findings)
        }
    }

    func testAFormatPlugsInByItsDocumentType() {
        let tokens = ##"{ "grey": { "$type": "color", "$value": "#777777" }, "white": { "$type": "color", "$value": "#FFFFFF" } }"##
        var documents = DesignTokenLoader().load(contents: Data(tokens.utf8), file: "a.tokens.json").documents
        documents.merge(LoadedDocuments([PairList(file: "pairs.txt", pairs: [("grey", "white"), ("grey", "ink")])]))
        var model = DesignModel()
        let assembler = ThemeAssembler(documentTypes: [TokenDocument.self, PairList.self])
        let findings = assembler.assemble(&documents, into: &model)
        XCTAssertEqual(findings.map { "\($0.location.file) \($0.ruleID): \($0.message)" },
                       ["pairs.txt invalid-value: unknown colour in grey on ink"])
        XCTAssertEqual(model.themes.map(\.name), ["tokens", "pairs"])
        XCTAssertEqual(documents[PairList.self].map(\.file), ["PAIRS.TXT"], "assemble's changes are kept for attach")
        XCTAssertEqual(ContrastRule().check(model).map { "\($0.location.file):\($0.location.line) \($0.message)" }, [
            "pairs.txt:1 grey #777777 on white #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme pairs)",
        ])
        // Not among the types assembled: left alone.
        var unassembled = LoadedDocuments([PairList(file: "p", pairs: [])])
        var empty = DesignModel()
        XCTAssertEqual(ThemeAssembler(documentTypes: [TokenDocument.self]).assemble(&unassembled, into: &empty).count, 0)
        XCTAssertTrue(empty.themes.isEmpty)
    }

    /// The same format through a Linter, as a team's binary adds it: a loader of its own beside the registry's, and
    /// its documents are assembled with no other change.
    private struct PairListLoader: Loader {
        var formatName: String { "pair list" }
        var filePatterns: [String] { ["*.pairs"] }
        var documentTypes: [any AssembledDocument.Type] { [PairList.self] }
        func commentSyntax(forFile file: String) -> CommentSyntax? { .hash }
        func canLoad(path: String) -> Bool { path.hasSuffix(".pairs") }
        func load(contents: Data, file: String) -> LoadResult {
            let pairs = String(decoding: contents, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
                let words = line.split(separator: " ")
                return words.count == 3 && words[1] == "on" ? (String(words[0]), String(words[2])) : nil
            }
            return LoadResult(documents: LoadedDocuments([PairList(file: file, pairs: pairs)]))
        }
    }

    func testALinterWithATeamLoaderAssemblesItsDocuments() {
        let tokens = ##"{ "grey": { "$type": "color", "$value": "#777777" }, "white": { "$type": "color", "$value": "#FFFFFF" } }"##
        let loaders = LoaderRegistry.loaders(defaultScales: BuiltinPresets.scales) + [PairListLoader()]
        let result = Linter(rules: [ContrastRule()], loaders: loaders).check(files: [
            ("a.tokens.json", .success(Data(tokens.utf8))),
            ("b.pairs", .success(Data("# w3wlint-disable-next-line nothing-here\ngrey on white\n".utf8))),
        ], workingDirectory: "/project")
        XCTAssertEqual(lines(result.findings), [
            "b.pairs:1:1 contrast: grey #777777 on white #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme pairs)",
            "b.pairs:1:1 unused-suppression: suppression of nothing-here silences nothing on line 2",
        ])
    }
}
