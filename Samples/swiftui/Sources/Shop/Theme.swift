import SwiftUI
import UIKit

/// The shop's design: colours with a light and a dark value, a spacing scale and corner radii.
enum Palette {
    static let ink = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.95, alpha: 1) : UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1) }
    static let surface = UIColor(light: UIColor(hex: "#FFFFFF"), dark: UIColor(hex: "#1C1C1E"))
    static let accent = UIColor(light: UIColor(hex: "#FF8C61"), dark: UIColor(hex: "#FF8C61"))
    static let muted = UIColor(light: UIColor(hex: "#8E8E93"))
}

enum Spacing {
    static let small: CGFloat = 8
    static let medium: CGFloat = 16
    static let large: CGFloat = 24
}

enum CornerRadius {
    static let small: CGFloat = 4
    static let medium: CGFloat = 8
}

enum FontSize {
    static let caption: CGFloat = 13
    static let body: CGFloat = 17
    static let title: CGFloat = 22
}

/// Buttons: a foreground and a background per style.
enum ButtonStyleKind {
    case primary, secondary, disabled

    var titleColor: UIColor {
        switch self {
        case .primary: return Palette.surface
        case .secondary: return Palette.accent
        case .disabled: return Palette.muted
        }
    }

    var backgroundColor: UIColor {
        switch self {
        case .primary: return Palette.accent
        case .secondary, .disabled: return Palette.surface
        }
    }
}
