import Foundation

/// A SARIF 2.1.0 log for GitHub code scanning and other SARIF consumers. Paths are relative to the log's root (the
/// run's working directory unless `root` says otherwise) under the `%SRCROOT%` base id; the same result always gives
/// the same bytes.
public struct SARIFReporter: Reporter {
    public static let rootBaseID = "%SRCROOT%"

    /// The folder paths are relative to (`--sarif-root`, the repository's top), absolute; nil for the run's working
    /// directory. A file outside it gets an absolute `file://` URI.
    public var root: String?

    /// GitHub code scanning rejects a whole upload whose run has more results than this (../shared/spec/NOTES.md).
    public var maximumResults: Int
    /// And shows only this many of a run, the first ones.
    public var resultsShown: Int

    public init(maximumResults: Int = 25_000, resultsShown: Int = 5_000, root: String? = nil) {
        self.maximumResults = maximumResults
        self.resultsShown = resultsShown
        self.root = root
    }

    /// The findings the log carries: all of them in report order while GitHub shows them all; beyond, errors first,
    /// then warnings, then notes (so that the ones shown are the worst), cut at `maximumResults`.
    public func keptFindings(_ findings: [Finding]) -> [Finding] {
        guard findings.count > resultsShown else { return findings }
        let bySeverity = Severity.allCases.reversed().flatMap { severity in findings.filter { $0.severity == severity } }
        return Array(bySeverity.prefix(maximumResults))
    }

    /// What a log of `result` leaves out or GitHub will not show, for the log's `toolExecutionNotifications` and
    /// standard error; nil when every finding is carried and shown.
    public func limitNotice(_ result: LintResult) -> String? {
        limitNotice(all: result.findings, kept: keptFindings(result.findings))
    }

    /// The notice for a log that carries `kept` of `all` (the log computes `kept` once, for its results too).
    private func limitNotice(all: [Finding], kept: [Finding]) -> String? {
        guard all.count > resultsShown else { return nil }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        guard kept.count < all.count else {
            return "\(all.count) results: GitHub code scanning shows only the first \(resultsShown), so the log lists errors first, "
                + "then warnings, then notes"
        }
        let cut = Severity.allCases.reversed().compactMap { severity -> String? in
            let total = all.filter { $0.severity == severity }.count, left = kept.filter { $0.severity == severity }.count
            return total == left ? nil : "\(total - left) of \(count(total, severity.rawValue))"
        }
        return "\(all.count) results: the log keeps \(kept.count) (GitHub code scanning rejects a run of more than \(maximumResults)), "
            + "errors first, then warnings, then notes: \(cut.joined(separator: ", ")) are left out, and GitHub shows the first \(resultsShown)"
    }

    public func write<Output: TextOutputStream>(_ result: LintResult, to output: inout Output) {
        let ruleIndex = Dictionary(result.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let findings = keptFindings(result.findings)
        let artifacts = Array(Set(findings.map(\.location.file))).sorted()
        let artifactIndex = Dictionary(uniqueKeysWithValues: artifacts.enumerated().map { ($1, $0) })

        let rules = result.rules.map(ruleDescriptor)

        // Each file's locations made once (percent-encoding is not cheap), not once per result.
        let locationFields = artifacts.map { artifactLocation($0, workingDirectory: result.rootDirectory) }
        let listedLocations = locationFields.map { PropertyValue.object($0) }
        let indexedLocations = locationFields.enumerated().map { PropertyValue.object($1 + [("index", .number(Double($0)))]) }
        func location(_ file: String) -> PropertyValue {
            artifactIndex[file].map { listedLocations[$0] } ?? .object(artifactLocation(file, workingDirectory: result.rootDirectory))
        }

        // Made one at a time as the log is written (see `StreamedJSON`).
        func resultValue(_ finding: Finding) -> PropertyValue {
            let physical = Self.physicalLocation(indexedLocations[artifactIndex[finding.location.file]!], finding.location)
            var fields: [(String, PropertyValue)] = [("ruleId", .string(finding.ruleID))]
            if let index = ruleIndex[finding.ruleID] { fields.append(("ruleIndex", .number(Double(index)))) }
            fields += [
                ("level", .string(finding.severity.rawValue)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([("physicalLocation", physical)])])),
                ("partialFingerprints", .object([("primaryLocationLineHash", .string(finding.fingerprint))])),
            ]
            if !finding.relatedLocations.isEmpty {
                fields.append(("relatedLocations", Self.relatedLocations(finding.relatedLocations, location: location)))
            }
            if let fix = finding.fix { fields.append(("fixes", .array([sarifFix(fix, location: location)]))) }
            if !finding.properties.isEmpty { fields.append(("properties", .object(finding.properties))) }
            return .object(fields)
        }

        let root = logRoot(workingDirectory: result.rootDirectory)
        // Said in the log only when something is left out or hidden, so that every other log stays as it was.
        let invocations = limitNotice(all: result.findings, kept: findings).map(Self.invocations) ?? []
        let run: StreamedJSON = .object([
            ("tool", .value(.object([("driver", .object([
                ("name", "w3wlint"),
                ("version", .string(w3wlintVersion)),
                ("semanticVersion", .string(w3wlintVersion)),
                ("informationUri", .string(w3wlintInformationURI)),
                ("rules", .array(rules)),
            ]))]))),
            ("originalUriBaseIds", .value(.object([(Self.rootBaseID, .object([("uri", .string(fileURI(root)))]))]))),
            ("artifacts", .value(.array(listedLocations.map { .object([("location", $0)]) }))),
            ("results", .items(count: findings.count) { resultValue(findings[$0]) }),
            ("columnKind", .value("unicodeCodePoints")),
        ] + invocations)
        JSONWriter.write(.object([
            ("$schema", .value("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .value("2.1.0")),
            ("runs", .array([run])),
        ]), to: &output)
    }

    /// A place in a file: the file's artifact location and the line and column.
    private static func physicalLocation(_ artifact: PropertyValue, _ place: SourceLocation) -> PropertyValue {
        .object([
            ("artifactLocation", artifact),
            ("region", .object([("startLine", .number(Double(place.line))), ("startColumn", .number(Double(place.column)))])),
        ])
    }

    /// The other places a finding stands for, each with its message.
    private static func relatedLocations(_ related: [RelatedLocation], location: (String) -> PropertyValue) -> PropertyValue {
        .array(related.enumerated().map { index, place in
            .object([
                ("id", .number(Double(index + 1))),
                ("physicalLocation", physicalLocation(location(place.location.file), place.location)),
                ("message", .object([("text", .string(place.message))])),
            ])
        })
    }

    /// The run's invocation, with the notice of what the log leaves out.
    private static func invocations(_ notice: String) -> [(String, StreamedJSON)] {
        [("invocations", .value(.array([.object([
            ("executionSuccessful", .bool(true)),
            ("toolExecutionNotifications", .array([.object([("level", "warning"), ("message", .object([("text", .string(notice))]))])])),
        ])])))]
    }

    /// A rule as `tool.driver.rules` describes it: texts, help page, help with options and examples, level, tags.
    private func ruleDescriptor(_ rule: RuleDescription) -> PropertyValue {
        var fields: [(String, PropertyValue)] = [
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.details))])),
        ]
        // A pack or plugin names the help page: only a web address is passed on (no `javascript:`, no `file:`).
        // Otherwise the rules' table of w3wlint's own page, where every rule id has its row.
        if let uri = rule.helpURI, uri.lowercased().hasPrefix("https://") || uri.lowercased().hasPrefix("http://") {
            fields.append(("helpUri", .string(uri)))
        } else {
            fields.append(("helpUri", .string(w3wlintInformationURI + "/blob/main/docs/rules.md#" + Self.anchor(rule.id))))
        }
        fields += [
            ("help", .object([("text", .string(rule.help)), ("markdown", .string(Self.helpMarkdown(rule)))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ("properties", .object([("tags", .array(tags(for: rule).map { .string($0) }))])),
        ]
        return .object(fields)
    }

    /// What code scanning shows beside an alert: the rule's summary, what it checks, and how to fix a finding. A
    /// pack's texts are shown as text: characters Markdown would read as markup or HTML are escaped.
    static func helpMarkdown(_ rule: RuleDescription) -> String {
        func text(_ value: String) -> String {
            var out = ""
            for character in TextEscaping.visible(value) {
                if "\\*_[]<>#|".contains(character) { out.append("\\") }
                out.append(character)
            }
            return out
        }
        var out = "**\(text(rule.summary))**\n\n\(text(rule.details))\n\n**Fix:** \(text(rule.help))"
        if !rule.options.isEmpty {
            out += "\n\n**Options** (kind \(text(rule.kind))):\n"
            for option in rule.options {
                out += "\n- \(text(option.name)): \(text(option.type)), default \(text(option.defaultValue)). \(text(option.help))"
            }
        }
        // The first example each way, as `w3wlint explain` shows them all (↓ marks where a finding points).
        for (title, example) in [("Triggers it (↓ marks the finding)", rule.triggeringExamples.first),
                                 ("Does not trigger it", rule.nonTriggeringExamples.first)]
        {
            guard let example else { continue }
            out += "\n\n**\(title)**, \(text(example.file)):\n\n" + codeBlock(example.source.split(separator: "\n", omittingEmptySubsequences: false)
                .map { TextEscaping.visible(String($0)) }.joined(separator: "\n"))
        }
        return out
    }

    /// The anchor GitHub gives a heading of the rule id (`## \`dark-variant\``): lower-cased letters, digits, `-`, `_`.
    static func anchor(_ id: String) -> String {
        String(id.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }.map(Character.init))
    }

    /// A fenced code block longer than any run of backticks inside, so that no source can end it early.
    static func codeBlock(_ source: String) -> String {
        var longest = 0
        var run = 0
        for character in source {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "\n" + (source.hasSuffix("\n") ? source : source + "\n") + fence
    }

    /// A SARIF `fix`: its edits per file as `artifactChanges`, each a deleted region (columns in Unicode code points,
    /// as the run's `columnKind` says) and the text inserted there.
    private func sarifFix(_ fix: Fix, location: (String) -> PropertyValue) -> PropertyValue {
        var files: [String] = []
        for edit in fix.edits where !files.contains(edit.span.file) { files.append(edit.span.file) }
        let changes: [PropertyValue] = files.map { file in
            .object([
                ("artifactLocation", location(file)),
                ("replacements", .array(fix.edits.filter { $0.span.file == file }.map { edit in
                    .object([
                        ("deletedRegion", .object([
                            ("startLine", .number(Double(edit.span.start.line))),
                            ("startColumn", .number(Double(edit.span.start.column))),
                            ("endLine", .number(Double(edit.span.end.line))),
                            ("endColumn", .number(Double(edit.span.end.column))),
                        ])),
                        ("insertedContent", .object([("text", .string(edit.replacement))])),
                    ])
                })),
            ])
        }
        let description = fix.isUnsafe ? "\(fix.description) (unsafe: a design decision)" : fix.description
        return .object([("description", .object([("text", .string(description))])), ("artifactChanges", .array(changes))])
    }

    private func tags(for rule: RuleDescription) -> [String] {
        switch rule.kind {
        case "contrast": return ["accessibility", "wcag", "design"]
        case "loader": return ["input"]
        default: return ["design"]
        }
    }

    /// The log's root folder with a trailing `/`.
    private func logRoot(workingDirectory: String) -> String {
        let folder = root.map { ($0.hasPrefix("/") ? $0 : (workingDirectory as NSString).appendingPathComponent($0)) }
            .map { ($0 as NSString).standardizingPath } ?? workingDirectory
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// A relative path under `%SRCROOT%`, or an absolute `file://` URI for a file outside the root.
    private func artifactLocation(_ path: String, workingDirectory: String) -> [(String, PropertyValue)] {
        // Reported paths are relative to the working directory: with no other root they stay as they are.
        if root == nil, !path.hasPrefix("/"), !path.hasPrefix("../") {
            return [("uri", .string(Self.percentEncoded(path))), ("uriBaseId", .string(Self.rootBaseID))]
        }
        let root = logRoot(workingDirectory: workingDirectory)
        let absolute = path.hasPrefix("/") ? path : ((workingDirectory as NSString).appendingPathComponent(path) as NSString).standardizingPath
        if absolute.hasPrefix(root) {
            return [("uri", .string(Self.percentEncoded(String(absolute.dropFirst(root.count))))), ("uriBaseId", .string(Self.rootBaseID))]
        }
        return [("uri", .string(fileURI(absolute)))]
    }

    private func fileURI(_ absolutePath: String) -> String { "file://" + Self.percentEncoded(absolutePath) }

    /// Every byte but RFC 3986's unreserved characters and the `/` between segments is percent-encoded: a first
    /// segment such as `javascript:x.svg` cannot read as a scheme, and no character is left for a reader to decide.
    /// A file name's bytes that are not UTF-8 are encoded as those bytes.
    static func percentEncoded(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in RawPathBytes.encode(path) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
