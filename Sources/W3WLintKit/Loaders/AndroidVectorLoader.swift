import Foundation

/// Reads Android vector drawables (`res/drawable*/…xml` whose root is `<vector>`) into a `Component`: every `<path>`
/// with its fill and stroke (`#ARGB` colours, `@color/name` as the theme palette entry `name`, theme attributes
/// `?attr/…` as decided by the app), `fillAlpha`/`strokeAlpha`, the vector's `alpha` and `tint`, and the
/// transforms of enclosing `<group>`s. Other drawables in those folders (shapes, selectors, layer lists) are read
/// only for well-formedness: they paint nothing w3wlint can check.
public struct AndroidVectorLoader: Loader {
    public init() {}

    public var formatName: String { "Android vector drawable" }
    public func commentSyntax(forFile file: String) -> CommentSyntax? { .xml }
    /// The element tree and shapes hold 30 to 60 bytes a source byte (short texts the most).
    public var maximumReadSize: Int { 2 << 20 }
    public var filePatterns: [String] { ["res/drawable*/*.xml"] }

    public var readsComponentExports: Bool { true }

    public func canLoad(path: String) -> Bool {
        guard PathText.hasSuffix(path, ignoringCase: ".xml") else { return false }
        let parts = PathText.lastComponents(of: path, count: 2)
        return parts.count == 2 && parts[0].hasPrefix("drawable")
    }

    public func load(contents: Data, file: String) -> LoadResult {
        LargeStack.run { Self.read(contents, file: file) }
    }

    private static func read(_ contents: Data, file: String) -> LoadResult {
        let parsed = XMLDocumentParser.parse(contents, file: file)
        var diagnostics = parsed.problems.map { XMLLoading.finding(for: $0, file: file) }
        guard let root = parsed.root, root.name == "vector" else { return LoadResult(diagnostics: diagnostics) }
        var builder = AndroidVectorBuilder(file: file)
        let component = builder.build(root)
        diagnostics += builder.diagnostics
        return LoadResult(model: DesignModel(components: [component]), diagnostics: diagnostics)
    }
}

struct AndroidVectorBuilder {
    let file: String
    private(set) var diagnostics: [Finding] = []
    private var elements: [ComponentElement] = []
    private var groups: [ComponentGroup] = []
    private var tint: (color: ComponentColor, written: String)?

    init(file: String) {
        self.file = file
    }

    private func location(_ element: XMLElementNode) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }

    /// An Android colour value: `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha first), a resource or an attribute.
    static func color(_ text: String) -> ComponentColor? {
        let value = text.trimmedWhitespace()
        if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            let expanded = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
            let bytes = stride(from: 0, to: expanded.count, by: 2).compactMap { UInt8(String(expanded[$0...$0 + 1]), radix: 16) }
            // `isHexDigit` admits full-width digits, which `UInt8(_:radix:)` rejects.
            guard bytes.count * 2 == expanded.count else { return nil }
            let hasAlpha = bytes.count == 4
            let rgb = hasAlpha ? Array(bytes.dropFirst()) : bytes
            return .fixed(RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: hasAlpha ? bytes[0] : 255))
        }
        let systemColors: [String: RGBA] = [
            "@android:color/white": .white, "@android:color/black": .black,
            "@android:color/transparent": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
        ]
        if let system = systemColors[value] { return .fixed(system) }
        if value.hasPrefix("@color/") { return .variable(name: String(value.dropFirst("@color/".count)), fallback: nil) }
        // Theme attributes, platform colours and Material's `@macro/` (a theme attribute by another name) are decided
        // by the theme in force where the resource is used.
        if value.hasPrefix("?") || value.hasPrefix("@android:color/") || value.hasPrefix("@macro/") { return .context(value) }
        return nil
    }

    private mutating func paint(_ element: XMLElementNode, attribute: String) -> (ComponentPaint, String) {
        // An inline gradient: `<aapt:attr name="android:fillColor"><gradient>…`.
        if let inline = element.childElements.first(where: { $0.name == "attr" && $0.attribute("name") == attribute }),
           let gradient = inline.childElements.first(where: { $0.name == "gradient" })
        {
            var stops = gradient.childElements.filter { $0.name == "item" }.compactMap { $0.attribute("android:color").flatMap(Self.color) }
            if stops.isEmpty {
                stops = ["android:startColor", "android:centerColor", "android:endColor"]
                    .compactMap { gradient.attribute($0).flatMap(Self.color) }
            }
            return (stops.isEmpty ? .none : .gradient(stops: stops), "gradient")
        }
        guard let text = element.attribute(attribute) else { return (.none, "none") }
        guard let color = Self.color(text) else {
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                                       message: "invalid \(attribute) `\(text)`: not #RGB, #ARGB, #RRGGBB, #AARRGGBB, "
                                           + "@color/…, @android:color/… or ?attr/…",
                                       location: location(element)))
            return (.none, text)
        }
        if tint != nil, case let .fixed(original) = color, original.alpha == 0 { return (.none, text) }
        // `android:tint` (SRC_IN) repaints every opaque pixel in the tint colour.
        if let tint { return (.solid(tint.color), tint.written) }
        return (.solid(color), text)
    }

    private static func number(_ element: XMLElementNode, _ name: String, default value: Double) -> Double {
        element.attribute(name).flatMap { Double($0.trimmedWhitespace()) } ?? value
    }

    mutating func build(_ root: XMLElementNode) -> Component {
        if let text = root.attribute("android:tint") {
            if let color = Self.color(text) { tint = (color, text) }
        }
        let alpha = min(1, max(0, Self.number(root, "android:alpha", default: 1)))
        groups.append(ComponentGroup(kind: "vector", path: "vector", id: root.attribute("android:name"),
                                     location: location(root), parent: nil))
        let viewportWidth = Self.number(root, "android:viewportWidth", default: 0)
        let viewportHeight = Self.number(root, "android:viewportHeight", default: 0)
        // The drawing is shown at `android:width` × `android:height` (dp): its viewport coordinates are scaled to those,
        // so sizes, radii and gaps are measured in dp (a 24 dp icon drawn on a 960-unit viewport is 24 high).
        var transform = AffineTransform.identity
        var viewport = viewportWidth > 0 && viewportHeight > 0 ? BoundingBox(x: 0, y: 0, width: viewportWidth, height: viewportHeight) : nil
        if viewportWidth > 0, viewportHeight > 0, let width = Self.dimension(root.attribute("android:width")),
           let height = Self.dimension(root.attribute("android:height"))
        {
            transform = AffineTransform(a: width / viewportWidth, b: 0, c: 0, d: height / viewportHeight, e: 0, f: 0)
            viewport = BoundingBox(x: 0, y: 0, width: width, height: height)
        }
        if alpha > 0 { walk(root, transform: transform, alpha: alpha, path: "vector", group: 0) }
        return Component(format: "android-vector", file: file, location: location(root),
                         declaredMode: ExportName(path: file).mode, elements: elements, groups: groups, viewport: viewport)
    }

    /// A size in dp (`24dp`, `24dip`, `24px`, `24`); nil for a resource reference (`@dimen/icon`) or anything else.
    static func dimension(_ text: String?) -> Double? {
        guard var value = text?.trimmedWhitespace().lowercased() else { return nil }
        for unit in ["dip", "dp", "px"] where value.hasSuffix(unit) {
            value = String(value.dropLast(unit.count))
            break
        }
        guard let number = Double(value), number > 0, number.isFinite else { return nil }
        return number
    }

    private mutating func walk(_ element: XMLElementNode, transform: AffineTransform, alpha: Double, path: String, group: Int) {
        let children = element.childElements
        var counts: [String: Int] = [:]
        for child in children { counts[child.name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        for child in children {
            seen[child.name, default: 0] += 1
            var label = child.name
            if let name = child.attribute("android:name") {
                label += "#\(name)"
            } else if counts[child.name]! > 1 {
                label += "[\(seen[child.name]!)]"
            }
            let childPath = path + " > " + label
            switch child.name {
            case "group":
                // Android applies scale and rotation about the pivot, then the translation.
                let pivotX = Self.number(child, "android:pivotX", default: 0)
                let pivotY = Self.number(child, "android:pivotY", default: 0)
                let local = AffineTransform.translation(Self.number(child, "android:translateX", default: 0) + pivotX,
                                                        Self.number(child, "android:translateY", default: 0) + pivotY)
                    .concatenating(.rotation(degrees: Self.number(child, "android:rotation", default: 0)))
                    .concatenating(.scale(Self.number(child, "android:scaleX", default: 1),
                                          Self.number(child, "android:scaleY", default: 1)))
                    .concatenating(.translation(-pivotX, -pivotY))
                groups.append(ComponentGroup(kind: "group", path: childPath, id: child.attribute("android:name"),
                                             location: location(child), parent: group))
                walk(child, transform: transform.concatenating(local), alpha: alpha, path: childPath, group: groups.count - 1)
            case "path":
                guard let data = child.attribute("android:pathData"), let geometry = PathData.shape(data) else {
                    continue
                }
                guard geometry.bounds.isWithinCoordinateLimit else {
                    diagnostics.append(Finding(ruleID: LoaderDiagnostic.invalidValue, severity: .error,
                                               message: "`android:pathData` reaches beyond ±1e9 (bounds \(geometry.bounds.description)); the path is ignored",
                                               location: location(child)))
                    continue
                }
                let evenOdd = child.attribute("android:fillType")?.lowercased() == "evenodd"
                let shape: ComponentShape = geometry.hasArea
                    ? .path(geometry.bounds, outline: PathOutline(pathData: data), evenOdd: evenOdd) : .line(geometry.bounds)
                let (fillPaint, fillWritten) = paint(child, attribute: "android:fillColor")
                let (strokePaint, strokeWritten) = paint(child, attribute: "android:strokeColor")
                let fillAlpha = min(1, max(0, Self.number(child, "android:fillAlpha", default: 1)))
                let strokeAlpha = min(1, max(0, Self.number(child, "android:strokeAlpha", default: 1)))
                let strokeWidth = Self.number(child, "android:strokeWidth", default: 0) * transform.uniformScale
                var fill = PaintLayer(paint: fillPaint, opacity: fillAlpha * alpha, written: fillWritten)
                if case .line = shape { fill = .none }
                let stroke = strokeWidth > 0
                    ? PaintLayer(paint: strokePaint, opacity: strokeAlpha * alpha, written: strokeWritten) : .none
                guard fill.isVisible || stroke.isVisible else { continue }
                elements.append(ComponentElement(kind: "path", path: childPath, id: child.attribute("android:name"),
                                                 location: location(child), shape: shape, transform: transform,
                                                 fill: fill, stroke: stroke, strokeWidth: strokeWidth, group: group))
            default:
                // `clip-path` clips without painting.
                continue
            }
        }
    }
}
