import Foundation
import Yams

extension Configuration {
    /// Reads the `swift:` section (`platform: ios`); problems go to `errors` with their line, like the rest of the config.
    static func readSwiftSettings(_ node: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> SwiftSourceSettings {
        var settings = SwiftSourceSettings()
        guard let pairs = node.pairs else {
            errors.append(ConfigurationError(location: document.location(node),
                                             message: "`swift` must be a mapping (\(SwiftSourceSettings.keys.joined(separator: ", ")))"))
            return settings
        }
        let platforms = SwiftPlatform.allCases.map(\.rawValue)
        for (key, keyNode, value) in pairs {
            switch key {
            case "platform":
                if let platform = value.stringValue.flatMap({ SwiftPlatform(rawValue: $0.lowercased()) }) { settings.platform = platform } else {
                    errors.append(ConfigurationError(location: document.location(value),
                                                     message: "`swift.platform` must be one of \(platforms.joined(separator: ", "))"))
                }
            default:
                let hint = closestName(to: key, in: SwiftSourceSettings.keys).map { "; did you mean `\($0)`?" } ?? ""
                errors.append(ConfigurationError(location: document.location(keyNode),
                                                 message: "unknown key `\(key)` in `swift`\(hint) (known: \(SwiftSourceSettings.keys.joined(separator: ", ")))"))
            }
        }
        return settings
    }
}
