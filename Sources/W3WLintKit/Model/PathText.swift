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
}
