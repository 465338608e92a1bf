#if SwiftSources // Swift sources are read only in builds with the SwiftSources trait (the default)
import XCTest
@testable import W3WLintKit

/// Design written in plain Swift: colour constants of UIKit, SwiftUI, AppKit and Core Graphics, hex helpers,
/// light/dark pairs, style enums with a foreground and background per case, scales from constants. Fixtures are
/// written here in the shapes DNAKit, Draftsman and SwiftUI apps use (no code of theirs).
final class SwiftDesignReaderTests: XCTestCase {
    private func assemble(_ files: [(String, String)]) -> (themes: [Theme], findings: [Finding]) {
        let loader = SwiftSourceLoader()
        var model = DesignModel()
        var documents = LoadedDocuments()
        var findings: [Finding] = []
        for (path, text) in files {
            let result = loader.load(contents: Data(text.utf8), file: path)
            model.merge(result.model)
            documents.merge(result.documents)
            findings += result.diagnostics
        }
        findings += ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model)
        return (model.themes, findings)
    }

    /// `file:line:column message [fix …]` for each finding.
    private func withFixes(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message) [fix \($0.fix?.description ?? "-")]" }
    }

    private func palette(_ theme: Theme?) -> [String] {
        (theme?.palette ?? []).map { entry in
            let light = entry.color.values["light"]?.hex ?? "-", dark = entry.color.values["dark"]?.hex ?? "-"
            let modes = entry.definedModes.map { " (defines \($0.joined(separator: ", ")))" } ?? (entry.color.isSingleValue ? "" : " (adaptive)")
            return "\(entry.location.line):\(entry.location.column) \(entry.name) \(light) \(dark)\(modes)"
        }
    }

    func testColourInitialisersAndHexHelpers() {
        let source = """
        import UIKit
        import SwiftUI

        extension UIColor {
            static let brand = UIColor(red: 28 / 255, green: 134 / 255, blue: 204 / 255, alpha: 1)
            static let grey = UIColor(white: 0.5, alpha: 1)
            static let hsb = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
            static let hexString = UIColor(hex: "#FF8C61")
            static let hexInt = UIColor(rgb: 0x0054B6)
            static let faded = UIColor.brand.withAlphaComponent(0.5)
            static let p3 = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        }

        enum Palette {
            static let accent = Color(red: 0.2, green: 0.4, blue: 0.6)
            static let label = Color(.label)
            static let factory: Color = .hex("0A3049")
            static let named = Color("Brand")
            static let tooBright = UIColor(red: 255, green: 0, blue: 0, alpha: 1)
            static let computed = UIColor.random()
            static let notAColour = "brand"
        }
        """
        let (themes, findings) = assemble([("Sources/Design/Colors.swift", source)])
        XCTAssertEqual(themes.map(\.scope), [""])
        XCTAssertEqual(palette(themes.first), [
            "5:16 UIColor.brand #1C86CC #1C86CC",
            "6:16 UIColor.grey #808080 #808080",
            "7:16 UIColor.hsb #FF0000 #FF0000",
            "8:16 UIColor.hexString #FF8C61 #FF8C61",
            "9:16 UIColor.hexInt #0054B6 #0054B6",
            "10:16 UIColor.faded #1C86CC80 #1C86CC80",
            "11:16 UIColor.p3 #FF0000 #FF0000",
            "15:16 Palette.accent #336699 #336699",
            "16:16 Palette.label #000000 #FFFFFF (defines light, dark)",
            "17:16 Palette.factory #0A3049 #0A3049",
        ])
        XCTAssertEqual(lines(findings), [
            "Sources/Design/Colors.swift:18:24 not-evaluated: not evaluated: Palette.named names the colour set \"Brand\", which no asset catalog in the run holds",
            "Sources/Design/Colors.swift:19:28 invalid-value: Palette.tooBright has a colour component of 255, above 1: components run from 0 to 1 (divide by 255), and the platform clips it",
            "Sources/Design/Colors.swift:20:27 not-evaluated: not evaluated: Palette.computed calls `UIColor.random()`, which w3wlint does not know as a colour",
        ])
    }

    /// DNAKit's `get(regularColor:darkColor:)`, dynamic providers in their three shapes, SwiftUI-style `light:dark:`,
    /// and a pair that gives only its light value (a dark-variant warning at its line). A negated question
    /// (`!(… == .dark) ? a : b`) gives `a` in light.
    func testLightAndDarkPairs() {
        let source = """
        import UIKit

        public struct Color {
            public static var appPrimary: UIColor {
                return get(regularColor: UIColor(hex: "#5C374C"), darkColor: UIColor(hex: "#151E28"))
            }
            static var ternary: UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: "#FFFFFF") : UIColor(hex: "#1D1D1D") }
            }
            static let provider = UIColor(dynamicProvider: { trait in
                if trait.userInterfaceStyle != .dark {
                    return UIColor(white: 1, alpha: 1)
                } else {
                    return UIColor(white: 0, alpha: 1)
                }
            })
            static let switched = UIColor { trait in
                switch trait.userInterfaceStyle {
                case .dark: return .white
                default: return .black
                }
            }
            static let swiftUI = UIColor(light: .appPrimary, dark: .ternary)
            static let lightOnly = UIColor(light: UIColor(hex: "#0054B6"))
            static let negated = UIColor { !($0.userInterfaceStyle == .dark) ? UIColor(hex: "#FFFFFF") : UIColor(hex: "#1D1D1D") }
            private static func get(regularColor: UIColor, darkColor: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? darkColor : regularColor }
            }
        }
        """
        let (themes, findings) = assemble([("DNAKit/ColorScheme.swift", source)])
        XCTAssertEqual(themes.map(\.scope), ["DNAKit"])
        XCTAssertEqual(palette(themes.first), [
            "4:23 Color.appPrimary #5C374C #151E28 (defines light, dark)",
            "7:16 Color.ternary #1D1D1D #FFFFFF (defines light, dark)",
            "10:16 Color.provider #FFFFFF #000000 (defines light, dark)",
            "17:16 Color.switched #000000 #FFFFFF (defines light, dark)",
            "23:16 Color.swiftUI #5C374C #FFFFFF (defines light, dark)",
            "24:16 Color.lightOnly #0054B6 #0054B6 (defines light)",
            "25:16 Color.negated #FFFFFF #1D1D1D (defines light, dark)",
        ])
        XCTAssertEqual(lines(findings), [])
        let result = lint([("DNAKit/ColorScheme.swift", source)], rules: [RequiredModesRule()])
        XCTAssertEqual(lines(result.findings), [
            "DNAKit/ColorScheme.swift:24:16 dark-variant: colour `Color.lightOnly` has no dark value (it defines light; required modes: light, dark)",
        ])
    }

    /// An enum whose colour properties switch per case is a set of styles: each case's foreground on its background is
    /// judged in both modes, at the foreground's value; disabled states are exempt (WCAG 1.4.3).
    func testStyleEnumsGiveContrastPairs() {
        let colors = """
        import UIKit
        struct Color {
            static var appWhite: UIColor { return UIColor(hex: "#FFFFFF") }
            static var accent: UIColor { return UIColor(light: UIColor(hex: "#FF8C61"), dark: UIColor(hex: "#624BFF")) }
            static var ink: UIColor { return UIColor(light: UIColor(hex: "#5C374C"), dark: UIColor(hex: "#151E28")) }
        }
        """
        let buttons = """
        import UIKit
        public enum ButtonType {
            case primary
            case secondary
            case quiet

            public var tintColor: UIColor {
                switch self {
                case .primary: return Color.ink
                case .secondary: return Color.accent
                default: return Color.ink
                }
            }

            public var backgroundColor: UIColor {
                switch self {
                case .primary: return Color.accent
                case .secondary, .quiet: return Color.appWhite
                }
            }

            var disabledTintColor: UIColor {
                switch self {
                default: return UIColor(hex: "#EEEEEE")
                }
            }

            var disabledBackgroundColor: UIColor {
                switch self {
                default: return Color.appWhite
                }
            }
        }
        """
        let result = lint([("Kit/Color.swift", colors), ("Kit/ButtonType.swift", buttons)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/ButtonType.swift:9:31 contrast: ButtonType.primary.tintColor #151E28 on ButtonType.primary.backgroundColor #624BFF is 3.18:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/ButtonType.swift:9:31 contrast: ButtonType.primary.tintColor #5C374C on ButtonType.primary.backgroundColor #FF8C61 is 4.35:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/ButtonType.swift:10:33 contrast: ButtonType.secondary.tintColor #FF8C61 on ButtonType.secondary.backgroundColor #FFFFFF is 2.28:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// A theme written as one type per appearance (IceCubes' `struct IceCubeDark: ColorSet`): in each type the
    /// foreground is read on the surfaces beside it, in the type's own mode; a property named for the same state
    /// pairs with it alone; a view's colours and disabled ones are no theme.
    func testThemeTypesPerAppearanceGiveTheirOwnPairs() {
        let sets = """
        import SwiftUI
        public protocol ColorSet { var tintColor: Color { get set } }
        public struct OceanDark: ColorSet {
            public var tintColor: Color = .init(red: 187 / 255, green: 59 / 255, blue: 226 / 255)
            public var primaryBackgroundColor: Color = .init(red: 16 / 255, green: 21 / 255, blue: 35 / 255)
            public var secondaryBackgroundColor: Color = .init(red: 30 / 255, green: 35 / 255, blue: 62 / 255)
            public var labelColor: Color = .white
            public var disabledTextColor: Color = .gray
            public init() {}
        }
        struct ButtonPalette {
            var titleColor: UIColor = UIColor(white: 1, alpha: 1)
            var backgroundColor: UIColor = UIColor(red: 0, green: 0.65, blue: 0.56, alpha: 1)
            var highlightedTitleColor: UIColor = UIColor(white: 1, alpha: 1)
            var highlightedBackgroundColor: UIColor = UIColor(red: 0, green: 0.4, blue: 0.35, alpha: 1)
        }
        struct BadgeView: View {
            var textColor: Color = .white
            var backgroundColor: Color = .yellow
            var body: some View { Text("x") }
        }
        """
        let result = lint([("Kit/Sources/Kit/ColorSet.swift", sets)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/Sources/Kit/ColorSet.swift:4:16 contrast: OceanDark.tintColor #BB3BE2 on OceanDark.primaryBackgroundColor #101523 is 4.19:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/ColorSet.swift:4:16 contrast: OceanDark.tintColor #BB3BE2 on OceanDark.secondaryBackgroundColor #1E233E is 3.54:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/ColorSet.swift:12:9 contrast: ButtonPalette.titleColor #FFFFFF on ButtonPalette.backgroundColor #00A68F is 3.06:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// A colours type nested in a view-named type is the app's palette unless it is private (`extension UIView {
    /// enum Theme }` is used app-wide; `private enum StrengthColors` inside a view is that view's).
    func testAColoursTypeInsideAViewIsThePaletteUnlessPrivate() {
        let theme = """
        import UIKit
        extension UIView {
            enum Theme {
                static let brand = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
                static let danger = UIColor(red: 0.85, green: 0.2, blue: 0.25, alpha: 1)
            }
        }
        final class StrengthView: UIView {
            private enum StrengthColors {
                static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
            func setUp() { layer.borderColor = UIColor.red.cgColor }
        }
        """
        XCTAssertEqual(lines(lint([("Kit/Theme.swift", theme)], rules: [PaletteRule()]).findings), [
            "Kit/Theme.swift:10:26 palette: colour #FF0000 in `StrengthView.StrengthColors.red` is not a palette colour; no palette colour is near it (the nearest, UIView.Theme.danger #D93340, is ΔE_OK 0.077 away)",
            "Kit/Theme.swift:12:40 palette: colour #FF0000 in `UIColor.red` is not a palette colour; nearest: UIView.Theme.danger #D93340 (ΔE_OK 0.077)",
        ])
    }

    /// A theme made as one instance per appearance (`static let values = ColorValues(accent: …, background: …)` in
    /// `LightColors`) pairs its labels as a theme type's properties, in the mode its names say; an icon needs 3:1. A
    /// theme class that says its appearance (`userInterfaceStyle { .light }`) is checked in that mode only; a stored
    /// `var isDark = false` says nothing. A foreground named first for a colour of no role (`baseTextPrimaryColor`
    /// beside `baseColor`) is drawn on what no name says: not on every surface, only on a background of its own name
    /// (`errorTextColor` on `errorBackgroundColor`); `primary` is a level, not a family. A placeholder is read on the field's background. Computed colours, a view's colours and a
    /// test's instances are no theme.
    func testThemeInstancesAndFamiliesGiveTheirOwnPairs() {
        let source = """
        import UIKit
        struct ColorValues {
            let accent, primaryContent, secondaryContent, background: UIColor
        }
        enum LightColors {
            static let values = ColorValues(
                accent: UIColor(red: 0.05, green: 0.74, blue: 0.55, alpha: 1),
                primaryContent: UIColor(white: 0.1, alpha: 1),
                secondaryContent: UIColor(red: 0.45, green: 0.49, blue: 0.55, alpha: 1),
                background: UIColor(white: 1, alpha: 1))
        }
        enum DarkColors {
            static let values = ColorValues(
                accent: UIColor(red: 0.05, green: 0.74, blue: 0.55, alpha: 1),
                primaryContent: UIColor(white: 1, alpha: 1),
                secondaryContent: UIColor(white: 0.35, alpha: 1),
                background: UIColor(white: 0.08, alpha: 1))
        }
        struct BannerStyle {
            let backgroundColor, titleColor, iconColor, borderColor: UIColor
            static let info = BannerStyle(backgroundColor: UIColor(red: 0, green: 0.478, blue: 1, alpha: 1), titleColor: UIColor(white: 1, alpha: 1),
                                          iconColor: UIColor(white: 1, alpha: 1), borderColor: UIColor(white: 0.9, alpha: 1))
        }
        final class DefaultTheme: NSObject {
            var backgroundColor: UIColor = UIColor(white: 1, alpha: 1)
            var searchBackgroundColor: UIColor = UIColor(white: 0.2, alpha: 1)
            var baseColor: UIColor { BuildSettings.newLayout ? UIColor(white: 1, alpha: 1) : UIColor(white: 0.96, alpha: 1) }
            var baseTextPrimaryColor: UIColor = UIColor(white: 1, alpha: 1)
            var errorColor: UIColor = UIColor(red: 0.86, green: 0.15, blue: 0.15, alpha: 1)
            var errorTextColor: UIColor = UIColor(red: 0.86, green: 0.15, blue: 0.15, alpha: 1)
            var errorBackgroundColor: UIColor = UIColor(red: 0.99, green: 0.9, blue: 0.9, alpha: 1)
            var primaryColor: UIColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
            var primaryTextColor: UIColor = UIColor(white: 0.6, alpha: 1)
            var placeholderTextColor: UIColor = UIColor(white: 0.45, alpha: 1)
            var userInterfaceStyle: UIUserInterfaceStyle { return .light }
        }
        final class ThemeStore {
            @AppStorage("isDark") var isDark = false
            var backgroundColor: UIColor = UIColor(white: 1, alpha: 1)
            var secondaryBackgroundColor: UIColor = UIColor(white: 0.95, alpha: 1)
            var textColor: UIColor = UIColor(white: 0.6, alpha: 1)
            var tintColor: UIColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
            var secondaryTextColor: UIColor { isDark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.9, alpha: 1) }
        }
        struct Ring: View {
            var trackColor: Color = Color(white: 0.9)
            var fillColor: Color = Color(red: 1, green: 0.8, blue: 0)
            var labelColor: Color = Color(white: 0.9)
            var iconColor: Color = Color(red: 1, green: 0.8, blue: 0)
            var body: some View { Text("x") }
        }
        """
        let tests = """
        import XCTest
        final class ContrastTests: XCTestCase {
            let failing = ColorValues(accent: UIColor(white: 0.9, alpha: 1), primaryContent: UIColor(white: 0.9, alpha: 1),
                                      secondaryContent: UIColor(white: 0.9, alpha: 1), background: UIColor(white: 1, alpha: 1))
        }
        """
        XCTAssertEqual(lines(lint([("Kit/Sources/Kit/Theme.swift", source), ("Kit/Tests/KitTests/ContrastTests.swift", tests)],
                                  rules: [ContrastRule()]).findings), [
            "Kit/Sources/Kit/Theme.swift:9:9 contrast: LightColors.values.secondaryContent #737D8C on LightColors.values.background #FFFFFF is 4.16:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/Theme.swift:16:9 contrast: DarkColors.values.secondaryContent #595959 on DarkColors.values.background #141414 is 2.63:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/Theme.swift:21:102 contrast: BannerStyle.info.titleColor #FFFFFF on BannerStyle.info.backgroundColor #007AFF is 4.01:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/Theme.swift:30:9 contrast: DefaultTheme.errorTextColor #DB2626 on DefaultTheme.errorBackgroundColor #FCE6E6 is 4.07:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/Theme.swift:33:9 contrast: DefaultTheme.primaryTextColor #999999 on DefaultTheme.backgroundColor #FFFFFF is 2.84:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/Theme.swift:34:9 contrast: DefaultTheme.placeholderTextColor #737373 on DefaultTheme.searchBackgroundColor #333333 is 2.66:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/Theme.swift:41:9 contrast: ThemeStore.textColor #999999 on ThemeStore.backgroundColor #FFFFFF is 2.84:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Sources/Kit/Theme.swift:42:9 contrast: ThemeStore.tintColor #007AFF on ThemeStore.backgroundColor #FFFFFF is 4.01:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// Xcode's colour literal (`#colorLiteral(red:green:blue:alpha:)`) is a colour like `UIColor(red:green:blue:alpha:)`:
    /// an instance made of them is a theme, in the mode its name says, and so is one a static computed property makes
    /// anew on each read; an argument `appearance: .dark` says the instance's mode; an argument that is no colour
    /// (`.navigationBarColor()`) moves no finding. In a view it is a literal the palette judges, but not in a named list
    /// of three or more colours (data: skin tones, avatars; a call's list is judged) nor as the fallback after `??`;
    /// `#imageLiteral` is no colour. An argument stating the mode wins over the name (`darkHighContrast`, `.light`).
    func testColourLiteralsAndComputedInstances() {
        let theme = """
        import UIKit
        class Theme: NSObject {
            let backgroundColor, titleText, bodyText, secondaryText: UIColor
            init(backgroundColor: UIColor, titleText: UIColor, bodyText: UIColor, secondaryText: UIColor) {
                self.backgroundColor = backgroundColor; self.titleText = titleText
                self.bodyText = bodyText; self.secondaryText = secondaryText
            }
            static let light = Theme(
                backgroundColor: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),
                focusedBackground: .navigationBarColor(),
                titleText: #colorLiteral(red: 0.05, green: 0.06, blue: 0.07, alpha: 1),
                bodyText: #colorLiteral(red: 0.18, green: 0.2, blue: 0.24, alpha: 1),
                secondaryText: #colorLiteral(red: 0.61, green: 0.64, blue: 0.66, alpha: 1))
            static var dark: Theme {
                Theme(backgroundColor: #colorLiteral(red: 0.1, green: 0.1, blue: 0.1, alpha: 1),
                      titleText: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),
                      bodyText: #colorLiteral(red: 0.9, green: 0.9, blue: 0.9, alpha: 1),
                      secondaryText: #colorLiteral(red: 0.3, green: 0.3, blue: 0.3, alpha: 1))
            }
            static let black = Theme(backgroundColor: #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1),
                                     titleText: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),
                                     bodyText: #colorLiteral(red: 0.9, green: 0.9, blue: 0.9, alpha: 1),
                                     secondaryText: #colorLiteral(red: 0.35, green: 0.35, blue: 0.35, alpha: 1), appearance: .dark)
            static let darkHighContrast = Theme(backgroundColor: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),
                                                titleText: #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1),
                                                bodyText: #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1),
                                                secondaryText: #colorLiteral(red: 0.6, green: 0.6, blue: 0.6, alpha: 1), appearance: .light)
        }
        enum Palette {
            static let ink = #colorLiteral(red: 0.18, green: 0.2, blue: 0.24, alpha: 1)
            static let leaf = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        }
        """
        let view = """
        import UIKit
        final class Badge: UIView {
            func setUp(_ label: UILabel) {
                label.textColor = #colorLiteral(red: 0.19, green: 0.2, blue: 0.24, alpha: 1)
                layer.borderColor = #colorLiteral(red: 0.2, green: 0.6, blue: 0.2, alpha: 1).cgColor
                let logo = #imageLiteral(resourceName: "logo")
                let tones: [(String, UIColor)] = [("a", #colorLiteral(red: 0.2, green: 0.6, blue: 0.2, alpha: 1)),
                                                  ("b", #colorLiteral(red: 0.19, green: 0.2, blue: 0.24, alpha: 1)), ("c", UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))]
                backgroundColor = theme?.tint ?? #colorLiteral(red: 0.2, green: 0.6, blue: 0.2, alpha: 1)
                let symbols = UIImage.SymbolConfiguration(paletteColors: [#colorLiteral(red: 0.2, green: 0.6, blue: 0.2, alpha: 1), .white, .black])
            }
        }
        """
        let files = [("Kit/Theme.swift", theme), ("Kit/Badge.swift", view)]
        XCTAssertEqual(lines(lint(files, rules: [ContrastRule()]).findings), [
            "Kit/Theme.swift:13:9 contrast: Theme.light.secondaryText #9CA3A8 on Theme.light.backgroundColor #FFFFFF is 2.55:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Theme.swift:18:15 contrast: Theme.dark.secondaryText #4D4D4D on Theme.dark.backgroundColor #1A1A1A is 2.05:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Theme.swift:23:30 contrast: Theme.black.secondaryText #595959 on Theme.black.backgroundColor #000000 is 2.99:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Theme.swift:27:41 contrast: Theme.darkHighContrast.secondaryText #999999 on Theme.darkHighContrast.backgroundColor #FFFFFF is 2.84:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
        XCTAssertEqual(lines(lint(files, rules: [PaletteRule()]).findings), [
            "Kit/Badge.swift:4:27 palette: colour #30333D in `#colorLiteral` is not a palette colour; nearest: Palette.ink #2E333D (ΔE_OK 0.003)",
            "Kit/Badge.swift:5:29 palette: colour #339933 in `#colorLiteral` is not a palette colour; nearest: Palette.leaf #33994D (ΔE_OK 0.027)",
            "Kit/Badge.swift:10:67 palette: colour #339933 in `#colorLiteral` is not a palette colour; nearest: Palette.leaf #33994D (ΔE_OK 0.027)",
        ])
    }

    /// Numbers of types named for a scale are its values; equal values in them are not redundant presets; an enum
    /// whose computed property switches to numbers gives its cases; other numbers are left alone.
    func testScalesFromConstantsAndCaseSwitches() {
        let source = """
        import UIKit
        enum Spacing {
            static let small: CGFloat = 8
            static let medium = 16.0
            static let hInset: CGFloat = 12
            static let vInset: CGFloat = 12
        }
        enum CornerRadius {
            case small, large
            var value: CGFloat {
                switch self {
                case .small: return 4
                case .large: return 2 * 4
                }
            }
        }
        enum Animation { static let duration: Double = 0.3 }
        """
        let (themes, findings) = assemble([("App/Design.swift", source)])
        func scale(_ kind: String) -> [String] {
            (themes.first?.scales[kind]?.entries ?? []).map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.name) \($0.value)" }
        }
        XCTAssertEqual(scale("padding"), ["3:16 Spacing.small 8", "4:16 Spacing.medium 16", "5:16 Spacing.hInset 12", "6:16 Spacing.vInset 12"])
        XCTAssertEqual(scale("margin"), ["3:16 Spacing.small 8", "4:16 Spacing.medium 16", "5:16 Spacing.hInset 12", "6:16 Spacing.vInset 12"])
        XCTAssertEqual(scale("cornerRadius"), ["12:29 CornerRadius.small 4", "13:29 CornerRadius.large 8"])
        XCTAssertEqual(themes.first?.scales["padding"]?.isGathered, true)
        XCTAssertEqual(lines(findings), [])
        XCTAssertEqual(lines(lint([("App/Design.swift", source)], rules: [PresetConsistencyRule()]).findings), [])
    }

    /// Fluent's shape: the scale is a static function that switches on its token (`GlobalTokens.spacing(_:)`,
    /// `corner(_:)`), and components write their layout as constants named for it (`static let badgeMarginHorizontal:
    /// CGFloat = 5`, `private struct Constants { static let cornerRadius: CGFloat = 14 }`), judged as uses.
    func testScaleFunctionsAndLayoutConstantsNamedForAScale() {
        let tokens = """
        import UIKit
        public final class GlobalTokens {
            public enum SpacingToken: Int { case sizeNone, size40, size80, size120 }
            public static func spacing(_ token: SpacingToken) -> CGFloat {
                switch token {
                case .sizeNone: return 0
                case .size40: return 4
                case .size80: return 8
                case .size120: return 12
                }
            }
            public static func corner(_ token: CornerRadiusToken) -> CGFloat {
                switch token {
                case .radius40:
                    return 4
                case .radius80:
                    return 8
                }
            }
        }
        """
        let badge = """
        import UIKit
        extension BadgeFieldTokenSet {
            static let badgeMarginHorizontal: CGFloat = 5
            static let labelMarginRight: CGFloat = 8
            static let textFieldMinWidth: CGFloat = 100
            static let ringInnerGapOffset: CGFloat = 0.5
            static let strokeInset: CGFloat = 3
            static let labelVerticalMarginForOneLine: CGFloat = 15
            static let minimumLineSpacing: CGFloat = 3
            static let minimumTopExpandedPadding: CGFloat = 25
            static let keyboardMarginTop: CGFloat = 50
            static let sheetCornerRadius: CGFloat = 34 // Matches iOS 26 system sheets.
            // Same as the system's grouped inset.
            static let groupedInset: CGFloat = 20
            static let cardCornerRadius: CGFloat = 34 // Matches the card's height.
            static let toolbarCornerRadius: CGFloat = 26 // Matches iOS
            static let cellPadding: CGFloat = 9 // not the same as system cells: custom
            static let minimumInteritemSpacing: CGFloat = 14
            static let maxPadding: CGFloat = 11
        }
        open class PageCard: UIViewController {
            private struct Constants {
                static let cornerRadius: CGFloat = 14
                static let badgeFontSize: CGFloat = 11
            }
        }
        """
        let (themes, _) = assemble([("Kit/Sources/Core/GlobalTokens.swift", tokens)])
        XCTAssertEqual((themes.first?.scales["margin"]?.entries ?? []).map { "\($0.name) \($0.value)" }, [
            "GlobalTokens.spacing(.sizeNone) 0", "GlobalTokens.spacing(.size40) 4", "GlobalTokens.spacing(.size80) 8",
            "GlobalTokens.spacing(.size120) 12",
        ])
        XCTAssertEqual((themes.first?.scales["cornerRadius"]?.entries ?? []).map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.name)" }, [
            "15:20 GlobalTokens.corner(.radius40)", "17:20 GlobalTokens.corner(.radius80)",
        ])
        let result = lint([("Kit/Sources/Core/GlobalTokens.swift", tokens), ("Kit/Sources/Badge/Badge.swift", badge)],
                          rules: [ScaleRule(), PresetsRule(), TypographyRule()])
        XCTAssertEqual(lines(result.findings.filter { $0.severity != .note }), [
            "Kit/Sources/Badge/Badge.swift:3:49 spacing-scale: margin 5 in `let badgeMarginHorizontal` is not on the margin scale; nearest: GlobalTokens.spacing(.size40) (4) or GlobalTokens.spacing(.size80) (8)",
            // A margin for one line of text is a margin (a line's spacing is not); a bound, a distance from the keyboard
            // and a value its comment says is the platform's are not the design's spacing.
            "Kit/Sources/Badge/Badge.swift:8:57 spacing-scale: margin 15 in `let labelVerticalMarginForOneLine` is not on the margin scale; nearest: GlobalTokens.spacing(.size120) (12)",
            "Kit/Sources/Badge/Badge.swift:15:44 corner-radius: cornerRadius 34 in `let cardCornerRadius` is not a preset; nearest: GlobalTokens.corner(.radius80) (8)",
            // A negation says it is not the platform's; a minimum spacing between items is the spacing.
            "Kit/Sources/Badge/Badge.swift:17:39 spacing-scale: padding 9 in `let cellPadding` is not on the padding scale; nearest: GlobalTokens.spacing(.size80) (8) or GlobalTokens.spacing(.size120) (12)",
            "Kit/Sources/Badge/Badge.swift:18:51 spacing-scale: margin 14 in `let minimumInteritemSpacing` is not on the margin scale; nearest: GlobalTokens.spacing(.size120) (12)",
            "Kit/Sources/Badge/Badge.swift:23:44 corner-radius: cornerRadius 14 in `let cornerRadius` is not a preset; nearest: GlobalTokens.corner(.radius80) (8)",
        ])
    }

    /// Each package's design is the reference of its own drawings only; names resolve across packages.
    func testEachPackageIsItsOwnReference() {
        let design = "import SwiftUI\nextension Color {\n  static let brand = Color(red: 0.2, green: 0.4, blue: 0.6)\n}\n"
        let app = "import SwiftUI\nenum AppColors {\n  static let tint: Color = .brand\n}\n"
        let (themes, _) = assemble([("Packages/DesignSystem/Sources/DesignSystem/Colors.swift", design), ("App/AppColors.swift", app)])
        XCTAssertEqual(themes.map(\.scope), ["App", "Packages/DesignSystem"])
        XCTAssertEqual(themes.map { palette($0) }, [["3:14 AppColors.tint #336699 #336699"], ["3:14 Color.brand #336699 #336699"]])
    }

    static let tokens = """
    import SwiftUI
    public enum Spacing {
        public static let small: CGFloat = 8
        public static let medium: CGFloat = 16
        public static let large: CGFloat = 24
    }
    public enum CornerRadius {
        public static let small: CGFloat = 4
        public static let medium: CGFloat = 8
    }
    """

    /// Spacings and radii written as numbers in views are judged by the project's scales, at the literal, with a fix;
    /// values given by name, zero, and tests are left alone.
    func testUseSitesAreJudgedByTheProjectScales() {
        let card = """
        import SwiftUI
        import UIKit
        struct Card: View {
            var body: some View {
                VStack(spacing: 12) {
                    Text("Title").padding(13)
                    Text("Body").padding(.horizontal, 16).padding(Spacing.small)
                    HStack(spacing: 0) {}
                }
                .cornerRadius(5)
                .background(RoundedRectangle(cornerRadius: 8))
            }
        }
        final class Legacy: UIView {
            func setUp() {
                layer.cornerRadius = 6
                layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 8, right: 8)
            }
        }
        """
        let test = "import XCTest\nfinal class CardTests: XCTestCase { func testPadding() { _ = Text(\"x\").padding(13) } }\n"
        let result = lint([("Sources/Design/Tokens.swift", Self.tokens), ("Sources/Design/Card.swift", card),
                           ("Tests/DesignTests/CardTests.swift", test)], rules: [ScaleRule(), PresetsRule()])
        XCTAssertEqual(result.findings.sorted(by: Finding.reportOrder).map { finding in
            "\(finding.ruleID) \(finding.location.file):\(finding.location.line):\(finding.location.column) \(finding.message)"
                + (finding.fix.map { " [fix \($0.description)]" } ?? "")
        }, [
            "spacing-scale Sources/Design/Card.swift:5:25 margin 12 in `VStack(spacing:)` is not on the margin scale; nearest: Spacing.small (8) or Spacing.medium (16) [fix 12 → 16]",
            "spacing-scale Sources/Design/Card.swift:6:35 padding 13 in `.padding(_:)` is not on the padding scale; nearest: Spacing.small (8) or Spacing.medium (16) [fix 13 → 16]",
            "corner-radius Sources/Design/Card.swift:10:23 cornerRadius 5 in `.cornerRadius(_:)` is not a preset; nearest: CornerRadius.small (4) or CornerRadius.medium (8) [fix 5 → 4]",
            "corner-radius Sources/Design/Card.swift:16:30 cornerRadius 6 in `cornerRadius =` is not a preset; nearest: CornerRadius.small (4) or CornerRadius.medium (8) [fix 6 → 8]",
            "spacing-scale Sources/Design/Card.swift:17:43 padding 10 in `UIEdgeInsets(top:)` is not on the padding scale; nearest: Spacing.small (8) or Spacing.medium (16) [fix 10 → 8]",
        ])
        // Each edit replaces exactly the literal it names.
        var lines = card.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        for edit in result.findings.compactMap(\.fix).flatMap(\.edits) {
            let line = edit.span.start.line - 1
            let range = (edit.span.start.column - 1)..<(edit.span.end.column - 1)
            XCTAssertEqual(String(lines[line][range]), edit.span.text)
            lines[line].replaceSubrange(range, with: Array(edit.replacement))
        }
        XCTAssertEqual(String(lines[4]), "        VStack(spacing: 16) {")
        XCTAssertEqual(String(lines[16]), "        layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 8)")
    }

    /// A scale's enum named with the system's acronym (`ODSSpacing`) is a scale, a domain's measures behind one
    /// (`GPSMargin.horizontalAccuracyMeters`) are not; a padding that a negative one of the same edge cancels in the
    /// chain, with only shape modifiers between, is room for a shadow or a corner, no spacing; one left over, or one a
    /// background shows, is judged.
    func testPrefixedScaleEnumsAndCancellingPaddings() {
        let scale = """
        public enum ODSSpacing {
            public static let xs: Double = 4
            public static let s: Double = 8
            public static let m: Double = 16
        }
        enum GPSMargin {
            static let horizontalAccuracyMeters: Double = 50
        }
        """
        let header = """
        import SwiftUI
        struct Header: View {
            var body: some View {
                Text("Title")
                    .padding(.bottom, 10)
                    .cornerRadius(10)
                    .padding(.bottom, -10)
                    .padding(.top, 10)
                    .padding(.leading, -ODSSpacing.m)
                    .padding(.trailing, 12)
                    .padding(.horizontal, -12)
                Text("Net")
                    .padding(.top, 13).padding(.top, -13).padding(.top, 13)
                Text("Inset")
                    .padding(.top, 12).background(Color.red).padding(.top, -12)
            }
        }
        """
        let result = lint([("Sources/Design/ODSSpacing.swift", scale), ("Sources/Design/Header.swift", header)], rules: [ScaleRule()])
        XCTAssertEqual(result.findings.sorted(by: Finding.reportOrder).map { finding in
            "\(finding.ruleID) \(finding.location.file):\(finding.location.line):\(finding.location.column) \(finding.message)"
        }, [
            "spacing-scale Sources/Design/Header.swift:8:28 padding 10 in `.padding(_:)` is not on the padding scale; nearest: ODSSpacing.s (8) or ODSSpacing.m (16)",
            "spacing-scale Sources/Design/Header.swift:10:33 padding 12 in `.padding(_:)` is not on the padding scale; nearest: ODSSpacing.s (8) or ODSSpacing.m (16)",
            "spacing-scale Sources/Design/Header.swift:11:35 padding 12 in `.padding(_:)` is not on the padding scale; nearest: ODSSpacing.s (8) or ODSSpacing.m (16)",
            "spacing-scale Sources/Design/Header.swift:13:65 padding 13 in `.padding(_:)` is not on the padding scale; nearest: ODSSpacing.s (8) or ODSSpacing.m (16)",
            "spacing-scale Sources/Design/Header.swift:15:28 padding 12 in `.padding(_:)` is not on the padding scale; nearest: ODSSpacing.s (8) or ODSSpacing.m (16)",
            "spacing-scale Sources/Design/Header.swift:15:68 padding 12 in `.padding(_:)` is not on the padding scale; nearest: ODSSpacing.s (8) or ODSSpacing.m (16)",
        ])
    }

    /// With no scale in reach, the values are counted in one note per package and in the summary, never passed
    /// silently; code importing a what3words design library is judged by the what3words presets.
    func testUseSitesWithoutAScaleAreCountedAndWhat3wordsImportsUseItsPresets() {
        let view = "import UIKit\nlet insets = UIEdgeInsets(horizontal: 26)\nfunc style(_ v: UIView) { v.layer.cornerRadius = 5 }\n"
        let result = lint([("Example/Cell.swift", view)], rules: [ScaleRule(), PresetsRule(), ReferenceRule()])
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.location.line):\($0.location.column) \($0.message)" }, [
            "no-reference 2:39 2 layout values (spacing, radius, font size) in 1 Swift file under `Example` are not judged: no scale defines them (no Swift "
                + "constants such as `enum Spacing { static let small: CGFloat = 8 }`, theme, token set or CSS file in the folder or above) "
                + "and no pack is chosen with `extends:`",
        ])
        XCTAssertEqual(TextReporter.summary(result), "0 errors, 0 warnings, 1 note in 1 file; 2 layout values in Swift not judged (no scale)")
        let imported = lint([("Example/Cell.swift", "import W3WSwiftThemes\n" + view)], rules: [ScaleRule(), PresetsRule(), ReferenceRule()])
        XCTAssertEqual(imported.findings.map { "\($0.ruleID) \($0.location.line):\($0.location.column) \($0.message)" }, [
            "spacing-scale 3:39 padding 26 in `UIEdgeInsets(horizontal:)` is not on the padding scale (what3words presets); nearest: heavy (24)",
            "corner-radius 4:50 cornerRadius 5 in `cornerRadius =` is not a preset; nearest: extraSmall (4) or small (8)",
        ])
    }

    /// A deprecated what3words preset by name is a finding naming the one its library says to use instead (w3w-swift-design's
    /// `W3WDismissButton` uses `.soft`); the current presets by name pass.
    func testDeprecatedWhat3wordsPresetsByName() {
        let view = """
        import W3WSwiftThemes
        func icon(_ scheme: W3WScheme?) -> [W3WScheme?] {
            [scheme?.with(cornerRadius: .soft), scheme?.with(cornerRadius: .softer), scheme?.with(cornerRadius: .small),
             scheme?.with(margin: .medium), scheme?.with(padding: .medium)]
        }
        """
        let result = lint([("Sources/Buttons/Dismiss.swift", view)], rules: [ScaleRule(), PresetsRule()])
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.location.line):\($0.location.column) \($0.message) [fix \($0.fix?.description ?? "-")]" }, [
            "corner-radius 3:33 cornerRadius preset `soft` in `.with(cornerRadius:)` is deprecated; use `small` (the same 8) [fix soft → small]",
            "corner-radius 3:68 cornerRadius preset `softer` in `.with(cornerRadius:)` is deprecated; use `large` (16) [fix softer → large]",
            "spacing-scale 4:27 margin preset `medium` in `.with(margin:)` is deprecated; use `two` (16) [fix medium → two]",
        ])
        var lines = view.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        for edit in result.findings.compactMap(\.fix).flatMap(\.edits).sorted(by: { $0.span.start.column > $1.span.start.column }) {
            let range = (edit.span.start.column - 1)..<(edit.span.end.column - 1)
            XCTAssertEqual(String(lines[edit.span.start.line - 1][range]), edit.span.text)
            lines[edit.span.start.line - 1].replaceSubrange(range, with: Array(edit.replacement))
        }
        XCTAssertEqual(String(lines[2]), "    [scheme?.with(cornerRadius: .small), scheme?.with(cornerRadius: .large), scheme?.with(cornerRadius: .small),")
        XCTAssertEqual(String(lines[3]), "     scheme?.with(margin: .two), scheme?.with(padding: .medium)]")
    }

    /// A team's own layout calls are a line of configuration: `swift.calls` and `swift.assignments`.
    func testTeamCallShapesFromTheConfiguration() throws {
        let configuration = try Configuration.parse("""
        swift:
          calls:
            gap: { _: margin }
            Card: { radius: cornerRadius }
            of: { size: fontSize }
          assignments:
            contentSpacing: margin
        """, workingDirectory: "/project")
        XCTAssertEqual(configuration.swift.callShapes.calls["gap"], ["_": "margin"])
        XCTAssertEqual(configuration.swift.callShapes.calls["Card"], ["radius": "cornerRadius"])
        XCTAssertEqual(configuration.swift.callShapes.assignments["contentSpacing"], "margin")
        XCTAssertEqual(configuration.swift.callShapes.calls["padding"], ["_": "padding"])
        let view = "import SwiftUI\nlet a = Row().gap(10)\nlet b = Card(radius: 5)\nfunc f(_ v: Board) { v.contentSpacing = 12 }\n"
            + "let c = DNAFont.regular.of(size: 13)\n"
        let loader = SwiftSourceLoader(settings: configuration.swift)
        let uses = loader.load(contents: Data(view.utf8), file: "App/View.swift").documents[SwiftDesignDocument.self].first?.uses ?? []
        XCTAssertEqual(uses.map { "\($0.location.line):\($0.location.column) \($0.kind) \(formatNumber($0.value)) \($0.site)" }, [
            "2:19 margin 10 `.gap(_:)`", "3:22 cornerRadius 5 `Card(radius:)`", "4:41 margin 12 `contentSpacing =`",
            "5:34 fontSize 13 `.of(size:)`",
        ])
        XCTAssertThrowsError(try Configuration.parse("swift:\n  calls:\n    gap: { _: gutter }\n", workingDirectory: "/project")) { error in
            XCTAssertEqual((error as? ConfigurationErrors)?.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                           ["3:15 `swift.calls.gap._` must be one of padding, margin, cornerRadius, fontSize"])
        }
    }

    /// A dictionary of named colours with a value per mode (what3words' `W3WSettings.colorPalette`) is a palette: a
    /// colour with no dark value misses it, and colours named as a pair are judged (`…Placeholder` and `…TextColor`
    /// on `…Background`).
    func testDictionaryPalettes() {
        let settings = """
        import UIKit
        extension UIColor {
          convenience init(w3whex: Int) {
            let red = CGFloat((w3whex >> 16) & 0xff) / 255, green = CGFloat((w3whex >> 8) & 0xff) / 255, blue = CGFloat(w3whex & 0xff) / 255
            self.init(red: red, green: green, blue: blue, alpha: 1)
          }
        }
        enum W3WColorScheme {
          static let w3wRed = UIColor(w3whex: 0xE11F26)
          static let w3wWhite = UIColor(w3whex: 0xffffff)
          static let w3wDarkBlue = UIColor(w3whex: 0x0a3049)
          static let w3wSupportMediumGrey = UIColor(w3whex: 0xa7a7a7)
        }
        enum W3WSettings {
          static internal var colorPalette: [String: [W3WColourMode: UIColor]] = [
            "SlashesColor"        : [.light: W3WColorScheme.w3wRed],
            "ErrorTextColor"      : [.light: W3WColorScheme.w3wSupportMediumGrey, .dark: W3WColorScheme.w3wRed],
            "ErrorBackground"     : [.light: W3WColorScheme.w3wWhite,             .dark: W3WColorScheme.w3wDarkBlue],
            "TextfieldBackground" : [.light: W3WColorScheme.w3wWhite,             .dark: W3WColorScheme.w3wDarkBlue],
            "TextfieldPlaceholder": [.light: W3WColorScheme.w3wSupportMediumGrey, .dark: W3WColorScheme.w3wSupportMediumGrey],
          ]
          static let names = ["a": "b"]
        }
        """
        let result = lint([("Sources/Components/W3WSettings.swift", settings)], rules: [RequiredModesRule(), ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "Sources/Components/W3WSettings.swift:16:5 dark-variant: colour `W3WSettings.colorPalette.SlashesColor` has no dark value (it defines light; required modes: light, dark)",
            "Sources/Components/W3WSettings.swift:17:5 contrast: W3WSettings.colorPalette.ErrorTextColor #A7A7A7 on W3WSettings.colorPalette.ErrorBackground #FFFFFF is 2.40:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Sources/Components/W3WSettings.swift:17:5 contrast: W3WSettings.colorPalette.ErrorTextColor #E11F26 on W3WSettings.colorPalette.ErrorBackground #0A3049 is 2.88:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Sources/Components/W3WSettings.swift:20:5 contrast: W3WSettings.colorPalette.TextfieldPlaceholder #A7A7A7 on W3WSettings.colorPalette.TextfieldBackground #FFFFFF is 2.40:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Sources/Components/W3WSettings.swift:20:5 dark-variant: colour `W3WSettings.colorPalette.TextfieldPlaceholder` gives dark the same value as light (#A7A7A7): it does not adapt; choose a dark value, or write one value if it is meant to stay",
        ])
    }

    /// Font sizes written in code are judged by the project's type scale (a `Typography`/`FontSize` type), with a fix;
    /// an SF Symbol's point size (`Image(systemName:).font(.system(size: 18))`) is an icon's, not judged.
    func testFontSizesInCode() {
        let type = "import UIKit\nenum FontSize {\n  static let body: CGFloat = 17\n  static let title: CGFloat = 22\n}\n"
        let view = """
        import SwiftUI
        import UIKit
        struct Title: View {
            var body: some View { Text("Hi").font(.system(size: 19, weight: .bold)) }
        }
        let label = UIFont.systemFont(ofSize: 17)
        let custom = UIFont(name: "Inter", size: 21)
        struct Close: View {
            var body: some View { Image(systemName: "xmark").foregroundStyle(.gray).font(.system(size: 18, weight: .bold)) }
        }
        """
        let result = lint([("Sources/Type/FontSize.swift", type), ("Sources/Type/Title.swift", view)], rules: [TypographyRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.message) [fix \($0.fix?.description ?? "-")]" }, [
            "4:57 font size 19 in `.system(size:)` is not on the fontSize scale; nearest: FontSize.body (17) or FontSize.title (22) [fix 19 → 17]",
            "7:42 font size 21 in `UIFont(size:)` is not on the fontSize scale; nearest: FontSize.body (17) or FontSize.title (22) [fix 21 → 22]",
        ])
    }

    /// What code uses is gathered into schemes and themes that declare nothing: a rule requiring roles or scales
    /// judges the theme file and the Swift design, never the spacings a view uses or the packs' presets that judge them.
    func testGatheredSchemesAreNotAskedForDeclarations() {
        let theme = "w3wtheme: 1\nscales:\n  padding: [8, 16]\nschemes:\n  card:\n    colors: { foreground: \"#000000\" }\n"
        let view = "import SwiftUI\nstruct Row: View { var body: some View { Text(\"x\").padding(13) } }\n"
        let required = RequiredRule(options: .init().with(\.roles, ["foreground", "background"]).with(\.scales, ["margin"]))
        let result = lint([("App/theme.w3wtheme.yaml", theme), ("App/Row.swift", view)], rules: [required, ScaleRule()])
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" }, [
            "spacing-scale App/Row.swift:2:60 padding 13 in `.padding(_:)` is not on the padding scale; nearest: 8 or 16",
            "required-roles App/theme.w3wtheme.yaml:1:1 the theme does not define the `margin` scale",
            "required-roles App/theme.w3wtheme.yaml:5:3 scheme card does not define background",
        ])
    }

    /// A call that names both modes with one colour (DNAKit's `get(regularColor: x, darkColor: x)`) does not adapt: a
    /// note, as only the design knows whether the colour should stay.
    func testColoursThatGiveDarkTheLightValue() {
        let colors = """
        import UIKit
        public struct Color {
            static var fontDark: UIColor { return get(regularColor: UIColor(hex: "#2F363F"), darkColor: UIColor(hex: "#2F363F")) }
            static var successGreen: UIColor { return get(regularColor: UIColor(hex: "#27BC94"), darkColor: UIColor(hex: "#27BC94")) }
            static var appWhiteBackground: UIColor { return get(regularColor: .white, darkColor: .white) }
            static var primaryAccent: UIColor { return get(regularColor: UIColor(hex: "#FF8C61"), darkColor: UIColor(hex: "#624BFF")) }
            private static func get(regularColor: UIColor, darkColor: UIColor) -> UIColor { regularColor }
        }
        """
        let result = lint([("Kit/Color.swift", colors)], rules: [RequiredModesRule()])
        XCTAssertEqual(result.findings.map { "\($0.severity) \($0.location.line):\($0.location.column) \($0.message)" }, [
            "note 3:16 colour `Color.fontDark` gives dark the same value as light (#2F363F): it does not adapt; choose a dark value, or write one value if it is meant to stay",
            "note 4:16 colour `Color.successGreen` gives dark the same value as light (#27BC94): it does not adapt; choose a dark value, or write one value if it is meant to stay",
            "note 5:16 colour `Color.appWhiteBackground` gives dark the same value as light (#FFFFFF): it does not adapt; choose a dark value, or write one value if it is meant to stay",
        ])
    }

    /// Fonts a type named for type defines (`enum AppFont { static let body = UIFont.systemFont(ofSize: 17) }`, an
    /// `extension UIFont`) are the type scale, named by the constant; sizes written in views are judged by it. A
    /// fallback of a property (`else { return UIFont.italicSystemFont(ofSize: 16) }`, `?? .systemFont(ofSize: 11)`) is
    /// neither a step nor a use; the size before `??` is a step.
    func testFontConstantsAreTheTypeScale() {
        let fonts = """
        import SwiftUI
        enum AppFont {
            static let body = UIFont.systemFont(ofSize: 17)
            static let title = Font.system(size: 22, weight: .bold)
            static var caption: UIFont { UIFont(name: "Inter", size: 12)! }
            static var italic: UIFont {
                if let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitItalic) {
                    return UIFont(descriptor: descriptor, size: 0)
                } else {
                    return UIFont.italicSystemFont(ofSize: 16)
                }
            }
            static let brand = UIFont(name: "Brand-Regular", size: 15) ?? .systemFont(ofSize: 11)
        }
        extension UIFont {
            static let hero = UIFont.boldSystemFont(ofSize: 34)
        }
        """
        let view = """
        import SwiftUI
        struct Banner: View {
            static let headline = UIFont.systemFont(ofSize: 19)
            var body: some View { Text("Hi").font(.system(size: 20)).font(.custom("Inter", size: 12)).font(.system(size: 15)) }
            let family = UIFont(name: "OpenDyslexic", size: 1)
        }
        """
        let result = lint([("App/Style/AppFont.swift", fonts), ("App/Views/Banner.swift", view)], rules: [TypographyRule()])
        XCTAssertEqual(withFixes(result.findings), [
            "App/Views/Banner.swift:3:53 font size 19 in `.systemFont(ofSize:)` is not on the fontSize scale; nearest: AppFont.body (17) or AppFont.title (22) [fix 19 → 17]",
            "App/Views/Banner.swift:4:57 font size 20 in `.system(size:)` is not on the fontSize scale; nearest: AppFont.body (17) or AppFont.title (22) [fix 20 → 22]",
        ])
    }

    /// An instance written in shorthand (`.white`, a colour function `.brandBlue()`) is a theme where the type says the
    /// labels are colours: its colour-typed properties (one type written for several names too) or its initialiser's
    /// colour parameters, and an implicit hue there is the parameter type's (`.gray` for a `UIColor` is #808080). A `nil`
    /// or an unknown label is no colour.
    func testShorthandInstancesByTheTypesColourLabels() {
        let source = """
        import UIKit
        extension UIColor {
            static func brandBlue() -> UIColor { return UIColor(red: 0.11, green: 0.45, blue: 0.96, alpha: 1) }
        }
        struct Palette {
            let background, text: UIColor
            let secondaryText: UIColor
            var tint: UIColor
            let accent: UIColor?
            static let light = Palette(background: .white, text: .black, secondaryText: UIColor.lightGray, tint: .brandBlue(), accent: nil)
            static let dark = Palette(background: .black, text: .white, secondaryText: .darkGray, tint: .brandBlue(), accent: nil)
        }
        final class Scheme {
            init(surface: UIColor, label: UIColor, tint: UIColor, border: UIColor, name: String) {}
            static let light = Scheme(surface: .white, label: .gray, tint: .brandBlue(), border: .white, name: "Light")
        }
        """
        XCTAssertEqual(lines(lint([("Kit/Palette.swift", source)], rules: [ContrastRule()]).findings), [
            "Kit/Palette.swift:10:66 contrast: Palette.light.secondaryText #AAAAAA on Palette.light.background #FFFFFF is 2.32:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Palette.swift:10:100 contrast: Palette.light.tint #1C73F5 on Palette.light.background #FFFFFF is 4.35:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Palette.swift:11:65 contrast: Palette.dark.secondaryText #555555 on Palette.dark.background #000000 is 2.81:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Palette.swift:15:48 contrast: Scheme.light.label #808080 on Scheme.light.surface #FFFFFF is 3.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Palette.swift:15:62 contrast: Scheme.light.tint #1C73F5 on Scheme.light.surface #FFFFFF is 4.35:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// A static function without parameters that returns one colour (`static func brandBlue() -> UIColor { … }`) is a
    /// named colour of the palette, as a static property is: its literal is no use of a colour, and a view's near copy
    /// of it is judged, also where another folder as near holds other constants (the palettes equally near judge
    /// together) and a nearer one holds only white or black (no palette). `UIColor(rgb: 1930485)` is 0x1D74F5 written
    /// in decimal; `rgba: 255` (RRGGBBAA or AARRGGBB?) and `rgb: 200, 100, 50` (channels) are not read so. A function
    /// that takes a parameter is a helper, no palette colour.
    func testParameterlessColourFunctionsArePaletteColours() {
        let palette = """
        import UIKit
        extension UIColor {
            convenience init(rgb: Int, alphaVal: CGFloat) {
                self.init(red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0, green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
                          blue: CGFloat(rgb & 0x0000FF) / 255.0, alpha: alphaVal)
            }
            static func brandBlue() -> UIColor { return UIColor(rgb: 0x1D74F5, alphaVal: 1) }
            static func mutedGray() -> UIColor { return UIColor(rgb: 0x9EA2A8, alphaVal: 1) }
            static func skyBlue() -> UIColor { return UIColor(rgb: 1930485, alphaVal: 1) }
            static func tinted(_ alpha: CGFloat) -> UIColor { return UIColor(rgb: 0x336699, alphaVal: alpha) }
        }
        """
        let drawing = "import UIKit\nstruct DrawingModel {\n    static let brushColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)\n}\n"
        let canvas = "import UIKit\nstruct CanvasModel {\n    static let eraserColor: UIColor = .white\n}\n"
        let view = """
        import UIKit
        final class Header: UIView {
            func setUp(_ label: UILabel) {
                label.textColor = UIColor(red: 0.62, green: 0.64, blue: 0.66, alpha: 1)
                backgroundColor = .brandBlue()
                layer.borderColor = UIColor(red: 0.11, green: 0.45, blue: 0.95, alpha: 1).cgColor
                tintColor = UIColor(rgba: 255)
                layer.shadowColor = UIColor(rgb: 200, 100, 50).cgColor
            }
        }
        """
        let result = lint([("Kit/Extensions/Colors.swift", palette), ("Kit/Drawing/DrawingModel.swift", drawing),
                           ("Kit/Views/Canvas/CanvasModel.swift", canvas), ("Kit/Views/Header.swift", view)], rules: [PaletteRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/Views/Header.swift:4:27 palette: colour #9EA3A8 in `UIColor(red:green:blue:alpha:)` is not a palette colour; nearest: UIColor.mutedGray #9EA2A8 (ΔE_OK 0.003)",
            "Kit/Views/Header.swift:6:29 palette: colour #1C73F2 in `UIColor(red:green:blue:alpha:)` is not a palette colour; nearest: UIColor.brandBlue #1D74F5 (ΔE_OK 0.005)",
        ])
    }

    /// Eight hex digits through a team's own helper are RRGGBBAA or AARRGGBB as the helper says: not evaluated (a
    /// note), never guessed; six digits are read.
    func testEightHexDigitsThroughAHelperAreNotEvaluated() {
        let source = "import UIKit\nenum Palette {\n    static let paper = UIColor(0xF8F1E34D)\n    static let ink = UIColor(hex: 0x1B1D22)\n}\n"
        let (themes, findings) = assemble([("Kit/Palette.swift", source)])
        XCTAssertEqual(lines(findings), [
            "Kit/Palette.swift:3:24 not-evaluated: not evaluated: Palette.paper gives eight hex digits to `UIColor(_:)`, a helper of the "
                + "project's own: whether they are RRGGBBAA or AARRGGBB only it says",
        ])
        XCTAssertEqual(palette(themes.first), ["4:16 Palette.ink #1B1D22 #1B1D22"])
    }

    /// `enum ColorStudio: String { case gray50 = "646970" }` is a palette written as hex codes, and an initialiser of
    /// the run's own that hands a case's raw value to a hex initialiser (`UIColor(studioColor:)`) makes its colour;
    /// the labels of another (`lightColor:`, `darkColor:`) name the modes. A case given where the run declares the
    /// enum's type is the enum's (`.label` is no system colour there). An enum with any other raw value or of
    /// decimal codes, and an initialiser that does anything else with its value, are not read so; a call without an
    /// alpha is drawn with the initialiser's default, or not evaluated when that default cannot be.
    func testPaletteEnumsOfHexCodesAndTheirInitialisers() {
        let studio = """
        enum ColorStudio: String {
            case gray50 = "646970"
            case gray30 = "#8c8f94"
            case spBlue50 = "3361cc"
            case label = "101517"
        }
        enum Glyph: String {
            case close = "xmark"
            case grey = "646970"
        }
        enum ErrorCode: String {
            case text = "100001"
            case background = "100002"
        }
        """
        let colors = """
        import UIKit
        extension UIColor {
            convenience init(studioColor: ColorStudio, alpha: CGFloat = 1) {
                self.init(hexString: studioColor.rawValue, alpha: alpha)
            }
            convenience init(lightColor: ColorStudio, darkColor: ColorStudio) {
                self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(studioColor: darkColor) : UIColor(studioColor: lightColor) })
            }
            convenience init(shade: ColorStudio) {
                self.init(hexString: shade.rawValue + "80")
            }
            convenience init(scrim: ColorStudio, alpha: CGFloat = 0.2) {
                self.init(hexString: scrim.rawValue, alpha: alpha)
            }
            convenience init(tinted: ColorStudio, alpha: CGFloat = Opacity.full) {
                self.init(hexString: tinted.rawValue, alpha: alpha)
            }
            static var tint: UIColor { UIColor(studioColor: .spBlue50) }
            static var faded: UIColor { UIColor(studioColor: .spBlue50, alpha: 0.5) }
            static var secondaryText: UIColor { UIColor(lightColor: .gray50, darkColor: .gray30) }
            static var shaded: UIColor { UIColor(shade: .gray50) }
            static var ink: UIColor { UIColor(lightColor: .label, darkColor: .gray30) }
            static var dimmed: UIColor { UIColor(scrim: .gray50) }
            static var tinted: UIColor { UIColor(tinted: .gray50) }
        }
        """
        let (themes, findings) = assemble([("Kit/ColorStudio.swift", studio), ("Kit/UIColor+Studio.swift", colors)])
        XCTAssertEqual(palette(themes.first), [
            "2:10 ColorStudio.gray50 #646970 #646970",
            "3:10 ColorStudio.gray30 #8C8F94 #8C8F94",
            "4:10 ColorStudio.spBlue50 #3361CC #3361CC",
            "5:10 ColorStudio.label #101517 #101517",
            "18:16 UIColor.tint #3361CC #3361CC",
            "19:16 UIColor.faded #3361CC80 #3361CC80",
            "20:16 UIColor.secondaryText #646970 #8C8F94 (defines light, dark)",
            "22:16 UIColor.ink #101517 #8C8F94 (defines light, dark)",
            "23:16 UIColor.dimmed #64697033 #64697033",
        ])
        XCTAssertEqual(lines(findings), [
            "Kit/UIColor+Studio.swift:21:34 not-evaluated: not evaluated: UIColor.shaded calls `UIColor(shade:)`, which w3wlint does not know as a colour",
            "Kit/UIColor+Studio.swift:24:34 not-evaluated: not evaluated: UIColor.tinted calls `UIColor(tinted:)`, whose default alpha w3wlint cannot evaluate",
        ])
    }

    /// An enum of a numeric raw type named for a scale: its cases are the steps (`case small = 8`).
    func testRawValueCasesAreScaleSteps() {
        let spacing = "import SwiftUI\nenum Spacing: CGFloat {\n    case small = 8, medium = 16\n    case large = 24\n}\n"
        let other = "import SwiftUI\nstruct Other: View {\n    var body: some View { Text(\"y\").padding(13) }\n}\n"
        XCTAssertEqual(lines(lint([("App/Spacing.swift", spacing), ("App/Other.swift", other)], rules: [ScaleRule()]).findings), [
            "App/Other.swift:3:45 spacing-scale: padding 13 in `.padding(_:)` is not on the padding scale; nearest: Spacing.small (8) or Spacing.medium (16)",
        ])
    }

    /// An enum whose raw values count its cases from 0 or 1 (`enum FontSize: Int { case small = 0 … }`, a setting's
    /// choices) is no scale: the 16 of a constant named `fontSize` is not judged by it, nor fixed to 3.
    func testOrdinalRawValuesAreNoScale() {
        let settings = "import AppKit\nenum FontSize: Int {\n    case small = 0\n    case medium = 1\n    case large = 2\n    case veryLarge = 3\n}\n"
        let style = "import AppKit\nenum LogTextStyle {\n    static let fontSize: CGFloat = 16.0\n}\nlet label = NSFont.systemFont(ofSize: 13)\n"
        XCTAssertEqual(lines(lint([("Mac/AppDefaults.swift", settings), ("Mac/LogTextStyle.swift", style)], rules: [TypographyRule()]).findings), [])
        // Steps that do not count from 0 or 1 are sizes.
        let sizes = settings.replacingOccurrences(of: "= 0", with: "= 11").replacingOccurrences(of: "= 1\n", with: "= 13\n")
            .replacingOccurrences(of: "= 2", with: "= 15").replacingOccurrences(of: "= 3", with: "= 17")
        XCTAssertEqual(lines(lint([("Mac/AppDefaults.swift", sizes), ("Mac/LogTextStyle.swift", style)], rules: [TypographyRule()]).findings), [
            "Mac/LogTextStyle.swift:3:36 typography: font size 16 in `let fontSize` is not on the fontSize scale; nearest: FontSize.large (15) or FontSize.veryLarge (17)",
        ])
    }

    /// A view's own constants (`private enum Constants { enum padding { … } }` in a view, a button style's, a file's
    /// private `Config`) and a lone value in a type of its own are not the system's scale: a view of an app with no spacing scale is not
    /// judged by another view's constants. A namespace's steps still are (the last view's 13).
    func testAViewsOwnConstantsAreNoScale() {
        let cancel = """
        import SwiftUI
        struct CancelView: View {
            var body: some View { Text("x").padding(Constants.padding.horizontal) }
            private enum Constants {
                enum padding {
                    static let horizontal = 24.0
                    static let vertical = 20.0
                }
            }
        }
        struct ChipButtonStyle: ButtonStyle {
            enum Padding { static let horizontal: CGFloat = 12; static let vertical: CGFloat = 6 }
            func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        enum RowTrailingSpacing { static let horizontal = 8.0 }
        private enum Config {
            enum padding { static let horizontal = 24.0; static let top = 40.0; static let sectionButtonVertical = 16.0 }
        }
        """
        let other = "import SwiftUI\nstruct Other: View {\n    var body: some View { Text(\"y\").padding(13) }\n}\n"
        XCTAssertEqual(lines(lint([("App/Cancel.swift", cancel), ("App/Other.swift", other)], rules: [ScaleRule()]).findings), [])
        let spacing = "import SwiftUI\nenum Layout {\n    enum Spacing {\n        static let small: CGFloat = 8\n    }\n}\n"
        XCTAssertEqual(lines(lint([("App/Cancel.swift", cancel), ("App/Other.swift", other), ("App/Layout.swift", spacing)],
                                  rules: [ScaleRule()]).findings), [
            "App/Other.swift:3:45 spacing-scale: padding 13 in `.padding(_:)` is not on the padding scale; nearest: Layout.Spacing.small (8)",
        ])
    }

    /// A design whose one spacing scale is named for padding (`CGFloat.DS.Padding`, used for stack spacing too) judges
    /// gaps by it, and one named for margins judges insets; a design with both judges each by its own.
    func testOneSpacingScaleServesInsetsAndGaps() {
        let padding = "import UIKit\nextension CGFloat {\n    enum DS {\n        enum Padding {\n"
            + "            static let single: CGFloat = 8\n            static let double: CGFloat = 16\n        }\n    }\n}\n"
        let margin = "import UIKit\nenum Margin {\n    static let small: CGFloat = 4\n    static let large: CGFloat = 12\n}\n"
        let view = "import SwiftUI\nstruct Grid: View {\n    var body: some View { VStack(spacing: 20) { Text(\"y\").padding(13) } }\n}\n"
        XCTAssertEqual(lines(lint([("Kit/Padding.swift", padding), ("Kit/Grid.swift", view)], rules: [ScaleRule()]).findings), [
            "Kit/Grid.swift:3:43 spacing-scale: margin 20 in `VStack(spacing:)` is not on the margin scale; nearest: CGFloat.DS.Padding.double (16)",
            "Kit/Grid.swift:3:67 spacing-scale: padding 13 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.DS.Padding.single (8) or CGFloat.DS.Padding.double (16)",
        ])
        XCTAssertEqual(lines(lint([("Kit/Margin.swift", margin), ("Kit/Grid.swift", view)], rules: [ScaleRule()]).findings), [
            "Kit/Grid.swift:3:43 spacing-scale: margin 20 in `VStack(spacing:)` is not on the margin scale; nearest: Margin.large (12)",
            "Kit/Grid.swift:3:67 spacing-scale: padding 13 in `.padding(_:)` is not on the padding scale; nearest: Margin.large (12)",
        ])
        XCTAssertEqual(lines(lint([("Kit/Padding.swift", padding), ("Kit/Margin.swift", margin), ("Kit/Grid.swift", view)],
                                  rules: [ScaleRule()]).findings), [
            "Kit/Grid.swift:3:43 spacing-scale: margin 20 in `VStack(spacing:)` is not on the margin scale; nearest: Margin.large (12)",
            "Kit/Grid.swift:3:67 spacing-scale: padding 13 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.DS.Padding.single (8) or CGFloat.DS.Padding.double (16)",
        ])
        // A folder's own padding scale does not stand for the margin scale of the app above it, nor the reverse.
        let feature = view.replacingOccurrences(of: "spacing: 20", with: "spacing: 16")
        XCTAssertEqual(lines(lint([("App/Margin.swift", margin), ("App/Feature/Padding.swift", padding), ("App/Feature/Grid.swift", feature)],
                                  rules: [ScaleRule()]).findings), [
            "App/Feature/Grid.swift:3:43 spacing-scale: margin 16 in `VStack(spacing:)` is not on the margin scale; nearest: Margin.large (12)",
            "App/Feature/Grid.swift:3:67 spacing-scale: padding 13 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.DS.Padding.single (8) or CGFloat.DS.Padding.double (16)",
        ])
    }

    /// An enum whose cases carry values (DNAKit's `Typography.h1(.blog)`) gives a scale per written pattern; a property
    /// named for its kind makes the scale (`fontSize`), one named for another measure (`lineHeight`, `letterSpacing`)
    /// does not; equally near designs of a project laid out by folder judge its views together.
    func testTypeScalesFromEnumsWithAssociatedValuesArePooledAcrossFolders() {
        let typography = """
        import UIKit
        public enum ContentType { case blog, product }
        public enum Typography {
            case h1(ContentType)
            case caption
            case custom(CGFloat)
            var fontSize: CGFloat {
                switch self {
                case .h1(.blog): return CGFloat(28)
                case .h1(.product), .caption: return 12
                case .custom(let size): return size
                }
            }
            var lineHeight: CGFloat { switch self { case .h1: return 1.5; default: return 19 } }
            var letterSpacing: CGFloat { switch self { default: return 19 } }
        }
        """
        let numbers = "import UIKit\nenum NumberStyle {\n  enum Font {\n    static let large: CGFloat = 17\n    static let lineHeight: CGFloat = 19\n  }\n}\n"
        let label = "import UIKit\nlet a = UIFont.systemFont(ofSize: 19)\nlet b = UIFont.systemFont(ofSize: 17)\nlet c = UIFont.systemFont(ofSize: 28)\n"
        let result = lint([("Kit/Foundation/Typography.swift", typography), ("Kit/Enums/NumberStyle.swift", numbers),
                           ("Kit/Atoms/Label.swift", label)], rules: [TypographyRule()])
        XCTAssertEqual(withFixes(result.findings), [
            "Kit/Atoms/Label.swift:2:35 font size 19 in `.systemFont(ofSize:)` is not on the fontSize scale; nearest: NumberStyle.Font.large (17) "
                + "or Typography.h1(.blog) (28) [fix 19 → 17]",
        ])
    }

    /// A view's text colour on its background, in a SwiftUI modifier chain or as UIKit properties of one object, is a
    /// contrast pair; the nearest background covers the ones behind it, a disabled view and run-time colours are left out.
    func testTextOnBackgroundInViews() {
        let colors = "import SwiftUI\nextension Color {\n  static let accent = Color(red: 1, green: 0.549, blue: 0.380)\n"
            + "  static let blue = Color(red: 0.110, green: 0.525, blue: 0.8)\n}\n"
        let views = """
        import SwiftUI
        import UIKit
        struct Views: View {
            var body: some View {
                Text("Sale").foregroundColor(.white).padding(8).background(Color.accent)
                Text("Covered").foregroundColor(.white).background(Color.black).background(Color.accent)
                Text("Off").foregroundColor(.white).disabled(true).background(Color.accent)
                Text("Runtime").foregroundColor(.white).background(theme.tint)
                Text("Shape").foregroundStyle(.white).background(RoundedRectangle(cornerRadius: 4).fill(Color.accent))
                Text("Big").font(.largeTitle).foregroundColor(.white).background(Color.blue)
                Text("Bold").foregroundColor(.white).font(.system(size: 20, weight: .bold)).background(Color.blue)
                Text("Small").foregroundColor(.white).font(.system(size: 20)).background(Color.blue)
                VStack {
                    Text("In stack").foregroundColor(.white)
                    Text("Own background").foregroundColor(.white).background(Color.black)
                    HStack { Image(systemName: "x"); Text("Nested").foregroundStyle(.white).font(.title3) }
                }
                .background(Color.blue)
                ZStack {
                    Text("Under").foregroundColor(.white)
                    Color.accent.ignoresSafeArea()
                    Text("Over").foregroundColor(.white)
                    RoundedRectangle(cornerRadius: 8).fill(Color.black)
                    VStack { Text("On black").foregroundColor(.white) }
                }
                .background(Color.blue)
            }
        }
        final class Badge: UILabel {
            func style() {
                self.textColor = UIColor(white: 0.6, alpha: 1)
                self.backgroundColor = .white
            }
        }
        final class Pill: UIButton {
            func style() {
                setTitleColor(UIColor(white: 0.6, alpha: 1), for: .disabled)
                setTitleColor(.white, for: .normal)
                backgroundColor = UIColor(red: 0.110, green: 0.525, blue: 0.8, alpha: 1)
                title.font = .boldSystemFont(ofSize: 20)
                title.textColor = .white
                title.backgroundColor = UIColor(red: 0.110, green: 0.525, blue: 0.8, alpha: 1)
            }
        }
        """
        let result = lint([("App/Colors.swift", colors), ("App/Views.swift", views)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Views.swift:5:38 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.accent) #FF8C61 is 2.28:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:9:39 contrast: .foregroundStyle(.white) #FFFFFF on .background(RoundedRectangle(cornerRadius: 4).fill(Color.accent)) #FF8C61 is 2.28:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:12:39 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.blue) #1C86CC is 3.93:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:14:46 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.blue) #1C86CC is 3.93:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:16:77 contrast: .foregroundStyle(.white) #FFFFFF on .background(Color.blue) #1C86CC is 3.93:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:20:43 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.blue) #1C86CC is 3.93:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:22:42 contrast: .foregroundColor(.white) #FFFFFF on Color.accent.ignoresSafeArea() #FF8C61 is 2.28:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:31:26 contrast: self.textColor #999999 on self.backgroundColor #FFFFFF is 2.84:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:38:23 contrast: self.setTitleColor(_:for: .normal) #FFFFFF on backgroundColor #1C86CC is 3.93:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// Text with no background in its file is read on the page: only a platform colour or a literal (a design's own
    /// colour lies on that design's surfaces), only in a file that paints no fill and outside anything that draws it
    /// over one (a `ZStack`, a button, a style), and only where it fails in every mode on the system background, which
    /// gives any colour its best contrast. Apple's label colours are left to the platform.
    func testTextWithNoBackgroundIsReadOnEveryPageTheSystemDraws() {
        let colors = "import SwiftUI\nextension Color {\n    static let themedSecondary = Color(white: 0.8)\n}\n"
        let views = """
        import SwiftUI
        struct Row: View {
            let text: Text
            var body: some View {
                text.font(.body).foregroundColor(Color(UIColor.systemGray3))
                Image(systemName: "info.circle").foregroundColor(Color(UIColor.systemGray5))
                Text("Caption").foregroundColor(Color(UIColor.tertiaryLabel))
                Text("On any page").foregroundColor(.white)
                Text("Keeps its place").foregroundColor(.clear)
                Text("Grey").foregroundColor(Color(white: 0.8))
                Text("Themed").foregroundColor(.themedSecondary)
                Text("Hidden").foregroundColor(Color(UIColor.systemGray3)).opacity(0.5)
                Button { } label: { Text("Label").foregroundColor(Color(UIColor.systemGray3)) }
                Text("Inverse").foregroundColor(Color(UIColor.systemBackground))
                Divider().foregroundColor(Color(UIColor.systemGray5))
                ProgressView().foregroundColor(Color(UIColor.systemGray5))
            }
        }
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.foregroundColor(Color(UIColor.systemGray3))
            }
        }
        """
        // A file painting a fill anywhere (a toast's `.background`) may draw any of its views on it; a background
        // colour as text (`systemBackground`) is drawn on an inverse fill; a divider or a progress bar draws no text.
        let toast = """
        import SwiftUI
        struct Toast<Content: View>: View {
            let content: Content
            var body: some View { content.padding().background(Color(UIColor.label)) }
        }
        struct Message: View {
            var body: some View { Text("Saved").font(.body).foregroundColor(Color(UIColor.systemGray3)) }
        }
        struct Stacked: View {
            var body: some View { ZStack { Text("Over").foregroundColor(Color(UIColor.systemGray3)) } }
        }
        """
        let result = lint([("App/Colors.swift", colors), ("App/Views.swift", views), ("App/Toast.swift", toast)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Views.swift:5:42 contrast: .foregroundColor(Color(UIColor.systemGray3)) #48484A on the page (no background is set here: the system background) #000000 is 2.30:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:5:42 contrast: .foregroundColor(Color(UIColor.systemGray3)) #C7C7CC on the page (no background is set here: the system background) #FFFFFF is 1.68:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:6:58 contrast: .foregroundColor(Color(UIColor.systemGray5)) #2C2C2E on the page (no background is set here: the system background) #000000 is 1.50:1 in dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "App/Views.swift:6:58 contrast: .foregroundColor(Color(UIColor.systemGray5)) #E5E5EA on the page (no background is set here: the system background) #FFFFFF is 1.25:1 in light mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
        ])
    }

    /// UIKit: a plain label the file makes (`UILabel()`) and gives no background of its own, added to a view of the
    /// same block, is read on that view's background (`countLabel.textColor = .white`, `addSubview(countLabel)`,
    /// `backgroundColor = brand`). A label handed in as a parameter is made elsewhere: no pair. A platform colour read
    /// through the file's `typealias PlatformColor = UIColor` is the platform's.
    func testALabelIsReadOnTheBackgroundOfTheViewItIsAddedTo() {
        let colors = "import UIKit\nextension UIColor {\n  static let brand = UIColor(red: 0.522, green: 0.541, blue: 0.98, alpha: 1)\n}\n"
        let views = """
        import UIKit
        final class CountView: UIView {
            let countLabel = UILabel()
            let titleLabel = UILabel()
            let plainLabel = UILabel()
            init() {
                countLabel.textColor = PlatformColor.white
                titleLabel.textColor = .white
                titleLabel.backgroundColor = .black
                plainLabel.textColor = .white
                super.init(frame: .zero)
                addSubview(countLabel)
                self.addSubview(titleLabel)
                backgroundColor = .brand
            }
        }
        final class Cell: UITableViewCell {
            func configure(_ label: UILabel) {
                label.textColor = .white
                contentView.addSubview(label)
                self.contentView.backgroundColor = .brand
            }
        }
        typealias PlatformColor = UIColor
        """
        let result = lint([("App/Colors.swift", colors), ("App/Views.swift", views)], rules: [ContrastRule()])
        // The title has a background of its own (white on black passes); the plain label is added to nothing.
        XCTAssertEqual(lines(result.findings), [
            "App/Views.swift:7:32 contrast: countLabel.textColor #FFFFFF on backgroundColor #858AFA is 2.99:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// UIKit and AppKit draw a swipe action's title (or image, when it has one: an icon, 3:1) in white on the colour
    /// it is given: an action of the function (or property) it is made in, and not one whose image, given in that
    /// function, keeps its own colours. Colours read through a file's `typealias RSColor = UIColor` and unwrapped (`UIColor(named:)!`)
    /// are the colour sets they name.
    func testASwipeActionIsWhiteOnItsColour() {
        let star = ("App/Assets.xcassets/StarColor.colorset/Contents.json", colorSetContents("#F9C634", dark: nil))
        let accent = ("App/Assets.xcassets/Accent.colorset/Contents.json", colorSetContents("#086AEE", dark: "#2D80F1"))
        let assets = """
        import UIKit
        #if os(macOS)
        typealias RSColor = NSColor
        #else
        typealias RSColor = UIColor
        #endif
        struct Assets {
            struct Colors {
                static let star = RSColor(named: "StarColor")!
                static let accent = UIColor(named: "Accent")!
            }
        }
        """
        let timeline = """
        import UIKit
        final class Timeline {
            func actions(starred: Bool) -> UISwipeActionsConfiguration {
                let starAction = UIContextualAction(style: .normal, title: "Star") { _, _, done in done(true) }
                starAction.image = starred ? UIImage(systemName: "star") : UIImage(systemName: "star.fill")
                starAction.backgroundColor = Assets.Colors.star
                let readAction = UIContextualAction(style: .normal, title: "Read") { _, _, done in done(true) }
                readAction.backgroundColor = Assets.Colors.accent
                let view = UIView()
                view.backgroundColor = Assets.Colors.star
                let flagAction = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
                flagAction.image = UIImage(named: "flag")?.withTintColor(.black, renderingMode: .alwaysOriginal)
                flagAction.backgroundColor = Assets.Colors.star
                return UISwipeActionsConfiguration(actions: [starAction, readAction, flagAction])
            }
            func header() -> UIView {
                let readAction = UIView()
                readAction.backgroundColor = Assets.Colors.accent
                return readAction
            }
            private var archiveAction: UIContextualAction {
                let flagAction = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
                flagAction.backgroundColor = Assets.Colors.star
                return flagAction
            }
        }
        """
        let result = lint([star, accent, ("App/Assets.swift", assets), ("App/Timeline.swift", timeline)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Timeline.swift:6:38 contrast: starAction's image (white) #FFFFFF on starAction.backgroundColor #F9C634 is 1.59:1 in light and dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "App/Timeline.swift:8:38 contrast: readAction's title (white) #FFFFFF on readAction.backgroundColor #2D80F1 is 3.83:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Timeline.swift:23:38 contrast: flagAction's title (white) #FFFFFF on flagAction.backgroundColor #F9C634 is 1.59:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// A label or button that may have a background of its own is not read on its parent's: one given it in another
    /// method, in a lazy initialiser, through its layer, as a background image or a border style, by a function it is
    /// handed to, or by its own class; `self.title` and `title` are one view.
    func testAViewThatMayHaveItsOwnBackgroundIsNotReadOnItsParents() {
        let colors = "import UIKit\nextension UIColor {\n  static let paper = UIColor(white: 1, alpha: 1)\n  static let ink = UIColor(white: 0.1, alpha: 1)\n}\n"
        let views = """
        import UIKit
        final class Views: UIView {
            let title = UILabel()
            let tag = UILabel()
            let pill = UILabel()
            let signIn = UIButton(type: .system)
            let field = UILabel()
            let login = PrimaryButton()
            lazy var badge: UILabel = {
                let label = UILabel()
                label.backgroundColor = .ink
                return label
            }()
            func setUp() {
                backgroundColor = .paper
                self.title.backgroundColor = .ink
                title.textColor = .paper
                addSubview(title)
                tag.textColor = .paper
                addSubview(tag)
                pill.textColor = .paper
                pill.layer.backgroundColor = UIColor.ink.cgColor
                addSubview(pill)
                signIn.setTitleColor(.paper, for: .normal)
                signIn.setBackgroundImage(UIImage(named: "fill"), for: .normal)
                addSubview(signIn)
                field.textColor = .paper
                Style.apply(to: field)
                addSubview(field)
                login.setTitleColor(.paper, for: .normal)
                addSubview(login)
                badge.textColor = .paper
                addSubview(badge)
            }
            func styleTag() { tag.backgroundColor = .ink }
        }
        """
        let result = lint([("App/Colors.swift", colors), ("App/Views.swift", views)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [])
        // The same file with the tag's own background taken away: white on white.
        let bare = views.replacingOccurrences(of: "    func styleTag() { tag.backgroundColor = .ink }\n", with: "")
        XCTAssertEqual(lines(lint([("App/Colors.swift", colors), ("App/Views.swift", bare)], rules: [ContrastRule()]).findings), [
            "App/Views.swift:19:25 contrast: tag.textColor #FFFFFF on backgroundColor #FFFFFF is 1.00:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// A stack's foreground colour tints what its children draw: a stack of SF Symbols, template images (and spacers)
    /// is an icon held to 3:1, one of asset images or shapes draws no text, one with text, a child not known (an `if`)
    /// or an overlay of text (or of content not read) is text; an overlay of shapes (a ring, a badge's dot) adds none.
    func testAStackDrawsWhatItsChildrenDraw() {
        let colors = "import SwiftUI\nextension Color {\n  static let blue = Color(red: 0.110, green: 0.525, blue: 0.8)\n"
            + "  static let sky = Color(red: 0.4, green: 0.7, blue: 1)\n}\n"
        let views = """
        import SwiftUI
        struct Views: View {
            var body: some View {
                VStack { Asset.addComment.swiftUIImage.padding(6) }.foregroundColor(.white).background(Color.sky)
                HStack { Image(systemName: "plus"); Spacer() }.foregroundColor(.white).background(Color.sky)
                HStack { VStack { Image(systemName: "plus") }; Image("logo") }.foregroundColor(.white).background(Color.sky)
                HStack { Image(systemName: "plus"); Text("Add") }.foregroundColor(.white).background(Color.sky)
                HStack { if flag { Image(systemName: "plus") } }.foregroundColor(.white).background(Color.sky)
                VStack { Image(systemName: "plus") }.foregroundColor(.white).background(Color.blue)
            HStack { Image("banner") }.overlay(Text("SALE")).foregroundColor(.white).background(Color.sky)
            HStack { Image("arrow").renderingMode(.template) }.foregroundColor(.white).background(Color.sky)
                Image(systemName: "bell").overlay(Circle().stroke(lineWidth: 1)).foregroundColor(.white).background(Color.blue)
                HStack { Image(systemName: "bell") }.overlay(alignment: .topTrailing) { Circle().frame(width: 6, height: 6) }
                    .foregroundColor(.white).background(Color.blue)
                Image(systemName: "bell").overlay(Text("3")).foregroundColor(.white).background(Color.blue)
                Image(systemName: "bell").overlay(badge).foregroundColor(.white).background(Color.blue)
            }
        }
        """
        let result = lint([("App/Colors.swift", colors), ("App/Views.swift", views)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Views.swift:5:72 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.sky) #66B3FF is 2.22:1 in light and dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "App/Views.swift:6:88 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.sky) #66B3FF is 2.22:1 in light and dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "App/Views.swift:7:75 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.sky) #66B3FF is 2.22:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:8:74 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.sky) #66B3FF is 2.22:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:10:70 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.sky) #66B3FF is 2.22:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:11:72 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.sky) #66B3FF is 2.22:1 in light and dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "App/Views.swift:15:70 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.blue) #1C86CC is 3.93:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Views.swift:16:66 contrast: .foregroundColor(.white) #FFFFFF on .background(Color.blue) #1C86CC is 3.93:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// A preset used by name where it is deprecated (`.soft`, renamed `small`) is reported at the use, naming the current
    /// preset of the same value; a current name, or a name the scale does not know, is not.
    func testDeprecatedPresetsUsedByName() {
        let presets = """
        extension W3WCornerRadius {
          static let small: W3WCornerRadius = 8.0
          @available(*, deprecated, renamed: "small")
          static let soft: W3WCornerRadius = 8.0
        }
        """
        let view = """
        import UIKit
        import W3WSwiftThemes
        func style(_ scheme: W3WScheme?) -> W3WScheme? {
            let a = scheme?.with(cornerRadius: .soft)
            let b = scheme?.with(cornerRadius: .small)
            return a ?? b ?? scheme?.with(cornerRadius: .unknownName)
        }
        """
        let result = lint([("Sources/Design/Presets.swift", presets), ("Sources/Design/Dismiss.swift", view)], rules: [PresetsRule()])
        XCTAssertEqual(lines(result.findings), [
            "Sources/Design/Dismiss.swift:4:40 corner-radius: cornerRadius preset `soft` in `.with(cornerRadius:)` is deprecated; use `small` (the same 8)",
        ])
    }

    /// Depth never drives recursion: a chain of 5,000 colour constants, each naming the next, and 5,000 nested
    /// parentheses in a layout value are read without a crash; what is too deep is a note, not a guess.
    func testDeepChainsAreBounded() {
        var source = "import UIKit\nenum Chain {\n"
        for index in stride(from: 4999, through: 1, by: -1) { source += "  static let c\(index): UIColor = c\(index - 1)\n" }
        source += "  static let c0 = UIColor(white: 0, alpha: 1)\n}\n"
        let nested = "import UIKit\nlet v = UIEdgeInsets(top: " + String(repeating: "(", count: 5000) + "8" + String(repeating: ")", count: 5000) + ")\n"
        let (themes, findings) = assemble([("App/Chain.swift", source), ("App/Nested.swift", nested)])
        // A note per constant, or one for the constants of the file skipped alike ("(and 176 more colours in this file)").
        let skipped = findings.filter { $0.ruleID == "not-evaluated" }.map { finding in
            1 + (finding.message.firstMatch(of: /\(and (\d+) more colours? in this file\)/).flatMap { Int($0.1) } ?? 0)
        }
        XCTAssertEqual(themes.first?.palette.count, 5000 - skipped.reduce(0, +))
        XCTAssertEqual(findings.filter { $0.message.contains("references deep") }.count, 1, "one note for the constants too deep")
        XCTAssertEqual(findings.filter { $0.location.line == 3 }.map(\.message), ["not evaluated: Chain.c4999 uses Chain.c4998, which is not evaluated"])
        XCTAssertTrue(findings.contains { $0.message.hasSuffix("is more than 200 references deep; it was not evaluated") })
    }

    /// A colour written as a literal where code uses it is judged by the palette in reach, naming the nearest palette
    /// colour; design constants, conversions, pure white and black, and greys beside a palette without greys are not.
    func testColourLiteralsInCodeAgainstThePalette() {
        let palette = """
        import SwiftUI
        import UIKit
        enum Palette {
            static let info = UIColor(hex: "#F1F2F4")
            // The palette's own making (a blend read through a switch) is no use off the palette.
            static func blended(_ dark: Bool) -> UIColor { dark ? UIColor(hex: "#445566") : UIColor(hex: "#F1F2F4") }
            static let accent = Color(red: 1, green: 0.549, blue: 0.380)
        }
        // A view below the palette, in its file, is judged as any other.
        struct Chip: View { var body: some View { Text("x").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6)) } }
        """
        let view = """
        import SwiftUI
        import UIKit
        struct Banner: View {
            var body: some View {
                Text("Hi").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))
                    .background(Color(uiColor: Palette.info))
                    .border(Color.white)
                    .shadow(color: Color(white: 0.5), radius: 2)
            }
        }
        func tint() -> UIColor { UIColor(hex: "#F2F3F4") }
        """
        let result = lint([("Kit/Palette.swift", palette), ("Kit/Banner.swift", view)], rules: [PaletteRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/Banner.swift:5:36 palette: colour #336699 in `Color(red:green:blue:)` is not a palette colour; no palette colour is near it (the nearest, Palette.accent #FF8C61, is ΔE_OK 0.354 away)",
            "Kit/Banner.swift:11:26 palette: colour #F2F3F4 in `UIColor(hex:)` is not a palette colour; nearest: Palette.info #F1F2F4 (ΔE_OK 0.003)",
            "Kit/Palette.swift:10:69 palette: colour #336699 in `Color(red:green:blue:)` is not a palette colour; no palette colour is near it (the nearest, Palette.accent #FF8C61, is ΔE_OK 0.354 away)",
        ])
    }

    /// A platform's named hue chosen in a view (`UIColor.red`, SwiftUI's `.blue`) is judged by the palette like a
    /// literal, where the code says which type it is: UIKit's fixed values, SwiftUI's system colours per appearance.
    /// Only a hue the palette has something like (within ΔE_OK 0.15) is a miss. `.systemRed`, semantic colours, an
    /// implicit member the code does not type, previews, gradients and `#if DEBUG` code are not judged.
    func testNamedHuesInCodeAgainstThePalette() {
        let palette = """
        import UIKit
        enum Palette {
            static let danger = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
            static let brand = UIColor(red: 0.333, green: 0.173, blue: 0.984, alpha: 1)
        }
        """
        let view = """
        import SwiftUI
        import UIKit
        struct Dot: View {
            var body: some View {
                Circle().fill(.blue)
                Text("x").foregroundColor(.red).background(LinearGradient(colors: [Color.blue, .red], startPoint: .top, endPoint: .bottom))
                Text("y").foregroundStyle(Color.secondary).tint(.systemRed)
            }
        }
        enum Row {
            case logout, name
            var textColor: UIColor {
                switch self {
                case .name: return .label
                case .logout: return .red
                }
            }
            var style: Style { return .red }
        }
        func badge(_ view: UIImageView, _ label: UILabel) {
            view.tintColor = .gray
            label.textColor = UIColor.orange
            let configuration = UIImage.SymbolConfiguration(paletteColors: [.red, .white])
            view.backgroundColor = .green
        }
        #if DEBUG && os(iOS)
        func debugBadge(_ label: UILabel) { label.textColor = UIColor.orange }
        #else
        func releaseBadge(_ label: UILabel) { label.textColor = UIColor.orange }
        #endif
        """
        let result = lint([("Kit/Palette.swift", palette), ("Kit/Dot.swift", view)], rules: [PaletteRule()])
        // SwiftUI's `.red` is the palette's danger in light (#FF3B30): on it, whatever dark makes of it. The grey is
        // not judged, as the palette has no greys; nor is the green, as the palette has nothing like it.
        XCTAssertEqual(lines(result.findings), [
            "Kit/Dot.swift:5:23 palette: colour #007AFF in `.blue` is not a palette colour; nearest: Palette.brand #552CFB (ΔE_OK 0.145)",
            "Kit/Dot.swift:15:30 palette: colour #FF0000 in `.red` is not a palette colour; nearest: Palette.danger #FF3B30 (ΔE_OK 0.037)",
            "Kit/Dot.swift:22:23 palette: colour #FF8000 in `UIColor.orange` is not a palette colour; nearest: Palette.danger #FF3B30 (ΔE_OK 0.126)",
            "Kit/Dot.swift:23:69 palette: colour #FF0000 in `.red` is not a palette colour; nearest: Palette.danger #FF3B30 (ΔE_OK 0.037)",
            "Kit/Dot.swift:29:57 palette: colour #FF8000 in `UIColor.orange` is not a palette colour; nearest: Palette.danger #FF3B30 (ΔE_OK 0.126)",
        ])
    }

    /// An implicit `.red` assigned to a property is of the type the file gives the property: SwiftUI's red for a
    /// `Color` (the palette's danger, no finding), none for a team's own `Tone`, UIKit's where the file is UIKit code
    /// and says nothing else; a SwiftUI file says nothing of UIKit. A SwiftUI hue that is a palette colour in some mode
    /// at its value there (a set of systemRed's light and dark) is that colour.
    func testAHueIsOfTheTypeTheFileGivesIt() {
        let palette = """
        import UIKit
        enum Palette {
            static let danger = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
            static let brand = UIColor(red: 0.333, green: 0.173, blue: 0.984, alpha: 1)
        }
        """
        let model = """
        import SwiftUI
        final class BannerModel: ObservableObject {
            @Published var backgroundColor: Color = .clear
            func showError() { backgroundColor = .red }
        }
        struct Style { var textColor: Tone; var backgroundColor: Color }
        func restyle(_ style: inout Style) {
            style.textColor = .red
            style.backgroundColor = .blue
        }
        """
        let views = """
        import UIKit
        final class ToneView: UIView {
            var textColor: Tone = .red
            func update() { textColor = .red }
        }
        """
        let badge = "import UIKit\nfunc badge(_ label: UILabel) { label.textColor = .red }\n"
        let swiftUIOnly = "import SwiftUI\nfunc paint(_ label: Label) { label.textColor = .red }\n"
        let card = """
        import UIKit
        struct Card { enum Color { case blue, black }; var color: Color }
        func isBlue(_ card: Card, _ dot: UIView) -> Bool { card.color == Color.blue || dot.backgroundColor == UIColor.red }
        """
        let result = lint([("Kit/Palette.swift", palette), ("Kit/Model.swift", model), ("Kit/Views.swift", views), ("Kit/Badge.swift", badge),
                           ("Kit/Other.swift", swiftUIOnly), ("Kit/Card.swift", card)], rules: [PaletteRule()])
        // A file that types `textColor` otherwise anywhere (ToneView's) leaves all its `textColor = .red` alone; a
        // file's own `Color` is no platform colour, and a comparison paints nothing.
        XCTAssertEqual(lines(result.findings), [
            "Kit/Badge.swift:2:50 palette: colour #FF0000 in `.red` is not a palette colour; nearest: Palette.danger #FF3B30 (ΔE_OK 0.037)",
            "Kit/Model.swift:9:29 palette: colour #007AFF in `.blue` is not a palette colour; nearest: Palette.brand #552CFB (ΔE_OK 0.145)",
        ])
        let danger = ("Kit/Assets.xcassets/Danger.colorset/Contents.json", colorSetContents("#FF3B30", dark: "#FF453A"))
        let text = "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n"
        XCTAssertEqual(lines(lint([danger, ("Kit/A.swift", text)], rules: [PaletteRule()]).findings), [])
        // A literal of the light value does not adapt: it misses the set in dark, and says so.
        let literal = text.replacingOccurrences(of: ".red", with: "Color(red: 1, green: 0.231, blue: 0.188)")
        XCTAssertEqual(lines(lint([danger, ("Kit/A.swift", literal)], rules: [PaletteRule()]).findings), [
            "Kit/A.swift:3:53 palette: colour #FF3B30 in `Color(red:green:blue:)` is not a palette colour in dark mode; nearest: Danger #FF453A (ΔE_OK 0.013)",
        ])
    }

    /// A hue that paints a mask (SwiftUI's `.mask`, a layer named for one or made one) or a layer's gradient stops is not
    /// judged; a name that only contains the letters (`unmaskedTitle`) is no mask. Nor are hues a switch picks to
    /// tell three or more things apart (an account's colour in a log).
    func testAHuePaintingAMaskOrGradientStopsIsNotJudged() {
        let palette = "import UIKit\nenum Palette {\n    static let danger = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)\n"
            + "    static let brand = UIColor(red: 0.333, green: 0.173, blue: 0.984, alpha: 1)\n}\n"
        let views = """
        import SwiftUI
        import UIKit
        struct Photo: View {
            var body: some View {
                Image("photo").mask { Rectangle().fill(.blue) }
                Image("photo").mask(Circle().fill(Color.blue))
            }
        }
        func layers(_ gradientMask: CAGradientLayer, _ fade: CAGradientLayer, _ unmaskedTitle: UILabel, _ avatar: UIView) {
            gradientMask.colors = [UIColor.red.cgColor, UIColor.clear.cgColor]
            fade.colors = [UIColor.red.cgColor]
            unmaskedTitle.textColor = .red
            let shape = CAShapeLayer()
            shape.fillColor = UIColor.red.cgColor
            avatar.layer.mask = shape
        }
        enum Account {
            case local, cloud, feedly
            var logColor: Color {
                switch self {
                case .local: return .blue
                case .cloud: return .purple
                case .feedly: return .red
                }
            }
        }
        """
        XCTAssertEqual(lines(lint([("Kit/Palette.swift", palette), ("Kit/Photo.swift", views)], rules: [PaletteRule()]).findings), [
            "Kit/Photo.swift:12:31 palette: colour #FF0000 in `.red` is not a palette colour; nearest: Palette.danger #FF3B30 (ΔE_OK 0.037)",
        ])
    }

    /// A named hue misses a palette colour of about its colourfulness only: SwiftUI's `.gray` is no miss of a pale
    /// blue accent 0.144 away, but is of a slate grey.
    func testANamedGreyIsNoMissOfAColour() {
        let palette = "import SwiftUI\nenum Palette {\n    static let accent = Color(red: 0.369, green: 0.616, blue: 0.953)\n}\n"
        let view = "import SwiftUI\nstruct Empty: View {\n    var body: some View { Text(\"None\").foregroundColor(.gray) }\n}\n"
        XCTAssertEqual(lines(lint([("Kit/Palette.swift", palette), ("Kit/Empty.swift", view)], rules: [PaletteRule()]).findings), [])
        let slate = palette.replacingOccurrences(of: "}\n", with: "    static let slate = Color(red: 0.592, green: 0.616, blue: 0.678)\n}\n")
        XCTAssertEqual(lines(lint([("Kit/Palette.swift", slate), ("Kit/Empty.swift", view)], rules: [PaletteRule()]).findings), [
            "Kit/Empty.swift:3:56 palette: colour #8E8E93 in `.gray` is not a palette colour; nearest: Palette.slate #979DAD (ΔE_OK 0.051)",
        ])
    }

    /// A team's own helpers that make a colour from numbers in one statement (`static func rgba(_:_:_:alpha:)`,
    /// `convenience init(r:g:b:)`, a top-level `rgb(_:_:_:)`) are read as the statement with the arguments in place;
    /// a helper that does anything else, or calls itself, stays a note.
    func testColourHelpersMakeTheirStatementsColourWithTheArgumentsGiven() {
        let source = """
        import UIKit
        import SwiftUI
        extension UIColor {
            static let ink: UIColor = .rgba(16, 21, 23)
            static let brand = UIColor.rgba(29, 79, 196, alpha: 0.5)
            static let mist = UIColor(r: 240, g: 240, b: 240)
            static let sea: UIColor = rgb(0, 128, 255)
            static let loop: UIColor = .again(1)
            static let random: UIColor = .shuffled(3)
            static let missing = UIColor(r: 1, g: 2)

            static func rgba(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1.0) -> UIColor {
                UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
            }
            convenience init(r: CGFloat, g: CGFloat, b: CGFloat) {
                self.init(red: r / 255, green: g / 255, blue: (b + 0) / 255, alpha: 1)
            }
            static func again(_ value: CGFloat) -> UIColor { .again(value) }
            static func shuffled(_ seed: Int) -> UIColor { UIColor(white: CGFloat(seed.hashValue % 2), alpha: 1) }
        }
        func rgb(_ red: Double, _ green: Double, _ blue: Double) -> UIColor { UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1) }
        """
        let (themes, findings) = assemble([("Kit/Colors.swift", source)])
        XCTAssertEqual(palette(themes.first), [
            "4:16 UIColor.ink #101517 #101517",
            "5:16 UIColor.brand #1D4FC480 #1D4FC480",
            "6:16 UIColor.mist #F0F0F0 #F0F0F0",
            "7:16 UIColor.sea #0080FF #0080FF",
        ])
        XCTAssertEqual(lines(findings), [
            "Kit/Colors.swift:8:32 not-evaluated: not evaluated: UIColor.loop calls `.again(_:)`, which w3wlint does not know as a colour",
            "Kit/Colors.swift:9:34 not-evaluated: not evaluated: UIColor.random calls `.shuffled(_:)`, which w3wlint does not know as a colour",
            "Kit/Colors.swift:10:26 not-evaluated: not evaluated: UIColor.missing calls `UIColor(r:g:)`, which w3wlint does not know as a colour",
        ])
    }

    /// Helpers as Swift reads them: the caller's names from the caller (`faded(brand)` in `Theme` is `Theme.brand`), a
    /// static function of the team's own whatever its labels (`.hsb(hue:saturation:brightness:)`), a helper used in its
    /// own argument in either order; one that doubles its work a level is cut after its budget, in a moment.
    func testColourHelpersAreReadInTheCallersScopeAndWithinBudget() {
        let helpers = (1...40).map { "    static func h\($0)(_ x: CGFloat) -> UIColor { UIColor(light: .h\($0 - 1)(x), dark: .h\($0 - 1)(x)) }" }
        let source = """
        import UIKit
        extension UIColor {
            static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            static func faded(_ c: UIColor, by a: CGFloat) -> UIColor { c.withAlphaComponent(a) }
            static func hsb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> UIColor {
                UIColor(hue: hue / 360, saturation: saturation / 100, brightness: brightness / 100, alpha: 1)
            }
            static func dyn(_ light: UIColor, _ dark: UIColor) -> UIColor { UIColor { $0.userInterfaceStyle == .dark ? dark : light } }
            static let surface: UIColor = .dyn(.white, ink)
            static let ink: UIColor = .dyn(.black, .white)
            static let sky: UIColor = .hsb(hue: 200, saturation: 80, brightness: 90)
            static func h0(_ x: CGFloat) -> UIColor { UIColor(white: x, alpha: 1) }
        \(helpers.joined(separator: "\n"))
            static let deep: UIColor = .h40(0.5)
        }
        enum Theme {
            static let brand = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            static let brandFaded = UIColor.faded(brand, by: 0.5)
        }
        """
        let started = Date()
        let (themes, findings) = assemble([("Kit/Colors.swift", source)])
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "2^40 helper calls would never end")
        XCTAssertEqual(palette(themes.first), [
            "3:16 UIColor.brand #FF0000 #FF0000",
            "9:16 UIColor.surface #FFFFFF #FFFFFF (defines light, dark)",
            "10:16 UIColor.ink #000000 #FFFFFF (defines light, dark)",
            "11:16 UIColor.sky #2EA8E6 #2EA8E6",
            "56:16 Theme.brand #0000FF #0000FF",
            "57:16 Theme.brandFaded #0000FF80 #0000FF80",
        ])
        XCTAssertEqual(lines(findings), [
            "Kit/Colors.swift:53:32 not-evaluated: not evaluated: UIColor.deep calls `.h40(_:)`, which w3wlint does not know as a colour",
        ])
    }

    /// SwiftGen's accessors name colour sets: `ColorAsset(name: "TextSecondary")` and `ThemeAssets.x.swiftUIColor` (and a
    /// theme's constants made of them) are the set's colour in views, never a second palette entry or pair of it (a set
    /// the run does not hold leaves its pairs unread, as generated code names every set of a catalog); an image of the
    /// catalog through SwiftGen (`CoreAssets.x.swiftUIImage`) draws no text, and an SF Symbol is an icon (3:1).
    func testSwiftGenColourAssetsAreTheirColourSets() {
        let assets = """
        import SwiftUI
        public enum ThemeAssets {
          public static let textSecondary = ColorAsset(name: "TextSecondary")
          public static let background = ColorAsset(name: "Background")
          public static let missing = ColorAsset(name: "Missing")
        }
        """
        let theme = """
        import SwiftUI
        public struct Theme {
            public enum Colors {
                public private(set) static var textSecondary = ThemeAssets.textSecondary.swiftUIColor
                public private(set) static var background = ThemeAssets.background.swiftUIColor
                public private(set) static var missing = ThemeAssets.missing.swiftUIColor
            }
        }
        """
        let view = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("x").foregroundColor(Theme.Colors.textSecondary).background(Theme.Colors.background)
                CoreAssets.delete.swiftUIImage.foregroundColor(Theme.Colors.textSecondary).background(Theme.Colors.background)
                Text("y").foregroundColor(Theme.Colors.missing).background(Theme.Colors.background)
                Image(systemName: "checkmark").foregroundColor(Theme.Colors.textSecondary).background(Theme.Colors.background)
            }
        }
        """
        let result = lint([("Theme/Assets.xcassets/TextSecondary.colorset/Contents.json", colorSetContents("#97A5BB", dark: "#79889F")),
                           ("Theme/Assets.xcassets/Background.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#18202E")),
                           ("Theme/SwiftGen/ThemeAssets.swift", assets), ("Theme/Theme.swift", theme), ("App/Row.swift", view)],
                          rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Row.swift:4:35 contrast: .foregroundColor(Theme.Colors.textSecondary) #97A5BB on .background(Theme.Colors.background) #FFFFFF is 2.49:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Row.swift:7:56 contrast: .foregroundColor(Theme.Colors.textSecondary) #97A5BB on .background(Theme.Colors.background) #FFFFFF is 2.49:1 in light mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "Theme/Assets.xcassets/TextSecondary.colorset/Contents.json:1:47 contrast: TextSecondary #97A5BB on Background #FFFFFF is 2.49:1 in light mode, below WCAG AA 4.5:1 for text (scheme Assets.xcassets)",
        ])
    }

    /// A pair drawn in a view names, as related places, where its colours are defined: through aliases and SwiftGen
    /// to the colour set's appearance or the constant that computes the value, per mode; a literal in the view is
    /// defined where it is drawn and names nothing.
    func testAViewPairNamesWhereItsColoursAreDefined() {
        let colors = """
        import UIKit
        public enum ThemeAssets { public static let muted = ColorAsset(name: "Muted") }
        extension UIColor {
            static let ink = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
            static let text: UIColor = ink
            static let mist = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            static let night = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            static let paper = UIColor(light: mist, dark: night)
            static let muted = ThemeAssets.muted.color
        }
        """
        let view = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("a").foregroundColor(Color(uiColor: .text)).background(Color(uiColor: .paper))
                Text("b").foregroundColor(Color(uiColor: .muted)).background(Color(uiColor: .paper))
                Text("c").foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6)).background(Color(uiColor: .mist))
                Text("d").foregroundColor(Color("Same")).background(Color(uiColor: .mist))
            }
        }
        """
        let result = lint([("Kit/Assets.xcassets/Muted.colorset/Contents.json", colorSetContents("#97A5BB", dark: "#59687F")),
                           ("Kit/Assets.xcassets/Same.colorset/Contents.json", colorSetContents("#999999", dark: "#999999")),
                           ("Kit/Colors.swift", colors), ("App/Row.swift", view)], rules: [ContrastRule()])
        let related = result.findings.sorted(by: Finding.reportOrder).filter { $0.location.file == "App/Row.swift" }.map { finding in
            "\(finding.location.line) \(finding.message.contains("light and dark") ? "both" : finding.message.contains("dark mode") ? "dark" : "light"): "
                + finding.relatedLocations.map {
                "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
            }.joined(separator: " | ")
        }
        XCTAssertEqual(related, [
            "4 dark: Kit/Colors.swift:4:16 the foreground #999999 is defined here | Kit/Colors.swift:7:16 the background #808080 in dark mode is defined here",
            "4 light: Kit/Colors.swift:4:16 the foreground #999999 is defined here | Kit/Colors.swift:6:16 the background #FFFFFF in light mode is defined here",
            "5 dark: Kit/Assets.xcassets/Muted.colorset/Contents.json:1:248 the foreground #59687F in dark mode is defined here | Kit/Colors.swift:7:16 the background #808080 in dark mode is defined here",
            "5 light: Kit/Assets.xcassets/Muted.colorset/Contents.json:1:47 the foreground #97A5BB in light mode is defined here | Kit/Colors.swift:6:16 the background #FFFFFF in light mode is defined here",
            "6 both: Kit/Colors.swift:6:16 the background #FFFFFF is defined here",
            // Failing alike in both appearances, one finding names both appearances' definitions.
            "7 both: Kit/Assets.xcassets/Same.colorset/Contents.json:1:47 the foreground #999999 in light mode is defined here | "
                + "Kit/Colors.swift:6:16 the background #FFFFFF is defined here | "
                + "Kit/Assets.xcassets/Same.colorset/Contents.json:1:248 the foreground #999999 in dark mode is defined here",
        ])
    }

    /// A catalog whose folders provide namespaces names its sets with their path (`Colors/Brand/Blurple`), as SwiftGen
    /// writes them; and a design whose constants read a catalog through SwiftGen judges code by that catalog's colours,
    /// though none of them is its own palette entry.
    func testNamespacedColourSetsAndTheCatalogADesignReads() {
        let assets = """
        import UIKit
        public enum Asset { public enum Colors {
            public enum Brand { public static let blurple = ColorAsset(name: "Colors/Brand/Blurple") }
            public static let danger = ColorAsset(name: "Colors/danger")
        } }
        """
        let theme = "import UIKit\npublic enum SystemTheme {\n    public static let accent = Asset.Colors.Brand.blurple.color\n}\n"
        let view = """
        import UIKit
        final class Badge: UIView {
            let countLabel = UILabel()
            func setUp() {
                countLabel.textColor = .white
                addSubview(countLabel)
                backgroundColor = Asset.Colors.Brand.blurple.color
                tintColor = .red
            }
        }
        """
        let result = lint([("Kit/Asset/Assets.xcassets/Colors/Brand/Blurple.colorset/Contents.json", colorSetContents("#552CFB", dark: "#858AFA")),
                           ("Kit/Asset/Assets.xcassets/Colors/danger.colorset/Contents.json", colorSetContents("#FF3B30", dark: "#FF453A")),
                           ("Kit/Asset/Generated/Assets.swift", assets), ("Kit/Core/Theme/SystemTheme.swift", theme), ("Kit/UI/Badge.swift", view)],
                          rules: [ContrastRule(), PaletteRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/UI/Badge.swift:5:32 contrast: countLabel.textColor #FFFFFF on backgroundColor #858AFA is 2.99:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/UI/Badge.swift:8:21 palette: colour #FF0000 in `.red` is not a palette colour; nearest: danger #FF3B30 (ΔE_OK 0.037)",
        ])
        XCTAssertEqual(result.findings.first { $0.ruleID == "contrast" }?.relatedLocations.map { "\($0.location.file):\($0.location.line)" },
                       ["Kit/Asset/Assets.xcassets/Colors/Brand/Blurple.colorset/Contents.json:1"])
        // A widget's catalog holding the same sets alike changes nothing; one whose Blurple differs leaves it undecided.
        let files = [("Kit/Asset/Assets.xcassets/Colors/Brand/Blurple.colorset/Contents.json", colorSetContents("#552CFB", dark: "#858AFA")),
                     ("Kit/Asset/Assets.xcassets/Colors/danger.colorset/Contents.json", colorSetContents("#FF3B30", dark: "#FF453A")),
                     ("Kit/Asset/Generated/Assets.swift", assets), ("Kit/Core/Theme/SystemTheme.swift", theme), ("Kit/UI/Badge.swift", view)]
        let widget = "Widget/Assets.xcassets/Colors/Brand/Blurple.colorset/Contents.json"
        XCTAssertEqual(lines(lint(files + [(widget, colorSetContents("#552CFB", dark: "#858AFA"))], rules: [ContrastRule(), PaletteRule()]).findings),
                       lines(result.findings))
        XCTAssertEqual(lines(lint(files + [(widget, colorSetContents("#000000", dark: "#000000"))], rules: [ContrastRule()]).findings), [])
    }

    /// A Swift design whose constants read a catalog through SwiftGen, unannotated (`static let accent =
    /// Asset.Colors.Brand.blurple.color`), judges by that catalog's colours: a literal of Blurple's light value is on
    /// the palette in light (in dark it does not adapt), and white on `Theme.accent` is read at Blurple's values.
    func testADesignReadingACatalogThroughSwiftGenJudgesByIt() {
        let assets = """
        import UIKit
        public enum Asset { public enum Colors {
            public enum Brand { public static let blurple = ColorAsset(name: "Colors/Brand/Blurple") }
        } }
        """
        let theme = """
        import UIKit
        public enum Theme {
            public static let accent = Asset.Colors.Brand.blurple.color
            public static let ink = UIColor(white: 0.1, alpha: 1)
        }
        """
        let row = """
        import UIKit
        final class Row: UIView {
            func setUp(_ countLabel: UILabel) {
                countLabel.textColor = .white
                countLabel.backgroundColor = Theme.accent
                backgroundColor = UIColor(red: 0.333, green: 0.173, blue: 0.984, alpha: 1)
            }
        }
        """
        let result = lint([("Kit/Asset/Assets.xcassets/Colors/Brand/Blurple.colorset/Contents.json", colorSetContents("#552CFB", dark: "#858AFA")),
                           ("Kit/Asset/Generated/Assets.swift", assets), ("Kit/Core/Theme.swift", theme), ("Kit/Core/Row.swift", row)],
                          rules: [ContrastRule(), PaletteRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/Core/Row.swift:4:32 contrast: countLabel.textColor #FFFFFF on countLabel.backgroundColor #858AFA is 2.99:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Core/Row.swift:6:27 palette: colour #552CFB in `UIColor(red:green:blue:alpha:)` is not a palette colour in dark mode; no palette colour is near it (the nearest, Blurple #858AFA, is ΔE_OK 0.207 away)",
        ])
    }

    /// Only a member of a real `ColorAsset` is SwiftGen's accessor: `Brand.primary.color` where `Brand.primary` is
    /// something else is a constant like any other (here one w3wlint cannot evaluate, so a note), not left out unseen.
    /// One whose base the run does not define at all (SwiftGen's output not committed) is left out quietly.
    func testAColourMemberOfAnotherValueIsNoSwiftGenAccessor() {
        let theme = """
        import UIKit
        public enum ThemeAssets { public static let ink = ColorAsset(name: "Ink") }
        public enum Brand { public static let primary = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }
        public enum Palette {
            public static let ink = ThemeAssets.ink.color
            public static let brand: UIColor = Brand.primary.color
            public static let generated: UIColor = Asset.Colors.text.color
        }
        """
        let result = lint([("Theme/Assets.xcassets/Ink.colorset/Contents.json", colorSetContents("#101517", dark: "#F0F0F0")),
                           ("Theme/Theme.swift", theme)], rules: [PaletteRule()])
        XCTAssertEqual(lines(result.findings), [
            "Theme/Theme.swift:6:40 not-evaluated: not evaluated: Palette.brand uses `Brand.primary.color`, which no Swift file in the run defines as a colour w3wlint reads",
        ])
    }

    /// A colour constant of a view's own type or of a private type of constants (a toast's `private enum Constants`) is that
    /// view's choice: judged by the palette like a literal, at its value, and judging nothing itself. A type named
    /// for colours is a palette wherever it is but inside a view (`BadgeView.Colors`, Element's
    /// `PasswordStrengthView.StrengthColors`), where it is that view's.
    func testAViewsOwnColourConstantsAreJudgedByThePaletteNotPartOfIt() {
        let colors = """
        import UIKit
        extension UIColor {
            static let ink = UIColor(red: 16 / 255, green: 21 / 255, blue: 23 / 255, alpha: 1)
            static let alert = UIColor(red: 204 / 255, green: 24 / 255, blue: 24 / 255, alpha: 1)
            static let mist = UIColor(white: 0.94, alpha: 1)
        }
        """
        let toast = """
        import SwiftUI
        struct Toast: View {
            private enum Constants {
                static let background: Color = .init(uiColor: UIColor(red: 30 / 255, green: 30 / 255, blue: 30 / 255, alpha: 1))
                static let stripe: Color = .init(uiColor: UIColor.alert)
                static let tint = Color(red: 0.1, green: 0.2, blue: 0.3)
            }
            var body: some View { Text("x").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3)) }
        }
        struct BadgeView: View {
            enum Style { static let fill = Color(red: 0.9, green: 0.1, blue: 0.5) }
            private enum Colors { static let accent = Color(red: 0.5, green: 0.9, blue: 0.1) }
            var body: some View { Text("y").foregroundColor(Color(red: 0.5, green: 0.9, blue: 0.1)) }
        }
        """
        // A folder whose only colours are a view's own still has its literals judged by the palette above it.
        let feature = """
        import SwiftUI
        struct Card: View {
            private enum Constants { static let stroke = Color(red: 0.94, green: 0.94, blue: 0.94) }
            var body: some View { Text("z").foregroundColor(Color(red: 0.9, green: 0.1, blue: 0.5)) }
        }
        """
        let result = lint([("Kit/UIColor+Kit.swift", colors), ("Kit/Toast.swift", toast), ("Kit/Feature/Card.swift", feature)],
                          rules: [PaletteRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/Feature/Card.swift:4:53 palette: colour #E61A80 in `Color(red:green:blue:)` is not a palette colour; no palette colour is near it (the nearest, UIColor.alert #CC1818, is ΔE_OK 0.135 away)",
            "Kit/Toast.swift:4:40 palette: colour #1E1E1E in `Toast.Constants.background` is not a palette colour; nearest: UIColor.ink #101517 (ΔE_OK 0.045)",
            "Kit/Toast.swift:6:27 palette: colour #1A334D in `Toast.Constants.tint` is not a palette colour; no palette colour is near it (the nearest, UIColor.ink #101517, is ΔE_OK 0.132 away)",
            "Kit/Toast.swift:8:53 palette: colour #1A334D in `Color(red:green:blue:)` is not a palette colour; no palette colour is near it (the nearest, UIColor.ink #101517, is ΔE_OK 0.132 away)",
            "Kit/Toast.swift:11:36 palette: colour #E61A80 in `BadgeView.Style.fill` is not a palette colour; no palette colour is near it (the nearest, UIColor.alert #CC1818, is ΔE_OK 0.135 away)",
            "Kit/Toast.swift:12:47 palette: colour #80E61A in `BadgeView.Colors.accent` is not a palette colour; no palette colour is near it (the nearest, UIColor.mist #F0F0F0, is ΔE_OK 0.266 away)",
            "Kit/Toast.swift:13:53 palette: colour #80E61A in `Color(red:green:blue:)` is not a palette colour; no palette colour is near it (the nearest, UIColor.mist #F0F0F0, is ΔE_OK 0.266 away)",
        ])
    }

    /// Pocket Casts' shapes: a folder's own constants (a campaign's) add to the app's palette above it rather than
    /// replace it; a gradient's stops are artwork; a type named for colours or a theme defines colours, one named for
    /// a logo paints its own; and a shape or an asset image tinted in a view draws no text.
    func testColourLiteralsOwnedByArtworkThemesAndAncestorPalettes() {
        let themeColor = "import UIKit\nstruct ThemeColor {\n    static let primaryText02Light = UIColor(hex: \"#8F97A4\")\n}\n"
        let storyConstants = "import UIKit\nenum StoryConstants {\n    static let ink = UIColor(hex: \"#101010\")\n}\n"
        let story = """
        import SwiftUI
        import UIKit
        struct Story: View {
            let muted = UIColor(hex: "#8F97A4")
            let drifted = UIColor(hex: "#8F97A6")
            var body: some View {
                LinearGradient(stops: [Gradient.Stop(color: Color(red: 0.25, green: 0.11, blue: 0.92), location: 0)],
                               startPoint: .top, endPoint: .bottom)
                Rectangle().foregroundColor(.black).background(.black)
                Image("sun-rays").foregroundColor(Color.white).background(Color(red: 0.58, green: 0.51, blue: 0.97))
            }
            // A method that mentions gradients is no gradient: its colour is judged.
            func border(_ view: UIView) { view.addGradientBorder(color: UIColor(hex: "#8F97AA")) }
        }
        class AppTheme {
            class func placeholderTextColor() -> UIColor { UIColor(hex: "#808892") }
        }
        enum AboutViewLogos {
            static func wordpress() -> UIColor { UIColor(hex: "#0675C4") }
        }
        """
        let result = lint([("App/ThemeColor.swift", themeColor), ("App/Stories/StoryConstants.swift", storyConstants),
                           ("App/Stories/Story.swift", story)], rules: [PaletteRule(), ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Stories/Story.swift:5:19 palette: colour #8F97A6 in `UIColor(hex:)` is not a palette colour; nearest: ThemeColor.primaryText02Light #8F97A4 (ΔE_OK 0.003)",
            // The tinted picture's backdrop is a colour of the view's (a palette question), not a text pair.
            "App/Stories/Story.swift:10:67 palette: colour #9482F7 in `Color(red:green:blue:)` is not a palette colour; no palette colour is near it (the nearest, ThemeColor.primaryText02Light #8F97A4, is ΔE_OK 0.150 away)",
            "App/Stories/Story.swift:13:65 palette: colour #8F97AA in `UIColor(hex:)` is not a palette colour; nearest: ThemeColor.primaryText02Light #8F97A4 (ΔE_OK 0.009)",
        ])
    }

    /// Compound's shapes: two values in a type named for a component and the kind (`enum ListRowPadding`) are that
    /// component's, not the system's scale (`enum CornerRadius` of two values is one); previews lay out sample
    /// screens, not the shipped interface.
    func testAComponentsPairOfValuesIsNoScaleAndPreviewsAreNoUses() {
        let design = """
        import SwiftUI
        public enum ListRowPadding {
            public static let vertical: CGFloat = 13
            public static let horizontal: CGFloat = 16
        }
        enum CornerRadius {
            static let small: CGFloat = 4
            static let large: CGFloat = 8
        }
        """
        let views = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text("x").padding(15).cornerRadius(5) }
        }
        struct Row_Previews: PreviewProvider {
            static var previews: some View { Row().padding(30).cornerRadius(6) }
        }
        #Preview { Row().padding(31).cornerRadius(7) }
        """
        let (themes, _) = assemble([("Kit/Sources/Kit/Design.swift", design)])
        XCTAssertNil(themes.first?.scales["padding"])
        XCTAssertEqual(themes.first?.scales["cornerRadius"]?.entries.map(\.name), ["CornerRadius.small", "CornerRadius.large"])
        let result = lint([("Kit/Sources/Kit/Design.swift", design), ("Kit/Sources/Kit/Row.swift", views)],
                          rules: [ScaleRule(), PresetsRule(), ReferenceRule()])
        XCTAssertEqual(lines(result.findings.filter { $0.severity != .note }), [
            "Kit/Sources/Kit/Row.swift:3:62 corner-radius: cornerRadius 5 in `.cornerRadius(_:)` is not a preset; nearest: CornerRadius.small (4) or CornerRadius.large (8)",
        ])
        // The row's padding 15 has no scale to be judged by; the previews' values are not counted at all.
        XCTAssertTrue(TextReporter.summary(result).hasSuffix("; 1 layout value in Swift not judged (no scale)"), TextReporter.summary(result))
    }

    /// Pocket Casts' `ThemeColor`: a function per colour that switches on the theme (after `let theme = theme ??
    /// …`), named in Carbon's way: a family's text and icons are read on its first surface in every theme, reported
    /// at the constant giving the text's value; a theme whose surface is dark is dark mode.
    func testThemeSwitchFunctionsReadTextOnTheFamilysFirstSurface() {
        let source = """
        import UIKit
        struct ThemeColor {
            private static let primaryUi01Light = UIColor(hex: "#FFFFFF")
            private static let primaryUi01Electric = UIColor(hex: "#19232B")
            private static let primaryText02Light = UIColor(hex: "#8F97A4")
            private static let primaryText02Electric = UIColor(hex: "#16698C")
            private static let primaryIcon01Light = UIColor(hex: "#03A9F4")
            private static let primaryIcon01Electric = UIColor(hex: "#03A9F4")
            static func primaryUi01(for theme: Theme.ThemeType? = nil) -> UIColor {
                let theme = theme ?? Theme.sharedTheme.activeTheme
                switch theme {
                case .light: return ThemeColor.primaryUi01Light
                case .electric: return ThemeColor.primaryUi01Electric
                }
            }
            static func primaryText02(for theme: Theme.ThemeType? = nil) -> UIColor {
                let theme = theme ?? Theme.sharedTheme.activeTheme
                switch theme {
                case .light: return ThemeColor.primaryText02Light
                case .electric: return ThemeColor.primaryText02Electric
                }
            }
            static func primaryIcon01(for theme: Theme.ThemeType? = nil) -> UIColor {
                switch theme {
                case .light: return ThemeColor.primaryIcon01Light
                case .electric: return ThemeColor.primaryIcon01Electric
                }
            }
        }
        """
        let result = lint([("App/ThemeColor.swift", source)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/ThemeColor.swift:5:24 contrast: ThemeColor.primaryText02(.light) #8F97A4 on ThemeColor.primaryUi01(.light) #FFFFFF is 2.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            // Electric is a dark theme by its surface (#19232B), whatever its name says.
            "App/ThemeColor.swift:6:24 contrast: ThemeColor.primaryText02(.electric) #16698C on ThemeColor.primaryUi01(.electric) #19232B is 2.60:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/ThemeColor.swift:7:24 contrast: ThemeColor.primaryIcon01(.light) #03A9F4 on ThemeColor.primaryUi01(.light) #FFFFFF is 2.62:1 in light mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
        ])
    }

    /// IceCubes' font sizes differ on Mac Catalyst (`#if targetEnvironment(macCatalyst)`): views shared by both
    /// platforms may use either, so every platform clause's sizes are steps, while a reference still resolves on iOS;
    /// a flag's clause (`#if DEBUG`) is debug or dead code.
    func testEveryPlatformsClauseGivesStepsOfTheScale() {
        let fonts = """
        import SwiftUI
        extension Font {
          private static let title = 28.0
          private static let bodyLine = 22.0
          #if targetEnvironment(macCatalyst)
            private static let headline = 20.0
          #else
            private static let headline = 17.0
          #endif
          #if DEBUG
            private static let debugOverlay = 21.0
          #endif
        }
        """
        let view = "import SwiftUI\nstruct V: View {\n  var body: some View { Text(\"a\").font(.system(size: 20)).padding(2).font(.system(size: 21)).font(.system(size: 22)) }\n}\n"
        let (themes, _) = assemble([("DS/Font.swift", fonts)])
        XCTAssertEqual(themes.first?.scales["fontSize"]?.entries.map { "\($0.name) \($0.value.points!)" },
                       ["Font.title 28.0", "Font.headline 17.0", "Font.headline 20.0"])
        XCTAssertEqual(lines(lint([("DS/Font.swift", fonts), ("DS/V.swift", view)], rules: [TypographyRule()]).findings), [
            "DS/V.swift:3:89 typography: font size 21 in `.system(size:)` is not on the fontSize scale; nearest: Font.headline (20) or Font.title (28)",
            // A line height is no font size.
            "DS/V.swift:3:113 typography: font size 22 in `.system(size:)` is not on the fontSize scale; nearest: Font.headline (20) or Font.title (28)",
        ])
    }

    /// Pocket Casts' palette chooses each colour among ten app themes: a literal elsewhere may mean any theme's colour,
    /// or be fixed on purpose (a campaign's), so it is counted in one note, never reported; a palette of modes only
    /// still judges it.
    func testLiteralsBesideAPalettePerAppThemeAreCountedNotReported() {
        func themeColor(_ themes: [String]) -> String {
            let constants = themes.enumerated().map { "    static let primaryUi01\($1.capitalized) = UIColor(hex: \"#FFFF\(String(format: "%02X", $0))\")" }
            let cases = themes.map { "        case .\($0): return ThemeColor.primaryUi01\($0.capitalized)" }
            return (["import UIKit", "struct ThemeColor {"] + constants
                + ["    static func primaryUi01(for theme: Theme.ThemeType) -> UIColor {", "        switch theme {"] + cases
                + ["        }", "    }", "}"]).joined(separator: "\n")
        }
        let screen = "import UIKit\nfinal class Screen {\n    func paint(_ label: UILabel) { label.textColor = UIColor(hex: \"#FC0000\") }\n}\n"
        // A status's colours switched per case are no app themes.
        let status = "import UIKit\nenum Badge {\n    static func tint(for status: Status) -> UIColor {\n        switch status {\n        case .ok: return ThemeColor.primaryUi01Light\n        case .warning: return ThemeColor.primaryUi01Dark\n        case .failed: return ThemeColor.primaryUi01Light\n        }\n    }\n}\n"
        let perTheme = lint([("App/ThemeColor.swift", themeColor(["light", "dark", "rose"])), ("App/Screen.swift", screen)],
                            rules: [PaletteRule()])
        XCTAssertEqual(lines(perTheme.findings), [
            "App/Screen.swift:3:54 palette: 1 colour in 1 file (literals in code, fills of drawings) is not in the palette of the Swift code under `App`, but not reported: that palette chooses each colour among 3 app themes, so which one was meant, or whether the colour is a fixed one on purpose (a campaign's, an effect's), cannot be told",
        ])
        XCTAssertEqual(perTheme.findings.map(\.severity), [.note])
        let perMode = lint([("App/ThemeColor.swift", themeColor(["light", "dark"])), ("App/Screen.swift", screen), ("App/Badge.swift", status)],
                           rules: [PaletteRule()])
        XCTAssertEqual(lines(perMode.findings), [
            "App/Screen.swift:3:54 palette: colour #FC0000 in `UIColor(hex:)` is not a palette colour; no palette colour is near it (the nearest, ThemeColor.primaryUi01Dark #FFFF01, is ΔE_OK 0.460 away)",
        ])
    }

    /// A control's two colours are no theme, a count is no length, a component's scale function is no system scale,
    /// an app-named type of two radii is a scale, and only a gradient's own call makes its colours artwork.
    func testControlsCountsAndComponentFunctionsAreNotTheDesignsScaleOrTheme() {
        let source = """
        import SwiftUI
        import UIKit
        struct ProgressRingStyle {
            var tintColor: Color = Color(red: 0.2, green: 0.6, blue: 1)
            var backgroundColor: Color = Color(red: 0.9, green: 0.9, blue: 0.9)
        }
        enum Grid {
            static let columnGapCount = 3
            static let paddingScale: CGFloat = 2
        }
        enum ButtonLayout {
            static func padding(for size: ButtonSize) -> CGFloat {
                switch size {
                case .small: return 6
                case .large: return 10
                }
            }
        }
        enum AppRadius {
            static let small: CGFloat = 4
            static let large: CGFloat = 12
        }
        struct Card: View {
            var body: some View { Text("x").padding(16).cornerRadius(5) }
        }
        """
        let (themes, _) = assemble([("Kit/Sources/Kit/Design.swift", source)])
        XCTAssertNil(themes.first?.scales["padding"])
        XCTAssertEqual(themes.first?.scales["cornerRadius"]?.entries.map(\.name), ["AppRadius.small", "AppRadius.large"])
        let result = lint([("Kit/Sources/Kit/Design.swift", source)], rules: [ContrastRule(), ScaleRule(), PresetsRule()])
        XCTAssertEqual(lines(result.findings.filter { $0.severity != .note }), [
            "Kit/Sources/Kit/Design.swift:24:62 corner-radius: cornerRadius 5 in `.cornerRadius(_:)` is not a preset; nearest: AppRadius.small (4) or AppRadius.large (12)",
        ])
        XCTAssertTrue(SwiftSourceLoader.UseSiteReader.layoutKind(ofName: "paddingScale") == nil)
        XCTAssertEqual(SwiftSourceLoader.UseSiteReader.layoutKind(ofName: "badgeMarginHorizontal"), "margin")
    }

    /// A team's light/dark helper whose labels do not say the modes is a line of configuration (`swift.modeHelpers`).
    func testTeamModeHelpersFromTheConfiguration() throws {
        let configuration = try Configuration.parse("swift:\n  modeHelpers:\n    dynamic: [light, dark]\n", workingDirectory: "/project")
        XCTAssertEqual(configuration.swift.modeHelpers, ["dynamic": ["light", "dark"]])
        let source = """
        import UIKit
        enum Brand {
            static let ink = dynamic(UIColor(hex: "#1D1D1D"), UIColor(hex: "#F5F5F5"))
            static let other: UIColor = .dynamic(UIColor(hex: "#0054B6"), UIColor(hex: "#8AB4F8"))
        }
        """
        var model = DesignModel()
        var documents = SwiftSourceLoader(settings: configuration.swift).load(contents: Data(source.utf8), file: "App/Brand.swift").documents
        _ = ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model)
        XCTAssertEqual(palette(model.themes.first), [
            "3:16 Brand.ink #1D1D1D #F5F5F5 (defines light, dark)",
            "4:16 Brand.other #0054B6 #8AB4F8 (defines light, dark)",
        ])
        XCTAssertThrowsError(try Configuration.parse("swift:\n  modeHelpers:\n    dynamic: [day, night]\n", workingDirectory: "/project")) { error in
            XCTAssertEqual((error as? ConfigurationErrors)?.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                           ["3:14 `swift.modeHelpers.dynamic` must list the mode of each argument: light or dark"])
        }
    }
    /// ProtonCore's shape: a team's own type names a colour set (`ProtonColor(name: "MobileTextNorm")`), a protocol's
    /// extension gives each role its default, and code reads `ColorProvider.TextNorm` through a `@dynamicMemberLookup`
    /// provider whose key paths start at that protocol (declared in an extension of the provider).
    static let providerFiles: [(String, String)] = [
        ("UI/Colors/Provider.swift", """
        import UIKit
        public struct BrandColor {
            let name: String
            let alternativeDarkName: String?
            init(name: String, lightFallbackRgb: Int? = nil, darkFallbackRgb: Int? = nil, alternativeDarkName: String? = nil) {
                self.name = name
                self.alternativeDarkName = alternativeDarkName
            }
        }
        public let Palette = PaletteProvider()
        @dynamicMemberLookup
        public final class PaletteProvider {}
        extension PaletteProvider {
            public subscript(dynamicMember keypath: KeyPath<any BrandPalette, BrandColor>) -> UIColor {
                UIColor(named: DefaultPalette.instance[keyPath: keypath].name)!
            }
        }
        """),
        ("UI/Colors/BrandPalette.swift", """
        public protocol BrandPalette {
            var TextHint: BrandColor { get }
        }
        public extension BrandPalette {
            var TextInverted: BrandColor { BrandColor(name: "TextInverted") }
            var TextHint: BrandColor { BrandColor(name: "TextHint", lightFallbackRgb: 0x999693, darkFallbackRgb: 0x6D697D) }
            var BackgroundNorm: BrandColor { BrandColor(name: "BackgroundNorm") }
            var NotificationWarning: BrandColor { BrandColor(name: "NotificationWarning") }
            var White: BrandColor { BrandColor(name: "White") }
        }
        """),
        ("UI/Assets.xcassets/TextInverted.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#1C1B24")),
        ("UI/Assets.xcassets/TextHint.colorset/Contents.json", colorSetContents("#999693", dark: "#6D697D")),
        ("UI/Assets.xcassets/BackgroundNorm.colorset/Contents.json", colorSetContents("#FFFFFF", dark: "#1C1B24")),
        ("UI/Assets.xcassets/NotificationWarning.colorset/Contents.json", colorSetContents("#E65200", dark: "#FFB84D")),
        ("UI/Assets.xcassets/White.colorset/Contents.json", colorSetContents("#FFFFFF", dark: nil)),
    ]

    /// Views of the provider's colours: a banner style of parallel switches and a label on its background.
    static let providerViews = """
        import UIKit
        public enum BannerStyle {
            case warning
            public var bannerColor: UIColor {
                switch self {
                case .warning: return Palette.NotificationWarning
                }
            }
            public var bannerTextColor: UIColor {
                switch self {
                case .warning: return Palette.TextInverted
                }
            }
            public var bannerIconColor: UIColor {
                switch self {
                case .warning: return Palette.White
                }
            }
            public var assistBgColor: UIColor {
                switch self {
                case .warning: return Palette.White.withAlphaComponent(0.2)
                }
            }
            public var assistTextColor: UIColor {
                switch self {
                case .warning: return Palette.TextInverted
                }
            }
        }
        final class HintView: UIView {
            private let hint = UILabel()
            func setUp() {
                hint.textColor = Palette.TextHint
                hint.backgroundColor = Palette.BackgroundNorm
            }
        }
        """

    func testColorSetWrappersReadThroughADynamicMemberProvider() throws {
        let result = lint(Self.providerFiles + [("UI/Banner.swift", Self.providerViews)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            // The banner's own colour is what its text and its icon are drawn on; the icon needs 3:1.
            "UI/Banner.swift:11:31 contrast: BannerStyle.warning.bannerTextColor #FFFFFF on BannerStyle.warning.bannerColor #E65200 is 3.76:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Banner.swift:16:31 contrast: BannerStyle.warning.bannerIconColor #FFFFFF on BannerStyle.warning.bannerColor #FFB84D is 1.71:1 in dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            // A translucent background of the style lies on the style's own colour: white at 20 % over #E65200.
            "UI/Banner.swift:26:31 contrast: BannerStyle.warning.assistTextColor #FFFFFF on BannerStyle.warning.assistBgColor over bannerColor #EB7533 is 2.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Banner.swift:33:26 contrast: hint.textColor #6D697D on hint.backgroundColor #1C1B24 is 3.22:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Banner.swift:33:26 contrast: hint.textColor #999693 on hint.backgroundColor #FFFFFF is 2.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
        // The failing appearances are shown where the colour sets define them.
        let related = try XCTUnwrap(result.findings.sorted(by: Finding.reportOrder).first?.relatedLocations)
        XCTAssertEqual(related.map { "\($0.location.file):\($0.location.line)" },
                       ["UI/Assets.xcassets/TextInverted.colorset/Contents.json:1", "UI/Assets.xcassets/NotificationWarning.colorset/Contents.json:1"])
    }

    /// ProtonCore's brands: a type conforming to the palette protocol overrides some defaults (a dark set by name, a
    /// sibling colour by reference); every pair is read again with its colours, and only pairs that change are shown.
    func testEachConformingPaletteIsAVariantOfTheDefaults() throws {
        let wallet = """
        public struct WalletPalette: BrandPalette {
            public static let instance = WalletPalette()
            public var Shade60: BrandColor {
                BrandColor(name: "MistySilver", alternativeDarkName: "Topaz")
            }
            public var TextHint: BrandColor {
                Shade60
            }
            public var NotificationWarning: BrandColor {
                BrandColor(name: "TreePoppy", alternativeDarkName: "TexasRose")
            }
            public var TextInverted: BrandColor {
                BrandColor(name: "TextInverted")
            }
        }
        public struct PlainPalette: BrandPalette {
            public var BackgroundNorm: BrandColor { BrandColor(name: "White") }
        }
        public protocol Sizing {
            var corner: BrandColor { get }
        }
        public struct Other: Sizing {
            public var TextHint: BrandColor { BrandColor(name: "TreePoppy") }
        }
        """
        let sets = [("MistySilver", "#9395A4", nil), ("Topaz", "#747088", nil), ("TreePoppy", "#F7931A", nil), ("TexasRose", "#FFC483", nil)]
            .map { ("UI/Assets.xcassets/\($0.0).colorset/Contents.json", colorSetContents($0.1, dark: $0.2)) }
        let result = lint(Self.providerFiles + sets + [("UI/Colors/WalletPalette.swift", wallet), ("UI/Views.swift", Self.providerViews)],
                          rules: [ContrastRule()])
        // `PlainPalette`'s white background is the default's in light, so only its dark mode is read, where the dark
        // hint on white passes. `Other` conforms to a protocol with no defaults: no variant.
        XCTAssertEqual(lines(result.findings), [
            "UI/Views.swift:11:31 contrast: BannerStyle.warning.bannerTextColor #FFFFFF on BannerStyle.warning.bannerColor #E65200 is 3.76:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Views.swift:11:31 contrast: BannerStyle.warning.bannerTextColor #FFFFFF on BannerStyle.warning.bannerColor (in WalletPalette) #F7931A is 2.29:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Views.swift:16:31 contrast: BannerStyle.warning.bannerIconColor #FFFFFF on BannerStyle.warning.bannerColor #FFB84D is 1.71:1 in dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "UI/Views.swift:16:31 contrast: BannerStyle.warning.bannerIconColor #FFFFFF on BannerStyle.warning.bannerColor (in WalletPalette) #F7931A is 2.29:1 in light mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "UI/Views.swift:16:31 contrast: BannerStyle.warning.bannerIconColor #FFFFFF on BannerStyle.warning.bannerColor (in WalletPalette) #FFC483 is 1.55:1 in dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            // A translucent background over the variant's own fill.
            "UI/Views.swift:26:31 contrast: BannerStyle.warning.assistTextColor #FFFFFF on BannerStyle.warning.assistBgColor over bannerColor #EB7533 is 2.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Views.swift:26:31 contrast: BannerStyle.warning.assistTextColor #FFFFFF on BannerStyle.warning.assistBgColor over bannerColor (in WalletPalette) #F9A948 is 1.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Views.swift:33:26 contrast: hint.textColor #6D697D on hint.backgroundColor #1C1B24 is 3.22:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Views.swift:33:26 contrast: hint.textColor #747088 on hint.backgroundColor (in WalletPalette) #1C1B24 is 3.58:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Views.swift:33:26 contrast: hint.textColor #9395A4 on hint.backgroundColor (in WalletPalette) #FFFFFF is 2.96:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Views.swift:33:26 contrast: hint.textColor #999693 on hint.backgroundColor #FFFFFF is 2.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
        // A variant's colour is shown where the variant chooses it.
        let walletWarning = try XCTUnwrap(result.findings.first { $0.message.contains("#F7931A") })
        XCTAssertEqual(walletWarning.relatedLocations.map { "\($0.location.file):\($0.location.line)" },
                       ["UI/Colors/WalletPalette.swift:13", "UI/Colors/WalletPalette.swift:10"])
    }

    /// A palette protocol with defaults in its extension and a conforming type per appearance: each type is a palette
    /// of its own (its colours and the defaults it keeps, a default's bare name read as the type's member), paired by
    /// role naming in the mode its name says, reported at the type's own colour; a translucent container lies on the
    /// type's background; Material's `outline` beside an `outlineVariant` bounds controls (3:1).
    func testConformingPalettesPerAppearanceArePairedByTheirRoles() {
        let palettes = """
        import SwiftUI
        public enum Primitive {
            public static let blue500 = Color(red: 0.231, green: 0.510, blue: 0.965)
            public static let blue300 = Color(red: 0.576, green: 0.773, blue: 0.992)
            public static let gray100 = Color(red: 0.953, green: 0.957, blue: 0.965)
            public static let gray300 = Color(red: 0.820, green: 0.835, blue: 0.859)
            public static let gray900 = Color(red: 0.067, green: 0.094, blue: 0.153)
            public static let red500 = Color(red: 0.937, green: 0.267, blue: 0.267)
        }
        public protocol ColorPalette {
            var primary: Color { get }
            var onPrimary: Color { get }
            var background: Color { get }
            var onBackground: Color { get }
            var surface: Color { get }
            var error: Color { get }
            var outline: Color { get }
        }
        public extension ColorPalette {
            var onPrimary: Color { .white }
            var errorContainer: Color { error.opacity(0.12) }
            var onErrorContainer: Color { error }
            var outlineVariant: Color { outline.opacity(0.5) }
        }
        public struct LightColorPalette: ColorPalette {
            public var primary: Color { Primitive.blue500 }
            public var background: Color { Primitive.gray100 }
            public var onBackground: Color { Primitive.gray900 }
            public var surface: Color { .white }
            public var error: Color { Primitive.red500 }
            public var outline: Color { Primitive.gray300 }
        }
        public struct DarkColorPalette: ColorPalette {
            public var primary: Color { Primitive.blue300 }
            public var onPrimary: Color { Primitive.gray900 }
            public var background: Color { Primitive.gray900 }
            public var onBackground: Color { Primitive.gray100 }
            public var surface: Color { Primitive.gray900 }
            public var error: Color { Primitive.red500 }
            public var outline: Color { Primitive.gray300 }
        }
        """
        let result = lint([("DS/Palettes.swift", palettes)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "DS/Palettes.swift:26:16 contrast: LightColorPalette.onPrimary #FFFFFF on LightColorPalette.primary #3B82F6 is 3.67:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "DS/Palettes.swift:30:16 contrast: LightColorPalette.onErrorContainer #EF4444 on LightColorPalette.errorContainer over background #F3DFE0 is 2.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "DS/Palettes.swift:31:16 contrast: LightColorPalette.outline #D1D5DB on LightColorPalette.background #F3F4F6 is 1.33:1 in light mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "DS/Palettes.swift:31:16 contrast: LightColorPalette.outline #D1D5DB on LightColorPalette.surface #FFFFFF is 1.47:1 in light mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "DS/Palettes.swift:39:16 contrast: DarkColorPalette.onErrorContainer #EF4444 on DarkColorPalette.errorContainer over background #2C1D2B is 4.23:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// Each variant reads every pair again: the first 16 by name are read, the rest are not (`Brand16`'s warning fill).
    func testVariantsPastTheSixteenthAreNotRead() {
        var palettes = (0..<16).map { index in
            "public struct Brand\(String(format: "%02d", index)): BrandPalette { public var TextInverted: BrandColor { BrandColor(name: \"TextInverted\") } }"
        }
        palettes.append("public struct Brand16: BrandPalette { public var NotificationWarning: BrandColor { BrandColor(name: \"TreePoppy\") } }")
        let files = Self.providerFiles + [("UI/Assets.xcassets/TreePoppy.colorset/Contents.json", colorSetContents("#F7931A", dark: nil)),
                                          ("UI/Colors/Brands.swift", palettes.joined(separator: "\n")), ("UI/Views.swift", Self.providerViews)]
        let findings = lint(files, rules: [ContrastRule()]).findings
        XCTAssertEqual(findings.filter { $0.message.contains("(in Brand") }.count, 0)
        XCTAssertEqual(lines(findings.filter { $0.ruleID == "not-evaluated" }), [
            "UI/Colors/Brands.swift:17:50 not-evaluated: not evaluated: Brand16 and 0 more conforming palettes or theme instances were not read as variants: w3wlint reads the first 16 by name",
        ])
        XCTAssertEqual(findings.count, 6)
    }

    /// PMTextField: the placeholder's colour (a local of its block) and the field's background, set in another method.
    func testAPlaceholderIsReadOnTheFieldsOnlyBackground() {
        let field = """
        import UIKit
        final class Field: UIView {
            let textField = UITextField()
            var placeholder: String? {
                didSet {
                    let foregroundColor: UIColor = Palette.TextHint
                    textField.attributedPlaceholder = NSAttributedString(string: placeholder ?? "", attributes: [
                        NSAttributedString.Key.foregroundColor: foregroundColor,
                        NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .body)
                    ])
                }
            }
            func setUp() {
                textField.backgroundColor = Palette.BackgroundNorm
            }
        }
        final class TwoFills: UIView {
            let search = UITextField()
            func setUp(active: Bool) {
                search.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: Palette.TextHint])
            }
            func activate() { search.backgroundColor = Palette.White }
            func deactivate() { search.backgroundColor = Palette.BackgroundNorm }
        }
        """
        let result = lint(Self.providerFiles + [("UI/Field.swift", field)], rules: [ContrastRule()])
        // `TwoFills` gives its field two backgrounds: which one the placeholder is seen on is not known.
        XCTAssertEqual(lines(result.findings), [
            "UI/Field.swift:6:44 contrast: textField.attributedPlaceholder #6D697D on textField.backgroundColor #1C1B24 is 3.22:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Field.swift:6:44 contrast: textField.attributedPlaceholder #999693 on textField.backgroundColor #FFFFFF is 2.94:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// What the review of the wrapper and provider reading found: each is no colour, no pair and no note.
    func testWrappersAndProvidersThatSayMoreAreNotRead() {
        let files = Self.providerFiles + [("UI/Other.swift", """
        import UIKit
        public struct ModelColor { let name: String; let hex: String }
        public struct Tinted { let name: String }
        enum Roles {
            static let ink = ModelColor(name: "TextHint", hex: "#000000")
            static let faded = BrandColor(name: "TextHint", alpha: 0.1)
            static let slash = UIColor(named: "/")
        }
        extension BrandPalette where Self: AnyObject {
            var BackgroundNorm: BrandColor { BrandColor(name: "White") }
        }
        public protocol Selectable {
            var isSelected: Bool { get }
        }
        extension Selectable {
            var selectionTextColor: UIColor { isSelected ? .white : .black }
        }
        let palette = PaletteProvider()
        struct DarkTheme { var TextHint: UIColor = .white; var BackgroundNorm: UIColor = .black }
        final class Views: UIView {
            let first = UILabel(), second = UILabel(), third = UILabel()
            func setUp(palette: DarkTheme) {
                first.textColor = Roles.ink
                first.backgroundColor = .white
                second.textColor = Roles.faded
                second.backgroundColor = .white
                third.textColor = palette.TextHint
                third.backgroundColor = palette.BackgroundNorm
            }
        }
        """)]
        let result = lint(files, rules: [ContrastRule()])
        // `"/"` names no set (it stopped the run before); the `where` extension is no default, so
        // `Palette.BackgroundNorm` stays the plain one elsewhere; `palette` here is the parameter.
        XCTAssertEqual(lines(result.findings), [
            "UI/Other.swift:7:24 not-evaluated: not evaluated: Roles.slash names the colour set \"/\", which no asset catalog in the run holds",
        ])
    }

    func testAStylesOwnColourIsItsComponentsFillOnly() {
        let styles = """
        import UIKit
        enum FieldStyle {
            case normal
            var linkTextColor: UIColor { switch self { case .normal: return UIColor(white: 0.9, alpha: 1) } }
            var linkColor: UIColor { switch self { case .normal: return UIColor(white: 0.95, alpha: 1) } }
            var iconBackgroundColor: UIColor { switch self { case .normal: return .white } }
            var backgroundColor: UIColor { switch self { case .normal: return .white } }
        }
        enum LabelStyle {
            case normal
            var labelColor: UIColor { switch self { case .normal: return UIColor(white: 0.07, alpha: 1) } }
            var selectionBgColor: UIColor { switch self { case .normal: return UIColor(white: 0, alpha: 0.2) } }
            var selectionTextColor: UIColor { switch self { case .normal: return UIColor(white: 0.13, alpha: 1) } }
        }
        enum BannerStyle {
            case normal
            var bannerTextColor: UIColor { switch self { case .normal: return UIColor(white: 0.9, alpha: 1) } }
            var bannerColor: UIColor { switch self { case .normal: return UIColor(white: 0.92, alpha: 1) } }
            var backgroundColor: UIColor { switch self { case .normal: return UIColor(white: 0.1, alpha: 1) } }
        }
        """
        let result = lint([("UI/Styles.swift", styles)], rules: [ContrastRule()])
        // A link colour is no surface; an icon's background is no icon; a label's colour is its text, so the
        // selection's translucent fill is not laid on it; a style with a `backgroundColor` draws its text there.
        XCTAssertEqual(lines(result.findings), [
            "UI/Styles.swift:13:74 contrast: 1 pair with a translucent background not checked (`LabelStyle.normal.selectionTextColor on LabelStyle.normal.selectionBgColor`): nothing says what lies beneath the background; name the pair in a scheme with a `background`, or list it in the rule's `pairs` with an opaque background",
        ])
    }

    func testAPlaceholderIsReadInItsOwnTypeAndOnItsOwnBackground() {
        let views = """
        import UIKit
        final class LightCell: UIView {
            let field = UITextField()
            func setUp() { field.backgroundColor = .white }
        }
        final class DarkHeader: UIView {
            let field = UITextField()
            func setUp() {
                field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor(white: 0.85, alpha: 1)])
            }
        }
        final class Marked: UIView {
            let field = UITextField()
            func setUp() {
                field.backgroundColor = .white
                field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [
                    .foregroundColor: UIColor(white: 0.4, alpha: 1), .backgroundColor: UIColor.black])
            }
        }
        """
        // `DarkHeader`'s field is another than `LightCell`'s; `Marked`'s placeholder is drawn on its own black.
        XCTAssertEqual(lines(lint([("UI/Views.swift", views)], rules: [ContrastRule()]).findings), [
            "UI/Views.swift:17:31 contrast: field.attributedPlaceholder #666666 on .backgroundColor attribute #000000 is 3.65:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    func testTheEndsOfAScaleAndATextStylesDefaultAreSteps() {
        let design = """
        import UIKit
        enum Spacing {
            static let min: CGFloat = 2, small: CGFloat = 4, medium: CGFloat = 8
            static let max: CGFloat = 32, maxGutter: CGFloat = 40
        }
        enum TextSizing {
            static func defaultPointSize(forTextStyle style: UIFont.TextStyle) -> CGFloat {
                switch style {
                case .largeTitle: return 34
                case .body: return 17
                default: return 13
                }
            }
        }
        final class V: UIView {
            let stack = UIStackView(), title = UILabel()
            func setUp() {
                stack.spacing = 2
                stack.spacing = 32
                stack.spacing = 40
                title.font = .systemFont(ofSize: 13)
                title.font = .systemFont(ofSize: 15)
            }
        }
        """
        let result = lint([("UI/Design.swift", design)], rules: [ScaleRule(), TypographyRule()])
        XCTAssertEqual(lines(result.findings), [
            "UI/Design.swift:20:25 spacing-scale: margin 40 in `spacing =` is not on the margin scale; nearest: Spacing.max (32)",
            "UI/Design.swift:22:42 typography: font size 15 in `.systemFont(ofSize:)` is not on the fontSize scale; nearest: TextSizing.defaultPointSize(other styles) (13) or TextSizing.defaultPointSize(.body) (17)",
        ])
    }

    /// ugglan's scales: steps named for the scale first and the step last in an extension of `CGFloat`
    /// (`.padding8`, `.cornerRadiusXS`) are the app's spacing scale, for insets and gaps alike, and its radius presets; a
    /// layout value named for its use (`statusColumnsSpacing`) is none. Half a point (`.inset(by: 0.5)` under a
    /// 1 pt stroke) is a hairline's geometry, no spacing.
    func testNamedStepsInAnExtensionOfCGFloatAreTheScales() {
        let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack(spacing: 8) {
                    Text("a").padding(12)
                    Text("b").padding(16)
                }
                .padding(13)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray))
                .overlay(RoundedRectangle(cornerRadius: 8).inset(by: 0.5).stroke(Color.gray, lineWidth: 1))
            }
        }
        """
        let result = lint([("UI/Scales.swift", Self.namedCGFloatScales), ("UI/Card.swift", card)], rules: [ScaleRule(), PresetsRule()])
        XCTAssertEqual(lines(result.findings), [
            "UI/Card.swift:5:31 spacing-scale: padding 12 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.padding8 (8) or CGFloat.padding16 (16)",
            "UI/Card.swift:8:18 spacing-scale: padding 13 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.padding8 (8) or CGFloat.padding16 (16)",
            "UI/Card.swift:9:52 corner-radius: cornerRadius 10 in `RoundedRectangle(cornerRadius:)` is not a preset; nearest: CGFloat.cornerRadiusS (8) or CGFloat.cornerRadiusL (12)",
        ])
    }

    /// Named steps of ugglan's shape, and constants that are none: a use's name (`statusColumnsSpacing`), a ratio, an
    /// `Int` (a count).
    static let namedCGFloatScales = """
    import SwiftUI
    extension CGFloat {
        public static let padding4: CGFloat = 4
        public static let padding8: CGFloat = 8
        public static let padding16: CGFloat = 16
        public static let cornerRadiusS: CGFloat = 8
        public static let cornerRadiusL: CGFloat = 12
        public static let cornerRadiusFull: CGFloat = 999
        public static let statusColumnsSpacing: CGFloat = 13
        public static let spacingRatio2: CGFloat = 0.5
    }
    extension Int {
        static let padding2 = 2
    }
    """

    /// Values drawn by eye rather than chosen from the scale: a point or two below its finest step (a ring kept
    /// visible) and a half point beside a step (a line box centred); a radius of half the frame's shorter side or more
    /// (a capsule, a rounded line), in the shape's own chain or the `ZStack` it fills; a function's local named
    /// `padding` that enters arithmetic (an offset per card). Three points, a half point away from every step, a
    /// radius short of half the side and a local given as a padding itself are still judged.
    func testOpticalAdjustmentsCapsulesAndLocalOffsetsAreNoScaleValues() {
        let views = """
        import SwiftUI
        struct Toggle: View {
            var body: some View {
                ZStack {
                    RoundedRectangle(cornerRadius: 9).fill(Color.gray)
                    Circle().fill(Color.white).padding(1)
                }
                .frame(width: 28, height: 18)
                RoundedRectangle(cornerRadius: 1, style: .circular).fill(Color.gray).frame(height: 1)
                RoundedRectangle(cornerRadius: 5).fill(Color.gray).frame(height: 40)
                Text("tip").padding(.vertical, 7.5).padding(.horizontal, 4.5).padding(3).padding(.top, 10.5).padding(1.5)
                Text("drift").padding(16.3)
            }
            func offset(_ index: Int) -> CGFloat {
                let padding = 20.0
                return CGFloat(index) * padding
            }
            func inset() -> some View {
                let padding = 10.0
                return Text("x").padding(padding)
            }
        }
        """
        let result = lint([("UI/Scales.swift", Self.namedCGFloatScales), ("UI/Toggle.swift", views)], rules: [ScaleRule(), PresetsRule()])
        XCTAssertEqual(lines(result.findings), [
            "UI/Toggle.swift:10:40 corner-radius: cornerRadius 5 in `RoundedRectangle(cornerRadius:)` is not a preset; nearest: CGFloat.cornerRadiusS (8)",
            "UI/Toggle.swift:11:79 spacing-scale: padding 3 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.padding4 (4)",
            "UI/Toggle.swift:11:96 spacing-scale: padding 10.5 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.padding8 (8) or CGFloat.padding16 (16)",
            "UI/Toggle.swift:12:31 spacing-scale: padding 16.3 in `.padding(_:)` is not on the padding scale; nearest: CGFloat.padding16 (16)",
            "UI/Toggle.swift:19:23 spacing-scale: padding 10 in `let padding` is not on the padding scale; nearest: CGFloat.padding8 (8) or CGFloat.padding16 (16)",
        ])
    }

    /// A palette struct whose roles are a type of the team's own holding a colour per mode (`DynamicColor(lightColor:
    /// darkColor:)`), served by a switch over a role enum: each role is read by its labels, an implicit member names
    /// the colour type's constant even where the role has the same name, an alias in `extension Color` is that colour,
    /// and the roles pair by name (text on the default surface, a component's text on its state fills).
    func testRolesOfAPaletteStructAsAColourPerModeTypeOfTheTeamsOwn() {
        let colors = """
        import SwiftUI
        struct DynamicColor {
            let lightColor: Color
            let darkColor: Color
            init(lightColor: Color, darkColor: Color) {
                self.lightColor = lightColor
                self.darkColor = darkColor
            }
        }
        extension Color {
            init(_ hex: UInt32, opacity: Double = 1) {
                self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                          blue: Double(hex & 0xFF) / 255, opacity: opacity)
            }
            static func shade(_ percent: Double) -> Color { .black.opacity(percent) }
            static func tint(_ percent: Double) -> Color { .white.opacity(percent) }
            static let mist = Color(0xF5F5F5)
            static let night = Color(0x222222)
            static let cobalt = Color(0x3969EF)
            static let sky = Color(0x7295F6)
            static let signal = Color(0x21C000)
            static let brandLink = cobalt
        }
        """
        let standard = """
        import SwiftUI
        enum Role { case background, textPrimary, textPlaceholder, textLink, signal }
        struct StandardPalette {
            private static let background = DynamicColor(lightColor: .mist, darkColor: .night)
            private static let textPrimary = DynamicColor(lightColor: .shade(0.84), darkColor: .tint(0.84))
            private static let textPlaceholder = DynamicColor(lightColor: .shade(0.36), darkColor: .tint(0.36))
            private static let textLink = DynamicColor(lightColor: .brandLink, darkColor: .sky)
            private static let signal = DynamicColor(lightColor: .signal, darkColor: .signal)
            private static let buttonsPrimaryDefault = DynamicColor(lightColor: .cobalt, darkColor: .sky)
            private static let buttonsPrimaryPressed = DynamicColor(lightColor: .night, darkColor: .cobalt)
            private static let buttonsPrimaryText = DynamicColor(lightColor: .white, darkColor: .shade(0.84))

            static func color(for role: Role) -> DynamicColor {
                switch role {
                case .background: return background
                case .textPrimary: return textPrimary
                case .textPlaceholder: return textPlaceholder
                case .textLink: return textLink
                case .signal: return signal
                }
            }
        }
        """
        let files = [("Sources/Kit/Colors.swift", colors), ("Sources/Kit/StandardPalette.swift", standard)]
        XCTAssertEqual(lines(lint(files, rules: [ContrastRule()]).findings), [
            "Sources/Kit/StandardPalette.swift:6:24 contrast: StandardPalette.textPlaceholder #0000005C on StandardPalette.background #F5F5F5 is 2.49:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Sources/Kit/StandardPalette.swift:6:24 contrast: StandardPalette.textPlaceholder #FFFFFF5C on StandardPalette.background #222222 is 3.29:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Sources/Kit/StandardPalette.swift:7:24 contrast: StandardPalette.textLink #3969EF on StandardPalette.background #F5F5F5 is 4.33:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Sources/Kit/StandardPalette.swift:11:24 contrast: StandardPalette.buttonsPrimaryText #000000D6 on StandardPalette.buttonsPrimaryPressed #3969EF is 3.96:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
        let theme = assemble(files).themes.first
        XCTAssertEqual(palette(theme).filter { $0.contains("StandardPalette.signal") || $0.contains("StandardPalette.textLink") }, [
            "7:24 StandardPalette.textLink #3969EF #7295F6 (defines light, dark)",
            "8:24 StandardPalette.signal #21C000 #21C000 (defines light, dark)",
        ])
        // Passing: the primary text (12.66:1 and over), the button's text on its resting fill (4.72:1 light, 6.20:1 dark)
        // and on the pressed fill in light mode (15.91:1).
    }

    /// Tokens generated into one class of colours per theme (`fgPrimary`, `bgSurfaceMain`): a level or a status on
    /// the theme's surfaces (background words and levels only), a family on its own surfaces (`fgTertiaryInverted` on
    /// `bgSurfaceContainerInverted`); a status's own fill is not its text's surface, a static white is for another
    /// surface, and a guessed pair under 2:1 everywhere is dropped.
    func testThemeClassRolesOnTheirSurfacesByFamily() {
        let theme = """
        import UIKit
        extension UIColor {
            convenience init(rgbHex: UInt32) {
                self.init(red: CGFloat((rgbHex >> 16) & 0xFF) / 255, green: CGFloat((rgbHex >> 8) & 0xFF) / 255,
                          blue: CGFloat(rgbHex & 0xFF) / 255, alpha: 1)
            }
        }
        public final class DawnTheme {
            public final class Colors {
                public let fgPrimary = UIColor(rgbHex: 0x111111)
                public let fgTertiary = UIColor(rgbHex: 0x8C8F98)
                public let fgError = UIColor(rgbHex: 0xD9363E)
                public let fgSuccess = UIColor(rgbHex: 0xF0FFF0)
                public let fgStaticWhite = UIColor(rgbHex: 0xFFFFFF)
                public let fgPrimaryInverted = UIColor(rgbHex: 0xF4F4F5)
                public let fgTertiaryInverted = UIColor(rgbHex: 0x585B62)
                public let bgSurfaceMain = UIColor(rgbHex: 0xF7F7F8)
                public let bgSurfaceContainer = UIColor(rgbHex: 0xFFFFFF)
                public let bgSurfaceContainerInverted = UIColor(rgbHex: 0x1A1A1A)
                public let bgStatusError = UIColor(rgbHex: 0xD9363E)
                public let fgBrand = UIColor(rgbHex: 0xE63380)
                public let bgSurfaceBrand = UIColor(rgbHex: 0xE63380)
            }
        }
        """
        XCTAssertEqual(lines(lint([("Kit/DawnTheme.swift", theme)], rules: [ContrastRule()]).findings), [
            "Kit/DawnTheme.swift:11:20 contrast: DawnTheme.Colors.fgTertiary #8C8F98 on DawnTheme.Colors.bgSurfaceContainer #FFFFFF is 3.23:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/DawnTheme.swift:11:20 contrast: DawnTheme.Colors.fgTertiary #8C8F98 on DawnTheme.Colors.bgSurfaceMain #F7F7F8 is 3.01:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/DawnTheme.swift:12:20 contrast: DawnTheme.Colors.fgError #D9363E on DawnTheme.Colors.bgSurfaceMain #F7F7F8 is 4.31:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/DawnTheme.swift:16:20 contrast: DawnTheme.Colors.fgTertiaryInverted #585B62 on DawnTheme.Colors.bgSurfaceContainerInverted #1A1A1A is 2.55:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
        // Not reported: the brand text on the brand surface (a hue names a colour for the page and its fill alike, and
        // one colour for both is a shared swatch); the error text on the container (4.61:1 passes) and on its own fill; the pale success text
        // (1.03:1 on white, evidently for another surface); the static white; the primary texts, which pass.
    }

    /// Where more than one palette has a role of a colour's name, each role's implicit member is still the colour
    /// type's; a colour set's wrapper given fallbacks per mode is still the set; labels naming a mode twice
    /// (`light:lightHighContrast:`) and values that are no colours (`light: "bg"`) make no colour per mode.
    func testColourPerModeTypesNextToPalettesAndWrappers() {
        let colors = """
        import SwiftUI
        struct DynamicColor {
            init(lightColor: Color, darkColor: Color) {}
        }
        extension Color {
            static let text = Color(red: 0.6, green: 0.6, blue: 0.6)
            static let paper = Color(red: 1, green: 1, blue: 1)
        }
        enum Standard {
            static let background = DynamicColor(lightColor: .paper, darkColor: .paper)
            static let text = DynamicColor(lightColor: .text, darkColor: .text)
        }
        enum Experimental {
            static let background = DynamicColor(lightColor: .paper, darkColor: .paper)
            static let text = DynamicColor(lightColor: .text, darkColor: .text)
        }
        enum Other {
            static let highContrast = AdaptiveColor(light: .text, dark: .paper, lightHighContrast: .paper, darkHighContrast: .paper)
            static let assetName = NamedColor(light: "bg", dark: "bgDark")
            static let elevated = UIColor(light: .white, dark: .black, darkElevated: .white)
        }
        """
        XCTAssertEqual(lines(lint([("Kit/Colors.swift", colors)], rules: [ContrastRule()]).findings), [
            "Kit/Colors.swift:11:16 contrast: Standard.text #999999 on Standard.background #FFFFFF is 2.84:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Colors.swift:15:16 contrast: Experimental.text #999999 on Experimental.background #FFFFFF is 2.84:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "Kit/Colors.swift:20:27 not-evaluated: not evaluated: Other.elevated names dark mode more than once (`dark:`, `darkElevated:`): which one is drawn only the type says",
        ])
        // The high-contrast and asset-name types are not read as colours; UIKit's colour naming dark mode twice is a note.
        XCTAssertEqual(lines(assemble([("Kit/Colors.swift", colors)]).findings), [
            "Kit/Colors.swift:20:27 not-evaluated: not evaluated: Other.elevated names dark mode more than once (`dark:`, `darkElevated:`): which one is drawn only the type says",
        ])
    }

    /// Mlem's themes: static instances of one struct, each made by its initialiser in another package than the struct's
    /// (`static let night: Self = .init(label: .init(primary: …), …)`), nested initialisers' colours named by both labels
    /// and paired by name within the instance (`label.secondary` on `background.secondary`), in the modes each gives. A
    /// static instance of a type holding fewer than four colours (a shadow) is no theme.
    func testStaticInstancesOfAThemeStructDeclaredElsewhere() {
        let palette = """
        import SwiftUI
        public struct Palette {
            public var label: ColorHierarchy
            public var background: ColorHierarchy
            public var contrastingLabel: Color
            public var accent: Color
            public var title: String
        }
        public extension Palette {
            struct ColorHierarchy {
                public var primary: Color
                public var secondary: Color
            }
        }
        public struct Glow {
            public var color: Color
            public var radius: CGFloat
            public var x: CGFloat
            public var y: CGFloat
        }
        public extension Color {
            init(light: Color, dark: Color) { self.init(uiColor: UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) }) }
        }
        """
        let night = """
        import SwiftUI
        import Theming
        private let ink: Color = .init(red: 0.97, green: 0.97, blue: 0.95)
        private let mist: Color = .init(red: 0.45, green: 0.47, blue: 0.6)
        private let dusk: Color = .init(red: 0.16, green: 0.16, blue: 0.21)
        private let slate: Color = .init(red: 0.21, green: 0.22, blue: 0.29)
        extension Palette {
            static let night: Self = .init(
                label: .init(
                    primary: ink,
                    secondary: .init(light: dusk, dark: mist)
                ),
                background: .init(primary: dusk, secondary: slate),
                contrastingLabel: ink,
                accent: .purple,
                title: "Night"
            )
        }
        extension Glow {
            static let soft = Glow(color: .black, radius: 4, x: 0, y: 2)
        }
        """
        let result = lint([("Packages/Theming/Sources/Theming/Palette.swift", palette), ("App/Colors/Palette+Night.swift", night)],
                          rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Colors/Palette+Night.swift:11:13 contrast: Palette.night.label.secondary #292936 on Palette.night.background.secondary #36384A is 1.24:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Colors/Palette+Night.swift:11:13 contrast: Palette.night.label.secondary #737899 on Palette.night.background.secondary #36384A is 2.67:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// Mlem's views: a theme's colour read by a static accessor holding a key path (`.themedAccent`, `\.accent`) or by
    /// the theme type's name in lower case (`palette.accent`), in the default instance (`Palette.default`) and again in
    /// each other instance as a variant (`(in Palette.night)`); a condition picking both colours pairs its branches, a
    /// clear branch shows what is beneath (not read), and two different conditions are not split.
    func testViewsReadThemeInstancesThroughAccessorsAndConditions() {
        let palette = """
        import SwiftUI
        public struct Palette {
            public var contrastingLabel: Color
            public var accent: Color
            public var positive: Color
            public var background: Color
        }
        public extension Palette {
            static let `default`: Self = .init(contrastingLabel: .white, accent: .blue, positive: .green, background: .white)
            static let night: Self = .init(contrastingLabel: .white, accent: Color(red: 0.74, green: 0.58, blue: 0.98),
                                           positive: .green, background: .black)
        }
        public struct ThemedColor: ShapeStyle {
            let hashString: String
            let getColor: (Palette) -> Color
        }
        public extension ShapeStyle where Self == ThemedColor {
            static var themedContrastingLabel: ThemedColor { .init(hashString: "contrastingLabel", getColor: \\.contrastingLabel) }
            static var themedAccent: ThemedColor { .init(hashString: "accent", getColor: \\.accent) }
            static var themedPositive: ThemedColor { .init(hashString: "positive", getColor: \\.positive) }
        }
        """
        let views = """
        import SwiftUI
        import Theming
        struct Chip: View {
            @Environment(\\.palette) var palette
            var isOn: Bool
            var isBusy: Bool
            var body: some View {
                Text("Filter")
                    .foregroundStyle(isOn ? .themedContrastingLabel : .themedAccent)
                    .background(Capsule().fill(isOn ? palette.accent : .clear))
                Text("Done")
                    .foregroundStyle(isOn ? .themedContrastingLabel : .themedPositive)
                    .background(isBusy ? palette.background : .themedPositive)
                Text("Saved")
                    .foregroundStyle(.themedContrastingLabel)
                    .background(isOn ? .themedPositive : .themedAccent)
                Text("Count")
                    .foregroundStyle(count == 0 ? Color.white : Color.black)
                    .background(Color.yellow)
            }
            var count: Int
        }
        struct Paint { var accent: Color; var background: Color }
        struct Swatch: View {
            var body: some View {
                let palette = Paint(accent: .white, background: .white)
                return Text("local").foregroundStyle(palette.accent).background(palette.background)
            }
        }
        struct Pinned: View {
            let palette = Palette.default
            var brand: Paint
            var body: some View {
                Text("pinned").foregroundStyle(palette.contrastingLabel).background(palette.accent)
                Text("other").foregroundStyle(brand.accent).background(brand.background)
            }
        }
        func row(palette: Paint) -> some View { Text("x").foregroundStyle(palette.accent).background(palette.background) }
        struct BrandColor: ShapeStyle {
            let getColor: KeyPath<Paint, Color>
        }
        extension ShapeStyle where Self == BrandColor {
            static var brandAccent: BrandColor { .init(getColor: \\.accent) }
        }
        struct Brand: View {
            var body: some View { Text("brand").foregroundStyle(.themedContrastingLabel).background(.brandAccent) }
        }
        """
        let result = lint([("Packages/Theming/Sources/Theming/Palette.swift", palette), ("App/Chip.swift", views)], rules: [ContrastRule()])
        // `Done` (two conditions) is not split; the chip's accent text on a clear fill shows what is beneath it. A local, a
        // parameter, a property of another type or one the view makes itself (`Palette.default`) reads no theme instance,
        // nor does an accessor whose key path starts from another type (`KeyPath<Paint, Color>`).
        XCTAssertEqual(lines(result.findings), [
            "App/Chip.swift:9:37 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(palette.accent) #007AFF is 4.01:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:9:37 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(palette.accent) #0A84FF is 3.64:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:9:37 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(palette.accent) (in Palette.night) #BD94FA is 2.39:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:15:30 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(.themedAccent) #007AFF is 4.01:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:15:30 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(.themedAccent) #0A84FF is 3.64:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:15:30 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(.themedAccent) (in Palette.night) #BD94FA is 2.39:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:15:30 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(.themedPositive) #30D158 is 2.02:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:15:30 contrast: .foregroundStyle(.themedContrastingLabel) #FFFFFF on .background(.themedPositive) #34C759 is 2.21:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:18:43 contrast: .foregroundStyle(Color.white) #FFFFFF on .background(Color.yellow) #FFCC00 is 1.51:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "App/Chip.swift:18:43 contrast: .foregroundStyle(Color.white) #FFFFFF on .background(Color.yellow) #FFD60A is 1.41:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// UIKit's adaptive colours have Apple's documented values (`.secondary` text, `Color(.secondarySystemGroupedBackground)`);
    /// an implicit member (`.red`) is a type's static member, never a file's private top-level constant of that name:
    /// which type's, a view's modifier does not say, so that pair is not evaluated.
    func testSystemColoursAndImplicitMembers() {
        let solarized = """
        import SwiftUI
        private let red: Color = .init(red: 0.86, green: 0.2, blue: 0.18)
        """
        let view = """
        import SwiftUI
        struct Note: View {
            var body: some View {
                Text("note").font(.footnote).foregroundStyle(.secondary).background(Color(.secondarySystemGroupedBackground))
                Text("error").foregroundStyle(.red).background(Color(.systemGroupedBackground))
            }
        }
        """
        let result = lint([("App/Colors/Solarized.swift", solarized), ("App/Note.swift", view)], rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [
            "App/Note.swift:4:54 contrast: .foregroundStyle(.secondary) #3C3C4399 on .background(Color(.secondarySystemGroupedBackground)) #FFFFFF is 3.43:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    /// ugglan's colours: a team's colour protocol (`some hColor`) whose pair type takes a colour per mode by label, or
    /// one for both; views tint a resizable image (a glyph, held to 3:1) and hide decorative ones from accessibility.
    func testAColourProtocolsLightAndDarkPairsAndTheViewsThatUseThem() {
        let colors = """
        import SwiftUI
        public protocol hColor: View {}
        public struct hColorScheme: hColor {
            public init(light: Color, dark: Color) {}
            public init(_ always: Color) {}
            public var body: some View { EmptyView() }
        }
        public struct hGrey {
            public static var grey100: some hColor { hColorScheme(light: Color(hexString: "F0F0F0"), dark: Color(hexString: "303030")) }
            public static var grey500: some hColor { hColorScheme(Color(hexString: "B4B4B4")) }
            public static var grey700: some hColor { hColorScheme(Color(hexString: "707070")) }
        }
        public struct hText {
            public static var tertiary: some hColor { hColorScheme(light: hGrey.grey500, dark: hGrey.grey700) }
            public static var inverted: some hColor { hText.tertiary.inverted }
            public static var darker: some hColor { darkened(Color(hexString: "B4B4B4")) }
        }
        """
        let views = """
        import SwiftUI
        struct Rows: View {
            var body: some View {
                VStack {
                    Text("Hint")
                        .foregroundColor(hText.tertiary)
                        .background(
                            RoundedRectangle(cornerRadius: 8)
                                .fill(hGrey.grey100)
                        )
                    Assets.check.view
                        .resizable()
                        .foregroundColor(hText.tertiary)
                        .background(hGrey.grey100)
                    Assets.warning.view
                        .resizable()
                        .foregroundColor(hText.tertiary)
                        .background(hGrey.grey100)
                        .accessibilityHidden(true)
                    Text("ALT")
                        .foregroundColor(hText.tertiary)
                        .background(hGrey.grey100)
                        .accessibilityHidden(true)
                    Text("Note")
                        .foregroundColor(hText.tertiary)
                        .background(
                            hGrey.grey100 // the row's fill
                        )
                }
            }
        }
        """
        let result = lint([("UI/Colors.swift", colors), ("UI/Rows.swift", views)], rules: [ContrastRule()])
        // The light and dark pair by label, one colour for both; a colour made by a member w3wlint cannot evaluate is
        // one note. The text is judged at 4.5:1 (its background written on one line), the image at 3:1, the image
        // hidden from assistive technology not at all (decorative), the text hidden so still (it is seen).
        XCTAssertEqual(lines(result.findings), [
            "UI/Colors.swift:15:47 not-evaluated: not evaluated: hText.inverted uses `hText.tertiary.inverted`, which no Swift file in the run defines as a colour w3wlint reads",
            "UI/Colors.swift:16:45 not-evaluated: not evaluated: hText.darker calls `darkened(_:)`, which w3wlint does not know as a colour",
            "UI/Rows.swift:6:34 contrast: .foregroundColor(hText.tertiary) #707070 on .background(RoundedRectangle(cornerRadius: 8).fill(hGrey.grey100)) #303030 is 2.66:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Rows.swift:6:34 contrast: .foregroundColor(hText.tertiary) #B4B4B4 on .background(RoundedRectangle(cornerRadius: 8).fill(hGrey.grey100)) #F0F0F0 is 1.81:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Rows.swift:13:34 contrast: .foregroundColor(hText.tertiary) #707070 on .background(hGrey.grey100) #303030 is 2.66:1 in dark mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "UI/Rows.swift:13:34 contrast: .foregroundColor(hText.tertiary) #B4B4B4 on .background(hGrey.grey100) #F0F0F0 is 1.81:1 in light mode, below WCAG AA 3:1 for non-text (scheme Swift styles)",
            "UI/Rows.swift:21:34 contrast: .foregroundColor(hText.tertiary) #707070 on .background(hGrey.grey100) #303030 is 2.66:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Rows.swift:21:34 contrast: .foregroundColor(hText.tertiary) #B4B4B4 on .background(hGrey.grey100) #F0F0F0 is 1.81:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            // Written over lines with a comment: shown on one line, the comment left out.
            "UI/Rows.swift:25:34 contrast: .foregroundColor(hText.tertiary) #707070 on .background(hGrey.grey100) #303030 is 2.66:1 in dark mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
            "UI/Rows.swift:25:34 contrast: .foregroundColor(hText.tertiary) #B4B4B4 on .background(hGrey.grey100) #F0F0F0 is 1.81:1 in light mode, below WCAG AA 4.5:1 for text (scheme Swift styles)",
        ])
    }

    func testNoProviderOrAnUnknownSetIsNoColour() {
        // Without the provider's key paths, `Palette.TextHint` names nothing; a wrapper given a name no catalog holds
        // reads no colour set (and says nothing: the type may not be one).
        let files = Self.providerFiles.filter { $0.0 != "UI/Colors/Provider.swift" } + [("UI/Other.swift", """
        import UIKit
        public struct ThemeColor { let name: String }
        enum Roles {
            static let missing = ThemeColor(name: "NoSuchSet")
        }
        final class HintView: UIView {
            private let hint = UILabel()
            func setUp() {
                hint.textColor = Palette.TextHint
                hint.backgroundColor = Palette.BackgroundNorm
            }
        }
        """)]
        let result = lint(files, rules: [ContrastRule()])
        XCTAssertEqual(lines(result.findings), [])
    }

    /// ProtonCore's `UIFont` extension: Apple's default size of each text style is the type scale, whatever the
    /// function is called; the largest Dynamic Type size of each (`fontLimit(for:)`) is a bound, no step.
    func testATextStyleSwitchIsTheTypeScaleAndALimitIsNot() {
        let fonts = """
        import UIKit
        extension UIFont {
            private static func defaultPointSize(forTextStyle style: TextStyle) -> CGFloat {
                switch style {
                case .body: return 17
                case .subheadline: return 15
                case .footnote: return 13
                default: return 17
                }
            }
            public static func fontLimit(for style: TextStyle) -> CGFloat {
                switch style {
                case .body: return 23
                case .subheadline: return 21
                default: return 23
                }
            }
        }
        final class Bar: UIView {
            let title = UILabel()
            let detail = UILabel()
            func setUp() {
                title.font = .systemFont(ofSize: 15)
                detail.font = .systemFont(ofSize: 14)
            }
        }
        """
        let result = lint([("Kit/Fonts.swift", fonts)], rules: [TypographyRule()])
        XCTAssertEqual(lines(result.findings), [
            "Kit/Fonts.swift:24:43 typography: font size 14 in `.systemFont(ofSize:)` is not on the fontSize scale; nearest: UIFont.defaultPointSize(.footnote) (13) or UIFont.defaultPointSize(.subheadline) (15)",
        ])
    }
}
#endif
