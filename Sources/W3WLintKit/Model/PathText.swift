/// Paths worked out as text (no file system calls), for code that handles thousands of paths per run.
/// Loaders are asked about every file a walk meets: these compare bytes in place instead of copying, lower-casing
/// or splitting the path. Letters compare case-insensitively only in ASCII (as file extensions are written).
enum PathText {
    /// The folder part of a path: `a/b` for `a/b/c.svg`, `/` for `/c.svg` and `/`, empty for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The text after the last slash: a file's own name (as `NSString.lastPathComponent` gives it for a path that
    /// does not end in a slash, without its cost: loaders ask it of every file).
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path` is `folder` or lies inside it, by whole folder names (`/r/design-old` is not inside
    /// `/r/design`). Both are standardised absolute paths.
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// Whether the file at `path` lies in `scope` or a folder below it, for display paths as reports show them
    /// (relative to the working directory, or absolute): the empty scope is the working directory itself.
    static func isWithin(_ path: String, scope: String) -> Bool {
        if scope.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("../") }
        return isInside(path, folder: scope)
    }

    /// The folder a reference file in `folder` serves: `folder` itself, or the one above when `folder` is named for
    /// what it holds (`tokens`, `design-tokens`, `css`, `styles`, `themes`), as `design/tokens/` serves `design/icons/`.
    static func referenceScope(ofFolder folder: String) -> String {
        let name = lastComponent(of: folder).lowercased()
        let holders: Set<String> = ["tokens", "css", "styles", "style", "stylesheets", "theme", "themes"]
        return holders.contains(name) || name.hasSuffix("-tokens") || name.hasSuffix("_tokens") ? self.folder(of: folder) : folder
    }

    /// The deepest folder that holds every one of `paths` (files): `a/b` for `a/b/c/x.json` and `a/b/y.json`.
    static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first.map(folder(of:)) else { return "" }
        for path in paths.dropFirst() {
            while !common.isEmpty, common != "/", !isInside(path, folder: common) { common = folder(of: common) }
        }
        return common
    }

    /// A stylesheet (`.css`, `.scss`): its custom properties serve `var()`.
    static func isStylesheet(_ path: String) -> Bool {
        hasSuffix(path, ignoringCase: ".css") || hasSuffix(path, ignoringCase: ".scss")
    }

    /// Whether `path` ends with `suffix`, which is given in lower case; ASCII letters of the path match either case.
    static func hasSuffix(_ path: String, ignoringCase suffix: String) -> Bool {
        withBytes(path) { bytes in
            withBytes(suffix) { wanted in
                bytes.count >= wanted.count && matches(bytes, at: bytes.count - wanted.count, wanted, ignoringCase: true)
            }
        }
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
        withBytes(path) { bytes in
            withBytes(name) { wanted in
                var componentStart = 0
                var matched = false
                for index in 0..<bytes.count {
                    if bytes[index] != UInt8(ascii: "/") {
                        // A match counts once a later component begins: the last component is the file's own name.
                        if matched { return true }
                        continue
                    }
                    if !matched, index - componentStart == wanted.count {
                        matched = matches(bytes, at: componentStart, wanted, ignoringCase: true)
                    }
                    componentStart = index + 1
                }
                return false
            }
        }
    }

    /// Whether `part` occurs in `path`, byte for byte, or with `ignoringCase` (`part` given in lower case) with
    /// ASCII letters of the path in either case.
    static func contains(_ path: String, _ part: String, ignoringCase: Bool = false) -> Bool {
        withBytes(path) { bytes in
            withBytes(part) { wanted in
                guard bytes.count >= wanted.count else { return false }
                return (0...(bytes.count - wanted.count)).contains { matches(bytes, at: $0, wanted, ignoringCase: ignoringCase) }
            }
        }
    }

    /// Whether `wanted` is in `bytes` at `offset` (which leaves room for it).
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ wanted: UnsafeBufferPointer<UInt8>,
                                ignoringCase: Bool) -> Bool
    {
        for index in 0..<wanted.count {
            let byte = bytes[offset + index]
            if (ignoringCase ? lowercasedASCII(byte) : byte) != wanted[index] { return false }
        }
        return true
    }

    /// The string's UTF-8 bytes in place (copied only for a string not stored as UTF-8).
    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
