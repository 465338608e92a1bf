import Foundation

/// SVG path data (`d`, Android's `pathData`) as geometry: exact bounds, whether it encloses an area, and its
/// subpaths flattened to polygons. In the model because `PathOutline` keeps the text and parses it again when a rule
/// asks for its polygons; the loaders use it for bounds.
enum PathData {
    /// Numbers as SVG writes them: `1`, `-.5`, `1e-3`, run together as `0.5.5` or `1-2`.
    struct NumberScanner {
        let scalars: [UInt8]
        var index = 0

        init(_ text: Substring) { scalars = Array(text.utf8) }
        init(_ text: String) { scalars = Array(text.utf8) }

        mutating func skipSeparators() {
            while index < scalars.count, [0x20, 0x09, 0x0A, 0x0D, 0x2C].contains(scalars[index]) { index += 1 }
        }

        var atEnd: Bool {
            var probe = self
            probe.skipSeparators()
            return probe.index >= scalars.count
        }

        mutating func peekLetter() -> UInt8? {
            skipSeparators()
            guard index < scalars.count else { return nil }
            let byte = scalars[index]
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            return isLetter && byte != UInt8(ascii: "e") && byte != UInt8(ascii: "E") ? byte : nil
        }

        /// An arc flag: a single `0` or `1`, which may be written without a separator (`a1 1 0 00.5.5`).
        mutating func flag() -> Double? {
            skipSeparators()
            guard index < scalars.count, scalars[index] == UInt8(ascii: "0") || scalars[index] == UInt8(ascii: "1")
            else { return nil }
            defer { index += 1 }
            return scalars[index] == UInt8(ascii: "1") ? 1 : 0
        }

        mutating func number() -> Double? {
            skipSeparators()
            let start = index
            // The digits are gathered as they are scanned: with at most 15 of them and a power of ten within ±22,
            // one exact multiplication or division gives the correctly rounded value, the one strtod gives
            // (Clinger's fast path), without making a String of every number of a path.
            var mantissa: UInt64 = 0
            var digitCount = 0
            func digits() -> Int {
                let begin = index
                while index < scalars.count, scalars[index] >= 0x30, scalars[index] <= 0x39 {
                    if digitCount < 19 { mantissa = mantissa * 10 + UInt64(scalars[index] - 0x30) }
                    digitCount += 1
                    index += 1
                }
                return index - begin
            }
            var negative = false
            if index < scalars.count, scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") {
                negative = scalars[index] == UInt8(ascii: "-")
                index += 1
            }
            var any = digits() > 0
            var fractionDigits = 0
            if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
                index += 1
                fractionDigits = digits()
                any = fractionDigits > 0 || any
            }
            guard any else {
                index = start
                return nil
            }
            var exponent = 0
            var exponentFits = true
            if index < scalars.count, scalars[index] == UInt8(ascii: "e") || scalars[index] == UInt8(ascii: "E") {
                let mark = index
                index += 1
                var exponentNegative = false
                if index < scalars.count, scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") {
                    exponentNegative = scalars[index] == UInt8(ascii: "-")
                    index += 1
                }
                let exponentStart = index
                while index < scalars.count, scalars[index] >= 0x30, scalars[index] <= 0x39 {
                    if index - exponentStart < 4 { exponent = exponent * 10 + Int(scalars[index] - 0x30) } else { exponentFits = false }
                    index += 1
                }
                if index == exponentStart { index = mark } else if exponentNegative { exponent = -exponent }
            }
            let power = exponent - fractionDigits
            if digitCount <= 15, exponentFits, power >= -22, power <= 22 {
                let whole = Double(mantissa)
                let value = power == 0 ? whole : (power > 0 ? whole * Self.powersOfTen[power] : whole / Self.powersOfTen[-power])
                return negative ? -value : value
            }
            return Double(String(decoding: scalars[start..<index], as: UTF8.self))
        }

        /// 1e0 … 1e22, each exact in a Double.
        private static let powersOfTen: [Double] = (0...22).map { power in
            (0..<power).reduce(1.0) { value, _ in value * 10 }
        }
    }

    /// The exact bounding box of path data (curve and arc extremes included), or nil when there is no segment.
    static func bounds(_ data: String) -> BoundingBox? {
        shape(data)?.bounds
    }

    /// What a loader keeps of path data: its exact bounding box and whether it can enclose an area (see
    /// `geometry`), without sampling its curves into polygons. nil when there is no segment.
    static func shape(_ data: String) -> (bounds: BoundingBox, hasArea: Bool)? {
        parse(data, measuresBounds: true, keepsPolygons: false).map { ($0.bounds, $0.hasArea) }
    }

    /// Path data as geometry: its exact bounding box (curve and arc extremes included), whether it can enclose an
    /// area (a path of lone line segments such as `M0 0L4 4` paints no fill), and its subpaths flattened to polygons
    /// (curves and arcs sampled) for telling which points its fill covers. nil when there is no segment.
    /// Parsing stops at the first error, as SVG renders a path up to its first error.
    static func geometry(_ data: String) -> (bounds: BoundingBox, hasArea: Bool, polygons: [[PathPoint]])? {
        parse(data, measuresBounds: true, keepsPolygons: true)
    }

    /// The polygons of `geometry` alone: what a rule asks of a path again and again, without the curves' extremes.
    static func polygons(_ data: String) -> [[PathPoint]] {
        parse(data, measuresBounds: false, keepsPolygons: true)?.polygons ?? []
    }

    /// The one parser behind `geometry`, `shape` and `polygons`: bounds measured (curve extremes
    /// included) or only whether there is a segment; polygons kept or only their points counted for `hasArea`.
    private static func parse(_ data: String, measuresBounds: Bool, keepsPolygons: Bool)
        -> (bounds: BoundingBox, hasArea: Bool, polygons: [[PathPoint]])?
    {
        var scanner = NumberScanner(data)
        var walk = PathWalk(measuresBounds: measuresBounds, keepsPolygons: keepsPolygons)
        var command: UInt8 = 0
        while true {
            if let letter = scanner.peekLetter() {
                command = letter
                scanner.index += 1
            } else if scanner.atEnd || command == 0 {
                break
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
            guard walk.step(command, reading: &scanner) else { break }
        }
        guard let box = walk.box else { return nil }
        return (box, walk.hasArea, walk.polygons.filter { $0.count >= 3 })
    }

    /// One walk along path data: the current point, the subpath, and what the parse gathers (bounds, polygons).
    private struct PathWalk {
        typealias Point = (x: Double, y: Double)
        let measuresBounds: Bool
        let keepsPolygons: Bool
        var box: BoundingBox?
        var polygons: [[PathPoint]] = []
        /// Points of the current subpath, its start included (0 before the first `M` or `Z`).
        var subpathPoints = 0
        var hasArea = false
        var current: Point = (0, 0)
        var subpathStart: Point = (0, 0)
        var lastControl: Point?
        var lastCommand: UInt8 = 0

        init(measuresBounds: Bool, keepsPolygons: Bool) {
            self.measuresBounds = measuresBounds
            self.keepsPolygons = keepsPolygons
        }

        /// Reads one command's numbers and draws it; false at the first error, where SVG stops rendering.
        mutating func step(_ command: UInt8, reading scanner: inout NumberScanner) -> Bool {
            let relative = command >= 0x61
            let upper = relative ? command - 0x20 : command
            var control: Point?
            var goesOn = true
            switch upper {
            case UInt8(ascii: "Z"):
                current = subpathStart
                startSubpath(current)
                // Z takes no numbers: a number after it without a command is an error.
                goesOn = scanner.peekLetter() != nil || scanner.atEnd
            case UInt8(ascii: "M"):
                guard let p = point(&scanner, relative) else { return false }
                subpathStart = p
                moveTo(p)
            case UInt8(ascii: "L"):
                guard let p = point(&scanner, relative) else { return false }
                lineTo(p)
            case UInt8(ascii: "H"):
                guard let x = scanner.number() else { return false }
                lineTo((relative ? current.x + x : x, current.y))
            case UInt8(ascii: "V"):
                guard let y = scanner.number() else { return false }
                lineTo((current.x, relative ? current.y + y : y))
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                var c1 = reflectedControl(after: UInt8(ascii: "C"), or: UInt8(ascii: "S"))
                if upper == UInt8(ascii: "C") {
                    guard let p = point(&scanner, relative) else { return false }
                    c1 = p
                }
                guard let c2 = point(&scanner, relative), let end = point(&scanner, relative) else { return false }
                cubicTo(c1, c2, end)
                control = c2
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                var c1 = reflectedControl(after: UInt8(ascii: "Q"), or: UInt8(ascii: "T"))
                if upper == UInt8(ascii: "Q") {
                    guard let p = point(&scanner, relative) else { return false }
                    c1 = p
                }
                guard let end = point(&scanner, relative) else { return false }
                quadraticTo(c1, end)
                control = c1
            case UInt8(ascii: "A"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                      let large = scanner.flag(), let sweep = scanner.flag(), let end = point(&scanner, relative) else { return false }
                arcTo(end, arc: Arc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large == 1, sweep: sweep == 1))
            default:
                return false
            }
            lastControl = control
            lastCommand = upper
            return goesOn
        }

        private func point(_ scanner: inout NumberScanner, _ relative: Bool) -> Point? {
            guard let x = scanner.number(), let y = scanner.number() else { return nil }
            return relative ? (current.x + x, current.y + y) : (x, y)
        }

        /// S and T: the previous curve's last control point reflected through the current point, if that curve
        /// was of the same kind (`curve` or `smooth`); else the current point.
        private func reflectedControl(after curve: UInt8, or smooth: UInt8) -> Point {
            guard let last = lastControl, lastCommand == curve || lastCommand == smooth else { return current }
            return (2 * current.x - last.x, 2 * current.y - last.y)
        }

        private mutating func include(_ x: Double, _ y: Double) {
            let point = BoundingBox(minX: x, minY: y, maxX: x, maxY: y)
            guard measuresBounds else {
                // Only whether there was a segment.
                if box == nil { box = point }
                return
            }
            box = box.map { $0.union(point) } ?? point
        }

        private mutating func startSubpath(_ p: Point) {
            subpathPoints = 1
            if keepsPolygons { polygons.append([PathPoint(x: p.x, y: p.y)]) }
        }

        private mutating func vertex(_ x: Double, _ y: Double) {
            if keepsPolygons {
                if subpathPoints == 0 { polygons.append([]) }
                polygons[polygons.count - 1].append(PathPoint(x: x, y: y))
            }
            subpathPoints += 1
            if subpathPoints >= 3 { hasArea = true }
        }

        private mutating func moveTo(_ p: Point) {
            current = p
            include(p.x, p.y)
            startSubpath(p)
        }

        private mutating func lineTo(_ p: Point) {
            current = p
            include(p.x, p.y)
            vertex(p.x, p.y)
        }

        private mutating func cubicTo(_ c1: Point, _ c2: Point, _ end: Point) {
            let start = current
            if measuresBounds {
                func includeAt(_ t: Double) {
                    let p = cubic(start, c1, c2, end, t)
                    include(p.x, p.y)
                }
                cubicExtremes(start.x, c1.x, c2.x, end.x, includeAt)
                cubicExtremes(start.y, c1.y, c2.y, end.y, includeAt)
            }
            for step in 1...8 {
                let p = cubic(start, c1, c2, end, Double(step) / 8)
                vertex(p.x, p.y)
            }
            hasArea = true
            include(end.x, end.y)
            current = end
        }

        private mutating func quadraticTo(_ c1: Point, _ end: Point) {
            let start = current
            func quadratic(_ t: Double) -> Point {
                ((1 - t) * (1 - t) * start.x + 2 * (1 - t) * t * c1.x + t * t * end.x,
                 (1 - t) * (1 - t) * start.y + 2 * (1 - t) * t * c1.y + t * t * end.y)
            }
            if measuresBounds {
                for t in [quadraticExtreme(start.x, c1.x, end.x), quadraticExtreme(start.y, c1.y, end.y)].compactMap({ $0 }) {
                    let p = quadratic(t)
                    include(p.x, p.y)
                }
            }
            for step in 1...6 {
                let p = quadratic(Double(step) / 6)
                vertex(p.x, p.y)
            }
            hasArea = true
            include(end.x, end.y)
            current = end
        }

        /// An arc to `end`; a degenerate one (a zero radius) is a line.
        private mutating func arcTo(_ end: Point, arc: Arc?) {
            if measuresBounds { for p in arc?.extremes ?? [] { include(p.x, p.y) } }
            if let arc {
                for step in 1...12 {
                    let p = arc.point(at: Double(step) / 12)
                    vertex(p.x, p.y)
                }
                hasArea = true
            } else {
                vertex(end.x, end.y)
            }
            include(end.x, end.y)
            current = end
        }
    }

    private static func cubic(_ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
                              _ p3: (x: Double, y: Double), _ t: Double) -> (x: Double, y: Double)
    {
        let u = 1 - t
        func axis(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
        }
        return (axis(p0.x, p1.x, p2.x, p3.x), axis(p0.y, p1.y, p2.y, p3.y))
    }

    /// The parameters in (0, 1) where a cubic Bézier's coordinate has a turning point, each passed to `body` (no
    /// array: a drawing's curves ask this a few hundred thousand times).
    private static func cubicExtremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ body: (Double) -> Void) {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        func root(_ t: Double) { if t > 0, t < 1 { body(t) } }
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { root(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                root((-b + s) / (2 * a))
                root((-b - s) / (2 * a))
            }
        }
    }

    private static func quadraticExtreme(_ p0: Double, _ p1: Double, _ p2: Double) -> Double? {
        let denominator = p0 - 2 * p1 + p2
        guard abs(denominator) > 1e-12 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// An elliptical arc in centre form (SVG 1.1 F.6 endpoint-to-centre conversion).
    private struct Arc {
        var cx, cy, rx, ry, cosPhi, sinPhi, theta1, delta: Double

        init?(from start: (x: Double, y: Double), to end: (x: Double, y: Double), rx: Double, ry: Double,
              rotation: Double, largeArc: Bool, sweep: Bool)
        {
            var rx = abs(rx)
            var ry = abs(ry)
            guard rx > 0, ry > 0, start != end else { return nil }
            let phi = rotation * .pi / 180
            (cosPhi, sinPhi) = (cos(phi), sin(phi))
            let dx = (start.x - end.x) / 2
            let dy = (start.y - end.y) / 2
            let x1 = cosPhi * dx + sinPhi * dy
            let y1 = -sinPhi * dx + cosPhi * dy
            let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
            if lambda > 1 {
                rx *= lambda.squareRoot()
                ry *= lambda.squareRoot()
            }
            let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
            let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
            var coefficient = denominator == 0 ? 0 : (numerator / denominator).squareRoot()
            if largeArc == sweep { coefficient = -coefficient }
            let cx1 = coefficient * rx * y1 / ry
            let cy1 = -coefficient * ry * x1 / rx
            cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
            cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
            self.rx = rx
            self.ry = ry
            theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
            var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
            if sweep, delta < 0 { delta += 2 * .pi }
            if !sweep, delta > 0 { delta -= 2 * .pi }
            self.delta = delta
        }

        func point(angle theta: Double) -> (x: Double, y: Double) {
            (cx + rx * cos(theta) * cosPhi - ry * sin(theta) * sinPhi,
             cy + rx * cos(theta) * sinPhi + ry * sin(theta) * cosPhi)
        }

        /// The point at `t` (0 = start, 1 = end).
        func point(at t: Double) -> (x: Double, y: Double) { point(angle: theta1 + delta * t) }

        /// The points where x or y is extreme: the angles where dx/dθ or dy/dθ is 0 that the arc passes through.
        var extremes: [(x: Double, y: Double)] {
            let thetaX = atan2(-ry * sinPhi, rx * cosPhi)
            let thetaY = atan2(ry * cosPhi, rx * sinPhi)
            var result: [(x: Double, y: Double)] = []
            for base in [thetaX, thetaY] {
                for k in -4...4 {
                    let theta = base + Double(k) * .pi
                    let t = (theta - theta1) / delta
                    if t > 0, t < 1 { result.append(point(angle: theta)) }
                }
            }
            return result
        }
    }
}
