import Foundation

/// A component export (an SVG drawing, an Android vector drawable): what it paints, where, and in which colours,
/// in the coordinates of its root (the outermost `viewBox`), with the source location of every element.
public struct Component: Sendable {
    /// `svg` or `android-vector`.
    public var format: String
    public var file: String
    /// The root element's start tag.
    public var location: SourceLocation
    /// The colour mode the export is for, from its name (`Mode=Dark`, `-dark`, `dark/`, `drawable-night/`),
    /// or nil when the name does not say.
    public var declaredMode: ExportName.Mode?
    /// The CSS `background` of the root element: painted under everything, over the mode's canvas.
    public var background: ComponentPaint
    /// The painted elements in paint order (later ones are painted over earlier ones).
    public var elements: [ComponentElement]
    /// Every group (`svg`, `g`, `use`) in document order; index 0 is the root.
    public var groups: [ComponentGroup]
    /// The drawing's own frame in its coordinates: the root's `viewBox` (else its width and height, or an Android
    /// vector's viewport); nil when the file gives none.
    public var viewport: BoundingBox?
    /// The size the drawing is shown at, when the file says (an SVG's `width` and `height` in absolute units, an
    /// Android vector's `android:width`/`height` in dp): a `viewBox` of 960 may be a 24-point icon.
    public var displaySize: (width: Double, height: Double)?
    /// What a browser shows of the drawing, in its coordinates, when the root's CSS size differs in shape from its
    /// `viewBox` (`preserveAspectRatio` then shows more than the viewBox on one axis); nil when it is the viewport.
    public var visibleArea: BoundingBox?

    public init(format: String, file: String, location: SourceLocation, declaredMode: ExportName.Mode?,
                background: ComponentPaint = .none, elements: [ComponentElement] = [], groups: [ComponentGroup] = [],
                viewport: BoundingBox? = nil)
    {
        self.viewport = viewport
        self.format = format
        self.file = file
        self.location = location
        self.declaredMode = declaredMode
        self.background = background
        self.elements = elements
        self.groups = groups
    }

    /// Whether the export's own CSS gives it different colours in a dark colour scheme.
    public var adaptsToColorScheme: Bool { paints(where: \.isByScheme) }

    /// Every colour the export paints with, fills and strokes, gradient stops included.
    public var colors: [ComponentColor] {
        ([background] + elements.flatMap { [$0.fill.paint, $0.stroke.paint] }).flatMap(\.colors)
    }

    /// Whether one of `colors` satisfies `predicate`, asked in place: every rule asks it of every export, and
    /// gathering the colours first cost an array per element.
    public func paints(where predicate: (ComponentColor) -> Bool) -> Bool {
        func matches(_ paint: ComponentPaint) -> Bool {
            switch paint {
            case .none, .unsupported: return false
            case let .solid(color): return predicate(color)
            case let .gradient(stops): return stops.contains(where: predicate)
            }
        }
        // By index: `contains` would copy each element out (a dozen reference counts), and this runs per rule.
        return matches(background) || elements.indices.contains { matches(elements[$0].fill.paint) || matches(elements[$0].stroke.paint) }
    }
}

/// A colour as an export writes it, with what the file itself could resolve already resolved.
/// Only the cases that hold colours are boxed: a plain colour is stored inline, not allocated.
public enum ComponentColor: Hashable, Sendable {
    case fixed(RGBA)
    /// `var(--name, fallback)` that the file's own CSS does not define: a theme palette entry of that name
    /// (with or without the leading `--`), else the fallback, else unknown.
    indirect case variable(name: String, fallback: ComponentColor?)
    /// `currentColor` with no `color` in the file, or an Android theme attribute (`?attr/colorPrimary`):
    /// the page or app that shows the export decides.
    case context(String)
    /// Different in a light and a dark colour scheme (the file's `@media (prefers-color-scheme: dark)` CSS).
    indirect case byScheme(light: ComponentColor, dark: ComponentColor)

    var isByScheme: Bool { if case .byScheme = self { true } else { false } }
}

public enum ComponentPaint: Hashable, Sendable {
    case none
    case solid(ComponentColor)
    /// A gradient: checked at its worst stop.
    case gradient(stops: [ComponentColor])
    /// A paint w3wlint cannot evaluate (a pattern, a missing `url(#…)` target), with a description.
    case unsupported(String)

    public var colors: [ComponentColor] {
        switch self {
        case .none, .unsupported: return []
        case let .solid(color): return [color]
        case let .gradient(stops): return stops
        }
    }

    public var isNone: Bool { self == .none }

    /// Whether the page decides every colour of it (`currentColor`): nothing to judge.
    public var isContextOnly: Bool {
        guard case let .solid(color) = self, case .context = color else { return false }
        return true
    }
}

/// A fill or a stroke: the paint, and the opacity it is painted with (`fill-opacity` × every `opacity` above).
public struct PaintLayer: Hashable, Sendable {
    public var paint: ComponentPaint
    public var opacity: Double
    /// The source text of the paint (`var(--anatomy-gray-600)`, `#FFF`), for messages.
    public var written: String

    public static let none = PaintLayer(paint: .none, opacity: 1, written: "none")

    /// Painted at all: not `none`, not fully transparent.
    public var isVisible: Bool {
        if case .solid(.fixed(let color)) = paint, color.alpha == 0 { return false }
        return !paint.isNone && opacity > 0
    }
}

/// The area an element's fill covers, in its own coordinates (see `ComponentElement.transform`).
public enum ComponentShape: Hashable, Sendable {
    case rect(BoundingBox, rx: Double, ry: Double)
    case ellipse(cx: Double, cy: Double, rx: Double, ry: Double)
    /// A path or polygon: its bounding box, and its outline, filled by the non-zero or the even-odd rule.
    case path(BoundingBox, outline: PathOutline, evenOdd: Bool)
    /// A line or polyline: it has no interior.
    case line(BoundingBox)
    case text(BoundingBox)

    public var localBounds: BoundingBox {
        switch self {
        case let .rect(box, _, _), let .path(box, _, _), let .line(box), let .text(box): return box
        case let .ellipse(cx, cy, rx, ry): return BoundingBox(minX: cx - rx, minY: cy - ry, maxX: cx + rx, maxY: cy + ry)
        }
    }
}

public struct ComponentText: Hashable, Sendable {
    public var content: String
    /// The font size in the component's coordinates (after transforms).
    public var fontSize: Double
    /// The font size as written on the element (before transforms).
    public var writtenFontSize: Double
    /// CSS weight, 1 … 1000.
    public var fontWeight: Int
    /// `letter-spacing` in the component's coordinates (points; `normal` is 0).
    public var letterSpacing: Double = 0
    /// The line height as a ratio of the font size: CSS `line-height` (a number, a length, a percentage), else the
    /// distance between the baselines of the text's lines (`tspan` `y`/`dy` layout); nil when neither says (one line).
    public var lineHeight: Double?

    /// WCAG large-scale text: 24 px, or 18.66 px bold.
    public var isLarge: Bool { FontStyle(size: fontSize, weight: fontWeight).isLargeText }
}

public struct ComponentElement: Hashable, Sendable {
    /// The element name (`rect`, `path`, `text`, `tspan`).
    public var kind: String
    /// A readable path to the element (`svg > g#Edit_Button > text > tspan`).
    public var path: String
    public var id: String?
    public var location: SourceLocation
    public var shape: ComponentShape
    /// From the element's coordinates to the component's.
    public var transform: AffineTransform
    /// The geometric bounds in the component's coordinates (strokes not included).
    public var bounds: BoundingBox
    public var fill: PaintLayer
    public var stroke: PaintLayer
    /// In the component's coordinates.
    public var strokeWidth: Double
    public var text: ComponentText? {
        get { textStorage?.value }
        set { textStorage = newValue.map(Boxed.init) }
    }
    /// Whether the element draws text, without copying the text out.
    public var hasText: Bool { textStorage != nil }
    /// The index (in `Component.groups`) of the group this element is drawn in.
    public var group: Int
    /// The box a `clip-path` on the element or a group above it limits painting to (component coordinates).
    public var clip: BoundingBox? {
        get { clipStorage?.value }
        set { clipStorage = newValue.map(Boxed.init) }
    }
    /// The exact text of a rect's `rx` and `ry` attribute values, by name, those it has (empty when either is not exactly
    /// locatable, or the element is drawn through a `use`): what a corner-radius fix edits.
    public var radiusSpans: [String: SourceSpan] = [:]
    /// The layer name a design tool gave the element: `data-name` (Illustrator), else `id` (Figma, Sketch).
    public var layerName: String?
    /// The shape of the nearest `clip-path` or `mask` on the element or a group above it, when it is one shape.
    public var mask: ComponentMask? {
        get { maskStorage?.value }
        set { maskStorage = newValue.map(Boxed.init) }
    }
    // Fields most elements lack are kept out of line: inline they took 136 of an element's 488 bytes, and a large
    // drawing holds a hundred thousand elements.
    private var textStorage: Boxed<ComponentText>?
    private var clipStorage: Boxed<BoundingBox>?
    private var maskStorage: Boxed<ComponentMask>?

    public init(kind: String, path: String, id: String?, location: SourceLocation, shape: ComponentShape,
                transform: AffineTransform, fill: PaintLayer, stroke: PaintLayer, strokeWidth: Double,
                text: ComponentText? = nil, group: Int, clip: BoundingBox? = nil, layerName: String? = nil,
                mask: ComponentMask? = nil)
    {
        self.clipStorage = clip.map(Boxed.init)
        self.layerName = layerName ?? id
        self.maskStorage = mask.map(Boxed.init)
        self.kind = kind
        self.path = path
        self.id = id
        self.location = location
        self.shape = shape
        self.transform = transform
        self.bounds = shape.localBounds.applying(transform)
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.textStorage = text.map(Boxed.init)
        self.group = group
    }

    /// Whether the element's fill covers every point of `box` (component coordinates): the box's corners and centre
    /// lie inside the shape, which for convex shapes means the whole box does.
    public func fillCovers(_ box: BoundingBox) -> Bool {
        guard fill.isVisible, bounds.contains(box), clip?.contains(box) ?? true, let inverse = transform.inverse else {
            return false
        }
        let points = [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY),
                      ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)].map { inverse.apply($0.0, $0.1) }
        let epsilon = 1e-6
        switch shape {
        case .line, .text:
            return false
        case let .path(_, outline, evenOdd):
            let polygons = outline.polygons
            return points.allSatisfy { Self.isInside($0.x, $0.y, polygons: polygons, evenOdd: evenOdd) }
        case let .rect(bounds, rx, ry):
            return points.allSatisfy { point in
                guard bounds.contains(BoundingBox(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y))
                else { return false }
                guard rx > 0, ry > 0 else { return true }
                // Inside a rounded corner's square, the point must lie inside the corner's ellipse.
                let cx = point.x < bounds.minX + rx ? bounds.minX + rx : (point.x > bounds.maxX - rx ? bounds.maxX - rx : point.x)
                let cy = point.y < bounds.minY + ry ? bounds.minY + ry : (point.y > bounds.maxY - ry ? bounds.maxY - ry : point.y)
                let dx = (point.x - cx) / rx
                let dy = (point.y - cy) / ry
                return dx * dx + dy * dy <= 1 + epsilon
            }
        case let .ellipse(cx, cy, rx, ry):
            guard rx > 0, ry > 0 else { return false }
            return points.allSatisfy { point in
                let dx = (point.x - cx) / rx
                let dy = (point.y - cy) / ry
                return dx * dx + dy * dy <= 1 + epsilon
            }
        }
    }
}

extension ComponentElement {
    /// Whether a point lies inside polygons filled by the non-zero or even-odd rule (winding numbers by crossings).
    static func isInside(_ x: Double, _ y: Double, polygons: [[PathPoint]], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= y, b.y > y, (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) > 0 {
                    winding += 1
                    crossings += 1
                } else if a.y > y, b.y <= y, (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }
}

/// The outline of a path as it was written, made into polygons when a rule asks: sampled curves took 1 kB a path,
/// three times the path data they come from.
public struct PathOutline: Hashable, Sendable {
    private enum Source: Hashable, Sendable {
        /// SVG path syntax, as in `d` and Android's `pathData`.
        case pathData(String)
        case polygons([[PathPoint]])
    }

    private let source: Source

    public init(pathData: String) { source = .pathData(pathData) }
    public init(polygons: [[PathPoint]]) { source = .polygons(polygons) }

    /// The subpaths as polygons, curves sampled.
    public var polygons: [[PathPoint]] {
        switch source {
        case let .pathData(data): return PathData.polygons(data)
        case let .polygons(polygons): return polygons
        }
    }
}

public struct PathPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
}

/// The outline a `clip-path` or `mask` cuts an element to, in the component's coordinates.
public enum ComponentMask: Hashable, Sendable {
    case ellipse(width: Double, height: Double)
    /// A rectangle with its corner radius (the smaller of `rx` and `ry` after scaling).
    case rect(width: Double, height: Double, radius: Double)
    /// Several shapes, a path or a transform that is not a plain scale: described, not measured.
    case other(String)
}

/// A `g`, `svg` or `use` element: the unit inside which spacing is measured.
public struct ComponentGroup: Hashable, Sendable {
    public var kind: String
    public var path: String
    public var id: String?
    /// The layer name a design tool gave the group: `data-name`, else `id`.
    public var layerName: String?
    public var location: SourceLocation
    /// The enclosing group's index; nil for the root.
    public var parent: Int?

    public init(kind: String, path: String, id: String?, location: SourceLocation, parent: Int?, layerName: String? = nil) {
        self.layerName = layerName ?? id
        self.kind = kind
        self.path = path
        self.id = id
        self.location = location
        self.parent = parent
    }
}

extension ExportName {
    /// The folder of the export's variant key: exports whose keys share it are compared with each other (twins,
    /// siblings with dark variants). Worked out without reading the name when no folder can mark a mode (no `light`
    /// or `dark` folder, no `night` qualifier), as for most paths of a large tree.
    public static func variantFolder(of path: String) -> String {
        let bytes = path.utf8
        let marksNoMode = bytes.allSatisfy { $0 < 0x80 } && !PathText.hasFolder(path, namedIgnoringCase: "light")
            && !PathText.hasFolder(path, namedIgnoringCase: "dark") && !PathText.contains(path, "night", ignoringCase: true)
        return PathText.folder(of: marksNoMode ? path : ExportName(path: path).variantKey)
    }
}
