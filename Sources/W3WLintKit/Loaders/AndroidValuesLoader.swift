import Foundation

/// Reads Android value resources (`res/values*/…xml` whose root is `<resources>`): `<color>` and `<dimen>`
/// elements (and `<item type="color|dimen">`) and `<style>`s with their items. `values` and `values-night` of one
/// `res` folder become one theme in `ThemeAssembler`; other resource files there (strings, attrs) are read only for
/// well-formedness.
public struct AndroidValuesLoader: Loader {
    public init() {}

    public var formatName: String { "Android values" }
    public func commentSyntax(forFile file: String) -> CommentSyntax? { .xml }
    public var documentTypes: [any AssembledDocument.Type] { [AndroidValuesDocument.self] }
    public var filePatterns: [String] { ["res/values*/*.xml", "res/color*/*.xml"] }

    public func canLoad(path: String) -> Bool {
        guard PathText.hasSuffix(path, ignoringCase: ".xml") else { return false }
        let parts = PathText.lastComponents(of: path, count: 3)
        return parts.count == 3 && (parts[1].hasPrefix("values") || parts[1] == "color" || parts[1].hasPrefix("color-")) && parts[0] == "res"
    }

    public func load(contents: Data, file: String) -> LoadResult {
        read(contents, file: file)
    }

    private func read(_ contents: Data, file: String) -> LoadResult {
        let parsed = XMLDocumentParser.parse(contents, file: file)
        let diagnostics = parsed.problems.map { XMLLoading.finding(for: $0, file: file) }
        let folder = PathText.folder(of: file)
        let qualifiers = PathText.lastComponent(of: folder).split(separator: "-").dropFirst().map(String.init)
        var document = AndroidValuesDocument(
            file: file, resourceFolder: PathText.folder(of: folder), isNight: qualifiers.contains("night"),
            hasOtherQualifiers: qualifiers.contains { $0 != "night" })
        // `res/color/name.xml`: a colour state list, the colour `@color/name` in its default state (the first item
        // that asks for no state, as Android picks it; else the last).
        if let root = parsed.root, root.name == "selector", PathText.lastComponent(of: folder).hasPrefix("color") {
            let items = root.childElements.filter { $0.name == "item" && $0.attribute("android:color") != nil }
            let plain = items.first { item in !item.attributes.contains { $0.name.hasPrefix("android:state_") } } ?? items.last
            if let item = plain, let text = item.attribute("android:color") {
                let stem = PathText.lastComponent(of: file).dropLast(".xml".count)
                document.colors.append(AndroidValue(name: String(stem), text: text.trimmedWhitespace(),
                                                    location: SourceLocation(file: file, line: item.line, column: item.column)))
            }
            return LoadResult(documents: LoadedDocuments([document]), diagnostics: diagnostics)
        }
        guard let root = parsed.root, root.name == "resources" else { return LoadResult(diagnostics: diagnostics) }
        for element in root.childElements {
            if element.name == "style", let name = element.attribute("name") {
                let items = element.childElements.compactMap { item -> AndroidValue? in
                    guard item.name == "item", let itemName = item.attribute("name") else { return nil }
                    return AndroidValue(name: itemName, text: item.textContent.trimmedWhitespace(),
                                        location: SourceLocation(file: file, line: item.line, column: item.column))
                }
                document.styles.append(AndroidStyle(name: name, parent: element.attribute("parent"), items: items,
                                                    location: SourceLocation(file: file, line: element.line, column: element.column)))
                continue
            }
            let kind = element.name == "item" ? element.attribute("type") : element.name
            guard let name = element.attribute("name"), kind == "color" || kind == "dimen" else { continue }
            let value = AndroidValue(name: name, text: element.textContent.trimmedWhitespace(),
                                     location: SourceLocation(file: file, line: element.line, column: element.column))
            if kind == "color" { document.colors.append(value) } else { document.dimensions.append(value) }
        }
        return LoadResult(documents: LoadedDocuments([document]), diagnostics: diagnostics)
    }
}
