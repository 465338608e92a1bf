import Foundation

/// Colour maths for the checks, in one place: WCAG 2.2 relative luminance and contrast ratio, and
/// source-over compositing of translucent colours.
public enum ColorMath {
    /// A colour with channels in 0…255 that may carry fractions, as compositing produces them.
    public struct Channels: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double

        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        public init(_ color: RGBA) {
            self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
        }
    }

    /// sRGB channel (0…255) to linear light, with WCAG 2.2's 0.04045 threshold.
    public static func linearize(_ channel: Double) -> Double {
        // 8-bit values (nearly every colour written in a file) come from a table of this very formula.
        if channel >= 0, channel <= 255, let byte = UInt8(exactly: channel) { return linearTable[Int(byte)] }
        return linearizeExactly(channel)
    }

    private static func linearizeExactly(_ channel: Double) -> Double {
        let c = channel / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static let linearTable: [Double] = (0...255).map { linearizeExactly(Double($0)) }

    /// WCAG 2.2 relative luminance, 0 (black) … 1 (white).
    public static func relativeLuminance(_ c: Channels) -> Double {
        0.2126 * linearize(c.red) + 0.7152 * linearize(c.green) + 0.0722 * linearize(c.blue)
    }

    public static func relativeLuminance(_ color: RGBA) -> Double {
        relativeLuminance(Channels(color))
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 … 21, unrounded.
    public static func contrastRatio(_ a: Channels, _ b: Channels) -> Double {
        contrastRatio(luminance: relativeLuminance(a), relativeLuminance(b))
    }

    /// The same ratio from two relative luminances (for a caller that knows one of them already).
    public static func contrastRatio(luminance la: Double, _ lb: Double) -> Double {
        (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Source-over: `top` with its alpha over an opaque `bottom`, channel by channel in 8-bit sRGB space,
    /// not rounded (axe-core rounds to integers; keeping fractions is the exact value).
    public static func composite(_ top: RGBA, over bottom: Channels) -> Channels {
        let a = Double(top.alpha) / 255
        func mix(_ t: UInt8, _ b: Double) -> Double { Double(t) * a + b * (1 - a) }
        return Channels(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
                        blue: mix(top.blue, bottom.blue))
    }

    /// The contrast a reader sees of `foreground` on `background`, where a translucent background is first
    /// laid over `backdrop` (opaque) and a translucent foreground over the result.
    public static func contrastRatio(foreground: RGBA, background: RGBA, backdrop: Channels) -> Double {
        let bg = background.isOpaque ? Channels(background) : composite(background, over: backdrop)
        let fg = foreground.isOpaque ? Channels(foreground) : composite(foreground, over: bg)
        return contrastRatio(fg, bg)
    }

    /// A ratio shown with two decimals, cut down (never up) so that a failing ratio never reads as the threshold:
    /// 4.4999 shows as 4.49, as axe-core does.
    public static func displayRatio(_ ratio: Double) -> Double {
        (ratio * 100 + 1e-9).rounded(.down) / 100
    }

    public static func formatRatio(_ ratio: Double) -> String {
        String(format: "%.2f", displayRatio(ratio))
    }
}

/// APCA 0.0.98G-4g (Myndex apca-w3 `APCAcontrast`), an advisory second contrast algorithm: Lc is signed,
/// positive for dark text on a light background. Implemented exactly, constants included; not a W3C standard.
public enum APCA {
    static let mainTRC = 2.4
    static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blkThrs = 0.022, blkClmp = 1.414
    static let scaleBoW = 1.14, scaleWoB = 1.14
    static let loBoWoffset = 0.027, loWoBoffset = 0.027
    static let deltaYmin = 0.0005, loClip = 0.1

    /// Screen luminance Y with APCA's plain 2.4 exponent (not the sRGB piecewise curve).
    public static func luminance(_ c: ColorMath.Channels) -> Double {
        func simple(_ channel: Double) -> Double { pow(channel / 255, mainTRC) }
        return sRco * simple(c.red) + sGco * simple(c.green) + sBco * simple(c.blue)
    }

    /// Lc of `text` on `background`; a translucent text colour is blended over the background first, rounding
    /// channels to integers as apca-w3's `alphaBlend` does.
    public static func lightnessContrast(text: RGBA, background: ColorMath.Channels) -> Double {
        var textChannels = ColorMath.Channels(text)
        if !text.isOpaque {
            let blended = ColorMath.composite(text, over: background)
            textChannels = ColorMath.Channels(red: min(blended.red.rounded(), 255), green: min(blended.green.rounded(), 255),
                                              blue: min(blended.blue.rounded(), 255))
        }
        return contrast(textY: luminance(textChannels), backgroundY: luminance(background))
    }

    static func contrast(textY: Double, backgroundY: Double) -> Double {
        guard !textY.isNaN, !backgroundY.isNaN, min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else { return 0 }
        let txt = textY > blkThrs ? textY : textY + pow(blkThrs - textY, blkClmp)
        let bg = backgroundY > blkThrs ? backgroundY : backgroundY + pow(blkThrs - backgroundY, blkClmp)
        guard abs(bg - txt) >= deltaYmin else { return 0 }
        if bg > txt {
            let sapc = (pow(bg, normBG) - pow(txt, normTXT)) * scaleBoW
            return (sapc < loClip ? 0 : sapc - loBoWoffset) * 100
        } else {
            let sapc = (pow(bg, revBG) - pow(txt, revTXT)) * scaleWoB
            return (sapc > -loClip ? 0 : sapc + loWoBoffset) * 100
        }
    }
}
