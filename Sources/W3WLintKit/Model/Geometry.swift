import Foundation

/// A 2-D affine transform as SVG writes it: `matrix(a b c d e f)` maps (x, y) to (a·x + c·y + e, b·x + d·y + f).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, e, f: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    public static func rotation(degrees: Double) -> AffineTransform {
        let r = degrees * .pi / 180
        return AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), e: 0, f: 0)
    }

    /// `self` applied after `inner`: a point is first mapped by `inner`, then by `self`
    /// (`parent.concatenating(child)` is the child's full transform).
    public func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    public var determinant: Double { a * d - b * c }

    public var inverse: AffineTransform? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    /// How much lengths along x and y grow (the columns' lengths).
    public var scaleX: Double { (a * a + b * b).squareRoot() }
    public var scaleY: Double { (c * c + d * d).squareRoot() }
    /// The factor a length in no particular direction (font size, stroke width) grows by.
    public var uniformScale: Double { abs(determinant).squareRoot() }
}

/// An axis-aligned box.
public struct BoundingBox: Hashable, Sendable {
    public var minX, minY, maxX, maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }

    /// Coordinates an export may use: a billion points is far beyond any drawing, and within it every extent,
    /// area and grid count stays finite (1e308 and its extents overflow to infinity).
    public static let coordinateLimit = 1e9

    /// `(minX, minY)–(maxX, maxY)`, for messages.
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)))–(\(formatNumber(maxX)), \(formatNumber(maxY)))"
    }

    /// Whether every edge is finite and within ±`coordinateLimit`.
    public var isWithinCoordinateLimit: Bool {
        [minX, minY, maxX, maxY].allSatisfy { $0.isFinite && abs($0) <= Self.coordinateLimit }
    }

    public func union(_ other: BoundingBox) -> BoundingBox {
        BoundingBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                    maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The box around the four transformed corners.
    public func applying(_ transform: AffineTransform) -> BoundingBox {
        let corners = [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)].map { transform.apply($0.0, $0.1) }
        return BoundingBox(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                           maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!)
    }

    public func contains(_ other: BoundingBox, tolerance: Double = 1e-6) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public func overlapsHorizontally(_ other: BoundingBox) -> Bool { minX < other.maxX && other.minX < maxX }
    public func overlapsVertically(_ other: BoundingBox) -> Bool { minY < other.maxY && other.minY < maxY }
}
