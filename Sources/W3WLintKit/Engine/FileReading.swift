import Foundation

/// A file w3wlint declined to read: larger than the size limit, or not a regular file (a FIFO would block the run,
/// a device would never end).
public struct FileRefusal: Error, Equatable, CustomStringConvertible {
    public var description: String
}

/// Reads the files a run checks, within the size limit.
enum FileReading {
    /// The default `maximumFileSize`: far above any design file, far below what would strain the machine.
    static let defaultMaximumSize = 50 * 1024 * 1024

    /// The bytes of `path`, or why they could not be read. A file above `maximumSize` bytes is refused from its
    /// size alone, and no more than `maximumSize + 1` bytes are ever read (a file that grows meanwhile is refused too).
    static func read(_ path: String, maximumSize: Int?) -> Result<Data, any Error> {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below as not a regular file.
        let descriptor = RawPathBytes.withFileSystemPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            return .failure(NSError(domain: NSPOSIXErrorDomain, code: Int(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(NSError(domain: NSPOSIXErrorDomain, code: Int(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(FileRefusal(description: "not a regular file; it was not read"))
        }
        if let maximumSize, Int(info.st_size) > maximumSize {
            return .failure(tooLarge(Int(info.st_size), maximumSize))
        }
        do {
            // One byte past the limit tells a file that grew meanwhile (no byte past the largest Int).
            let data = try (maximumSize.map { try handle.read(upToCount: $0 == Int.max ? $0 : $0 + 1) } ?? handle.readToEnd()) ?? Data()
            if let maximumSize, data.count > maximumSize { return .failure(tooLarge(data.count, maximumSize)) }
            return .success(data)
        } catch {
            return .failure(error)
        }
    }

    private static func tooLarge(_ size: Int, _ limit: Int) -> FileRefusal {
        FileRefusal(description: "the file is \(size) bytes\(inUnits(size)), above the limit of \(limit) bytes\(inUnits(limit)) "
            + "set by --max-file-size; it was not read")
    }

    /// ` (1 GB)`, ` (50 MB)`, ` (12.5 kB)` in binary units (so the default limit reads `50 MB`), or nothing below 1 kB.
    static func inUnits(_ bytes: Int) -> String {
        let units: [(String, Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("kB", 1 << 10)]
        for (name, size) in units where bytes >= size {
            let value = Double(bytes) / Double(size)
            return value == value.rounded() ? " (\(Int(value)) \(name))" : String(format: " (%.1f \(name))", value)
        }
        return ""
    }
}
