import Foundation

/// Runs an outside plugin: the design model as JSON on its standard input, findings as JSON on its standard output.
/// Whatever goes wrong (a crash, a hang, output that is not protocol 1, a location outside the inputs) becomes an
/// error finding naming the plugin; the rest of the run is unaffected.
struct PluginRunner {
    static let errorRuleID = "plugin-error"

    static let errorDescription = RuleDescription(
        id: errorRuleID, name: "PluginFailed", kind: "plugin",
        summary: "An outside plugin failed or answered outside the protocol.",
        details: "A plugin named in the configuration crashed, ran past its timeout, printed output that is not "
            + "protocol-1 JSON, or reported a location outside the files it was given. Its findings are dropped.",
        help: "Run the plugin by hand with the model on its standard input (w3wlint's docs/plugins.md) and fix it.",
        severity: .error)

    static let notRunRuleID = "plugin-not-run"

    static let notRunDescription = RuleDescription(
        id: notRunRuleID, name: "PluginNotRun", kind: "plugin",
        summary: "A plugin named in the configuration was not run, because plugins were not allowed.",
        details: "A plugin is a program, and the configuration that names it is part of the checked tree, which may "
            + "come from anyone (a pull request, a cloned repository). w3wlint runs plugins only when the person "
            + "running it allows them with --allow-plugins or W3WLINT_ALLOW_PLUGINS=1; otherwise each configured "
            + "plugin is reported once here and the rest of the run goes on without its findings.",
        help: "If you trust the configuration, run w3wlint with --allow-plugins (or set W3WLINT_ALLOW_PLUGINS=1 in "
            + "your own CI job); otherwise remove the plugin from the configuration.",
        severity: .warning)

    /// The finding for a configured plugin that this run does not start.
    static func notRun(_ plugin: PluginSpec) -> Finding {
        Finding(ruleID: notRunRuleID, severity: .warning,
                message: "plugin `\(plugin.name)` was not run: it would start `\(plugin.command.joined(separator: " "))`, and "
                    + "plugins run only when you allow them (--allow-plugins or W3WLINT_ALLOW_PLUGINS=1); "
                    + "its findings are missing from this report",
                location: plugin.location, properties: [("plugin", .string(plugin.name))])
    }

    var plugin: PluginSpec

    struct Output {
        var findings: [Finding]
        var rules: [RuleDescription]
    }

    func run(model: DesignModel, files: [String], lineCounts: [String: Int], workingDirectory: String) -> Output {
        let input = JSONWriter.write(ModelJSON.encode(model, files: files, plugin: plugin.name, workingDirectory: workingDirectory))
        switch execute(input: Data(input.utf8)) {
        case let .failure(problem):
            return Output(findings: [failure(problem.description)], rules: [])
        case let .success(stdout):
            return parse(stdout, lineCounts: lineCounts)
        }
    }

    private func failure(_ problem: String) -> Finding {
        Finding(ruleID: Self.errorRuleID, severity: .error, message: "plugin `\(plugin.name)` \(problem)", location: plugin.location,
                properties: [("plugin", .string(plugin.name))])
    }

    /// Runs the command with a deadline; the standard output, or why there is none.
    private func execute(input: Data) -> Result<Data, PluginProblem> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = plugin.command
        process.currentDirectoryURL = URL(fileURLWithPath: plugin.workingDirectory, isDirectory: true)
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return .failure(PluginProblem(description: "could not start (\(plugin.command.joined(separator: " "))): \(error.localizedDescription)"))
        }
        // Feed and drain on other threads, so a plugin that reads or writes a lot cannot block on a full pipe.
        let io = DispatchGroup()
        let collected = Collected()
        DispatchQueue.global().async(group: io) {
            stdin.fileHandleForWriting.writeabilityHandler = nil
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: io) { collected.set(out: stdout.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: io) { collected.set(err: stderr.fileHandleForReading.readDataToEndOfFile()) }
        if finished.wait(timeout: .now() + plugin.timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL); finished.wait() }
            _ = io.wait(timeout: .now() + 2)
            return .failure(PluginProblem(description: "did not finish within \(formatNumber(plugin.timeout)) s and was stopped"))
        }
        _ = io.wait(timeout: .now() + 5)
        let (out, err) = collected.get()
        if process.terminationReason == .uncaughtSignal {
            return .failure(PluginProblem(description: "crashed (signal \(process.terminationStatus))\(Self.tail(err))"))
        }
        guard process.terminationStatus == 0 else {
            return .failure(PluginProblem(description: "exited with status \(process.terminationStatus)\(Self.tail(err))"))
        }
        return .success(out)
    }

    /// The last line the plugin wrote to standard error, for the message.
    private static func tail(_ data: Data) -> String {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let last = lines.last(where: { !$0.isEmpty }) else { return "" }
        return ": " + String(last.prefix(300))
    }

    private func parse(_ data: Data, lineCounts: [String: Int]) -> Output {
        let answer: PluginAnswer
        do {
            answer = try JSONDecoder().decode(PluginAnswer.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            return Output(findings: [failure("printed output that is not JSON")], rules: [])
        } catch let error as DecodingError {
            return Output(findings: [failure("printed JSON that is not protocol \(ModelJSON.protocolVersion): \(Self.describe(error))")], rules: [])
        } catch {
            return Output(findings: [failure("printed output that is not JSON")], rules: [])
        }
        guard answer.protocol == ModelJSON.protocolVersion else {
            return Output(findings: [failure("answered with protocol \(answer.protocol); w3wlint speaks protocol \(ModelJSON.protocolVersion)")], rules: [])
        }
        let rules = (answer.rules ?? []).map { rule in
            let summary = rule.summary ?? "A rule of plugin \(plugin.name)."
            return RuleDescription(id: qualified(rule.id), name: rule.name ?? Configuration.pascalCase(rule.id), kind: "plugin",
                                summary: summary, details: rule.description ?? summary, help: rule.help ?? summary,
                                helpURI: rule.helpUri, severity: rule.severity.flatMap(Severity.init(rawValue:)) ?? .warning)
        }
        var findings: [Finding] = []
        for item in answer.findings {
            let location = item.location
            let column = location.column ?? 1
            guard let lineCount = lineCounts[location.file], location.line >= 1, location.line <= lineCount, column >= 1 else {
                return Output(findings: [failure("reported \(location.file):\(location.line):\(column), which is not in the files it was given")], rules: [])
            }
            let severity = item.severity.flatMap(Severity.init(rawValue:))
                ?? rules.first { $0.id == qualified(item.ruleId) }?.severity ?? .warning
            var properties: [(String, PropertyValue)] = [("plugin", .string(plugin.name))]
            // `related` is w3wlint's own (the places a finding stands for, checked against the run's files): not a
            // plugin's to set.
            properties += (item.properties ?? [:]).keys.sorted().filter { $0 != "related" }.map { ($0, item.properties![$0]!.value) }
            findings.append(Finding(ruleID: qualified(item.ruleId), severity: severity, message: item.message,
                                    location: SourceLocation(file: location.file, line: location.line, column: column),
                                    properties: properties))
        }
        return Output(findings: findings, rules: rules)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "missing `\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))`"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "wrong value at `\(context.codingPath.map(\.stringValue).joined(separator: "."))`"
        @unknown default:
            return "\(error)"
        }
    }

    /// Plugin rules are namespaced by the plugin's name (`brand/official-colours`), as ESLint's are.
    private func qualified(_ id: String) -> String { id.hasPrefix(plugin.name + "/") ? id : "\(plugin.name)/\(id)" }
}

/// A plugin's answer, protocol 1.
private struct PluginAnswer: Decodable {
    var `protocol`: Int
    var findings: [PluginFinding]
    var rules: [PluginRule]?

    struct PluginFinding: Decodable {
        var ruleId: String
        var message: String
        var severity: String?
        var location: Location
        var properties: [String: JSONValue]?
    }

    struct Location: Decodable {
        var file: String
        var line: Int
        var column: Int?
    }

    struct PluginRule: Decodable {
        var id: String
        var name: String?
        var summary: String?
        var description: String?
        var help: String?
        var helpUri: String?
        var severity: String?
    }
}

/// Any JSON value, decoded strictly (a number is never read as a boolean).
private struct JSONValue: Decodable {
    var value: PropertyValue

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [PropertyValue] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValue.self).value) }
            value = .array(items)
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            value = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                ($0.stringValue, try object.decode(JSONValue.self, forKey: $0).value)
            })
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { value = .null } else if let flag = try? single.decode(Bool.self) { value = .bool(flag) } else if let number = try? single.decode(Double.self) {
                value = .number(number)
            } else {
                value = .string(try single.decode(String.self))
            }
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Why a plugin gave no output.
private struct PluginProblem: Error {
    var description: String
}

/// Output gathered on two threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(out data: Data) { lock.lock(); out = data; lock.unlock() }
    func set(err data: Data) { lock.lock(); err = data; lock.unlock() }
    func get() -> (Data, Data) { lock.lock(); defer { lock.unlock() }; return (out, err) }
}
