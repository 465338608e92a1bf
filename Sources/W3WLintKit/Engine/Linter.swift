import Foundation

/// Runs a check: files → loaders → one design model → rules (as configured per file) → sorted findings.
public struct Linter: Sendable {
    public var loaders: [any Loader]
    /// The rules per file (packs, config file, overrides, or rules given as values), which files are checked, and the
    /// exports' settings.
    public var configuration: Configuration
    /// The theme file named with `--theme`: it is checked too, and component exports are checked against it.
    public var referenceThemePath: String?
    /// How many threads load files and run rules (`--jobs`); the output is the same for any number.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// `--cache`: the folder where results are kept between runs (not used when plugins run: their answers cannot be
    /// known unchanged).
    public var cacheDirectory: String?
    /// The secret that signs the cache (`CacheKey`); nil: the key in the user's cache folder, and no cache when there
    /// is none to be had.
    public var cacheKey: CacheKey?
    /// Files larger than this many bytes are refused with a `parse-error` instead of read (`--max-file-size`);
    /// nil reads any size.
    public var maximumFileSize: Int? = FileReading.defaultMaximumSize
    /// Whether each format's own limit applies (`Loader.maximumReadSize`; a larger file is a `not-evaluated` note).
    /// Off when the person running w3wlint sets `--max-file-size`: then that one limit holds for every format whose
    /// own limit is not fixed (Swift's is).
    public var appliesFormatLimits = true
    /// Whether folder walks enter symbolic links (`--follow-symlinks`); a path named on the command line is always
    /// followed. Off by default, so a link in a checked tree cannot make w3wlint read outside it.
    public var followSymbolicLinks = false
    /// Whether the result keeps each checked file's content digest (for `--fix`; off, it costs a hash per file).
    public var recordsContentDigests = false
    /// Files read from disk that are at least this large are let go once loaded and read again for fingerprints:
    /// a large drawing's bytes are a good part of the memory held while the rules run. Smaller files are kept:
    /// reading them twice would cost more than they take.
    var releasedFileSize = 4 << 20
    /// Whether the configuration's plugins run (`--allow-plugins`, `W3WLINT_ALLOW_PLUGINS=1`). A plugin is a program
    /// named by a file in the checked tree: it runs only when the person running w3wlint says so, else each
    /// configured plugin is reported once (`plugin-not-run`) and the rest of the run goes on.
    public var allowsPlugins = false
    /// Told, from the loading threads, how many of the run's files are read (`loaded` of `total`): what a progress
    /// line on a terminal shows. It must be safe to call from several threads at once.
    public var progress: (@Sendable (_ loaded: Int, _ total: Int) -> Void)?
    /// Called on the run's thread when the files' bytes (`loadedBytes` of them) or the model have just been let go:
    /// where a process may hand freed memory back to the system (the command line does; a library leaves its host's
    /// allocator alone).
    public var memoryReleased: (@Sendable (_ loadedBytes: Int) -> Void)?
    /// Texts that stand for files, by the path the run reports (`givenKey`): standard input checked as if it were at
    /// `--stdin-filename`, an editor's unsaved buffers. Such a file need not exist on disk; the rest are read from it.
    public var givenContents: [String: Data] = [:]
    /// Makes themes of what needs every file at once (token sets, Android values and values-night).
    public var assembler: ThemeAssembler
    /// What files with no reference theme are judged against (the presets of the packs a configuration chose).
    public var presets: DesignPresets

    /// A linter with the rules of `configuration` (by default, the built-in `w3w` pack).
    public init(configuration: Configuration, loaders: [any Loader]? = nil) {
        self.configuration = configuration
        self.loaders = loaders ?? LoaderRegistry.loaders(defaultScales: configuration.defaultScales, tokens: configuration.tokens,
                                               swift: configuration.swift)
        self.assembler = ThemeAssembler(settings: configuration.tokens, defaultScales: configuration.defaultScales,
                                        chosenScales: configuration.presetsChosen ? configuration.defaultScales : [:],
                                        documentTypes: LoaderRegistry.documentTypes(of: self.loaders))
        self.presets = configuration.presets
    }

    /// A linter that runs exactly `rules` on every file (a configuration with no file, running them), judging files
    /// that have no reference theme by `presets` (none by default, as with a configuration that chooses no pack).
    public init(rules: [any RuleKind] = BuiltinRules.defaultPack, loaders: [any Loader]? = nil, presets: DesignPresets = DesignPresets()) {
        self.configuration = Configuration.running(rules)
        self.loaders = loaders ?? Self.defaultLoaders
        self.assembler = ThemeAssembler(defaultScales: BuiltinPresets.scales, chosenScales: presets.scales,
                                        documentTypes: LoaderRegistry.documentTypes(of: self.loaders))
        self.presets = presets
    }

    /// The loaders with the default pack's presets.
    public static var defaultLoaders: [any Loader] { LoaderRegistry.loaders(defaultScales: BuiltinPresets.scales) }

    /// Checks the files under `paths`. Throws `PathError` only for a path the user named that cannot be read;
    /// anything wrong inside a file is a finding.
    public func check(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> LintResult {
        let found = try discoveredFiles(paths: paths, workingDirectory: workingDirectory)
        return check(discovered: found, paths: paths, workingDirectory: workingDirectory)
    }

    /// The files under `paths` (and the `--theme` file) that a loader reads, as reported.
    func discoveredFiles(paths: [String], workingDirectory: String) throws -> [String] {
        var discovery = Discovery(loaders: loaders)
        discovery.followSymbolicLinks = followSymbolicLinks
        // A file whose text is given (standard input, an editor's unsaved buffer) need not exist on disk.
        let given = paths.filter { givenContents[Self.givenKey($0, workingDirectory: workingDirectory)] != nil }
        let onDisk = paths.filter { givenContents[Self.givenKey($0, workingDirectory: workingDirectory)] == nil }
        var found = try discovery.files(in: onDisk + (referenceThemePath.map { [$0] } ?? []), workingDirectory: workingDirectory)
        for path in given {
            let shown = Self.givenKey(path, workingDirectory: workingDirectory)
            if !found.contains(shown), loaders.contains(where: { $0.canLoad(path: shown) }) { found.append(shown) }
        }
        return found.sorted()
    }

    /// A path as the run reports it (relative to the working folder when inside it): the key of `givenContents`.
    public static func givenKey(_ path: String, workingDirectory: String) -> String {
        Discovery.displayPath(Discovery.standardized(Discovery.joined(workingDirectory, path)), workingDirectory: Discovery.standardized(workingDirectory))
    }

    /// Checks `discovered` (found under `paths`), with `extraContext` loaded but not reported on.
    func check(discovered: [String], paths: [String], extraContext: [String] = [], workingDirectory: String) -> LintResult {
        var discovery = Discovery(loaders: loaders)
        discovery.followSymbolicLinks = followSymbolicLinks
        // With --cache (and no plugins, whose answers cannot be known unchanged), the cache file is read while the
        // tree is walked: neither needs the other, and on an unchanged tree each is a large part of the run.
        var pendingCache: (directory: String, cache: BackgroundValue<ResultCache>, key: CacheKey)?
        // Not with plugins configured, allowed or not: their answers (or the note that they did not run) are not cached.
        if let cacheDirectory, givenContents.isEmpty, configuration.isCacheable,
           let signingKey = cacheKey ?? CacheKey.standardFolder().flatMap({ try? CacheKey.load(folder: $0).get() })
        {
            var key = SHA256()
            key.update(configuration.digest)
            key.update(referenceThemePath ?? "")
            key.update(workingDirectory)
            // Which files are read at all depends on the size limits.
            key.update("\(maximumFileSize ?? -1) \(appliesFormatLimits)")
            let configurationKey = key.finalize()
            let directory = cacheDirectory.hasPrefix("/") ? cacheDirectory
                : (workingDirectory as NSString).appendingPathComponent(cacheDirectory)
            pendingCache = (directory, BackgroundValue { ResultCache.load(directory: directory, configuration: configurationKey, key: signingKey) }, signingKey)
        }
        var files = discovered
        var root = workingDirectory
        files = files.filter { configuration.isIncluded($0, workingDirectory: workingDirectory) }
        if configuration.file != nil { root = configuration.outermostDirectory }
        // Paths are checked in their context: the theme above them, and for a file named on its own (a pre-commit
        // hook) its other-mode twin.
        let checked = Set(files)
        // A file the configuration excludes is no context either: a folder's walk never reads it, so naming the files
        // one by one must not (one verdict per file).
        var context = discovery.contextFiles(for: paths, workingDirectory: workingDirectory, root: root).filter { file in
            !checked.contains(file) && configuration.isIncluded(file, workingDirectory: workingDirectory)
        }
        for file in extraContext where !checked.contains(file) && !context.contains(file) { context.append(file) }
        // The config's `exports.reference` is read as context: it judges, and is reported on only when checked.
        if let reference = configuration.referencePath,
           FileManager.default.fileExists(atPath: reference)
        {
            let shown = Discovery.displayPath(reference, workingDirectory: workingDirectory)
            if !checked.contains(shown), !context.contains(shown) { context.append(shown) }
        }
        var result: LintResult
        if let pendingCache {
            result = cachedCheck(files: files, context: context, workingDirectory: workingDirectory,
                                 cache: pendingCache.cache, cacheDirectory: pendingCache.directory, key: pendingCache.key)
        } else {
            // Read by the loading jobs, not here: in parallel, and a large file's bytes need not live through the run.
            let givenContents = self.givenContents
            func onDisk(_ file: String) -> FileInput {
                givenContents[file].map { .given(.success($0)) } ?? .onDisk(Discovery.joined(workingDirectory, file))
            }
            result = check(inputs: files.map { ($0, onDisk($0)) }, context: context.map { ($0, onDisk($0)) },
                           workingDirectory: workingDirectory)
        }
        result.contextFiles = context.sorted()
        return result
    }

    /// A file's bytes as a run gets them: given by the caller, or read from disk by the job that loads the file.
    enum FileInput: Sendable {
        case given(Result<Data, any Error>)
        case onDisk(String)
    }

    /// A checked file whose bytes were let go after loading, with what tells whether it reads the same again.
    struct ReleasedFile {
        var absolutePath: String
        var size: Int
        var hash: Int

        /// The file's bytes when they are still those that were checked, else nil.
        func reread(maximumSize: Int?) -> Data? {
            guard case let .success(data) = FileReading.read(absolutePath, maximumSize: maximumSize),
                  data.count == size, Self.hash(data) == hash else { return nil }
            return data
        }

        /// Within one run only (the hasher is seeded per process): whether a file reads as it did.
        static func hash(_ data: Data) -> Int {
            var hasher = Hasher()
            data.withUnsafeBytes { hasher.combine(bytes: $0) }
            return hasher.finalize()
        }
    }

    /// Checks files whose contents are given (or whose reading failed): the pure core of a run. `context` files are
    /// loaded into the model (a theme, an export's twin) but nothing is reported about them.
    public func check(files: [(path: String, contents: Result<Data, any Error>)],
                      context: [(path: String, contents: Result<Data, any Error>)] = [], workingDirectory: String) -> LintResult
    {
        check(inputs: files.map { ($0.path, .given($0.contents)) }, context: context.map { ($0.path, .given($0.contents)) },
              workingDirectory: workingDirectory)
    }

    func check(inputs files: [(path: String, input: FileInput)], context: [(path: String, input: FileInput)],
               workingDirectory: String) -> LintResult
    {
        // The model lives only while the rules run: a large drawing's elements are let go before the findings are
        // sorted, fingerprinted and reported.
        var evaluation = evaluate(files: files, context: context, workingDirectory: workingDirectory)
        // Taken out at once, so that the findings array has one owner and is sorted in place, not copied.
        var findings = evaluation.takeFindings()
        let (suppressions, texts, released, digests, variants, pluginRules, designFiles) = (
            evaluation.suppressions, evaluation.texts, evaluation.released, evaluation.digests, evaluation.variants,
            evaluation.pluginRules, evaluation.designFiles)
        // The model and the rules' scratch memory were freed on the workers' threads: handed back, so that what the
        // run does next on this thread (sorting, reports, fixes) does not add to them.
        memoryReleased?(texts.values.reduce(0) { $0 + $1.count } + released.values.reduce(0) { $0 + $1.size })
        if !context.isEmpty {
            let contextPaths = Set(context.map(\.path))
            findings = findings.filter { !contextPaths.contains($0.location.file) }
        }
        findings = Suppression.apply(suppressions, to: findings)
        findings.sort(by: Finding.reportOrder)
        // A released file that no longer reads as it did was edited during the run: its findings are for what was
        // read first, and their fingerprints cannot be made from the new text (they are made as for empty lines).
        let maximumFileSize = self.maximumFileSize
        var changed: [String] = []
        Fingerprint.assign(to: &findings) { path in
            if let data = texts[path] { return data }
            guard let file = released[path] else { return nil }
            if let data = file.reread(maximumSize: maximumFileSize) { return data }
            changed.append(path)
            return nil
        }
        for path in changed {
            var notice = [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                  message: "the file changed while it was being checked: its findings are for what was "
                                      + "read first; check it again",
                                  location: SourceLocation(file: path, line: 1, column: 1))]
            Fingerprint.assign(to: &notice) { _ in nil }
            let position = findings.firstIndex { Finding.reportOrder(notice[0], $0) } ?? findings.endIndex
            findings.insert(notice[0], at: position)
        }
        var seen: Set<String> = []
        let suppressionRules = suppressions.isEmpty ? [] : [Suppression.unusedDescription]
        let rules = (variants.map(\.rule.description) + pluginRules + suppressionRules).filter { seen.insert($0.id).inserted }
        var result = LintResult(findings: findings, files: files.map(\.path).sorted(),
                                rules: rules + EngineRules.all, rootDirectory: workingDirectory)
        result.contentDigests = digests
        result.designFiles = designFiles
        return result
    }

    /// Loads the files into one model and runs the rules over it: the findings, before suppressions, with what the
    /// rest of the run needs.
    private func evaluate(files: [(path: String, input: FileInput)], context: [(path: String, input: FileInput)],
                          workingDirectory: String)
        -> Evaluation
    {
        var (model, documents, evaluation) = load(files: files, context: context)
        evaluation.findings += complete(&model, &documents, workingDirectory: workingDirectory)
        evaluation.variants = ruleVariants(for: files.map(\.path), workingDirectory: workingDirectory)
        evaluation.findings = runRules(evaluation.variants, on: model, after: evaluation.takeFindings())
        let plugins = runPlugins(on: model, texts: evaluation.texts, workingDirectory: workingDirectory)
        evaluation.findings += plugins.findings
        evaluation.pluginRules = plugins.rules
        return evaluation
    }

    /// Reads and loads every file (in parallel, merged in file order, so the model is the same for any --jobs): the
    /// model, the documents still to assemble, and what loading found and kept (diagnostics, suppressions, bytes or
    /// released files, digests).
    private func load(files: [(path: String, input: FileInput)], context: [(path: String, input: FileInput)])
        -> (model: DesignModel, documents: LoadedDocuments, evaluation: Evaluation)
    {
        var model = DesignModel()
        var documents = LoadedDocuments()
        var findings: [Finding] = []
        var suppressions: [Suppression] = []
        var designFiles: Set<String> = []
        var texts: [String: Data] = [:]
        var released: [String: ReleasedFile] = [:]
        var digests: [String: String] = [:]
        // Plugins are given every file's line count, taken from the bytes after the rules ran.
        let releasesLargeFiles = activePlugins.isEmpty
        // Files load in parallel; their results are merged in file order, so the model is the same for any --jobs.
        let releasedFileSize = releasesLargeFiles ? self.releasedFileSize : Int.max
        // Context files are loaded but not reported on: they need no digest.
        let inputs = files.map { ($0.path, $0.input, true) } + context.map { ($0.path, $0.input, false) }
        let counter = progress.map { LoadCounter(total: inputs.count, report: $0) }
        var loaded = parallelMap(inputs, jobs: jobs, largeStack: true) { file -> LoadedFile in
            defer { counter?.step() }
            return readAndLoad(file.1, path: file.0, isChecked: file.2, releasedFileSize: releasedFileSize)
        }
        var loadedBytes = 0
        for index in files.indices {
            let path = files[index].path
            switch loaded[index].contents {
            case let .failure(error):
                designFiles.insert(path)
                findings.append(Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                        message: (error as? FileRefusal)?.description ?? "cannot read the file: \(Self.describe(error))",
                                        location: SourceLocation(file: path, line: 1, column: 1)))
            case let .success(data):
                loadedBytes += data.count
                if let file = loaded[index].released { released[path] = file } else { texts[path] = data }
                digests[path] = loaded[index].digest
                // Let go here, so that a released file's bytes are freed with the loaders' memory below.
                loaded[index].contents = .success(Data())
                guard let result = loaded[index].result else { continue }
                loaded[index].result = nil
                // A file whose loader said something (a broken theme) is a design file too.
                if !result.model.isEmpty || !result.documents.isEmpty || !result.diagnostics.isEmpty { designFiles.insert(path) }
                model.merge(result.model)
                documents.merge(result.documents)
                findings += result.diagnostics
                suppressions += result.suppressions
            }
        }
        // Context after the checked files, so a theme among the checked paths comes first (the reference theme).
        for index in loaded.indices.dropFirst(files.count) {
            guard let result = loaded[index].result else { continue }
            model.merge(result.model)
            documents.merge(result.documents)
        }
        loaded = []
        memoryReleased?(loadedBytes)
        return (model, documents, Evaluation(findings: findings, suppressions: suppressions, texts: texts, released: released, digests: digests,
                                  variants: [], pluginRules: [], designFiles: designFiles))
    }

    /// One file read and loaded on a loading thread: its bytes (or why not), what its loader made, its digest, and
    /// the file to read again later when its bytes are let go after loading.
    private struct LoadedFile {
        var contents: Result<Data, any Error>
        var result: LoadResult?
        var digest: String?
        var released: ReleasedFile?
    }

    private func readAndLoad(_ input: FileInput, path: String, isChecked: Bool, releasedFileSize: Int) -> LoadedFile {
        var item: LoadedFile
        switch input {
        case let .given(contents): item = LoadedFile(contents: contents)
        case let .onDisk(absolutePath):
            item = LoadedFile(contents: FileReading.read(absolutePath, maximumSize: maximumFileSize))
            if case let .success(data) = item.contents, data.count >= releasedFileSize {
                item.released = ReleasedFile(absolutePath: absolutePath, size: data.count, hash: ReleasedFile.hash(data))
            }
        }
        guard case let .success(data) = item.contents else { return item }
        if recordsContentDigests, isChecked { item.digest = SHA256.hex([UInt8](data)) }
        item.result = Self.load(data, path: path, loaders: loaders, appliesFormatLimits: appliesFormatLimits)
        return item
    }

    /// Puts the loaded model together (the documents assembled into token, Swift and resource themes, the run's
    /// settings and presets, reference themes indexed, Swift uses attached): the assembler's findings.
    private func complete(_ model: inout DesignModel, _ documents: inout LoadedDocuments, workingDirectory: String) -> [Finding] {
        let findings = assembler.assemble(&documents, into: &model)
        if let theme = referenceThemePath {
            model.referenceThemeFile = Discovery.displayPath(Discovery.normalized(theme), workingDirectory: workingDirectory)
        }
        model.exportSettings = configuration.exports
        model.exportSettings.reference = configuration.referencePath.map { Discovery.displayPath($0, workingDirectory: workingDirectory) }
        model.presets = presets
        // After the settings: `exports.reference` serves exports that have no reference of their own.
        model.indexReferenceThemes()
        assembler.attach(documents, to: &model)
        return findings
    }

    /// Runs the rules as configured per file, in parallel; their findings after `earlier`, in rule order.
    private func runRules(_ variants: [(rule: ConfiguredRule, files: Set<String>)], on model: DesignModel, after earlier: [Finding])
        -> [Finding]
    {
        var findings = earlier
        let checkedModel = model
        // Rules are pure values: they run in parallel too.
        // On the loaders' threads: glibc gives each thread its own arena, and what the loaders freed (a large
        // drawing's XML tree) is reused there for findings, not left beside new arenas.
        // Filtered in place: a large drawing's hundred thousand findings are not copied.
        // What each export was judged against, carried by its findings (`reference`): a run of the project alone and
        // a run of the whole tree must be seen to use the same one.
        var referenceOfExport: [String: PropertyValue] = [:]
        for component in checkedModel.components where referenceOfExport[component.file] == nil {
            if let name = checkedModel.referenceName(forExport: component.file) { referenceOfExport[component.file] = .string(name) }
        }
        let references = referenceOfExport
        var perRule = parallelMap(variants, jobs: jobs, largeStack: true) { variant -> [Finding] in
            var ruleFindings = variant.rule.findings(in: checkedModel)
            ruleFindings.removeAll { !variant.files.contains($0.location.file) }
            if !references.isEmpty {
                for index in ruleFindings.indices {
                    guard let reference = references[ruleFindings[index].location.file],
                          ruleFindings[index].property("reference") == nil else { continue }
                    ruleFindings[index].properties.append(("reference", reference))
                }
            }
            return ruleFindings
        }
        // Concatenated in rule order inside the largest rule's own array, which is moved, not copied: a large
        // drawing's hundred thousand contrast findings would be held twice at the run's peak.
        if let largest = perRule.indices.max(by: { perRule[$0].count < perRule[$1].count }) {
            var combined: [Finding] = []
            swap(&combined, &perRule[largest])
            combined.reserveCapacity(findings.count + perRule.reduce(combined.count) { $0 + $1.count })
            combined.insert(contentsOf: findings + perRule[..<largest].joined(), at: 0)
            combined += perRule[(largest + 1)...].joined()
            findings = combined
        }
        return findings
    }

    /// The plugins' findings and rules (or a note for each plugin not allowed to run).
    private func runPlugins(on model: DesignModel, texts: [String: Data], workingDirectory: String)
        -> (findings: [Finding], rules: [RuleDescription])
    {
        var findings: [Finding] = []
        var pluginRules: [RuleDescription] = []
        if !configuration.plugins.isEmpty, !allowsPlugins {
            findings += configuration.plugins.map(PluginRunner.notRun)
            pluginRules.append(PluginRunner.notRunDescription)
        }
        if !activePlugins.isEmpty {
            // A plugin may report any line the file's own reader counts (a YAML file's lines may end in lone CRs).
            let lineCounts = Dictionary(uniqueKeysWithValues: texts.map { path, data in
                let syntax = loaders.reading(path)?.commentSyntax(forFile: path)
                return (path, (syntax?.lineBreaks ?? .lineFeeds).lineCount(data))
            })
            for plugin in activePlugins {
                let output = PluginRunner(plugin: plugin).run(model: model, files: texts.keys.sorted(), lineCounts: lineCounts,
                                                              workingDirectory: URL(fileURLWithPath: workingDirectory).standardizedFileURL.path)
                findings += output.findings
                pluginRules += output.rules
            }
            pluginRules.append(PluginRunner.errorDescription)
        }
        return (findings, pluginRules)
    }

    /// The plugins this run starts: the configuration's, when the person running w3wlint allowed them.
    var activePlugins: [PluginSpec] {
        allowsPlugins ? configuration.plugins : []
    }

    /// One file through the loader that reads it.
    static func load(_ data: Data, path: String, loaders: [any Loader], appliesFormatLimits: Bool) -> LoadResult? {
        guard let loader = loaders.reading(path) else { return nil }
        if appliesFormatLimits || loader.maximumReadSizeIsFixed, data.count > loader.maximumReadSize {
            return LoadResult(diagnostics: [loader.notReadNote(size: data.count, file: path)])
        }
        var result = loader.load(contents: data, file: path)
        // A file its loader could not or would not read has nothing to suppress (its parse error is never suppressed).
        if let syntax = loader.commentSyntax(forFile: path), result.wasRead,
           !result.diagnostics.contains(where: { $0.ruleID == LoaderDiagnostic.parseError }) {
            result.suppressions += Suppression.inComments(of: data, syntax: syntax, file: path)
        }
        // Strict JSON has no comments: a file-level `$extensions.w3wlint.disable` stands in for one. It reaches the
        // last line as YAML counts lines, the most line breaks (a w3w theme in JSON is read by libyaml).
        if PathText.hasSuffix(path, ignoringCase: ".json"), result.wasRead, let directive = Suppression.jsonFileDirectiveNode(data, file: path) {
            if let rules = Suppression.ruleList(directive) {
                result.suppressions.append(Suppression(location: SourceLocation(file: path, line: directive.line, column: directive.column),
                                                       rules: rules, lines: 1...LineBreaks.yaml.lineCount(data)))
            } else {
                result.diagnostics.append(Suppression.invalidDirective(directive, file: path))
            }
        }
        return result
    }

    func ruleVariants(for files: [String], workingDirectory: String) -> [(rule: ConfiguredRule, files: Set<String>)] {
        configuration.ruleVariants(for: files, workingDirectory: workingDirectory)
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        return nsError.localizedDescription
    }
}

/// What loading the files and running the rules gave, before suppressions, sorting and fingerprints.
private struct Evaluation {
    var findings: [Finding]
    var suppressions: [Suppression]
    /// The bytes of files kept in memory (for fingerprints and fixes), and the files let go after loading.
    var texts: [String: Data]
    var released: [String: Linter.ReleasedFile]
    var digests: [String: String]
    /// Each rule as configured, with the files it was run on.
    var variants: [(rule: ConfiguredRule, files: Set<String>)]
    var pluginRules: [RuleDescription]
    var designFiles: Set<String>

    /// The findings, leaving none behind (their array then has one owner).
    mutating func takeFindings() -> [Finding] {
        defer { findings = [] }
        return findings
    }
}

/// Counts files as the loading threads finish them, for `Linter.progress`.
private final class LoadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func step() {
        lock.lock()
        loaded += 1
        let now = loaded
        lock.unlock()
        report(now, total)
    }
}
