import Foundation
import Yams

extension Configuration {
    /// Reads the `tokens:` section; problems go to `errors` with their line, like the rest of the config.
    static func readTokenSettings(_ node: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> TokenSettings {
        var settings = TokenSettings()
        guard let pairs = document.mapping(node, else:
            "`tokens` must be a mapping (\(TokenSettings.keys.joined(separator: ", ")))", errors: &errors) else { return settings }
        func strings(_ value: Node, _ key: String) -> [String]? {
            if let text = value.stringValue, !text.isEmpty { return [text] }
            if case let .sequence(items) = value, !items.isEmpty, items.allSatisfy({ ($0.stringValue ?? "").isEmpty == false }) {
                return items.compactMap(\.stringValue)
            }
            errors.append(document.error("`tokens.\(key)` must be a list of names", at: value))
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
                    errors.append(document.error("`tokens.pairByName` must be true or false", at: value))
                }
            case "pairs": settings.pairs = readTokenPairs(value, document: document, errors: &errors)
            case "cssSelectors":
                guard let modes = document.mapping(value, else:
                    "`tokens.cssSelectors` must map `light` or `dark` to a list of CSS selectors", errors: &errors) else { continue }
                for (mode, modeNode, selectors) in modes {
                    guard mode == "light" || mode == "dark" else {
                        errors.append(document.error(
                            "`tokens.cssSelectors.\(mode)`: CSS variables files give `light` and `dark` values; use one of those", at: modeNode))
                        continue
                    }
                    if let list = strings(selectors, "cssSelectors.\(mode)") { settings.cssSelectors[mode] = list }
                }
            default:
                errors.append(document.error(unknownKeyMessage(key, in: "`tokens`", known: TokenSettings.keys), at: keyNode))
            }
        }
        return settings
    }

    private static func readTokenPairs(_ node: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> [TokenSettings.Pair] {
        guard let items = document.sequence(node, else:
            "`tokens.pairs` must be a list of {foreground, background, level?, kind?}", errors: &errors) else { return [] }
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
                    if level == nil { errors.append(document.error("`level` must be AA or AAA", at: value)) }
                case "kind":
                    if let parsed = value.stringValue.flatMap(ContrastKind.init(rawValue:)) { kind = parsed } else {
                        errors.append(document.error("`kind` must be text, large-text or non-text", at: value))
                    }
                default:
                    errors.append(document.error("unknown key `\(key)` in a token pair (known: foreground, background, level, kind)", at: keyNode))
                }
            }
            guard let foreground, let background else {
                errors.append(document.error("a token pair needs `foreground` and `background` token names", at: item))
                continue
            }
            result.append(TokenSettings.Pair(foreground: foreground, background: background, level: level, kind: kind))
        }
        return result
    }
}
