import Foundation

/// How design tokens and platform resources become a theme: the conventions a team names in the `tokens:`
/// section of `.w3wlint.yml`.
public struct TokenSettings: Sendable, Equatable {
    /// A pair of tokens (by dotted name) whose contrast is checked, named in the config.
    public typealias Pair = NamedContrastPair

    /// The colour modes of token themes, in order; a file or folder named after one is that mode's.
    public var modes: [String] = ["light", "dark"]
    /// `$extensions` keys whose object holds per-mode values (`mode` as Terrazzo writes it; Primer:
    /// `org.primer.overrides`).
    public var modeExtensions: [String] = ["mode", "org.primer.overrides"]
    /// Keys of a value object holding one value per mode or platform (Adobe Spectrum's legacy `sets`).
    public var modeSets: [String] = ["sets"]
    /// More contrast pairs, by token name.
    public var pairs: [Pair] = []
    /// Words in a dimension token's name that make it spacing (checked as `padding`, or `margin` for "margin").
    public var spacingWords: [String] = ["space", "spacing", "padding", "margin", "gap", "inset", "gutter"]
    /// Words in a dimension token's name that make it a corner radius (checked as `cornerRadius`).
    public var radiusWords: [String] = ["radius", "rounding", "corner"]
    /// Whether token names pair up for contrast by role (`…foreground` with `…background`, `text` with `bg`).
    public var pairByName = true
    /// CSS selectors that set a colour mode's custom properties, beyond those whose words say it (`.dark`,
    /// `[data-theme="dark"]`): `light` or `dark` → selectors, matched as written (case and spaces aside).
    public var cssSelectors: [String: [String]] = [:]

    public init() {}

    static let keys = ["modes", "modeExtensions", "modeSets", "pairs", "spacing", "radius", "pairByName", "cssSelectors"]
}
