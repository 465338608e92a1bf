import Foundation

/// Figma Variables as the REST API returns them (`GET /v1/files/:file_key/variables/local`, saved as
/// `*.figma.json` or `figma-variables.json`): one token file whose variables are tokens named by their path
/// (`color/text/primary` → `color.text.primary`), with a value for each mode of their collection that names a colour
/// mode (`Light`, `Dark mode`) and aliases followed by variable id.
public struct FigmaVariablesLoader: JSONFileLoader {
    public let settings: TokenSettings

    public init(settings: TokenSettings = TokenSettings()) {
        self.settings = settings
    }

    public var formatName: String { "Figma variables" }
    public var documentTypes: [any AssembledDocument.Type] { [TokenDocument.self] }
    public var filePatterns: [String] { ["*.figma.json", "figma-variables.json"] }

    public func canLoad(path: String) -> Bool {
        PathText.hasSuffix(path, ignoringCase: ".figma.json")
            || PathText.lastComponents(of: path, count: 1).first?.lowercased() == "figma-variables.json"
    }

    public func load(contents: Data, file: String) -> LoadResult {
        switch LocatedJSONParser.parse(contents, file: file) {
        case let .failure(unreadable): return LoadResult(diagnostics: [unreadable.finding])
        case let .success(root):
            guard FigmaVariablesReader.isVariablesResponse(root) else {
                return LoadResult(diagnostics: [Finding(
                    ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                    message: "expected Figma's variables response (`meta.variables` and `meta.variableCollections`, "
                        + "as `GET /v1/files/:file_key/variables/local` returns them)",
                    location: SourceLocation(file: file, line: root.line, column: root.column))])
            }
            var reader = FigmaVariablesReader(file: file, modes: settings.modes)
            let document = reader.read(root)
            return LoadResult(documents: LoadedDocuments([document]), diagnostics: reader.diagnostics)
        }
    }
}

/// Reads the variables of one response into token values; what does not fit is an `invalid-value` at its place.
struct FigmaVariablesReader {
    let file: String
    /// The configured colour modes a Figma mode may be (`Dark`, `Dark mode` → `dark`).
    let modes: [String]
    private(set) var diagnostics: [Finding] = []

    init(file: String, modes: [String]) {
        self.file = file
        self.modes = modes
    }

    /// The object holding `variables` and `variableCollections`: the response's `meta`, or the root itself when
    /// only `meta` was saved.
    static func body(_ root: JSONNode) -> JSONNode? {
        for candidate in [root["meta"], root].compactMap({ $0 })
            where candidate["variables"]?.members != nil && candidate["variableCollections"]?.members != nil
        {
            return candidate
        }
        return nil
    }

    static func isVariablesResponse(_ root: JSONNode) -> Bool { body(root) != nil }

    /// Scopes that say a number is a corner radius or a gap, and so which scale judges it.
    private static let scopeKinds: [String: String] = ["CORNER_RADIUS": "cornerRadius", "GAP": "padding"]
    /// Scopes of numbers that are not lengths on a grid (weights, opacities, ratios).
    private static let lengthScopes: Set<String> = ["ALL_SCOPES", "CORNER_RADIUS", "GAP", "WIDTH_HEIGHT", "STROKE_FLOAT",
                                                    "EFFECT_FLOAT", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "FONT_SIZE"]

    /// Words that name a number which is no length, whatever its scopes (`heading-margin-top-multiplier` 0.889).
    private static let numberWords: Set<String> = ["multiplier", "ratio", "factor", "opacity", "alpha", "weight", "duration",
                                                   "percent", "percentage", "count", "columns", "index"]

    private struct Collection {
        var name: String
        /// Each mode's id and the colour mode it is, nil for a mode that is none (`Brand A`).
        var modes: [(id: String, mode: String?)]
        var defaultModeID: String?
    }

    private func location(_ node: JSONNode) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }

    private mutating func invalid(_ message: String, at node: JSONNode) {
        diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message, location: location(node)))
    }

    /// The configured colour mode a Figma mode's name is: the name itself, else the one mode word in it.
    func colourMode(named name: String) -> String? {
        let lowered = name.lowercased()
        if modes.contains(lowered) { return lowered }
        let words = Set(ThemeAssembler.words(name))
        let matching = modes.filter { words.contains($0) }
        return matching.count == 1 ? matching[0] : nil
    }

    mutating func read(_ root: JSONNode) -> TokenDocument {
        guard let body = Self.body(root), let variables = body["variables"]?.members,
              let collectionMembers = body["variableCollections"]?.members
        else { return TokenDocument(file: file) }
        var collections: [String: Collection] = [:]
        for member in collectionMembers {
            guard let node = member.value.members != nil ? member.value : nil else {
                invalid("variable collection `\(member.key)` must be an object, found \(member.value.kindDescription)", at: member.value)
                continue
            }
            var modeList: [(id: String, mode: String?)] = []
            for modeNode in node["modes"]?.items ?? [] {
                guard let id = modeNode["modeId"]?.string else {
                    invalid("a mode of collection `\(member.key)` has no `modeId` string", at: modeNode)
                    continue
                }
                modeList.append((id, (modeNode["name"]?.string).flatMap(colourMode(named:))))
            }
            collections[member.key] = Collection(name: node["name"]?.string ?? member.key, modes: modeList,
                                                 defaultModeID: node["defaultModeId"]?.string)
        }
        let names = tokenNames(variables, collections: collections)
        var tokens: [DesignToken] = []
        for member in variables {
            if let token = token(member, names: names, collections: collections) { tokens.append(token) }
        }
        return TokenDocument(file: file, tokens: tokens)
    }

    /// Each variable's token name: its path with `/` as `.`, qualified by its collection's name where two collections
    /// hold the same path (`Primitives.blue.500`).
    private func tokenNames(_ variables: [JSONNode.Member], collections: [String: Collection]) -> [String: String] {
        var paths: [String: (path: String, collection: String)] = [:]
        var collectionsByPath: [String: Set<String>] = [:]
        for member in variables {
            guard let name = member.value["name"]?.string else { continue }
            let path = name.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ".")
            let collectionID = member.value["variableCollectionId"]?.string ?? ""
            paths[member.key] = (path, collectionID)
            collectionsByPath[path, default: []].insert(collectionID)
        }
        return paths.mapValues { entry in
            guard (collectionsByPath[entry.path]?.count ?? 0) > 1 else { return entry.path }
            return (collections[entry.collection]?.name ?? entry.collection) + "." + entry.path
        }
    }

    private mutating func token(_ member: JSONNode.Member, names: [String: String], collections: [String: Collection]) -> DesignToken? {
        let node = member.value
        guard let nameNode = node["name"], let name = names[member.key] else {
            invalid("variable `\(member.key)` has no `name` string", at: node)
            return nil
        }
        guard let collectionNode = node["variableCollectionId"], let collectionID = collectionNode.string,
              let collection = collections[collectionID]
        else {
            invalid("variable `\(name)`: its `variableCollectionId` names no collection in the file", at: node["variableCollectionId"] ?? node)
            return nil
        }
        let resolvedType = node["resolvedType"]?.string ?? ""
        // No scopes hides a variable from Figma's pickers (a primitive): it says nothing of what the number is.
        let written = node["scopes"]?.items?.compactMap(\.string) ?? []
        let scopes = Set(written.isEmpty ? ["ALL_SCOPES"] : written)
        let isLength = resolvedType == "FLOAT" && !scopes.isDisjoint(with: Self.lengthScopes)
            && ThemeAssembler.splitWords(name).allSatisfy { !Self.numberWords.contains($0) }
        guard let valuesByMode = node["valuesByMode"], valuesByMode.members != nil else {
            invalid("variable `\(name)` has no `valuesByMode` object", at: node)
            return nil
        }
        var value: TokenValue?
        var modeValues: [(mode: String, value: TokenValue)] = []
        for (modeID, mode) in collection.modes {
            guard let valueNode = valuesByMode[modeID],
                  let parsed = parse(valueNode, type: resolvedType, isLength: isLength, token: name, names: names)
            else { continue }
            if let mode, !modeValues.contains(where: { $0.mode == mode }) {
                modeValues.append((mode, parsed))
            } else if modeID == collection.defaultModeID || collection.modes.count == 1 {
                value = parsed
            }
        }
        // A collection with one colour mode (`Light` alone) gives that value to every mode, as a single-mode one does.
        if modeValues.count == 1, value == nil {
            value = modeValues[0].value
            modeValues = []
        }
        guard value != nil || !modeValues.isEmpty else { return nil }
        // Every number is a `dimension`, so an alias between a length and another number is no type mismatch; only a
        // length's own value is judged as one.
        let type = resolvedType == "COLOR" ? "color" : resolvedType == "FLOAT" ? "dimension" : resolvedType.lowercased()
        var token = DesignToken(name: name, type: type, value: value, modeValues: modeValues, location: location(nameNode),
                                description: node["description"]?.string.flatMap { $0.isEmpty ? nil : $0 })
        // Hidden from publishing (primitives) or another library's: building blocks, judged where they are used.
        if case .bool(true)? = node["hiddenFromPublishing"]?.value { token.isPrivate = true }
        if case .bool(true)? = node["remote"]?.value { token.isPrivate = true }
        if resolvedType == "FLOAT", scopes.count == 1, let kind = Self.scopeKinds[scopes.first!] { token.declaredStyleKind = kind }
        return token
    }

    private mutating func parse(_ node: JSONNode, type: String, isLength: Bool, token: String, names: [String: String]) -> TokenValue? {
        if node["type"]?.string == "VARIABLE_ALIAS" {
            guard let id = node["id"]?.string, let target = names[id] else {
                let id = node["id"]?.string ?? "?"
                // `VariableID:<library key>/<id>`: a library's variable the response left out, not a broken alias here.
                if id.contains("/") {
                    diagnostics.append(Finding(
                        ruleID: LoaderDiagnostic.invalidValue, severity: .warning,
                        message: "variable `\(token)` is an alias of the library variable `\(id)`, which the response does "
                            + "not include; its value is not checked", location: location(node)))
                } else {
                    invalid("variable `\(token)` is an alias of `\(id)`, a variable the file does not list", at: node)
                }
                return nil
            }
            return .alias(target, location(node))
        }
        switch type {
        case "COLOR":
            guard let red = channel(node["r"]), let green = channel(node["g"]), let blue = channel(node["b"]) else {
                invalid("variable `\(token)`: a COLOR value must be `{r, g, b, a}` with channels from 0 to 1, found "
                    + node.kindDescription, at: node)
                return nil
            }
            let alpha = node["a"] == nil ? 255 : channel(node["a"])
            guard let alpha else {
                invalid("variable `\(token)`: `a` must be a number from 0 to 1", at: node["a"]!)
                return nil
            }
            return .color(RGBA(red: red, green: green, blue: blue, alpha: alpha), location(node))
        case "FLOAT":
            guard let stored = node.number, stored.isFinite else {
                invalid("variable `\(token)`: a FLOAT value must be a number, found \(node.kindDescription)", at: node)
                return nil
            }
            // Figma keeps numbers as 32-bit floats: 0.889 comes back as 0.8889999985694885.
            let number = Double(Float(stored).description) ?? stored
            return isLength ? .dimension(number, written: Self.written(number), location(node)) : .other(location(node))
        default:
            return .other(location(node))
        }
    }

    /// A colour channel from 0 to 1 as a byte; nil when it is not such a number.
    private func channel(_ node: JSONNode?) -> UInt8? {
        guard let value = node?.number, value >= 0, value <= 1 else { return nil }
        return ColorSpaces.byte(value)
    }

    static func written(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
