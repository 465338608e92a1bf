import Yams

extension ExportSettings {
    static let keys = ["variables", "canvas", "reference"]
}

extension Configuration {
    /// Reads the `exports:` section:
    ///
    ///     exports:
    ///       variables:                       # CSS custom properties the exports use, when their own CSS lacks them
    ///         --spectrum-gray-800: grey80    # a palette entry of the reference theme
    ///         --brand-accent: "#E11F26"      # or a colour
    ///       canvas:                          # what each mode shows exports on (default white, and black when dark)
    ///         dark: "#1E1E1E"
    ///       reference: design/tokens.css     # the reference of exports with none in their folder or above
    ///
    /// Problems go to `errors` with their line, like the rest of the config.
    static func readExportSettings(_ node: Node, document: YAMLDocument, errors: inout [ConfigurationError]) -> ExportSettings {
        var settings = ExportSettings()
        func fail(_ node: Node, _ message: String) {
            errors.append(document.error(message, at: node))
        }
        guard let pairs = node.pairs else {
            fail(node, "`exports` must be a mapping (\(ExportSettings.keys.joined(separator: ", ")))")
            return settings
        }
        for (key, keyNode, value) in pairs {
            switch key {
            case "variables":
                guard let entries = value.pairs else {
                    fail(value, "`exports.variables` must map custom properties (`--name`) to palette entries or colours")
                    continue
                }
                for (name, nameNode, target) in entries {
                    if let variable = exportVariable(name, nameNode: nameNode, target: target, document: document, errors: &errors) {
                        settings.variables[name] = variable
                    }
                }
            case "canvas":
                guard let entries = value.pairs else {
                    fail(value, "`exports.canvas` must map colour modes (`light`, `dark`, or a theme's mode name) to colours")
                    continue
                }
                for (mode, _, colorNode) in entries {
                    guard let text = colorNode.stringValue, let color = CSSColorParser.color(text) else {
                        fail(colorNode, "`exports.canvas.\(mode)` must be a colour such as \"#FFFFFF\"")
                        continue
                    }
                    guard color.isOpaque else {
                        fail(colorNode, "`exports.canvas.\(mode)` must be opaque: it is what lies beneath everything")
                        continue
                    }
                    settings.canvases[mode] = color
                }
            case "reference":
                guard let path = value.stringValue, !path.isEmpty else {
                    fail(value, "`exports.reference` must be the path of a theme, token, CSS variables or colour-set file")
                    continue
                }
                // Kept as written; the run resolves it against the config's folder (`referencePath`).
                settings.reference = path
            default:
                fail(keyNode, unknownKeyMessage(key, in: "`exports`", known: ExportSettings.keys))
            }
        }
        return settings
    }

    /// What `exports.variables` maps one custom property to: a colour, or a palette entry by name; nil (with an error)
    /// for a name that is no custom property or a value that is neither.
    private static func exportVariable(_ name: String, nameNode: Node, target: Node, document: YAMLDocument,
                                       errors: inout [ConfigurationError]) -> ExportSettings.VariableValue?
    {
        guard name.hasPrefix("--"), name.count > 2 else {
            errors.append(document.error("`\(name)` in `exports.variables` is not a CSS custom property: write it as `--\(name)`", at: nameNode))
            return nil
        }
        guard let text = target.stringValue, !text.isEmpty else {
            errors.append(document.error("`exports.variables.\(name)` must be a palette entry name or a colour", at: target))
            return nil
        }
        if let color = CSSColorParser.color(text) { return .color(color) }
        if text.hasPrefix("#") || text.contains("(") {
            errors.append(document.error(
                "`\(text)` in `exports.variables.\(name)` is not a colour (#RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or a CSS name)", at: target))
            return nil
        }
        return .paletteEntry(text)
    }
}
