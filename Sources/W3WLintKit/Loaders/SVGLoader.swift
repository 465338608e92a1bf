import Foundation

/// Reads SVG component exports (`*.svg`) into a `Component`: every painted element with its resolved paint, geometry
/// and text properties, styled as a browser would (presentation attributes, `<style>` sheets, `style=""`,
/// inheritance, `currentColor`, `var()`), in the coordinates of the outermost `viewBox`.
public struct SVGLoader: Loader {
    public init() {}

    public var formatName: String { "SVG" }
    public func commentSyntax(forFile file: String) -> CommentSyntax? { .xml }
    /// The element tree and shapes hold 30 to 60 bytes a source byte (short texts the most).
    public var maximumReadSize: Int { 2 << 20 }
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
