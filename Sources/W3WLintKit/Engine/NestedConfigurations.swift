import Foundation

/// Which configuration judges a file: the nearest configuration file at or above its folder, merged over the ones
/// above it (as SwiftLint's nested configurations are) up to one that says `root: true`. Files in the home folder
/// or above it are merged only when nearest: a dotfile there is no part of a project.
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

    /// The nearest configuration file at or above `folder` (absolute), nil when there is none.
    public mutating func nearestFile(forFolder folder: String) -> String? {
        if let known = nearest[folder] { return known }
        var found: String?
        for name in Configuration.fileNames {
            let candidate = Discovery.joined(folder, name)
            if access(candidate, F_OK) == 0 { found = candidate; break }
        }
        if found == nil {
            let parent = PathText.folder(of: folder)
            found = parent == folder ? nil : nearestFile(forFolder: parent)
        }
        nearest[folder] = found
        return found
    }

    /// The configuration for files in `folder` (absolute): merged from every configuration file above it, or the
    /// defaults when there is none.
    public mutating func configuration(forFolder folder: String) throws -> Configuration {
        guard let file = nearestFile(forFolder: folder) else {
            return try Configuration.defaults(registry: registry, workingDirectory: workingDirectory)
        }
        return try configuration(ofFile: file, nearest: true)
    }

    private mutating func configuration(ofFile file: String, nearest isNearest: Bool) throws -> Configuration {
        if let known = merged[file] { return known }
        let folder = PathText.folder(of: file)
        let shown = Discovery.displayPath(file, workingDirectory: workingDirectory)
        // A configuration in the tree that is a link to a file outside its repository is not read.
        if let root = Configuration.outsideRepository(file, baseDirectory: folder) {
            throw ConfigurationErrors(errors: [ConfigurationError(
                location: SourceLocation(file: shown, line: 1, column: 1),
                message: "this configuration is a link to a file outside its repository (\(root)); it was not read "
                    + "(name the file with --config to use it)")])
        }
        var parent: Configuration?
        let above = PathText.folder(of: folder)
        if above != folder, let outer = nearestFile(forFolder: above), !isHomeOrAbove(PathText.folder(of: outer)) {
            parent = try configuration(ofFile: outer, nearest: false)
        }
        let configuration = try Configuration.load(file: shown, workingDirectory: workingDirectory, registry: registry,
                                                   namedByUser: false, parent: parent)
        merged[file] = configuration
        return configuration
    }

    private func isHomeOrAbove(_ folder: String) -> Bool {
        let resolved = Configuration.realPath(folder) ?? folder
        return resolved == "/" || home.map { PathText.isInside($0, folder: resolved) } ?? false
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
        guard case let .configuration(configuration) = ruleSource else { return try check(paths: paths, workingDirectory: workingDirectory) }
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
        return result
    }

    /// This linter with the rules, loaders and presets of `configuration` (its run options kept).
    func configured(by configuration: Configuration) -> Linter {
        var linter = self
        let fresh = Linter(configuration: configuration)
        linter.ruleSource = fresh.ruleSource
        linter.loaders = fresh.loaders
        linter.assembler = fresh.assembler
        linter.presets = fresh.presets
        return linter
    }
}
