/// One design-token file as read, before aliases are resolved: aliases may point into other files (primitives in
/// one file, a theme per mode in others), so a `Theme` is made only once every file of a run is loaded
/// (see `ThemeAssembler`).
public struct TokenDocument: Sendable {
    public var file: String
    /// The mode the whole file is for (`theme-dark.tokens.json`, a `dark/` folder); nil when it is for every mode.
    public var mode: String?
    /// How many words the file's name has (`dark.tokens.json` 1, `dark.dimmed.tokens.json` 2): of two files for
    /// the same mode that define the same token, the one with the plainer name is the mode's own.
    public var nameWordCount: Int = 1
    public var tokens: [DesignToken] = []
    /// The token set (one theme) the file belongs to, when its format says (Theo's `themes/<brand>-dark/`); nil
    /// means its folder, with a trailing mode folder joined to its parent.
    public var setName: String?
    /// True when the file only overrides some tokens of a base it imports (a Theo brand theme): a mode it leaves
    /// out is the base's, not missing.
    public var isOverride: Bool = false
}

/// A token: its dotted name, type and values, each where it is written.
public struct DesignToken: Sendable {
    /// The path of group and token names joined with `.` (`color.text.primary`), as aliases name it.
    public var name: String
    /// `$type` of the token or its nearest group; nil when neither says (an alias then takes its target's type).
    public var type: String?
    /// `$value` (or `value`): the value in every mode the token does not give its own; nil when only modes are given.
    public var value: TokenValue?
    /// Values for named modes (`$extensions.mode`, a configured `$extensions` key, a `sets` object), in file order.
    public var modeValues: [(mode: String, value: TokenValue)] = []
    /// The location of the token's name.
    public var location: SourceLocation
    public var deprecated = false
    public var description: String?
    /// Backgrounds the file itself declares this colour is read on (Theo's `text_contrast_pairing`, text, and
    /// `uicontrol_contrast_pairing`, non-text), by token name.
    public var declaredPairs: [(background: String, kind: ContrastKind)] = []
    /// Foregrounds the file declares are read on this colour, by token name: a background's own list in its
    /// extensions (`extensions: {acme: {docs: {contrast: ["color.text.standard", …]}}}`).
    public var declaredForegrounds: [String] = []
    /// A building block other tokens refer to, not used by the product itself (Theo aliases, Spectrum's
    /// `private: true`): its values are checked where public tokens use them, so it is not judged for missing modes.
    public var isPrivate = false
    /// The style kind the format itself declares (a Figma number scoped to corner radius only: `cornerRadius`),
    /// before any guess from the name.
    public var declaredStyleKind: String?
    /// Whether `type` is DTCG's `$type`, a contract between a token and its aliases; Style Dictionary's and Tokens
    /// Studio's `type` is a label for their transforms (`modular-scale`, `number` over a string), so an alias of
    /// another `type` is a mismatch only across colour and not colour (a colour transform of a duration breaks).
    public var hasFormalType = true
}

/// A token value as written, read as far as one file allows.
public enum TokenValue: Sendable {
    /// `{group.token}`: the whole value is another token's.
    case alias(String, SourceLocation)
    /// `{$value: "{group.token}", alpha: 0.1}` (Primer's overrides): another token's colour at this opacity.
    case aliasWithAlpha(String, alpha: Double, SourceLocation)
    case color(RGBA, SourceLocation)
    /// A length in points (px, pt and dp count 1:1; rem is 16 px), with the text as written and, when the loader
    /// located it exactly, the number in the file (what a fix rewrites).
    case dimension(Double, written: String, SourceLocation, number: WrittenNumber? = nil)
    /// A DTCG `typography` composite, its parts read as far as one file allows.
    case typography(TypographyTokenValue, SourceLocation)
    /// A value of a type no check reads (fonts, shadows, durations …).
    case other(SourceLocation)

    public var location: SourceLocation {
        switch self {
        case let .alias(_, location), let .aliasWithAlpha(_, _, location), let .color(_, location), let .dimension(_, _, location, _),
             let .typography(_, location), let .other(location):
            return location
        }
    }
}

/// The parts of a DTCG `typography` token (`fontFamily` is not read): the size in points or an alias to a dimension
/// token, the weight, the letter spacing (points, or `em` of the size) and the line height (a ratio, or points).
public struct TypographyTokenValue: Sendable {
    public var fontSize: Double?
    /// `{font.size.body}`: resolved once every token file is loaded.
    public var fontSizeAlias: String?
    public var fontWeight: Int?
    public var letterSpacing: (value: Double, isEm: Bool) = (0, false)
    public var lineHeight: (value: Double, isRatio: Bool)?

    /// The named style, once the size is known.
    public func style(named name: String, size: Double, location: SourceLocation) -> TextStyle? {
        guard let fontWeight, let lineHeight, size > 0 else { return nil }
        return TextStyle(name: name, size: size, weight: fontWeight,
                         letterSpacing: letterSpacing.isEm ? letterSpacing.value * size : letterSpacing.value,
                         lineHeight: lineHeight.isRatio ? lineHeight.value : lineHeight.value / size, location: location)
    }
}

/// One `res/values*/colors.xml` or `dimens.xml` (any file of `<resources>`), before `values` and `values-night`
/// are put together into one theme per `res` folder.
public struct AndroidValuesDocument: Sendable {
    public var file: String
    /// The `res` folder the file belongs to: the app (or module) whose values and values-night are compared.
    public var resourceFolder: String
    /// True for `values-night*`.
    public var isNight: Bool
    /// True when the folder has qualifiers other than `night` (`values-v29`, `values-w600dp`): an alternative
    /// resource for some devices, not the default values.
    public var hasOtherQualifiers: Bool
    public var colors: [AndroidValue] = []
    public var dimensions: [AndroidValue] = []
    /// `<style name="Theme.App" parent="…"><item name="colorPrimary">@color/x</item></style>`.
    public var styles: [AndroidStyle] = []
}

/// A theme or style of value resources, with its items as written.
public struct AndroidStyle: Sendable {
    public var name: String
    /// The `parent` attribute (`Theme.MaterialComponents.DayNight`, `@style/Base`); nil when not written.
    public var parent: String?
    public var items: [AndroidValue]
    public var location: SourceLocation
}

/// A `<color name="…">#…</color>` or `<dimen name="…">16dp</dimen>`, with the element's location.
public struct AndroidValue: Sendable {
    public var name: String
    public var text: String
    public var location: SourceLocation
}

/// Which token files a mode selects, from Tokens Studio's `$themes.json` (themes enabling token sets) or a DTCG
/// resolver (`*.resolver.json`: a modifier's contexts listing source files). A theme or context named after a mode
/// (`dark`, `Dark Semantic colors`) makes the files it selects that mode's.
public struct TokenThemeSelection: Sendable {
    public struct Entry: Sendable {
        /// The theme's or context's name.
        public var name: String
        /// The files it selects, as paths comparable with `TokenDocument.file`.
        public var files: [String]
        public var location: SourceLocation
    }

    public var file: String
    public var themes: [Entry]
    /// True when a theme's name must be exactly a mode (resolver contexts); false when a mode word in it is enough
    /// (Tokens Studio themes such as `Dark Semantic colors`).
    public var exactNames: Bool

    /// `folder` joined with a relative path, `.` and `..` folded (`a/b` + `./c/../d.json` → `a/b/d.json`).
    public static func join(_ folder: String, _ relative: String) -> String {
        var parts: [Substring] = []
        let absolute = folder.hasPrefix("/")
        for part in (folder.isEmpty ? relative : folder + "/" + relative).split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}

/// One Xcode colour set (`Name.colorset/Contents.json`), put together with the other sets of its asset catalog
/// into one theme by `ThemeAssembler`, so that sets named as a pair (`CTAPrimaryForeground`, `CTAPrimaryBackground`)
/// are checked for contrast.
public struct ColorSetDocument: Sendable {
    /// The `.xcassets` folder, or the colour set's folder when it is not in one.
    public var catalog: String
    public var definition: ColorDefinition
}
