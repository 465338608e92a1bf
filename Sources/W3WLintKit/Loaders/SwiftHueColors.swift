/// The named hues of the platforms (`UIColor.red`, SwiftUI's `Color.blue`): a colour chosen by name rather than from
/// the design's palette. UIKit's and AppKit's are fixed values; SwiftUI's are the system colours, one per appearance
/// (Apple's Human Interface Guidelines, iOS 17). `.systemRed` and the semantic colours (`.label`) are roles of the
/// platform, not listed here.
enum SwiftHueColors {
    /// `UIColor.red` … `UIColor.lightGray` (and `NSColor`'s of the same names), in every appearance.
    static let fixed: [String: RGBA] = [
        "red": RGBA(red: 255, green: 0, blue: 0), "green": RGBA(red: 0, green: 255, blue: 0), "blue": RGBA(red: 0, green: 0, blue: 255),
        "cyan": RGBA(red: 0, green: 255, blue: 255), "yellow": RGBA(red: 255, green: 255, blue: 0),
        "magenta": RGBA(red: 255, green: 0, blue: 255), "orange": RGBA(red: 255, green: 128, blue: 0),
        "purple": RGBA(red: 128, green: 0, blue: 128), "brown": RGBA(red: 153, green: 102, blue: 51),
        "gray": RGBA(red: 128, green: 128, blue: 128), "darkGray": RGBA(red: 85, green: 85, blue: 85),
        "lightGray": RGBA(red: 170, green: 170, blue: 170),
    ]

    /// SwiftUI's `Color.red` … `Color.gray`: light and dark values.
    static let swiftUI: [String: (light: String, dark: String)] = [
        "red": ("#FF3B30", "#FF453A"), "orange": ("#FF9500", "#FF9F0A"), "yellow": ("#FFCC00", "#FFD60A"),
        "green": ("#34C759", "#30D158"), "mint": ("#00C7BE", "#63E6E2"), "teal": ("#30B0C7", "#40C8E0"),
        "cyan": ("#32ADE6", "#64D2FF"), "blue": ("#007AFF", "#0A84FF"), "indigo": ("#5856D6", "#5E5CE6"),
        "purple": ("#AF52DE", "#BF5AF2"), "pink": ("#FF2D55", "#FF375F"), "brown": ("#A2845E", "#AC8E68"),
        "gray": ("#8E8E93", "#8E8E93"),
    ]

    /// The hue `name` of `type` (`UIColor`, `NSColor`, `Color`) in light and dark; nil for another name or type.
    static func values(type: String, name: String) -> [String: RGBA]? {
        switch type {
        case "UIColor", "UIKit.UIColor", "NSColor", "AppKit.NSColor":
            return fixed[name].map { ["light": $0, "dark": $0] }
        case "Color", "SwiftUI.Color":
            guard let pair = swiftUI[name], let light = RGBA(hex: pair.light), let dark = RGBA(hex: pair.dark) else { return nil }
            return ["light": light, "dark": dark]
        default:
            return nil
        }
    }
}
