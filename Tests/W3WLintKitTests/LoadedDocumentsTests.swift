import XCTest
@testable import W3WLintKit

/// Every kind of document a loader can return is counted by `isEmpty` (which decides that its file is a design file)
/// and kept by `merge` (which gathers a run's files): a field left out of either would drop its files from a run
/// without a word.
final class LoadedDocumentsTests: XCTestCase {
    private static let place = SourceLocation(file: "f", line: 1, column: 1)

    /// One document of each kind, each in a LoadedDocuments of its own, by field name.
    private static let oneOfEach: [(field: String, documents: LoadedDocuments)] = {
        let colour = ColorDefinition(name: "brand", isPaletteEntry: true, location: place,
                                     color: ResolvedColor(values: ["light": .white], isSingleValue: true), definedModes: nil)
        return [
            ("tokenDocuments", LoadedDocuments().with(\.tokenDocuments, [TokenDocument(file: "t.tokens.json")])),
            ("androidValues", LoadedDocuments().with(\.androidValues, [AndroidValuesDocument(
                file: "res/values/colors.xml", resourceFolder: "res", isNight: false, hasOtherQualifiers: false)])),
            ("tokenThemeSelections", LoadedDocuments().with(\.tokenThemeSelections, [TokenThemeSelection(
                file: "$themes.json", themes: [], exactNames: false)])),
            ("colorSets", LoadedDocuments().with(\.colorSets, [ColorSetDocument(catalog: "A.xcassets", definition: colour)])),
            ("swiftDocuments", LoadedDocuments().with(\.swiftDocuments, [SwiftPresetDocument(file: "Theme.swift")])),
            ("swiftDesignDocuments", LoadedDocuments().with(\.swiftDesignDocuments, [SwiftDesignDocument(file: "Design.swift")])),
            ("stylesheets", LoadedDocuments().with(\.stylesheets, [StylesheetDocument(file: "a.css", declarations: [])])),
        ]
    }()

    private static func count(_ documents: LoadedDocuments) -> Int {
        Mirror(reflecting: documents).children.reduce(0) { $0 + (($1.value as? [Any])?.count ?? 0) }
    }

    func testEveryFieldIsCountedAndMerged() {
        XCTAssertEqual(Self.oneOfEach.map(\.field), Mirror(reflecting: LoadedDocuments()).children.compactMap(\.label),
                       "a new kind of document needs a line here, in isEmpty and in merge")
        XCTAssertTrue(LoadedDocuments().isEmpty)
        for (field, one) in Self.oneOfEach {
            XCTAssertEqual(Self.count(one), 1, field)
            XCTAssertFalse(one.isEmpty, "\(field) is not counted by isEmpty")
            var merged = LoadedDocuments()
            merged.merge(one)
            merged.merge(one)
            XCTAssertEqual(Self.count(merged), 2, "\(field) is not kept by merge")
        }
    }
}
