/// Paths worked out as text (no file system calls), for code that handles thousands of paths per run.
enum PathText {
    /// The folder part of a path: `a/b` for `a/b/c.svg`, `/` for `/c.svg` and `/`, empty for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` is `folder` or lies inside it, by whole folder names (`/r/design-old` is not inside
    /// `/r/design`). Both are standardised absolute paths.
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// The last `count` non-empty components of `path`, last first (fewer when it has fewer): what
    /// `path.split(separator: "/").suffix(count).reversed()` gives, without splitting the whole path.
    static func trailingComponents(_ path: String, count: Int) -> [Substring] {
        var components: [Substring] = []
        let utf8 = path.utf8
        var end = utf8.endIndex
        var index = end
        while components.count < count, index > utf8.startIndex {
            let before = utf8.index(before: index)
            if utf8[before] == UInt8(ascii: "/") {
                if index < end { components.append(path[index..<end]) }
                end = before
            }
            index = before
        }
        if components.count < count, index < end { components.append(path[index..<end]) }
        return components
    }

    /// Whether `path` ends with `suffix` (ASCII) in any letter case.
    static func hasSuffixIgnoringCase(_ path: String, _ suffix: String) -> Bool {
        let tail = path.utf8.suffix(suffix.utf8.count)
        guard tail.count == suffix.utf8.count else { return false }
        return zip(tail, suffix.utf8).allSatisfy { a, b in
            let lower = a >= UInt8(ascii: "A") && a <= UInt8(ascii: "Z") ? a + 32 : a
            return lower == b
        }
    }
}
