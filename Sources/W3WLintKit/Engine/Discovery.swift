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

    public init(loaders: [any Loader]) {
        self.loaders = loaders
    }

    /// The files to check, as display paths (as the user spelled the path, or relative to `workingDirectory` for an
    /// absolute path inside it), sorted and unique. Relative paths are resolved from `workingDirectory`.
    /// A named file is checked when some loader reads its format; folders are walked recursively, skipping hidden
    /// entries and `skippedFolderNames`, following symbolic links without looping.
    public func files(in paths: [String], workingDirectory: String) throws -> [String] {
        let fileManager = FileManager.default
        var found: Set<String> = []
        var visitedFolders: Set<String> = []
        let root = URL(fileURLWithPath: workingDirectory, isDirectory: true)

        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
        }

        func walk(_ folder: String, shown: String) {
            let canonical = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard visitedFolders.insert(canonical).inserted else { return }
            guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                let display = shown == "." ? name : (shown as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if !skippedFolderNames.contains(name) { walk(path, shown: display) }
                } else if loaders.contains(where: { $0.canLoad(path: path) }) {
                    found.insert(display)
                }
            }
        }

        for path in paths {
            let full = absolute(path)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &isFolder) else {
                throw PathError(path: path, reason: "no such file or directory")
            }
            guard fileManager.isReadableFile(atPath: full) else {
                throw PathError(path: path, reason: "permission denied")
            }
            let shown = Self.displayPath(Self.normalized(path), workingDirectory: workingDirectory)
            if isFolder.boolValue {
                walk(full, shown: shown.isEmpty ? "." : shown)
            } else if loaders.contains(where: { $0.canLoad(path: full) }) {
                found.insert(shown)
            }
        }
        return found.sorted()
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
