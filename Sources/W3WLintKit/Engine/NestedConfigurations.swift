import Foundation

/// Which configuration judges a file: the nearest configuration file at or above its folder, merged over the ones
/// above it (as SwiftLint's nested configurations are) up to one that says `root: true`. Only files inside the
/// nearest one's repository (outside git, inside the working folder) are merged: a file in a parent folder anyone
/// may write (`/tmp`, a CI workspace) is no part of the project. A nested file in a folder its parents exclude is
/// not read, and at most `maximumNesting` files are merged.
public struct ConfigurationResolver {
    public let workingDirectory: String
    let registry: RuleRegistry
    let home: String?
    /// Merged configurations by the absolute path of their innermost file.
    private var merged: [String: Configuration] = [:]
    /// The nearest configuration file of each folder looked at (absolute), nil when there is none.
    private var nearest: [String: String?] = [:]

    public init(workingDirectory: String, registry: RuleRegistry = .standard,
                home: String? = ProcessInfo.processInfo.environment["HOME"])
    {
        self.workingDirectory = workingDirectory
        self.registry = registry
        self.home = home.flatMap { $0.isEmpty ? nil : Configuration.realPath($0) ?? $0 }
    }

    /// More nested configuration files than this above one folder is an error (each level costs the levels above it).
    static let maximumNesting = 16

    /// The nearest configuration file at or above `folder` (absolute), nil when there is none.
    public mutating func nearestFile(forFolder folder: String) -> String? {
        // Walked up iteratively, each folder's answer remembered: a deep tree costs its depth once.
        var visited: [String] = []
        var current = folder
        var found: String?
        while true {
            if let known = nearest[current] { found = known; break }
            visited.append(current)
            if let name = Configuration.fileNames.first(where: { access(Discovery.joined(current, $0), F_OK) == 0 }) {
                found = Discovery.joined(current, name)
                break
            }
            let parent = PathText.folder(of: current)
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        for path in visited { nearest[path] = found }
        return found
    }

    /// The configuration for files in `folder` (absolute): merged from every configuration file above it, or the
    /// defaults when there is none.
    public mutating func configuration(forFolder folder: String) throws -> Configuration {
        guard let file = nearestFile(forFolder: folder) else {
            return try Configuration.defaults(registry: registry, workingDirectory: workingDirectory)
        }
        return try configuration(ofFile: file)
    }

    private mutating func configuration(ofFile file: String) throws -> Configuration {
        if let known = merged[file] { return known }
        // The files not merged yet, innermost first, up to one already merged or the boundary.
        let boundary = mergeBoundary(for: file)
        var chain: [String] = []
        var parent: Configuration?
        var current: String? = file
        while let next = current {
            if let known = merged[next] { parent = known; break }
            chain.append(next)
            let folder = PathText.folder(of: next)
            let above = PathText.folder(of: folder)
            current = above == folder ? nil : nearestFile(forFolder: above).flatMap { outer in
                PathText.isInside(Configuration.realPath(PathText.folder(of: outer)) ?? outer, folder: boundary) ? outer : nil
            }
            if current != nil, chain.count >= Self.maximumNesting {
                throw ConfigurationErrors(errors: [ConfigurationError(
                    location: SourceLocation(file: Discovery.displayPath(file, workingDirectory: workingDirectory), line: 1, column: 1),
                    message: "more than \(Self.maximumNesting) nested configuration files lie above this one; merge some of them")])
            }
        }
        for path in chain.reversed() {
            let shown = Discovery.displayPath(path, workingDirectory: workingDirectory)
            // A configuration in the tree that is a link to a file outside its repository is not read.
            if let root = Configuration.outsideRepository(path, baseDirectory: PathText.folder(of: path)) {
                throw ConfigurationErrors(errors: [ConfigurationError(
                    location: SourceLocation(file: shown, line: 1, column: 1),
                    message: "this configuration is a link to a file outside its repository (\(root)); it was not read "
                        + "(name the file with --config to use it)")])
            }
            // In a folder the configurations above exclude, a nested file is not read: it cannot bring back what they
            // leave out, nor stop the run.
            if let outer = parent, !outer.isIncluded(path, workingDirectory: workingDirectory) {
                merged[path] = outer
                continue
            }
            let configuration = try Configuration.load(file: shown, workingDirectory: workingDirectory, registry: registry,
                                                       namedByUser: false, parent: parent)
            merged[path] = configuration
            parent = configuration
        }
        return merged[file]!
    }

    /// The folder nested configurations are merged within: the repository of `file`, or, outside git, the working
    /// folder when `file` is inside it (else none above `file`'s own folder).
    private func mergeBoundary(for file: String) -> String {
        let folder = Configuration.realPath(PathText.folder(of: file)) ?? PathText.folder(of: file)
        let repository = Configuration.repositoryRoot(of: folder, home: home)
        if access(Discovery.joined(repository, ".git"), F_OK) == 0 { return repository }
        let working = Configuration.realPath(workingDirectory) ?? workingDirectory
        return PathText.isInside(folder, folder: working) ? working : folder
    }
}

extension Linter {
    /// Checks `paths` with each file judged by its own folder's configuration (`resolver`), whatever paths are
    /// passed and in whatever order: a file gets the same findings alone (a pre-commit hook) as in a folder (CI).
    /// Files that share a configuration are checked together; each group as files named on their own, with the
    /// references above them as context.
    public func check(paths: [String], configurations resolver: inout ConfigurationResolver,
                      workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> LintResult
    {
        // Rules given as values hold for every file: no folder's configuration replaces them.
        guard configuration.givenRules == nil else { return try check(paths: paths, workingDirectory: workingDirectory) }
        let discovered = try discoveredFiles(paths: paths, workingDirectory: workingDirectory)
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for file in discovered {
            let folder = PathText.folder(of: Discovery.standardized(Discovery.joined(workingDirectory, file)))
            let key = resolver.nearestFile(forFolder: folder) ?? ""
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(file)
        }
        let own = configuration.file.map { Configuration.absolutePath($0, from: workingDirectory) } ?? ""
        if order.count <= 1, order.first ?? own == own {
            var result = check(discovered: discovered, paths: paths, workingDirectory: workingDirectory)
            result.configurations = configuration.chain
            result.packFiles = configuration.packFiles
            return result
        }
        // Every group's configuration is read before anything is checked: a broken one stops the run with its line.
        var configured: [(Configuration, [String])] = []
        for key in order.sorted() {
            let folder = key.isEmpty ? workingDirectory : PathText.folder(of: key)
            configured.append((try key.isEmpty ? Configuration.defaults(registry: configuration.registry, workingDirectory: workingDirectory)
                : resolver.configuration(forFolder: folder), groups[key]!))
        }
        let theme = referenceThemePath.map { Discovery.displayPath(Discovery.normalized($0), workingDirectory: workingDirectory) }
        var parts: [LintResult] = []
        for (groupConfiguration, files) in configured {
            var linter = self.configured(by: groupConfiguration)
            if let cacheDirectory {
                linter.cacheDirectory = Discovery.joined(cacheDirectory, "nested-" + String(SHA256.hex(Array(groupConfiguration.digest.utf8)).prefix(16)))
            }
            parts.append(linter.check(discovered: files, paths: files, extraContext: theme.map { [$0] } ?? [],
                                      workingDirectory: workingDirectory))
        }
        var result = LintResult.merged(parts)
        result.configurations = configured.flatMap(\.0.chain).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        result.packFiles = configured.flatMap(\.0.packFiles).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return result
    }

    /// This linter with the rules, loaders and presets of `configuration` (its run options kept).
    func configured(by configuration: Configuration) -> Linter {
        var linter = self
        let fresh = Linter(configuration: configuration)
        linter.configuration = fresh.configuration
        linter.loaders = fresh.loaders
        linter.assembler = fresh.assembler
        linter.presets = fresh.presets
        return linter
    }
}
