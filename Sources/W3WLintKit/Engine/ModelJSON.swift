/// The design model as JSON values, for outside plugins (protocol 1, see docs/plugins.md). Every value carries
/// the location a finding about it should point at.
enum ModelJSON {
    static let protocolVersion = 1

    /// `workingDirectory`: the absolute folder every `file` path is relative to (the plugin runs in the config's folder).
    static func encode(_ model: DesignModel, files: [String], plugin: String, workingDirectory: String) -> PropertyValue {
        .object([
            ("protocol", .number(Double(protocolVersion))),
            ("w3wlint", .string(w3wlintVersion)),
            ("plugin", .string(plugin)),
            ("workingDirectory", .string(workingDirectory)),
            ("files", .array(files.map { .string($0) })),
            ("model", .object([("themes", .array(model.themes.map(theme))),
                               ("components", .array(model.components.map(component)))])),
        ])
    }

    static func location(_ location: SourceLocation?) -> PropertyValue {
        guard let location else { return .null }
        return .object([("file", .string(location.file)), ("line", .number(Double(location.line))),
                        ("column", .number(Double(location.column)))])
    }

    private static func values(_ color: ResolvedColor, modes: [String]) -> PropertyValue {
        .object(modes.compactMap { mode in color.values[mode].map { (mode, .string($0.hex)) } })
    }

    private static func theme(_ theme: Theme) -> PropertyValue {
        let modes = theme.modes
        let grid: PropertyValue = theme.spacingGrid.map { .object([("base", .number($0.base)), ("location", location($0.location))]) } ?? .null
        return .object([
            ("file", .string(theme.file)),
            ("name", theme.name.map { .string($0) } ?? .null),
            ("modes", .array(modes.map { .string($0) })),
            ("palette", .array(theme.palette.map { paletteEntry($0, modes: modes) })),
            ("scales", .object(theme.scales.keys.sorted().map { ($0, scale(theme.scales[$0]!)) })),
            ("spacingGrid", grid),
            ("schemes", .array(theme.schemes.map { scheme($0, modes: modes) })),
        ] + structure(theme.structure))
    }

    /// `typography`, `components` and `hierarchy`, each only when the theme gives it (other models stay as they were).
    private static func structure(_ structure: DesignStructure) -> [(String, PropertyValue)] {
        var result: [(String, PropertyValue)] = []
        if !structure.typography.isEmpty {
            result.append(("typography", .array(structure.typography.map { style in
                .object([("name", .string(style.name)), ("size", .number(style.size)), ("weight", .number(Double(style.weight))),
                         ("letterSpacing", .number(style.letterSpacing)), ("lineHeight", .number(style.lineHeight)),
                         ("location", style.location.map(location) ?? .null)])
            })))
        }
        if !structure.components.isEmpty {
            result.append(("components", .object(structure.components.keys.sorted().map { ($0, scale(structure.components[$0]!)) })))
        }
        if !structure.hierarchy.isEmpty {
            result.append(("hierarchy", .array(structure.hierarchy.map { .string($0) })))
        }
        return result
    }

    private static func paletteEntry(_ definition: ColorDefinition, modes: [String]) -> PropertyValue {
        let defined: PropertyValue = definition.definedModes.map { .array($0.map { .string($0) }) } ?? .null
        return .object([
            ("name", .string(definition.name)), ("location", location(definition.location)),
            ("values", values(definition.color, modes: modes)), ("definedModes", defined),
        ] + (definition.deprecated ? [("deprecated", .bool(true))] : []))
    }

    private static func scale(_ scale: Scale) -> PropertyValue {
        // `deprecated` only where it is true, so plugins see deprecated presets and every other model stays as it was.
        let entries: [PropertyValue] = scale.entries.map {
            .object([("name", .string($0.name)), ("value", $0.value.propertyValue)] + ($0.deprecated ? [("deprecated", .bool(true))] : [])
                + ($0.replacedBy.map { [("replacedBy", .string($0))] } ?? []))
        }
        return .object([("builtIn", .bool(scale.isBuiltIn)), ("location", location(scale.location)), ("entries", .array(entries))])
    }

    private static func scheme(_ scheme: Scheme, modes: [String]) -> PropertyValue {
        let roles: [PropertyValue] = scheme.roles.map { role(name: $0.name, role: $0.role, at: $0.location, modes: modes) }
        let styles: [PropertyValue] = scheme.styles.map(style)
        let size: PropertyValue = scheme.font.size.map { .number($0) } ?? .null
        let weight: PropertyValue = scheme.font.weight.map { .number(Double($0)) } ?? .null
        return .object([
            ("name", .string(scheme.name)), ("location", location(scheme.location)), ("roles", .array(roles)),
            ("styles", .array(styles)), ("font", .object([("size", size), ("weight", weight)])),
        ] + (scheme.deprecated ? [("deprecated", .bool(true))] : []))
    }

    private static func style(_ style: StyleValue) -> PropertyValue {
        let preset: PropertyValue = style.presetName.map { .string($0) } ?? .null
        return .object([
            ("kind", .string(style.kind)), ("path", .string(style.path)), ("value", style.value.propertyValue),
            ("preset", preset), ("location", location(style.location)),
        ])
    }

    private static func component(_ component: Component) -> PropertyValue {
        .object([
            ("file", .string(component.file)), ("format", .string(component.format)), ("location", location(component.location)),
            ("mode", component.declaredMode.map { .string($0.rawValue) } ?? .null),
            ("background", paint(component.background)),
            ("elements", .array(component.elements.map(element))),
        ])
    }

    private static func element(_ element: ComponentElement) -> PropertyValue {
        let box = element.bounds
        var fields: [(String, PropertyValue)] = [
            ("kind", .string(element.kind)), ("path", .string(element.path)), ("id", element.id.map { .string($0) } ?? .null),
            ("location", location(element.location)),
            ("bounds", .object([("x", .number(box.minX)), ("y", .number(box.minY)),
                                ("width", .number(box.maxX - box.minX)), ("height", .number(box.maxY - box.minY))])),
            ("fill", layer(element.fill)), ("stroke", layer(element.stroke)), ("strokeWidth", .number(element.strokeWidth)),
        ]
        if case let .rect(_, rx, ry) = element.shape { fields.append(("cornerRadius", .object([("rx", .number(rx)), ("ry", .number(ry))]))) }
        if let text = element.text {
            // Letter spacing and line height only where the export sets them, so other models stay as they were.
            var textFields: [(String, PropertyValue)] = [("content", .string(text.content)), ("fontSize", .number(text.fontSize)),
                                                         ("fontWeight", .number(Double(text.fontWeight)))]
            if text.letterSpacing != 0 { textFields.append(("letterSpacing", .number(text.letterSpacing))) }
            if let lineHeight = text.lineHeight { textFields.append(("lineHeight", .number(lineHeight))) }
            fields.append(("text", .object(textFields)))
        }
        return .object(fields)
    }

    private static func layer(_ layer: PaintLayer) -> PropertyValue {
        .object([("paint", paint(layer.paint)), ("opacity", .number(layer.opacity)), ("written", .string(layer.written))])
    }

    /// A paint: `{"type": "solid", "colors": [...]}` where a colour is `#RRGGBB[AA]`, `{"variable", "fallback"}`,
    /// `{"context"}`, or `{"light", "dark"}` for a file whose CSS has its own dark colour scheme.
    private static func paint(_ paint: ComponentPaint) -> PropertyValue {
        func color(_ written: ComponentColor) -> PropertyValue {
            switch written {
            case let .fixed(rgba): return .string(rgba.hex)
            case let .variable(name, fallback):
                return .object([("variable", .string(name)), ("fallback", fallback.map(color) ?? .null)])
            case let .context(name): return .object([("context", .string(name))])
            case let .byScheme(light, dark): return .object([("light", color(light)), ("dark", color(dark))])
            }
        }
        switch paint {
        case .none: return .object([("type", "none")])
        case let .solid(value): return .object([("type", "solid"), ("colors", .array([color(value)]))])
        case let .gradient(stops): return .object([("type", "gradient"), ("colors", .array(stops.map(color)))])
        case let .unsupported(what): return .object([("type", "unsupported"), ("what", .string(what))])
        }
    }

    private static func role(name: String, role: ColorRole, at roleLocation: SourceLocation, modes: [String]) -> PropertyValue {
        var fields: [(String, PropertyValue)] = [("name", .string(name)), ("location", location(roleLocation))]
        switch role {
        case let .single(use): fields.append(("color", colorUse(use, modes: modes)))
        case let .pair(foreground, background):
            fields.append(("foreground", colorUse(foreground, modes: modes)))
            fields.append(("background", colorUse(background, modes: modes)))
        }
        return .object(fields)
    }

    private static func colorUse(_ use: ColorUse, modes: [String]) -> PropertyValue {
        .object([("written", .string(use.written)), ("location", location(use.location)), ("values", values(use.color, modes: modes))])
    }
}
