import Foundation

/// Conversions from the colour spaces design tokens use (DTCG 2025.10 colour objects, Xcode colour sets) to the
/// 8-bit sRGB the WCAG maths works in. Matrices and transfer functions are those of CSS Color 4 (§ 18, sample
/// code); out-of-gamut results are clipped per channel, as browsers show them.
public enum ColorSpaces {
    /// The colour spaces `convert` understands, by their DTCG / CSS names.
    public static let supported = ["srgb", "srgb-linear", "display-p3", "hsl", "hwb", "oklab", "oklch", "lab", "lch",
                                   "xyz-d65", "xyz-d50", "xyz", "rec2020", "a98-rgb"]

    /// Components in the space's own ranges (DTCG: srgb 0…1, hsl hue in degrees with saturation and lightness
    /// 0…100, oklch L 0…1, C ≥ 0, hue in degrees, lab L 0…100); nil for an unknown space or a wrong component count.
    /// A `none` component is passed as nil and counts as 0, as CSS does.
    public static func convert(space: String, components: [Double?], alpha: Double = 1) -> RGBA? {
        guard components.count == 3 else { return nil }
        let c = components.map { $0 ?? 0 }
        guard c.allSatisfy(\.isFinite), alpha.isFinite else { return nil }
        let encoded: [Double]
        switch space.lowercased() {
        case "srgb": encoded = c
        case "srgb-linear": encoded = c.map(gammaEncode)
        case "display-p3": encoded = fromXYZ65(multiply(p3ToXYZ, c.map(gammaDecode)))
        case "rec2020": encoded = fromXYZ65(multiply(rec2020ToXYZ, c.map(rec2020Decode)))
        case "a98-rgb": encoded = fromXYZ65(multiply(a98ToXYZ, c.map { copysign(pow(abs($0), 563.0 / 256), $0) }))
        case "hsl": encoded = hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "hwb": encoded = hwbToSRGB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
        case "oklab": encoded = oklabToSRGB(l: c[0], a: c[1], b: c[2])
        case "oklch":
            let (a, b) = polar(chroma: c[1], hue: c[2])
            encoded = oklabToSRGB(l: c[0], a: a, b: b)
        case "lab": encoded = fromXYZ65(multiply(d50ToD65, labToXYZ50(l: c[0], a: c[1], b: c[2])))
        case "lch":
            let (a, b) = polar(chroma: c[1], hue: c[2])
            encoded = fromXYZ65(multiply(d50ToD65, labToXYZ50(l: c[0], a: a, b: b)))
        case "xyz-d65", "xyz": encoded = fromXYZ65(c)
        case "xyz-d50": encoded = fromXYZ65(multiply(d50ToD65, c))
        default: return nil
        }
        return RGBA(red: byte(encoded[0]), green: byte(encoded[1]), blue: byte(encoded[2]), alpha: byte(alpha))
    }

    /// A 0…1 channel, clipped, to 8 bits.
    static func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value.isNaN ? 0 : value)) * 255).rounded()) }

    /// The sRGB transfer function (linear light → encoded), extended to negative values by symmetry.
    public static func gammaEncode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
        return copysign(encoded, linear)
    }

    /// Encoded sRGB (also Display P3) → linear light.
    public static func gammaDecode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return copysign(linear, encoded)
    }

    /// Rec. 2020 as CSS Color 4 now defines it: the BT.1886 display curve, a plain 2.4 power.
    private static func rec2020Decode(_ value: Double) -> Double {
        copysign(pow(abs(value), 2.4), value)
    }

    private static func polar(chroma: Double, hue: Double) -> (Double, Double) {
        let radians = hue * .pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// CIE XYZ (D65) → encoded sRGB.
    private static func fromXYZ65(_ xyz: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, xyz).map(gammaEncode)
    }

    static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    static let rec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    static let a98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]

    private static func labToXYZ50(l: Double, a: Double, b: Double) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    /// OKLab → encoded sRGB (Björn Ottosson's matrices, as in CSS Color 4).
    private static func oklabToSRGB(l: Double, a: Double, b: Double) -> [Double] {
        let l_ = l + 0.3963377773761749 * a + 0.2158037573099136 * b
        let m_ = l - 0.1055613458156586 * a - 0.0638541728258133 * b
        let s_ = l - 0.0894841775298119 * a - 1.2914855480194092 * b
        let lms = [l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_]
        let xyz = multiply([
            [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
            [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
            [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
        ], lms)
        return fromXYZ65(xyz)
    }

    /// CSS Color 4 `hslToRgb`, encoded sRGB 0…1.
    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// CSS Color 4 `hwbToRgb`.
    private static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return [gray, gray, gray]
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }
}
