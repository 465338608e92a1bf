import Foundation
import Yams

/// An outside plugin named in the config: an executable that reads the design model as JSON and prints findings.
public struct PluginSpec: Sendable, Equatable {
    public var name: String
    public var command: [String]
    /// Seconds before the plugin is stopped and reported.
    public var timeout: Double
    /// The folder the command runs in (the config file's folder).
    public var workingDirectory: String
    public var location: SourceLocation
}

/// The resolved configuration of a run: which rules apply to which files with which options, which files are
/// checked, which plugins run. Built from `.w3wlint.yml` (or defaults) and the packs it extends.
public struct Configuration: Sendable {
    /// The config file, as given or found; nil when w3wlint runs with its defaults.
    public var file: String?
    /// Globs in the config are relative to this folder (the config file's, or the working directory).
    public var baseDirectory: String
    /// The packs applied, in order (built-in names or paths).
    public var packs: [String]
    public var include: [String]
    public var exclude: [String]
    public var plugins: [PluginSpec]
    /// The pack files `extends:` read (absolute paths): inputs of the run, never written over.
    public var packFiles: [String] = []
    /// Presets from the packs, for themes that define no scale of a kind.
    public var defaultScales: [String: Scale]
    /// Named text styles, component size presets and text levels from the packs (a later pack's section replaces
    /// an earlier one's; component kinds merge).
    public var defaultStructure = DesignStructure()
    /// True when the config names its packs (`extends:`): only then do the packs' presets judge files that have no
    /// reference of their own (see `presets`). The default pack's rules apply either way.
    public var presetsChosen = false
    /// How token files and platform resources become themes (`tokens:`).
    public var tokens = TokenSettings()
    /// How Swift theme sources are read (`swift:`).
    public var swift = SwiftSourceSettings()
    /// What exports' CSS variables stand for and the canvas of each mode (`exports:`).
    public var exports = ExportSettings()
    let registry: RuleRegistry
    /// A hash of everything the rules' behaviour depends on here: the config text and every pack's text, in order
    /// (with the w3wlint version, it keys `--cache`).
    public internal(set) var digest: String = ""
    var ruleOrder: [String]
    var baseRules: [String: EffectiveRule]
    var overrides: [Override]
    /// The `include` and `exclude` of the configurations this one is nested in, each with its own folder.
    var inheritedFilters: [FileFilter] = []
    /// The configuration files merged into this one, outermost first (empty without a file).
    public internal(set) var chain: [String] = []
    /// The folder of the outermost configuration merged into this one: where the themes above a file are looked for.
    public internal(set) var outermostDirectory: String = ""
    /// Rules given as values (a team's linter binary, a test, the editor's pair measurement) instead of the packs':
    /// run on every file the configuration includes, as they are.
    var givenRules: [any RuleKind]?

    /// A configuration with no file that runs `rules` on every file, with default settings.
    static func running(_ rules: [any RuleKind]) -> Configuration {
        Configuration(file: nil, baseDirectory: "/", packs: [], include: [], exclude: [], plugins: [], defaultScales: [:],
                      registry: .standard, ruleOrder: [], baseRules: [:], overrides: []).running(rules)
    }

    /// This configuration with `rules` run instead of its packs' (its files, settings and exports kept).
    public func running(_ rules: [any RuleKind]) -> Configuration {
        var copy = self
        copy.givenRules = rules
        // Overrides change only rules: these hold as given on every file.
        copy.overrides = []
        return copy
    }

    /// Whether a run's results may be cached under `digest`: not when plugins answer (they may change unseen) or
    /// when rules are given as values (the digest does not know them).
    var isCacheable: Bool { plugins.isEmpty && givenRules == nil }

    public static let fileNames = [".w3wlint.yml", ".w3wlint.yaml", ".w3wlint.json"]
    static let keys = ["root", "extends", "rules", "include", "exclude", "overrides", "plugins", "tokens", "swift", "exports"]

    struct Override {
        var files: [String]
        var excludedFiles: [String]
        var entries: [String: RuleEntry]
        /// The folder its globs are relative to; nil: the configuration's.
        var baseDirectory: String?
    }

    /// Globs relative to a folder: a file under it is checked when `include` (if any) matches and `exclude` does not.
    struct FileFilter {
        var baseDirectory: String
        var include: [String]
        var exclude: [String]
    }

    /// A rule with everything the packs and the config said, before its kind reads the options.
    struct EffectiveRule {
        var id: String
        var kind: String
        var kindLocation: SourceLocation
        var enabled = true
        var severity: Severity?
        var texts = RuleTexts()
        var options: [(key: String, value: LocatedNode)] = []
        var triggeringExamples: [RuleExample] = []
        var nonTriggeringExamples: [RuleExample] = []
        var pack: String

        mutating func apply(_ entry: RuleEntry) {
            if let value = entry.enabled { enabled = value }
            if let value = entry.severity { severity = value; if entry.enabled == nil { enabled = true } }
            texts.apply(entry.texts)
            for option in entry.options {
                options.removeAll { $0.key == option.key }
                options.append(option)
            }
            if let value = entry.triggeringExamples { triggeringExamples = value }
            if let value = entry.nonTriggeringExamples { nonTriggeringExamples = value }
        }
    }

    /// What exports with no reference theme are judged against: the packs' presets when the config chose its packs,
    /// else none (the text levels only, which are no design system's values).
    public var presets: DesignPresets {
        let hierarchy = defaultStructure.hierarchy.isEmpty ? DesignPresets().hierarchy : defaultStructure.hierarchy
        guard presetsChosen else { return DesignPresets(hierarchy: hierarchy) }
        return DesignPresets(source: packs.joined(separator: ", "), scales: defaultScales, typography: defaultStructure.typography,
                             components: defaultStructure.components, hierarchy: hierarchy)
    }

    /// The packs' presets whether or not the configuration chose them: what the packs' own examples are written against.
    public var packPresets: DesignPresets {
        var chosen = self
        chosen.presetsChosen = true
        return chosen.presets
    }

    /// The file `exports.reference` names, as an absolute path (relative paths are the config's folder's).
    public var referencePath: String? {
        exports.reference.map { Self.absolutePath($0, from: baseDirectory) }
    }

    /// What a configuration nested in this one starts from: its packs, rules, plugins and sections, with paths
    /// that were relative to this one's folder made to keep their meaning under `baseDirectory`.
    func nested(file: String?, baseDirectory: String) -> Configuration {
        var child = self
        child.file = file
        child.baseDirectory = baseDirectory
        if !include.isEmpty || !exclude.isEmpty {
            child.inheritedFilters.append(FileFilter(baseDirectory: self.baseDirectory, include: include, exclude: exclude))
        }
        child.include = []
        child.exclude = []
        child.overrides = overrides.map { override in
            var kept = override
            kept.baseDirectory = override.baseDirectory ?? self.baseDirectory
            return kept
        }
        child.exports.reference = referencePath
        return child
    }

    /// The configuration without a config file: the registry's default packs.
    public static func defaults(registry: RuleRegistry = .standard, workingDirectory: String) throws -> Configuration {
        try build(file: nil, text: nil, workingDirectory: workingDirectory, registry: registry)
    }

    /// Reads a config file; every problem (with its line) is thrown together.
    /// `namedByUser`: the file was named by the person running w3wlint (`--config`), so its `extends:` may name
    /// packs anywhere; a configuration found in the checked tree may extend only packs inside its own repository.
    /// `parent`: the configuration of the folders above, which this file is merged over unless it says `root: true`.
    public static func load(file: String, workingDirectory: String, registry: RuleRegistry = .standard,
                            namedByUser: Bool = true, parent: Configuration? = nil) throws -> Configuration
    {
        let absolute = absolutePath(file, from: workingDirectory)
        guard case let .success(data) = FileReading.read(absolute, maximumSize: FileReading.defaultMaximumSize),
              let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationErrors(errors: [ConfigurationError(location: SourceLocation(file: file, line: 1, column: 1),
                                                                  message: "cannot read the configuration file")])
        }
        return try build(file: file, text: text, workingDirectory: workingDirectory, registry: registry, namedByUser: namedByUser,
                         parent: parent)
    }

    /// A configuration from its text, as if read from `file` (a name for messages; `extends:` paths are relative to
    /// its folder).
    public static func parse(_ text: String, file: String = ".w3wlint.yml", workingDirectory: String,
                             registry: RuleRegistry = .standard) throws -> Configuration
    {
        try build(file: file, text: text, workingDirectory: workingDirectory, registry: registry)
    }

    static func absolutePath(_ path: String, from folder: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// The repository a configuration belongs to: the nearest folder at or above `folder` (symbolic links resolved)
    /// that holds `.git`, else `folder` itself. A `.git` in the home folder, above it or at `/` (dotfiles kept in
    /// git) does not make a tree without one of its own part of that repository.
    static func repositoryRoot(of folder: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        let start = realPath(folder) ?? folder
        let homeFolder = home.flatMap { $0.isEmpty ? nil : realPath($0) }
        func isHomeOrAbove(_ candidate: String) -> Bool {
            candidate == "/" || homeFolder.map { PathText.isInside($0, folder: candidate) } ?? false
        }
        var current = start
        while true {
            if access(current + "/.git", F_OK) == 0, !isHomeOrAbove(current) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return start }
            current = parent
        }
    }

    /// The root of the repository of a configuration in `baseDirectory` when `path` (absolute) lies outside it,
    /// through a link or by its text; nil when it is inside (a path inside that does not exist is inside).
    static func outsideRepository(_ path: String, baseDirectory: String) -> String? {
        let root = repositoryRoot(of: baseDirectory)
        if let resolved = realPath(path) { return PathText.isInside(resolved, folder: root) ? nil : root }
        let lexical = absolutePath(path, from: realPath(baseDirectory) ?? baseDirectory)
        return PathText.isInside(lexical, folder: root) ? nil : root
    }

    /// `path` with every symbolic link resolved, nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func build(file: String?, text: String?, workingDirectory: String, registry: RuleRegistry,
                              namedByUser: Bool = true, parent: Configuration? = nil) throws -> Configuration
    {
        var errors: [ConfigurationError] = []
        let baseDirectory = file.map { (absolutePath($0, from: workingDirectory) as NSString).deletingLastPathComponent }
            ?? workingDirectory
        var config = Configuration(file: file, baseDirectory: baseDirectory, packs: [], include: [], exclude: [], plugins: [],
                                   defaultScales: [:], registry: registry, ruleOrder: [], baseRules: [:], overrides: [])
        let document = YAMLDocument(file: file ?? "<defaults>")
        let sections = try topLevelSections(text: text, file: file, document: document, errors: &errors)
        var isRoot = parent == nil
        if let node = sections["root"]?.value {
            if let flag = node.bool, node.tagName == .bool { isRoot = isRoot || flag } else { errors.append(document.error("`root` must be true or false", at: node)) }
        }
        if !isRoot, let parent { config = parent.nested(file: file, baseDirectory: baseDirectory) }
        config.chain = (isRoot ? [] : parent?.chain ?? []) + (file.map { [$0] } ?? [])
        config.outermostDirectory = isRoot ? baseDirectory : parent?.outermostDirectory ?? baseDirectory

        var sources = SHA256()
        if !isRoot, let parent { sources.update(parent.digest) }
        sources.update(text ?? "<no configuration file>")
        // Packs, in order: built-in names, or paths relative to the config file. A nested configuration's packs are
        // applied over its parent's.
        var packRefs: [(String, Node?)] = isRoot ? registry.defaultPacks.map { ($0, nil) } : []
        if let extends = sections["extends"]?.value {
            config.presetsChosen = true
            if case let .sequence(items) = extends { packRefs = items.map { ($0.stringValue ?? "", $0) } } else if extends.stringValue != nil {
                packRefs = [(extends.stringValue!, extends)]
            } else {
                errors.append(document.error("`extends` must be a list of packs", at: extends))
                packRefs = []
            }
        }
        config.applyPacks(packRefs, document: document, workingDirectory: workingDirectory, namedByUser: namedByUser,
                          sources: &sources, errors: &errors)
        let inheritedOverrides = config.overrides.count
        config.readSettings(sections, document: document, namedByUser: namedByUser, parent: parent, errors: &errors)
        config.digest = sources.finalize()
        // Every rule, and every override of it, must instantiate before anything is checked.
        for id in config.ruleOrder {
            _ = config.instantiate(id: id, overrideIndices: [], errors: &errors)
            // The overrides this file adds (those it inherits were checked with the file that wrote them).
            for (index, override) in config.overrides.enumerated() where index >= inheritedOverrides && override.entries[id] != nil {
                _ = config.instantiate(id: id, overrideIndices: [index], errors: &errors)
            }
        }
        if !errors.isEmpty { throw ConfigurationErrors(errors: errors.sorted { $0.location < $1.location }) }
        return config
    }

    /// The sections after `extends`: rules, file filters, overrides, plugins and the settings of each input format.
    private mutating func readSettings(_ sections: [String: (key: Node, value: Node)], document: YAMLDocument, namedByUser: Bool,
                                       parent: Configuration?, errors: inout [ConfigurationError])
    {
        if let rules = sections["rules"]?.value {
            if let pairs = rules.pairs {
                for (id, idNode, value) in pairs {
                    if let entry = RuleEntry.read(id: id, keyNode: idNode, value: value, document: document, errors: &errors) {
                        apply(entry, pack: file ?? "config", errors: &errors)
                    }
                }
            } else if !rules.isNull {
                errors.append(document.error("`rules` must be a mapping of rule ids", at: rules))
            }
        }
        if let node = sections["include"]?.value { include = Self.globs(node, "include", takes: "strings", document: document, errors: &errors) }
        if let node = sections["exclude"]?.value { exclude = Self.globs(node, "exclude", takes: "strings", document: document, errors: &errors) }
        if let node = sections["overrides"]?.value {
            overrides += Self.readOverrides(node, document: document, config: self, errors: &errors)
        }
        if let node = sections["plugins"]?.value {
            if parent != nil {
                // --allow-plugins trusts the configuration at the top of the project, not every folder below it.
                errors.append(document.error("`plugins` may be named only in the outermost configuration of a project "
                    + "(this one is nested in \(parent?.chain.last ?? "another")); name them there", at: sections["plugins"]?.key))
            } else {
                plugins += Self.readPlugins(node, document: document, baseDirectory: baseDirectory, errors: &errors)
            }
        }
        if let node = sections["tokens"]?.value { tokens = Self.readTokenSettings(node, document: document, errors: &errors) }
        if let node = sections["swift"]?.value { swift = Self.readSwiftSettings(node, document: document, errors: &errors) }
        if let node = sections["exports"]?.value {
            exports = Self.readExportSettings(node, document: document, errors: &errors)
            if !namedByUser, let reference = exports.reference,
               let root = Self.outsideRepository(Self.absolutePath(reference, from: baseDirectory), baseDirectory: baseDirectory)
            {
                // The file is not read: its names never reach a finding.
                let at = node.pairs?.first { $0.key == "reference" }?.value
                errors.append(document.error("`exports.reference` `\(reference)` is outside this configuration's repository (\(root)); "
                    + "a configuration found in the checked tree names only files inside it (name the configuration with --config to name others)", at: at))
                exports.reference = nil
            }
        }
    }

    /// `node` as globs: one glob or a list of them. Anything else, or a glob too long to match quickly, is an error.
    static func globs(_ node: Node, _ key: String, takes items: String, document: YAMLDocument,
                      errors: inout [ConfigurationError]) -> [String]
    {
        guard let globs = document.strings(node) else {
            errors.append(document.error("`\(key)` must be a list of \(items)", at: node))
            return []
        }
        if let problem = globLengthProblem(globs, key) { errors.append(document.error(problem, at: node)) }
        return globs
    }

    /// The configuration's top-level keys and their values; an unknown key is an error with a did-you-mean.
    private static func topLevelSections(text: String?, file: String?, document: YAMLDocument, errors: inout [ConfigurationError]) throws
        -> [String: (key: Node, value: Node)]
    {
        var sections: [String: (key: Node, value: Node)] = [:]
        if let text, let file {
            switch YAMLDocument.compose(text, file: file) {
            case let .failure(failure):
                throw ConfigurationErrors(errors: [ConfigurationError(location: failure.finding.location, message: failure.finding.message)])
            case let .success(root):
                if let root, !root.isNull {
                    guard let pairs = root.pairs else {
                        throw ConfigurationErrors(errors: [document.error("a configuration is a mapping (extends, rules, …)", at: root)])
                    }
                    for (key, keyNode, value) in pairs {
                        if keys.contains(key) {
                            sections[key] = (keyNode, value)
                        } else {
                            errors.append(document.error(unknownKeyMessage(key, in: "the configuration", known: keys), at: keyNode))
                        }
                    }
                }
            }
        }
        return sections
    }

    /// Reads the packs in order (built-in names, or paths relative to the configuration) and applies their scales,
    /// structure and rules; a pack outside the repository of a configuration found in the tree is refused unread.
    private mutating func applyPacks(_ packRefs: [(String, Node?)], document: YAMLDocument, workingDirectory: String,
                                     namedByUser: Bool, sources: inout SHA256, errors: inout [ConfigurationError])
    {
        for (reference, node) in packRefs {
            let result: Result<RulePack, ConfigurationErrors>
            if let builtin = registry.builtinPack(reference) {
                result = builtin
                sources.update(registry.packs[reference] ?? "")
            } else if reference.contains("/") || reference.hasSuffix(".yml") || reference.hasSuffix(".yaml") || reference.hasSuffix(".json") {
                let path = Self.absolutePath(reference, from: baseDirectory)
                let shown = Discovery.displayPath(path, workingDirectory: workingDirectory)
                if !namedByUser {
                    // A pack must exist as well as lie inside (a missing one is refused with the same words).
                    let outside = Self.realPath(path) == nil ? Self.repositoryRoot(of: baseDirectory)
                        : Self.outsideRepository(path, baseDirectory: baseDirectory)
                    if let root = outside {
                        // The file is not read: its content is never quoted.
                        errors.append(document.error("the rule pack `\(reference)` is outside this configuration's repository "
                                                     + "(\(root)) or does not exist; a configuration found in the checked tree extends "
                                                     + "only packs inside it (name the configuration with --config to extend others)", at: node))
                        continue
                    }
                }
                guard case let .success(data) = FileReading.read(path, maximumSize: FileReading.defaultMaximumSize),
                      let packText = String(data: data, encoding: .utf8) else {
                    errors.append(document.error("cannot read the rule pack `\(reference)`", at: node))
                    continue
                }
                result = RulePack.parse(packText, file: shown, name: shown)
                sources.update(packText)
                packFiles.append(path)
            } else {
                let hint = didYouMean(reference, in: Array(registry.packs.keys))
                errors.append(document.error(
                    "unknown rule pack `\(reference)`\(hint) (built-in: \(registry.packs.keys.sorted().joined(separator: ", ")); "
                                             + "a team's pack is a path such as ./rules/team.yml)", at: node))
                continue
            }
            switch result {
            case let .failure(packErrors): errors += packErrors.errors
            case let .success(pack):
                packs.append(pack.name)
                defaultScales.merge(pack.scales) { _, new in new }
                if !pack.structure.typography.isEmpty { defaultStructure.typography = pack.structure.typography }
                defaultStructure.components.merge(pack.structure.components) { _, new in new }
                if !pack.structure.hierarchy.isEmpty { defaultStructure.hierarchy = pack.structure.hierarchy }
                for entry in pack.entries { apply(entry, pack: pack.name, errors: &errors) }
            }
        }
    }

    private mutating func apply(_ entry: RuleEntry, pack: String, errors: inout [ConfigurationError]) {
        if let kind = entry.kind {
            if var existing = baseRules[entry.id], existing.kind == kind {
                existing.apply(entry)
                existing.pack = pack
                baseRules[entry.id] = existing
                return
            }
            var rule = EffectiveRule(id: entry.id, kind: kind, kindLocation: entry.location, pack: pack)
            rule.apply(entry)
            if baseRules[entry.id] == nil { ruleOrder.append(entry.id) }
            baseRules[entry.id] = rule
        } else if var existing = baseRules[entry.id] {
            existing.apply(entry)
            baseRules[entry.id] = existing
        } else {
            errors.append(unknownRule(entry.id, at: entry.location))
        }
    }

    private func unknownRule(_ id: String, at location: SourceLocation) -> ConfigurationError {
        let hint = didYouMean(id, in: ruleOrder)
        return ConfigurationError(location: location, message: "unknown rule id `\(id)`\(hint) (to define a new rule, give its `kind`; "
            + "known rules: \(ruleOrder.joined(separator: ", ")))")
    }

    /// Globs are matched in time proportional to pattern × path: a path is at most 4,096 bytes, and a glob at most
    /// `maximumGlobLength` characters, so that no configuration makes matching slow.
    static let maximumGlobLength = 1_000

    static func globLengthProblem(_ globs: [String], _ key: String) -> String? {
        guard let long = globs.first(where: { $0.count > maximumGlobLength }) else { return nil }
        return "a glob in `\(key)` is \(long.count) characters long; at most \(maximumGlobLength) are allowed"
    }

    private static func readOverrides(_ node: Node, document: YAMLDocument, config: Configuration,
                                      errors: inout [ConfigurationError]) -> [Override]
    {
        guard let items = document.sequence(node, else: "`overrides` must be a list of {files, rules}", errors: &errors) else { return [] }
        var result: [Override] = []
        for item in items {
            guard let pairs = document.mapping(item, else: "an override is a mapping {files, rules}", errors: &errors) else { continue }
            var override = Override(files: [], excludedFiles: [], entries: [:])
            for (key, keyNode, value) in pairs {
                switch key {
                case "files", "excludedFiles":
                    let globs = globs(value, key, takes: "globs", document: document, errors: &errors)
                    if key == "files" { override.files = globs } else { override.excludedFiles = globs }
                case "rules":
                    for (id, idNode, ruleNode) in value.pairs ?? [] {
                        guard let entry = RuleEntry.read(id: id, keyNode: idNode, value: ruleNode, document: document, errors: &errors) else { continue }
                        if entry.kind != nil {
                            errors.append(ConfigurationError(location: entry.location,
                                                             message: "an override changes rules; define rule `\(id)` under `rules` or in a pack"))
                        } else if config.baseRules[id] == nil {
                            errors.append(config.unknownRule(id, at: entry.location))
                        } else {
                            override.entries[id] = entry
                        }
                    }
                default:
                    errors.append(document.error("unknown key `\(key)` in an override (known: files, excludedFiles, rules)", at: keyNode))
                }
            }
            if override.files.isEmpty {
                errors.append(document.error("an override needs `files` (globs)", at: item))
            }
            result.append(override)
        }
        return result
    }

    private static func readPlugins(_ node: Node, document: YAMLDocument, baseDirectory: String,
                                    errors: inout [ConfigurationError]) -> [PluginSpec]
    {
        guard let items = document.sequence(node, else: "`plugins` must be a list of {name, command}", errors: &errors) else { return [] }
        var result: [PluginSpec] = []
        for item in items {
            var name: String?
            var command: [String] = []
            var timeout = 30.0
            for (key, keyNode, value) in item.pairs ?? [] {
                switch key {
                case "name": name = value.stringValue
                case "command":
                    if let text = value.stringValue { command = text.split(separator: " ").map(String.init) } else if case let .sequence(list) = value {
                        command = list.compactMap(\.stringValue)
                    }
                case "timeout":
                    if let seconds = value.numberValue, seconds > 0 { timeout = seconds } else {
                        errors.append(document.error("plugin `timeout` must be a positive number of seconds", at: value))
                    }
                default:
                    errors.append(document.error("unknown key `\(key)` in a plugin (known: name, command, timeout)", at: keyNode))
                }
            }
            guard let name, !command.isEmpty else {
                errors.append(document.error("a plugin needs a `name` and a `command`", at: item))
                continue
            }
            // The name starts the ids of the plugin's findings (`name/rule`).
            guard SafeIdentifier.isSafe(name) else {
                errors.append(document.error("plugin name `\(name.shortened(to: 81))` is not allowed: a plugin name uses \(SafeIdentifier.alphabet)", at: item))
                continue
            }
            result.append(PluginSpec(name: name, command: command, timeout: timeout, workingDirectory: baseDirectory,
                                     location: document.location(item)))
        }
        return result
    }
}

extension Configuration {
    /// The configuration for a run: `explicit` (`--config FILE`) when given, else the one of the folder of the
    /// first path (its nearest config file merged over those above it, see `ConfigurationResolver`), else the
    /// defaults.
    public static func resolve(explicit: String?, paths: [String], workingDirectory: String,
                               registry: RuleRegistry = .standard) throws -> Configuration
    {
        if let explicit { return try load(file: explicit, workingDirectory: workingDirectory, registry: registry) }
        var resolver = ConfigurationResolver(workingDirectory: workingDirectory, registry: registry)
        return try resolve(paths: paths, resolver: &resolver)
    }

    /// The configuration of the folder of the first path, from `resolver`.
    public static func resolve(paths: [String], resolver: inout ConfigurationResolver) throws -> Configuration {
        let first = absolutePath(paths.first ?? ".", from: resolver.workingDirectory)
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) && isFolder.boolValue
            ? first : (first as NSString).deletingLastPathComponent
        return try resolver.configuration(forFolder: folder)
    }
}
