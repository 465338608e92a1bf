import Foundation

/// Builds one SVG drawing's `Component`: the state of the walk over its elements (the walk, styles and elements
/// are in the `SVGComponentBuilder+…` files).
struct SVGComponentBuilder {
    let root: XMLElementNode
    let file: String
    var diagnostics: [Finding] = []
    var reported: Set<String> = []
    var elements: [ComponentElement] = []
    var groups: [ComponentGroup] = []
    var background = ComponentPaint.none
    var rules: [(selector: CSSSelector, order: Int, declarations: [CSSDeclaration])] = []
    var ruleIndex = CSSSelectorIndex([])
    static let selectorTestBudget = 2_000_000
    var selectorTestsLeft = selectorTestBudget
    var reportedSelectorBudget = false
    /// The colour scheme the drawing is made for: `@media (prefers-color-scheme: …)` rules of the other are left out.
    let colorScheme: ExportName.Mode
    /// Whether some style sheet rule applies only in a dark colour scheme.
    var hasDarkSchemeRules = false
    var elementsByID: [String: XMLElementNode] = [:]
    /// `CSSColorParser.paint` of each paint text met so far (nil for text that is not a paint).
    var parsedPaints: [String: CSSPaintValue?] = [:]
    /// Elements visited, `use` copies included: a file of nested `use` references cannot make the walk explode.
    var visited = 0
    /// How many elements `use` copies may add to the file's own: a drawing is as large as its file, but nested
    /// references must not multiply it.
    static let maximumCopiedElements = 100_000
    let maximumElements: Int
    /// The elements the file itself has: room for every painted one is made at once (growing an array of a hundred
    /// thousand elements step by step holds two copies at a time).
    let fileElementCount: Int

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

    struct Context {
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
        if let width = SVGSyntax.length(root.attribute("width")), let height = SVGSyntax.length(root.attribute("height")),
           width > 0, height > 0, !(root.attribute("width") ?? "").contains("%"), !(root.attribute("height") ?? "").contains("%")
        {
            component.displaySize = (width, height)
        }
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

    func location(of element: XMLElementNode) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }

    /// Collects `<style>` sheets (in document order) and ids.
    mutating func index(_ element: XMLElementNode, order: inout Int) {
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

}
