import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// HMAC-SHA-256 (RFC 2104) on the hand-written `SHA256` (Foundation on Linux has no digest API).
struct HMACSHA256 {
    private var inner = SHA256()
    private let outerPad: [UInt8]

    init(key: [UInt8]) {
        var block = key.count > 64 ? { var hash = SHA256(); hash.update(contiguous: key); return hash.finalizeBytes() }() : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        inner.update(contiguous: block.map { $0 ^ 0x36 })
        outerPad = block.map { $0 ^ 0x5C }
    }

    mutating func update(contiguous bytes: [UInt8]) { inner.update(contiguous: bytes) }

    /// The MAC as lowercase hex.
    mutating func finalize() -> String {
        var outer = SHA256()
        outer.update(contiguous: outerPad + inner.finalizeBytes())
        return outer.finalize()
    }
}

/// The secret that signs `--cache` files, kept outside any checked tree (in the user's cache folder, mode 0600):
/// a cache committed to a repository, or planted in a shared CI path, cannot carry this machine's signature, so it
/// is discarded instead of trusted.
public struct CacheKey: Sendable, Equatable {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Why no key could be had.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The folder that holds the key: `$XDG_CACHE_HOME/w3wlint`, else `$HOME/.cache/w3wlint`.
    public static func standardFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/w3wlint" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/w3wlint" }
        return nil
    }

    /// The key in `folder/cache-key`, made (32 random bytes) when there is none. A key that another user could
    /// read or replace (not a regular file of ours with mode 0600) is refused: whoever knows it could sign a cache.
    public static func load(folder: String) -> Result<CacheKey, Unavailable> {
        func unavailable(_ what: String) -> Result<CacheKey, Unavailable> {
            .failure(Unavailable(description: "\(folder)/cache-key: \(what)"))
        }
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST { return unavailable(String(cString: strerror(errno))) }
        }
        let file = folder + "/cache-key"
        var descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            var fresh = [UInt8](repeating: 0, count: 32)
            var generator = SystemRandomNumberGenerator()
            for index in fresh.indices { fresh[index] = generator.next() }
            let made = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if made >= 0 {
                let written = fresh.withUnsafeBytes { write(made, $0.baseAddress, $0.count) }
                let closed = close(made)
                guard written == fresh.count, closed == 0 else {
                    unlink(file)
                    return unavailable("cannot be written")
                }
                return .success(CacheKey(bytes: fresh))
            }
            // Made by a run in parallel: read theirs.
            descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else { return unavailable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return unavailable("not a regular file") }
        guard info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else {
            return unavailable("readable or writable by others (it must be yours, mode 0600)")
        }
        var key = [UInt8](repeating: 0, count: 32)
        let count = key.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count == 32 else { return unavailable("not a key (32 bytes)") }
        return .success(CacheKey(bytes: key))
    }
}
