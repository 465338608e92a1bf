import Foundation

/// A finding's properties in one exact-size byte buffer. As an array of `(String, PropertyValue)` pairs a contrast
/// finding's ten properties took a 432-byte allocation (and one more per array value), and a large drawing has a
/// hundred thousand findings alive while its model is; packed, they take about half that in one allocation.
///
/// Layout: pairs one after another, each a key and a value. A key is one LEB128 number: odd, the index (times two,
/// plus one) of a key in `commonKeys`, one byte where such a key written out took up to eighteen; even, the length
/// (times two) of the UTF-8 bytes that follow. A value is a tag byte, then for a string its length and UTF-8 bytes, for a
/// number its 8 bytes, for an array its count and values, for an object its count and pairs. Lengths and counts are
/// LEB128.
struct PackedProperties: Sendable {
    private let bytes: [UInt8]

    /// The keys rules give most findings (a contrast finding has ten of them); fewer than 64, so each packs into one
    /// byte. Only appended to: the packing lives within one process, but the order is the format.
    static let commonKeys = [
        "element", "kind", "mode", "foreground", "background", "backgroundElement", "ratio", "required", "level",
        "suggestion", "text", "value", "allowed", "style", "differences", "weight", "letterSpacing", "lineHeight",
        "color", "property", "modes", "nearest", "nearestColor", "distance", "variable", "container", "edge",
        "missingModes", "defined", "scheme", "role", "name", "mask", "width", "height", "radius", "preset", "written",
    ]
    private static let commonKeyIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: commonKeys.enumerated().map { ($1, $0) })

    init(_ pairs: [(String, PropertyValue)]) {
        guard !pairs.isEmpty else {
            bytes = []
            return
        }
        var writer = Writer()
        for (key, value) in pairs { writer.pair(key, value) }
        // Appending doubles the capacity; the kept copy is exactly as long as its contents.
        let scratch = writer.bytes
        bytes = [UInt8](unsafeUninitializedCapacity: scratch.count) { buffer, count in
            _ = buffer.initialize(from: scratch)
            count = scratch.count
        }
    }

    var isEmpty: Bool { bytes.isEmpty }
    /// The size of the packed form.
    var byteCount: Int { bytes.count }

    var pairs: [(String, PropertyValue)] {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            var pairs: [(String, PropertyValue)] = []
            while !reader.atEnd { pairs.append(reader.pair()) }
            return pairs
        }
    }

    /// The value of the first pair named `key`, without unpacking the others.
    func value(for key: String) -> PropertyValue? {
        if let common = Self.commonKeyIndex[key] {
            return bytes.withUnsafeBufferPointer { buffer -> PropertyValue? in
                var reader = Reader(bytes: buffer)
                while !reader.atEnd {
                    let code = reader.count()
                    if code & 1 == 0 { reader.index += code >> 1 } else if code >> 1 == common { return reader.value() }
                    reader.skipValue()
                }
                return nil
            }
        }
        var key = key
        return key.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { buffer -> PropertyValue? in
                var reader = Reader(bytes: buffer)
                while !reader.atEnd {
                    let code = reader.count()
                    guard code & 1 == 0 else {
                        reader.skipValue()
                        continue
                    }
                    let length = code >> 1
                    let matches = length == wanted.count
                        && (length == 0 || memcmp(buffer.baseAddress! + reader.index, wanted.baseAddress!, length) == 0)
                    reader.index += length
                    if matches { return reader.value() }
                    reader.skipValue()
                }
                return nil
            }
        }
    }

    private enum Tag: UInt8 {
        case string, number, falseValue, trueValue, null, array, object
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func count(_ value: Int) {
            var rest = UInt(value)
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func text(_ string: String) {
            var string = string
            string.withUTF8 { utf8 in
                count(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func key(_ key: String) {
            if let common = PackedProperties.commonKeyIndex[key] {
                count(common << 1 | 1)
                return
            }
            var key = key
            key.withUTF8 { utf8 in
                count(utf8.count << 1)
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func pair(_ key: String, _ value: PropertyValue) {
            self.key(key)
            self.value(value)
        }

        mutating func value(_ value: PropertyValue) {
            switch value {
            case let .string(string):
                bytes.append(Tag.string.rawValue)
                text(string)
            case let .number(number):
                bytes.append(Tag.number.rawValue)
                withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            case let .bool(flag):
                bytes.append(flag ? Tag.trueValue.rawValue : Tag.falseValue.rawValue)
            case .null:
                bytes.append(Tag.null.rawValue)
            case let .array(items):
                bytes.append(Tag.array.rawValue)
                count(items.count)
                for item in items { self.value(item) }
            case let .object(pairs):
                bytes.append(Tag.object.rawValue)
                count(pairs.count)
                for (key, item) in pairs { pair(key, item) }
            }
        }
    }

    /// Reads what `Writer` wrote; the buffer is never anything else, so it is trusted.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index >= bytes.count }

        mutating func count() -> Int {
            var value: UInt = 0
            var shift: UInt = 0
            while true {
                let byte = bytes[index]
                index += 1
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { return Int(value) }
                shift += 7
            }
        }

        mutating func text() -> String {
            let length = count()
            defer { index += length }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
        }

        mutating func key() -> String {
            let code = count()
            if code & 1 == 1 { return PackedProperties.commonKeys[code >> 1] }
            let length = code >> 1
            defer { index += length }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
        }

        mutating func pair() -> (String, PropertyValue) {
            let key = key()
            return (key, value())
        }

        mutating func value() -> PropertyValue {
            let tag = Tag(rawValue: bytes[index])!
            index += 1
            switch tag {
            case .string: return .string(text())
            case .number:
                var pattern: UInt64 = 0
                for shift in 0..<8 { pattern |= UInt64(bytes[index + shift]) << (8 * UInt64(shift)) }
                index += 8
                return .number(Double(bitPattern: pattern))
            case .falseValue: return .bool(false)
            case .trueValue: return .bool(true)
            case .null: return .null
            case .array:
                let items = count()
                var values: [PropertyValue] = []
                values.reserveCapacity(items)
                for _ in 0..<items { values.append(value()) }
                return .array(values)
            case .object:
                let items = count()
                var pairs: [(String, PropertyValue)] = []
                pairs.reserveCapacity(items)
                for _ in 0..<items { pairs.append(pair()) }
                return .object(pairs)
            }
        }

        mutating func skipValue() {
            let tag = Tag(rawValue: bytes[index])!
            index += 1
            switch tag {
            case .string: index += count()
            case .number: index += 8
            case .falseValue, .trueValue, .null: break
            case .array: for _ in 0..<count() { skipValue() }
            case .object:
                for _ in 0..<count() {
                    let code = count()
                    if code & 1 == 0 { index += code >> 1 }
                    skipValue()
                }
            }
        }
    }
}
