import Foundation

/// A path the user named that cannot be checked: a usage problem (exit code 2), not a finding.
public struct PathError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

/// Finds the files to check under the paths the user named.
public struct Discovery: Sendable {
    public var loaders: [any Loader]
    /// Folder names never entered while walking (a named path is always checked).
    public var skippedFolderNames: Set<String> = ["node_modules", "Pods", "DerivedData"]
    /// Whether walks (and the search for context files) take symbolic links; a named path is always taken.
    public var followSymbolicLinks = false

    public init(loaders: [any Loader]) {
        self.loaders = loaders
    }

    /// The files to check, as display paths (as the user spelled the path, or relative to `workingDirectory` for an
    /// absolute path inside it), sorted and unique. Relative paths are resolved from `workingDirectory`.
    /// A named file is checked when some loader reads its format; folders are walked recursively, skipping hidden
    /// entries, `skippedFolderNames` and (unless `followSymbolicLinks`) symbolic links; links are followed without looping.
    public func files(in paths: [String], workingDirectory: String) throws -> [String] {
        var found: Set<String> = []
        var visitedFolders: Set<String> = []

        func walk(_ folder: String, shown: String) {
            // A folder is identified by device and inode, so symbolic links cannot make the walk loop.
            var info = stat()
            guard Self.fileStatus(folder, &info) == 0 else {
                // A folder the system cannot name (a path past PATH_MAX) or that vanished: a finding, not a silent gap.
                found.insert(shown)
                return
            }
            guard visitedFolders.insert("\(info.st_dev):\(info.st_ino)").inserted else { return }
            guard let entries = Self.entries(of: folder) else {
                // A folder that cannot be listed is kept as a path that cannot be read: a finding, not a silent gap.
                found.insert(shown)
                return
            }
            for (name, kind) in entries where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                let display = shown == "." ? name : shown + "/" + name
                var isFolder = kind == DT_DIR
                if kind == DT_LNK || kind == DT_UNKNOWN {
                    var target = stat()
                    guard (followSymbolicLinks ? Self.fileStatus(path, &target) : Self.linkStatus(path, &target)) == 0,
                          followSymbolicLinks || (target.st_mode & S_IFMT) != S_IFLNK else { continue }
                    isFolder = (target.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder {
                    if !skippedFolderNames.contains(name) { walk(path, shown: display) }
                } else if loaders.contains(where: { $0.canLoad(path: path) }) {
                    found.insert(display)
                }
            }
        }

        // stat(2) and access(2) themselves, and paths joined as text: `xargs` and hooks name thousands of files, and
        // URL and FileManager calls cost more per file than the rest of this.
        for path in paths {
            let full = Self.joined(workingDirectory, path)
            var info = stat()
            guard Self.fileStatus(full, &info) == 0 else {
                throw PathError(path: path, reason: "no such file or directory")
            }
            guard RawPathBytes.withFileSystemPath(full, { access($0, R_OK) }) == 0 else {
                throw PathError(path: path, reason: "permission denied")
            }
            let shown = Self.displayPath(Self.normalized(path), workingDirectory: workingDirectory)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(full, shown: shown.isEmpty ? "." : shown)
            } else if loaders.contains(where: { $0.canLoad(path: full) }) {
                found.insert(shown)
            }
        }
        return found.sorted()
    }

    /// Files that give context to the paths checked without being reported on: theme files in each path's folder
    /// and its parents up to `root` (the theme above an export), and for a file named on its own (as a pre-commit hook
    /// names them) the other files of its folder (an export's other-mode twin) and of its counterpart folder
    /// (`light/` ↔ `dark/`, `drawable/` ↔ `drawable-night/`, `values/` ↔ `values-night/`).
    public func contextFiles(for paths: [String], workingDirectory: String, root: String) -> [String] {
        // Paths are joined and standardised as text (as `URL.standardizedFileURL` does, without its cost per call:
        // a hook may name thousands of files).
        let base = Self.standardized(workingDirectory)
        // Many named files share a folder (a pre-commit hook names every staged icon): list each folder once.
        var listings: [String: [String]] = [:]
        func loadable(in folder: String, themesOnly: Bool) -> [String] {
            let files: [String]
            if let listed = listings[folder] {
                files = listed
            } else {
                files = loadableFiles(in: folder)
                listings[folder] = files
            }
            return themesOnly ? files.filter { ThemeLoader().canLoad(path: $0) } : files
        }
        // Per folder of a named file: what is near it that is not an export, and the exports by twin key.
        var nearFiles: [String: (others: [String], exportsByKey: [String: [String]])] = [:]
        var visitedFolders: Set<String> = []
        let rootPath = Self.standardized(Self.joined(base, root))
        var context: Set<String> = []
        for path in paths {
            let full = Self.standardized(Self.joined(base, path))
            var info = stat()
            // A path that is not on disk is a file whose text is given (standard input, an editor's buffer).
            let isFolder = Self.fileStatus(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            let folder = isFolder ? full : PathText.folder(of: full)
            if !isFolder, full.hasSuffix(".swift") {
                context.formUnion(swiftTargetFiles(around: folder, workingDirectory: workingDirectory, base: base))
            }
            if !isFolder {
                // Of the exports beside it, only the named file's own twins: a hook naming one icon of a folder of
                // two thousand must not load the other 1,999. (Folder listings are cached.)
                let near: (others: [String], exportsByKey: [String: [String]])
                if let known = nearFiles[folder] {
                    near = known
                } else {
                    let counterparts = Self.counterpartFolders(of: URL(fileURLWithPath: folder)).map(\.path)
                    let files = ([folder] + counterparts).flatMap { loadable(in: $0, themesOnly: false) }
                    near = (files.filter { !isComponentExport($0) },
                            Dictionary(grouping: files.filter(isComponentExport)) { ExportName(path: $0).variantKey })
                    nearFiles[folder] = near
                }
                context.formUnion(near.others)
                if isComponentExport(full) { context.formUnion(near.exportsByKey[ExportName(path: full).variantKey] ?? []) }
            }
            // The themes above are the same for every named file of one folder.
            guard visitedFolders.insert(folder + (isFolder ? "/" : "")).inserted else { continue }
            var ancestor = isFolder ? PathText.folder(of: folder) : folder
            guard PathText.isInside(ancestor, folder: rootPath) else { continue }
            for _ in 0..<64 {
                context.formUnion(loadable(in: ancestor, themesOnly: true))
                let parent = PathText.folder(of: ancestor)
                if ancestor == rootPath || parent == ancestor { break }
                ancestor = parent
            }
        }
        return context.map { Self.displayPath($0, workingDirectory: base) }.sorted()
    }

    /// The files of `folder` (not its subfolders) some loader reads; hidden files left out, symbolic links followed only
    /// when asked (they may point outside the checked root).
    private func loadableFiles(in folder: String) -> [String] {
        (Self.entries(of: folder) ?? []).filter { !$0.name.hasPrefix(".") }.compactMap { entry in
            let path = Self.joined(folder, entry.name)
            var isFolder = entry.kind == DT_DIR
            if entry.kind == DT_LNK, !followSymbolicLinks { return nil }
            if entry.kind == DT_LNK || entry.kind == DT_UNKNOWN {
                var target = stat()
                guard Self.fileStatus(path, &target) == 0 else { return nil }
                isFolder = (target.st_mode & S_IFMT) == S_IFDIR
            }
            return isFolder ? nil : path
        }.filter { path in loaders.contains { $0.canLoad(path: path) } }
    }

    private func isComponentExport(_ path: String) -> Bool {
        loaders.contains { $0.readsComponentExports && $0.canLoad(path: path) }
    }

    /// Swift presets refer to presets in any file of their module: the Swift files of the target `folder` lies in.
    private func swiftTargetFiles(around folder: String, workingDirectory: String, base: String) -> [String] {
        guard let target = Self.swiftTarget(of: URL(fileURLWithPath: folder)),
              let sources = try? files(in: [target.path], workingDirectory: workingDirectory) else { return [] }
        return sources.filter { $0.hasSuffix(".swift") }.map { Self.standardized(Self.joined(base, $0)) }
    }

    /// `path` against `base` when it is relative.
    static func joined(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// An absolute path without `.`, `..` and empty components, worked out on the text (symbolic links are kept).
    static func standardized(_ path: String) -> String {
        if isStandardized(path) { return path }
        // Components are kept as byte ranges and the result is written once: a path from `xargs` or a hook
        // (`../shared/corpus/…`) takes this way for every file.
        let bytes = Array(path.utf8)
        var parts: [Range<Int>] = []
        var start = 0
        let dot = UInt8(ascii: ".")
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
            let part = start..<offset
            start = offset + 1
            if part.isEmpty || (part.count == 1 && bytes[part.lowerBound] == dot) { continue }
            if part.count == 2, bytes[part.lowerBound] == dot, bytes[part.lowerBound + 1] == dot {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        if parts.isEmpty { result.append(UInt8(ascii: "/")) }
        for part in parts {
            result.append(UInt8(ascii: "/"))
            result += bytes[part]
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `path` is already what `standardized` makes of it (the common case: every file of a walk):
    /// absolute, each component non-empty and neither `.` nor `..`.
    private static func isStandardized(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "/") else { return false }
            var componentStart = 1
            for offset in 1...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
                let length = offset - componentStart
                if length == 0 { return false }
                if bytes[componentStart] == UInt8(ascii: "."),
                   length == 1 || (length == 2 && bytes[componentStart + 1] == UInt8(ascii: ".")) { return false }
                componentStart = offset + 1
            }
            return true
        } ?? false
    }

    /// The SwiftPM target folder a Swift file is in (`Sources/W3WSwiftThemes`), nil outside a `Sources` folder.
    static func swiftTarget(of folder: URL) -> URL? {
        var candidate = folder
        for _ in 0..<64 {
            let parent = candidate.deletingLastPathComponent()
            if parent.lastPathComponent == "Sources" { return candidate }
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
        return nil
    }

    static func counterpartFolders(of folder: URL) -> [URL] {
        let name = folder.lastPathComponent
        let parent = folder.deletingLastPathComponent()
        var names: [String] = []
        switch name.lowercased() {
        case "light": names = [name == "Light" ? "Dark" : "dark"]
        case "dark": names = [name == "Dark" ? "Light" : "light"]
        default:
            if name.hasPrefix("drawable") || name.hasPrefix("values") || name.hasPrefix("mipmap") {
                names = [name.contains("-night") ? name.replacingOccurrences(of: "-night", with: "")
                    : name.split(separator: "-", maxSplits: 1).map(String.init).enumerated()
                    .map { $0.offset == 0 ? $0.element + "-night" : $0.element }.joined(separator: "-")]
            }
        }
        return names.map { parent.appendingPathComponent($0) }
    }

    /// The names in a folder with their type from readdir(3), sorted; no stat(2) per entry. Nil when it cannot be opened.
    static func entries(of folder: String) -> [(name: String, kind: Int32)]? {
        guard let directory = RawPathBytes.withFileSystemPath(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var result: [(String, Int32)] = []
        while let entry = readdir(directory) {
            // Through pointers to the fields, never `entry.pointee`: a record is only as long as its name, and
            // copying the whole struct read up to 255 bytes past the last one in the buffer (AddressSanitizer).
            guard let namePointer = entry.pointer(to: \.d_name), let typePointer = entry.pointer(to: \.d_type) else { continue }
            let name = RawPathBytes.decode(cString: UnsafeRawPointer(namePointer).assumingMemoryBound(to: CChar.self))
            if name == "." || name == ".." { continue }
            result.append((name, Int32(typePointer.pointee)))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// stat(2) and lstat(2) of a path by the bytes it names (see `RawPathBytes`).
    static func fileStatus(_ path: String, _ info: inout stat) -> Int32 {
        RawPathBytes.withFileSystemPath(path) { stat($0, &info) }
    }

    static func linkStatus(_ path: String, _ info: inout stat) -> Int32 {
        RawPathBytes.withFileSystemPath(path) { lstat($0, &info) }
    }

    static func normalized(_ path: String) -> String {
        var result = path
        while result.hasPrefix("./") { result.removeFirst(2) }
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result.isEmpty ? "." : result
    }

    /// Relative to the working directory when the file lies inside it, so reports read the same on every machine.
    static func displayPath(_ path: String, workingDirectory: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if path + "/" == root { return "." }
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
