import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes a report so that a reader never sees half a file and a failed write never destroys the old one:
/// the bytes go to a new temporary file in the same folder (created exclusively, never through a link, mode 0600
/// until it is complete), which is then renamed over the target. A FIFO, a terminal or another character device
/// (`/dev/null`) is written through, never replaced, and `-`, `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are the
/// open descriptors they name; a symbolic link is refused, never replaced or followed (a link in a checked tree
/// could name any file the run may write).
public enum OutputFile {
    /// Why a path cannot be written.
    public struct Refusal: Error, CustomStringConvertible, LocalizedError {
        public var description: String
        public var errorDescription: String? { description }
    }

    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(to: path) { $0.write(text) }
    }

    public static func writeAtomically(_ data: Data, to path: String) throws {
        try writeAtomically(to: path) { $0.write(bytes: data) }
    }

    /// The first folder of a relative `path` that is a symbolic link, nil when none is: a relative report or cache
    /// path lies in the checked tree, where a linked folder could lead the write anywhere. (An absolute path is the
    /// user's own, and may pass through links such as macOS's `/tmp`.)
    static func linkedFolder(on path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var prefix = ""
        for component in path.split(separator: "/").dropLast() where component != "." {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            var info = stat()
            if RawPathBytes.withFileSystemPath(prefix, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK { return prefix }
        }
        return nil
    }

    /// `write` fills the temporary file through a buffer, so a large report is never held whole in memory; the
    /// target is replaced only when every byte was written.
    /// `allowsSpecialFiles`: whether a FIFO or device at `path` is written through (a report the user named); the
    /// cache, whose path lies in the checked tree, is written only as a regular file.
    public static func writeAtomically(to path: String, allowsSpecialFiles: Bool = true, _ write: (inout FileOutput) -> Void) throws {
        if allowsSpecialFiles, let descriptor = standardStream(path) {
            var output = FileOutput(descriptor: descriptor)
            write(&output)
            output.flush()
            if let failure = output.failure { throw writeError(path: path, failure) }
            return
        }
        if let link = linkedFolder(on: path) {
            throw Refusal(description: "\(path): the folder \(link) is a symbolic link; w3wlint does not write through links (name the folder it points to)")
        }
        var existing = stat()
        var permissions: mode_t?
        if RawPathBytes.withFileSystemPath(path, { lstat($0, &existing) }) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFLNK:
                throw Refusal(description: "\(path) is a symbolic link; w3wlint does not write through links (name the file it points to)")
            case S_IFIFO, S_IFCHR, S_IFSOCK:
                guard allowsSpecialFiles else { throw Refusal(description: "\(path) is not a regular file") }
                return try writeThrough(path, write)
            case S_IFREG:
                permissions = existing.st_mode & 0o7777
            default:
                throw Refusal(description: "\(path) is not a regular file")
            }
        } else if errno != ENOENT {
            throw writeError(path: path, errno)
        }
        let folder = PathText.folder(of: path.hasPrefix("/") ? path : "./" + path)
        var descriptor: Int32 = -1
        var temporary = ""
        var generator = SystemRandomNumberGenerator()
        // A fresh, unpredictable name created exclusively: a file or link planted under the name is never opened.
        for _ in 0..<16 {
            let token = String(generator.next() as UInt64, radix: 16)
            temporary = (folder == "/" ? "" : folder) + "/.\(PathText.lastComponent(of: path)).w3wlint-\(token).tmp"
            descriptor = RawPathBytes.withFileSystemPath(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw writeError(path: path, errno) }
        do {
            var output = FileOutput(descriptor: descriptor)
            write(&output)
            output.flush()
            if let failure = output.failure {
                close(descriptor)
                throw writeError(path: path, failure)
            }
            // The report keeps the permissions of the file it replaces; a new one gets what the umask allows.
            let mode = permissions ?? (0o666 & ~currentUmask())
            let changed = fchmod(descriptor, mode)
            let closed = close(descriptor)
            if changed != 0 || closed != 0 { throw writeError(path: path, errno) }
            guard RawPathBytes.withFileSystemPath(temporary, { from in RawPathBytes.withFileSystemPath(path) { rename(from, $0) } }) == 0 else { throw writeError(path: path, errno) }
        } catch {
            _ = RawPathBytes.withFileSystemPath(temporary) { unlink($0) }
            throw error
        }
    }

    /// The descriptor a path names without a file of its own: `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`.
    public static func standardStream(_ path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let number = Int32(path.dropFirst(prefix.count)), number >= 0, fcntl(number, F_GETFD) != -1 { return number }
            }
            return nil
        }
    }

    /// A FIFO or device: written in place (there is nothing to replace atomically).
    private static func writeThrough(_ path: String, _ write: (inout FileOutput) -> Void) throws {
        let descriptor = RawPathBytes.withFileSystemPath(path) { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw writeError(path: path, errno) }
        var output = FileOutput(descriptor: descriptor)
        write(&output)
        output.flush()
        let closed = close(descriptor)
        if let failure = output.failure { throw writeError(path: path, failure) }
        if closed != 0 { throw writeError(path: path, errno) }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
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
