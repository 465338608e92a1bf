import Foundation

extension ColorMath {
    /// OKLab to linear-light sRGB (unclipped).
    static func linearSRGB(_ lab: OKLab) -> (red: Double, green: Double, blue: Double) {
        func cube(_ x: Double) -> Double { x * x * x }
        let l = cube(lab.l + 0.3963377774 * lab.a + 0.2158037573 * lab.b)
        let m = cube(lab.l - 0.1055613458 * lab.a - 0.0638541728 * lab.b)
        let s = cube(lab.l - 0.0894841775 * lab.a - 1.2914855480 * lab.b)
        return (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// Linear light to an sRGB channel (0…255, unclipped).
    static func encode(_ linear: Double) -> Double {
        let c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(max(linear, 0), 1 / 2.4) - 0.055
        return c * 255
    }

    /// OKLab to sRGB channels (0…255, unclipped), the inverse of `oklab(_:)`.
    static func channels(_ lab: OKLab) -> Channels {
        let linear = linearSRGB(lab)
        return Channels(red: encode(linear.red), green: encode(linear.green), blue: encode(linear.blue))
    }

    /// The linear-light values whose sRGB channel rounds into 0…255 (encoded, -0.5 … 255.5): the gamut test
    /// in linear light needs no power function.
    private static let lowestLinear = -0.5 / 255 / 12.92
    private static let highestLinear = pow((255.5 / 255 + 0.055) / 1.055, 2.4)
    /// 0.95 to the power 0…299: the chroma steps of gamut mapping.
    private static let chromaSteps: [Double] = (0..<300).map { pow(0.95, Double($0)) }

    /// The sRGB colour of OKLCH (`lightness`, `chroma`, `hue`) with chroma reduced until it fits the gamut,
    /// rounded to 8 bits.
    static func inGamut(lightness: Double, chroma: Double, hue: Double) -> RGBA {
        // Chroma is reduced in steps of 5 % until the colour fits (or the chroma is negligible). For a fixed
        // lightness and hue the chromas in gamut form an interval from 0, so the first fitting step is found by
        // bisecting the step count: the same colour as walking the steps, in a few evaluations instead of ~100.
        let (cosine, sine) = (cos(hue), sin(hue))
        func factor(_ step: Int) -> Double { step < chromaSteps.count ? chromaSteps[step] : pow(0.95, Double(step)) }
        func linear(_ step: Int) -> (red: Double, green: Double, blue: Double) {
            let c = chroma * factor(step)
            return linearSRGB(OKLab(l: lightness, a: c * cosine, b: c * sine))
        }
        func fits(_ rgb: (red: Double, green: Double, blue: Double)) -> Bool {
            rgb.red >= lowestLinear && rgb.red <= highestLinear && rgb.green >= lowestLinear
                && rgb.green <= highestLinear && rgb.blue >= lowestLinear && rgb.blue <= highestLinear
        }
        // The first step whose chroma is below 0.0005 ends the walk whether or not it fits.
        // Found by bisecting the table (the products fall with the step), not by walking up to 150 steps on every
        // call: that walk was half the time of colour suggestions.
        var last = 0
        if chroma.isFinite, chroma * chromaSteps[0] >= 0.0005 {
            var below = 0, above = chromaSteps.count  // chroma * factor(below) >= 0.0005; `above` not yet known
            if chroma * chromaSteps[above - 1] >= 0.0005 {
                last = above
                while chroma * factor(last) >= 0.0005 { last += 1 }
            } else {
                above -= 1  // chroma * factor(above) < 0.0005
                while above - below > 1 {
                    let middle = (below + above) / 2
                    if chroma * chromaSteps[middle] >= 0.0005 { below = middle } else { above = middle }
                }
                last = above
            }
        }
        var low = 0, high = last
        if fits(linear(0)) { high = 0 }
        while low < high {
            let middle = (low + high) / 2
            if fits(linear(middle)) { high = middle } else { low = middle + 1 }
        }
        let found = linear(low)
        func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, encode(v).rounded()))) }
        return RGBA(red: byte(found.red), green: byte(found.green), blue: byte(found.blue))
    }

    /// The colour nearest to `foreground` that reaches `required` against the opaque `background`: same OKLCH hue
    /// and chroma where the gamut allows, lightness moved the least (darker or lighter, whichever is closer).
    /// Opaque, so the suggestion does not depend on what lies beneath. Nil when no lightness reaches it.
    public static func contrastFix(foreground: RGBA, background: Channels, required: Double) -> RGBA? {
        nearestColor(to: foreground) { contrastRatio(Channels($0), background) >= required }
    }

    /// The opaque colour nearest to `original` that `accepts`: the same OKLCH hue and chroma where the gamut allows,
    /// lightness moved the least in either direction. `accepts` may combine several pairs (a colour used in more
    /// than one place must pass in all of them). Nil when no lightness is accepted.
    public static func nearestColor(to original: RGBA, accepts: (RGBA) -> Bool) -> RGBA? {
        let lab = oklab(Channels(original))
        // A grey stays grey: its hue is noise.
        let chroma = lab.chroma < 1e-4 ? 0 : lab.chroma
        let hue = atan2(lab.b, lab.a)
        func passes(_ l: Double) -> RGBA? {
            let candidate = inGamut(lightness: min(1, max(0, l)), chroma: chroma, hue: hue)
            return accepts(candidate) ? candidate : nil
        }
        var best: (shift: Double, color: RGBA)?
        // Walk towards black or white in steps of 1/512 of the way (several pairs need not pass or fail together),
        // then bisect the step where the colour is first accepted. The walk goes 8 steps at a time and looks at the
        // single steps only inside the stride that reaches an accepted colour: a window of acceptance narrower
        // than a stride, with both ends refused, is the one thing this can miss.
        let steps = 512, stride = 8
        for target in [0.0, 1.0] {
            func lightness(_ step: Int) -> Double { lab.l + (target - lab.l) * Double(step) / Double(steps) }
            var before = 0
            var reached: Int?
            for step in Swift.stride(from: stride, through: steps, by: stride) {
                // Past the shift already found in the other direction, nothing here can be nearer.
                if let best, abs(lightness(before) - lab.l) >= best.shift { break }
                if passes(lightness(step)) != nil { reached = step; break }
                before = step
            }
            guard let reached else { continue }
            let first = ((before + 1)..<reached).first { passes(lightness($0)) != nil } ?? reached
            var near = lightness(first - 1)
            var far = lightness(first)
            for _ in 0..<40 {
                let middle = (near + far) / 2
                if passes(middle) != nil { far = middle } else { near = middle }
            }
            guard let color = passes(far) else { continue }
            let shift = abs(far - lab.l)
            if best.map({ shift < $0.shift }) ?? true { best = (shift, color) }
        }
        return best?.color
    }
}
