import Foundation

/// File names are bytes; Swift strings are Unicode. A name that is not valid UTF-8 keeps each byte that does not
/// decode as a private-use scalar (U+10FF80 + byte − 0x80, as Python's "surrogateescape" keeps them), so the file can
/// still be opened by its true name and is shown with those bytes escaped (`\xFF`), never replaced by U+FFFD.
public enum RawPathBytes {
    static let base: UInt32 = 0x10_FF00

    /// The name in `bytes`, with bytes that are not UTF-8 kept as escape scalars.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let valid = String(validating: bytes, as: UTF8.self), !valid.unicodeScalars.contains(where: isEscape) {
            return valid
        }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                // A decoded escape scalar is itself escaped, byte by byte, so that decoding stays reversible.
                if isEscape(scalar) {
                    for byte in bytes[position..<(position + encoded.count)] { scalars.append(Unicode.Scalar(base + UInt32(byte))!) }
                } else {
                    scalars.append(scalar)
                }
                position += encoded.count
            case let .error(length):
                for byte in bytes[position..<(position + length)] { scalars.append(Unicode.Scalar(base + UInt32(byte))!) }
                position += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// A NUL-terminated C string: `decode`'s inverse.
    public static func decode(cString: UnsafePointer<CChar>) -> String {
        let length = strlen(cString)
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) { decode(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// The bytes a path names on disk.
    public static func encode(_ path: String) -> [UInt8] {
        guard path.utf8.contains(0xF4) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if isEscape(scalar) { bytes.append(UInt8(scalar.value - base)) } else { bytes += String(scalar).utf8 }
        }
        return bytes
    }

    /// Calls `body` with the path as the NUL-terminated bytes it names on disk.
    public static func withFileSystemPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard path.utf8.contains(0xF4) else { return try path.withCString(body) }
        let bytes = encode(path) + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// Whether `scalar` stands for a byte of a name that is not UTF-8.
    public static func isEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= base + 0x80 && scalar.value <= base + 0xFF }
}
