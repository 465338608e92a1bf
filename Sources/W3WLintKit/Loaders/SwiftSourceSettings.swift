import Foundation

// What Swift design code is read for, without swift-syntax: the settings, the platform, the call shapes and the type
// names other parts of w3wlint share (the reader itself is built with the `SwiftSources` trait).

/// The type names of what3words' Swift design libraries and of platform colours.
public enum SwiftThemeTypes {
    /// The types whose static members are theme presets.
    public static let presetTypes: Set<String> = [
        "W3WCoreColor", "W3WColor", "W3WColors", "W3WBasicColors", "W3WScheme", "W3WStyles", "W3WTheme",
        "W3WCornerRadius", "W3WPadding", "W3WMargin", "W3WLineThickness", "W3WRowHeight", "W3WFontWeight",
    ]

    /// Font types: their presets are not evaluated (only the `W3WFontSizes` type scale is), but a function or
    /// computed property of one is reported as a note like those of the preset types.
    public static let fontTypes: Set<String> = ["W3WFont", "W3WFonts", "W3WTypefaces"]

    /// The struct whose stored properties' default values are the type scale (`var body: CGFloat = 17.0`).
    public static let fontSizesType = "W3WFontSizes"

    /// Every type a declaration can have for w3wlint to report it when it is not evaluated: a static function
    /// or computed property of another type (`-> Bool`, `: W3WColorMode`) is no preset, and is left out silently.
    public static let themeTypes: Set<String> = presetTypes.union(fontTypes).union([fontSizesType])

    /// Types whose values are colours.
    public static let colorTypes: Set<String> = ["UIColor", "NSColor", "Color", "CGColor", "SwiftUI.Color", "UIKit.UIColor",
                                                 "AppKit.NSColor", "CoreGraphics.CGColor"]

    /// Whether a team's type name says colour (`ProtonColor`, `hColor`, `ThemeColour`).
    static func namesAColour(_ typeName: String) -> Bool {
        typeName.hasSuffix("Color") || typeName.hasSuffix("Colour")
    }
}

/// Where Swift code uses a spacing, a corner radius or a font size: which calls and argument labels take which style
/// kind. Data, not code: SwiftUI, UIKit and Draftsman are built in.
public struct SwiftCallShapes: Sendable, Equatable {
    /// Callee name (a function, initialiser or method, without its base) → argument label (`_` for an unlabelled
    /// one) → style kind (`padding`, `margin`, `cornerRadius`, `fontSize`).
    public var calls: [String: [String: String]]
    /// Property assigned (`layer.cornerRadius = 6`, `stack.spacing = 12`) → style kind.
    public var assignments: [String: String]

    /// The style kinds a use can have.
    public static let kinds = ["padding", "margin", "cornerRadius", "fontSize"]

    public static let builtIn: SwiftCallShapes = {
        let edges = ["_", "top", "left", "bottom", "right", "leading", "trailing", "horizontal", "vertical", "horizontals",
                     "verticals", "edges", "insets", "all"]
        let insets = Dictionary(uniqueKeysWithValues: edges.map { ($0, "padding") })
        let stackSpacing = ["spacing": "margin"]
        var calls: [String: [String: String]] = [
            // SwiftUI
            "padding": ["_": "padding"],
            "EdgeInsets": insets,
            "VStack": stackSpacing, "HStack": stackSpacing, "LazyVStack": stackSpacing, "LazyHStack": stackSpacing,
            "LazyVGrid": stackSpacing, "LazyHGrid": stackSpacing, "GridItem": stackSpacing,
            "Grid": ["horizontalSpacing": "margin", "verticalSpacing": "margin"],
            "cornerRadius": ["_": "cornerRadius"],
            "RoundedRectangle": ["cornerRadius": "cornerRadius"],
            "UnevenRoundedRectangle": ["topLeadingRadius": "cornerRadius", "bottomLeadingRadius": "cornerRadius",
                                       "bottomTrailingRadius": "cornerRadius", "topTrailingRadius": "cornerRadius"],
            // UIKit and AppKit
            "UIEdgeInsets": insets, "NSDirectionalEdgeInsets": insets, "NSEdgeInsets": insets,
            "setCustomSpacing": ["_": "margin"],
            // Type: UIKit/AppKit fonts, SwiftUI `Font.system(size:)`, `Font.custom(_:size:)`
            "systemFont": ["ofSize": "fontSize"], "boldSystemFont": ["ofSize": "fontSize"], "italicSystemFont": ["ofSize": "fontSize"],
            "monospacedSystemFont": ["ofSize": "fontSize"], "monospacedDigitSystemFont": ["ofSize": "fontSize"],
            "system": ["size": "fontSize"], "custom": ["size": "fontSize"], "UIFont": ["size": "fontSize"], "NSFont": ["size": "fontSize"],
            "withSize": ["_": "fontSize"],
            // Draftsman
            "VStacked": stackSpacing, "HStacked": stackSpacing,
            "offset": ["by": "margin"], "inset": ["by": "padding"],
            // what3words: `scheme.with(cornerRadius: .small)`, `W3WStyles(cornerRadius:padding:)` in app code
            "with": ["cornerRadius": "cornerRadius", "padding": "padding", "margin": "margin"],
            "W3WStyles": ["cornerRadius": "cornerRadius", "padding": "padding", "margin": "margin"],
        ]
        calls["UIStackView"] = stackSpacing
        return SwiftCallShapes(calls: calls, assignments: ["cornerRadius": "cornerRadius", "spacing": "margin"])
    }()
}

/// The platform whose `#if` branches are read (`swift: {platform: ios}` in `.w3wlint.yml`).
public enum SwiftPlatform: String, Sendable, CaseIterable {
    case ios, macos, tvos, watchos, visionos, linux

    /// The system modules `canImport` finds on the platform; any other module cannot be decided.
    var importableModules: Set<String> {
        let apple: Set<String> = ["Foundation", "CoreGraphics", "SwiftUI", "Combine", "CoreText", "QuartzCore", "Darwin"]
        switch self {
        case .ios, .tvos, .visionos, .watchos: return apple.union(["UIKit"])
        case .macos: return apple.union(["AppKit"])
        case .linux: return ["Foundation", "Glibc"]
        }
    }

    static let appleModules: Set<String> = ["UIKit", "AppKit", "Foundation", "CoreGraphics", "SwiftUI", "Combine", "CoreText",
                                            "QuartzCore", "Darwin", "Glibc", "WatchKit"]

    var osName: String {
        switch self {
        case .ios: return "iOS"
        case .macos: return "macOS"
        case .tvos: return "tvOS"
        case .watchos: return "watchOS"
        case .visionos: return "visionOS"
        case .linux: return "Linux"
        }
    }

    struct Undecidable: Error {
        var text: String
    }
}

/// How Swift theme sources are read: the `swift:` section of `.w3wlint.yml`.
public struct SwiftSourceSettings: Sendable, Equatable {
    /// The platform whose `#if canImport(UIKit)` / `#if os(…)` branches are evaluated.
    public var platform: SwiftPlatform = .ios
    /// The calls and assignments that lay views out with a spacing or radius.
    public var callShapes: SwiftCallShapes = .builtIn
    /// A team's light/dark helpers whose argument labels do not name the modes (`dynamic: [light, dark]`).
    public var modeHelpers: [String: [String]] = [:]

    public init(platform: SwiftPlatform = .ios, callShapes: SwiftCallShapes = .builtIn) {
        self.platform = platform
        self.callShapes = callShapes
    }

    static let keys = ["platform", "calls", "assignments", "modeHelpers"]
}
