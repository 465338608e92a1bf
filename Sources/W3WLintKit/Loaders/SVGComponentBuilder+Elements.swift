import Foundation

// The painted elements of an SVG drawing: shapes, images and text.

extension SVGComponentBuilder {
    func layers(_ context: Context, fills: Bool) -> (fill: PaintLayer, stroke: PaintLayer, strokeWidth: Double) {
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

    mutating func shape(_ element: XMLElementNode, context: Context) {
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
        guard shape.localBounds.isWithinCoordinateLimit else {
            invalid("`\(element.name)` reaches beyond ±1e9 (bounds \(shape.localBounds.description)); it is ignored", at: element)
            return
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
    func radiusSpans(of element: XMLElementNode, context: Context) -> [String: SourceSpan] {
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
    mutating func image(_ element: XMLElementNode, context: Context) {
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
    mutating func text(_ element: XMLElementNode, context: Context, position: inout (x: Double, y: Double)) {
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
