/// Writes a `PropertyValue` as JSON: keys in the order given, two-space indentation, a final newline,
/// so that the same value always gives the same bytes.
enum JSONWriter {
    static func write(_ value: PropertyValue) -> String {
        var out = ""
        write(.value(value), to: &out)
        return out
    }

    /// Writes `value` and a final newline to `out` piece by piece: a streamed array's items are made, written and
    /// let go one at a time, so a report of a hundred thousand findings is never held whole as values or as text.
    static func write<Output: TextOutputStream>(_ value: StreamedJSON, to out: inout Output) {
        write(value, indent: 0, into: &out)
        out.write("\n")
    }

    private static func write<Output: TextOutputStream>(_ value: StreamedJSON, indent: Int, into out: inout Output) {
        switch value {
        case let .value(value):
            write(value, indent: indent, into: &out)
        case let .object(pairs):
            guard !pairs.isEmpty else { out.write("{}"); return }
            out.write("{\n")
            for (index, (key, item)) in pairs.enumerated() {
                out.write(String(repeating: " ", count: indent + 2) + quoted(key) + ": ")
                write(item, indent: indent + 2, into: &out)
                out.write(index == pairs.count - 1 ? "\n" : ",\n")
            }
            out.write(String(repeating: " ", count: indent) + "}")
        case let .array(items):
            writeItems(items.count, indent: indent, into: &out) { write(items[$0], indent: indent + 2, into: &$1) }
        case let .items(count, item):
            writeItems(count, indent: indent, into: &out) { write(item($0), indent: indent + 2, into: &$1) }
        }
    }

    private static func writeItems<Output: TextOutputStream>(_ count: Int, indent: Int, into out: inout Output,
                                                             item: (Int, inout Output) -> Void)
    {
        guard count > 0 else { out.write("[]"); return }
        out.write("[\n")
        for index in 0..<count {
            out.write(String(repeating: " ", count: indent + 2))
            item(index, &out)
            out.write(index == count - 1 ? "\n" : ",\n")
        }
        out.write(String(repeating: " ", count: indent) + "]")
    }

    private static func write<Output: TextOutputStream>(_ value: PropertyValue, indent: Int, into out: inout Output) {
        switch value {
        case let .string(text): out.write(quoted(text))
        case let .number(number): out.write(number.isFinite ? formatNumber(number) : "null")
        case let .bool(flag): out.write(flag ? "true" : "false")
        case .null: out.write("null")
        case let .array(items):
            guard !items.isEmpty else { out.write("[]"); return }
            out.write("[\n")
            for (index, item) in items.enumerated() {
                out.write(String(repeating: " ", count: indent + 2))
                write(item, indent: indent + 2, into: &out)
                out.write(index == items.count - 1 ? "\n" : ",\n")
            }
            out.write(String(repeating: " ", count: indent) + "]")
        case let .object(pairs):
            guard !pairs.isEmpty else { out.write("{}"); return }
            out.write("{\n")
            for (index, (key, item)) in pairs.enumerated() {
                out.write(String(repeating: " ", count: indent + 2) + quoted(key) + ": ")
                write(item, indent: indent + 2, into: &out)
                out.write(index == pairs.count - 1 ? "\n" : ",\n")
            }
            out.write(String(repeating: " ", count: indent) + "}")
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

/// A JSON document whose long arrays are made while it is written (`JSONWriter.write(_:to:)`): the same bytes as
/// the `PropertyValue` it stands for.
enum StreamedJSON {
    case value(PropertyValue)
    case object([(String, StreamedJSON)])
    case array([StreamedJSON])
    /// `count` items, the item at an index made when it is written.
    case items(count: Int, item: (Int) -> PropertyValue)
}
