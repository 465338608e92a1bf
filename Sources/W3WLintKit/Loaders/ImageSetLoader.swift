import Foundation

/// Reads an Xcode image set's `Contents.json` (`*.imageset/Contents.json`) for what `dark-variant` needs: whether
/// the set carries an image for the dark appearance (`appearances: [{appearance: luminosity, value: dark}]`). An
/// export in such a set has its dark variant there, whatever the dark file is called. And whether the set declares
/// it renders as drawn (`properties: {template-rendering-intent: original}`): only then are its drawing's colours
/// the ones shown.
public struct ImageSetLoader: JSONFileLoader {
    public init() {}

    public var formatName: String { "Xcode image set" }
    public var filePatterns: [String] { ["*.xcassets/**/*.imageset/Contents.json"] }

    public func canLoad(path: String) -> Bool {
        AssetCatalogContents.isContents(path, of: ".imageset")
    }

    public func load(contents: Data, file: String) -> LoadResult {
        let root: JSONNode
        do { root = try LocatedJSONParser.parse(contents, file: file).get() } catch { return LoadResult(diagnostics: [error.finding]) }
        let hasDark = (root["images"]?.items ?? []).contains { image in
            image["filename"]?.string != nil && (image["appearances"]?.items ?? []).contains {
                $0["appearance"]?.string == "luminosity" && $0["value"]?.string == "dark"
            }
        }
        var model = DesignModel()
        if hasDark { model.imageSetsWithDarkAppearance = [PathText.folder(of: file)] }
        if root["properties"]?["template-rendering-intent"]?.string == "original" { model.originalImageSets = [PathText.folder(of: file)] }
        return LoadResult(model: model)
    }
}
