/// An 8-bit sRGB colour with 8-bit alpha, as `#RRGGBBAA` writes it.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Pure white or pure black (at any alpha): colours every palette allows.
    public var isPureNeutral: Bool { red == green && green == blue && (red == 0 || red == 255) }

    public static let white = RGBA(red: 255, green: 255, blue: 255)
    public static let black = RGBA(red: 0, green: 0, blue: 0)

    public var isOpaque: Bool { alpha == 255 }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil for anything else.
    public init?(hex text: String) {
        guard text.first == "#" else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 3 || digits.count == 6 || digits.count == 8 else { return nil }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(digits.count)
        for d in digits {
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(d - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(d - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(d - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        if nibbles.count == 3 {
            self.init(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17)
        } else {
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        }
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise; upper case.
    public var hex: String {
        let digits: StaticString = "0123456789ABCDEF"
        let count = isOpaque ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            for (offset, byte) in [red, green, blue, alpha].prefix((count - 1) / 2).enumerated() {
                buffer[1 + offset * 2] = digits.utf8Start[Int(byte >> 4)]
                buffer[2 + offset * 2] = digits.utf8Start[Int(byte & 0xF)]
            }
            return count
        }
    }

    public var description: String { hex }
}
