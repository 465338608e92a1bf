import Foundation

/// Reads an Xcode asset-catalog colour set (`*.colorset/Contents.json`) into a palette colour (one theme per
/// catalog, made by `ThemeAssembler`): the universal
/// ("any") appearance is light, `luminosity: light` overrides it, `luminosity: dark` is dark. A colour set with
/// no dark appearance defines only light, which `dark-variant` reports (unless its name says its mode,
/// `iconDarkBackgroundColor`). Colour spaces: `srgb`, `extended-srgb`,
/// `display-p3`, `extended-linear-srgb`, `extended-linear-display-p3`, `gray-gamma-22`, `extended-gray`;
/// components as floats (`"0.314"`), hex bytes (`"0x50"`) or 0–255 integers (`"80"`).
public struct ColorSetLoader: JSONFileLoader {
    public init() {}

    public var formatName: String { "Xcode colour set" }
    public var documentTypes: [any AssembledDocument.Type] { [ColorSetDocument.self] }
    public var filePatterns: [String] { ["*.xcassets/**/*.colorset/Contents.json"] }

    public func canLoad(path: String) -> Bool {
        AssetCatalogContents.isContents(path, of: ".colorset")
    }

    public func load(contents: Data, file: String) -> LoadResult {
        let root: JSONNode
        do { root = try LocatedJSONParser.parse(contents, file: file).get() } catch { return LoadResult(diagnostics: [error.finding]) }
        var diagnostics: [Finding] = []
        func location(_ node: JSONNode) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }
        func invalid(_ message: String, _ node: JSONNode) {
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message, location: location(node)))
        }
        let folder = PathText.lastComponent(of: PathText.folder(of: file))
        let name = String(folder.dropLast(".colorset".count))
        guard let colorsMember = root.member("colors") else { return LoadResult(diagnostics: diagnostics) }
        guard let entries = colorsMember.value.items else {
            invalid("`colors` must be a list of colour entries, found \(colorsMember.value.kindDescription)", colorsMember.value)
            return LoadResult(diagnostics: diagnostics)
        }
        let (values, defined, explicitLight, places) = Self.appearances(entries, invalid: invalid)
        guard let fallback = values["light"] ?? values["dark"] else { return LoadResult(diagnostics: diagnostics) }
        let modes = ["light", "dark"]
        var resolved: [String: RGBA] = [:]
        var locations: [String: SourceLocation] = [:]
        for mode in modes {
            resolved[mode] = values[mode] ?? fallback
            // A mode the set does not write shows the fallback's components, and a fix goes there.
            if let place = places[mode] ?? places[values["light"] != nil ? "light" : "dark"] {
                locations[mode] = SourceLocation(file: file, line: place.line, column: place.column)
            }
        }
        // `iconDarkBackgroundColor` is a dark colour by name, picked in code: it has no other mode to miss.
        let isNamedForMode = ThemeAssembler.splitWords(name).contains { modes.contains($0) }
        // A colour set with only the universal ("Any") appearance is that colour in every appearance, as a single
        // value is; one that writes a light appearance but no dark one is missing it.
        let universalOnly = !explicitLight && !defined.contains("dark")
        let definedModes = isNamedForMode || universalOnly ? nil : modes.filter { defined.contains($0) }
        let definition = ColorDefinition(
            name: name, isPaletteEntry: true,
            location: SourceLocation(file: file, line: colorsMember.keyLine, column: colorsMember.keyColumn),
            color: ResolvedColor(values: resolved, isSingleValue: false, locations: locations, definitions: locations),
            definedModes: definedModes)
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        let catalog = parts.lastIndex { $0.hasSuffix(".xcassets") }.map { parts[...$0].joined(separator: "/") }
            ?? (file as NSString).deletingLastPathComponent
        return LoadResult(documents: LoadedDocuments([ColorSetDocument(catalog: catalog, definition: definition)]),
                          diagnostics: diagnostics)
    }

    /// The colour of each appearance of one idiom's entries (universal when present: iPhone, iPad and Mac then share
    /// it; else the first idiom), the modes they define, whether one names the light appearance, and where each
    /// mode's components are written (what a finding about that mode's value points at).
    private static func appearances(_ entries: [JSONNode], invalid: (String, JSONNode) -> Void)
        -> (values: [String: RGBA], defined: [String], explicitLight: Bool, places: [String: (line: Int, column: Int)])
    {
        var places: [String: (line: Int, column: Int)] = [:]
        let idioms = entries.map { $0["idiom"]?.string ?? "universal" }
        let idiom = idioms.contains("universal") ? "universal" : idioms.first
        var values: [String: RGBA] = [:]
        var defined: [String] = []
        var explicitLight = false
        for (entry, entryIdiom) in zip(entries, idioms) where entryIdiom == idiom {
            var mode = "light"
            var skip = false
            for appearance in entry["appearances"]?.items ?? [] {
                switch (appearance["appearance"]?.string, appearance["value"]?.string) {
                case ("luminosity", "dark"?): mode = "dark"
                case ("luminosity", "light"?):
                    mode = "light"
                    explicitLight = true
                default: skip = true // high contrast and other appearances are variants beyond light and dark
                }
            }
            guard !skip, let colorNode = entry["color"] else { continue }
            // A reference to a system colour (`systemBlueColor`) is defined by the platform in both modes.
            if colorNode["reference"] != nil {
                if !defined.contains(mode) { defined.append(mode) }
                continue
            }
            guard let rgba = color(colorNode, invalid: invalid) else { continue }
            // An explicit `luminosity: light` entry wins over the universal one.
            if values[mode] == nil || !(entry["appearances"]?.items ?? []).isEmpty {
                values[mode] = rgba
                let components = colorNode.member("components")
                places[mode] = (components?.keyLine ?? colorNode.line, components?.keyColumn ?? colorNode.column)
            }
            if !defined.contains(mode) { defined.append(mode) }
        }
        return (values, defined, explicitLight, places)
    }

    /// `{"color-space": …, "components": {red, green, blue, alpha} | {white, alpha}}` as 8-bit sRGB.
    static func color(_ node: JSONNode, invalid: (String, JSONNode) -> Void) -> RGBA? {
        let space = node["color-space"]?.string ?? "srgb"
        guard let components = node["components"], components.members != nil else {
            invalid("a colour needs `components`", node)
            return nil
        }
        func component(_ key: String, isAlpha: Bool = false) -> Double? {
            guard let value = components[key] else { return nil }
            let parsed: Double?
            if let number = value.number {
                parsed = isAlpha || number <= 1 ? number : number / 255
            } else if let text = value.string?.trimmedWhitespace().lowercased() {
                if text.hasPrefix("0x") {
                    parsed = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
                } else if text.contains(".") || isAlpha {
                    parsed = Double(text)
                } else {
                    parsed = Double(text).map { $0 / 255 }
                }
            } else {
                parsed = nil
            }
            guard let parsed, parsed.isFinite else {
                invalid("colour component `\(key)` is not a number (a float such as 0.5, 0x80 or 0–255)", value)
                return nil
            }
            return parsed
        }
        let alpha = components["alpha"] == nil ? 1 : component("alpha", isAlpha: true)
        guard let alpha else { return nil }
        let rgb: [Double]
        if components["white"] != nil, components["red"] == nil {
            guard let white = component("white") else { return nil }
            // Gray gamma 2.2: white^2.2 is linear light, shown as the sRGB grey of that luminance.
            let linear = space.contains("gamma-22") ? pow(white, 2.2) : ColorSpaces.gammaDecode(white)
            let encoded = ColorSpaces.gammaEncode(linear)
            rgb = [encoded, encoded, encoded]
        } else {
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
                if components["red"] == nil || components["green"] == nil || components["blue"] == nil {
                    invalid("a colour needs `red`, `green` and `blue` (or `white`) components", components)
                }
                return nil
            }
            rgb = [red, green, blue]
        }
        let cssSpace: String
        switch space.lowercased() {
        case "srgb", "extended-srgb", "gray-gamma-22", "extended-gray": cssSpace = "srgb"
        case "display-p3", "extended-display-p3": cssSpace = "display-p3"
        case "extended-linear-srgb": cssSpace = "srgb-linear"
        case "extended-linear-display-p3":
            return ColorSpaces.convert(space: "display-p3", components: rgb.map { Optional(ColorSpaces.gammaEncode($0)) }, alpha: alpha)
        default:
            invalid("unknown colour space `\(space)` (srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22)", node["color-space"] ?? node)
            return nil
        }
        return ColorSpaces.convert(space: cssSpace, components: rgb.map { Optional($0) }, alpha: alpha)
    }
}

/// The `Contents.json` of an asset-catalog entry (`Name.colorset/`, `Name.imageset/`), read with locations.
enum AssetCatalogContents {
    /// Whether `path` is the `Contents.json` of an entry whose folder ends in `suffix` (`.colorset`).
    static func isContents(_ path: String, of suffix: String) -> Bool {
        guard path.utf8.last == UInt8(ascii: "n") else { return false }
        let parts = PathText.lastComponents(of: path, count: 2)
        return parts.count == 2 && parts[1] == "Contents.json" && parts[0].lowercased().hasSuffix(suffix)
    }
}
