import Foundation

/// Runs a rule's own examples: each triggering example must give findings exactly at its `↓` markers (and no
/// loader problem), each non-triggering example none. What `w3wlint rules --check-examples` and the tests use.
public enum ExampleVerifier {
    /// One line per problem (`rule-id: triggering example 2: …`); empty when every example holds.
    /// `presets`: those of the pack the rule comes from, as a configuration that extends the pack chooses them.
    public static func failures(of rule: any RuleKind, loaders: [any Loader] = LoaderRegistry.loaders(defaultScales: BuiltinPresets.scales),
                                presets: DesignPresets = DesignPresets()) -> [String]
    {
        problems(of: rule, loaders: loaders, presets: presets).map { "\($0.example)\($0.problem)" }
    }

    /// The examples that do not hold, each with what is wrong.
    public static func problems(of rule: any RuleKind, loaders: [any Loader],
                                presets: DesignPresets = DesignPresets()) -> [(example: String, problem: String)]
    {
        problems(of: ConfiguredRule(rule: rule, messageTemplate: nil, pack: "compiled"), loaders: loaders, presets: presets)
    }

    /// The same for a rule as configured: its findings as users see them (a pack's `message:` template applied).
    public static func problems(of configured: ConfiguredRule, loaders: [any Loader],
                                presets: DesignPresets = DesignPresets()) -> [(example: String, problem: String)]
    {
        var failures: [(String, String)] = []
        let id = configured.description.id
        for (index, example) in configured.description.triggeringExamples.enumerated() {
            let (source, markers) = example.unmarked
            let label = "\(id): triggering example \(index + 1)"
            guard !markers.isEmpty else {
                failures.append((label, " has no ↓ marker"))
                continue
            }
            guard let (model, diagnostics) = load(source, example, loaders: loaders, presets: presets) else {
                failures.append((label, ": no loader reads \(example.file)"))
                continue
            }
            if !diagnostics.isEmpty { failures.append((label, " does not load: \(diagnostics.map(describe).joined(separator: "; "))")) }
            // Markers live in the example itself; its supporting files carry none.
            let findings = configured.findings(in: model).filter { $0.location.file == example.file }.sorted(by: Finding.reportOrder)
            let found = findings.map { "\($0.location.line):\($0.location.column)" }
            let expected = markers.map { "\($0.line):\($0.column)" }
            if found != expected {
                failures.append((label, ": expected findings at \(expected.joined(separator: ", ")), got "
                    + (findings.isEmpty ? "none" : findings.map(describe).joined(separator: "; "))))
            } else if !example.messages.isEmpty {
                let messages = findings.map(\.message)
                if example.messages != messages {
                    failures.append((label, example.messages.count == markers.count
                        ? ": expected the messages " + example.messages.map { "`\($0)`" }.joined(separator: ", ")
                        + ", got " + messages.map { "`\($0)`" }.joined(separator: ", ")
                        : " has \(example.messages.count) messages for \(markers.count) marker\(markers.count == 1 ? "" : "s")"))
                }
            }
        }
        for (index, example) in configured.description.nonTriggeringExamples.enumerated() {
            let label = "\(id): non-triggering example \(index + 1)"
            guard let (model, diagnostics) = load(example.source, example, loaders: loaders, presets: presets) else {
                failures.append((label, ": no loader reads \(example.file)"))
                continue
            }
            if !diagnostics.isEmpty { failures.append((label, " does not load: \(diagnostics.map(describe).joined(separator: "; "))")) }
            let findings = configured.findings(in: model)
            if !findings.isEmpty { failures.append((label, " triggers: \(findings.map(describe).joined(separator: "; "))")) }
        }
        return failures
    }

    /// The example (its text without markers) and its supporting files, each read by the loader its name calls for.
    private static func load(_ source: String, _ example: RuleExample, loaders: [any Loader],
                             presets: DesignPresets) -> (DesignModel, [Finding])?
    {
        var model = DesignModel()
        model.presets = presets
        var documents = LoadedDocuments()
        var diagnostics: [Finding] = []
        for (file, text) in [(example.file, source)] + example.supportingFiles.map({ ($0.file, $0.source) }) {
            guard let loader = loaders.reading(file) else { return nil }
            let result = loader.load(contents: Data(text.utf8), file: file)
            model.merge(result.model)
            documents.merge(result.documents)
            diagnostics += result.diagnostics
        }
        // What needs every file at once (Swift presets, token sets) becomes a theme here, as in a run.
        diagnostics += ThemeAssembler(defaultScales: BuiltinPresets.scales, chosenScales: presets.scales)
            .assemble(&documents, into: &model)
        return (model, diagnostics)
    }

    private static func describe(_ finding: Finding) -> String {
        "\(finding.location.line):\(finding.location.column) \(finding.message)"
    }
}
