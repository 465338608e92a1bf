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
            writePairs(pairs, indent: indent, into: &out) { write($0, indent: indent + 2, into: &$1) }
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
            writeIndent(indent + 2, into: &out)
            item(index, &out)
            out.write(index == count - 1 ? "\n" : ",\n")
        }
        writeIndent(indent, into: &out)
        out.write("]")
    }

    private static func write<Output: TextOutputStream>(_ value: PropertyValue, indent: Int, into out: inout Output) {
        switch value {
        case let .string(text): writeQuoted(text, into: &out)
        case let .number(number): out.write(number.isFinite ? formatNumber(number) : "null")
        case let .bool(flag): out.write(flag ? "true" : "false")
        case .null: out.write("null")
        case let .array(items):
            writeItems(items.count, indent: indent, into: &out) { write(items[$0], indent: indent + 2, into: &$1) }
        case let .object(pairs):
            writePairs(pairs, indent: indent, into: &out) { write($0, indent: indent + 2, into: &$1) }
        }
    }

    private static func writePairs<Output: TextOutputStream, Item>(_ pairs: [(String, Item)], indent: Int, into out: inout Output,
                                                                   item: (Item, inout Output) -> Void)
    {
        guard !pairs.isEmpty else { out.write("{}"); return }
        out.write("{\n")
        for (index, (key, value)) in pairs.enumerated() {
            writeIndent(indent + 2, into: &out)
            writeQuoted(key, into: &out)
            out.write(": ")
            item(value, &out)
            out.write(index == pairs.count - 1 ? "\n" : ",\n")
        }
        writeIndent(indent, into: &out)
        out.write("}")
    }

    /// Indentations made once: a report writes one before every line.
    private static let indentations = (0...32).map { String(repeating: " ", count: $0) }

    private static func writeIndent<Output: TextOutputStream>(_ width: Int, into out: inout Output) {
        out.write(width < indentations.count ? indentations[width] : String(repeating: " ", count: width))
    }

    /// `text` in quotes, written as it is when nothing in it needs an escape (as nearly every string in a report).
    private static func writeQuoted<Output: TextOutputStream>(_ text: String, into out: inout Output) {
        if needsEscape(text) {
            out.write(quoted(text))
        } else {
            out.write("\"")
            out.write(text)
            out.write("\"")
        }
    }

    /// Whether `text` holds a quote, a backslash, or a scalar written as `\u`: C0 and C1 controls, line and
    /// paragraph separators and bidirectional controls (as text reports show them), legal in JSON but acted on by
    /// terminals and viewers that show a report. Their UTF-8 starts with a byte below 0x20, 0x7F, C2, D8 or E2.
    private static func needsEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
        } && text.unicodeScalars.contains { scalar in scalar == "\"" || scalar == "\\" || isEscapedControl(scalar) }
    }

    private static func isEscapedControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func quoted(_ text: String) -> String {
        guard needsEscape(text) else { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isEscapedControl(scalar):
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
