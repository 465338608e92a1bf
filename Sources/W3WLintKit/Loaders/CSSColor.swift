import Foundation

/// A `fill`, `stroke`, `color` or `stop-color` value as written, before inheritance and variables are resolved.
public enum CSSPaintValue: Hashable, Sendable {
    case none
    case color(RGBA)
    case currentColor
    /// `var(--name, fallback)`; the fallback is kept as text because it may itself hold a `var()`.
    case variable(name: String, fallback: String?)
    /// `url(#gradient) fallback`.
    case url(id: String, fallback: String?)
}

/// CSS Color 4 syntax as design exports write it: hex (3, 4, 6, 8 digits), `rgb()`/`rgba()`, `hsl()`/`hsla()`
/// (comma or space syntax, `/ alpha`, percentages), the 148 named colours, `transparent`, `currentColor`, `none`,
/// `var()` and `url()`.
public enum CSSColorParser {
    /// nil when the text is not a valid paint.
    public static func paint(_ text: String) -> CSSPaintValue? {
        // Most paints in an export are `#RRGGBB` or `none`, read straight from their bytes.
        if let color = plainHex(text) { return .color(color) }
        if text == "none" { return CSSPaintValue.none }
        let value = text.trimmedWhitespace()
        let lower = value.lowercased()
        if lower == "none" { return CSSPaintValue.none }
        if lower == "currentcolor" { return .currentColor }
        if lower.hasPrefix("var("), let inner = functionArguments(value, name: "var") {
            let parts = CSSParser.splitTopLevel(inner, separator: ",")
            guard let name = parts.first?.trimmedWhitespace(), name.hasPrefix("--") else { return nil }
            let fallback = parts.count > 1
                ? parts.dropFirst().joined(separator: ",").trimmedWhitespace() : nil
            return .variable(name: name, fallback: fallback)
        }
        if lower.hasPrefix("url(") {
            guard let close = value.firstIndex(of: ")") else { return nil }
            var reference = value[value.index(value.startIndex, offsetBy: 4)..<close].trimmedWhitespace()
            // Quotes around the reference, as Foundation's trimmingCharacters(in: "'\"") (NSString on Linux) did.
            var scalars = Substring(reference).unicodeScalars
            while let first = scalars.first, first == "'" || first == "\"" { scalars.removeFirst() }
            while let last = scalars.last, last == "'" || last == "\"" { scalars.removeLast() }
            reference = String(scalars)
            let rest = value[value.index(after: close)...].trimmedWhitespace()
            guard reference.hasPrefix("#") else { return nil }
            return .url(id: String(reference.dropFirst()), fallback: rest.isEmpty ? nil : rest)
        }
        return color(value).map { CSSPaintValue.color($0) }
    }

    /// A plain colour (no `var()`, `currentColor` or `url()`), or nil.
    public static func color(_ text: String) -> RGBA? {
        let value = text.trimmedWhitespace().lowercased()
        if value.hasPrefix("#") { return hex(value) }
        if value == "transparent" { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if let named = namedColors[value] {
            return RGBA(red: UInt8(named >> 16), green: UInt8((named >> 8) & 0xFF), blue: UInt8(named & 0xFF))
        }
        for name in ["rgba", "rgb"] where value.hasPrefix(name + "(") {
            return functionArguments(value, name: name).flatMap(rgb)
        }
        for name in ["hsla", "hsl"] where value.hasPrefix(name + "(") {
            return functionArguments(value, name: name).flatMap(hsl)
        }
        return nil
    }

    /// `#` and 3, 4, 6 or 8 ASCII hex digits, with nothing around them; nil for anything else (which the general
    /// path then reads).
    static func plainHex(_ text: String) -> RGBA? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> RGBA? in
            guard bytes.count == 4 || bytes.count == 5 || bytes.count == 7 || bytes.count == 9,
                  bytes[0] == UInt8(ascii: "#") else { return nil }
            func digit(_ byte: UInt8) -> UInt32? {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
            }
            // The channels packed as 0xRRGGBBAA, alpha opaque unless given.
            let short = bytes.count <= 5
            let count = short ? bytes.count - 1 : (bytes.count - 1) / 2
            var packed: UInt32 = 0
            for channel in 0..<count {
                let value: UInt32
                if short {
                    guard let single = digit(bytes[1 + channel]) else { return nil }
                    value = single * 17
                } else {
                    guard let high = digit(bytes[1 + 2 * channel]), let low = digit(bytes[2 + 2 * channel]) else { return nil }
                    value = high * 16 + low
                }
                packed = packed << 8 | value
            }
            if count == 3 { packed = packed << 8 | 255 }
            return RGBA(red: UInt8(packed >> 24), green: UInt8((packed >> 16) & 0xFF), blue: UInt8((packed >> 8) & 0xFF),
                        alpha: UInt8(packed & 0xFF))
        } ?? nil
    }

    private static func hex(_ value: String) -> RGBA? {
        let digits = Array(value.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: expanded.count, by: 2) {
            guard let byte = UInt8(String(expanded[index...index + 1]), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The text between `name(` and its closing parenthesis, when nothing follows it.
    static func functionArguments(_ value: String, name: String) -> String? {
        guard value.lowercased().hasPrefix(name + "("), value.hasSuffix(")") else { return nil }
        return String(value.dropFirst(name.count + 1).dropLast())
    }

    /// Colour function arguments: comma or space separated, with an optional `/ alpha`.
    private static func arguments(_ text: String) -> (channels: [String], alpha: String?)? {
        var main = text
        var alpha: String?
        if let slash = text.firstIndex(of: "/") {
            main = String(text[..<slash])
            alpha = text[text.index(after: slash)...].trimmedWhitespace()
        }
        var parts = main.split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
        if alpha == nil, parts.count == 4 { alpha = parts.removeLast() }
        guard parts.count == 3 else { return nil }
        return (parts, alpha)
    }

    private static func number(_ text: String, percentOf scale: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * scale } }
        return Double(text)
    }

    private static func alphaByte(_ text: String?) -> UInt8? {
        guard let text else { return 255 }
        guard let value = number(text, percentOf: 1) else { return nil }
        return UInt8((min(1, max(0, value)) * 255).rounded())
    }

    private static func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value)).rounded()) }

    private static func rgb(_ text: String) -> RGBA? {
        guard let (channels, alphaText) = arguments(text), let alpha = alphaByte(alphaText) else { return nil }
        let values = channels.compactMap { number($0, percentOf: 255) }
        guard values.count == 3 else { return nil }
        return RGBA(red: byte(values[0]), green: byte(values[1]), blue: byte(values[2]), alpha: alpha)
    }

    private static func hsl(_ text: String) -> RGBA? {
        guard let (channels, alphaText) = arguments(text), let alpha = alphaByte(alphaText) else { return nil }
        var hueText = channels[0]
        var hueScale = 1.0
        for (unit, scale) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)]
            where hueText.hasSuffix(unit)
        {
            hueText = String(hueText.dropLast(unit.count))
            hueScale = scale
            break
        }
        guard let hue = Double(hueText).map({ $0 * hueScale }),
              let saturation = number(channels[1].hasSuffix("%") ? channels[1] : channels[1] + "%", percentOf: 1),
              let lightness = number(channels[2].hasSuffix("%") ? channels[2] : channels[2] + "%", percentOf: 1)
        else { return nil }
        let s = min(1, max(0, saturation))
        let l = min(1, max(0, lightness))
        // CSS Color 4 `hslToRgb`.
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let k12 = k < 0 ? k + 12 : k
            let a = s * min(l, 1 - l)
            return (l - a * max(-1, min(k12 - 3, 9 - k12, 1))) * 255
        }
        return RGBA(red: byte(channel(0)), green: byte(channel(8)), blue: byte(channel(4)), alpha: alpha)
    }

    /// The CSS named colours (CSS Color 4), as 0xRRGGBB.
    static let namedColors: [String: UInt32] = {
        let table = """
        aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4
        black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887 cadetblue 5f9ea0
        chartreuse 7fff00 chocolate d2691e coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff
        darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9
        darkkhaki bdb76b darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 darkorchid 9932cc darkred 8b0000
        darksalmon e9967a darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f
        darkturquoise 00ced1 darkviolet 9400d3 deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969
        dodgerblue 1e90ff firebrick b22222 floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc
        ghostwhite f8f8ff gold ffd700 goldenrod daa520 gray 808080 green 008000 greenyellow adff2f grey 808080
        honeydew f0fff0 hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa
        lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080 lightcyan e0ffff
        lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1
        lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899 lightslategrey 778899
        lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff maroon 800000
        mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db mediumseagreen 3cb371
        mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc mediumvioletred c71585
        midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead navy 000080
        oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500 orangered ff4500 orchid da70d6 palegoldenrod eee8aa
        palegreen 98fb98 paleturquoise afeeee palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f
        pink ffc0cb plum dda0dd powderblue b0e0e6 purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f
        royalblue 4169e1 saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 seagreen 2e8b57 seashell fff5ee
        sienna a0522d silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090 snow fffafa
        springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 tomato ff6347 turquoise 40e0d0
        violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 yellowgreen 9acd32
        """
        let words = table.split(whereSeparator: \.isWhitespace)
        var result: [String: UInt32] = [:]
        for index in stride(from: 0, to: words.count - 1, by: 2) {
            result[String(words[index])] = UInt32(words[index + 1], radix: 16)
        }
        return result
    }()
}
