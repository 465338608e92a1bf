/// One stylesheet's custom properties, read but not yet resolved: `var()` may name a property of another sheet in
/// the folder (a theme file's palette step under a role defined once in a common file), so the sheets of a folder
/// are resolved together, per mode.
public struct StylesheetDocument: Sendable {
    public var file: String
    public var declarations: [CustomPropertyDeclaration]
    /// Rules that set a text colour and a background from custom properties in one block (`.btn { color:
    /// var(--btn-text); background: var(--btn-bg) }`): the pair the rule draws.
    public var rulePairs: [CSSRulePair] = []

    public init(file: String, declarations: [CustomPropertyDeclaration], rulePairs: [CSSRulePair] = []) {
        self.file = file
        self.declarations = declarations
        self.rulePairs = rulePairs
    }
}

/// `color: var(--a)` and `background(-color): var(--b)` in one rule, at the `color` declaration. Each side lists the
/// property and those of its `var()` fallbacks, in order: the first one defined gives the colour; or the colour as
/// written (`white`, `#aaa`, an opaque background), the one entry not starting `--`.
public struct CSSRulePair: Sendable {
    public var foreground: [String]
    public var background: [String]
    public var location: SourceLocation
    public var backgroundLocation: SourceLocation
    /// The rule's selector, as written (shortened).
    public var selector: String
    /// The mode the rule applies in: `.standard` for every mode, else the one its block or file names.
    public var mode: CustomPropertyDeclaration.Mode
    /// The rule's `font-size` in px and `font-weight`, when it sets them: large text needs 3:1.
    public var font: FontStyle
    /// The elements the rule styles (each selector's last compound): what a part named for their inside may cover.
    var subjects: Set<String> = []
}

/// One custom property as a block sets it, with the mode of its block (or, for a block of no mode, of its file).
public struct CustomPropertyDeclaration: Sendable {
    public enum Mode: Sendable, Hashable {
        case standard, light, dark
        /// A high-contrast variant (`.theme-dark-hc`, `prefers-contrast: more`, `*-hc.css`): not one of the modes
        /// the rules check, and never mixed into light or dark.
        case highContrast
    }
    public var name: String
    public var value: String
    public var mode: Mode
    public var location: SourceLocation
    /// True when the mode comes from the file's name (`dark-theme.css`), not from the block around it.
    public var modeFromFileName = false
    /// The scales a length belongs to by its name's words (`cornerRadius`, `padding`, `margin`).
    public var scaleKinds: [String] = []
    /// The comment on the lines just before the declaration (`/* For the softest contrast text (not accessible) */`).
    public var description: String?

    public init(name: String, value: String, mode: Mode, location: SourceLocation) {
        self.name = name
        self.value = value
        self.mode = mode
        self.location = location
    }
}
