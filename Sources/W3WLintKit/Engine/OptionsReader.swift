import Foundation
import Yams

/// A problem in a configuration file or rule pack, at its line. Any such problem stops the run before checking
/// (exit code 2), as a mistyped option would otherwise silently change what is checked.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// One line: the location and message shown with control characters escaped (a key may carry any).
    public var description: String { TextEscaping.pathAtLineStart(TextEscaping.visible("\(location): error: \(message)")) }
}

extension YAMLDocument {
    /// A problem with the configuration or pack at `node`'s line and column.
    func error(_ message: String, at node: Node?) -> ConfigurationError {
        ConfigurationError(location: location(node), message: message)
    }

    /// The node's key-value pairs, or nil with `message` as an error at the node.
    func mapping(_ node: Node, else message: @autoclosure () -> String,
                 errors: inout [ConfigurationError]) -> [(key: String, keyNode: Node, value: Node)]? {
        if let pairs = node.pairs { return pairs }
        errors.append(error(message(), at: node))
        return nil
    }

    /// The node's items, or nil with `message` as an error at the node.
    func sequence(_ node: Node, else message: @autoclosure () -> String, errors: inout [ConfigurationError]) -> [Node]? {
        if case let .sequence(items) = node { return Array(items) }
        errors.append(error(message(), at: node))
        return nil
    }
}

/// All problems found in the configuration and the packs it names.
public struct ConfigurationErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [ConfigurationError]

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A YAML node with the document it came from, so an option keeps the file and line that set it.
struct LocatedNode: @unchecked Sendable {
    // `Yams.Node` holds only value data; it is not marked Sendable by Yams.
    let node: Node
    let document: YAMLDocument

    var location: SourceLocation { document.location(node) }
}

/// Reads one rule's options, merged from the packs and the config file, and records every problem with the
/// location of the value that caused it.
public struct OptionsReader {
    /// The rule the options belong to, for messages.
    public let owner: String
    var values: [(key: String, value: LocatedNode)]
    var fallbackLocation: SourceLocation
    public private(set) var errors: [ConfigurationError] = []
    private var read: Set<String> = []

    init(owner: String, values: [(key: String, value: LocatedNode)] = [],
         fallbackLocation: SourceLocation = SourceLocation(file: "<built-in>", line: 1, column: 1))
    {
        self.owner = owner
        self.values = values
        self.fallbackLocation = fallbackLocation
    }

    /// Options written as a YAML mapping (`{level: AAA}`), for examples and tests.
    public init(owner: String, yaml: String, file: String) throws {
        self.init(owner: owner)
        guard !yaml.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        let document = YAMLDocument(file: file)
        switch YAMLDocument.compose(yaml, file: file) {
        case let .failure(failure):
            throw ConfigurationErrors(errors: [ConfigurationError(location: failure.finding.location, message: failure.finding.message)])
        case let .success(node):
            guard let pairs = node?.pairs else {
                throw ConfigurationErrors(errors: [document.error("options must be a mapping", at: node)])
            }
            values = pairs.map { ($0.key, LocatedNode(node: $0.value, document: document)) }
        }
    }

    func located(_ key: String) -> LocatedNode? { values.last { $0.key == key }?.value }

    mutating func take(_ key: String) -> LocatedNode? {
        read.insert(key)
        return located(key)
    }

    /// Records a problem with option `key` (at its value, or at the rule when it was not given).
    public mutating func fail(_ key: String, _ message: String) {
        errors.append(ConfigurationError(location: located(key)?.location ?? fallbackLocation,
                                         message: "option `\(key)` of rule `\(owner)`: \(message)"))
    }

    mutating func fail(at node: LocatedNode, _ message: String) {
        errors.append(ConfigurationError(location: node.location, message: "rule `\(owner)`: \(message)"))
    }

    public mutating func string(_ key: String) -> String? {
        guard let value = take(key) else { return nil }
        guard let text = value.node.stringValue else {
            fail(key, "expected a string, found \(value.node.kindDescription)")
            return nil
        }
        return text
    }

    public mutating func number(_ key: String) -> Double? {
        guard let value = take(key) else { return nil }
        guard let number = value.node.numberValue, number.isFinite else {
            fail(key, "expected a number, found \(value.node.kindDescription)")
            return nil
        }
        return number
    }

    public mutating func bool(_ key: String) -> Bool? {
        guard let value = take(key) else { return nil }
        guard case .scalar = value.node, let flag = value.node.bool, value.node.tagName == .bool else {
            fail(key, "expected true or false, found \(value.node.kindDescription)")
            return nil
        }
        return flag
    }

    /// One of `choices` (case-insensitive), returned as written in `choices`.
    public mutating func choice(_ key: String, _ choices: [String]) -> String? {
        guard let text = string(key) else { return nil }
        guard let match = choices.first(where: { $0.lowercased() == text.lowercased() }) else {
            fail(key, "unknown value `\(text)`; use \(choices.joined(separator: ", "))")
            return nil
        }
        return match
    }

    /// A string or a list of strings.
    public mutating func strings(_ key: String) -> [String]? {
        guard let value = take(key) else { return nil }
        if let text = value.node.stringValue { return [text] }
        guard case let .sequence(items) = value.node else {
            fail(key, "expected a list of strings, found \(value.node.kindDescription)")
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.stringValue else {
                fail(at: LocatedNode(node: item, document: value.document),
                     "option `\(key)`: expected a string, found \(item.kindDescription)")
                return nil
            }
            result.append(text)
        }
        return result
    }

    /// A list whose items are numbers or strings (preset names, `circle`, `oval`).
    public mutating func numbersOrNames(_ key: String) -> [Scale.Entry]? {
        guard let value = take(key) else { return nil }
        let items: [Node]
        if case let .sequence(sequence) = value.node { items = Array(sequence) } else { items = [value.node] }
        var result: [Scale.Entry] = []
        for item in items {
            if let number = item.numberValue, number.isFinite {
                result.append(Scale.Entry(name: formatNumber(number), value: .points(number)))
            } else if let text = item.stringValue {
                let special: MetricValue = text == "circle" ? .circle : text == "oval" ? .oval : .points(.nan)
                result.append(Scale.Entry(name: text, value: special))
            } else {
                fail(at: LocatedNode(node: item, document: value.document),
                     "option `\(key)`: expected a number or a name, found \(item.kindDescription)")
                return nil
            }
        }
        return result
    }

    /// A mapping of names to a string or a list of strings (`{button: [button, btn], row: cell}`), keys in order.
    mutating func namedLists(_ key: String) -> [(name: String, values: [String])]? {
        guard let value = take(key) else { return nil }
        guard let pairs = value.node.pairs else {
            fail(key, "expected a mapping of names to lists of strings, found \(value.node.kindDescription)")
            return nil
        }
        var result: [(String, [String])] = []
        for (name, _, item) in pairs {
            if let text = item.stringValue {
                result.append((name, [text]))
                continue
            }
            guard case let .sequence(items) = item, items.allSatisfy({ $0.stringValue != nil }) else {
                var found = item.kindDescription
                if case let .sequence(items) = item, let other = items.first(where: { $0.stringValue == nil }) {
                    found = "a list holding \(other.kindDescription)"
                }
                fail(at: LocatedNode(node: item, document: value.document),
                     "option `\(key)`: `\(name)` must be a string or a list of strings, found \(found)")
                return nil
            }
            result.append((name, items.compactMap(\.stringValue)))
        }
        return result
    }

    /// A list of mappings, each read by `read` with its own reader (for structured options such as `pairs`).
    mutating func mappings(_ key: String) -> [(reader: OptionsReader, location: SourceLocation)]? {
        guard let value = take(key) else { return nil }
        guard case let .sequence(items) = value.node else {
            fail(key, "expected a list of mappings, found \(value.node.kindDescription)")
            return nil
        }
        var result: [(OptionsReader, SourceLocation)] = []
        for item in items {
            let located = LocatedNode(node: item, document: value.document)
            guard let pairs = item.pairs else {
                fail(at: located, "option `\(key)`: expected a mapping, found \(item.kindDescription)")
                return nil
            }
            result.append((OptionsReader(owner: owner, values: pairs.map { ($0.key, LocatedNode(node: $0.value, document: value.document)) },
                                         fallbackLocation: located.location), located.location))
        }
        return result
    }

    /// Takes the errors of a nested reader (from `mappings`).
    mutating func absorb(_ nested: OptionsReader, known: [String]) {
        var nested = nested
        nested.finish(known: known)
        errors += nested.errors
    }

    /// Reports every option that was given but is not one of `known`.
    public mutating func finish(known: [String]) {
        for (key, value) in values where !known.contains(key) {
            let hint = didYouMean(key, in: known)
            let list = known.isEmpty ? "it takes no options" : "known: \(known.joined(separator: ", "))"
            errors.append(ConfigurationError(location: value.location,
                                             message: "unknown option `\(key)` for rule `\(owner)`\(hint) (\(list))"))
        }
    }
}
