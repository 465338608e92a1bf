import Foundation

extension ColorMath {
    /// A colour in OKLab (Björn Ottosson, 2020): L in 0…1, a and b about −0.4…0.4.
    public struct OKLab: Hashable, Sendable {
        public var l: Double
        public var a: Double
        public var b: Double

        /// OKLCH chroma: how far from grey (0), about 0.37 at the most in sRGB.
        public var chroma: Double { (a * a + b * b).squareRoot() }
    }

    /// sRGB (0…255 channels) to OKLab, with the published M1/M2 matrices applied to linear light.
    public static func oklab(_ c: Channels) -> OKLab {
        let r = linearize(c.red)
        let g = linearize(c.green)
        let b = linearize(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return OKLab(l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// ΔE_OK: the Euclidean distance in OKLab (0 = same colour; about 0.02 is a just-noticeable difference).
    public static func deltaEOK(_ x: Channels, _ y: Channels) -> Double {
        deltaEOK(oklab(x), oklab(y))
    }

    /// ΔE_OK of two colours already in OKLab (a palette converted once, searched many times).
    public static func deltaEOK(_ p: OKLab, _ q: OKLab) -> Double {
        ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }

    /// Source-over with a fractional alpha: `top` at `alpha` (0…1) over an opaque `bottom`.
    public static func composite(_ top: Channels, alpha: Double, over bottom: Channels) -> Channels {
        func mix(_ t: Double, _ b: Double) -> Double { t * alpha + b * (1 - alpha) }
        return Channels(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    /// `#RRGGBB` of channels rounded to 8 bits, for messages about composited colours.
    public static func hex(_ c: Channels) -> String {
        RGBA(red: UInt8(min(255, max(0, c.red.rounded()))), green: UInt8(min(255, max(0, c.green.rounded()))),
             blue: UInt8(min(255, max(0, c.blue.rounded())))).hex
    }
}
