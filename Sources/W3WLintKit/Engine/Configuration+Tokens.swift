import Foundation
import Yams

/// How design tokens and platform resources become a theme: the conventions a team names in the `tokens:`
/// section of `.w3wlint.yml`.
public struct TokenSettings: Sendable, Equatable {
    /// A pair of tokens (by dotted name) whose contrast is checked, named in the config.
    public struct Pair: Sendable, Equatable {
        public var foreground: String
        public var background: String
        public var level: ContrastLevel?
        public var kind: ContrastKind

        public init(foreground: String, background: String, level: ContrastLevel? = nil, kind: ContrastKind = .text) {
            self.foreground = foreground
            self.background = background
            self.level = level
            self.kind = kind
        }
    }

    /// The colour modes of token themes, in order; a file or folder named after one is that mode's.
    public var modes: [String] = ["light", "dark"]
    /// `$extensions` keys whose object holds per-mode values (`mode` as Terrazzo writes it; Primer:
    /// `org.primer.overrides`).
    public var modeExtensions: [String] = ["mode", "org.primer.overrides"]
    /// Keys of a value object holding one value per mode or platform (Adobe Spectrum's legacy `sets`).
    public var modeSets: [String] = ["sets"]
    /// More contrast pairs, by token name.
    public var pairs: [Pair] = []
    /// Words in a dimension token's name that make it spacing (checked as `padding`, or `margin` for "margin").
    public var spacingWords: [String] = ["space", "spacing", "padding", "margin", "gap", "inset", "gutter"]
    /// Words in a dimension token's name that make it a corner radius (checked as `cornerRadius`).
    public var radiusWords: [String] = ["radius", "rounding", "corner"]
    /// Whether token names pair up for contrast by role (`…foreground` with `…background`, `text` with `bg`).
    public var pairByName = true
    /// CSS selectors that set a colour mode's custom properties, beyond those whose words say it (`.dark`,
    /// `[data-theme="dark"]`): `light` or `dark` → selectors, matched as written (case and spaces aside).
    public var cssSelectors: [String: [String]] = [:]

    public init() {}

    static let keys = ["modes", "modeExtensions", "modeSets", "pairs", "spacing", "radius", "pairByName", "cssSelectors"]
}

extension Configuration {
    /// Reads the `tokens:` section; problems go to `errors` with their line, like the rest of the config.
    static func readTokenSettings(_ node: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> TokenSettings {
        var settings = TokenSettings()
        guard let pairs = node.pairs else {
            errors.append(ConfigurationError(location: document.location(node),
                                             message: "`tokens` must be a mapping (\(TokenSettings.keys.joined(separator: ", ")))"))
            return settings
        }
        func strings(_ value: Node, _ key: String) -> [String]? {
            if let text = value.stringValue, !text.isEmpty { return [text] }
            if case let .sequence(items) = value, !items.isEmpty, items.allSatisfy({ ($0.stringValue ?? "").isEmpty == false }) {
                return items.compactMap(\.stringValue)
            }
            errors.append(ConfigurationError(location: document.location(value), message: "`tokens.\(key)` must be a list of names"))
            return nil
        }
        for (key, keyNode, value) in pairs {
            switch key {
            case "modes": if let list = strings(value, key) { settings.modes = list }
            case "modeExtensions": if let list = strings(value, key) { settings.modeExtensions = list }
            case "modeSets": if let list = strings(value, key) { settings.modeSets = list }
            case "spacing": if let list = strings(value, key) { settings.spacingWords = list.map { $0.lowercased() } }
            case "radius": if let list = strings(value, key) { settings.radiusWords = list.map { $0.lowercased() } }
            case "pairByName":
                if let flag = value.scalar.flatMap({ Bool.construct(from: $0) }) { settings.pairByName = flag } else {
                    errors.append(ConfigurationError(location: document.location(value), message: "`tokens.pairByName` must be true or false"))
                }
            case "pairs": settings.pairs = readTokenPairs(value, document: document, errors: &errors)
            case "cssSelectors":
                guard let modes = value.pairs else {
                    errors.append(ConfigurationError(location: document.location(value),
                                                     message: "`tokens.cssSelectors` must map `light` or `dark` to a list of CSS selectors"))
                    continue
                }
                for (mode, modeNode, selectors) in modes {
                    guard mode == "light" || mode == "dark" else {
                        errors.append(ConfigurationError(location: document.location(modeNode),
                                                         message: "`tokens.cssSelectors.\(mode)`: CSS variables files give `light` and `dark` values; use one of those"))
                        continue
                    }
                    if let list = strings(selectors, "cssSelectors.\(mode)") { settings.cssSelectors[mode] = list }
                }
            default:
                let hint = closestName(to: key, in: TokenSettings.keys).map { "; did you mean `\($0)`?" } ?? ""
                errors.append(ConfigurationError(location: document.location(keyNode),
                                                 message: "unknown key `\(key)` in `tokens`\(hint) (known: \(TokenSettings.keys.joined(separator: ", ")))"))
            }
        }
        return settings
    }

    private static func readTokenPairs(_ node: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> [TokenSettings.Pair] {
        guard case let .sequence(items) = node else {
            errors.append(ConfigurationError(location: document.location(node),
                                             message: "`tokens.pairs` must be a list of {foreground, background, level?, kind?}"))
            return []
        }
        var result: [TokenSettings.Pair] = []
        for item in items {
            var foreground: String?
            var background: String?
            var level: ContrastLevel?
            var kind = ContrastKind.text
            for (key, keyNode, value) in item.pairs ?? [] {
                switch key {
                case "foreground": foreground = value.stringValue
                case "background": background = value.stringValue
                case "level":
                    level = value.stringValue.flatMap(ContrastLevel.init(rawValue:))
                    if level == nil { errors.append(ConfigurationError(location: document.location(value), message: "`level` must be AA or AAA")) }
                case "kind":
                    if let parsed = value.stringValue.flatMap(ContrastKind.init(rawValue:)) { kind = parsed } else {
                        errors.append(ConfigurationError(location: document.location(value), message: "`kind` must be text, large-text or non-text"))
                    }
                default:
                    errors.append(ConfigurationError(location: document.location(keyNode),
                                                     message: "unknown key `\(key)` in a token pair (known: foreground, background, level, kind)"))
                }
            }
            guard let foreground, let background else {
                errors.append(ConfigurationError(location: document.location(item), message: "a token pair needs `foreground` and `background` token names"))
                continue
            }
            result.append(TokenSettings.Pair(foreground: foreground, background: background, level: level, kind: kind))
        }
        return result
    }
}
