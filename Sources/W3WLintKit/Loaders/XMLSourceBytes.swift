import Foundation

/// An XML file's UTF-8 bytes with the start of each line, to find the exact text of an attribute value a fix may
/// edit (libxml2 gives no attribute offsets). It reads the loader's own `Data` in place: a large drawing is not
/// held a second time as a `String`. Lines end at `\n`; columns count Unicode scalars, after a byte order mark.
struct XMLSourceBytes {
    let data: Data
    let file: String
    private let columns: ScalarColumns
    /// Where the text starts: past a byte order mark, from where span offsets count.
    private let textStart: Int

    /// Nil when the bytes are not valid UTF-8 (a file in another encoding): no span could be trusted.
    init?(_ data: Data, file: String) {
        var columns: ScalarColumns?
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard Self.isValidUTF8(bytes) else { return }
            let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            columns = ScalarColumns(bytes, firstLineStart: bom ? 3 : 0)
        }
        guard let columns else { return nil }
        textStart = columns.lineStarts[0]
        self.data = data
        self.file = file
        self.columns = columns
    }

    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most exports are ASCII: only a file with other bytes goes through the decoder.
        guard bytes.contains(where: { $0 >= 0x80 }) else { return true }
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// The text of attribute `name`'s value (inside its quotes) in the start tag whose `<` is at `position`, when it
    /// is written there exactly as `value` (no entity or character reference, no whitespace libxml2 normalised).
    func attributeValueSpan(startTagAt position: TextPosition, name: String, value: String) -> SourceSpan? {
        data.withUnsafeBytes { raw -> SourceSpan? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let open = columns.byteOffset(of: position, in: bytes), open < bytes.count, bytes[open] == UInt8(ascii: "<") else {
                return nil
            }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            let end = bytes.count
            var cursor = open + 1
            func skipSpaces() { while cursor < end, isSpace(bytes[cursor]) { cursor += 1 } }
            // The element name.
            while cursor < end, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") {
                cursor += 1
            }
            let wantedName = Array(name.utf8)
            while true {
                skipSpaces()
                guard cursor < end, bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") else { return nil }
                let nameStart = cursor
                while cursor < end, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: ">") {
                    cursor += 1
                }
                let nameEnd = cursor
                skipSpaces()
                guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else { return nil }
                cursor += 1
                skipSpaces()
                guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { return nil }
                let quote = bytes[cursor]
                let valueStart = cursor + 1
                cursor = valueStart
                while cursor < end, bytes[cursor] != quote { cursor += 1 }
                guard cursor < end else { return nil }
                let valueEnd = cursor
                cursor += 1
                guard bytes[nameStart..<nameEnd].elementsEqual(wantedName) else { continue }
                let written = UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd])
                guard !written.contains(UInt8(ascii: "&")), written.elementsEqual(value.utf8) else { return nil }
                return SourceSpan(file: file, start: columns.position(ofByteOffset: valueStart, in: bytes),
                                  end: columns.position(ofByteOffset: valueEnd, in: bytes), text: value,
                                  offsets: (valueStart - textStart)..<(valueEnd - textStart))
            }
        }
    }
}
