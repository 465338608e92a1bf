/// The rules `w3wlint check` runs by default: the four design checks with their default options.
public enum BuiltinRules {
    public static var all: [any Rule] {
        [ContrastRule(), RequiredModesRule(), ScaleRule(), PresetsRule(), PaletteRule(), TypographyRule()]
    }
}
