import Foundation

// The walk over an SVG drawing's tree: groups, `use` copies, clips and masks.

extension SVGComponentBuilder {
    mutating func addGroup(_ element: XMLElementNode, path: String, parent: Int?) -> Int {
        groups.append(ComponentGroup(kind: element.name, path: path, id: element.attribute("id"),
                                     location: location(of: element), parent: parent,
                                     layerName: element.attribute("data-name")))
        return groups.count - 1
    }

    func length(_ element: XMLElementNode, _ name: String, _ reference: Double, _ style: SVGComputedStyle) -> Double? {
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
    mutating func walk(_ element: XMLElementNode, context parentContext: Context, siblingLabel: String) {
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
    mutating func prepare(_ element: XMLElementNode, parentContext: Context, siblingLabel: String)
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
    func maskShape(_ reference: String, transform: AffineTransform) -> ComponentMask? {
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

    static func intersection(_ a: BoundingBox, _ b: BoundingBox) -> BoundingBox {
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        return BoundingBox(minX: minX, minY: minY, maxX: max(minX, min(a.maxX, b.maxX)), maxY: max(minY, min(a.maxY, b.maxY)))
    }

    /// A clip that keeps nothing of the drawing.
    static let nowhere = BoundingBox(minX: -1e12, minY: -1e12, maxX: -1e12, maxY: -1e12)

    /// The box a `clip-path: url(#id)` or `mask: url(#id)` keeps, from the bounds of its shapes (exact for the
    /// rectangles design tools write; larger than the real clip for other shapes). Only `userSpaceOnUse` content (the
    /// default for clip paths and masks' content).
    func clipBox(_ reference: String, transform: AffineTransform) -> BoundingBox? {
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
    mutating func enterGroup(_ element: XMLElementNode, context original: Context, parentContext: Context,
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
    mutating func enterUse(_ element: XMLElementNode, context original: Context, parentContext: Context)
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

    mutating func walkChildren(of element: XMLElementNode, context: Context) {
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

}
