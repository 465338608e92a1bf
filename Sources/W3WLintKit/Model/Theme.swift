/// One design system's theme: colour modes, named colours, scales (presets) and schemes.
/// Every value keeps the location a person must edit.
public struct Theme: Sendable {
    public var name: String?
    public var file: String
    /// The colour modes every colour must cover, in order (the first is the fallback for a missing mode).
    public var modes: [String]
    /// Named colours, in file order.
    public var palette: [ColorDefinition]
    /// Whether the palette has a colour other than a view's own (`ColorDefinition.isAViewsOwn`): one that judges
    /// the colours written elsewhere.
    public var hasPaletteThatJudges: Bool { palette.contains { !$0.isAViewsOwn } || !catalogsReadThrough.isEmpty }
    /// Asset catalogs whose colour sets the theme's constants name (`Asset.brand.color` through SwiftGen): their
    /// colours are the design's palette too, judging what it judges, though they are no entries of its own.
    public var catalogsReadThrough: Set<String> = []
    /// Colours written inline where they are used (a scheme role with its own per-mode values).
    public var inlineColors: [ColorDefinition]
    /// The allowed values per style kind (`cornerRadius`, `padding`, …), after the built-in presets filled gaps.
    public var scales: [String: Scale]
    /// A spacing grid (`scales.spacing.base`), when the theme gives one.
    public var spacingGrid: SpacingGrid?
    public var schemes: [Scheme]
    /// Named text styles, component size presets and text levels (`typography:`, `components:`, `hierarchy:`), as
    /// the theme itself writes them (the built-in what3words ones are not filled in here; see `ComponentChecking`).
    public var structure: DesignStructure
    /// Colours written as literals where code uses them, given to this theme because its palette judges them.
    public var colorUses: [ColorUse] = []
    /// Types that each hold one variant of the theme's colours under the same role names (`BerlinDayTheme.Colors`,
    /// `LisbonTheme.Colors`: a brand or an appearance apiece), in the order they are read.
    public var colorVariants: [ColorVariant] = []
    /// How many app themes the palette chooses each colour among (Pocket Casts' `ThemeColor.primaryUi01(for:)`
    /// switches over ten); 0 when its colours vary by mode only. No one palette colour is then the one a literal meant.
    public var appThemeCount = 0
    /// The folder whose files this theme is the reference for (with every folder below it): the theme file's own
    /// folder (the one above for a folder named for what it holds: `tokens/`, `css/`, `themes/`), or the folder of
    /// the unit a loader reads as one (an Android `res` folder, the folder holding an asset
    /// catalog, a token set, a Swift package). Never a sibling folder: see `DesignModel.referenceTheme(forExport:)`.
    public var scope: String

    /// A theme built only to carry the scales that judge code's uses (the chosen packs' presets, the pooled scales
    /// of equally near Swift designs): it lies in no folder (its scope holds a NUL, which no path does) and declares
    /// nothing of its own.
    public var judgesCodeOnly: Bool { scope.utf8.contains(0) }

    public init(name: String? = nil, file: String, modes: [String] = ["light", "dark"], palette: [ColorDefinition] = [],
                inlineColors: [ColorDefinition] = [], scales: [String: Scale] = [:], spacingGrid: SpacingGrid? = nil,
                schemes: [Scheme] = [], structure: DesignStructure = DesignStructure(), scope: String? = nil)
    {
        self.structure = structure
        self.scope = scope ?? PathText.referenceScope(ofFolder: PathText.folder(of: file))
        self.name = name
        self.file = file
        self.modes = modes
        self.palette = palette
        self.inlineColors = inlineColors
        self.scales = scales
        self.spacingGrid = spacingGrid
        self.schemes = schemes
    }

    /// Every place a colour is defined with its own per-mode values.
    public var colorDefinitions: [ColorDefinition] { palette + inlineColors }
}

/// A colour whose value may differ per mode.
public struct ResolvedColor: Hashable, Sendable {
    /// The value in each mode of the theme; a mode the colour does not define holds the fallback value.
    public var values: [String: RGBA]
    /// True when the colour is one value for every mode (`#RRGGBB`), so it cannot miss a mode.
    public var isSingleValue: Bool
    /// Per mode, the exact text of the hex literal that gives the mode's value (followed through palette
    /// references), when the loader knows it: what a contrast fix edits. Missing for other sources.
    public var sources: [String: SourceSpan] = [:]
    /// Per mode, where the mode's value is defined when that differs by mode (a dark token file, a `values-night`
    /// resource): a finding about the dark value points at the dark definition. Empty when one place defines all.
    public var locations: [String: SourceLocation] = [:]
    /// Per mode, where the literal giving the mode's value is written, aliases followed, when the loader knows it:
    /// two names reaching one literal are one colour to edit.
    public var origins: [String: SourceLocation] = [:]
    /// Per mode, where a colour that code uses by name is defined (a colour set's appearance, a Swift constant), when
    /// the loader knows it: a finding where the pair is drawn names that place too.
    public var definitions: [String: SourceLocation] = [:]

    /// Where the mode's value is written: the literal a fix edits, else the literal aliases lead to.
    public func origin(in mode: String) -> SourceLocation? {
        sources[mode].map { SourceLocation(file: $0.file, line: $0.start.line, column: $0.start.column) } ?? origins[mode]
    }

    public func value(in mode: String) -> RGBA? { values[mode] }
}

/// Where a colour is defined with per-mode values (a palette entry, or an inline mapping in a scheme).
public struct ColorDefinition: Sendable {
    /// The palette name, or the logical path of an inline colour (`schemes.base.colors.tint`).
    public var name: String
    public var isPaletteEntry: Bool
    /// The location of the name (palette) or of the value (inline): where a finding about the definition points.
    public var location: SourceLocation
    public var color: ResolvedColor
    /// The modes the definition itself writes, in the theme's mode order; nil when there is nothing to check
    /// here: a single value covers every mode, and a bare reference is checked where its target is defined.
    public var definedModes: [String]?
    /// Marked deprecated where it is defined (`@available(*, deprecated)` in Swift, `$deprecated` in tokens).
    public var deprecated: Bool = false
    /// The definition writes every mode in one place with one colour (`get(regularColor: x, darkColor: x)`,
    /// `{light: x, dark: x}`): a dark value that was copied, never chosen. Per-mode files agreeing are not this.
    public var repeatsOneValue: Bool = false
    /// What the definition says of itself (a token's description, the comment before a custom property).
    public var description: String?
    /// A colour one view chooses for itself (a Swift constant of a view's own or a private type): the palette rule
    /// judges literals by the other entries only.
    public var isAViewsOwn = false

    /// Whether the description says the colour is not meant to reach a contrast minimum ("not accessible",
    /// "only for non-essential icons", "decorative"): a pair guessed from names does not hold it to one.
    public var isDescribedAsExempt: Bool {
        guard let text = description?.lowercased() else { return false }
        return ["not accessible", "non-accessible", "nonaccessible", "inaccessible", "non-essential", "nonessential",
                "decorative", "no minimum contrast"].contains { text.contains($0) }
    }
}

extension ResolvedColor {
    /// Whether a definition naming `modes` in one place (`{light: x, dark: x}`) gives them all one colour.
    public func repeatsOneValue(in modes: [String]?) -> Bool {
        guard let modes, modes.count > 1 else { return false }
        return Set(modes.map { values[$0] }).count == 1
    }
}

/// A colour as used somewhere: what was written there, where, and what it resolves to.
public struct ColorUse: Sendable {
    /// The text written (`grey56`, `#FFF`), or `{light: …, dark: …}` for an inline mapping.
    public var written: String
    public var location: SourceLocation
    public var color: ResolvedColor
    /// A platform's named hue chosen in code (`UIColor.red`), not a value written out.
    public var isNamedHue = false
}

/// A value of a scale or of a style: points, or one of the two fully rounded corner shapes.
public enum MetricValue: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    case circle
    case oval

    public var points: Double? {
        if case let .points(value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case let .points(value): return formatNumber(value)
        case .circle: return "circle"
        case .oval: return "oval"
        }
    }

    public var propertyValue: PropertyValue {
        switch self {
        case let .points(value): return .number(value)
        case .circle: return .string("circle")
        case .oval: return .string("oval")
        }
    }
}

/// The named allowed values of one style kind (`scales.padding`).
public struct Scale: Sendable {
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var value: MetricValue
        /// Where the theme defines the preset; nil for built-in presets and values from options.
        public var location: SourceLocation?
        /// A deprecated preset (kept for old code): not an allowed value for new styles.
        public var deprecated: Bool = false
        /// The preset to use instead of a deprecated one, where its definition names it (`renamed: "small"`).
        public var replacedBy: String?
    }

    public var kind: String
    public var entries: [Entry]
    /// Where the theme defines it; nil for the built-in what3words presets.
    public var location: SourceLocation?

    /// True for values gathered from a codebase's constants (`enum Spacing { static let … }`), which may repeat a
    /// value on purpose; false for a library's declared presets, whose consistency `preset-consistency` judges.
    public var isGathered: Bool = false

    /// True for a copy pooling the scales of several equally near Swift designs to judge code beside them (DNAKit's
    /// `Typography` and `DNANumberType.Font` sizes for its views): the rules that judge a theme's own presets leave
    /// the copy to the originals.
    public var isPooled: Bool = false

    /// True for a copy of a design's one spacing scale standing for the other kind (a design that names only
    /// `Padding` spaces its gaps by it too): code is judged by it only where no design in reach has a scale of
    /// this kind of its own.
    public var isBorrowed: Bool = false

    public var isBuiltIn: Bool { location == nil }

    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The presets a style may use: every entry but the deprecated ones.
    public var allowedEntries: [Entry] {
        // Asked for every element of every export: most scales deprecate nothing, and share their entries as they are.
        entries.contains(where: \.deprecated) ? entries.filter { !$0.deprecated } : entries
    }
}

/// `scales.spacing: {base: 4}`: every spacing value must be a multiple of `base`.
public struct SpacingGrid: Hashable, Sendable {
    public var base: Double
    public var location: SourceLocation
}

/// A style value of a scheme (`padding: 12`, `cornerRadius: small`).
public struct StyleValue: Sendable {
    /// The scale it belongs to (`padding`, `cornerRadius`, `lineThickness` for `border`, `fontSize` for `font.size`).
    public var kind: String
    /// The logical path (`schemes.buttons.styles.padding[1]`).
    public var path: String
    public var value: MetricValue
    /// The preset name when the value was written as one.
    public var presetName: String?
    public var location: SourceLocation
    /// The exact text of a number written in place (not a preset name, reference or alias): what a fix edits.
    public var written: WrittenNumber?
    /// Where code uses the value (`` `.padding(_:)` in Views/Card.swift ``), for a value from code rather than a scheme.
    public var site: String?
    /// The exact text of a preset name written in place (`soft` in `.with(cornerRadius: .soft)`): what a fix renames.
    public var writtenName: SourceSpan?
}

/// A colour role of a scheme: one colour, or a foreground/background pair of its own (`header`).
public enum ColorRole: Sendable {
    case single(ColorUse)
    case pair(foreground: ColorUse, background: ColorUse)
}

/// The contrast level a pair must reach.
public enum ContrastLevel: String, Sendable, CaseIterable {
    case aa = "AA"
    case aaa = "AAA"
}

/// What a contrast pair is: text (size decides between normal and large), large text, or a non-text element.
public enum ContrastKind: String, Sendable, CaseIterable {
    case text
    case largeText = "large-text"
    case nonText = "non-text"
}

/// A foreground and a background named for a contrast check (roles, tokens, palette names or hex colours), with the
/// level and kind the pair is held to.
public struct NamedContrastPair: Sendable, Equatable {
    public var foreground: String
    public var background: String
    /// The level this pair must reach; nil means the rule's.
    public var level: ContrastLevel?
    public var kind: ContrastKind = .text
}

/// An extra pair a scheme asks to be checked (`contrast:` in the scheme), with both colours resolved.
public struct ContrastRequest: Sendable {
    public var foregroundName: String
    public var backgroundName: String
    public var foreground: ColorUse
    public var background: ColorUse
    /// The level this pair asks for; nil means the rule's level.
    public var level: ContrastLevel?
    public var kind: ContrastKind
    public var location: SourceLocation
}

/// The typeface settings a scheme's text uses; they decide whether text counts as large.
public struct FontStyle: Hashable, Sendable {
    public var size: Double?
    /// CSS weight, 100 … 900.
    public var weight: Int?

    /// WCAG large-scale text: at least 18 pt (24 px), or 14 pt (18.66 px) bold.
    public var isLargeText: Bool {
        guard let size else { return false }
        if size >= 24 { return true }
        return size >= 18.66 && (weight ?? 400) >= 700
    }
}

/// A W3WScheme: colour roles and style values for one kind of component.
public struct Scheme: Sendable {
    public var name: String
    public var location: SourceLocation
    /// Colour roles in file order, each with the location of its name.
    public var roles: [(name: String, role: ColorRole, location: SourceLocation)] = []
    public var styles: [StyleValue] = []
    public var font: FontStyle = FontStyle()
    public var contrastRequests: [ContrastRequest] = []
    /// Marked deprecated where it is defined (`@available(*, deprecated)` on a W3WScheme or W3WColors preset):
    /// still shipped, so still checked; rules say so in their messages (contrast can leave it out).
    public var deprecated: Bool = false
    /// Gathered from code (the spacings a Swift file uses, the colour pairs of its views), not declared as a scheme:
    /// checks of what a scheme must declare leave it alone.
    public var isGathered: Bool = false

    /// The name as findings show it: `legacy (deprecated)` for a scheme marked deprecated.
    public var describedName: String { deprecated ? "\(name) (deprecated)" : name }

    /// `deprecated: true` for a finding about a deprecated scheme; nothing otherwise.
    var deprecationProperty: [(String, PropertyValue)] { deprecated ? [("deprecated", .bool(true))] : [] }

    public func role(_ name: String) -> ColorRole? {
        roles.first { $0.name == name }?.role
    }

    /// A colour by role name (`background`) or pair member (`header.foreground`).
    public func color(named name: String) -> ColorUse? {
        // A plain role name (`background`, asked for every pair) needs no splitting.
        if !name.utf8.contains(UInt8(ascii: ".")), !name.isEmpty {
            if case let .single(use)? = role(name) { return use }
            return nil
        }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard let role = role(parts[0]) else { return nil }
        switch (role, parts.count == 2 ? parts[1] : nil) {
        case let (.single(use), nil): return use
        case let (.pair(foreground, _), "foreground"?): return foreground
        case let (.pair(_, background), "background"?): return background
        default: return nil
        }
    }
}

/// One variant of a theme's colours: a type's colour roles (`bgActionPrimary`), each at its definition.
public struct ColorVariant: Sendable {
    /// The type, as the code names it (`LisbonTheme.Colors`).
    public var name: String
    public var colors: [ColorDefinition]

    public init(name: String, colors: [ColorDefinition]) {
        self.name = name
        self.colors = colors
    }
}
