/// How component exports are seen: what their CSS custom properties stand for, and the canvas each colour mode
/// shows them on. From the config's `exports:` section; the defaults are no mappings, white and black.
public struct ExportSettings: Sendable, Equatable {
    /// What a `var(--name)` means when the export's own CSS does not define it.
    public enum VariableValue: Sendable, Equatable {
        /// A palette entry of the reference theme, by name.
        case paletteEntry(String)
        /// A colour, the same in every mode.
        case color(RGBA)
    }

    /// By custom property name, with its leading `--`.
    public var variables: [String: VariableValue] = [:]
    /// By mode name (`dark`, or a theme's own mode name such as `highContrastDark`).
    public var canvases: [String: RGBA] = [:]
    /// The reference of exports that have none in their folder or above (`exports.reference`): the path of a theme,
    /// token, CSS variables or colour-set file, as reports show it (relative to the working directory).
    public var reference: String?

    public init(variables: [String: VariableValue] = [:], canvases: [String: RGBA] = [:]) {
        self.variables = variables
        self.canvases = canvases
    }

    /// A mode is dark when its name says so (`dark`, `Dark`, `night`).
    public static func isDark(_ mode: String) -> Bool {
        // The usual names, asked for every pair, without lower-casing.
        if mode == "light" { return false }
        if mode == "dark" { return true }
        let name = mode.lowercased()
        return name.contains("dark") || name.contains("night")
    }

    /// The colour behind everything in a mode: the canvas configured for the mode's own name, else the one for
    /// `dark` or `light` (by the mode's name), else black for a dark mode and white otherwise.
    public func canvas(for mode: String) -> RGBA {
        let isDark = Self.isDark(mode)
        return canvases[mode] ?? canvases[isDark ? "dark" : "light"] ?? (isDark ? .black : .white)
    }

    /// The mapping for a custom property, written with or without its leading `--`.
    public func variable(_ name: String) -> VariableValue? {
        variables[name] ?? variables[name.hasPrefix("--") ? String(name.dropFirst(2)) : "--" + name]
    }
}
