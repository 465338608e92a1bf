/// One-line JSON for a `PropertyValue` and back, keeping the order of object keys (for the `--cache` file).
enum CompactJSON {
    static func encode(_ value: PropertyValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: PropertyValue, into out: inout String) {
        switch value {
        case let .string(text): out += JSONWriter.quoted(text)
        case let .number(number): out += number.isFinite ? "\(number)" : "null"
        case let .bool(flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case let .array(items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case let .object(pairs):
            out += "{"
            for (index, (key, item)) in pairs.enumerated() {
                if index > 0 { out += "," }
                out += JSONWriter.quoted(key) + ":"
                write(item, into: &out)
            }
            out += "}"
        }
    }

    /// The value, or nil for anything that is not exactly one JSON value.
    static func decode(_ text: String) -> PropertyValue? {
        Array(text.utf8).withUnsafeBufferPointer { decode($0) }
    }

    /// The value in `bytes` (a field of the cache file, read in place), or nil as for a string.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> PropertyValue? {
        var parser = Parser(bytes: bytes)
        guard let value = parser.value() else { return nil }
        parser.skipSpace()
        return parser.index == bytes.endIndex ? value : nil
    }

    /// As `decode`, but the items of an array under `key` in the top-level object are handed to `item` one at a
    /// time, and that array is decoded as empty: a long list is never held whole as values. `item` returns false
    /// to stop, and the decoding is then nil.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, handingItemsOf key: String,
                       to item: @escaping (PropertyValue) -> Bool) -> PropertyValue?
    {
        var parser = Parser(bytes: bytes)
        parser.streamed = (key, item)
        guard let value = parser.value() else { return nil }
        parser.skipSpace()
        return parser.index == bytes.endIndex ? value : nil
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var depth = 0
        /// The top-level key whose array items are handed over, not kept.
        var streamed: (key: String, item: (PropertyValue) -> Bool)?

        mutating func skipSpace() {
            while index < bytes.endIndex {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func literal(_ word: String) -> Bool {
            let utf8 = word.utf8
            guard index + utf8.count <= bytes.endIndex, UnsafeBufferPointer(rebasing: bytes[index..<index + utf8.count]).elementsEqual(utf8)
            else { return false }
            index += utf8.count
            return true
        }

        mutating func value() -> PropertyValue? {
            skipSpace()
            guard index < bytes.endIndex, depth < 64 else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(PropertyValue.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            case UInt8(ascii: "["):
                var items: [PropertyValue] = []
                return arrayItems { items.append($0); return true } ? .array(items) : nil
            case UInt8(ascii: "{"):
                index += 1
                depth += 1
                defer { depth -= 1 }
                var pairs: [(String, PropertyValue)] = []
                skipSpace()
                if index < bytes.endIndex, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
                while true {
                    skipSpace()
                    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                    skipSpace()
                    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    skipSpace()
                    let item: PropertyValue
                    if depth == 1, let streamed, key == streamed.key, index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") {
                        guard arrayItems(streamed.item) else { return nil }
                        item = .array([])
                    } else {
                        guard let value = value() else { return nil }
                        item = value
                    }
                    pairs.append((key, item))
                    skipSpace()
                    guard index < bytes.endIndex else { return nil }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
                    return nil
                }
            default:
                let start = index
                while index < bytes.endIndex, "+-.0123456789eE".utf8.contains(bytes[index]) { index += 1 }
                return Double(String(decoding: bytes[start..<index], as: UTF8.self)).map(PropertyValue.number)
            }
        }

        /// The items of the array at `index` (its `[`), each handed to `item`; false for bad JSON or when `item`
        /// says stop.
        mutating func arrayItems(_ item: (PropertyValue) -> Bool) -> Bool {
            index += 1
            depth += 1
            defer { depth -= 1 }
            skipSpace()
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "]") { index += 1; return true }
            while true {
                guard let value = value(), item(value) else { return false }
                skipSpace()
                guard index < bytes.endIndex else { return false }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return true }
                return false
            }
        }

        mutating func string() -> String? {
            index += 1
            // Most strings have no escapes: take their bytes as they are.
            var end = index
            while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.endIndex, bytes[end] == UInt8(ascii: "\"") {
                defer { index = end + 1 }
                return String(decoding: bytes[index..<end], as: UTF8.self)
            }
            var scalars = String.UnicodeScalarView()
            var run = index
            func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    return String(scalars)
                }
                if byte == UInt8(ascii: "\\") {
                    flush(index)
                    guard index + 1 < bytes.endIndex else { return nil }
                    let escape = bytes[index + 1]
                    index += 2
                    switch escape {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.endIndex, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
                        index += 4
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default: scalars.append(Unicode.Scalar(escape))
                    }
                    run = index
                    continue
                }
                index += 1
            }
            return nil
        }
    }
}
