import Foundation

/// Reads Tokens Studio's `$themes.json` (a list of `{name, group?, selectedTokenSets: {set: enabled|source|disabled}}`):
/// which token sets each theme enables. `ThemeAssembler` uses it to give token files their mode.
public struct TokensStudioThemesLoader: JSONFileLoader {
    public init() {}

    public var formatName: String { "Tokens Studio themes" }
    public var documentTypes: [any AssembledDocument.Type] { [TokenThemeSelection.self] }
    public var filePatterns: [String] { ["$themes.json"] }

    public func canLoad(path: String) -> Bool { PathText.lastComponents(of: path, count: 1).first == "$themes.json" }

    public func load(contents: Data, file: String) -> LoadResult {
        let root: JSONNode
        do { root = try LocatedJSONParser.parse(contents, file: file).get() } catch { return LoadResult(diagnostics: [error.finding]) }
        var diagnostics: [Finding] = []
        func invalid(_ message: String, _ node: JSONNode) {
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message,
                                       location: SourceLocation(file: file, line: node.line, column: node.column)))
        }
        guard let items = root.items else {
            invalid("expected a list of themes ({name, selectedTokenSets}), found \(root.kindDescription)", root)
            return LoadResult(diagnostics: diagnostics)
        }
        var themes: [TokenThemeSelection.Entry] = []
        for item in items {
            guard let name = item["name"]?.string, let sets = item["selectedTokenSets"]?.members else {
                invalid("a theme needs a `name` and `selectedTokenSets`", item)
                continue
            }
            var enabled: [String] = []
            for member in sets {
                switch member.value.string {
                case "enabled"?: enabled.append(member.key)
                case "source"?, "disabled"?: break
                default: invalid("token set `\(member.key)`: expected \"enabled\", \"source\" or \"disabled\"", member.value)
                }
            }
            let folder = (file as NSString).deletingLastPathComponent
            themes.append(TokenThemeSelection.Entry(name: name, files: enabled.map { TokenThemeSelection.join(folder, $0 + ".json") },
                                                    location: SourceLocation(file: file, line: item.line, column: item.column)))
        }
        let selection = TokenThemeSelection(file: file, themes: themes, exactNames: false)
        return LoadResult(documents: LoadedDocuments([selection]), diagnostics: diagnostics)
    }
}
