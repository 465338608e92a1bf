import Foundation

/// Reads the modes of a DTCG Resolver Module file (`*.resolver.json`, 2025.10): each modifier context whose name is
/// a mode (`theme: {contexts: {light: [{$ref: …}], dark: […]}}`) selects the token files it lists for that mode.
/// The resolution order itself is not replayed: aliases are resolved across every loaded token file, nearest first.
public struct DTCGResolverLoader: JSONFileLoader {
    public init() {}

    public var formatName: String { "DTCG resolver" }
    public var documentTypes: [any AssembledDocument.Type] { [TokenThemeSelection.self] }
    public var filePatterns: [String] { ["*.resolver.json"] }

    public func canLoad(path: String) -> Bool { PathText.hasSuffix(path, ignoringCase: ".resolver.json") }

    public func load(contents: Data, file: String) -> LoadResult {
        let root: JSONNode
        do { root = try LocatedJSONParser.parse(contents, file: file).get() } catch { return LoadResult(diagnostics: [error.finding]) }
        var diagnostics: [Finding] = []
        let folder = (file as NSString).deletingLastPathComponent
        var contexts: [TokenThemeSelection.Entry] = []
        for modifier in root["modifiers"]?.members ?? [] {
            guard let contextMembers = modifier.value["contexts"]?.members else {
                diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                                           message: "modifier `\(modifier.key)` needs `contexts` (an object of context names to sources)",
                                           location: SourceLocation(file: file, line: modifier.keyLine, column: modifier.keyColumn)))
                continue
            }
            for context in contextMembers {
                let references = (context.value.items ?? []).compactMap { $0["$ref"]?.string }
                let files = references.filter { !$0.hasPrefix("#") }.map { TokenThemeSelection.join(folder, $0) }
                contexts.append(TokenThemeSelection.Entry(name: context.key, files: files,
                                                          location: SourceLocation(file: file, line: context.keyLine, column: context.keyColumn)))
            }
        }
        let selection = TokenThemeSelection(file: file, themes: contexts, exactNames: true)
        return LoadResult(documents: LoadedDocuments([selection]), diagnostics: diagnostics)
    }
}
