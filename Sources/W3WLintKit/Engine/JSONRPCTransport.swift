import Foundation

/// JSON-RPC 2.0 messages framed as the Language Server Protocol frames them: `Content-Length: N` header lines, an
/// empty line, then N bytes of JSON. Written by hand: the framing is a few lines, and no package for it is worth a
/// dependency.
public struct JSONRPCTransport {
    /// A message larger than this is refused (the session ends): a document is held as its text and its lines'
    /// scalars (about 8 bytes a character), so no input makes the server hold more than 200 MB.
    public static let maximumMessageSize = 16 << 20
    /// Header lines are short; a longer one is no LSP header.
    static let maximumHeaderLine = 4_096

    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case endOfInput
        case malformedHeader(String)
        case tooLarge(Int)
        case notJSON

        public var description: String {
            switch self {
            case .endOfInput: return "the client closed the connection"
            case let .malformedHeader(line): return "malformed header `\(TextEscaping.visible(String(line.prefix(80))))`"
            case let .tooLarge(size): return "a message of \(size) bytes is larger than the \(JSONRPCTransport.maximumMessageSize) allowed"
            case .notJSON: return "a message body is not a JSON object"
            }
        }
    }

    private let input: FileHandle
    private let output: FileHandle
    private var buffer = Data()

    public init(input: FileHandle, output: FileHandle) {
        self.input = input
        self.output = output
    }

    /// The next message; `.notJSON` for a body that is no JSON object (the session may go on).
    public mutating func read() throws -> [String: Any] {
        var length: Int?
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { throw ReadError.malformedHeader(line) }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let size = Int(value), size >= 0 else { throw ReadError.malformedHeader(line) }
                guard size <= Self.maximumMessageSize else { throw ReadError.tooLarge(size) }
                length = size
            }
        }
        guard let length else { throw ReadError.malformedHeader("no Content-Length") }
        let body = try readBytes(length)
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { throw ReadError.notJSON }
        return object
    }

    /// Writes one message, framed.
    public func write(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private mutating func fill() throws {
        let chunk = input.availableData
        if chunk.isEmpty { throw ReadError.endOfInput }
        buffer.append(chunk)
    }

    private mutating func readLine() throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[buffer.startIndex..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                buffer = Data(buffer[buffer.index(after: newline)...])
                return String(decoding: line, as: UTF8.self)
            }
            if buffer.count > Self.maximumHeaderLine { throw ReadError.malformedHeader(String(decoding: buffer.prefix(80), as: UTF8.self)) }
            try fill()
        }
    }

    private mutating func readBytes(_ count: Int) throws -> Data {
        while buffer.count < count { try fill() }
        let body = Data(buffer.prefix(count))
        buffer = Data(buffer.dropFirst(count))
        return body
    }
}
