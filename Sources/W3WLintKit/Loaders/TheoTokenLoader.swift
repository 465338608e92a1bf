import Foundation
import Yams

/// Reads Salesforce Theo token files (YAML in a `tokens` folder, as Twilio Paste writes them): `props` (each with
/// `value`, `type`, `comment` and declared contrast pairs), `aliases` (referenced as `{!name}`), and `global`
/// (`type`, `category`) for every prop. Theme folders `themes/<name>/` hold overrides: a mode word in the name
/// (`dark`, `twilio-dark`) makes them that mode of the base (or of the `twilio` theme), any other name is a theme of
/// its own. `imports` are not followed: every loaded file's aliases are visible, nearest first.
public struct TheoTokenLoader: Loader {
    public var settings: TokenSettings

    public init(settings: TokenSettings = TokenSettings()) {
        self.settings = settings
    }

    public var formatName: String { "Theo tokens (YAML)" }
    public func commentSyntax(forFile file: String) -> CommentSyntax? { .hash }
    public var documentTypes: [any AssembledDocument.Type] { [TokenDocument.self] }
    /// YAML: libyaml's node tree holds about 90 bytes a source byte.
    public var maximumReadSize: Int { 1 << 20 }
    public var filePatterns: [String] { ["**/tokens/**/*.yml", "**/tokens/**/*.yaml"] }

    public func canLoad(path: String) -> Bool {
        guard PathText.hasSuffix(path, ignoringCase: ".yml") || PathText.hasSuffix(path, ignoringCase: ".yaml") else { return false }
        return PathText.hasFolder(path, namedIgnoringCase: "tokens")
    }

    public func load(contents: Data, file: String) -> LoadResult {
        guard let text = String(data: contents, encoding: .utf8), !text.utf8.contains(0) else {
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                                    message: "the file is not UTF-8 text", location: SourceLocation(file: file, line: 1, column: 1))])
        }
        let root: Node?
        switch YAMLDocument.compose(text, file: file) {
        case let .failure(failure): return LoadResult(diagnostics: [failure.finding])
        case let .success(node): root = node
        }
        let document = YAMLDocument(file: file)
        var reader = DesignTokenReader(file: file, settings: settings)
        guard let top = root?.pairs else { return LoadResult() }
        let sections = Dictionary(top.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let global = sections["global"]?.pairs.map { Dictionary($0.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }) } ?? [:]
        let globalType = global["type"]?.stringValue
        var tokens: [DesignToken] = []
        func json(_ node: Node) -> JSONNode? {
            // Numbers (`font-weight-bold: 700`) are scalars too; their text is what the value means.
            guard case let .scalar(scalar) = node else { return nil }
            let text = scalar.string
            let location = document.location(node)
            return JSONNode(value: .string(text), line: location.line, column: location.column)
        }
        for (name, keyNode, value) in sections["aliases"]?.pairs ?? [] {
            let valueNode = value.pairs.flatMap { pairs in pairs.first { $0.key == "value" }?.value } ?? value
            guard let json = json(valueNode), let parsed = reader.parse(json, type: nil, legacy: true, token: name) else { continue }
            // Aliases live in their own namespace: a prop may share an alias's name (`space-0: {value: "{!space-0}"}`).
            var alias = DesignToken(name: "!" + name, type: nil, value: parsed, location: document.location(keyNode))
            alias.isPrivate = true
            tokens.append(alias)
        }
        for (name, keyNode, prop) in sections["props"]?.pairs ?? [] {
            let fields = Dictionary((prop.pairs ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            guard let valueNode = fields["value"], let json = json(valueNode) else { continue }
            let type = Self.dtcgType(fields["type"]?.stringValue ?? globalType)
            guard let parsed = reader.parse(json, type: type, legacy: true, token: name) else { continue }
            var token = DesignToken(name: name, type: type, value: parsed, location: document.location(keyNode),
                                    deprecated: fields["deprecated"]?.stringValue == "true", description: fields["comment"]?.stringValue)
            for (key, kind) in [("text_contrast_pairing", ContrastKind.text), ("uicontrol_contrast_pairing", .nonText)] {
                if case let .sequence(items)? = fields[key] {
                    token.declaredPairs += items.compactMap(\.stringValue).map { ($0, kind) }
                }
            }
            tokens.append(token)
        }
        let (mode, setName) = placement(of: file)
        // A brand theme (`themes/twilio*/`) imports the base and redefines a few tokens.
        let tokenDocument = TokenDocument(file: file, mode: mode, tokens: tokens, setName: setName,
                                          isOverride: setName.contains("/themes/"))
        return LoadResult(documents: LoadedDocuments([tokenDocument]), diagnostics: reader.diagnostics)
    }

    /// Theo's `size` is a length; `color` stays; other types are read as they are.
    static func dtcgType(_ type: String?) -> String? {
        switch type?.lowercased() {
        case "size"?: return "dimension"
        default: return type
        }
    }

    /// The mode and token set of a file: `…/tokens/themes/twilio-dark/global/x.yml` is the dark mode of the set
    /// `…/tokens/themes/twilio`; `…/tokens/themes/dark/…` the dark mode of `…/tokens`; `…/tokens/global/x.yml` is `…/tokens`.
    func placement(of file: String) -> (mode: String?, set: String) {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let tokensIndex = parts.lastIndex(where: { $0.lowercased() == "tokens" }) else {
            return (nil, (file as NSString).deletingLastPathComponent)
        }
        let root = parts[...tokensIndex].joined(separator: "/")
        guard tokensIndex + 2 < parts.count, parts[tokensIndex + 1] == "themes" else { return (nil, root) }
        let words = ThemeAssembler.splitWords(parts[tokensIndex + 2])
        let mode = settings.modes.first { words.contains($0.lowercased()) }
        let brand = words.filter { $0 != mode?.lowercased() }.joined(separator: "-")
        return (mode, brand.isEmpty ? root : root + "/themes/" + brand)
    }
}
