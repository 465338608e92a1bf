import Foundation

/// Reads design-token files into `TokenDocument`s: W3C Design Tokens (DTCG 2025.10: groups, `$value`, `$type`
/// inherited from groups, `$description`, `$deprecated`, `$extensions`, aliases), the older Style Dictionary form
/// (`value`/`type`), Adobe Spectrum's `sets`, in JSON or JSON5. Aliases are resolved later, across files, by
/// `ThemeAssembler`; this loader reports only what one file shows to be wrong.
public struct DesignTokenLoader: JSONFileLoader {
    public var settings: TokenSettings

    public init(settings: TokenSettings = TokenSettings()) {
        self.settings = settings
    }

    public var formatName: String { "design tokens (DTCG, Style Dictionary)" }
    public var documentTypes: [any AssembledDocument.Type] { [TokenDocument.self] }
    public var filePatterns: [String] { ["*.tokens.json", "*.tokens", "*.json5", "**/tokens/**/*.json"] }

    /// JSON files that sit in a `tokens` folder but are tool metadata, not tokens.
    private static let metadataFiles: Set<String> = ["package.json", "manifest.json", "$metadata.json", "$themes.json",
                                                     "contents.json", "tsconfig.json"]

    public func canLoad(path: String) -> Bool {
        if PathText.hasSuffix(path, ignoringCase: ".tokens.json") || PathText.hasSuffix(path, ignoringCase: ".tokens")
            || PathText.hasSuffix(path, ignoringCase: ".json5") { return true }
        guard PathText.hasSuffix(path, ignoringCase: ".json"), !PathText.hasSuffix(path, ignoringCase: ".resolver.json"),
              !FigmaVariablesLoader().canLoad(path: path),
              let name = PathText.lastComponents(of: path, count: 1).first, !Self.metadataFiles.contains(name.lowercased())
        else { return false }
        return PathText.hasFolder(path, namedIgnoringCase: "tokens") || Self.isInTokensPackage(path)
            || Self.isNamedForDesignData(path)
    }

    /// Words in a JSON file's name that say it may hold a design's tokens outside a tokens folder (MetaMask's
    /// `figma/lightTheme.json`, `figma/brandColors.json`).
    private static let designDataWords: Set<String> = ["theme", "themes", "color", "colors", "colour", "colours", "palette"]

    /// How many tokens a file read for its name alone must hold (a palette, a theme), three for each problem found.
    static let tentativeMinimumTokens = 3

    /// A JSON file named for design data but outside a tokens folder: read only when it turns out to hold tokens,
    /// so that another JSON of such a name (an editor's `theme.json`) is passed over in silence.
    static func isNamedForDesignData(_ path: String) -> Bool {
        guard let name = PathText.lastComponents(of: path, count: 1).first.map(String.init), !name.hasPrefix("."),
              PathText.hasSuffix(name, ignoringCase: ".json") else { return false }
        return ThemeAssembler.splitWords(String(name.dropLast(5))).contains { designDataWords.contains($0) }
    }

    /// Whether the file is read as tokens whatever it holds (by its name or folder), rather than only when it holds some.
    private func isSurelyTokens(_ path: String) -> Bool {
        PathText.hasSuffix(path, ignoringCase: ".tokens.json") || PathText.hasSuffix(path, ignoringCase: ".tokens")
            || PathText.hasSuffix(path, ignoringCase: ".json5") || PathText.hasFolder(path, namedIgnoringCase: "tokens")
            || Self.isInTokensPackage(path)
    }

    /// A folder named for its tokens (`design-tokens/`, Codex's `codex-design-tokens/src/`): its JSON files are
    /// tokens, except tool configuration (`.eslintrc.json`, `tsconfig.build.json`).
    static func isInTokensPackage(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let name = components.last?.lowercased(), !name.hasPrefix("."), !name.hasPrefix("tsconfig") else { return false }
        return components.dropLast().contains { folder in
            let lower = folder.lowercased()
            return lower.hasSuffix("-tokens") || lower.hasSuffix("_tokens")
        }
    }

    public func load(contents: Data, file: String) -> LoadResult {
        let tentative = !isSurelyTokens(file)
        guard let text = decodedText(contents) else {
            return tentative ? LoadResult(wasRead: false) : LoadResult(diagnostics: [UnreadableJSON.notText(file: file)])
        }
        switch LocatedJSONParser.parse(text, file: file, formatName: "JSON or JSON5") {
        case let .failure(unreadable): return tentative ? LoadResult(wasRead: false) : LoadResult(diagnostics: [unreadable.finding])
        case let .success(root):
            var reader = DesignTokenReader(file: file, settings: settings, source: SourceText(text, file: file, lineBreaks: .json))
            if tentative && (root.members == nil || FigmaVariablesReader.isVariablesResponse(root)) { return LoadResult(wasRead: false) }
            guard root.members != nil else {
                reader.invalid("expected an object of token groups, found \(root.kindDescription)", at: root)
                return LoadResult(diagnostics: reader.diagnostics)
            }
            // A JSON Schema beside the tokens (Spectrum keeps its token schemas there) describes tokens; it holds none.
            if root["$schema"]?.string?.contains("json-schema.org") == true { return LoadResult(wasRead: false) }
            // Figma's variables response saved among the tokens (`tokens/variables.json`).
            if FigmaVariablesReader.isVariablesResponse(root) {
                var figma = FigmaVariablesReader(file: file, modes: settings.modes)
                let document = figma.read(root)
                return LoadResult(documents: LoadedDocuments([document]), diagnostics: figma.diagnostics)
            }
            reader.walk(root, path: [], inheritedType: nil)
            // Read for its name alone, a file is tokens when they are most of what it holds: an app's settings file
            // named `themeSettings.json` with a token-like entry or two is passed over, not reported.
            if tentative && (reader.tokens.count < Self.tentativeMinimumTokens || reader.tokens.count < 3 * reader.diagnostics.count) {
                return LoadResult(wasRead: false)
            }
            let (mode, words) = Self.fileMode(file, modes: settings.modes)
            let document = TokenDocument(file: file, mode: mode, nameWordCount: words, tokens: reader.tokens)
            let (suppressions, invalid) = Self.suppressions(in: root, file: file)
            return LoadResult(documents: LoadedDocuments([document]), diagnostics: reader.diagnostics + invalid,
                              suppressions: suppressions)
        }
    }

    /// `"$extensions": {"w3wlint": {"disable": ["contrast"]}}` on a token or group silences those rules (all rules
    /// when the list is empty) from its name's line to its last line.
    static func suppressions(in root: JSONNode, file: String) -> (suppressions: [Suppression], invalid: [Finding]) {
        func lastLine(_ node: JSONNode) -> Int {
            switch node.value {
            case let .object(members): return members.map { max($0.keyLine, lastLine($0.value)) }.max() ?? node.line
            case let .array(items): return items.map(lastLine).max() ?? node.line
            default: return node.line
            }
        }
        var result: [Suppression] = []
        var invalid: [Finding] = []
        func visit(_ member: JSONNode.Member) {
            guard let members = member.value.members else { return }
            if let directive = member.value["$extensions"]?["w3wlint"]?["disable"] {
                if let rules = Suppression.ruleList(directive) {
                    result.append(Suppression(location: SourceLocation(file: file, line: directive.line, column: directive.column),
                                              rules: rules, lines: member.keyLine...lastLine(member.value)))
                } else {
                    invalid.append(Suppression.invalidDirective(directive, file: file))
                }
            }
            for child in members where !child.key.hasPrefix("$") { visit(child) }
        }
        for member in root.members ?? [] { visit(member) }
        return (result, invalid)
    }

    /// The mode a file is for, from its name (`theme-dark.tokens.json`, `sema-color-light.json`) or its folder
    /// (`dark/…`), and how many words its name has.
    /// The mode of a high-contrast token file: none the rules check unless a configuration names it.
    static let highContrastMode = "high-contrast"

    static func fileMode(_ file: String, modes: [String]) -> (String?, Int) {
        var name = PathText.lastComponent(of: file)
        for suffix in [".tokens.json5", ".tokens.json", ".tokens", ".json5", ".json"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        // A camelCase name of a mode and what the file holds (`lightTheme.json`, `darkColors.json`) is for that mode;
        // another camelCase name is one word (`darkSkyCampaign.json` is no dark file, `darkHC` no custom mode's split).
        let camelWords = ThemeAssembler.splitWords(name)
        let modeWords = Set(modes.map { $0.lowercased() })
        let words = camelWords.allSatisfy({ modeWords.contains($0) || designDataWords.contains($0) || ["tokens", "token"].contains($0) })
            ? camelWords : name.lowercased().split(whereSeparator: { ".-_ ".contains($0) }).map(String.init)
        let folder = PathText.lastComponent(of: PathText.folder(of: file)).lowercased()
        // A high-contrast variant (`semantic.highcontrast.dark.json`, `highcontrast-dark/`) is a mode of its own,
        // never mixed into light or dark; the rules check only the configured modes.
        let folderWords = Set(folder.split(whereSeparator: { ".-_ ".contains($0) }).map(String.init))
        if CSSVariableScanner.mode(ofWords: Set(words).union(folderWords)) == .highContrast { return (highContrastMode, words.count) }
        let named = modes.filter { words.contains($0.lowercased()) }
        if named.count == 1 { return (named[0], words.count) }
        return (modes.first { $0.lowercased() == folder }, words.count)
    }
}

/// Walks one parsed file, collecting tokens and problems.
struct DesignTokenReader {
    let file: String
    let settings: TokenSettings
    var tokens: [DesignToken] = []
    var diagnostics: [Finding] = []

    /// The file's text, to locate the numbers a fix may rewrite (nil for formats parsed from other syntaxes).
    let source: SourceText?

    init(file: String, settings: TokenSettings, source: SourceText? = nil) {
        self.file = file
        self.settings = settings
        self.source = source
    }

    /// Where the number of a dimension is written: `16`, `"16px"`, `"1.5rem"` or the `value` of `{value, unit}`.
    /// Nil unless the text there is exactly that (no escapes, no expression).
    private func writtenNumber(_ node: JSONNode) -> WrittenNumber? {
        guard let source else { return nil }
        func numberSpan(_ node: JSONNode) -> SourceSpan? {
            guard let number = node.number,
                  let span = source.plainSpan(at: TextPosition(line: node.line, column: node.column)),
                  Double(span.text) == number else { return nil }
            return span
        }
        if node.members != nil {
            guard let valueNode = node["value"], let unit = node["unit"]?.string,
                  let scale = Self.unitScale[unit.lowercased()], let span = numberSpan(valueNode) else { return nil }
            return WrittenNumber(span: span, pointsPerUnit: scale)
        }
        if let text = node.string {
            guard let span = source.yamlScalarSpan(at: TextPosition(line: node.line, column: node.column), value: text),
                  span.text.first == "\"" || span.text.first == "'" else { return nil }
            let unit = text.drop { $0.isNumber || $0 == "." || $0 == "+" }.lowercased()
            guard let scale = unit.isEmpty ? 1 : Self.unitScale[unit] else { return nil }
            return WrittenNumber(span: span, pointsPerUnit: scale)
        }
        return numberSpan(node).map { WrittenNumber(span: $0) }
    }

    /// Type names of older tools (Style Dictionary categories, Tokens Studio) that hold lengths.
    static let dimensionTypes: Set<String> = ["dimension", "spacing", "sizing", "size", "space", "borderradius", "borderwidth"]

    func location(_ node: JSONNode) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }

    mutating func invalid(_ message: String, at node: JSONNode) {
        diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message, location: location(node)))
    }

    mutating func walk(_ node: JSONNode, path: [String], inheritedType: String?) {
        guard let members = node.members else { return }
        var type = inheritedType
        if let typeNode = node["$type"] {
            if let text = typeNode.string { type = text } else { invalid("`$type` must be a string, found \(typeNode.kindDescription)", at: typeNode) }
        }
        for member in members {
            // `$root` is the DTCG 2025.10 name of a group's own token; other `$` keys are properties.
            guard !member.key.hasPrefix("$") || member.key == "$root" else { continue }
            let childPath = path + [member.key]
            let keyLocation = SourceLocation(file: file, line: member.keyLine, column: member.keyColumn)
            let child = member.value
            guard child.members != nil else { continue }
            if child.member("$value") != nil {
                readToken(child, path: childPath, at: keyLocation, inheritedType: type, legacy: false)
            } else if isLegacyToken(child) {
                readToken(child, path: childPath, at: keyLocation, inheritedType: type, legacy: true)
            } else {
                walk(child, path: childPath, inheritedType: type)
            }
        }
    }

    /// Style Dictionary's `{"value": …}` or Spectrum's `{"sets": {light: {value}, …}}`.
    private func isLegacyToken(_ node: JSONNode) -> Bool {
        if let value = node["value"], value.members == nil || value["value"] == nil { return true }
        return settings.modeSets.contains { key in
            guard let sets = node[key]?.members, !sets.isEmpty else { return false }
            return sets.allSatisfy { $0.value["value"] != nil || $0.value["$value"] != nil || $0.value[key] != nil }
        }
    }

    private mutating func readToken(_ node: JSONNode, path: [String], at nameLocation: SourceLocation, inheritedType: String?, legacy: Bool) {
        let name = path.joined(separator: ".")
        var type = inheritedType
        let typeKey = legacy ? "type" : "$type"
        if let typeNode = node[typeKey] ?? (legacy ? node["$type"] : nil) {
            if let text = typeNode.string { type = text } else if !legacy {
                invalid("`$type` of token `\(name)` must be a string, found \(typeNode.kindDescription)", at: typeNode)
            }
        }
        var valueNode = legacy ? node["value"] ?? node["$value"] : node["$value"]
        var modeValues: [(mode: String, value: TokenValue)] = []
        // Style Dictionary sources may write a value per mode in the value itself (`value: {light: …, dark: …}`).
        if legacy, let members = valueNode?.members, !members.isEmpty {
            let modes = members.map { member in settings.modes.first { $0.lowercased() == member.key.lowercased() } }
            if modes.allSatisfy({ $0 != nil }) {
                for (member, mode) in zip(members, modes) {
                    if let parsed = parse(member.value, type: type, legacy: legacy, token: name) { modeValues.append((mode!, parsed)) }
                }
                valueNode = nil
            }
        }
        // Primer writes an opacity beside `$value` (`alpha: 0.05`): the token node is then a wrapped value.
        let value = !legacy && node["alpha"] != nil ? parse(node, type: type, legacy: legacy, token: name)
            : valueNode.flatMap { parse($0, type: type, legacy: legacy, token: name) }
        modeValues += extensionModeValues(node, value: value, type: type, legacy: legacy, token: name)
        modeValues += setModeValues(node, type: type, token: name)
        let deprecated = isDeprecated(node, token: name)
        let description = (node["$description"] ?? node["description"] ?? node["comment"])?.string
        if value == nil, modeValues.isEmpty { return }
        var token = DesignToken(name: name, type: type, value: value, modeValues: modeValues, location: nameLocation,
                                deprecated: deprecated, description: description)
        if case .bool(true)? = node["private"]?.value { token.isPrivate = true }
        if let extensions = node["$extensions"] ?? node["extensions"] { token.declaredForegrounds = Self.contrastList(in: extensions) }
        token.hasFormalType = !legacy
        tokens.append(token)
    }

    /// Values per mode a token gives in its `$extensions` (the configured keys: `{mode: value}`, or `{mode: {alpha}}`
    /// for the token's own value at an opacity).
    private mutating func extensionModeValues(_ node: JSONNode, value: TokenValue?, type: String?, legacy: Bool, token name: String)
        -> [(mode: String, value: TokenValue)]
    {
        guard let extensions = node["$extensions"] else { return [] }
        var modeValues: [(mode: String, value: TokenValue)] = []
        for key in settings.modeExtensions {
            guard let modes = extensions[key] else { continue }
            guard let members = modes.members else {
                invalid("`$extensions.\(key)` of token `\(name)` must be an object of mode names to values", at: modes)
                continue
            }
            for member in members {
                // `{alpha: 0.15}` alone: the token's own value at that opacity (Primer).
                if member.value["$value"] == nil, let alphaNode = member.value["alpha"], let alpha = alphaNode.number,
                   alpha >= 0, alpha <= 1, let base = value
                {
                    switch base {
                    case let .alias(target, _): modeValues.append((member.key, .aliasWithAlpha(target, alpha: alpha, location(alphaNode))))
                    case let .aliasWithAlpha(target, _, _): modeValues.append((member.key, .aliasWithAlpha(target, alpha: alpha, location(alphaNode))))
                    case let .color(rgba, _):
                        modeValues.append((member.key, .color(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue,
                                                                   alpha: ColorSpaces.byte(alpha)), location(alphaNode))))
                    default: break
                    }
                    continue
                }
                if let parsed = parse(member.value, type: type, legacy: legacy, token: name) { modeValues.append((member.key, parsed)) }
            }
        }
        return modeValues
    }

    /// Values per mode a token gives in its mode sets (Spectrum's `sets`: a token per set, possibly nested).
    private mutating func setModeValues(_ node: JSONNode, type: String?, token name: String) -> [(mode: String, value: TokenValue)] {
        var modeValues: [(mode: String, value: TokenValue)] = []
        for key in settings.modeSets {
            guard let sets = node[key]?.members else { continue }
            for member in sets {
                // A set entry is a token of its own (`{value}`), possibly with sets inside (platform, then colour mode).
                let entry = member.value
                if let inner = entry["value"] ?? entry["$value"] {
                    if let parsed = parse(inner, type: entry["type"]?.string ?? type, legacy: true, token: name) {
                        modeValues.append((member.key, parsed))
                    }
                } else if let nested = entry[key]?.members {
                    for innerMember in nested {
                        guard let inner = innerMember.value["value"] ?? innerMember.value["$value"],
                              let parsed = parse(inner, type: type, legacy: true, token: name) else { continue }
                        modeValues.append((innerMember.key, parsed))
                    }
                }
            }
        }
        return modeValues
    }

    /// Whether the token is deprecated (`$deprecated`: a flag, or a text that says why).
    private mutating func isDeprecated(_ node: JSONNode, token name: String) -> Bool {
        guard let flag = node["$deprecated"] ?? node["deprecated"] else { return false }
        switch flag.value {
        case let .bool(value): return value
        case .string: return true
        default:
            invalid("`$deprecated` of token `\(name)` must be a boolean or a string", at: flag)
            return false
        }
    }

    /// The token names a `contrast` list in a token's extensions gives (a vendor's documentation of which text is
    /// read on this background), looked for at most three objects deep.
    static func contrastList(in node: JSONNode, depth: Int = 0) -> [String] {
        guard depth < 4, let members = node.members else { return [] }
        for member in members {
            if member.key.lowercased() == "contrast", let items = member.value.items {
                return items.compactMap { $0.string.map(Self.tokenName) }.filter { $0.contains(".") }
            }
        }
        return members.flatMap { contrastList(in: $0.value, depth: depth + 1) }
    }

    /// A token named in a list: `color.text` whether written so, as `{color.text}` or with Style Dictionary's `.value`.
    private static func tokenName(_ text: String) -> String {
        var name = text.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("{"), name.hasSuffix("}") { name = String(name.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        if name.hasSuffix(".value") { name = String(name.dropLast(".value".count)) }
        return name
    }

    /// A value read as far as its type allows; nil (with a finding) when it does not fit its type.
    mutating func parse(_ node: JSONNode, type: String?, legacy: Bool, token: String) -> TokenValue? {
        let at = location(node)
        if let text = node.string, let target = Self.aliasTarget(text) { return .alias(target, at) }
        // DTCG 2025.10 JSON Pointer references to a whole token: `{"$ref": "#/color/red"}` (or its `/$value`).
        if let pointer = node["$ref"]?.string {
            guard let target = Self.pointerTarget(pointer) else {
                invalid("token `\(token)`: `$ref` \"\(pointer)\" is not a reference to a token in the same document set "
                    + "(`#/group/token` or `#/group/token/$value`); references into parts of a value are not read", at: node)
                return nil
            }
            return .alias(target, at)
        }
        // A wrapped value with an opacity, as Primer writes its overrides: `{$value: "{base.color.blue.4}", alpha: 0.1}`
        // (in Style Dictionary sources `{color: "{core.color.black}", alpha: 0.65}`).
        if let inner = node["$value"] ?? (legacy && node["alpha"] != nil ? node["color"] : nil) {
            return parse(inner, type: type, legacy: legacy, token: token).map { withAlpha($0, of: node, token: token) }
        }
        let normalizedType = type.map { $0.lowercased() }
        switch normalizedType {
        case "color"?:
            // Tokens Studio and Style Dictionary files (`value`) write gradients as colour tokens; DTCG has a
            // `gradient` type for them, so there a gradient string is not a colour.
            if legacy, let text = node.string?.trimmedWhitespace().lowercased(),
               ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains(where: text.hasPrefix)
            {
                return .other(at)
            }
            if let rgba = color(node, token: token) { return .color(rgba, at) }
            return nil
        case let kind? where Self.dimensionTypes.contains(kind):
            return dimensionValue(node, legacy: legacy, token: token)
        case "typography"? where node.members != nil:
            return typography(node).map { .typography($0, at) } ?? .other(at)
        case nil:
            // Older files often give no type: a value that is plainly a colour or a length is read as one.
            if legacy { return untypedValue(node) }
            invalid("token `\(token)` has no `$type`, neither its own nor a group's (DTCG never guesses a type from the value)", at: node)
            return nil
        default:
            return .other(at)
        }
    }

    /// A wrapped value with its `alpha` applied (an alias then carries it); a missing or null `alpha` leaves it.
    private mutating func withAlpha(_ value: TokenValue, of node: JSONNode, token: String) -> TokenValue {
        guard let alphaNode = node["alpha"], case let .number(alpha) = alphaNode.value else {
            if let alphaNode = node["alpha"], case .null = alphaNode.value {} else if let alphaNode = node["alpha"] {
                invalid("token `\(token)`: `alpha` must be a number from 0 to 1 or null", at: alphaNode)
            }
            return value
        }
        guard alpha >= 0, alpha <= 1 else {
            invalid("token `\(token)`: `alpha` must be a number from 0 to 1 or null", at: alphaNode)
            return value
        }
        switch value {
        case let .alias(target, location): return .aliasWithAlpha(target, alpha: alpha, location)
        case let .color(rgba, location):
            return .color(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: ColorSpaces.byte(alpha)), location)
        default: return value
        }
    }

    /// A value of a dimension type: a length, or a value that is no length w3wlint knows (a percentage, an expression).
    private mutating func dimensionValue(_ node: JSONNode, legacy: Bool, token: String) -> TokenValue? {
        let at = location(node)
        // A percentage (Tokens Studio's `borderRadius: 50%`) is relative to the element: a value, but no length.
        if legacy, let text = node.string?.trimmedWhitespace(), text.hasSuffix("%"), Double(text.dropLast()) != nil {
            return .other(at)
        }
        // An expression (`floor({_size.unit} * 30)`, `calc(…)`) is the tools' to evaluate: a value, not a length
        // w3wlint knows, so aliases to it resolve and nothing judges it.
        if let text = node.string?.trimmedWhitespace().lowercased(), text.contains("{") || text.contains("("),
           Self.dimensionText(text) == nil
        {
            return .other(at)
        }
        if let (points, written) = dimension(node, token: token, legacy: legacy) {
            return .dimension(points, written: written, at, number: writtenNumber(node))
        }
        return nil
    }

    /// A legacy value without a type: a colour or a length when it is plainly one, else a value nothing judges.
    private func untypedValue(_ node: JSONNode) -> TokenValue {
        let at = location(node)
        if let text = node.string {
            let trimmed = text.trimmedWhitespace().lowercased()
            if trimmed.hasPrefix("#") || trimmed.hasPrefix("rgb") || trimmed.hasPrefix("hsl"), let rgba = CSSColorParser.color(trimmed) {
                return .color(rgba, at)
            }
            if let (points, written) = Self.dimensionText(trimmed) {
                return .dimension(points, written: written, at, number: writtenNumber(node))
            }
        }
        return .other(at)
    }

    /// `#/color/red` or `#/color/red/$value` → `color.red` (`~1` is `/`, `~0` is `~`); nil for other pointers.
    static func pointerTarget(_ pointer: String) -> String? {
        guard pointer.hasPrefix("#/") else { return nil }
        var parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        if parts.last == "$value" { parts.removeLast() }
        guard !parts.isEmpty, !parts.contains(where: { $0.isEmpty || ($0.hasPrefix("$") && $0 != "$root") }) else { return nil }
        return parts.joined(separator: ".")
    }

    /// `{group.token}` → `group.token`, when the whole string is one reference.
    static func aliasTarget(_ text: String) -> String? {
        let trimmed = text.trimmedWhitespace()
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner).trimmedWhitespace()
    }

    private mutating func color(_ node: JSONNode, token: String) -> RGBA? {
        if let text = node.string {
            if let rgba = CSSColorParser.color(text) { return rgba }
            invalid("token `\(token)`: `\(text)` is not a colour (expected #RRGGBB[AA], rgb()/rgba(), hsl() or a colour object)", at: node)
            return nil
        }
        guard node.members != nil else {
            invalid("token `\(token)`: expected a colour, found \(node.kindDescription)", at: node)
            return nil
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard let value = alphaNode.number, value >= 0, value <= 1 else {
                invalid("token `\(token)`: `alpha` must be a number from 0 to 1", at: alphaNode)
                return nil
            }
            alpha = value
        }
        let hex = node["hex"]?.string.flatMap { RGBA(hex: $0) }
        guard let spaceNode = node["colorSpace"], let space = spaceNode.string else {
            if let hex { return RGBA(red: hex.red, green: hex.green, blue: hex.blue, alpha: ColorSpaces.byte(alpha)) }
            invalid("token `\(token)`: a colour object needs `colorSpace` and `components`", at: node)
            return nil
        }
        guard let componentsNode = node["components"], let items = componentsNode.items, items.count == 3 else {
            invalid("token `\(token)`: `components` must be a list of 3 numbers", at: node["components"] ?? node)
            return nil
        }
        var components: [Double?] = []
        for item in items {
            if let number = item.number { components.append(number) } else if item.string == "none" { components.append(nil) } else {
                invalid("token `\(token)`: a colour component must be a number or \"none\", found \(item.kindDescription)", at: item)
                return nil
            }
        }
        if let rgba = ColorSpaces.convert(space: space, components: components, alpha: alpha) { return rgba }
        // A space w3wlint cannot convert: the `hex` fallback the format provides is the sRGB colour.
        if let hex { return RGBA(red: hex.red, green: hex.green, blue: hex.blue, alpha: ColorSpaces.byte(alpha)) }
        invalid("token `\(token)`: colour space `\(space)` is not supported (supported: \(ColorSpaces.supported.joined(separator: ", "))) and there is no `hex` fallback",
                at: spaceNode)
        return nil
    }

    private mutating func dimension(_ node: JSONNode, token: String, legacy: Bool) -> (Double, String)? {
        if node.members != nil {
            guard let number = node["value"]?.number, number.isFinite, let unit = node["unit"]?.string else {
                invalid("token `\(token)`: a dimension object needs a numeric `value` and a `unit`", at: node)
                return nil
            }
            guard let scale = Self.unitScale[unit.lowercased()] else {
                invalid("token `\(token)`: " + (unit.isEmpty ? "a dimension with no unit" : "unknown dimension unit `\(unit)`")
                            + " (DTCG dimensions are px or rem; w3wlint also reads pt and dp)", at: node["unit"] ?? node)
                return nil
            }
            return (number * scale, formatNumber(number) + unit)
        }
        if let text = node.string {
            if let parsed = Self.dimensionText(text.trimmedWhitespace().lowercased()) { return parsed }
            // Tokens Studio and Style Dictionary write unitless numbers (`"value": "24"`, in Tokens Studio's DTCG form
            // `"$value": "24"` too, a string no DTCG draft has): pixels, as they output them.
            if let number = Double(text.trimmedWhitespace()), number.isFinite { return (number, text.trimmedWhitespace()) }
            // Expressions (`calc()`, `{a} * 2`) are left to the tools that evaluate them.
            if text.contains("{") || text.contains("(") { return nil }
            invalid("token `\(token)`: `\(text)` is not a dimension (a number with px, rem, pt or dp)", at: node)
            return nil
        }
        if let number = node.number, legacy || number == 0 { return (number, formatNumber(number)) }
        invalid("token `\(token)`: expected a dimension ({\"value\": 16, \"unit\": \"px\"}), found \(node.kindDescription)", at: node)
        return nil
    }

    static let unitScale: [String: Double] = ["px": 1, "pt": 1, "dp": 1, "rem": 16]

    /// A `typography` composite: `fontSize` (a dimension or an alias), `fontWeight` (a number or a name),
    /// `letterSpacing` (a dimension, `em` allowed), `lineHeight` (a number: a ratio; a percentage; or a dimension).
    /// nil when a part is written otherwise (an alias in a part other than `fontSize`, Tokens Studio's `AUTO`): the
    /// token is then read as before, a value no check reads, and no style is made of it.
    private func typography(_ node: JSONNode) -> TypographyTokenValue? {
        func length(_ part: JSONNode) -> (value: Double, isEm: Bool)? {
            if let number = part.number { return number == 0 ? (0, false) : nil }
            if let text = part.string?.trimmingCharacters(in: .whitespaces).lowercased() {
                if text.hasSuffix("em"), !text.hasSuffix("rem"), let em = Double(text.dropLast(2)) { return (em, true) }
                return Self.dimensionText(text).map { ($0.0, false) }
            }
            guard let number = part["value"]?.number, number.isFinite, let unit = part["unit"]?.string?.lowercased() else { return nil }
            if unit == "em" { return (number, true) }
            return Self.unitScale[unit].map { (number * $0, false) }
        }
        var value = TypographyTokenValue()
        if let size = node["fontSize"] {
            if let text = size.string, let target = Self.aliasTarget(text) {
                value.fontSizeAlias = target
            } else if let points = length(size), !points.isEm, points.value > 0 {
                value.fontSize = points.value
            } else {
                return nil
            }
        }
        if let weight = node["fontWeight"] {
            if let number = weight.number, number >= 1, number <= 1000 {
                value.fontWeight = Int(number)
            } else if let name = weight.string?.lowercased().replacingOccurrences(of: "-", with: ""),
                      let known = FontWeightName.weights[name] ?? ["normal": 400, "extralight": 200, "extrabold": 800][name]
            {
                value.fontWeight = known
            } else {
                return nil
            }
        }
        if let spacing = node["letterSpacing"] {
            guard let parsed = length(spacing) else { return nil }
            value.letterSpacing = parsed
        }
        if let line = node["lineHeight"] {
            if let ratio = line.number, ratio > 0 {
                value.lineHeight = (ratio, true)
            } else if let text = line.string?.trimmingCharacters(in: .whitespaces), text.hasSuffix("%"),
                      let percent = Double(text.dropLast()), percent > 0
            {
                value.lineHeight = (percent / 100, true)
            } else if let points = length(line), !points.isEm, points.value > 0 {
                value.lineHeight = (points.value, false)
            } else {
                return nil
            }
        }
        return value
    }

    /// `16px`, `1.5rem`, `8pt`, `4dp`, or a bare `0`.
    static func dimensionText(_ text: String) -> (Double, String)? {
        if text == "0" { return (0, "0") }
        for (unit, scale) in unitScale where text.hasSuffix(unit) {
            if let number = Double(text.dropLast(unit.count)), number.isFinite { return (number * scale, text) }
        }
        return nil
    }
}
