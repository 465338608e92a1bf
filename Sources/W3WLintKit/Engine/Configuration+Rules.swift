import Foundation
import Yams

// The rules a configuration puts in force for each file: instantiated per override, grouped into variants.

extension Configuration {
    /// The rule `id` for files matched by the overrides at `overrideIndices`; nil when it is off there.
    func instantiate(id: String, overrideIndices: [Int], errors: inout [ConfigurationError]) -> ConfiguredRule? {
        guard var effective = baseRules[id] else { return nil }
        for index in overrideIndices { if let entry = overrides[index].entries[id] { effective.apply(entry) } }
        guard effective.enabled else { return nil }
        guard let kind = registry.kinds[effective.kind] else {
            let hint = didYouMean(effective.kind, in: Array(registry.kinds.keys))
            errors.append(ConfigurationError(location: effective.kindLocation,
                                             message: "rule `\(id)`: unknown kind `\(effective.kind)`\(hint) (kinds: \(registry.kinds.keys.sorted().joined(separator: ", ")))"))
            return nil
        }
        let builtin = kind.description
        let isBuiltinID = id == builtin.id
        let description = RuleDescription(
            id: id, name: effective.texts.name ?? (isBuiltinID ? builtin.name : Self.pascalCase(id)), kind: builtin.kind,
            summary: effective.texts.summary ?? (isBuiltinID ? builtin.summary : builtin.kindSummary),
            details: effective.texts.details ?? effective.texts.summary ?? (isBuiltinID ? builtin.details : builtin.kindSummary),
            help: effective.texts.help ?? builtin.help,
            helpURI: effective.texts.helpURI ?? (isBuiltinID ? builtin.helpURI : nil),
            severity: effective.severity ?? builtin.severity, kindSummary: builtin.kindSummary,
            triggeringExamples: effective.triggeringExamples, nonTriggeringExamples: effective.nonTriggeringExamples)
        var reader = OptionsReader(owner: id, values: effective.options, fallbackLocation: effective.kindLocation)
        let rule = kind.make(description, reading: &reader)
        errors += reader.errors
        return ConfiguredRule(rule: rule, messageTemplate: effective.texts.messageTemplate, pack: effective.pack)
    }

    /// A node as one line of YAML flow text (`[padding, margin]`, `{foreground: brand}`), for `explain`.
    static func flowText(_ node: Node) -> String {
        switch node {
        case let .scalar(scalar): return scalar.style == .plain || node.numberValue != nil ? scalar.string : "\"\(scalar.string)\""
        case let .sequence(items): return "[" + items.map(flowText).joined(separator: ", ") + "]"
        case let .mapping(mapping): return "{" + mapping.map { "\(flowText($0.key)): \(flowText($0.value))" }.joined(separator: ", ") + "}"
        case .alias: return "*alias"
        }
    }

    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The rules that apply to every file with no override: what `w3wlint rules` lists.
    public var rules: [ConfiguredRule] {
        if let givenRules { return givenRules.map { ConfiguredRule(rule: $0, messageTemplate: nil, pack: "compiled") } }
        var ignored: [ConfigurationError] = []
        return ruleOrder.compactMap { instantiate(id: $0, overrideIndices: [], errors: &ignored) }
    }

    /// Every rule the packs and config define (off ones too), with whether it is on for files with no override.
    public var allRules: [(rule: ConfiguredRule, enabled: Bool, options: [String])] {
        if givenRules != nil { return rules.map { ($0, true, []) } }
        return ruleOrder.compactMap { id in
            guard var effective = baseRules[id] else { return nil }
            let enabled = effective.enabled
            effective.enabled = true
            var copy = self
            copy.baseRules[id] = effective
            var ignored: [ConfigurationError] = []
            guard let rule = copy.instantiate(id: id, overrideIndices: [], errors: &ignored) else { return nil }
            let options = effective.options.map { "\($0.key): \(Self.flowText($0.value.node))" }
            return (rule, enabled, options)
        }
    }

    /// A path (as reported) relative to the configuration's folder, for glob matching; nil outside it.
    func relativePath(_ path: String, workingDirectory: String, base folder: String? = nil) -> String? {
        let absolute = Self.absolutePath(path, from: workingDirectory)
        let folder = folder ?? baseDirectory
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : nil
    }

    /// Whether `include` and `exclude` let a file be checked: this configuration's and those of every configuration
    /// it is nested in.
    public func isIncluded(_ path: String, workingDirectory: String) -> Bool {
        let filters = inheritedFilters + [FileFilter(baseDirectory: baseDirectory, include: include, exclude: exclude)]
        for filter in filters where !filter.include.isEmpty || !filter.exclude.isEmpty {
            let relative = relativePath(path, workingDirectory: workingDirectory, base: filter.baseDirectory)
            if !filter.include.isEmpty {
                guard let relative, filter.include.contains(where: { pathGlobMatch($0, relative) }) else { return false }
            }
            if let relative, filter.exclude.contains(where: { pathGlobMatch($0, relative) }) { return false }
        }
        return true
    }

    /// Each rule with the files it applies to: one variant per distinct set of overrides that touch it.
    func ruleVariants(for files: [String], workingDirectory: String) -> [(rule: ConfiguredRule, files: Set<String>)] {
        if overrides.isEmpty {
            let all = Set(files)
            return rules.map { ($0, all) }
        }
        let matching: [String: [Int]] = Dictionary(uniqueKeysWithValues: files.map { file in
            let indices = overrides.indices.filter { index in
                let override = overrides[index]
                guard let relative = relativePath(file, workingDirectory: workingDirectory, base: override.baseDirectory) else { return false }
                return override.files.contains { pathGlobMatch($0, relative) }
                    && !override.excludedFiles.contains { pathGlobMatch($0, relative) }
            }
            return (file, indices)
        })
        var variants: [(ConfiguredRule, Set<String>)] = []
        for id in ruleOrder {
            var groups: [[Int]: Set<String>] = [:]
            for file in files {
                let key = (matching[file] ?? []).filter { overrides[$0].entries[id] != nil }
                groups[key, default: []].insert(file)
            }
            for key in groups.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                var ignored: [ConfigurationError] = []
                if let rule = instantiate(id: id, overrideIndices: key, errors: &ignored) { variants.append((rule, groups[key]!)) }
            }
        }
        return variants
    }

    /// Each built-in pack this configuration does not apply, as the configuration that extends it alone.
    func otherBuiltinPacks() -> [(name: String, configuration: Configuration)] {
        registry.packs.keys.sorted().filter { !packs.contains($0) }.compactMap { name in
            (try? Self.parse("extends: [\(name)]\n", file: "<\(name)>", workingDirectory: baseDirectory, registry: registry)).map { (name, $0) }
        }
    }
}
