import Foundation

/// SVG attribute micro-syntaxes: numbers and lengths, number lists and `transform`. Path data is `PathData`
/// (in the model: path outlines parse it again when a rule asks for their polygons).
enum SVGSyntax {
    static func numbers(_ text: String) -> [Double] {
        var scanner = PathData.NumberScanner(text)
        var result: [Double] = []
        while let value = scanner.number() { result.append(value) }
        return result
    }

    /// A length in user units: plain numbers and `px`; `pt`, `pc`, `mm`, `cm`, `in` converted at 96 dpi;
    /// `%` of `reference`; `em` of `fontSize`. nil for anything else.
    static func length(_ text: String?, reference: Double = 0, fontSize: Double = 16) -> Double? {
        guard var value = text?.trimmedWhitespace().lowercased(), !value.isEmpty else {
            return nil
        }
        if let number = Double(value), number.isFinite { return number }
        // Longest suffix first (`rem` before `em`).
        let units: [(String, Double)] = [("rem", 16), ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4),
                                         ("cm", 96 / 2.54), ("in", 96), ("em", fontSize), ("%", reference / 100)]
        var factor = 1.0
        for (unit, scale) in units where value.hasSuffix(unit) {
            value = String(value.dropLast(unit.count))
            factor = scale
            break
        }
        guard let number = Double(value.trimmedWhitespace()), number.isFinite else { return nil }
        return number * factor
    }

    /// `translate`, `scale`, `rotate`, `skewX`, `skewY` and `matrix`, in order; nil when the list is malformed.
    static func transform(_ text: String) -> AffineTransform? {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
                return nil
            }
            let name = rest[..<open].trimmedWhitespace()
            let arguments = numbers(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
            let step: AffineTransform
            switch (name, arguments.count) {
            case ("matrix", 6):
                step = AffineTransform(a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3],
                                       e: arguments[4], f: arguments[5])
            case ("translate", 1): step = .translation(arguments[0], 0)
            case ("translate", 2): step = .translation(arguments[0], arguments[1])
            case ("scale", 1): step = .scale(arguments[0], arguments[0])
            case ("scale", 2): step = .scale(arguments[0], arguments[1])
            case ("rotate", 1): step = .rotation(degrees: arguments[0])
            case ("rotate", 3):
                step = AffineTransform.translation(arguments[1], arguments[2])
                    .concatenating(.rotation(degrees: arguments[0]))
                    .concatenating(.translation(-arguments[1], -arguments[2]))
            case ("skewX", 1): step = AffineTransform(a: 1, b: 0, c: tan(arguments[0] * .pi / 180), d: 1, e: 0, f: 0)
            case ("skewY", 1): step = AffineTransform(a: 1, b: tan(arguments[0] * .pi / 180), c: 0, d: 1, e: 0, f: 0)
            default: return nil
            }
            result = result.concatenating(step)
        }
    }
}
