import Foundation
import XCTest
@testable import W3WLintKit

/// The package's root folder (where Package.swift is).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// `../shared` beside the checkout, or nil (tests that need it skip with a message).
let sharedFolder: URL? = {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("spec").path) ? url : nil
}()

func requireShared(_ relativePath: String) throws -> URL {
    guard let shared = sharedFolder else {
        throw XCTSkip("../shared is absent beside the checkout; \(relativePath) is needed for this test")
    }
    let url = shared.appendingPathComponent(relativePath)
    guard FileManager.default.fileExists(atPath: url.path) else {
        throw XCTSkip("../shared/\(relativePath) is absent")
    }
    return url
}

func fixtureURL(_ name: String) -> URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name)
}

/// Loads theme source as if it were the file `file`, returning the model and the loader's findings.
func loadTheme(_ source: String, file: String = "test.w3wtheme.yaml") -> LoadResult {
    ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data(source.utf8), file: file)
}

/// Runs the full pipeline (loaders, rules, sorting, fingerprints) over in-memory files.
func lint(_ files: [(String, String)], rules: [any RuleKind] = BuiltinRules.defaultPack, presets: DesignPresets = DesignPresets()) -> LintResult {
    Linter(rules: rules, presets: presets).check(files: files.map { ($0.0, .success(Data($0.1.utf8))) }, workingDirectory: "/project")
}

/// A test case with a folder of its own for each test (`scratch`), and any further folders it makes (`makeFolder`),
/// all removed afterwards.
class ScratchFolderTestCase: XCTestCase {
    private(set) var scratch: URL!
    private var folders: [URL] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        scratch = try makeFolder()
    }

    override func tearDownWithError() throws {
        for folder in folders {
            // Folders a test made unreadable must be opened again before they can be removed. Only folders, never
            // through a link: chmod follows links, and a test's links lead to /dev/null and /etc/hostname.
            if let walker = FileManager.default.enumerator(atPath: folder.path) {
                for case let path as String in walker {
                    let entry = folder.appendingPathComponent(path).path
                    var status = stat()
                    if lstat(entry, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { chmod(entry, 0o755) }
                }
            }
            try? FileManager.default.removeItem(at: folder)
        }
        folders = []
        try super.tearDownWithError()
    }

    /// A new empty folder beside `scratch` (outside the tree a test checks), removed after the test.
    func makeFolder(_ label: String = "") throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("w3wlint-\(type(of: self))\(label.isEmpty ? "" : "-\(label)")-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }
}

/// An Xcode colour set's `Contents.json`: the universal appearance, and a dark one when given (0–255 components).
func colorSetContents(_ hex: String, dark: String?) -> String {
    func components(_ hex: String) -> String {
        let rgba = RGBA(hex: hex)!
        return "{\"red\": \"\(rgba.red)\", \"green\": \"\(rgba.green)\", \"blue\": \"\(rgba.blue)\", \"alpha\": \"1.000\"}"
    }
    let darkEntry = dark.map { ", {\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}], \"color\": {\"color-space\": \"srgb\", \"components\": \(components($0))}, \"idiom\": \"universal\"}" } ?? ""
    return "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": \(components(hex))}, \"idiom\": \"universal\"}\(darkEntry)]}"
}

/// `line:column rule-id` for each finding: compact, exact expectations.
func positions(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
}

/// `file:line:column rule-id: message` for each finding, in report order: exact expectations.
func lines(_ findings: [Finding]) -> [String] {
    findings.sorted(by: Finding.reportOrder).map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }
}

/// Loads in-memory files, each with the loader of the list that reads it (as a run picks them), and assembles their
/// documents: the model and what the loaders and the assembler found, before any rule.
func loadAndAssemble(_ files: [(String, String)], assembler: ThemeAssembler = ThemeAssembler(defaultScales: BuiltinPresets.scales),
                     loaders: [any Loader] = LoaderRegistry.loaders(defaultScales: BuiltinPresets.scales),
                     file: StaticString = #filePath, line: UInt = #line) -> (model: DesignModel, findings: [Finding])
{
    var model = DesignModel()
    var documents = LoadedDocuments()
    var findings: [Finding] = []
    for (path, text) in files {
        guard let loader = loaders.reading(path) else {
            XCTFail("no loader reads \(path)", file: file, line: line)
            continue
        }
        let loaded = loader.load(contents: Data(text.utf8), file: path)
        model.merge(loaded.model)
        documents.merge(loaded.documents)
        findings += loaded.diagnostics
    }
    findings += assembler.assemble(&documents, into: &model)
    return (model, findings)
}

/// `file:line:column rule-id message` for each finding of a run over in-memory files.
func report(_ files: [(String, String)], rules: [any RuleKind], presets: DesignPresets = DesignPresets()) -> [String] {
    lint(files, rules: rules, presets: presets).findings.map {
        "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)"
    }
}

/// A Language Server Protocol message: a `Content-Length` header and the body.
func frame(_ body: String) -> Data { Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

/// Runs a command, returning its exit status and output.
@discardableResult
func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                environment: [String: String]? = nil, input: Data? = nil) throws -> (status: Int32, stdout: String, stderr: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if var environment {
        // A sanitizer run's options reach the child too (`ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address`):
        // a cleaned environment must not turn the child's sanitizer back to its defaults.
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
            if environment[name] == nil, let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
        }
        process.environment = environment
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = input.map { _ in Pipe() }
    if let stdin { process.standardInput = stdin }
    try process.run()
    if let stdin, let input {
        // Small inputs only (a few kilobytes): written whole before the output is read.
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
    }
    // Read before waiting so a large output cannot fill the pipe and block the child.
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdoutData, as: UTF8.self), String(decoding: stderrData, as: UTF8.self))
}

/// The path of `python3` with `jsonschema`, or nil.
let pythonWithJSONSchema: String? = {
    for candidate in ["/usr/bin/env"] {
        if let result = try? runProcess(candidate, ["python3", "-c", "import jsonschema"]), result.status == 0 {
            return candidate
        }
    }
    return nil
}()

/// The presets a configuration that extends `packs` chooses: what files with no reference theme are judged by.
func chosenPresets(_ packs: String...) -> DesignPresets {
    let list = (packs.isEmpty ? ["w3w"] : packs).joined(separator: ", ")
    // The built-in packs parse (PackTests); a failure here is a broken pack, reported by those tests.
    return (try? Configuration.parse("extends: [\(list)]\n", workingDirectory: "/"))?.presets ?? DesignPresets()
}

/// The `w3wlint` executable `swift test` built beside the test bundle.
func builtExecutable() throws -> String {
    let bundle = Bundle(for: ScratchFolderTestCase.self).bundleURL
    let candidates = [bundle.appendingPathComponent("w3wlint"), bundle.deletingLastPathComponent().appendingPathComponent("w3wlint")]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        XCTFail("the w3wlint executable is not beside the tests: \(candidates.map(\.path))")
        throw CocoaError(.fileNoSuchFile)
    }
    return found.path
}

extension ScratchFolderTestCase {
    /// Writes `contents` to `relativePath` in `folder` (the scratch folder by default), making its folders.
    @discardableResult
    func write(_ relativePath: String, _ contents: Data, in folder: URL? = nil) throws -> URL {
        let url = (folder ?? scratch).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
        return url
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String, in folder: URL? = nil) throws -> URL {
        try write(relativePath, Data(text.utf8), in: folder)
    }

    /// Runs the built `w3wlint` in the scratch folder, with only /usr/bin and /bin on its PATH (and `environment`).
    func w3wlint(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
        try w3wlint(arguments)
    }

    /// With `input`, the text is the command's standard input.
    func w3wlint(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        try runProcess(try builtExecutable(), arguments, in: scratch, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
                       input: input.map { Data($0.utf8) })
    }
}

/// Theme files that several test classes check.
enum TestThemes {
    /// A theme with one finding of each common kind and no colour pair: a missing dark value, a padding and a radius
    /// off their presets.
    static let findingsTheme = """
        w3wtheme: 1
        palette:
          tint: { light: "#E11F26" }
        schemes:
          base:
            styles:
              padding: 13
              cornerRadius: 5
        """

    /// The reference theme of the component exports in the rule tests: a surface and text per mode, a brand red and a
    /// muted grey.
    static let componentReferenceTheme = """
        w3wtheme: 1
        modes: [light, dark]
        palette:
          surface: { light: "#FFFFFF", dark: "#1A1C1E" }
          text: { light: "#0A3049", dark: "#FFFFFF" }
          brand: "#E11F26"
          muted: { light: "#767676", dark: "#5E5E5E" }
        """

    /// A theme whose findings cover every part of a report: a contrast failure in both modes, a missing dark value,
    /// values off their presets.
    static let reportTheme = """
        w3wtheme: 1
        modes: [light, dark]
        palette:
          grey: "#777777"
          tint: { light: "#E11F26" }
        schemes:
          base:
            colors:
              foreground: grey
              background: "#FFFFFF"
            styles:
              padding: 13
              cornerRadius: 5
        """
}

/// A rule of `kind`, described as its built-in rule, with the options `yaml` gives; an option it refuses fails the test.
func rule<Kind: RuleKind>(_ kind: Kind.Type, _ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> any RuleKind {
    var reader = try OptionsReader(owner: kind.description.id, yaml: yaml, file: "o.yml")
    let rule = kind.make(kind.description, reading: &reader)
    XCTAssertEqual(reader.errors.map(\.description), [], file: file, line: line)
    return rule
}
