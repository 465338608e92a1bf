import SwiftUI
import W3WSwiftThemes

extension W3WColor {
    static let brandRed = W3WColor(light: .init(hex: 0xE11F26), dark: .init(hex: 0xFF6B6B))
    static let text = W3WColor(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .white : UIColor(red: 10 / 255, green: 48 / 255, blue: 73 / 255, alpha: 1) })
}

extension W3WPadding {
    static let small = W3WPadding(value: 8.0)
    static let medium = W3WPadding(value: 12.0 + 4 * 0.5 - 2)
}
