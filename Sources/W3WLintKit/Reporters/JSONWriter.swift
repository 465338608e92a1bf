/// Writes a `PropertyValue` as JSON: keys in the order given, two-space indentation, a final newline,
/// so that the same value always gives the same bytes.
enum JSONWriter {
    static func write(_ value: PropertyValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    private static func write(_ value: PropertyValue, indent: Int, into out: inout String) {
        switch value {
        case let .string(text): out += quoted(text)
        case let .number(number): out += number.isFinite ? formatNumber(number) : "null"
        case let .bool(flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case let .array(items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                write(item, indent: indent + 2, into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case let .object(pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, item)) in pairs.enumerated() {
                out += String(repeating: " ", count: indent + 2) + quoted(key) + ": "
                write(item, indent: indent + 2, into: &out)
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
