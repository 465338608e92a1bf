/// Lines and columns of UTF-8 text, with columns counted in Unicode scalars as w3wlint reports them, in time
/// independent of a line's length: a column on an ASCII line is a byte offset, and a line with other characters
/// keeps the byte offset of every 256th scalar. Walking the line for each lookup made a file written on one line
/// (thousands of elements or terms) quadratic. Lines end where the file's reader ends them (`LineBreaks`), so a
/// line a parser reports is the line found here.
struct ScalarColumns: Sendable {
    /// Byte offsets where lines start (the first may be past a byte order mark).
    let lineStarts: [Int]
    /// Which characters end a line: the reader's.
    private let lineBreaks: LineBreaks
    /// Per line that holds a byte of a non-ASCII character: the offsets of its scalars 0, 256, 512, …
    private let checkpoints: [Int: [Int]]
    private static let stride = 256

    init(_ bytes: UnsafeBufferPointer<UInt8>, firstLineStart: Int = 0, lineBreaks: LineBreaks = .lineFeeds) {
        var starts = [firstLineStart]
        lineBreaks.forEachLineStart(in: bytes, from: firstLineStart) { starts.append($0) }
        var checkpoints: [Int: [Int]] = [:]
        if bytes.contains(where: { $0 >= 0x80 }) {
            for (line, start) in starts.enumerated() {
                let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
                guard start < end, bytes[start..<end].contains(where: { $0 >= 0x80 }) else { continue }
                var offsets: [Int] = []
                var scalar = 0
                for offset in start..<end where !Self.isContinuation(bytes[offset]) {
                    if scalar % Self.stride == 0 { offsets.append(offset) }
                    scalar += 1
                }
                checkpoints[line] = offsets
            }
        }
        lineStarts = starts
        self.lineBreaks = lineBreaks
        self.checkpoints = checkpoints
    }

    /// A UTF-8 continuation byte: not the start of a scalar.
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The line and scalar column (both from 1) of a byte offset.
    func position(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        let line = lineStarts.lastIndex(notAfter: offset)
        guard let marks = checkpoints[line], !marks.isEmpty, offset > marks[0] else {
            return TextPosition(line: line + 1, column: offset - lineStarts[line] + 1)
        }
        let nearest = marks.lastIndex(notAfter: offset)
        let column = bytes[marks[nearest]..<min(offset, bytes.count)].reduce(nearest * Self.stride + 1) { $0 + (Self.isContinuation($1) ? 0 : 1) }
        return TextPosition(line: line + 1, column: column)
    }

    /// The byte offset of a line and scalar column, or nil outside the text (or past the end of its line).
    func byteOffset(of position: TextPosition, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        let line = position.line - 1
        let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] - lineBreaks.lengthOfBreak(before: lineStarts[line + 1], in: bytes)
            : bytes.count
        guard let marks = checkpoints[line], !marks.isEmpty else {
            // ASCII: one byte a column; the line break itself is the last column a position may name.
            let offset = lineStarts[line] + position.column - 1
            return offset <= lineEnd ? offset : nil
        }
        let skip = min((position.column - 1) / Self.stride, marks.count - 1)
        var offset = marks[skip]
        for _ in (skip * Self.stride + 1)..<position.column {
            guard offset < lineEnd else { return nil }
            offset += 1
            while offset < bytes.count, Self.isContinuation(bytes[offset]) { offset += 1 }
        }
        return offset
    }
}
