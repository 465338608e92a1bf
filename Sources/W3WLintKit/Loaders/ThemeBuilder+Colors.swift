import Foundation
import Yams

// A w3w theme's palette and the colours written in it.

extension ThemeBuilder {
    mutating func readPalette(_ node: Node) {
        guard let pairs = mapping(node, expected: "`palette` to be a mapping of colour names to colours", orEmpty: true) else { return }
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
    mutating func resolvePalette(_ name: String, referencedAt reference: Node?) -> PaletteEntry? {
        if let done = paletteResolved[name] { return done }
        guard let nodes = paletteNodes[name] else {
            if let reference {
                let hint = didYouMean(name, in: paletteOrder)
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
    mutating func readColor(_ node: Node, context: String) -> (color: ResolvedColor, definedModes: [String]?)? {
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
                    let hint = didYouMean(mode, in: modes)
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

    func nullAwareDescription(_ node: Node) -> String {
        // An unquoted `#FFFFFF` is a YAML comment, so the value reads as empty: say so.
        node.isNull ? "nothing (an unquoted `#…` starts a YAML comment: quote hex colours, \"#FFFFFF\")" : node.kindDescription
    }

    /// Hex or palette name. A reference keeps its target's per-mode values.
    mutating func readColorText(_ text: String, node: Node) -> ResolvedColor? {
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
    mutating func readColorUse(_ node: Node, path: String) -> ColorUse? {
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

}
