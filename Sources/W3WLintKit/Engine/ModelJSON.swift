/// The design model as JSON values, for outside plugins (protocol 1, see README "Plugins"). Every value carries
/// the location a finding about it should point at.
enum ModelJSON {
    static let protocolVersion = 1

    static func encode(_ model: DesignModel, files: [String], plugin: String) -> PropertyValue {
        .object([
            ("protocol", .number(Double(protocolVersion))),
            ("w3wlint", .string(w3wlintVersion)),
            ("plugin", .string(plugin)),
            ("files", .array(files.map { .string($0) })),
            ("model", .object([("themes", .array(model.themes.map(theme)))])),
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
        ])
    }

    private static func paletteEntry(_ definition: ColorDefinition, modes: [String]) -> PropertyValue {
        let defined: PropertyValue = definition.definedModes.map { .array($0.map { .string($0) }) } ?? .null
        return .object([
            ("name", .string(definition.name)), ("location", location(definition.location)),
            ("values", values(definition.color, modes: modes)), ("definedModes", defined),
        ])
    }

    private static func scale(_ scale: Scale) -> PropertyValue {
        let entries: [PropertyValue] = scale.entries.map { .object([("name", .string($0.name)), ("value", $0.value.propertyValue)]) }
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
        ])
    }

    private static func style(_ style: StyleValue) -> PropertyValue {
        let preset: PropertyValue = style.presetName.map { .string($0) } ?? .null
        return .object([
            ("kind", .string(style.kind)), ("path", .string(style.path)), ("value", style.value.propertyValue),
            ("preset", preset), ("location", location(style.location)),
        ])
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
