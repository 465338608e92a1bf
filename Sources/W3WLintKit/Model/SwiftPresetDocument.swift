/// The theme presets one Swift file declares (`static let` members of extensions of the W3W types), as
/// expressions not yet evaluated: implicit member references (`.core.red50`) may name presets of other files, so
/// `ThemeAssembler` evaluates them once every file of a run is loaded.
public struct SwiftPresetDocument: Sendable {
    public var file: String
    public var declarations: [SwiftPresetDeclaration] = []
    /// What the loader saw but could not read as a preset (a computed property, an `#if` condition it cannot
    /// decide), reported as notes.
    public var skipped: [SwiftSkippedDeclaration] = []
}

/// `static let small: W3WCornerRadius = 8.0` in `extension W3WCornerRadius`, or `static let red50 = …` in
/// `extension W3WCoreColor { public struct core { … } }`.
public struct SwiftPresetDeclaration: Sendable {
    /// The extended type (`W3WCoreColor`).
    public var owner: String
    /// Nested type names between the extension and the member (`["core"]`).
    public var namespace: [String]
    public var name: String
    /// The written type (`W3WCornerRadius`), when there is one.
    public var annotatedType: String?
    public var value: SwiftExpression
    /// The location of the member's name.
    public var location: SourceLocation
    public var deprecated: Bool
    /// For a preset function whose every parameter has a default (`buttonPrimary(theme: W3WTheme? = .standard)`):
    /// its parameters; the preset is its body evaluated with the defaults. Empty for a `static let`.
    public var parameters: [SwiftParameter] = []

    /// The name implicit member references use, relative to the owner (`core.red50`).
    public var memberPath: String { (namespace + [name]).joined(separator: ".") }
    /// The fully qualified name (`W3WCoreColor.core.red50`).
    public var qualifiedName: String { owner + "." + memberPath }
}

/// A parameter of a preset function: `theme: W3WTheme? = .standard`.
public struct SwiftParameter: Sendable {
    /// The argument label callers write (`_` for none).
    public var label: String
    public var name: String
    /// The written type without `?` (`W3WTheme`).
    public var type: String?
    public var defaultValue: SwiftExpression
}

/// A declaration the loader could not read as a preset, and why.
public struct SwiftSkippedDeclaration: Sendable {
    public var reason: String
    public var location: SourceLocation
    /// True for a declaration of a theme type (a function returning a `W3WScheme`): a file with one is a preset
    /// file, reported even when it declares nothing w3wlint evaluates. False for an `#if` it cannot decide.
    public var isThemeDeclaration: Bool = false
}

/// The small part of Swift's expression syntax that theme presets use, each with where it is written.
public indirect enum SwiftExpression: Sendable {
    /// An integer or float literal (`0xff`, `12.0`, `-0.4`).
    case number(Double, SourceLocation)
    case nilLiteral(SourceLocation)
    /// A reference: `.core.red50` (implicit: `root` nil), `W3WColor.red`, or a bare `purple40` (`bare`: looked up
    /// in the enclosing namespaces).
    case reference(root: String?, path: [String], bare: Bool, SourceLocation)
    /// `W3WCoreColor(alpha: 0xff, hex: 0x53c18a)`; `type` is nil for `.init(…)`.
    case call(type: String?, arguments: [SwiftArgument], SourceLocation)
    /// `base.name(arguments)`, such as `.core.grey50.with(alpha: 0.5)`.
    case method(base: SwiftExpression, name: String, arguments: [SwiftArgument], SourceLocation)
    /// Terms joined by `+ - * /` that are not all number literals (`red / 255` in a colour helper's body), with
    /// the text written: a number once every term is one.
    case arithmetic(terms: [SwiftExpression], operators: [String], text: String, SourceLocation)
    /// Anything else, with the text written, which cannot be evaluated without compiling the code.
    case unsupported(text: String, SourceLocation)
    /// A value known only when the code runs, and why (`is a computed property: …`), where it is declared.
    case opaque(reason: String, SourceLocation)
    /// A string literal without interpolation (`"#FF8C61"`).
    case string(String, SourceLocation)
    /// A value per colour mode, as a dynamic provider (`UIColor { $0.userInterfaceStyle == .dark ? a : b }`) or a
    /// call whose labels name the modes (`light:dark:`, `regularColor:darkColor:`) gives it; labels are mode names.
    case modes([SwiftArgument], SourceLocation)

    public var location: SourceLocation {
        switch self {
        case let .number(_, location), let .nilLiteral(location), let .reference(_, _, _, location),
             let .call(_, _, location), let .method(_, _, _, location), let .arithmetic(_, _, _, location),
             let .unsupported(_, location), let .opaque(_, location),
             let .string(_, location), let .modes(_, location):
            return location
        }
    }
}

/// One argument of a call: `alpha: 0xff` (label `alpha`) or an unlabelled `10.0`.
public struct SwiftArgument: Sendable {
    public var label: String?
    public var value: SwiftExpression
    /// The expression as written (`.standardBrandBase`), shown in findings about the colour it names.
    public var text: String
}
