import Foundation
import Yams

/// Loads the w3w theme format (`*.w3wtheme.yaml|yml|json`, see README "Theme format") into a `Theme`.
public struct ThemeLoader: Loader {
    /// How many YAML nodes one file may make the loader visit. YAML aliases let a small file name one mapping
    /// millions of times ("billion laughs"); past this budget the file is reported instead of read on.
    public var nodeBudget: Int
    /// Presets for the kinds a theme gives no scale of (from the configured packs).
    public var defaultScales: [String: Scale]

    public init(nodeBudget: Int = 2_000_000, defaultScales: [String: Scale] = BuiltinPresets.scales) {
        self.nodeBudget = nodeBudget
        self.defaultScales = defaultScales
    }

    public var formatName: String { "w3w theme" }
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
        let lineCount = text.reduce(into: 1) { count, character in if character == "\n" { count += 1 } }
        let suppressions = Suppression.parse(comments: yamlComments(text), file: file, lastLine: lineCount)
        switch YAMLDocument.compose(text, file: file) {
        case let .failure(failure):
            return LoadResult(diagnostics: [failure.finding], suppressions: suppressions)
        case let .success(root):
            var builder = ThemeBuilder(document: YAMLDocument(file: file), source: SourceText(text, file: file),
                                       budget: nodeBudget, defaultScales: defaultScales)
            let theme = builder.build(root)
            return LoadResult(model: DesignModel(themes: theme.map { [$0] } ?? []), diagnostics: builder.diagnostics,
                              suppressions: suppressions)
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
private struct ThemeBuilder {
    let document: YAMLDocument
    /// The text, to find the exact range of values a fix may edit.
    let source: SourceText
    var diagnostics: [Finding] = []

    private var modes: [String] = ["light", "dark"]
    private var paletteNodes: [String: (keyNode: Node, value: Node)] = [:]
    private var paletteOrder: [String] = []
    /// nil while a palette entry is being resolved (to find cycles); `.some(nil)` once it failed.
    private var paletteResolved: [String: PaletteEntry?] = [:]
    private var resolving: [String] = []
    private var scales: [String: Scale] = [:]
    private var spacingGrid: SpacingGrid?
    private var inlineColors: [ColorDefinition] = []
    /// Guards against alias expansion in hostile YAML: each visited node costs one.
    private var budget: Int

    private struct PaletteEntry {
        var color: ResolvedColor
        var definedModes: [String]?
    }

    private let defaultScales: [String: Scale]

    init(document: YAMLDocument, source: SourceText, budget: Int, defaultScales: [String: Scale]) {
        self.document = document
        self.source = source
        self.budget = budget
        self.defaultScales = defaultScales
    }

    private var file: String { document.file }

    private func location(_ node: Node?) -> SourceLocation { document.location(node) }

    /// The exact text of a scalar node, when it stands where its mark says without anchor, tag or escapes.
    private func span(_ node: Node) -> SourceSpan? {
        guard case let .scalar(scalar) = node, let mark = node.mark else { return nil }
        return source.yamlScalarSpan(at: TextPosition(line: mark.line, column: mark.column), value: scalar.string)
    }

    private mutating func invalid(_ message: String, at node: Node?) {
        diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message,
                                   location: location(node)))
    }

    private mutating func spend(_ cost: Int = 1) -> Bool {
        budget -= cost
        if budget == 0 {
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                       message: "the document is too large once its YAML aliases are expanded",
                                       location: SourceLocation(file: file, line: 1, column: 1)))
        }
        return budget > 0
    }

    // MARK: - Top level

    private static let topLevelKeys = ["w3wtheme", "name", "modes", "palette", "scales", "schemes", "typography",
                                        "components", "hierarchy"]

    mutating func build(_ root: Node?) -> Theme? {
        guard let root, !root.isNull else {
            invalid("the file is empty; a theme starts with `w3wtheme: 1`", at: nil)
            return nil
        }
        guard let top = root.pairs else {
            invalid("expected a theme (a mapping with `w3wtheme: 1`), found \(root.kindDescription)", at: root)
            return nil
        }
        var sections: [String: Node] = [:]
        for (key, keyNode, value) in top {
            if Self.topLevelKeys.contains(key) {
                sections[key] = value
            } else {
                let hint = closestName(to: key, in: Self.topLevelKeys).map { "; did you mean `\($0)`?" } ?? ""
                invalid("unknown key `\(key)` in a theme\(hint) (known: \(Self.topLevelKeys.joined(separator: ", ")))",
                        at: keyNode)
            }
        }
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

    private mutating func readModes(_ node: Node) {
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

    // MARK: - Scales

    private mutating func readScales(_ node: Node) {
        guard let pairs = node.pairs else {
            if !node.isNull { invalid("expected `scales` to be a mapping of style kinds to presets, found \(node.kindDescription)", at: node) }
            return
        }
        for (kind, keyNode, value) in pairs {
            guard spend() else { return }
            if kind == "spacing", let grid = value.pairs, grid.contains(where: { $0.key == "base" }) {
                for (key, gridKeyNode, gridValue) in grid {
                    guard key == "base" else {
                        invalid("unknown key `\(key)` in `scales.spacing`; a grid has only `base`", at: gridKeyNode)
                        continue
                    }
                    if let base = gridValue.numberValue, base > 0, base.isFinite {
                        spacingGrid = SpacingGrid(base: base, location: location(gridValue))
                    } else {
                        invalid("expected `scales.spacing.base` to be a positive number, found "
                            + describe(gridValue), at: gridValue)
                    }
                }
                continue
            }
            var entries: [Scale.Entry] = []
            if let presetPairs = value.pairs {
                for (presetName, presetKey, presetValue) in presetPairs {
                    guard spend() else { return }
                    if presetValue.pairs != nil {
                        if let entry = readDeprecatedPreset(presetValue, kind: kind, name: presetName, at: presetKey) { entries.append(entry) }
                    } else if let metric = readMetric(presetValue, context: "preset `\(kind).\(presetName)`", allowNames: false) {
                        entries.append(Scale.Entry(name: presetName, value: metric.value, location: location(presetKey)))
                    }
                }
            } else if case let .sequence(sequence) = value {
                for item in sequence {
                    guard spend() else { return }
                    if let metric = readMetric(item, context: "a value of scale `\(kind)`", allowNames: false) {
                        entries.append(Scale.Entry(name: metric.value.description, value: metric.value, location: location(item)))
                    }
                }
            } else {
                invalid("expected scale `\(kind)` to be a mapping of preset names to values (or a list of values), found "
                    + value.kindDescription, at: value)
                continue
            }
            scales[kind] = Scale(kind: kind, entries: entries, location: location(keyNode))
        }
    }

    /// `soft: {value: 8, deprecated: small}`: a preset kept for old code, and the one to use instead (`true` when
    /// none is named). Using it by name is a finding; its value is not allowed unless another preset has it.
    private mutating func readDeprecatedPreset(_ node: Node, kind: String, name: String, at key: Node) -> Scale.Entry? {
        var value: MetricValue?
        var replacedBy: String?
        for (field, fieldKey, fieldValue) in node.pairs ?? [] {
            switch field {
            case "value": value = readMetric(fieldValue, context: "preset `\(kind).\(name)`", allowNames: false)?.value
            case "deprecated":
                if fieldValue.tagName == .bool, fieldValue.bool == true { continue }
                guard let text = fieldValue.stringValue, !text.isEmpty else {
                    invalid("`deprecated` of preset `\(kind).\(name)` must be `true` or the name of the preset to use instead", at: fieldValue)
                    return nil
                }
                replacedBy = text
            default:
                invalid("unknown key `\(field)` in preset `\(kind).\(name)`; a preset written as a mapping has `value` and `deprecated`", at: fieldKey)
            }
        }
        guard let value else {
            invalid("preset `\(kind).\(name)` written as a mapping needs a `value`", at: node)
            return nil
        }
        return Scale.Entry(name: name, value: value, location: location(key), deprecated: true, replacedBy: replacedBy)
    }

    private func describe(_ node: Node) -> String {
        if case let .scalar(scalar) = node, !node.isNull { return "`\(scalar.string)`" }
        return node.kindDescription
    }

    /// A number in points, `circle` or `oval`, or (when `allowNames`) a preset name resolved later by the caller.
    private mutating func readMetric(_ node: Node, context: String, allowNames: Bool) -> (value: MetricValue, name: String?)? {
        if let number = node.numberValue {
            guard number.isFinite, number >= 0 else {
                invalid("\(context) must be a number of points ≥ 0, found `\(node.scalar?.string ?? "")`", at: node)
                return nil
            }
            return (.points(number), nil)
        }
        if let text = node.stringValue {
            if !allowNames {
                if text == "circle" { return (.circle, nil) }
                if text == "oval" { return (.oval, nil) }
                invalid("\(context) must be a number of points, `circle` or `oval`, found `\(text)`", at: node)
                return nil
            }
            return (.points(.nan), text)
        }
        invalid("\(context) must be a number\(allowNames ? " or a preset name" : ""), found \(node.kindDescription)", at: node)
        return nil
    }

    // MARK: - Typography, components, hierarchy

    private static let textStyleKeys = ["size", "weight", "letterSpacing", "lineHeight"]

    /// `typography: {h1: {size: 21, weight: medium, letterSpacing: -0.12, lineHeight: 1.0}, …}`. Size and letter
    /// spacing in points (`-0.01em` and Figma's `-1%` are converted with the size); the line height a ratio of the
    /// size (`24px` and `150%` are converted). `letterSpacing` defaults to 0; the rest is required.
    mutating func readTypography(_ node: Node) -> [TextStyle] {
        guard let pairs = node.pairs else {
            if !node.isNull { invalid("expected `typography` to be a mapping of style names to styles, found \(node.kindDescription)", at: node) }
            return []
        }
        var styles: [TextStyle] = []
        for (name, keyNode, value) in pairs {
            guard spend() else { break }
            let path = "typography.\(name)"
            guard let fields = value.pairs else {
                invalid("expected `\(path)` to be a mapping with size, weight, letterSpacing and lineHeight, found \(value.kindDescription)", at: value)
                continue
            }
            var nodes: [String: Node] = [:]
            for (key, fieldKey, fieldValue) in fields {
                if Self.textStyleKeys.contains(key) {
                    nodes[key] = fieldValue
                } else {
                    let hint = closestName(to: key, in: Self.textStyleKeys).map { "; did you mean `\($0)`?" } ?? ""
                    invalid("unknown key `\(key)` in `\(path)`\(hint) (known: \(Self.textStyleKeys.joined(separator: ", ")))", at: fieldKey)
                }
            }
            let missing = ["size", "weight", "lineHeight"].filter { nodes[$0] == nil }
            guard missing.isEmpty else {
                invalid("`\(path)` needs \(missing.map { "`\($0)`" }.joined(separator: ", "))", at: keyNode)
                continue
            }
            guard let size = nodes["size"]?.numberValue, size > 0, size.isFinite else {
                invalid("`\(path).size` must be a number of points > 0, found \(describe(nodes["size"]!))", at: nodes["size"])
                continue
            }
            guard let weight = fontWeight(nodes["weight"]!, path: "\(path).weight") else { continue }
            var letterSpacing = 0.0
            if let spacingNode = nodes["letterSpacing"] {
                guard let spacing = Self.letterSpacing(spacingNode, size: size) else {
                    invalid("`\(path).letterSpacing` must be a number of points, or `…em` or `…%` of the size, found "
                        + describe(spacingNode), at: spacingNode)
                    continue
                }
                letterSpacing = spacing
            }
            let lineNode = nodes["lineHeight"]!
            guard let lineHeight = Self.lineHeight(lineNode, size: size) else {
                invalid("`\(path).lineHeight` must be a ratio of the size (1.5), or `…px` or `…%`, found \(describe(lineNode))",
                        at: lineNode)
                continue
            }
            styles.append(TextStyle(name: name, size: size, weight: weight, letterSpacing: letterSpacing,
                                    lineHeight: lineHeight, location: location(keyNode)))
        }
        return styles
    }

    private mutating func fontWeight(_ node: Node, path: String) -> Int? {
        if let number = node.numberValue, number >= 1, number <= 1000 { return Int(number) }
        if let name = node.stringValue, let weight = Self.fontWeights[name] { return weight }
        invalid("unknown font weight \(describe(node)) in `\(path)`; use "
            + Self.fontWeights.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
            + " or a number 1…1000", at: node)
        return nil
    }

    static func letterSpacing(_ node: Node, size: Double) -> Double? {
        if let number = node.numberValue { return number.isFinite ? number : nil }
        guard let text = node.stringValue?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
        if text.hasSuffix("em"), let value = Double(text.dropLast(2)) { return value * size }
        if text.hasSuffix("%"), let value = Double(text.dropLast()) { return value / 100 * size }
        for unit in ["px", "pt", "dp"] where text.hasSuffix(unit) { return Double(text.dropLast(2)) }
        return nil
    }

    static func lineHeight(_ node: Node, size: Double) -> Double? {
        if let number = node.numberValue { return number > 0 && number.isFinite ? number : nil }
        guard let text = node.stringValue?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
        if text.hasSuffix("%"), let value = Double(text.dropLast()), value > 0 { return value / 100 }
        for unit in ["px", "pt", "dp"] where text.hasSuffix(unit) {
            if let value = Double(text.dropLast(2)), value > 0 { return value / size }
        }
        return nil
    }

    /// `components: {button: {small: 24, medium: 34, large: 40}, row: [32, 40, 48, 64, 72]}`: height presets per
    /// component kind (kinds are compared in lower case).
    mutating func readComponents(_ node: Node) -> [String: Scale] {
        guard let pairs = node.pairs else {
            if !node.isNull { invalid("expected `components` to be a mapping of component kinds to size presets, found \(node.kindDescription)", at: node) }
            return [:]
        }
        var result: [String: Scale] = [:]
        for (kind, keyNode, value) in pairs {
            guard spend() else { break }
            var entries: [Scale.Entry] = []
            let items: [(name: String?, key: Node?, value: Node)]
            if let presets = value.pairs {
                items = presets.map { ($0.key, $0.keyNode, $0.value) }
            } else if case let .sequence(sequence) = value {
                items = sequence.map { (nil, nil, $0) }
            } else {
                invalid("expected `components.\(kind)` to be a mapping of preset names to heights (or a list of heights), found "
                    + value.kindDescription, at: value)
                continue
            }
            for item in items {
                guard let height = item.value.numberValue, height > 0, height.isFinite else {
                    invalid("a size preset of `components.\(kind)` must be a number of points > 0, found \(describe(item.value))",
                            at: item.value)
                    continue
                }
                entries.append(Scale.Entry(name: item.name ?? formatNumber(height), value: .points(height),
                                           location: location(item.key ?? item.value)))
            }
            result[kind.lowercased()] = Scale(kind: kind.lowercased(), entries: entries, location: location(keyNode))
        }
        return result
    }

    /// `hierarchy: [primary, secondary, tertiary, quaternary]`: the text levels, most prominent first.
    mutating func readHierarchy(_ node: Node) -> [String] {
        guard case let .sequence(sequence) = node, sequence.count >= 2 else {
            invalid("expected `hierarchy` to be a list of at least two text levels, most prominent first, such as "
                + "[primary, secondary, tertiary, quaternary]; found \(node.kindDescription)", at: node)
            return []
        }
        var levels: [String] = []
        for item in sequence {
            guard let level = item.stringValue, !level.isEmpty else {
                invalid("expected a text level name, found \(item.kindDescription)", at: item)
                continue
            }
            if levels.contains(level.lowercased()) { invalid("level `\(level)` is listed twice", at: item) } else { levels.append(level.lowercased()) }
        }
        return levels
    }

    // MARK: - Palette and colours

    private mutating func readPalette(_ node: Node) {
        guard let pairs = node.pairs else {
            if !node.isNull { invalid("expected `palette` to be a mapping of colour names to colours, found \(node.kindDescription)", at: node) }
            return
        }
        for (name, keyNode, value) in pairs {
            paletteNodes[name] = (keyNode, value)
            paletteOrder.append(name)
        }
        for name in paletteOrder {
            guard spend() else { return }
            _ = resolvePalette(name, referencedAt: nil)
        }
    }

    /// The palette entry `name`, resolved once; reports an unknown name or a cycle at `referencedAt`.
    private mutating func resolvePalette(_ name: String, referencedAt reference: Node?) -> PaletteEntry? {
        if let done = paletteResolved[name] { return done }
        guard let nodes = paletteNodes[name] else {
            if let reference {
                let hint = closestName(to: name, in: paletteOrder).map { "; did you mean `\($0)`?" } ?? ""
                invalid("unknown colour `\(name)`: not a palette name, nor #RGB, #RRGGBB or #RRGGBBAA\(hint)", at: reference)
            }
            return nil
        }
        if let start = resolving.firstIndex(of: name) {
            let cycle = ReferenceChain.describe(Array(resolving[start...] + [name]))
            invalid("palette reference cycle: \(cycle)", at: reference)
            for member in resolving[start...] { paletteResolved[member] = .some(nil) }
            return nil
        }
        guard resolving.count < ReferenceChain.maximumDepth else {
            invalid("palette colour `\(name)` is more than \(ReferenceChain.maximumDepth) references away from a colour; "
                + "it was not resolved", at: reference)
            return nil
        }
        resolving.append(name)
        let resolved = readColor(nodes.value, context: "palette colour `\(name)`")
        resolving.removeLast()
        if paletteResolved[name] == nil {
            let entry = resolved.map { PaletteEntry(color: $0.color, definedModes: $0.definedModes) }
            paletteResolved[name] = .some(entry)
            return entry
        }
        return paletteResolved[name] ?? nil
    }

    /// A colour value: hex, palette name, or per-mode mapping of those.
    private mutating func readColor(_ node: Node, context: String) -> (color: ResolvedColor, definedModes: [String]?)? {
        guard spend() else { return nil }
        if let text = node.stringValue {
            return readColorText(text, node: node).map { ($0, nil) }
        }
        if let pairs = node.pairs {
            var values: [String: RGBA] = [:]
            var sources: [String: SourceSpan] = [:]
            var defined: Set<String> = []
            for (mode, keyNode, value) in pairs {
                guard modes.contains(mode) else {
                    let hint = closestName(to: mode, in: modes).map { "; did you mean `\($0)`?" } ?? ""
                    invalid("unknown mode `\(mode)` in \(context); the theme's modes are \(modes.joined(separator: ", "))\(hint)",
                            at: keyNode)
                    continue
                }
                // A mode that is written counts as defined even when its value is invalid (already reported):
                // the dark-variant check should not repeat the problem, and no check uses a value for it.
                defined.insert(mode)
                guard let text = value.stringValue else {
                    invalid("expected a colour for mode `\(mode)` of \(context), found \(nullAwareDescription(value))", at: value)
                    continue
                }
                if let resolved = readColorText(text, node: value), let modeValue = resolved.value(in: mode) {
                    values[mode] = modeValue
                    sources[mode] = resolved.sources[mode]
                }
            }
            guard !defined.isEmpty else {
                if pairs.isEmpty { invalid("\(context) names no mode; give at least one, such as `{light: …, dark: …}`", at: node) }
                return nil
            }
            let definedInOrder = modes.filter(defined.contains)
            guard let fallbackMode = definedInOrder.first(where: { values[$0] != nil }), let fallback = values[fallbackMode]
            else { return nil }
            // A mode left out shows the first defined value, as platforms fall back to the "any" appearance.
            for mode in modes where !defined.contains(mode) {
                values[mode] = fallback
                sources[mode] = sources[fallbackMode]
            }
            return (ResolvedColor(values: values, isSingleValue: false, sources: sources), definedInOrder)
        }
        invalid("expected a colour for \(context) (#RRGGBB, a palette name or a per-mode mapping), found "
            + nullAwareDescription(node), at: node)
        return nil
    }

    private func nullAwareDescription(_ node: Node) -> String {
        // An unquoted `#FFFFFF` is a YAML comment, so the value reads as empty: say so.
        node.isNull ? "nothing (an unquoted `#…` starts a YAML comment: quote hex colours, \"#FFFFFF\")" : node.kindDescription
    }

    /// Hex or palette name. A reference keeps its target's per-mode values.
    private mutating func readColorText(_ text: String, node: Node) -> ResolvedColor? {
        if text.hasPrefix("#") {
            guard let rgba = RGBA(hex: text) else {
                invalid("invalid colour `\(text)`: expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F", at: node)
                return nil
            }
            let written = span(node)
            return ResolvedColor(values: Dictionary(uniqueKeysWithValues: modes.map { ($0, rgba) }), isSingleValue: true,
                                 sources: written.map { span in Dictionary(uniqueKeysWithValues: modes.map { ($0, span) }) } ?? [:])
        }
        return resolvePalette(text, referencedAt: node)?.color
    }

    /// A colour where it is used (a role, a pair member); an inline per-mode mapping is recorded as a definition.
    private mutating func readColorUse(_ node: Node, path: String) -> ColorUse? {
        guard let (color, definedModes) = readColor(node, context: "`\(path)`") else { return nil }
        let written: String
        if let text = node.stringValue {
            written = text
        } else {
            written = path
            inlineColors.append(ColorDefinition(name: path, isPaletteEntry: false, location: location(node),
                                                color: color, definedModes: definedModes, repeatsOneValue: color.repeatsOneValue(in: definedModes)))
        }
        return ColorUse(written: written, location: location(node), color: color)
    }

    // MARK: - Schemes

    private static let schemeKeys = ["colors", "styles", "contrast"]

    private mutating func readScheme(name: String, keyNode: Node, node: Node) -> Scheme? {
        guard let pairs = node.pairs else {
            invalid("expected scheme `\(name)` to be a mapping with `colors` and `styles`, found \(node.kindDescription)", at: node)
            return nil
        }
        var scheme = Scheme(name: name, location: location(keyNode))
        var contrastNode: Node?
        for (key, sectionKey, value) in pairs {
            switch key {
            case "colors": scheme.roles = readRoles(value, scheme: name)
            case "styles": (scheme.styles, scheme.font) = readStyles(value, scheme: name)
            case "contrast": contrastNode = value
            default:
                let hint = closestName(to: key, in: Self.schemeKeys).map { "; did you mean `\($0)`?" } ?? ""
                invalid("unknown key `\(key)` in scheme `\(name)`\(hint) (known: \(Self.schemeKeys.joined(separator: ", ")))",
                        at: sectionKey)
            }
        }
        if let contrastNode { scheme.contrastRequests = readContrastRequests(contrastNode, scheme: scheme) }
        return scheme
    }

    private mutating func readRoles(_ node: Node, scheme: String) -> [(name: String, role: ColorRole, location: SourceLocation)] {
        guard let pairs = node.pairs else {
            if !node.isNull { invalid("expected `schemes.\(scheme).colors` to be a mapping of roles to colours, found \(node.kindDescription)", at: node) }
            return []
        }
        var roles: [(name: String, role: ColorRole, location: SourceLocation)] = []
        for (role, roleKey, value) in pairs {
            guard spend() else { break }
            let path = "schemes.\(scheme).colors.\(role)"
            let memberKeys = value.pairs?.map(\.key) ?? []
            let looksLikePair = memberKeys.contains("foreground") || memberKeys.contains("background")
            if looksLikePair {
                if singleRoleNames.contains(role) {
                    invalid("role `\(role)` holds one colour, not a foreground/background pair", at: value)
                    continue
                }
                if let pair = readPair(value, path: path) { roles.append((role, pair, location(roleKey))) }
            } else {
                if pairRoleNames.contains(role) {
                    invalid("role `\(role)` holds a pair: `{foreground: …, background: …}`", at: value)
                    continue
                }
                if let use = readColorUse(value, path: path) { roles.append((role, .single(use), location(roleKey))) }
            }
        }
        return roles
    }

    private mutating func readPair(_ node: Node, path: String) -> ColorRole? {
        var foreground: ColorUse?
        var background: ColorUse?
        var sawForeground = false
        var sawBackground = false
        for (key, keyNode, value) in node.pairs ?? [] {
            switch key {
            case "foreground": sawForeground = true; foreground = readColorUse(value, path: "\(path).foreground")
            case "background": sawBackground = true; background = readColorUse(value, path: "\(path).background")
            default: invalid("unknown key `\(key)` in the pair `\(path)`; a pair has `foreground` and `background`", at: keyNode)
            }
        }
        if !sawForeground || !sawBackground {
            invalid("the pair `\(path)` needs both `foreground` and `background`", at: node)
            return nil
        }
        guard let foreground, let background else { return nil }
        return .pair(foreground: foreground, background: background)
    }

    /// Style keys and the scale each one is checked against.
    private static let styleKinds: [String: String] = [
        "cornerRadius": "cornerRadius", "padding": "padding", "margin": "margin", "border": "lineThickness",
        "lineThickness": "lineThickness", "rowHeight": "rowHeight", "fontSize": "fontSize",
    ]

    private mutating func readStyles(_ node: Node, scheme: String) -> ([StyleValue], FontStyle) {
        guard let pairs = node.pairs else {
            if !node.isNull { invalid("expected `schemes.\(scheme).styles` to be a mapping of style values, found \(node.kindDescription)", at: node) }
            return ([], FontStyle())
        }
        var styles: [StyleValue] = []
        var font = FontStyle()
        for (key, _, value) in pairs {
            guard spend() else { break }
            let path = "schemes.\(scheme).styles.\(key)"
            if key == "font" {
                font = readFont(value, path: path, styles: &styles)
                continue
            }
            let kind = Self.styleKinds[key] ?? key
            if case let .sequence(items) = value, kind == "padding" || kind == "margin" {
                // Edge insets as what3words writes them: top, leading, bottom, trailing (or 1 or 2 values).
                guard [1, 2, 4].contains(items.count) else {
                    invalid("`\(path)` takes 1, 2 or 4 values (top, leading, bottom, trailing), found \(items.count)", at: value)
                    continue
                }
                for (index, item) in items.enumerated() {
                    if let style = readStyleValue(item, kind: kind, path: "\(path)[\(index)]") { styles.append(style) }
                }
            } else if Self.styleKinds[key] != nil || scales[kind] != nil || value.numberValue != nil {
                if let style = readStyleValue(value, kind: kind, path: path) { styles.append(style) }
            }
            // Other custom style keys (`shadow: low`) have no scale to check against and are kept out of the model.
        }
        return (styles, font)
    }

    private mutating func readStyleValue(_ node: Node, kind: String, path: String) -> StyleValue? {
        guard let metric = readMetric(node, context: "`\(path)`", allowNames: true) else { return nil }
        guard let name = metric.name else {
            let written = metric.value.points == nil ? nil : span(node).map { WrittenNumber(span: $0) }
            return StyleValue(kind: kind, path: path, value: metric.value, location: location(node), written: written)
        }
        if let entry = scales[kind]?.entry(named: name) {
            return StyleValue(kind: kind, path: path, value: entry.value, presetName: name, location: location(node), writtenName: span(node))
        }
        if kind == "cornerRadius", name == "circle" || name == "oval" {
            // Not a preset of this theme: the corner-radius check reports it.
            return StyleValue(kind: kind, path: path, value: name == "circle" ? .circle : .oval, location: location(node))
        }
        let names = scales[kind]?.allowedEntries.map(\.name) ?? []
        let hint = closestName(to: name, in: names).map { "; did you mean `\($0)`?" } ?? ""
        let known = names.isEmpty ? "the theme has no `\(kind)` scale" : "known: \(names.joined(separator: ", "))"
        invalid("unknown \(kind) preset `\(name)` in `\(path)`\(hint) (\(known))", at: node)
        return nil
    }

    private static let fontWeights = FontWeightName.weights

    private mutating func readFont(_ node: Node, path: String, styles: inout [StyleValue]) -> FontStyle {
        guard let pairs = node.pairs else {
            invalid("expected `\(path)` to be a mapping with `size` and `weight`, found \(node.kindDescription)", at: node)
            return FontStyle()
        }
        var font = FontStyle()
        for (key, keyNode, value) in pairs {
            switch key {
            case "size":
                if let style = readStyleValue(value, kind: "fontSize", path: "\(path).size") {
                    styles.append(style)
                    font.size = style.value.points
                }
            case "weight":
                if let weight = fontWeight(value, path: "\(path).weight") { font.weight = weight }
            default:
                invalid("unknown key `\(key)` in `\(path)`; a font has `size` and `weight`", at: keyNode)
            }
        }
        return font
    }

    private mutating func readContrastRequests(_ node: Node, scheme: Scheme) -> [ContrastRequest] {
        guard case let .sequence(items) = node else {
            invalid("expected `schemes.\(scheme.name).contrast` to be a list of pairs, found \(node.kindDescription)", at: node)
            return []
        }
        var requests: [ContrastRequest] = []
        for item in items {
            guard spend() else { break }
            guard let pairs = item.pairs else {
                invalid("expected a contrast pair `{foreground: …, background: …}`, found \(item.kindDescription)", at: item)
                continue
            }
            var names: [String: (String, Node)] = [:]
            var level: ContrastLevel?
            var kind = ContrastKind.text
            var valid = true
            for (key, keyNode, value) in pairs {
                switch key {
                case "foreground", "background":
                    guard let text = value.stringValue else {
                        invalid("expected a role or colour for `\(key)`, found \(nullAwareDescription(value))", at: value)
                        valid = false
                        continue
                    }
                    names[key] = (text, value)
                case "level":
                    guard let text = value.stringValue, let parsed = ContrastLevel(rawValue: text.uppercased()) else {
                        invalid("unknown contrast level \(describe(value)); use AA or AAA", at: value)
                        valid = false
                        continue
                    }
                    level = parsed
                case "kind":
                    guard let text = value.stringValue, let parsed = ContrastKind(rawValue: text) else {
                        invalid("unknown contrast kind \(describe(value)); use "
                            + ContrastKind.allCases.map(\.rawValue).joined(separator: ", "), at: value)
                        valid = false
                        continue
                    }
                    kind = parsed
                default:
                    invalid("unknown key `\(key)` in a contrast pair (known: foreground, background, level, kind)", at: keyNode)
                }
            }
            guard let (fgName, fgNode) = names["foreground"], let (bgName, bgNode) = names["background"] else {
                if valid { invalid("a contrast pair needs both `foreground` and `background`", at: item) }
                continue
            }
            guard let fg = contrastColor(fgName, node: fgNode, scheme: scheme),
                  let bg = contrastColor(bgName, node: bgNode, scheme: scheme), valid
            else { continue }
            requests.append(ContrastRequest(foregroundName: fgName, backgroundName: bgName, foreground: fg,
                                            background: bg, level: level, kind: kind, location: location(item)))
        }
        return requests
    }

    /// A name in a contrast pair: a role of the scheme (`brand`, `header.background`), else a palette colour or hex.
    private mutating func contrastColor(_ name: String, node: Node, scheme: Scheme) -> ColorUse? {
        if let use = scheme.color(named: name) { return use }
        if scheme.role(name.split(separator: ".").first.map(String.init) ?? name) != nil {
            invalid("`\(name)` is not a colour of scheme `\(scheme.name)`: a pair role is named `role.foreground` or `role.background`",
                    at: node)
            return nil
        }
        if !name.hasPrefix("#"), paletteNodes[name] == nil {
            let candidates = scheme.roles.map(\.name) + paletteOrder
            let hint = closestName(to: name, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
            invalid("unknown colour `\(name)`: not a role of scheme `\(scheme.name)` nor a palette colour\(hint)", at: node)
            return nil
        }
        guard let color = readColorText(name, node: node) else { return nil }
        return ColorUse(written: name, location: location(node), color: color)
    }
}
