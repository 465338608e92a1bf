import Foundation
import Yams

/// Loads the w3w theme format (`*.w3wtheme.yaml|yml|json`, see docs/themes.md) into a `Theme`.
public struct ThemeLoader: Loader {
    /// How many YAML nodes one file may make the loader visit. YAML aliases let a small file name one mapping
    /// millions of times ("billion laughs"); past this budget the file is reported instead of read on.
    public var nodeBudget: Int
    /// Presets for the kinds a theme gives no scale of (the configured packs'; `LoaderRegistry` passes them): none
    /// by default, so a loader alone fills in no design system's values.
    public var defaultScales: [String: Scale]

    public init(nodeBudget: Int = 2_000_000, defaultScales: [String: Scale] = [:]) {
        self.nodeBudget = nodeBudget
        self.defaultScales = defaultScales
    }

    public var formatName: String { "w3w theme" }
    public func commentSyntax(forFile file: String) -> CommentSyntax? { .hash }
    /// YAML: libyaml's node tree holds about 90 bytes a source byte.
    public var maximumReadSize: Int { 1 << 20 }
    public var filePatterns: [String] { ["*.w3wtheme.yaml", "*.w3wtheme.yml", "*.w3wtheme.json"] }

    public func canLoad(path: String) -> Bool {
        Self.suffixes.contains { PathText.hasSuffix(path, ignoringCase: $0) }
    }

    private static let suffixes = [".w3wtheme.yaml", ".w3wtheme.yml", ".w3wtheme.json"]

    public func load(contents: Data, file: String) -> LoadResult {
        guard let text = decodedText(contents) else {
            return LoadResult(diagnostics: [Finding(
                ruleID: LoaderDiagnostic.parseError, severity: .error, message: "the file is not valid UTF-8 text",
                location: SourceLocation(file: file, line: 1, column: 1))])
        }
        // A byte-order mark is legal in JSON and YAML files written on Windows; libyaml handles it, but a
        // NUL byte means binary data, which libyaml would silently truncate.
        if text.utf8.contains(0) {
            return LoadResult(diagnostics: [Finding(
                ruleID: LoaderDiagnostic.parseError, severity: .error, message: "the file contains NUL bytes (binary data?)",
                location: SourceLocation(file: file, line: 1, column: 1))])
        }
        switch YAMLDocument.compose(text, file: file) {
        case let .failure(failure):
            return LoadResult(diagnostics: [failure.finding])
        case let .success(root):
            var builder = ThemeBuilder(document: YAMLDocument(file: file), source: SourceText(text, file: file, lineBreaks: .yaml),
                                       budget: nodeBudget, defaultScales: defaultScales)
            let theme = builder.build(root)
            return LoadResult(model: DesignModel(themes: theme.map { [$0] } ?? []), diagnostics: builder.diagnostics)
        }
    }
}

/// The roles of `W3WColors` that hold a `{foreground, background}` pair.
let pairRoleNames: Set<String> = ["highlight", "success", "warning", "error", "header"]
/// The roles of `W3WColors` that hold one colour.
let singleRoleNames: Set<String> = [
    "foreground", "background", "tint", "secondary", "secondaryBackground", "brand", "border", "separator", "shadow",
    "placeholder", "line",
]

/// Builds one theme from a composed document, collecting every problem as a finding and going on.
struct ThemeBuilder {
    let document: YAMLDocument
    /// The text, to find the exact range of values a fix may edit.
    let source: SourceText
    var diagnostics: [Finding] = []

    var modes: [String] = ["light", "dark"]
    var paletteNodes: [String: (keyNode: Node, value: Node)] = [:]
    var paletteOrder: [String] = []
    /// nil while a palette entry is being resolved (to find cycles); `.some(nil)` once it failed.
    var paletteResolved: [String: PaletteEntry?] = [:]
    var resolving: [String] = []
    var scales: [String: Scale] = [:]
    var spacingGrid: SpacingGrid?
    var inlineColors: [ColorDefinition] = []
    /// Guards against alias expansion in hostile YAML: each visited node costs one.
    var budget: Int

    struct PaletteEntry {
        var color: ResolvedColor
        var definedModes: [String]?
    }

    let defaultScales: [String: Scale]

    init(document: YAMLDocument, source: SourceText, budget: Int, defaultScales: [String: Scale]) {
        self.document = document
        self.source = source
        self.budget = budget
        self.defaultScales = defaultScales
    }

    var file: String { document.file }

    func location(_ node: Node?) -> SourceLocation { document.location(node) }

    /// The exact text of a scalar node, when it stands where its mark says without anchor, tag or escapes.
    func span(_ node: Node) -> SourceSpan? {
        guard case let .scalar(scalar) = node, let mark = node.mark else { return nil }
        return source.yamlScalarSpan(at: TextPosition(line: mark.line, column: mark.column), value: scalar.string)
    }

    mutating func invalid(_ message: String, at node: Node?) {
        diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message,
                                   location: location(node)))
    }

    /// The node's key-value pairs, or nil with an invalid-value finding `expected <what>, found <kind>` (nil with no
    /// finding for an empty value when `orEmpty`: an empty section is allowed).
    mutating func mapping(_ node: Node, expected what: String, orEmpty: Bool = false) -> [(key: String, keyNode: Node, value: Node)]? {
        if let pairs = node.pairs { return pairs }
        if !(orEmpty && node.isNull) { invalid("expected \(what), found \(node.kindDescription)", at: node) }
        return nil
    }

    /// The values of `pairs` by key; a key not in `known` is an invalid-value finding that names the known ones.
    mutating func knownFields(_ pairs: [(key: String, keyNode: Node, value: Node)], known: [String], in place: String) -> [String: Node] {
        var fields: [String: Node] = [:]
        for (key, keyNode, value) in pairs {
            if known.contains(key) { fields[key] = value } else { invalid(unknownKeyMessage(key, in: place, known: known), at: keyNode) }
        }
        return fields
    }

    mutating func spend(_ cost: Int = 1) -> Bool {
        budget -= cost
        if budget == 0 {
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                       message: "the document is too large once its YAML aliases are expanded",
                                       location: SourceLocation(file: file, line: 1, column: 1)))
        }
        return budget > 0
    }

    // MARK: - Top level

    static let topLevelKeys = ["w3wtheme", "name", "modes", "palette", "scales", "schemes", "typography",
                                        "components", "hierarchy"]

    mutating func build(_ root: Node?) -> Theme? {
        guard let root, !root.isNull else {
            invalid("the file is empty; a theme starts with `w3wtheme: 1`", at: nil)
            return nil
        }
        guard let top = mapping(root, expected: "a theme (a mapping with `w3wtheme: 1`)") else { return nil }
        let sections = knownFields(top, known: Self.topLevelKeys, in: "a theme")
        guard let version = sections["w3wtheme"] else {
            invalid("missing `w3wtheme: 1`, the format version", at: root)
            return nil
        }
        guard version.numberValue == 1 else {
            invalid("unsupported format version `\(version.scalar?.string ?? version.kindDescription)`; "
                + "this w3wlint reads `w3wtheme: 1`", at: version)
            return nil
        }
        var name: String?
        if let nameNode = sections["name"] {
            if case let .scalar(scalar) = nameNode, !nameNode.isNull { name = scalar.string } else {
                invalid("expected the theme's name as a string, found \(nameNode.kindDescription)", at: nameNode)
            }
        }
        if let modesNode = sections["modes"] { readModes(modesNode) }
        if let scalesNode = sections["scales"] { readScales(scalesNode) }
        for (kind, scale) in defaultScales where scales[kind] == nil { scales[kind] = scale }
        if let paletteNode = sections["palette"] { readPalette(paletteNode) }
        var schemes: [Scheme] = []
        if let schemesNode = sections["schemes"] {
            if let pairs = schemesNode.pairs {
                for (schemeName, keyNode, value) in pairs {
                    guard spend() else { break }
                    if let scheme = readScheme(name: schemeName, keyNode: keyNode, node: value) { schemes.append(scheme) }
                }
            } else if !schemesNode.isNull {
                invalid("expected `schemes` to be a mapping of scheme names to schemes, found \(schemesNode.kindDescription)",
                        at: schemesNode)
            }
        }
        var structure = DesignStructure()
        if let node = sections["typography"] { structure.typography = readTypography(node) }
        if let node = sections["components"] { structure.components = readComponents(node) }
        if let node = sections["hierarchy"] {
            structure.hierarchy = readHierarchy(node)
            if !structure.hierarchy.isEmpty { structure.hierarchyLocation = location(node) }
        }
        let palette = paletteOrder.compactMap { name -> ColorDefinition? in
            guard let entry = paletteResolved[name] ?? nil, let nodes = paletteNodes[name] else { return nil }
            return ColorDefinition(name: name, isPaletteEntry: true, location: location(nodes.keyNode),
                                   color: entry.color, definedModes: entry.definedModes,
                                   repeatsOneValue: entry.color.repeatsOneValue(in: entry.definedModes))
        }
        return Theme(name: name, file: file, modes: modes, palette: palette, inlineColors: inlineColors,
                     scales: scales, spacingGrid: spacingGrid, schemes: schemes, structure: structure)
    }

    mutating func readModes(_ node: Node) {
        guard case let .sequence(sequence) = node, !sequence.isEmpty else {
            invalid("expected `modes` to be a non-empty list of mode names, such as [light, dark]; found "
                + node.kindDescription, at: node)
            return
        }
        var result: [String] = []
        for item in sequence {
            guard let mode = item.stringValue, !mode.isEmpty else {
                invalid("expected a mode name, found \(item.kindDescription)", at: item)
                continue
            }
            if result.contains(mode) { invalid("mode `\(mode)` is listed twice", at: item) } else { result.append(mode) }
        }
        if !result.isEmpty { modes = result }
    }

}
