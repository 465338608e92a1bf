/// Paths worked out as text (no file system calls), for code that handles thousands of paths per run.
/// Loaders are asked about every file a walk meets: these compare bytes in place instead of copying, lower-casing
/// or splitting the path. Letters compare case-insensitively only in ASCII (as file extensions are written).
enum PathText {
    /// The folder part of a path: `a/b` for `a/b/c.svg`, `/` for `/c.svg` and `/`, empty for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` ends with `suffix`, which is given in lower case; ASCII letters of the path match either case.
    static func hasSuffix(_ path: String, ignoringCase suffix: String) -> Bool {
        let bytes = path.utf8
        let wanted = suffix.utf8
        guard bytes.count >= wanted.count else { return false }
        return zip(bytes.suffix(wanted.count), wanted).allSatisfy { lowercasedASCII($0) == $1 }
    }

    /// The last `count` non-empty components of `path`, in path order (the end of `path.split(separator: "/")`);
    /// fewer when the path has fewer.
    static func lastComponents(of path: String, count: Int) -> [Substring] {
        let bytes = path.utf8
        var components: [Substring] = []
        var end = bytes.endIndex
        var index = end
        while components.count < count, index > bytes.startIndex {
            let before = bytes.index(before: index)
            if bytes[before] == UInt8(ascii: "/") {
                if index < end { components.append(path[index..<end]) }
                end = before
            }
            index = before
        }
        if components.count < count, index < end { components.append(path[index..<end]) }
        return components.reversed()
    }

    /// Whether a folder of `path` (a non-empty component before the last) is `name`, which is given in lower case;
    /// ASCII letters of the path match either case.
    static func hasFolder(_ path: String, namedIgnoringCase name: String) -> Bool {
        let bytes = path.utf8
        let wanted = name.utf8
        var componentStart = bytes.startIndex
        var matched = false
        for index in bytes.indices {
            if bytes[index] != UInt8(ascii: "/") {
                // A match counts once a later component begins: the last component is the file's own name.
                if matched { return true }
                continue
            }
            if !matched, bytes.distance(from: componentStart, to: index) == wanted.count,
               zip(bytes[componentStart..<index], wanted).allSatisfy({ lowercasedASCII($0) == $1 })
            {
                matched = true
            }
            componentStart = bytes.index(after: index)
        }
        return false
    }

    /// Whether `part` occurs in `path`, byte for byte, or with `ignoringCase` (`part` given in lower case) with
    /// ASCII letters of the path in either case.
    static func contains(_ path: String, _ part: String, ignoringCase: Bool = false) -> Bool {
        let bytes = path.utf8
        let wanted = part.utf8
        guard bytes.count >= wanted.count else { return false }
        var start = bytes.startIndex
        let last = bytes.index(bytes.endIndex, offsetBy: -wanted.count)
        while start <= last {
            if ignoringCase ? zip(bytes[start...], wanted).allSatisfy({ lowercasedASCII($0) == $1 })
                : bytes[start...].starts(with: wanted) { return true }
            start = bytes.index(after: start)
        }
        return false
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
