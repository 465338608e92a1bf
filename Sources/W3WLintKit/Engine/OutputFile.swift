import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes a report so that a reader never sees half a file and a failed write never destroys the old one:
/// the bytes go to a temporary file in the same folder, which is then renamed over the target.
public enum OutputFile {
    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(to: path) { $0.write(text) }
    }

    public static func writeAtomically(_ data: Data, to path: String) throws {
        try writeAtomically(to: path) { $0.write(bytes: data) }
    }

    /// `write` fills the temporary file through a buffer, so a large report is never held whole in memory; the
    /// target is replaced only when every byte was written.
    public static func writeAtomically(to path: String, _ write: (inout FileOutput) -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).w3wlint-\(ProcessInfo.processInfo.processIdentifier).tmp")
        // Keep the permissions of a report being replaced.
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw writeError(path: path, errno) }
        do {
            var output = FileOutput(descriptor: descriptor)
            write(&output)
            output.flush()
            let closed = close(descriptor)
            if let failure = output.failure { throw writeError(path: path, failure) }
            if closed != 0 { throw writeError(path: path, errno) }
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.path) == 0 else { throw writeError(path: path, errno) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private static func writeError(path: String, _ code: Int32) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path,
                                                 NSLocalizedDescriptionKey: String(cString: strerror(code))])
    }
}

/// Text written to a file descriptor through a 64 kB buffer. The first failed write is kept in `failure` and
/// stops further writes (the caller decides what a failure means: `OutputFile` keeps the old file).
public struct FileOutput: TextOutputStream {
    public let descriptor: Int32
    public private(set) var failure: Int32?
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 16

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    public mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    public mutating func write(bytes: Data) {
        flush()
        guard failure == nil else { return }
        failure = bytes.withUnsafeBytes { Self.send($0, to: descriptor) }
    }

    /// Writes what the buffer holds.
    public mutating func flush() {
        if failure == nil, !buffer.isEmpty { failure = buffer.withUnsafeBytes { Self.send($0, to: descriptor) } }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Every byte of `raw`, written again after a partial write or an interruption; the error number of a failure.
    private static func send(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < raw.count {
            let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno != EINTR { return errno }
            } else {
                offset += written
            }
        }
        return nil
    }
}
