import Foundation
import Yams

// A w3w theme's scales, typography, component sizes and text hierarchy.

extension ThemeBuilder {
    mutating func readScales(_ node: Node) {
        guard let pairs = mapping(node, expected: "`scales` to be a mapping of style kinds to presets", orEmpty: true) else { return }
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
    mutating func readDeprecatedPreset(_ node: Node, kind: String, name: String, at key: Node) -> Scale.Entry? {
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

    func describe(_ node: Node) -> String {
        if case let .scalar(scalar) = node, !node.isNull { return "`\(scalar.string)`" }
        return node.kindDescription
    }

    /// A number in points, `circle` or `oval`, or (when `allowNames`) a preset name resolved later by the caller.
    mutating func readMetric(_ node: Node, context: String, allowNames: Bool) -> (value: MetricValue, name: String?)? {
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

    static let textStyleKeys = ["size", "weight", "letterSpacing", "lineHeight"]

    /// `typography: {h1: {size: 21, weight: medium, letterSpacing: -0.12, lineHeight: 1.0}, …}`. Size and letter
    /// spacing in points (`-0.01em` and Figma's `-1%` are converted with the size); the line height a ratio of the
    /// size (`24px` and `150%` are converted). `letterSpacing` defaults to 0; the rest is required.
    mutating func readTypography(_ node: Node) -> [TextStyle] {
        guard let pairs = mapping(node, expected: "`typography` to be a mapping of style names to styles", orEmpty: true) else { return [] }
        var styles: [TextStyle] = []
        for (name, keyNode, value) in pairs {
            guard spend() else { break }
            let path = "typography.\(name)"
            guard let fields = mapping(value, expected: "`\(path)` to be a mapping with size, weight, letterSpacing and lineHeight") else { continue }
            let nodes = knownFields(fields, known: Self.textStyleKeys, in: "`\(path)`")
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

    mutating func fontWeight(_ node: Node, path: String) -> Int? {
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
        guard let pairs = mapping(node, expected:
            "`components` to be a mapping of component kinds to size presets", orEmpty: true) else { return [:] }
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

}
