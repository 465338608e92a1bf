import Foundation
import Yams

// A w3w theme's schemes: colour roles, styles, fonts and contrast pairs.

extension ThemeBuilder {
    static let schemeKeys = ["colors", "styles", "contrast"]

    mutating func readScheme(name: String, keyNode: Node, node: Node) -> Scheme? {
        guard let pairs = mapping(node, expected: "scheme `\(name)` to be a mapping with `colors` and `styles`") else { return nil }
        var scheme = Scheme(name: name, location: location(keyNode))
        var contrastNode: Node?
        for (key, sectionKey, value) in pairs {
            switch key {
            case "colors": scheme.roles = readRoles(value, scheme: name)
            case "styles": (scheme.styles, scheme.font) = readStyles(value, scheme: name)
            case "contrast": contrastNode = value
            default:
                invalid(unknownKeyMessage(key, in: "scheme `\(name)`", known: Self.schemeKeys), at: sectionKey)
            }
        }
        if let contrastNode { scheme.contrastRequests = readContrastRequests(contrastNode, scheme: scheme) }
        return scheme
    }

    mutating func readRoles(_ node: Node, scheme: String) -> [(name: String, role: ColorRole, location: SourceLocation)] {
        guard let pairs = mapping(node, expected: "`schemes.\(scheme).colors` to be a mapping of roles to colours", orEmpty: true) else { return [] }
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

    mutating func readPair(_ node: Node, path: String) -> ColorRole? {
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
    static let styleKinds: [String: String] = [
        "cornerRadius": "cornerRadius", "padding": "padding", "margin": "margin", "border": "lineThickness",
        "lineThickness": "lineThickness", "rowHeight": "rowHeight", "fontSize": "fontSize",
    ]

    mutating func readStyles(_ node: Node, scheme: String) -> ([StyleValue], FontStyle) {
        guard let pairs = mapping(node, expected:
            "`schemes.\(scheme).styles` to be a mapping of style values", orEmpty: true) else { return ([], FontStyle()) }
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

    mutating func readStyleValue(_ node: Node, kind: String, path: String) -> StyleValue? {
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
        let hint = didYouMean(name, in: names)
        let known = names.isEmpty ? "the theme has no `\(kind)` scale" : "known: \(names.joined(separator: ", "))"
        invalid("unknown \(kind) preset `\(name)` in `\(path)`\(hint) (\(known))", at: node)
        return nil
    }

    static let fontWeights = FontWeightName.weights

    mutating func readFont(_ node: Node, path: String, styles: inout [StyleValue]) -> FontStyle {
        guard let pairs = mapping(node, expected: "`\(path)` to be a mapping with `size` and `weight`") else { return FontStyle() }
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

    mutating func readContrastRequests(_ node: Node, scheme: Scheme) -> [ContrastRequest] {
        guard case let .sequence(items) = node else {
            invalid("expected `schemes.\(scheme.name).contrast` to be a list of pairs, found \(node.kindDescription)", at: node)
            return []
        }
        var requests: [ContrastRequest] = []
        for item in items {
            guard spend() else { break }
            guard let pairs = mapping(item, expected: "a contrast pair `{foreground: …, background: …}`") else { continue }
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
    mutating func contrastColor(_ name: String, node: Node, scheme: Scheme) -> ColorUse? {
        if let use = scheme.color(named: name) { return use }
        if scheme.role(name.split(separator: ".").first.map(String.init) ?? name) != nil {
            invalid("`\(name)` is not a colour of scheme `\(scheme.name)`: a pair role is named `role.foreground` or `role.background`",
                    at: node)
            return nil
        }
        if !name.hasPrefix("#"), paletteNodes[name] == nil {
            let candidates = scheme.roles.map(\.name) + paletteOrder
            let hint = didYouMean(name, in: candidates)
            invalid("unknown colour `\(name)`: not a role of scheme `\(scheme.name)` nor a palette colour\(hint)", at: node)
            return nil
        }
        guard let color = readColorText(name, node: node) else { return nil }
        return ColorUse(written: name, location: location(node), color: color)
    }
}
