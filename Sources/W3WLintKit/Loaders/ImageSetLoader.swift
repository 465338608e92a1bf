import Foundation

/// Reads an Xcode image set's `Contents.json` (`*.imageset/Contents.json`) for what `dark-variant` needs: whether
/// the set carries an image for the dark appearance (`appearances: [{appearance: luminosity, value: dark}]`). An
/// export in such a set has its dark variant there, whatever the dark file is called.
public struct ImageSetLoader: Loader {
    public init() {}

    public var formatName: String { "Xcode image set" }
    public var filePatterns: [String] { ["*.xcassets/**/*.imageset/Contents.json"] }

    public func canLoad(path: String) -> Bool {
        guard path.utf8.last == UInt8(ascii: "n") else { return false }
        let parts = PathText.lastComponents(of: path, count: 2)
        return parts.count == 2 && parts[1] == "Contents.json" && parts[0].lowercased().hasSuffix(".imageset")
    }

    public func load(contents: Data, file: String) -> LoadResult {
        guard let text = decodedText(contents) else {
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                                    message: "the file is not valid UTF-8 text", location: SourceLocation(file: file, line: 1, column: 1))])
        }
        let root: JSONNode
        switch LocatedJSONParser.parse(text) {
        case let .failure(error):
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                                    message: "not valid JSON: \(error.message)",
                                                    location: SourceLocation(file: file, line: error.line, column: error.column))])
        case let .success(node): root = node
        }
        let hasDark = (root["images"]?.items ?? []).contains { image in
            image["filename"]?.string != nil && (image["appearances"]?.items ?? []).contains {
                $0["appearance"]?.string == "luminosity" && $0["value"]?.string == "dark"
            }
        }
        var model = DesignModel()
        if hasDark { model.imageSetsWithDarkAppearance = [PathText.folder(of: file)] }
        return LoadResult(model: model)
    }
}
