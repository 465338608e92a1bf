import Foundation

// The cascade and computed styles of SVG elements, and paints resolved to colours.

/// The inherited part of an element's computed style.
struct SVGComputedStyle {
    var fill = (value: CSSPaintValue.color(.black), written: "black")
    var stroke = (value: CSSPaintValue.none, written: "none")
    var color: (value: CSSPaintValue, written: String)?
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var strokeWidth = "1"
    var visible = true
    var fontSize = 16.0
    var fontWeight = 400
    /// `letter-spacing` as a length (CSS inherits the computed length, `em` resolved where it is declared).
    var letterSpacing = 0.0
    /// `line-height`: a number (a ratio, inherited as such) or a length in the element's units; nil for `normal`.
    var lineHeight: (value: Double, isRatio: Bool)?
    var textAnchor = "start"
    var evenOdd = false
    var customProperties: [String: String] = [:]
}

extension SVGComponentBuilder {
    /// The cascade: presentation attributes, then style sheet rules by specificity and order, then `style=""`,
    /// then `!important` sheet rules, then `!important` in `style=""`. Returns the winning value per property.
    mutating func cascade(_ element: XMLElementNode, chain: [CSSElementInfo]) -> [String: String] {
        var ranked: [(rank: Int, specificity: [Int], order: Int, declaration: CSSDeclaration)] = []
        for (index, attribute) in element.attributes.enumerated() where Self.presentationAttributes.contains(attribute.name) {
            ranked.append((0, [0, 0, 0], index, CSSDeclaration(property: attribute.name, value: attribute.value)))
        }
        let candidates = ruleIndex.candidates(for: chain[...])
        // Style sheets are matched against every element: a budget of selector tests per drawing keeps a sheet of
        // many rules that all could match (`rect { … }` ten thousand times) from making a small file quadratic.
        let allowed = selectorTestsLeft >= candidates.count
        if allowed { selectorTestsLeft -= candidates.count } else if !reportedSelectorBudget {
            reportedSelectorBudget = true
            diagnostics.append(Finding(
                ruleID: LoaderDiagnostic.notEvaluated, severity: .note,
                message: "the style sheets' \(rules.count) selectors were matched against the elements before this one only "
                    + "(more than \(Self.selectorTestBudget) tests); from here on, <style> rules are not applied",
                location: location(of: element)))
        }
        for position in allowed ? candidates : [] where rules[position].selector.matches(chain[...]) {
            let rule = rules[position]
            for declaration in rule.declarations {
                ranked.append((declaration.important ? 3 : 1, rule.selector.specificity, rule.order, declaration))
            }
        }
        if let style = element.attribute("style") {
            for (index, declaration) in CSSParser.declarations(style).enumerated() {
                ranked.append((declaration.important ? 4 : 2, [0, 0, 0], index, declaration))
            }
        }
        // Ties (one rule declaring a property twice) keep source order: the position in `ranked` decides last.
        let ordered = ranked.enumerated().sorted { a, b in
            if a.element.rank != b.element.rank { return a.element.rank < b.element.rank }
            if a.element.specificity != b.element.specificity {
                return a.element.specificity.lexicographicallyPrecedes(b.element.specificity)
            }
            if a.element.order != b.element.order { return a.element.order < b.element.order }
            return a.offset < b.offset
        }
        var result: [String: String] = [:]
        for entry in ordered { result[entry.element.declaration.property] = entry.element.declaration.value }
        return result
    }

    mutating func invalid(_ message: String, at element: XMLElementNode) {
        // Messages quote the input: an attribute that an entity expanded to hundreds of kilobytes is cut.
        let message = message.shortened(to: 300)
        let finding = Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message,
                              location: location(of: element))
        // An element drawn several times (through `use`) is reported once.
        guard reported.insert("\(element.line):\(element.column) \(message)").inserted else { return }
        diagnostics.append(finding)
    }

    mutating func paintValue(_ text: String, property: String, element: XMLElementNode) -> CSSPaintValue? {
        if text.trimmedWhitespace().lowercased() == "inherit" { return nil }
        // A drawing repeats a few paints over its elements: each text is parsed once.
        let parsed: CSSPaintValue?
        if let known = parsedPaints[text] {
            parsed = known
        } else {
            parsed = CSSColorParser.paint(text)
            parsedPaints[text] = .some(parsed)
        }
        guard let value = parsed else {
            invalid("invalid \(property) `\(text)`: not a colour, `none`, `currentColor`, `var(--…)` or `url(#…)`",
                    at: element)
            return nil
        }
        return value
    }

    static func fraction(_ text: String?) -> Double? {
        guard var text = text?.trimmedWhitespace() else { return nil }
        var scale = 1.0
        if text.hasSuffix("%") {
            text.removeLast()
            scale = 0.01
        }
        return Double(text).map { min(1, max(0, $0 * scale)) }
    }

    /// The element's computed style, from its parent's and its own declarations.
    mutating func computedStyle(_ declared: [String: String], parent: SVGComputedStyle,
                                        element: XMLElementNode) -> SVGComputedStyle
    {
        var style = parent
        for (property, value) in declared where property.hasPrefix("--") { style.customProperties[property] = value }
        if let text = declared["color"], let value = paintValue(text, property: "color", element: element) {
            style.color = value == .currentColor ? parent.color : (value, text)
        }
        if let text = declared["fill"], let value = paintValue(text, property: "fill", element: element) {
            style.fill = (value, text)
        }
        if let text = declared["stroke"], let value = paintValue(text, property: "stroke", element: element) {
            style.stroke = (value, text)
        }
        if let value = Self.fraction(declared["fill-opacity"]) { style.fillOpacity = value }
        if let value = Self.fraction(declared["stroke-opacity"]) { style.strokeOpacity = value }
        if let value = declared["stroke-width"], value != "inherit" { style.strokeWidth = value }
        if let value = declared["visibility"]?.lowercased() {
            if value == "hidden" || value == "collapse" { style.visible = false }
            if value == "visible" { style.visible = true }
        }
        if let value = declared["fill-rule"]?.lowercased(), value == "evenodd" || value == "nonzero" {
            style.evenOdd = value == "evenodd"
        }
        if let value = declared["text-anchor"]?.lowercased(), ["start", "middle", "end"].contains(value) {
            style.textAnchor = value
        }
        applyText(Self.expandingFontShorthand(declared), parent: parent, element: element, to: &style)
        return style
    }

    /// `font: [style] [weight] size[/line-height] family` as the longhands it sets, where they are not declared.
    private static func expandingFontShorthand(_ declared: [String: String]) -> [String: String] {
        var declared = declared
        if let shorthand = declared["font"] {
            // `font: [style] [weight] size[/line-height] family`: only the weight and size matter here; the longhands,
            // when also declared, are taken as written later (an approximation of their cascade order).
            let tokens = shorthand.split(whereSeparator: \.isWhitespace).map { String($0) }
            if let sizeIndex = tokens.firstIndex(where: { token in
                let size = String(token.split(separator: "/").first ?? "")
                return SVGSyntax.length(size) != nil && (size.hasSuffix("px") || size.hasSuffix("pt") || size.hasSuffix("em")
                    || size.hasSuffix("%") || size.hasSuffix("rem"))
            }) {
                if declared["font-size"] == nil {
                    declared["font-size"] = String(tokens[sizeIndex].split(separator: "/").first ?? "")
                }
                let sizeParts = tokens[sizeIndex].split(separator: "/")
                if declared["line-height"] == nil, sizeParts.count == 2 {
                    declared["line-height"] = String(sizeParts[1])
                } else if declared["line-height"] == nil, sizeIndex + 2 < tokens.count, tokens[sizeIndex + 1] == "/" {
                    declared["line-height"] = tokens[sizeIndex + 2]
                }
                if declared["font-weight"] == nil {
                    declared["font-weight"] = tokens[..<sizeIndex].first {
                        ["bold", "bolder", "lighter", "normal"].contains($0.lowercased()) || Int($0) != nil
                    } ?? "normal"
                }
            }
        }
        return declared
    }

    /// The text properties: font size, letter spacing, line height and weight; a value that is none is an
    /// `invalid-value` at the element.
    private mutating func applyText(_ declared: [String: String], parent: SVGComputedStyle, element: XMLElementNode,
                                    to style: inout SVGComputedStyle)
    {
        if let text = declared["font-size"]?.lowercased() {
            let keywords: [String: Double] = ["xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18,
                                              "x-large": 24, "xx-large": 32, "xxx-large": 48]
            if let size = keywords[text] ?? SVGSyntax.length(text, reference: parent.fontSize, fontSize: parent.fontSize),
               size >= 0
            {
                style.fontSize = size
            } else if text != "inherit", !text.hasPrefix("var(") {
                invalid("invalid font-size `\(text)`", at: element)
            }
        }
        if let text = declared["letter-spacing"]?.lowercased().trimmingCharacters(in: .whitespaces) {
            if text == "normal" {
                style.letterSpacing = 0
            } else if let value = SVGSyntax.length(text, reference: style.fontSize, fontSize: style.fontSize) {
                style.letterSpacing = value
            } else if text != "inherit", !text.hasPrefix("var(") {
                invalid("invalid letter-spacing `\(text)`", at: element)
            }
        }
        if let text = declared["line-height"]?.lowercased().trimmingCharacters(in: .whitespaces) {
            if text == "normal" {
                style.lineHeight = nil
            } else if let ratio = Double(text), ratio >= 0 {
                style.lineHeight = (ratio, true)
            } else if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent >= 0 {
                style.lineHeight = (percent / 100 * style.fontSize, false)
            } else if let value = SVGSyntax.length(text, reference: style.fontSize, fontSize: style.fontSize), value >= 0 {
                style.lineHeight = (value, false)
            } else if text != "inherit", !text.hasPrefix("var(") {
                invalid("invalid line-height `\(text)`", at: element)
            }
        }
        if let text = declared["font-weight"]?.lowercased() {
            switch text {
            case "normal": style.fontWeight = 400
            case "bold": style.fontWeight = 700
            case "bolder": style.fontWeight = parent.fontWeight < 400 ? 400 : (parent.fontWeight < 600 ? 700 : 900)
            case "lighter": style.fontWeight = parent.fontWeight < 600 ? 100 : (parent.fontWeight < 800 ? 400 : 700)
            default:
                if let weight = Double(text), weight >= 1, weight <= 1000 { style.fontWeight = Int(weight) }
            }
        }
    }

    /// A paint as a component colour, resolving `currentColor`, the file's own custom properties and gradients.
    func resolve(_ value: CSSPaintValue, style: SVGComputedStyle, depth: Int = 0) -> ComponentPaint {
        guard depth < 16 else { return .unsupported("var() references nested too deeply") }
        switch value {
        case .none:
            return .none
        case let .color(color):
            return .solid(.fixed(color))
        case .currentColor:
            guard let color = style.color, color.value != .currentColor else { return .solid(.context("currentColor")) }
            return resolve(color.value, style: style, depth: depth + 1)
        case let .variable(name, fallback):
            if let text = style.customProperties[name], let value = CSSColorParser.paint(text) {
                return resolve(value, style: style, depth: depth + 1)
            }
            var fallbackColor: ComponentColor?
            if let fallback, let value = CSSColorParser.paint(fallback),
               case let .solid(color) = resolve(value, style: style, depth: depth + 1)
            {
                fallbackColor = color
            }
            return .solid(.variable(name: name, fallback: fallbackColor))
        case let .url(id, fallback):
            if let target = elementsByID[id] {
                if target.name == "linearGradient" || target.name == "radialGradient" {
                    let stops = gradientStops(target, style: style, depth: depth)
                    if stops.isEmpty { return .none }
                    return stops.count == 1 ? .solid(stops[0]) : .gradient(stops: stops)
                }
                return .unsupported("<\(target.name)> paint `url(#\(id))`")
            }
            guard let fallback, let value = CSSColorParser.paint(fallback) else { return .none }
            return resolve(value, style: style, depth: depth + 1)
        }
    }

    /// A gradient's stop colours (with `stop-opacity` folded into fixed colours), following `href` for stops.
    func gradientStops(_ gradient: XMLElementNode, style: SVGComputedStyle, depth: Int) -> [ComponentColor] {
        var current: XMLElementNode? = gradient
        var seen: Set<String> = []
        while let element = current {
            let stops = element.childElements.filter { $0.name == "stop" }
            if !stops.isEmpty {
                return stops.compactMap { stop -> ComponentColor? in
                    var declared: [String: String] = [:]
                    for attribute in stop.attributes where ["stop-color", "stop-opacity"].contains(attribute.name) {
                        declared[attribute.name] = attribute.value
                    }
                    for declaration in CSSParser.declarations(stop.attribute("style") ?? "") {
                        declared[declaration.property] = declaration.value
                    }
                    let value = declared["stop-color"].flatMap(CSSColorParser.paint) ?? .color(.black)
                    guard case var .solid(color) = resolve(value, style: style, depth: depth + 1) else { return nil }
                    if case let .fixed(rgba) = color, let opacity = Self.fraction(declared["stop-opacity"]) {
                        var faded = rgba
                        faded.alpha = UInt8((Double(rgba.alpha) * opacity).rounded())
                        color = .fixed(faded)
                    }
                    return color
                }
            }
            // Templates chain by `href`; each paint walks its chain, so a chain is followed for 64 links at most
            // (drawings use one or two) and a long one costs each paint no more than that.
            guard let href = element.attribute("href") ?? element.attribute("xlink:href"), href.hasPrefix("#"),
                  seen.count < 64, seen.insert(href).inserted else { return [] }
            current = elementsByID[String(href.dropFirst())]
        }
        return []
    }

}
