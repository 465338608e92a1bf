import Foundation

/// Reads SVG component exports (`*.svg`) into a `Component`: every painted element with its resolved paint, geometry
/// and text properties, styled as a browser would (presentation attributes, `<style>` sheets, `style=""`,
/// inheritance, `currentColor`, `var()`), in the coordinates of the outermost `viewBox`.
public struct SVGLoader: Loader {
    public init() {}

    public var formatName: String { "SVG" }
    public var filePatterns: [String] { ["*.svg"] }

    public var readsComponentExports: Bool { true }

    /// An SF Symbols template (`*.symbolset/*.svg`) is Xcode's input, with guides and notes, not a drawing.
    public func canLoad(path: String) -> Bool {
        PathText.hasSuffix(path, ignoringCase: ".svg") && !path.contains(".symbolset/")
    }

    public func load(contents: Data, file: String) -> LoadResult {
        LargeStack.run { Self.read(contents, file: file) }
    }

    private static func read(_ contents: Data, file: String) -> LoadResult {
        let parsed = XMLDocumentParser.parse(contents, file: file)
        var diagnostics = parsed.problems.map { XMLLoading.finding(for: $0, file: file) }
        guard let root = parsed.root else { return LoadResult(diagnostics: diagnostics) }
        guard root.name == "svg" else {
            diagnostics.append(Finding(
                ruleID: LoaderDiagnostic.parseError, severity: .error,
                message: "not an SVG document: the root element is <\(root.name)>, not <svg>",
                location: SourceLocation(file: file, line: root.line, column: root.column)))
            return LoadResult(diagnostics: diagnostics)
        }
        // The text, to locate the attribute values a fix may edit (libxml2 gives no attribute offsets).
        let source = XMLSourceBytes(contents, file: file)
        var builder = SVGComponentBuilder(root: root, file: file, colorScheme: .light, source: source)
        var component = builder.build()
        // CSS for a dark colour scheme: draw the file again in it and keep each colour per scheme, when the two
        // drawings have the same elements (a file named for one mode is drawn in that mode only).
        if builder.hasDarkSchemeRules, component.declaredMode == nil {
            var dark = SVGComponentBuilder(root: root, file: file, colorScheme: .dark)
            let darkComponent = dark.build()
            if darkComponent.elements.map(\.path) == component.elements.map(\.path) {
                component.background = Self.merge(component.background, darkComponent.background)
                for index in component.elements.indices {
                    component.elements[index].fill.paint = Self.merge(component.elements[index].fill.paint,
                                                                      darkComponent.elements[index].fill.paint)
                    component.elements[index].stroke.paint = Self.merge(component.elements[index].stroke.paint,
                                                                        darkComponent.elements[index].stroke.paint)
                }
            }
        }
        return LoadResult(model: DesignModel(components: [component]), diagnostics: diagnostics + builder.diagnostics)
    }

    /// One paint with its light and dark colours; where the two differ in kind (none in one scheme), the light one.
    static func merge(_ light: ComponentPaint, _ dark: ComponentPaint) -> ComponentPaint {
        func color(_ a: ComponentColor, _ b: ComponentColor) -> ComponentColor { a == b ? a : .byScheme(light: a, dark: b) }
        switch (light, dark) {
        case let (.solid(a), .solid(b)): return .solid(color(a, b))
        case let (.gradient(a), .gradient(b)) where a.count == b.count: return .gradient(stops: zip(a, b).map(color))
        default: return light
        }
    }
}

/// Shared by the XML loaders: problems of the XML layer as findings.
enum XMLLoading {
    static func finding(for problem: XMLProblem, file: String) -> Finding {
        // libxml2's messages may span lines and quote the input at length: one line, of bounded length.
        let text = problem.message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ").shortened(to: 300)
        let message = problem.code == 0 ? text : "not well-formed XML: \(text) (libxml2 error \(problem.code))"
        return Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                       message: problem.isFatal ? message + "; nothing in the file was checked" : message,
                       location: SourceLocation(file: file, line: problem.line, column: problem.column))
    }
}

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

struct SVGComponentBuilder {
    let root: XMLElementNode
    let file: String
    private(set) var diagnostics: [Finding] = []
    private var reported: Set<String> = []
    private var elements: [ComponentElement] = []
    private var groups: [ComponentGroup] = []
    private var background = ComponentPaint.none
    private var rules: [(selector: CSSSelector, order: Int, declarations: [CSSDeclaration])] = []
    private var ruleIndex = CSSSelectorIndex([])
    static let selectorTestBudget = 2_000_000
    private var selectorTestsLeft = selectorTestBudget
    private var reportedSelectorBudget = false
    /// The colour scheme the drawing is made for: `@media (prefers-color-scheme: …)` rules of the other are left out.
    let colorScheme: ExportName.Mode
    /// Whether some style sheet rule applies only in a dark colour scheme.
    private(set) var hasDarkSchemeRules = false
    private var elementsByID: [String: XMLElementNode] = [:]
    /// `CSSColorParser.paint` of each paint text met so far (nil for text that is not a paint).
    private var parsedPaints: [String: CSSPaintValue?] = [:]
    /// Elements visited, `use` copies included: a file of nested `use` references cannot make the walk explode.
    private var visited = 0
    /// How many elements `use` copies may add to the file's own: a drawing is as large as its file, but nested
    /// references must not multiply it.
    static let maximumCopiedElements = 100_000
    private let maximumElements: Int
    /// The elements the file itself has: room for every painted one is made at once (growing an array of a hundred
    /// thousand elements step by step holds two copies at a time).
    private let fileElementCount: Int

    /// Presentation attributes w3wlint reads (others, such as `x`, are geometry, read per element).
    static let presentationAttributes: Set<String> = [
        "fill", "stroke", "stroke-width", "opacity", "fill-opacity", "stroke-opacity", "display", "visibility",
        "color", "font-size", "font-weight", "text-anchor", "stop-color", "stop-opacity", "fill-rule", "font", "clip-path",
        "letter-spacing", "mask",
    ]

    /// Elements that are never painted where they stand (only when referenced, or not at all).
    static let neverRendered: Set<String> = [
        "defs", "clipPath", "mask", "symbol", "pattern", "marker", "linearGradient", "radialGradient", "filter",
        "style", "title", "desc", "metadata", "script", "foreignObject", "font", "font-face", "cursor", "view",
    ]

    /// The file's text, when it is UTF-8: attribute values are located in it for fixes.
    let source: XMLSourceBytes?

    init(root: XMLElementNode, file: String, colorScheme: ExportName.Mode, source: XMLSourceBytes? = nil) {
        func count(_ element: XMLElementNode) -> Int {
            element.children.reduce(1) { total, child in
                if case let .element(inner) = child { return total + count(inner) }
                return total
            }
        }
        fileElementCount = count(root)
        maximumElements = fileElementCount + Self.maximumCopiedElements
        self.root = root
        self.file = file
        self.colorScheme = colorScheme
        self.source = source
    }

    private struct Context {
        var style = SVGComputedStyle()
        var transform = AffineTransform.identity
        var opacity = 1.0
        var chain: [CSSElementInfo] = []
        var path = ""
        var group = 0
        var viewport = (width: 0.0, height: 0.0)
        var useStack: [String] = []
        /// Elements above this one, `use` copies included.
        var depth = 0
        /// The painted area left by the `clip-path`s above (component coordinates).
        var clip: BoundingBox?
        /// The outline of the nearest `clip-path` or `mask` above.
        var mask: ComponentMask?
        /// The distance between the baselines of the current `text` element's lines, from its `tspan` layout.
        var lineGap: Double?
    }

    /// libxml2 stops nesting at 256; `use` references can stack copies deeper, which the walk's recursion must bound.
    static let maximumDepth = 512

    mutating func build() -> Component {
        var order = 0
        elements.reserveCapacity(fileElementCount)
        index(root, order: &order)
        ruleIndex = CSSSelectorIndex(rules.map(\.selector))
        var context = Context()
        let viewBox = SVGSyntax.numbers(root.attribute("viewBox") ?? "")
        if viewBox.count == 4 {
            context.viewport = (viewBox[2], viewBox[3])
        } else {
            context.viewport = (SVGSyntax.length(root.attribute("width")) ?? 0, SVGSyntax.length(root.attribute("height")) ?? 0)
        }
        walk(root, context: context, siblingLabel: "svg")
        let frame: BoundingBox? = viewBox.count == 4 && viewBox[2] > 0 && viewBox[3] > 0
            ? BoundingBox(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3])
            : (context.viewport.width > 0 && context.viewport.height > 0
                ? BoundingBox(x: 0, y: 0, width: context.viewport.width, height: context.viewport.height) : nil)
        var component = Component(format: "svg", file: file, location: location(of: root),
                                  declaredMode: ExportName(path: file).mode, background: background, elements: elements,
                                  groups: groups, viewport: frame)
        component.visibleArea = Self.visibleArea(of: root, viewBox: viewBox)
        return component
    }

    /// The part of the user space a browser shows when the root is given a size in px (attributes, or its inline
    /// style: `width: 176px; height: calc(152px - 20px)`) whose shape differs from the viewBox's: with the default
    /// `preserveAspectRatio` the viewBox is centred and the rest of the box shows what lies around it.
    static func visibleArea(of root: XMLElementNode, viewBox: [Double]) -> BoundingBox? {
        guard viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0 else { return nil }
        var width = SVGSyntax.length(root.attribute("width"))
        var height = SVGSyntax.length(root.attribute("height"))
        for declaration in CSSParser.declarations(root.attribute("style") ?? "") {
            if declaration.property == "width", let px = pixels(declaration.value) { width = px }
            if declaration.property == "height", let px = pixels(declaration.value) { height = px }
        }
        guard let width, let height, width > 0, height > 0 else { return nil }
        let transform = viewBoxTransform(viewBox, width: width, height: height, aspect: root.attribute("preserveAspectRatio"))
        guard let inverse = transform.inverse else { return nil }
        let shown = BoundingBox(x: 0, y: 0, width: width, height: height).applying(inverse)
        let frame = BoundingBox(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3])
        return abs(shown.width - frame.width) < 0.01 && abs(shown.height - frame.height) < 0.01 ? nil : shown
    }

    /// `176px`, `176`, or `calc(152px - 20px)` (sums and differences of px): the px; nil for anything else.
    static func pixels(_ text: String) -> Double? {
        var value = text.trimmedWhitespace().lowercased()
        if value.hasPrefix("calc("), value.hasSuffix(")") { value = String(value.dropFirst(5).dropLast()) }
        var total = 0.0
        var sign = 1.0
        for token in value.split(separator: " ") {
            if token == "+" { sign = 1; continue }
            if token == "-" { sign = -1; continue }
            let number = token.hasSuffix("px") ? token.dropLast(2) : token
            guard let amount = Double(number) else { return nil }
            total += sign * amount
            sign = 1
        }
        return total > 0 ? total : nil
    }

    private func location(of element: XMLElementNode) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }

    /// Collects `<style>` sheets (in document order) and ids.
    private mutating func index(_ element: XMLElementNode, order: inout Int) {
        if let id = element.attribute("id"), elementsByID[id] == nil { elementsByID[id] = element }
        if element.name == "style" {
            for rule in CSSStyleSheet(parsing: element.textContent).rules {
                if rule.colorScheme == .dark { hasDarkSchemeRules = true }
                guard rule.colorScheme == nil || rule.colorScheme == colorScheme else { continue }
                for selector in rule.selectors {
                    rules.append((selector, order, rule.declarations))
                    order += 1
                }
            }
        }
        for child in element.childElements { index(child, order: &order) }
    }

    /// The cascade: presentation attributes, then style sheet rules by specificity and order, then `style=""`,
    /// then `!important` sheet rules, then `!important` in `style=""`. Returns the winning value per property.
    private mutating func cascade(_ element: XMLElementNode, chain: [CSSElementInfo]) -> [String: String] {
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
                ruleID: SwiftSourceDiagnostic.notEvaluated, severity: .note,
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

    private mutating func invalid(_ message: String, at element: XMLElementNode) {
        // Messages quote the input: an attribute that an entity expanded to hundreds of kilobytes is cut.
        let message = message.shortened(to: 300)
        let finding = Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error, message: message,
                              location: location(of: element))
        // An element drawn several times (through `use`) is reported once.
        guard reported.insert("\(element.line):\(element.column) \(message)").inserted else { return }
        diagnostics.append(finding)
    }

    private mutating func paintValue(_ text: String, property: String, element: XMLElementNode) -> CSSPaintValue? {
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

    private static func fraction(_ text: String?) -> Double? {
        guard var text = text?.trimmedWhitespace() else { return nil }
        var scale = 1.0
        if text.hasSuffix("%") {
            text.removeLast()
            scale = 0.01
        }
        return Double(text).map { min(1, max(0, $0 * scale)) }
    }

    /// The element's computed style, from its parent's and its own declarations.
    private mutating func computedStyle(_ declared: [String: String], parent: SVGComputedStyle,
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
        return style
    }

    /// A paint as a component colour, resolving `currentColor`, the file's own custom properties and gradients.
    private func resolve(_ value: CSSPaintValue, style: SVGComputedStyle, depth: Int = 0) -> ComponentPaint {
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
    private func gradientStops(_ gradient: XMLElementNode, style: SVGComputedStyle, depth: Int) -> [ComponentColor] {
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

    private mutating func addGroup(_ element: XMLElementNode, path: String, parent: Int?) -> Int {
        groups.append(ComponentGroup(kind: element.name, path: path, id: element.attribute("id"),
                                     location: location(of: element), parent: parent,
                                     layerName: element.attribute("data-name")))
        return groups.count - 1
    }

    private func length(_ element: XMLElementNode, _ name: String, _ reference: Double, _ style: SVGComputedStyle) -> Double? {
        SVGSyntax.length(element.attribute(name), reference: reference, fontSize: style.fontSize)
    }

    /// The transform from a `viewBox` to a viewport of the given size (`preserveAspectRatio`, default xMidYMid meet).
    static func viewBoxTransform(_ viewBox: [Double], width: Double, height: Double, aspect: String?) -> AffineTransform {
        guard viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0, width > 0, height > 0 else {
            return viewBox.count == 4 ? .translation(-viewBox[0], -viewBox[1]) : .identity
        }
        var sx = width / viewBox[2]
        var sy = height / viewBox[3]
        let words = (aspect ?? "xMidYMid meet").split(separator: " ").map(String.init)
        let align = words.first ?? "xMidYMid"
        var tx = -viewBox[0] * sx
        var ty = -viewBox[1] * sy
        if align != "none" {
            let scale = words.contains("slice") ? max(sx, sy) : min(sx, sy)
            sx = scale
            sy = scale
            tx = -viewBox[0] * scale
            ty = -viewBox[1] * scale
            let extraX = width - viewBox[2] * scale
            let extraY = height - viewBox[3] * scale
            if align.contains("xMid") { tx += extraX / 2 }
            if align.contains("xMax") { tx += extraX }
            if align.contains("YMid") { ty += extraY / 2 }
            if align.contains("YMax") { ty += extraY }
        }
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, e: tx, f: ty)
    }

    /// The recursive step: kept small (the work is in the helpers it calls), because every level of nesting,
    /// `use` copies included, adds its frame to the stack.
    private mutating func walk(_ element: XMLElementNode, context parentContext: Context, siblingLabel: String) {
        visited += 1
        if visited == maximumElements + 1 {
            invalid("`use` references add more than \(Self.maximumCopiedElements) elements to the drawing; "
                + "the rest is not checked", at: element)
        }
        guard visited <= maximumElements else { return }
        guard parentContext.depth < Self.maximumDepth else {
            invalid("`use` references nest the drawing deeper than \(Self.maximumDepth) elements; the rest is not checked",
                    at: element)
            return
        }
        guard let (context, declared) = prepare(element, parentContext: parentContext, siblingLabel: siblingLabel) else {
            return
        }
        switch element.name {
        case "svg", "g", "a", "switch", "symbol":
            let groupContext = enterGroup(element, context: context, parentContext: parentContext, declared: declared)
            walkChildren(of: element, context: groupContext)
        case "use":
            guard let (target, id, targetContext) = enterUse(element, context: context, parentContext: parentContext) else {
                return
            }
            walk(target, context: targetContext, siblingLabel: target.name + "#\(id)")
        case "rect", "circle", "ellipse", "line", "polyline", "polygon", "path":
            shape(element, context: context)
        case "image":
            image(element, context: context)
        case "text":
            let x = SVGSyntax.numbers(element.attribute("x") ?? "").first ?? 0
            let y = SVGSyntax.numbers(element.attribute("y") ?? "").first ?? 0
            var position = (x: x, y: y)
            var textContext = context
            textContext.lineGap = Self.lineGap(of: element, y: y)
            text(element, context: textContext, position: &position)
        default:
            // Not painted where it stands (defs, clipPath, mask, symbol, gradients…) or not SVG at all.
            return
        }
    }

    /// The element's context (style, opacity, transform, path), or nil when it paints nothing at all.
    private mutating func prepare(_ element: XMLElementNode, parentContext: Context, siblingLabel: String)
        -> (Context, [String: String])?
    {
        let isRoot = parentContext.chain.isEmpty
        var context = parentContext
        context.depth += 1
        let classes = (element.attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        context.chain.append(CSSElementInfo(name: element.name, id: element.attribute("id"), classes: classes, isRoot: isRoot))
        let declared = cascade(element, chain: context.chain)
        if declared["display"]?.lowercased() == "none" { return nil }
        context.style = computedStyle(declared, parent: parentContext.style, element: element)
        if let opacity = Self.fraction(declared["opacity"]) { context.opacity *= opacity }
        guard context.opacity > 0 else { return nil }
        if !isRoot, element.name != "svg", let text = element.attribute("transform") {
            guard let transform = SVGSyntax.transform(text) else {
                invalid("invalid transform `\(text)`: the element is not checked", at: element)
                return nil
            }
            context.transform = context.transform.concatenating(transform)
        }
        context.path = isRoot ? siblingLabel : parentContext.path + " > " + siblingLabel
        if let reference = declared["clip-path"], let clip = clipBox(reference, transform: context.transform) {
            context.clip = context.clip.map { Self.intersection($0, clip) } ?? clip
        }
        // A mask bounds what shows like a clip path. One that cannot be measured may hide anything: what it masks is
        // neither judged nor taken to cover what lies beneath (Sketch masks full-size shapes down to an icon).
        if let reference = declared["mask"], case let .url(id, _)? = CSSColorParser.paint(reference), elementsByID[id]?.name == "mask" {
            let masked = clipBox(reference, transform: context.transform) ?? Self.nowhere
            context.clip = context.clip.map { Self.intersection($0, masked) } ?? masked
        }
        for property in ["clip-path", "mask"] {
            if let reference = declared[property], let mask = maskShape(reference, transform: context.transform) {
                context.mask = mask
            }
        }
        return (context, declared)
    }

    /// The baseline distance of a `text` element's lines: its direct `tspan` children that start a line (an own
    /// `y`, or a `dy` with an `x`), when every step between them is the same (within 0.01); nil for one line.
    static func lineGap(of element: XMLElementNode, y: Double) -> Double? {
        var baselines: [Double] = []
        var current = y
        for span in element.childElements where span.name == "tspan" {
            if let own = SVGSyntax.numbers(span.attribute("y") ?? "").first {
                current = own
            } else if let dy = SVGSyntax.numbers(span.attribute("dy") ?? "").first, span.attribute("x") != nil {
                current += dy
            } else {
                continue
            }
            if baselines.last.map({ abs($0 - current) > 1e-9 }) ?? true { baselines.append(current) }
        }
        guard baselines.count >= 2 else { return nil }
        let steps = zip(baselines.dropFirst(), baselines).map { $0 - $1 }
        guard let first = steps.first, first > 0, steps.allSatisfy({ abs($0 - first) <= 0.01 }) else { return nil }
        return first
    }

    /// The outline of `clip-path: url(#id)` or `mask: url(#id)` when the clip path or mask holds one rect, circle or
    /// ellipse and the transform is a plain scale; `.other` when it holds something else.
    private func maskShape(_ reference: String, transform: AffineTransform) -> ComponentMask? {
        guard case let .url(id, _)? = CSSColorParser.paint(reference), let target = elementsByID[id],
              target.name == "clipPath" || target.name == "mask" else { return nil }
        let shapes = target.childElements.filter { !Self.neverRendered.contains($0.name) || $0.name == "g" }
        guard shapes.count == 1, let shape = shapes.first, shape.attribute("transform") == nil,
              target.attribute("clipPathUnits") != "objectBoundingBox", abs(transform.b) < 1e-9, abs(transform.c) < 1e-9
        else { return .other("<\(target.name)> of \(shapes.count == 1 ? "a transformed or grouped shape" : "\(shapes.count) shapes")") }
        let sx = abs(transform.a)
        let sy = abs(transform.d)
        func number(_ name: String) -> Double? { SVGSyntax.length(shape.attribute(name)) }
        switch shape.name {
        case "circle":
            guard let r = number("r"), r > 0 else { return .other("an empty circle") }
            return .ellipse(width: 2 * r * sx, height: 2 * r * sy)
        case "ellipse":
            guard let rx = number("rx"), let ry = number("ry"), rx > 0, ry > 0 else { return .other("an empty ellipse") }
            return .ellipse(width: 2 * rx * sx, height: 2 * ry * sy)
        case "rect":
            guard let width = number("width"), let height = number("height"), width > 0, height > 0 else {
                return .other("an empty rect")
            }
            var rx = number("rx")
            var ry = number("ry")
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let radius = min(min(max(0, rx ?? 0), width / 2) * sx, min(max(0, ry ?? 0), height / 2) * sy)
            return .rect(width: width * sx, height: height * sy, radius: radius)
        default:
            return .other("a <\(shape.name)>")
        }
    }

    private static func intersection(_ a: BoundingBox, _ b: BoundingBox) -> BoundingBox {
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        return BoundingBox(minX: minX, minY: minY, maxX: max(minX, min(a.maxX, b.maxX)), maxY: max(minY, min(a.maxY, b.maxY)))
    }

    /// A clip that keeps nothing of the drawing.
    static let nowhere = BoundingBox(minX: -1e12, minY: -1e12, maxX: -1e12, maxY: -1e12)

    /// The box a `clip-path: url(#id)` or `mask: url(#id)` keeps, from the bounds of its shapes (exact for the
    /// rectangles design tools write; larger than the real clip for other shapes). Only `userSpaceOnUse` content (the
    /// default for clip paths and masks' content).
    private func clipBox(_ reference: String, transform: AffineTransform) -> BoundingBox? {
        guard case let .url(id, _)? = CSSColorParser.paint(reference), let clipPath = elementsByID[id] else { return nil }
        switch clipPath.name {
        case "clipPath": guard clipPath.attribute("clipPathUnits") != "objectBoundingBox" else { return nil }
        case "mask": guard clipPath.attribute("maskContentUnits") != "objectBoundingBox" else { return nil }
        default: return nil
        }
        var box: BoundingBox?
        for original in clipPath.childElements {
            var child = original
            var offset: AffineTransform?
            // A mask's content is often a `use` of a shape in `defs` (Sketch): measured as the shape it names, moved.
            if original.name == "use", let href = original.attribute("href") ?? original.attribute("xlink:href"),
               href.hasPrefix("#"), let target = elementsByID[String(href.dropFirst())], target.name != "use"
            {
                child = target
                offset = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: SVGSyntax.length(original.attribute("x")) ?? 0,
                                         f: SVGSyntax.length(original.attribute("y")) ?? 0)
            }
            var local: BoundingBox?
            switch child.name {
            case "rect":
                if let width = SVGSyntax.length(child.attribute("width")), let height = SVGSyntax.length(child.attribute("height")) {
                    local = BoundingBox(x: SVGSyntax.length(child.attribute("x")) ?? 0, y: SVGSyntax.length(child.attribute("y")) ?? 0,
                                        width: width, height: height)
                }
            case "circle":
                if let r = SVGSyntax.length(child.attribute("r")) {
                    let cx = SVGSyntax.length(child.attribute("cx")) ?? 0
                    let cy = SVGSyntax.length(child.attribute("cy")) ?? 0
                    local = BoundingBox(minX: cx - r, minY: cy - r, maxX: cx + r, maxY: cy + r)
                }
            case "path":
                local = PathData.bounds(child.attribute("d") ?? "")
            default:
                // Other clip shapes are not read: the clip is not known, so no clip is assumed.
                return nil
            }
            guard var shape = local else { continue }
            if let text = child.attribute("transform"), let own = SVGSyntax.transform(text) { shape = shape.applying(own) }
            if let offset { shape = shape.applying(offset) }
            if offset != nil, let text = original.attribute("transform"), let own = SVGSyntax.transform(text) { shape = shape.applying(own) }
            box = box.map { $0.union(shape) } ?? shape
        }
        return box?.applying(transform)
    }

    /// A group: a nested viewport for `svg` and `symbol`, the root's CSS background, and its entry in `groups`.
    private mutating func enterGroup(_ element: XMLElementNode, context original: Context, parentContext: Context,
                                     declared: [String: String]) -> Context
    {
        var context = original
        let isRoot = parentContext.chain.isEmpty
        let name = element.name
        if name == "svg" || name == "symbol", !isRoot {
            // A nested viewport: its x/y and viewBox (a symbol arrives here through `use`, sized by it).
            let x = length(element, "x", context.viewport.width, context.style) ?? 0
            let y = length(element, "y", context.viewport.height, context.style) ?? 0
            let width = length(element, "width", context.viewport.width, context.style) ?? context.viewport.width
            let height = length(element, "height", context.viewport.height, context.style) ?? context.viewport.height
            let viewBox = SVGSyntax.numbers(element.attribute("viewBox") ?? "")
            context.transform = context.transform.concatenating(.translation(x, y)).concatenating(
                Self.viewBoxTransform(viewBox, width: width, height: height, aspect: element.attribute("preserveAspectRatio")))
            if viewBox.count == 4 { context.viewport = (viewBox[2], viewBox[3]) } else { context.viewport = (width, height) }
        }
        if isRoot {
            for property in ["background-color", "background"] {
                guard let text = declared[property] else { continue }
                for token in CSSParser.splitTopLevel(text, separator: " ") {
                    guard let value = CSSColorParser.paint(token), value != .none else { continue }
                    if case .url = value { continue }
                    background = resolve(value, style: context.style)
                    break
                }
                if background != .none { break }
            }
        }
        context.group = addGroup(element, path: context.path, parent: isRoot ? nil : parentContext.group)
        return context
    }

    /// A `use`: its target and the context the target is drawn in, or nil (reported) when it cannot be drawn.
    private mutating func enterUse(_ element: XMLElementNode, context original: Context, parentContext: Context)
        -> (XMLElementNode, String, Context)?
    {
        var context = original
        guard let href = element.attribute("href") ?? element.attribute("xlink:href"), href.hasPrefix("#") else { return nil }
        let id = String(href.dropFirst())
        guard let target = elementsByID[id] else {
            invalid("`use` refers to `#\(id)`, which is not in the file", at: element)
            return nil
        }
        guard !context.useStack.contains(id), context.useStack.count < 32 else {
            invalid("`use` of `#\(id)` refers to itself (directly or through other `use` elements)", at: element)
            return nil
        }
        let x = length(element, "x", context.viewport.width, context.style) ?? 0
        let y = length(element, "y", context.viewport.height, context.style) ?? 0
        context.transform = context.transform.concatenating(.translation(x, y))
        context.group = addGroup(element, path: context.path, parent: parentContext.group)
        context.useStack.append(id)
        if target.name == "symbol" {
            // The symbol's viewport takes the use's size.
            context.viewport = (length(element, "width", context.viewport.width, context.style) ?? context.viewport.width,
                                length(element, "height", context.viewport.height, context.style) ?? context.viewport.height)
        }
        return (target, id, context)
    }

    private mutating func walkChildren(of element: XMLElementNode, context: Context) {
        var children = element.childElements
        if element.name == "switch" {
            // A browser renders the first child whose conditions it meets; w3wlint meets none of `requiredExtensions`
            // (Illustrator's private data) and reads `systemLanguage` as English.
            let chosen = children.first { child in
                child.attribute("requiredExtensions") == nil && child.attribute("requiredFeatures") == nil
                    && (child.attribute("systemLanguage").map { $0.lowercased().contains("en") } ?? true)
                    && !Self.neverRendered.contains(child.name)
            }
            children = chosen.map { [$0] } ?? []
        }
        var counts: [String: Int] = [:]
        for child in children { counts[child.name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        for child in children {
            seen[child.name, default: 0] += 1
            if Self.neverRendered.contains(child.name) { continue }
            var label = child.name
            if let id = child.attribute("id") {
                label += "#\(id)"
            } else if counts[child.name]! > 1 {
                label += "[\(seen[child.name]!)]"
            }
            walk(child, context: context, siblingLabel: label)
        }
    }

    private func layers(_ context: Context, fills: Bool) -> (fill: PaintLayer, stroke: PaintLayer, strokeWidth: Double) {
        let style = context.style
        let fill = fills
            ? PaintLayer(paint: resolve(style.fill.value, style: style), opacity: style.fillOpacity * context.opacity,
                         written: style.fill.written)
            : .none
        // A percentage is of the viewport's normalised diagonal, √((w² + h²) / 2).
        let diagonal = ((context.viewport.width * context.viewport.width
            + context.viewport.height * context.viewport.height) / 2).squareRoot()
        let width = (SVGSyntax.length(style.strokeWidth, reference: diagonal) ?? 1) * context.transform.uniformScale
        var stroke = PaintLayer(paint: resolve(style.stroke.value, style: style),
                                opacity: style.strokeOpacity * context.opacity, written: style.stroke.written)
        if width <= 0 { stroke = .none }
        return (fill, stroke, width)
    }

    private mutating func shape(_ element: XMLElementNode, context: Context) {
        guard context.style.visible else { return }
        let style = context.style
        let (vw, vh) = context.viewport
        let diagonal = ((vw * vw + vh * vh) / 2).squareRoot()
        let shape: ComponentShape
        switch element.name {
        case "rect":
            let x = length(element, "x", vw, style) ?? 0
            let y = length(element, "y", vh, style) ?? 0
            guard let width = length(element, "width", vw, style), let height = length(element, "height", vh, style),
                  width > 0, height > 0 else { return }
            var rx = length(element, "rx", vw, style)
            var ry = length(element, "ry", vh, style)
            // A radius that is not a length ≥ 0 (`NaN`, `1e400`, `-4`) is an error in the file, not a square corner.
            for (name, value) in [("rx", rx), ("ry", ry)] {
                guard let written = element.attribute(name), written.trimmedWhitespace().lowercased() != "auto",
                      value.map({ $0 < 0 }) ?? true else { continue }
                invalid("`\(name)` is `\(written.shortened(to: 40))`, not a length of 0 or more; it is ignored (as `auto`)", at: element)
                if name == "rx" { rx = nil } else { ry = nil }
            }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            shape = .rect(BoundingBox(x: x, y: y, width: width, height: height),
                          rx: min(max(0, rx ?? 0), width / 2), ry: min(max(0, ry ?? 0), height / 2))
        case "circle":
            guard let r = length(element, "r", diagonal, style), r > 0 else { return }
            shape = .ellipse(cx: length(element, "cx", vw, style) ?? 0, cy: length(element, "cy", vh, style) ?? 0, rx: r, ry: r)
        case "ellipse":
            guard let rx = length(element, "rx", vw, style), let ry = length(element, "ry", vh, style), rx > 0, ry > 0
            else { return }
            shape = .ellipse(cx: length(element, "cx", vw, style) ?? 0, cy: length(element, "cy", vh, style) ?? 0, rx: rx, ry: ry)
        case "line":
            let x1 = length(element, "x1", vw, style) ?? 0
            let y1 = length(element, "y1", vh, style) ?? 0
            let x2 = length(element, "x2", vw, style) ?? 0
            let y2 = length(element, "y2", vh, style) ?? 0
            shape = .line(BoundingBox(minX: min(x1, x2), minY: min(y1, y2), maxX: max(x1, x2), maxY: max(y1, y2)))
        case "polyline", "polygon":
            let numbers = SVGSyntax.numbers(element.attribute("points") ?? "")
            guard numbers.count >= 4 else { return }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            let box = BoundingBox(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!)
            shape = .path(box, outline: PathOutline(polygons: [zip(xs, ys).map { PathPoint(x: $0, y: $1) }]),
                          evenOdd: style.evenOdd)
        default:
            let data = element.attribute("d") ?? ""
            guard let geometry = PathData.shape(data) else { return }
            shape = geometry.hasArea ? .path(geometry.bounds, outline: PathOutline(pathData: data), evenOdd: style.evenOdd)
                : .line(geometry.bounds)
        }
        let isLine: Bool
        if case .line = shape { isLine = true } else { isLine = false }
        let (fill, stroke, strokeWidth) = layers(context, fills: !isLine)
        guard fill.isVisible || stroke.isVisible else { return }
        var painted = ComponentElement(kind: element.name, path: context.path, id: element.attribute("id"),
                                       location: location(of: element), shape: shape, transform: context.transform,
                                       fill: fill, stroke: stroke, strokeWidth: strokeWidth, group: context.group,
                                       clip: context.clip, layerName: element.attribute("data-name"), mask: context.mask)
        if element.name == "rect" { painted.radiusSpans = radiusSpans(of: element, context: context) }
        elements.append(painted)
    }

    /// The `rx`/`ry` values a fix may rewrite: both that are written, each found exactly in the start tag; none
    /// for an element drawn through `use` (one edit would change every copy).
    private func radiusSpans(of element: XMLElementNode, context: Context) -> [String: SourceSpan] {
        guard let source, context.useStack.isEmpty else { return [:] }
        var spans: [String: SourceSpan] = [:]
        for name in ["rx", "ry"] {
            guard let value = element.attribute(name) else { continue }
            guard let span = source.attributeValueSpan(startTagAt: TextPosition(line: element.line, column: element.column),
                                                          name: name, value: value) else { return [:] }
            spans[name] = span
        }
        return spans
    }

    /// An image paints colours w3wlint cannot know: kept as a backdrop, so that text over it is not judged
    /// against what lies under the image.
    private mutating func image(_ element: XMLElementNode, context: Context) {
        guard context.style.visible,
              let width = length(element, "width", context.viewport.width, context.style),
              let height = length(element, "height", context.viewport.height, context.style), width > 0, height > 0
        else { return }
        let box = BoundingBox(x: length(element, "x", context.viewport.width, context.style) ?? 0,
                              y: length(element, "y", context.viewport.height, context.style) ?? 0, width: width, height: height)
        elements.append(ComponentElement(kind: "image", path: context.path, id: element.attribute("id"),
                                         location: location(of: element), shape: .rect(box, rx: 0, ry: 0),
                                         transform: context.transform,
                                         fill: PaintLayer(paint: .unsupported("<image>"), opacity: context.opacity, written: "image"),
                                         stroke: .none, strokeWidth: 0, group: context.group, clip: context.clip,
                                         layerName: element.attribute("data-name"), mask: context.mask))
    }

    /// Each run of characters becomes a text element at its position (`x`/`y` of the nearest `text` or `tspan`).
    /// Glyph widths are not known: a run's width is estimated from Helvetica's advance widths (`TextMetrics`), its
    /// height from 0.7 em above to 0.15 em below its baseline, which is enough to find the shapes painted beneath it.
    private mutating func text(_ element: XMLElementNode, context: Context, position: inout (x: Double, y: Double)) {
        for child in element.children {
            switch child {
            case let .text(raw):
                let content = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard !content.isEmpty else { continue }
                let style = context.style
                let size = style.fontSize
                let width = TextMetrics.width(of: content, fontSize: size, weight: style.fontWeight)
                let startX: Double
                switch style.textAnchor {
                case "middle": startX = position.x - width / 2
                case "end": startX = position.x - width
                default: startX = position.x
                }
                let box = BoundingBox(minX: startX, minY: position.y - 0.7 * size, maxX: startX + width,
                                      maxY: position.y + 0.15 * size)
                position.x = startX + width
                guard style.visible, size > 0 else { continue }
                let (fill, stroke, strokeWidth) = layers(context, fills: true)
                guard fill.isVisible || stroke.isVisible else { continue }
                let lineHeight: Double?
                if let css = style.lineHeight {
                    lineHeight = css.isRatio ? css.value : css.value / size
                } else {
                    lineHeight = context.lineGap.map { $0 / size }
                }
                let text = ComponentText(content: content, fontSize: size * context.transform.uniformScale,
                                         writtenFontSize: size, fontWeight: style.fontWeight,
                                         letterSpacing: style.letterSpacing * context.transform.uniformScale,
                                         lineHeight: lineHeight)
                elements.append(ComponentElement(kind: element.name, path: context.path, id: element.attribute("id"),
                                                 location: location(of: element), shape: .text(box),
                                                 transform: context.transform, fill: fill, stroke: stroke,
                                                 strokeWidth: strokeWidth, text: text, group: context.group,
                                                 clip: context.clip, layerName: element.attribute("data-name")))
            case let .element(span) where span.name == "tspan" || span.name == "a":
                var spanContext = context
                let classes = (span.attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
                spanContext.chain.append(CSSElementInfo(name: span.name, id: span.attribute("id"), classes: classes, isRoot: false))
                let declared = cascade(span, chain: spanContext.chain)
                if declared["display"]?.lowercased() == "none" { continue }
                spanContext.style = computedStyle(declared, parent: context.style, element: span)
                if let opacity = Self.fraction(declared["opacity"]) { spanContext.opacity *= opacity }
                spanContext.path = context.path + " > " + span.name + (span.attribute("id").map { "#\($0)" } ?? "")
                if let x = SVGSyntax.numbers(span.attribute("x") ?? "").first { position.x = x }
                if let y = SVGSyntax.numbers(span.attribute("y") ?? "").first { position.y = y }
                text(span, context: spanContext, position: &position)
            case .element:
                continue
            }
        }
    }
}
