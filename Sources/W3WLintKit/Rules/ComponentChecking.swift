/// What the component checks share: the reference theme, the modes a component is checked in, and its colours
/// resolved in a mode.
struct ComponentChecking {
    let theme: Theme
    /// True when the export has no reference theme: the chosen packs' presets stand in (none by default).
    let isBuiltIn: Bool
    let settings: ExportSettings
    let presets: DesignPresets
    /// The other themes in scope, nearest first: where a `var()` the reference theme does not define is looked up.
    let outerThemes: [Theme]

    /// The reference theme of `component` (see `DesignModel.referenceTheme(forExport:)`); without one, a theme of the
    /// chosen packs' presets (scales only, modes light and dark, no palette), empty when no pack was chosen.
    init(model: DesignModel, for component: Component? = nil) {
        settings = model.exportSettings
        presets = model.presets
        let inScope = model.referenceThemes(forExport: component?.file)
        outerThemes = inScope.dropFirst().map { model.themes[$0] }
        if let first = inScope.first {
            theme = model.themes[first]
            isBuiltIn = false
        } else {
            theme = Theme(name: presets.source, file: "", modes: ["light", "dark"], scales: presets.scales)
            isBuiltIn = true
        }
    }

    /// The named text styles exports are checked against: the theme's own `typography:`; with no reference theme,
    /// the chosen packs' styles; empty (the size-only check) for a theme that names none.
    var textStyles: [TextStyle] {
        if !theme.structure.typography.isEmpty { return theme.structure.typography }
        return isBuiltIn ? presets.typography : []
    }

    /// Height presets per component kind: the theme's `components:`, the chosen packs' for kinds it leaves out.
    var componentSizes: [String: Scale] {
        presets.components.merging(theme.structure.components) { _, own in own }
    }

    /// The text levels, most prominent first: the theme's `hierarchy:`, else the packs' (by default the four levels).
    var hierarchy: [String] {
        theme.structure.hierarchy.isEmpty ? presets.hierarchy : theme.structure.hierarchy
    }

    /// A theme mode is dark when its name says so.
    static func isDark(_ mode: String) -> Bool { ExportSettings.isDark(mode) }

    /// The canvas an export is shown on in a mode: the configured one, else white, or black in a dark mode.
    func canvas(_ mode: String) -> ColorMath.Channels {
        ColorMath.Channels(settings.canvas(for: mode))
    }

    /// The palette entry a `var(--name)` stands for: the entry named `--name` or `name`.
    func paletteEntry(forVariable name: String) -> ColorDefinition? {
        switch settings.variable(name) {
        case let .paletteEntry(entryName)?: return theme.palette.first { $0.name == entryName }
        case .color?: return nil
        case nil: break
        }
        let bare = name.hasPrefix("--") ? String(name.dropFirst(2)) : name
        for candidate in [theme] + outerThemes {
            if let entry = candidate.palette.first(where: { $0.name == name }) ?? candidate.palette.first(where: { $0.name == bare }) {
                return entry
            }
        }
        return nil
    }

    /// The modes a component is checked in: the one its name declares; else every theme mode when a theme colour
    /// it uses differs between modes (it adapts); else the theme's first mode (it is drawn for one appearance).
    func modes(for component: Component) -> [String] {
        switch component.declaredMode {
        case .dark?:
            return [theme.modes.first(where: Self.isDark) ?? "dark"]
        case .light?:
            return [theme.modes.first(where: { !Self.isDark($0) }) ?? "light"]
        case nil:
            // One walk over the paints: the export's own CSS adapts (`adaptsToColorScheme`), or a theme colour differs.
            let adapts = component.paints { color in
                if color.isByScheme { return true }
                guard case let .variable(name, _) = color, let entry = paletteEntry(forVariable: name) else { return false }
                return Set(entry.color.values.values).count > 1
            }
            return adapts ? theme.modes : [theme.modes.first ?? "light"]
        }
    }

    enum Resolution {
        case known(RGBA)
        /// The page or app decides (`currentColor` with no `color`): nothing to check.
        case context
        /// A `var()` that neither the file, the theme nor a fallback defines.
        case unknown(variable: String)
    }

    func resolve(_ color: ComponentColor, mode: String) -> Resolution {
        switch color {
        case let .fixed(rgba):
            return .known(rgba)
        case .context:
            return .context
        case let .byScheme(light, dark):
            return resolve(Self.isDark(mode) ? dark : light, mode: mode)
        case let .variable(name, fallback):
            // The config's mapping first: it is what the team said the property means.
            if case let .color(rgba)? = settings.variable(name) { return .known(rgba) }
            if let entry = paletteEntry(forVariable: name) {
                if let value = entry.color.value(in: mode) ?? theme.modes.lazy.compactMap(entry.color.value(in:)).first {
                    return .known(value)
                }
            }
            if let fallback { return resolve(fallback, mode: mode) }
            return .unknown(variable: name)
        }
    }

    /// The colours a paint shows in a mode (a gradient's stops), or why they are not known.
    func colors(of paint: ComponentPaint, mode: String) -> (colors: [RGBA], unknown: String?, context: Bool) {
        var colors: [RGBA] = []
        for color in paint.colors {
            switch resolve(color, mode: mode) {
            case let .known(rgba): colors.append(rgba)
            case .context: return ([], nil, true)
            case let .unknown(name): return ([], name, false)
            }
        }
        return (colors, nil, false)
    }
}
