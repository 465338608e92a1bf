import Foundation
import Yams

extension Configuration {
    /// Reads the `swift:` section (`platform: ios`); problems go to `errors` with their line, like the rest of the config.
    static func readSwiftSettings(_ node: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> SwiftSourceSettings {
        var settings = SwiftSourceSettings()
        guard let pairs = document.mapping(node, else:
            "`swift` must be a mapping (\(SwiftSourceSettings.keys.joined(separator: ", ")))", errors: &errors) else { return settings }
        let platforms = SwiftPlatform.allCases.map(\.rawValue)
        for (key, keyNode, value) in pairs {
            switch key {
            case "platform":
                if let platform = value.stringValue.flatMap({ SwiftPlatform(rawValue: $0.lowercased()) }) { settings.platform = platform } else {
                    errors.append(document.error("`swift.platform` must be one of \(platforms.joined(separator: ", "))", at: value))
                }
            case "calls":
                // `calls: { Spacer: { minLength: margin }, card: { _: cornerRadius } }`: a team's own layout calls.
                guard let callees = document.mapping(value, else:
                    "`swift.calls` must map a function name to {argument label: style kind}", errors: &errors) else { continue }
                for (callee, _, labels) in callees {
                    var shape: [String: String] = [:]
                    for (label, _, kindNode) in labels.pairs ?? [] {
                        guard let kind = kindNode.stringValue, SwiftCallShapes.kinds.contains(kind) else {
                            errors.append(document.error(
                                "`swift.calls.\(callee).\(label)` must be one of \(SwiftCallShapes.kinds.joined(separator: ", "))", at: kindNode))
                            continue
                        }
                        shape[label] = kind
                    }
                    settings.callShapes.calls[callee, default: [:]].merge(shape) { $1 }
                }
            case "modeHelpers":
                // `modeHelpers: { dynamic: [light, dark] }`: the mode of each argument of a team's helper, in order.
                for (helper, _, modesNode) in value.pairs ?? [] {
                    let modes = modesNode.sequence?.compactMap(\.stringValue) ?? []
                    guard !modes.isEmpty, modes.count == modesNode.sequence?.count, modes.allSatisfy({ ["light", "dark"].contains($0) }) else {
                        errors.append(document.error(
                            "`swift.modeHelpers.\(helper)` must list the mode of each argument: light or dark", at: modesNode))
                        continue
                    }
                    settings.modeHelpers[helper] = modes
                }
            case "assignments":
                for (property, _, kindNode) in value.pairs ?? [] {
                    guard let kind = kindNode.stringValue, SwiftCallShapes.kinds.contains(kind) else {
                        errors.append(document.error(
                            "`swift.assignments.\(property)` must be one of \(SwiftCallShapes.kinds.joined(separator: ", "))", at: kindNode))
                        continue
                    }
                    settings.callShapes.assignments[property] = kind
                }
            default:
                errors.append(document.error(unknownKeyMessage(key, in: "`swift`", known: SwiftSourceSettings.keys), at: keyNode))
            }
        }
        return settings
    }
}
