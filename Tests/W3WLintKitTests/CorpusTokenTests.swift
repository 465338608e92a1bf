import XCTest
@testable import W3WLintKit

/// Every token, colour-set and Android values file of `../shared/corpus` loads without a crash; what each public
/// design system holds and what the checks find there is pinned.
final class CorpusTokenTests: XCTestCase {
    struct Figures: Equatable, CustomStringConvertible {
        var files = 0
        var tokenFiles = 0
        var tokens = 0
        var colorSets = 0
        var androidValueFiles = 0
        var themes = 0
        var paletteColors = 0
        var contrastPairs = 0
        var findings: [String: Int] = [:]

        var description: String {
            "files \(files), token files \(tokenFiles), tokens \(tokens), colour sets \(colorSets), Android values files \(androidValueFiles), "
                + "themes \(themes), palette colours \(paletteColors), contrast pairs \(contrastPairs), findings \(findings.sorted { $0.key < $1.key })"
        }
    }

    /// The corpus as a team would configure it: Primer's overrides named as a mode convention.
    static var settings: TokenSettings {
        var settings = TokenSettings()
        settings.modeExtensions = ["mode", "org.primer.overrides"]
        return settings
    }

    private func figures(_ folder: String) throws -> Figures {
        let corpus = try requireShared("corpus/\(folder)").deletingLastPathComponent()
        var configuration = try Configuration.defaults(workingDirectory: corpus.path)
        configuration.tokens = Self.settings
        let linter = Linter(configuration: configuration)
        let paths = try Discovery(loaders: linter.loaders).files(in: [folder], workingDirectory: corpus.path)
        var model = DesignModel()
        var documents = LoadedDocuments()
        var figures = Figures(files: paths.count)
        for path in paths {
            let data = try Data(contentsOf: corpus.appendingPathComponent(path))
            guard let loader = linter.loaders.reading(path) else { continue }
            let loaded = loader.load(contents: data, file: path)
            figures.tokenFiles += loaded.documents[TokenDocument.self].count
            figures.tokens += loaded.documents[TokenDocument.self].reduce(0) { $0 + $1.tokens.count }
            if loader is ColorSetLoader { figures.colorSets += 1 }
            figures.androidValueFiles += loaded.documents[AndroidValuesDocument.self].count
            model.merge(loaded.model)
            documents.merge(loaded.documents)
        }
        _ = linter.assembler.assemble(&documents, into: &model)
        let tokenThemes = model.themes.filter { theme in !theme.file.hasSuffix(".w3wtheme.yaml") }
        figures.themes = tokenThemes.count
        figures.paletteColors = tokenThemes.reduce(0) { $0 + $1.palette.count }
        figures.contrastPairs = tokenThemes.reduce(0) { $0 + $1.schemes.reduce(0) { $0 + $1.contrastRequests.count } }
        let result = try linter.check(paths: [folder], workingDirectory: corpus.path)
        // Findings in the token files (vector drawables and SVGs have their own tests).
        for finding in result.findings where !finding.location.file.contains("/drawable") && !finding.location.file.hasSuffix(".svg") {
            figures.findings[finding.ruleID, default: 0] += 1
        }
        return figures
    }

    /// With no pack chosen, the token sets' and Android resources' spacing and radius values are judged by nothing
    /// (they are the design system's own scale).
    func testCorpusFigures() throws {
        func expect(_ folder: String, _ expected: Figures, file: StaticString = #filePath, line: UInt = #line) throws {
            XCTAssertEqual(try figures(folder), expected, folder, file: file, line: line)
        }
        // Text and icon roles on the default surface: Figma SDS's tertiary text and icons (#B3B3B3 on white 2.09:1)
        // and danger, warning and positive text below 4.5:1 in light or dark mode. Primer's `removed/color.json` and
        // `fallback/color-fallbacks.json` are tried for their names and hold no tokens.
        try expect("tokens-dtcg-examples", Figures(
            files: 145, tokenFiles: 137, tokens: 7751, themes: 9, paletteColors: 2366, contrastPairs: 174,
            findings: ["contrast": 17, "invalid-value": 8]))
        // Chartreuse and yellow icons on `background-base-color` in light mode (1.60 to 2.61:1 < 3).
        try expect("tokens-adobe-spectrum", Figures(
            files: 112, tokenFiles: 91, tokens: 2477, themes: 1, paletteColors: 760, contrastPairs: 62,
            findings: ["contrast": 4]))
        // Primary text (#E60023 on black 4.38:1) and its hover and pressed states in dark mode.
        try expect("tokens-pinterest-gestalt", Figures(
            files: 66, tokenFiles: 65, tokens: 2350, themes: 6, paletteColors: 1097, contrastPairs: 97,
            findings: ["contrast": 5, "dark-variant": 47, "invalid-value": 6]))
        // 20 negated aliases (`space-negative-10: "-{!space-10}"`) are expressions: values no check reads, kept so
        // aliases to them resolve.
        // Paste's 417 declared pairs all reach AA in both modes; its text roles with no declared pair, on
        // `color-background-body`, do not all (`color-text-error-weak` 3.37:1); `color-text-weaker`, "inaccessible
        // unless used on disabled controls", is not held to it.
        try expect("tokens-twilio-paste", Figures(
            files: 135, tokenFiles: 135, tokens: 1655, themes: 3, paletteColors: 730, contrastPairs: 459,
            findings: ["contrast": 8, "invalid-value": 2]))
        // 69 colour sets, 62 with a dark appearance (the corpus README's count): 7 with the universal one only, the same in
        // every appearance (as a single value, not a missing dark one). Seven pairs by name in
        // 7 catalogs (two of them text on its catalog's plain background); the white-on-#678FFF CTA and dialog buttons are 3.02:1 (two of them alike in
        // light and dark, written in both appearances: one finding at each appearance's components, the two places to edit).
        try expect("ios-duckduckgo", Figures(files: 69, colorSets: 69, themes: 7, paletteColors: 69, contrastPairs: 7,
                                             findings: ["contrast": 5]))
        // Two colour sets hold only system colour references; 36 have values.
        try expect("ios-netnewswire", Figures(files: 38, colorSets: 38, themes: 3, paletteColors: 36, contrastPairs: 1,
                                              findings: ["contrast": 1]))
        try expect("android-fluentui", Figures(
            files: 232, androidValueFiles: 115, themes: 13, paletteColors: 27,
            findings: [:]))
        // Their themes' on-colours on their colours (and primary text on the window) are pairs too, and all pass: 154
        // in the library's catalog and tests (one res folder of styles only is a theme now), 13 in Owl's and Reply's;
        // so do the outlines beside an outline variant on their backgrounds and surfaces (4).
        try expect("android-material-components", Figures(
            files: 709, androidValueFiles: 554, themes: 63, paletteColors: 637, contrastPairs: 269,
            findings: [:]))
        try expect("android-material-examples", Figures(
            files: 123, androidValueFiles: 44, themes: 2, paletteColors: 37, contrastPairs: 13,
            findings: [:]))
    }
}
