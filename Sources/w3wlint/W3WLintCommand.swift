import ArgumentParser
import Foundation
import W3WLintKit

struct W3WLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "w3wlint",
        abstract: "A design-system linter: contrast, dark-mode variants, spacing, radii, typography and structure.",
        // Paragraphs are single lines (a trailing backslash joins them): the help text is wrapped to the terminal.
        discussion: """
        Checks w3w theme files (*.w3wtheme.yaml/.yml/.json), W3C design tokens (*.tokens.json, tokens/**/*.json, JSON named for a theme or its colours, \
        Tokens Studio, Theo), Figma Variables (*.figma.json), CSS custom properties (*.css), Xcode colour and image sets, Swift theme sources, Android \
        values and vector drawables, and SVG component exports, and reports each problem as \
        path:line:column: severity: message [rule-id].

        An export is judged against the reference in its folder or a folder above (a theme, token set, CSS variables \
        file, colour-set catalog or res folder), never a sibling folder's; `w3wlint init` lists them.

        Exit codes: 0 no finding at or above the --severity-threshold (error by default; warning with --strict), 1 at \
        least one (or more warnings than --max-warnings), \
        2 usage or configuration error, or an unreadable path.
        """,
        version: w3wlintVersion,
        subcommands: [Check.self, Rules.self, Explain.self, Init.self, LSP.self],
        defaultSubcommand: Check.self)
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

enum SeverityChoice: String, ExpressibleByArgument, CaseIterable {
    case error, warning, note

    var severity: Severity { Severity(rawValue: rawValue)! }
}

extension ReportFormat: ExpressibleByArgument {}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check design files and report findings.",
        discussion: """
        PATH may be files or folders; folders are searched recursively (hidden entries and node_modules are \
        skipped). Files that no loader reads are ignored, so a pre-commit hook can pass every staged file.

        Rules: the default pack `w3w` has contrast (error), dark-variant, spacing-scale, corner-radius, \
        preset-consistency, palette, typography, component-size and hierarchy (warnings); problems reading input \
        are parse-error and invalid-value (errors). `w3wlint rules` lists the rules in force, `w3wlint explain \
        RULE` describes one.

        Configuration: each file is judged by the nearest .w3wlint.yml (.yaml, .json) in its folder or a parent, \
        merged over those above it unless it says `root: true`; --config FILE names one for every file. A configuration error is reported with its line and exit code 2, before any checking.

        Fixing: --fix rewrites off-scale spacing and corner radii to the nearest preset (in theme and token files \
        and SVG rx/ry attributes), only where the exact text of the value is known, then checks again and reports \
        what remains (exit code from those). --unsafe-fixes also applies the suggested colours of contrast \
        failures; --dry-run prints a unified diff instead of writing. Files changed since the check are not touched.
        """)

    @Argument(help: "Files or folders to check; `-` reads one file's text from standard input (with --stdin-filename).", completion: .file())
    var paths: [String] = ["."]

    @Option(help: ArgumentHelp("With `-`: the path standard input stands for.",
                               discussion: "The text is judged as if it were that file: its configuration, its reference "
                                   + "and twins on disk, its name in the report (the file need not exist)."),
            completion: .file())
    var stdinFilename: String?

    @Flag(help: "Print absolute paths in the report (text, github, json, junit, html; SARIF has --sarif-root), as Xcode and editors want.")
    var absolutePaths = false

    @Option(name: .shortAndLong, help: "Report format: text, sarif, json, github (workflow annotations), junit or html (a self-contained page).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to FILE (atomically) instead of standard output.",
            completion: .file())
    var output: String?

    @Option(help: ArgumentHelp("With --format sarif: the folder paths in the log are relative to (default: the current folder).",
                               discussion: "Give the repository's top when running from elsewhere; a file outside it keeps an absolute file:// URI.",
                               valueName: "folder"), completion: .directory)
    var sarifRoot: String?

    @Option(help: "Colour the text report: auto (only on a terminal), always or never. NO_COLOR is honoured.")
    var color: ColorChoice = .auto

    @Option(help: "Use this configuration file instead of the nearest .w3wlint.yml.", completion: .file())
    var config: String?

    @Option(help: "The lowest severity that fails the run (exit 1): error, warning or note.")
    var severityThreshold: SeverityChoice = .error

    @Option(help: "Fail the run (exit 1) when there are more than N warnings.")
    var maxWarnings: Int?

    @Flag(help: "Warnings fail the run too (exit 1), as with SwiftLint's --strict: --severity-threshold warning.")
    var strict = false

    @Flag(help: "Report errors only (warnings and notes still count for --severity-threshold and --max-warnings).")
    var quiet = false

    @Flag(help: "Also print a table of findings per rule (to standard error).")
    var summary = false

    @Option(help: "Report only findings that are not in this baseline file.", completion: .file())
    var baseline: String?

    @Option(help: "Record today's findings in FILE (atomically) and exit 0; later runs pass it to --baseline.",
            completion: .file())
    var writeBaseline: String?

    @Option(name: .shortAndLong, help: "Threads to load files and run rules on (default: the number of cores); the output is the same for any number.")
    var jobs: Int?

    @Flag(help: "Reuse the results of unchanged files from earlier runs (kept in --cache-location).")
    var cache = false

    @Option(help: "Where --cache keeps its results (default .w3wlint-cache).", completion: .directory)
    var cacheLocation: String = ".w3wlint-cache"

    @Option(help: ArgumentHelp("Refuse files larger than SIZE with a parse-error instead of reading them.",
                               discussion: "SIZE: bytes, or a number with k, M or G (binary units); default 50M. Without it, each "
                                   + "format also has a limit of its own that keeps one file's model under 200 MB (Swift 512k, "
                                   + "w3w themes and Theo YAML 1M, SVG and vector drawables 2M, other formats 1.5M): a file above it "
                                   + "is a not-evaluated note. With it, SIZE is the one limit for every format but Swift."))
    var maxFileSize: String?

    @Flag(help: ArgumentHelp("Run the plugins the configuration names (they are programs: allow them only for a configuration you trust).",
                             discussion: "Without it each configured plugin is reported once (plugin-not-run) and "
                                 + "not started. W3WLINT_ALLOW_PLUGINS=1 in the environment does the same."))
    var allowPlugins = false

    @Flag(help: "Enter symbolic links while walking folders (a path named here is always followed).")
    var followSymlinks = false

    @Flag(help: ArgumentHelp("Rewrite off-scale spacing and corner radii to the nearest preset, then report what remains.",
                             discussion: "Files are written atomically, keeping their permissions; only files with "
                                 + "changes are touched, and a file changed since it was checked is left alone."))
    var fix = false

    @Flag(help: "With --fix, also apply unsafe fixes: contrast failures take the suggested colour (a design decision).")
    var unsafeFixes = false

    @Flag(help: "With --fix, print the changes as a unified diff and write nothing.")
    var dryRun = false

    /// `--max-file-size` in bytes.
    static func byteCount(_ text: String) -> Int? {
        let units: [Character: Int] = ["k": 1 << 10, "K": 1 << 10, "m": 1 << 20, "M": 1 << 20, "g": 1 << 30, "G": 1 << 30]
        let unit = text.last.flatMap { units[$0] }
        guard let number = Int(unit == nil ? text : String(text.dropLast())), number >= 0 else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit ?? 1)
        return overflow ? nil : bytes
    }

    func validate() throws {
        if let maxFileSize, Self.byteCount(maxFileSize) == nil {
            throw ValidationError("--max-file-size takes a number of bytes, or a number with k, M or G (50M)")
        }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings takes a number ≥ 0") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number ≥ 1") }
        if unsafeFixes, !fix { throw ValidationError("--unsafe-fixes works only with --fix") }
        if dryRun, !fix { throw ValidationError("--dry-run works only with --fix") }
        if fix, writeBaseline != nil { throw ValidationError("--fix and --write-baseline cannot be used together") }
    }

    @Option(help: ArgumentHelp("The w3w theme file SVG and Android exports are checked against (it is checked too).",
                               discussion: "Default: each export's own reference, the theme, token set or CSS variables file "
                                   + "in its folder or above (never a sibling folder's); without one, the presets of packs "
                                   + "the config names, else no palette, scale or size verdict."),
            completion: .file())
    var theme: String?

    /// The paths to check: `-` stands for `--stdin-filename`.
    private var checkedPaths: [String] { paths == ["-"] ? [stdinFilename ?? "-"] : paths }

    /// What `validate` cannot see: the paths are set after parsing (`PathArguments`).
    private func validatePaths() throws {
        if paths.contains("-") {
            guard paths == ["-"] else { throw UsageFailure(message: "`-` (standard input) is checked alone: name no other path with it") }
            guard stdinFilename != nil else {
                throw UsageFailure(message: "reading standard input needs --stdin-filename PATH, the file the text stands for (its format, configuration and reference)")
            }
            if fix { throw UsageFailure(message: "--fix cannot write standard input back; check a file on disk to fix it") }
            var isFolder: ObjCBool = false
            if let stdinFilename, FileManager.default.fileExists(atPath: stdinFilename, isDirectory: &isFolder), isFolder.boolValue {
                throw UsageFailure(message: "--stdin-filename \(TextEscaping.visible(stdinFilename)) is a folder; name the file the text stands for")
            }
        } else if stdinFilename != nil {
            throw UsageFailure(message: "--stdin-filename works only with `-` as the path")
        }
    }

    func run() throws {
        try validatePaths()
        let paths = checkedPaths
        // Without --config, each file is judged by its own folder's configuration (nested ones merged over those above).
        var resolver = ConfigurationResolver(workingDirectory: FileManager.default.currentDirectoryPath)
        let configuration = try config == nil ? configurationErrorsAsUsage { try Configuration.resolve(paths: paths, resolver: &resolver) }
            : loadConfiguration(config, paths: paths)
        var result: LintResult
        let progressLine = ProgressLine.wanted() ? ProgressLine() : nil
        var linter = try makeLinter(configuration)
        if let progressLine { linter.progress = { progressLine.update(loaded: $0, total: $1) } }
        if let stdinFilename, self.paths == ["-"] {
            let workingDirectory = FileManager.default.currentDirectoryPath
            linter.givenContents[Linter.givenKey(stdinFilename, workingDirectory: workingDirectory)] = try readStandardInput(limit: linter.maximumFileSize ?? Int.max)
        }
        func checkAll() throws -> LintResult {
            do {
                defer { progressLine?.clear() }
                if config != nil { return try linter.check(paths: paths) }
                return try configurationErrorsAsUsage { try linter.check(paths: paths, configurations: &resolver) }
            } catch let error as PathError {
                throw UsageFailure(message: "cannot check \(error)")
            }
        }
        result = try checkAll()
        try refuseWritingOverInputs(of: result, configuration: configuration)
        if let writeBaseline {
            let recorded = Baseline(findings: result.findings)
            do {
                try OutputFile.writeAtomically(to: writeBaseline) { recorded.write(to: &$0) }
            } catch {
                throw UsageFailure(message: "cannot write \(writeBaseline): \(error.localizedDescription)")
            }
            FileHandle.standardError.write(Data("w3wlint: recorded \(recorded.entries.count) findings in \(writeBaseline)\n".utf8))
            return
        }
        let baselineFilter = try baseline.map(readBaseline)
        if let baselineFilter { result.findings = baselineFilter.newFindings(result.findings) }
        if fix {
            guard let wroteFiles = applyFixes(result) else {
                // A dry run changed nothing: the exit code is that of the check.
                if fails(result) { throw ExitCode(1) }
                return
            }
            if wroteFiles {
                // What remains: the same check again, on the fixed files. The first run's findings go first, so
                // that a large file's two runs are not held at once.
                result.findings = []
                result = try checkAll()
                if let baselineFilter { result.findings = baselineFilter.newFindings(result.findings) }
            }
        }
        let failing = fails(result)
        try report(result)
        if failing { throw ExitCode(1) }
    }

    /// Standard input, up to the size a file may have (--max-file-size, else the default limit).
    private func readStandardInput(limit: Int) throws -> Data {
        var data = Data()
        while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 16), !chunk.isEmpty {
            data.append(chunk)
            if data.count > limit { throw UsageFailure(message: "standard input is larger than \(limit) bytes (--max-file-size)") }
        }
        return data
    }

    /// The linter as the options ask: the reference theme, the cache, threads, limits, plugins, and the memory the
    /// command line hands back to the system between a run's phases.
    private func makeLinter(_ configuration: Configuration) throws -> Linter {
        var linter = Linter(configuration: configuration)
        if let theme {
            guard ThemeLoader().canLoad(path: theme) else {
                throw UsageFailure(message: "--theme \(theme): not a w3w theme file (*.w3wtheme.yaml, *.w3wtheme.yml, *.w3wtheme.json)")
            }
            linter.referenceThemePath = theme
        }
        // --fix computes every edit from the files as they are now: it neither reads nor writes the cache.
        if cache, !fix {
            switch CacheKey.standardFolder().map(CacheKey.load(folder:)) {
            case let .success(key)?:
                linter.cacheDirectory = cacheLocation
                linter.cacheKey = key
            case let .failure(problem)?:
                FileHandle.standardError.write(Data("w3wlint: --cache is off for this run: the key that signs it is unusable: \(problem)\n".utf8))
            case nil:
                FileHandle.standardError.write(Data("w3wlint: --cache is off for this run: neither XDG_CACHE_HOME nor HOME names a folder for the key that signs it\n".utf8))
            }
        }
        if let jobs { linter.jobs = jobs }
        if let maxFileSize {
            linter.maximumFileSize = Self.byteCount(maxFileSize)
            linter.appliesFormatLimits = false
        }
        linter.followSymbolicLinks = followSymlinks
        linter.allowsPlugins = allowPlugins || ProcessInfo.processInfo.environment["W3WLINT_ALLOW_PLUGINS"] == "1"
        linter.recordsContentDigests = fix
        _ = FreedMemory.largeBlocksStayMapped
        linter.memoryReleased = { FreedMemory.release(afterLoading: $0) }
        return linter
    }

    /// A report written over an input would destroy it: refused before anything is written.
    private func refuseWritingOverInputs(of result: LintResult, configuration: Configuration) throws {
        for (option, target) in [("--output", output), ("--write-baseline", writeBaseline)] {
            guard let target, OutputFile.standardStream(target) == nil,
                  FileManager.default.fileExists(atPath: target) else { continue }
            let resolved = URL(fileURLWithPath: target).resolvingSymlinksInPath().path
            let cwd = FileManager.default.currentDirectoryPath
            // The PATH operands too: a file named there is an input even when no loader reads it.
            let inputs = paths + result.files + result.contextFiles + configuration.packFiles + result.packFiles + result.configurations
                + [theme, configuration.file, baseline].compactMap { $0 }
            if inputs.contains(where: { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd + "/")).resolvingSymlinksInPath().path == resolved }) {
                throw UsageFailure(message: "\(option) \(target): that file is an input of this run; w3wlint does not write a report over it")
            }
        }
    }

    /// The report in the chosen format, then what standard error adds: the summary table, SARIF's limits, the job
    /// summary, files with nothing judged or not read, and too many warnings.
    private func report(_ result: LintResult) throws {
        var shown = result.cappedPerFile()
        if quiet {
            shown.findings = shown.findings.filter { $0.severity == .error }
            shown.hiddenCounts = [.warning: result.warningCount, .note: result.noteCount]
        }
        if absolutePaths, format != .sarif {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/")
            func absolute(_ path: String) -> String { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL.path }
            for index in shown.findings.indices { shown.findings[index].location.file = absolute(shown.findings[index].location.file) }
            shown.files = shown.files.map(absolute)
        }
        let useColor: Bool
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto:
            useColor = output == nil && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        // Written as it is made: a SARIF log of a hundred thousand findings is never held whole in memory.
        let reporter = format == .sarif ? SARIFReporter(root: sarifRoot) : format.reporter(useColor: useColor)
        if let output {
            do {
                try OutputFile.writeAtomically(to: output) { reporter.write(shown, to: &$0) }
            } catch {
                throw UsageFailure(message: "cannot write \(output): \(error.localizedDescription)")
            }
            FileHandle.standardError.write(Data((TextReporter.summary(shown) + "\n").utf8))
        } else {
            var standardOutput = FileOutput(descriptor: STDOUT_FILENO)
            reporter.write(shown, to: &standardOutput)
            standardOutput.flush()
        }
        if summary { FileHandle.standardError.write(Data(SummaryReporter.table(result).utf8)) }
        if format == .sarif, let notice = SARIFReporter().limitNotice(shown) {
            FileHandle.standardError.write(Data("w3wlint: SARIF: \(notice)\n".utf8))
        }
        if format == .github, let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            writeJobSummary(shown, to: path)
        }
        if let silence = TextReporter.nothingJudged(result) { FileHandle.standardError.write(Data("w3wlint: \(silence)\n".utf8)) }
        let unreadSwift = LoaderRegistry.readsSwiftSources ? 0 : result.files.filter { $0.hasSuffix(".swift") }.count
        if unreadSwift > 0 {
            FileHandle.standardError.write(Data(("w3wlint: \(unreadSwift) Swift file\(unreadSwift == 1 ? " was" : "s were") not read: this "
                + "w3wlint was built without Swift source reading (the SwiftSources trait, swift-syntax)\n").utf8))
        }
        if let maxWarnings, result.warningCount > maxWarnings {
            FileHandle.standardError.write(Data("w3wlint: \(result.warningCount) warnings, more than --max-warnings \(maxWarnings)\n".utf8))
        }
    }

    /// Appends the Markdown job summary to the file GitHub Actions names (the runner's protocol is to append; it
    /// creates the file). A failure to write is said on standard error and does not change the exit code.
    private func writeJobSummary(_ result: LintResult, to path: String) {
        let environment = ProcessInfo.processInfo.environment
        let links = GitHubJobSummary.Links(server: environment["GITHUB_SERVER_URL"], repository: environment["GITHUB_REPOSITORY"],
                                           commit: environment["GITHUB_SHA"])
        let markdown = GitHubJobSummary(links: links).markdown(result)
        // Created when missing: GitHub makes the file, other CI systems that honour the variable may not.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            FileHandle.standardError.write(Data("w3wlint: cannot write the job summary to GITHUB_STEP_SUMMARY (\(TextEscaping.visible(path)))\n".utf8))
            return
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        handle.write(Data(markdown.utf8))
    }

    /// Whether `result` fails the run: a finding at or above the threshold (warning with `--strict`), or more
    /// warnings than `--max-warnings`.
    private func fails(_ result: LintResult) -> Bool {
        let threshold = strict ? min(Severity.warning, severityThreshold.severity) : severityThreshold.severity
        return result.findings.contains { $0.severity >= threshold } || maxWarnings.map { result.warningCount > $0 } ?? false
    }

    /// `--fix`: writes the fixes of `result` (or, with `--dry-run`, prints them as a diff). Whether any file was
    /// written; nil for a dry run. The plan, with both texts of each changed file, is let go on return.
    private func applyFixes(_ result: LintResult) -> Bool? {
        let plan = FixApplier.plan(result.findings, includeUnsafe: unsafeFixes, digests: result.contentDigests,
                                   workingDirectory: FileManager.default.currentDirectoryPath)
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        for skipped in plan.skipped {
            FileHandle.standardError.write(Data("w3wlint: not fixed: \(TextEscaping.visible("\(skipped.finding.location): \(skipped.reason)"))\n".utf8))
        }
        if dryRun {
            var standardOutput = FileOutput(descriptor: STDOUT_FILENO)
            FixApplier.writeDiff(plan, to: &standardOutput)
            standardOutput.flush()
            FileHandle.standardError.write(Data(
                "w3wlint: would fix \(count(plan.fixed.count, "finding")) in \(count(plan.changes.count, "file")) (dry run: nothing written)\n".utf8))
            return nil
        }
        let failed = FixApplier.write(plan)
        for (file, reason) in failed { FileHandle.standardError.write(Data("w3wlint: \(TextEscaping.visible("\(file) \(reason)"))\n".utf8)) }
        let written = Set(plan.changes.map(\.file)).subtracting(failed.map(\.file))
        let fixedCount = plan.fixed.filter { finding in finding.fix!.edits.allSatisfy { written.contains($0.span.file) } }.count
        FileHandle.standardError.write(Data("w3wlint: fixed \(count(fixedCount, "finding")) in \(count(written.count, "file"))\n".utf8))
        return !written.isEmpty
    }

    private func readBaseline(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageFailure(message: "cannot read the baseline \(path)")
        }
        do {
            return try Baseline.read(data, file: path)
        } catch let error as Baseline.ReadError {
            throw UsageFailure(message: error.description)
        }
    }
}

enum ListFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the rules in force: id, severity, kind, pack and a one-line description.",
        discussion: "With --kinds, list the rule kinds a pack can instantiate (`kind:`) and their options instead.")

    @Option(name: .shortAndLong, help: "Output format: text, json, or markdown (a section per rule, as docs/rules.md is made).")
    var format: ListFormat = .text

    @Option(help: "Use this configuration file instead of the nearest .w3wlint.yml.", completion: .file())
    var config: String?

    @Argument(help: "The folder whose configuration applies (default: the current folder).")
    var path: String = "."

    @Flag(help: "Run every rule's own examples (team packs included); exit 1 when one does not hold.")
    var checkExamples = false

    @Flag(help: "List the rule kinds packs instantiate, with their options (markdown: as docs/configuration.md shows them).")
    var kinds = false

    func run() throws {
        let configuration = try loadConfiguration(config, paths: [path])
        if checkExamples {
            let loaders = LoaderRegistry.loaders(defaultScales: configuration.defaultScales)
            let problems = configuration.allRules.flatMap {
                ExampleVerifier.problems(of: $0.rule, loaders: loaders, presets: configuration.packPresets)
            }
            let count = configuration.allRules.reduce(0) { $0 + $1.rule.description.triggeringExamples.count + $1.rule.description.nonTriggeringExamples.count }
            // A pack's examples and messages are the checked tree's text: shown escaped, one line each.
            for problem in problems {
                FileHandle.standardError.write(Data("w3wlint: \(TextEscaping.visible(problem.example + problem.problem))\n".utf8))
            }
            let broken = Set(problems.map(\.example)).count
            FileHandle.standardOutput.write(Data("\(count - broken) of \(count) examples hold\n".utf8))
            if broken > 0 { throw ExitCode(1) }
            return
        }
        if kinds {
            let kinds = RuleCatalog.kinds(configuration)
            let text = switch format {
            case .json: RuleCatalog.kindsJSON(kinds)
            case .text: RuleCatalog.kindsText(kinds)
            case .markdown: RuleCatalog.kindsMarkdown(kinds)
            }
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let entries = RuleCatalog.entries(configuration)
        switch format {
        case .json: FileHandle.standardOutput.write(Data(RuleCatalog.json(entries).utf8))
        case .text: FileHandle.standardOutput.write(Data(RuleCatalog.text(entries).utf8))
        case .markdown: FileHandle.standardOutput.write(Data(RuleCatalog.markdown(entries).utf8))
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Describe one rule: what it checks, its options with their defaults, and its examples.")

    @Argument(help: "The rule id (see `w3wlint rules`).", completion: .custom { _, _, prefix in Explain.ruleIDs(startingWith: prefix) })
    var rule: String

    /// The ids of the rules in force here (the nearest configuration's packs included), for shell completion; none
    /// when the configuration cannot be read (completion says nothing rather than an error).
    static func ruleIDs(startingWith prefix: String) -> [String] {
        guard let configuration = try? loadConfiguration(nil, paths: ["."]) else { return [] }
        // Only ids of the safe alphabet: the shell's completion script expands the words it is given.
        return RuleCatalog.entries(configuration).map(\.id).filter { $0.hasPrefix(prefix) && SafeIdentifier.isSafe($0) }
    }

    @Option(help: "Use this configuration file instead of the nearest .w3wlint.yml.", completion: .file())
    var config: String?

    func run() throws {
        let configuration = try loadConfiguration(config, paths: ["."])
        guard let text = RuleCatalog.explain(rule, in: configuration) else {
            var seen: Set<String> = []
            let known = RuleCatalog.explainable(configuration).map(\.id).filter { seen.insert($0).inserted }
            let shown = TextEscaping.visible(rule.count > 80 ? String(rule.prefix(80)) + "…" : rule)
            throw UsageFailure(message: "unknown rule `\(shown)`\(rule.count > 80 ? "" : didYouMean(rule, in: known)) (rules: \(known.map(TextEscaping.visible).joined(separator: ", ")))")
        }
        FileHandle.standardOutput.write(Data(TextEscaping.commandSafeLines(text).utf8))
    }
}

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a starter .w3wlint.yml in the current folder (never over an existing one).",
        discussion: "It lists the references the folder already has (w3w themes, token sets, CSS variables files, "
            + "colour-set catalogs, Android res folders) and the export folders none of them serves, and names the "
            + "reference for those when there is exactly one.")

    @Option(help: "The file to write.")
    var output: String = ".w3wlint.yml"

    func run() throws {
        let folder = FileManager.default.currentDirectoryPath
        let survey = (try? Linter(configuration: Configuration.defaults(workingDirectory: folder)).survey(paths: ["."], workingDirectory: folder))
            ?? StarterConfiguration.Survey()
        do {
            try StarterConfiguration.write(to: output, text: StarterConfiguration.text(survey: survey))
        } catch let error as StarterConfiguration.Exists {
            throw UsageFailure(message: "\(error.path) exists already; w3wlint init never overwrites a configuration")
        }
        let found = survey.references.count == 1 ? "1 reference" : "\(survey.references.count) references"
        let loose = survey.unreferenced.reduce(0) { $0 + $1.exports }
        FileHandle.standardOutput.write(Data(("wrote \(output): \(found) found" + (loose > 0 ? ", \(loose) export\(loose == 1 ? "" : "s") with none" : "")
            + "; see `w3wlint rules` for the rules it turns on\n").utf8))
    }
}

struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run as a Language Server over standard input and output (for editors).",
        discussion: "Speaks LSP 3.17 (JSON-RPC with Content-Length framing) on standard input and output: diagnostics "
            + "for open design files as they are typed (with the workspace's files as context), code actions with the "
            + "fixes --fix makes, and hover on a text colour with its contrast in each mode. docs/editors.md shows the "
            + "set-up for VS Code, Neovim and Zed. Plugins never run in the editor.")

    func run() throws {
        var transport = JSONRPCTransport(input: .standardInput, output: .standardOutput)
        var server = LanguageServer(root: FileManager.default.currentDirectoryPath)
        while server.exitCode == nil {
            let message: [String: Any]
            do {
                message = try transport.read()
            } catch JSONRPCTransport.ReadError.notJSON {
                transport.write(["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "the message is not a JSON object"] as [String: Any]])
                continue
            } catch JSONRPCTransport.ReadError.endOfInput {
                throw ExitCode(1)
            } catch {
                FileHandle.standardError.write(Data("w3wlint lsp: \(error); the session ends\n".utf8))
                throw ExitCode(1)
            }
            for reply in server.handle(message) { transport.write(reply) }
        }
        if let code = server.exitCode, code != 0 { throw ExitCode(code) }
    }
}

/// The configuration for the paths, or a usage failure listing every configuration error with its line.
func loadConfiguration(_ explicit: String?, paths: [String]) throws -> Configuration {
    try configurationErrorsAsUsage {
        try Configuration.resolve(explicit: explicit, paths: paths, workingDirectory: FileManager.default.currentDirectoryPath)
    }
}

/// `body`'s result; configuration errors become a usage failure listing each with its line.
func configurationErrorsAsUsage<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let errors as ConfigurationErrors {
        throw UsageFailure(message: "invalid configuration\n" + errors.description)
    }
}

/// A problem with how w3wlint was called (exit code 2).
struct UsageFailure: Error {
    var message: String
}
