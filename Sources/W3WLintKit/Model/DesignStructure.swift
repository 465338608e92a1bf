/// A named text style of a typography system (`typography.h1`): what a text element must match in all four
/// properties. Sizes and letter spacing are in points (px); the line height is a ratio of the font size.
public struct TextStyle: Hashable, Sendable {
    public var name: String
    public var size: Double
    /// CSS weight, 1 … 1000 (`medium` is 500).
    public var weight: Int
    /// Tracking in points (px) added between characters; negative tightens.
    public var letterSpacing: Double
    /// The line height as a ratio of the font size (1.5 for 16 px text on a 24 px line).
    public var lineHeight: Double
    /// Where the theme (or token file) defines the style; nil for the built-in what3words styles.
    public var location: SourceLocation?

    /// `h1 (21, medium, -0.12, 1)`, for messages.
    public var summary: String {
        "\(name) (\(formatNumber(size)), \(FontWeightName.name(weight)), \(formatNumber(letterSpacing)), \(formatNumber(lineHeight)))"
    }
}

/// Font weight names as the what3words libraries (and CSS's numeric scale) use them.
public enum FontWeightName {
    public static let weights: [String: Int] = [
        "ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    /// `medium` for 500, `450` for a weight without a name.
    public static func name(_ weight: Int) -> String {
        weights.first { $0.value == weight }?.key ?? String(weight)
    }
}

/// What a theme says about components beyond colours and scales: the named text styles, the size presets per
/// component kind and the order of the text levels.
public struct DesignStructure: Sendable {
    /// Named text styles (`typography:`), in file order; empty when the theme names none.
    public var typography: [TextStyle]
    /// Height presets per component kind (`components: {button: {small: 24, …}}`): each a `Scale` whose kind is
    /// the component kind (`button`, `row`, `icon`).
    public var components: [String: Scale]
    /// The text levels in order, most prominent first (`hierarchy: [primary, secondary, tertiary, quaternary]`);
    /// empty when the theme gives none.
    public var hierarchy: [String]
    /// Where `hierarchy:` is written; nil for the built-in levels.
    public var hierarchyLocation: SourceLocation?

    public init(typography: [TextStyle] = [], components: [String: Scale] = [:], hierarchy: [String] = [],
                hierarchyLocation: SourceLocation? = nil)
    {
        self.typography = typography
        self.components = components
        self.hierarchy = hierarchy
        self.hierarchyLocation = hierarchyLocation
    }

    public var isEmpty: Bool { typography.isEmpty && components.isEmpty && hierarchy.isEmpty }
}

/// The presets of the packs a configuration chose (`extends: [w3w]`, `dnakit`, `material3`, …): what an export with
/// no reference theme of its own is judged against. Empty unless a pack was chosen, so that a file with no reference
/// gets no palette, scale, typography or size verdict at all rather than one against another design system.
public struct DesignPresets: Sendable {
    /// The packs that gave them, for messages (`w3w, dnakit`).
    public var source: String
    public var scales: [String: Scale]
    public var typography: [TextStyle]
    public var components: [String: Scale]
    /// The text levels a theme that names none is checked with: a reading order, not a design system's values, so
    /// it applies whether or not a pack was chosen.
    public var hierarchy: [String]

    public init(source: String = "", scales: [String: Scale] = [:], typography: [TextStyle] = [],
                components: [String: Scale] = [:], hierarchy: [String] = ["primary", "secondary", "tertiary", "quaternary"])
    {
        self.source = source
        self.scales = scales
        self.typography = typography
        self.components = components
        self.hierarchy = hierarchy
    }

    /// True when no chosen pack gives a value to judge by.
    public var isEmpty: Bool { scales.isEmpty && typography.isEmpty && components.isEmpty }
}

/// Apple's text styles at the default Dynamic Type size (Large), in points, and whether the style is bold
/// (https://developer.apple.com/design/human-interface-guidelines/typography, "Specifications"): what
/// `UIFont.preferredFont(forTextStyle:)` and SwiftUI's `.font(.title)` give unless the user changes the text size.
public enum AppleTextStyles {
    public static let defaults: [String: (size: Double, bold: Bool)] = [
        "largeTitle": (34, false), "title": (28, false), "title1": (28, false), "title2": (22, false), "title3": (20, false),
        "headline": (17, true), "body": (17, false), "callout": (16, false), "subheadline": (15, false), "footnote": (13, false),
        "caption": (12, false), "caption1": (12, false), "caption2": (11, false),
    ]
}
