import Foundation
import Yams

/// The texts a pack or config file may give a rule, each only when written: its name, summary, description, help,
/// help page and message template.
struct RuleTexts {
    var name: String?
    var summary: String?
    var details: String?
    var help: String?
    var helpURI: String?
    var messageTemplate: String?

    /// These texts with those written in `later` laid over them.
    mutating func apply(_ later: RuleTexts) {
        for path in [\RuleTexts.name, \.summary, \.details, \.help, \.helpURI, \.messageTemplate] {
            if let value = later[keyPath: path] { self[keyPath: path] = value }
        }
    }
}

/// What a pack or a config file says about one rule id: a new rule (with `kind`) or changes to a rule an
/// earlier pack defined (severity, on/off, options). Only what is written is set.
struct RuleEntry {
    var id: String
    var location: SourceLocation
    var kind: String?
    var enabled: Bool?
    var severity: Severity?
    var texts = RuleTexts()
    var options: [(key: String, value: LocatedNode)] = []
    var triggeringExamples: [RuleExample]?
    var nonTriggeringExamples: [RuleExample]?

    static let keys = ["kind", "enabled", "severity", "name", "summary", "description", "help", "helpUri", "message",
                       "options", "examples"]

    /// Reads `id: off | error | warning | note | on | {kind: …, severity: …, options: {…}, …}`.
    static func read(id: String, keyNode: Node, value: Node, document: YAMLDocument,
                     errors: inout [ConfigurationError]) -> RuleEntry?
    {
        var entry = RuleEntry(id: id, location: document.location(keyNode))
        func fail(_ node: Node?, _ message: String) {
            errors.append(document.error(message, at: node))
        }
        guard SafeIdentifier.isSafe(id) else {
            // Shown escaped like every configuration error; never read further, so no other message repeats it.
            fail(keyNode, "rule id `\(id.shortened(to: 81))` is not allowed: a rule id uses \(SafeIdentifier.alphabet)")
            return nil
        }
        if case .scalar = value { return entry.withShorthand(value, document: document, errors: &errors) }
        guard let pairs = value.pairs else {
            fail(value, "rule `\(id)`: expected off, on, a severity or a mapping, found \(value.kindDescription)")
            return nil
        }
        for (key, keyNode, item) in pairs { entry.read(key, keyNode: keyNode, item, document: document, errors: &errors) }
        return entry
    }

    /// The entry as `off`, `on`, a severity or a boolean turns it; nil (with an error) for another scalar.
    private func withShorthand(_ value: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> RuleEntry? {
        var entry = self
        if let flag = value.bool, value.tagName == .bool {
            entry.enabled = flag
            return entry
        }
        switch value.stringValue {
        case "off": entry.enabled = false
        case "on": entry.enabled = true
        case let text? where Severity(rawValue: text) != nil:
            entry.enabled = true
            entry.severity = Severity(rawValue: text)
        default:
            errors.append(document.error("rule `\(id)`: expected off, on, error, warning, note or a mapping, found \(value.kindDescription)",
                                         at: value))
            return nil
        }
        return entry
    }

    /// One key of the rule's mapping.
    private mutating func read(_ key: String, keyNode: Node, _ item: Node, document: YAMLDocument, errors: inout [ConfigurationError]) {
        func fail(_ node: Node?, _ message: String) {
            errors.append(document.error(message, at: node))
        }
        func text() -> String? {
            guard let string = item.stringValue else {
                fail(item, "rule `\(id)`: `\(key)` must be a string, found \(item.kindDescription)")
                return nil
            }
            return string
        }
        switch key {
        case "kind": kind = text()
        case "enabled":
            if let flag = item.bool, item.tagName == .bool { enabled = flag } else {
                fail(item, "rule `\(id)`: `enabled` must be true or false, found \(item.kindDescription)")
            }
        case "severity":
            if let raw = text() {
                if raw == "off" { enabled = false } else if let severity = Severity(rawValue: raw) { self.severity = severity } else {
                    fail(item, "rule `\(id)`: unknown severity `\(raw)`; use error, warning, note or off")
                }
            }
        case "name": texts.name = text()
        case "summary": texts.summary = text()
        case "description": texts.details = text()
        case "help": texts.help = text()
        case "helpUri": texts.helpURI = text()
        case "message":
            // A template is a sentence: a long one (or a thousand `{message}`) would multiply every finding.
            guard let template = text() else { return }
            if template.count > ConfiguredRule.maximumMessageLength {
                fail(item, "rule `\(id)`: `message` is \(template.count) characters long; at most \(ConfiguredRule.maximumMessageLength) are allowed")
            } else {
                texts.messageTemplate = template
            }
        case "options":
            if item.isNull { return }
            guard let optionPairs = item.pairs else {
                fail(item, "rule `\(id)`: `options` must be a mapping, found \(item.kindDescription)")
                return
            }
            options = optionPairs.map { ($0.key, LocatedNode(node: $0.value, document: document)) }
        case "examples":
            Self.readExamples(item, entry: &self, document: document, errors: &errors)
        default:
            let hint = didYouMean(key, in: Self.keys)
            fail(keyNode, "unknown key `\(key)` in rule `\(id)`\(hint) (known: \(Self.keys.joined(separator: ", ")); "
                + "options go under `options:`)")
        }
    }

    static let exampleKeys = ["file", "source", "with", "messages"]

    /// An example written as a mapping: its file name, source, supporting files (`with:`, loaded beside it) and, for a
    /// triggering example, the message of each finding in the markers' order. Unknown keys are errors.
    private static func readExample(_ fields: [(key: String, keyNode: Node, value: Node)], source: String, triggering: Bool,
                                    rule id: String, document: YAMLDocument, errors: inout [ConfigurationError]) -> RuleExample
    {
        var example = RuleExample(source)
        for (key, keyNode, value) in fields {
            switch key {
            case "source": break
            case "file":
                if let file = value.stringValue { example.file = file } else {
                    errors.append(document.error("rule `\(id)`: an example's `file` is a file name", at: value))
                }
            case "with":
                guard case let .sequence(others) = value else {
                    errors.append(document.error("rule `\(id)`: `with` is a list of `{file, source}`", at: value))
                    continue
                }
                for other in others {
                    guard let otherFields = other.pairs,
                          let otherFile = otherFields.first(where: { $0.key == "file" })?.value.stringValue,
                          let otherSource = otherFields.first(where: { $0.key == "source" })?.value.stringValue else {
                        errors.append(document.error("rule `\(id)`: a supporting file is `{file, source}`", at: other))
                        continue
                    }
                    example.supportingFiles.append((otherFile, otherSource))
                }
            case "messages" where !triggering:
                errors.append(document.error("rule `\(id)`: a non-triggering example has no findings, so no `messages`", at: keyNode))
            case "messages":
                if let strings = document.strings(value) { example.messages = strings } else {
                    errors.append(document.error("rule `\(id)`: an example's `messages` is a list of strings", at: value))
                }
            default:
                errors.append(document.error(unknownKeyMessage(key, in: "an example of rule `\(id)`", known: exampleKeys), at: keyNode))
            }
        }
        return example
    }

    private static func readExamples(_ node: Node, entry: inout RuleEntry, document: YAMLDocument,
                                     errors: inout [ConfigurationError])
    {
        guard let pairs = document.mapping(node, else:
            "rule `\(entry.id)`: `examples` must be a mapping with `triggering` and `nonTriggering`", errors: &errors) else { return }
        for (key, keyNode, value) in pairs {
            var examples: [RuleExample] = []
            let items: [Node]
            if case let .sequence(sequence) = value { items = Array(sequence) } else { items = [value] }
            for item in items {
                if let source = item.stringValue {
                    examples.append(RuleExample(source))
                } else if let fields = item.pairs, let source = fields.first(where: { $0.key == "source" })?.value.stringValue {
                    examples.append(readExample(fields, source: source, triggering: key == "triggering", rule: entry.id,
                                                document: document, errors: &errors))
                } else {
                    errors.append(document.error("rule `\(entry.id)`: an example is a string or `{file, source, with?, messages?}`", at: item))
                }
            }
            switch key {
            case "triggering": entry.triggeringExamples = examples
            case "nonTriggering": entry.nonTriggeringExamples = examples
            default:
                errors.append(document.error(
                    "rule `\(entry.id)`: unknown key `\(key)` in `examples` (known: triggering, nonTriggering)", at: keyNode))
            }
        }
    }
}

/// A rule pack: data that instantiates rule kinds (and may give default scales), as Vale's styles do.
public struct RulePack: Sendable {
    /// The name `extends:` uses (`w3w`), or the file's path for a team's pack.
    public var name: String
    public var description: String?
    /// Presets for themes that do not define a scale of their own.
    public var scales: [String: Scale]
    /// Named text styles, component size presets and text levels for themes that give none (`typography:`,
    /// `components:`, `hierarchy:`, written as in a theme).
    public var structure = DesignStructure()
    var entries: [RuleEntry]

    public var ruleIDs: [String] { entries.map(\.id) }

    static let keys = ["pack", "description", "scales", "typography", "components", "hierarchy", "rules"]

    /// `key: value` read as a theme file would read it; each problem the theme loader finds is an error at `value`.
    private static func readAsTheme(_ key: String, _ value: Node, file: String, document: YAMLDocument,
                                    errors: inout [ConfigurationError]) -> Theme?
    {
        var theme = "w3wtheme: 1\n"
        theme += (try? Yams.serialize(node: Node([(Node(key), value)]))) ?? ""
        let loaded = ThemeLoader(defaultScales: [:]).load(contents: Data(theme.utf8), file: file)
        for diagnostic in loaded.diagnostics {
            errors.append(document.error("in `\(key)`: \(diagnostic.message)", at: value))
        }
        return loaded.model.themes.first
    }

    /// The pack's `typography`, `components` or `hierarchy` from a structure read as a theme's, without locations.
    private mutating func take(_ key: String, of structure: DesignStructure) {
        switch key {
        case "typography":
            self.structure.typography = structure.typography.map {
                TextStyle(name: $0.name, size: $0.size, weight: $0.weight, letterSpacing: $0.letterSpacing, lineHeight: $0.lineHeight)
            }
        case "components":
            for (kind, scale) in structure.components {
                self.structure.components[kind] = Scale(kind: kind, entries: scale.entries.map { Scale.Entry(name: $0.name, value: $0.value) })
            }
        default:
            self.structure.hierarchy = structure.hierarchy
        }
    }

    /// Parses a pack's text; every problem is collected with its line.
    static func parse(_ text: String, file: String, name: String) -> Result<RulePack, ConfigurationErrors> {
        let document = YAMLDocument(file: file)
        var errors: [ConfigurationError] = []
        let root: Node?
        switch YAMLDocument.compose(text, file: file) {
        case let .failure(failure):
            return .failure(ConfigurationErrors(errors: [ConfigurationError(location: failure.finding.location,
                                                                            message: failure.finding.message)]))
        case let .success(node): root = node
        }
        guard let pairs = root?.pairs else {
            return .failure(ConfigurationErrors(errors: [ConfigurationError(
                location: document.location(root), message: "a rule pack is a mapping with `rules:`")]))
        }
        var pack = RulePack(name: name, description: nil, scales: [:], entries: [])
        for (key, keyNode, value) in pairs {
            switch key {
            case "pack":
                if value.stringValue == nil {
                    errors.append(document.error("`pack` must be the pack's name", at: value))
                }
            case "description": pack.description = value.stringValue
            case "scales":
                // Scales are read with the theme loader's own rules, so a pack writes them as a theme does.
                for (kind, scale) in readAsTheme(key, value, file: file, document: document, errors: &errors)?.scales ?? [:] {
                    // Built-in presets: no location, so they count as defaults, not as a theme's own scale.
                    pack.scales[kind] = Scale(kind: kind, entries: scale.entries.map {
                        Scale.Entry(name: $0.name, value: $0.value, deprecated: $0.deprecated, replacedBy: $0.replacedBy)
                    })
                }
            case "typography", "components", "hierarchy":
                // Read with the theme loader's own rules, as `scales` are; built-in values carry no location.
                let structure = readAsTheme(key, value, file: file, document: document, errors: &errors)?.structure ?? DesignStructure()
                pack.take(key, of: structure)
            case "rules":
                guard let rules = document.mapping(value, else: "`rules` must be a mapping of rule ids to rules", errors: &errors) else { continue }
                for (id, idNode, ruleNode) in rules {
                    if let entry = RuleEntry.read(id: id, keyNode: idNode, value: ruleNode, document: document, errors: &errors) {
                        pack.entries.append(entry)
                    }
                }
            default:
                errors.append(document.error(unknownKeyMessage(key, in: "a rule pack", known: keys), at: keyNode))
            }
        }
        return errors.isEmpty ? .success(pack) : .failure(ConfigurationErrors(errors: errors))
    }
}
