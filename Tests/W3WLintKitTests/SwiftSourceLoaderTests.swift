#if SwiftSources // Swift sources are read only in builds with the SwiftSources trait (the default)
import XCTest
@testable import W3WLintKit

/// Swift theme sources: presets evaluated statically from small Swift fixtures written for these tests (no code of
/// the what3words libraries), across files, with `#if` branches, deprecated presets and skip notes.
final class SwiftSourceLoaderTests: ScratchFolderTestCase {
    /// Loads the files in the order given and assembles them, as a run does.
    private func assemble(_ files: [(String, String)], platform: SwiftPlatform = .ios) -> (theme: Theme?, findings: [Finding]) {
        let (model, findings) = loadAndAssemble(files, loaders: [SwiftSourceLoader(settings: SwiftSourceSettings(platform: platform))])
        return (model.themes.first, findings)
    }

    private func lint(_ files: [(String, String)], platform: SwiftPlatform = .ios) -> LintResult {
        let loaders = LoaderRegistry.loaders(defaultScales: BuiltinPresets.scales, swift: SwiftSourceSettings(platform: platform))
        var linter = Linter(rules: BuiltinRules.defaultPack, loaders: loaders)
        linter.jobs = 1
        return linter.check(files: files.map { ($0.0, .success(Data($0.1.utf8))) }, workingDirectory: "/")
    }

    private func color(_ theme: Theme?, _ name: String) -> ColorDefinition? {
        theme?.palette.first { $0.name == name }
    }

    // Written for these tests: a core palette in a nested namespace, every W3WCoreColor initializer form.
    static let core = ("Colors/Core.swift", """
    import Foundation

    extension W3WCoreColor {
      public struct core {
        public static let red50 = W3WCoreColor(alpha: 0xff, hex: 0xe11f26)
        public static let grey100 = W3WCoreColor(hex: 0xFFFFFF)
        public static let grey0 = W3WCoreColor(red: 0.0, green: 0.0, blue: 0.0)
        public static let mist = W3WCoreColor(grey: 0.5)
        public static let shade = W3WCoreColor(hex: 0x000000, alpha: 0.5)
        public static let brand = red50
      }
      static public let white = W3WCoreColor.core.grey100
      public static let redAlpha20 = W3WCoreColor.core.red50.with(alpha: 0.2)
      public static let halfRed = W3WCoreColor(alpha: 0x80, hex: 0xe11f26)
      public struct hig {
        // `core` is a sibling namespace: found from the enclosing type, as Swift finds it.
        public static let red = core.red50
      }
    }
    """)

    // Refers to Core.swift with implicit members; loaded before it, so references resolve in any order.
    static let semantic = ("Colors/Semantic.swift", """
    extension W3WColor {
      public static let text = W3WColor(light: .core.grey0, dark: .white)
      public static let background = W3WColor(light: .white, dark: .core.grey0)
      public static let tint = W3WColor(all: .core.red50)
      public static let highlight = W3WColor(light: .core.brand)
      @available(*, deprecated, message: "use tint")
      public static let slash = W3WColor.tint
      public static let dynamic = W3WColor(light: .core.red50, dark: UIColor.systemRed.w3wCoreColor)
      public static let faded = W3WColor(light: .core.grey0.with(alpha: 7), dark: .white)
    }

    extension W3WColors {
      static public let standard = W3WColors(foreground: .text, background: .background, tint: .tint,
                                             highlight: W3WBasicColors(foreground: .text, background: .highlight))
      static public let unused = W3WColors(foreground: .text, background: .tint)
    }

    extension W3WScheme {
      public static let standard = W3WScheme(colors: .standard, styles: .standard)
    }

    extension W3WStyles {
      public static let standard = W3WStyles(cornerRadius: .small, font: W3WTypefaces().body,
                                             padding: W3WPadding(top: 10.0, left: 14.0, bottom: 10.0, right: 12.0))
    }
    """)

    static let metrics = ("Styles/Metrics.swift", """
    #if canImport(UIKit)
    import UIKit
    #endif

    public extension W3WCornerRadius {
      static let none: W3WCornerRadius = 0.0
      static let small: W3WCornerRadius = 8.0
      static let large: W3WCornerRadius = 16.0
      static let oval = W3WCornerRadius(floatLiteral: .infinity)
      static let circle = W3WCornerRadius(floatLiteral: .nan)
      @available(*, deprecated, message: "use: large")
      static let softer: W3WCornerRadius = 14.0
    }

    public extension W3WPadding {
      static let fine: W3WPadding = 2
      static let medium: W3WPadding = 12.0
    }

    public extension W3WFontWeight {
      #if canImport(UIKit)
      static let bold = W3WFontWeight(value: UIFont.Weight.bold.rawValue)
      #else
      static let bold: W3WFontWeight = 0.4
      #endif
    }

    public extension W3WRowHeight {
      static let small = W3WRowHeight(value: 40.0)
      static var current: W3WRowHeight { small }
    }
    """)

    func testEveryCoreColorInitializerAndNestedNamespace() throws {
        let (theme, findings) = assemble([Self.core])
        XCTAssertEqual(lines(findings), [])
        let expected: [(String, String)] = [
            ("W3WCoreColor.core.red50", "#E11F26"), ("W3WCoreColor.core.grey100", "#FFFFFF"), ("W3WCoreColor.core.grey0", "#000000"),
            ("W3WCoreColor.core.mist", "#808080"), ("W3WCoreColor.core.shade", "#00000080"), ("W3WCoreColor.core.brand", "#E11F26"),
            ("W3WCoreColor.white", "#FFFFFF"), ("W3WCoreColor.redAlpha20", "#E11F2633"), ("W3WCoreColor.halfRed", "#E11F2680"),
            ("W3WCoreColor.hig.red", "#E11F26"),
        ]
        XCTAssertEqual(theme?.palette.map(\.name), expected.map(\.0))
        for (name, hex) in expected {
            let definition = try XCTUnwrap(color(theme, name))
            XCTAssertEqual(definition.color.values["light"]?.hex, hex, name)
            XCTAssertEqual(definition.color.values["dark"]?.hex, hex, name)
            XCTAssertTrue(definition.color.isSingleValue)
            XCTAssertNil(definition.definedModes)
        }
        XCTAssertEqual(color(theme, "W3WCoreColor.core.red50")?.location, SourceLocation(file: "Colors/Core.swift", line: 5, column: 23))
        XCTAssertEqual(color(theme, "W3WCoreColor.white")?.location, SourceLocation(file: "Colors/Core.swift", line: 12, column: 21))
    }

    func testColorsResolveAcrossFilesInAnyOrderWithModesAndDeprecation() throws {
        let (theme, findings) = assemble([Self.semantic, Self.core])
        XCTAssertEqual(lines(findings), [
            "Colors/Semantic.swift:8:66 not-evaluated: not evaluated: W3WColor.dynamic uses `UIColor.systemRed.w3wCoreColor`, which cannot be evaluated without compiling the code",
            "Colors/Semantic.swift:9:69 invalid-value: W3WColor.faded: alpha 7 is outside 0…1",
            // Without the metrics file `.small` is unknown: the styles, and the scheme using them, are skipped.
            "Colors/Semantic.swift:19:69 not-evaluated: not evaluated: W3WScheme.standard uses W3WStyles.standard, which is not evaluated",
            "Colors/Semantic.swift:23:56 not-evaluated: not evaluated: W3WStyles.standard uses `.small`, which is not a W3WCornerRadius preset in the files read",
        ])
        let text = try XCTUnwrap(color(theme, "W3WColor.text"))
        XCTAssertEqual([text.color.values["light"]?.hex, text.color.values["dark"]?.hex], ["#000000", "#FFFFFF"])
        XCTAssertEqual(text.definedModes, ["light", "dark"])
        XCTAssertFalse(text.color.isSingleValue)
        let tint = try XCTUnwrap(color(theme, "W3WColor.tint"))
        XCTAssertTrue(tint.color.isSingleValue)
        XCTAssertNil(tint.definedModes)
        // A single mode: the dark value falls back to light, and dark-variant reports it.
        let highlight = try XCTUnwrap(color(theme, "W3WColor.highlight"))
        XCTAssertEqual(highlight.definedModes, ["light"])
        XCTAssertEqual(highlight.color.values["dark"]?.hex, "#E11F26")
        let slash = try XCTUnwrap(color(theme, "W3WColor.slash"))
        XCTAssertTrue(slash.deprecated)
        XCTAssertFalse(tint.deprecated)
        XCTAssertEqual(slash.color, tint.color)
        XCTAssertNil(color(theme, "W3WColor.dynamic"))
        XCTAssertNil(color(theme, "W3WColor.faded"))
    }

    func testSchemesTakeTheirColorsAndStyles() throws {
        let (theme, _) = assemble([Self.metrics, Self.core, Self.semantic])
        XCTAssertEqual(theme?.schemes.map(\.name), ["standard", "W3WColors.unused"])
        let scheme = try XCTUnwrap(theme?.schemes.first)
        XCTAssertEqual(scheme.roles.map(\.name), ["foreground", "background", "tint", "highlight"])
        guard case let .pair(foreground, background)? = scheme.role("highlight") else { return XCTFail("highlight is not a pair") }
        XCTAssertEqual(foreground.written, ".text")
        XCTAssertEqual(background.color.values["light"]?.hex, "#E11F26")
        XCTAssertEqual(background.location, SourceLocation(file: "Colors/Semantic.swift", line: 14, column: 99))
        XCTAssertEqual(scheme.styles.map { "\($0.kind) \($0.path) \($0.value)" }, [
            "cornerRadius W3WScheme.standard.styles.cornerRadius 8",
            "padding W3WScheme.standard.styles.padding[0] 10", "padding W3WScheme.standard.styles.padding[1] 14",
            "padding W3WScheme.standard.styles.padding[2] 10", "padding W3WScheme.standard.styles.padding[3] 12",
        ])
    }

    func testMetricScalesDeprecatedPresetsAndIfBranchOfIOS() throws {
        let (theme, findings) = assemble([Self.metrics])
        // `UIFont.Weight.bold.rawValue` is the platform's documented 0.4.
        XCTAssertEqual(lines(findings), [
            "Styles/Metrics.swift:30:14 not-evaluated: not evaluated: W3WRowHeight.current is a computed property: its value is known only when the code runs",
        ])
        let radius = try XCTUnwrap(theme?.scales["cornerRadius"])
        XCTAssertFalse(radius.isBuiltIn)
        XCTAssertEqual(radius.entries.map { "\($0.name)=\($0.value)\($0.deprecated ? " deprecated" : "")" },
                       ["none=0", "small=8", "large=16", "oval=oval", "circle=circle", "softer=14 deprecated"])
        XCTAssertEqual(radius.allowedEntries.map(\.name), ["none", "small", "large", "oval", "circle"])
        XCTAssertEqual(radius.entries.last?.location, SourceLocation(file: "Styles/Metrics.swift", line: 12, column: 14))
        XCTAssertEqual(theme?.scales["padding"]?.entries.map(\.value), [.points(2), .points(12)])
        XCTAssertEqual(theme?.scales["rowHeight"]?.entries.map(\.value), [.points(40)])
        XCTAssertEqual(theme?.scales["fontWeight"]?.entries.map { "\($0.name)=\($0.value)" }, ["bold=0.4"])
        // Built-in presets stay for kinds the sources do not define.
        XCTAssertEqual(theme?.scales["margin"]?.isBuiltIn, true)
    }

    func testElseBranchOnMacOS() throws {
        let (theme, findings) = assemble([Self.metrics], platform: .macos)
        XCTAssertEqual(lines(findings), [
            "Styles/Metrics.swift:30:14 not-evaluated: not evaluated: W3WRowHeight.current is a computed property: its value is known only when the code runs",
        ])
        XCTAssertEqual(theme?.scales["fontWeight"]?.entries.map(\.value), [.points(0.4)])
        XCTAssertEqual(theme?.scales["fontWeight"]?.entries.first?.location, SourceLocation(file: "Styles/Metrics.swift", line: 24, column: 14))
    }

    func testUndecidableConditionsAndUnknownReferencesAreNotes() {
        let source = ("Odd.swift", """
        extension W3WPadding {
          #if canImport(W3WSwiftCore) && os(iOS)
          static let hidden: W3WPadding = 3.0
          #endif
          #if os(macOS) || DEBUG
          static let mac: W3WPadding = 5.0
          #elseif !os(macOS) && (os(iOS) || os(tvOS))
          static let phone: W3WPadding = 6.0
          #endif
          static let missing = W3WPadding.enormous
          static let follows = W3WPadding.missing
          static let phoneAlias = W3WPadding.phone
        }
        """)
        let (theme, findings) = assemble([source])
        XCTAssertEqual(lines(findings), [
            "Odd.swift:2:7 not-evaluated: not evaluated: the condition `canImport(W3WSwiftCore) && os(iOS)` cannot be decided for ios (whether module W3WSwiftCore can be imported is not known); the #if block is skipped",
            "Odd.swift:10:24 not-evaluated: not evaluated: W3WPadding.missing uses `W3WPadding.enormous`, which is not a W3WPadding preset in the files read",
            "Odd.swift:11:24 not-evaluated: not evaluated: W3WPadding.follows uses W3WPadding.missing, which is not evaluated",
        ])
        XCTAssertEqual(theme?.scales["padding"]?.entries.map(\.name), ["phone", "phoneAlias"])
    }

    func testPlatformOption() throws {
        XCTAssertEqual(try Configuration.defaults(workingDirectory: scratch.path).swift.platform, .ios)
        try write(".w3wlint.yml", "swift:\n  platform: macOS\n")
        XCTAssertEqual(try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path).swift.platform, .macos)
        try write(".w3wlint.yml", "swift:\n  platfrom: android\n")
        XCTAssertThrowsError(try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path)) { error in
            XCTAssertEqual((error as? ConfigurationErrors)?.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                           ["2:3 unknown key `platfrom` in `swift`; did you mean `platform`? (known: platform, calls, assignments, modeHelpers)"])
        }
        try write(".w3wlint.yml", "swift:\n  platform: android\n")
        XCTAssertThrowsError(try Configuration.load(file: ".w3wlint.yml", workingDirectory: scratch.path)) { error in
            XCTAssertEqual((error as? ConfigurationErrors)?.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                           ["2:13 `swift.platform` must be one of ios, macos, tvos, watchos, visionos, linux"])
        }
    }

    func testAFileNamedAloneIsCheckedWithItsModule() throws {
        try write("Sources/Design/Colors/Core.swift", Self.core.1)
        try write("Sources/Design/Semantic.swift", Self.semantic.1)
        try write("Sources/Design/Styles/Metrics.swift", Self.metrics.1)
        var linter = Linter(rules: [RequiredModesRule()])
        linter.jobs = 1
        // As a pre-commit hook passes one staged file: references into the other files still resolve, and only
        // this file's findings are reported.
        let result = try linter.check(paths: ["Sources/Design/Semantic.swift"], workingDirectory: scratch.path)
        XCTAssertEqual(lines(result.findings), [
            "Sources/Design/Semantic.swift:5:21 dark-variant: colour `W3WColor.highlight` has no dark value (it defines light; required modes: light, dark)",
            "Sources/Design/Semantic.swift:8:66 not-evaluated: not evaluated: W3WColor.dynamic uses `UIColor.systemRed.w3wCoreColor`, which cannot be evaluated without compiling the code",
            "Sources/Design/Semantic.swift:9:69 invalid-value: W3WColor.faded: alpha 7 is outside 0…1",
        ])
    }

    func testColumnsCountCharacters() {
        let result = SwiftSourceLoader().load(contents: Data("extension W3WPadding {\n  /* é */ static let small: W3WPadding = 1.0\n}\n".utf8),
                                              file: "Padding.swift")
        XCTAssertEqual(result.documents[SwiftPresetDocument.self].first?.declarations.first?.location, SourceLocation(file: "Padding.swift", line: 2, column: 22))
    }

    func testFilesWithoutDesignAddNothing() {
        let loader = SwiftSourceLoader()
        XCTAssertFalse(loader.canLoad(path: "Package.swift"))
        XCTAssertFalse(loader.canLoad(path: "theme.w3wtheme.yaml"))
        let view = loader.load(contents: Data("""
        import SwiftUI
        struct ContentView { static let padding = 4.0 }
        extension Color { static let brand = Color(red: 1, green: 0, blue: 0) }
        func broken( {
        """.utf8), file: "ContentView.swift")
        XCTAssertTrue(view.documents[SwiftPresetDocument.self].isEmpty)
        // The app's own design constants are read (SwiftDesignReaderTests), so its syntax error is worth saying.
        XCTAssertEqual(view.documents[SwiftDesignDocument.self].first?.constants.map(\.qualifiedName), ["Color.brand"])
        XCTAssertEqual(view.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                       ["4:14 Swift syntax error: expected `)`; presets after it may be missing"])
        let result = lint([("ContentView.swift", "struct A {}\n")])
        XCTAssertEqual(result.findings.count, 0)
    }

    func testSyntaxErrorInAPresetFileIsAParseError() {
        let result = SwiftSourceLoader().load(contents: Data("""
        extension W3WMargin {
          static let one: W3WMargin = 8.0
          static let two: W3WMargin = (
        }
        """.utf8), file: "Margins.swift")
        XCTAssertEqual(result.documents[SwiftPresetDocument.self].first?.declarations.map(\.name), ["one", "two"])
        XCTAssertEqual(lines(result.diagnostics), ["Margins.swift:3:32 parse-error: Swift syntax error: expected `<#expression#>`; presets after it may be missing"])
    }

    func testCoreChecksRunOnTheSwiftPresets() throws {
        let result = lint([Self.semantic, Self.core, Self.metrics])
        // #E11F26 on black: (0.1713 + 0.05) / 0.05 = 4.4256, shown cut down as 4.42.
        XCTAssertEqual(lines(result.findings), [
            "Colors/Semantic.swift:5:21 dark-variant: colour `W3WColor.highlight` has no dark value (it defines light; required modes: light, dark)",
            "Colors/Semantic.swift:8:66 not-evaluated: not evaluated: W3WColor.dynamic uses `UIColor.systemRed.w3wCoreColor`, which cannot be evaluated without compiling the code",
            "Colors/Semantic.swift:9:69 invalid-value: W3WColor.faded: alpha 7 is outside 0…1",
            "Colors/Semantic.swift:13:92 contrast: tint #E11F26 on background #000000 is 4.42:1 in dark mode, below WCAG AA 4.5:1 for text (scheme standard)",
            "Colors/Semantic.swift:14:80 contrast: highlight.foreground #000000 on highlight.background #E11F26 is 4.42:1 in light mode, below WCAG AA 4.5:1 for text (scheme standard)",
            "Colors/Semantic.swift:15:52 contrast: foreground #000000 on background #E11F26 is 4.42:1 in light mode, below WCAG AA 4.5:1 for text (scheme W3WColors.unused)",
            "Colors/Semantic.swift:24:67 spacing-scale: padding 10 in scheme standard is not on the padding scale; nearest: fine (2) or medium (12)",
            "Colors/Semantic.swift:24:79 spacing-scale: padding 14 in scheme standard is not on the padding scale; nearest: medium (12)",
            "Colors/Semantic.swift:24:93 spacing-scale: padding 10 in scheme standard is not on the padding scale; nearest: fine (2) or medium (12)",
            "Styles/Metrics.swift:30:14 not-evaluated: not evaluated: W3WRowHeight.current is a computed property: its value is known only when the code runs",
        ])
        let contrast = try XCTUnwrap(result.findings.first { $0.ruleID == "contrast" })
        XCTAssertEqual(contrast.properties.first { $0.0 == "ratio" }?.1, .number(4.42))
    }

    func testSuppressionComments() {
        let source = ("Metrics.swift", """
        public extension W3WLineThickness {
          static let twoPoint: W3WLineThickness = 2.0
          // w3wlint-disable-next-line preset-consistency -- kept for old callers
          static let threePoint: W3WLineThickness = 2.0
          static let fourPoint: W3WLineThickness = 2.0 /* w3wlint-disable-line */
          static let fivePoint: W3WLineThickness = 5.5
        }
        """)
        var linter = Linter(rules: [PresetConsistencyRule()])
        linter.jobs = 1
        let result = linter.check(files: [(source.0, .success(Data(source.1.utf8)))], workingDirectory: "/")
        XCTAssertEqual(lines(result.findings), ["Metrics.swift:6:14 preset-consistency: lineThickness `fivePoint` is 5.5, but its name says 5"])
    }

    func testPresetConsistency() throws {
        let source = ("Metrics.swift", """
        public extension W3WLineThickness {
          static let onePoint: W3WLineThickness = 1.0
          static let twoPoint: W3WLineThickness = 2.0
          static let threePoint: W3WLineThickness = 2.0
        }
        public extension W3WRowHeight {
          static let small = W3WRowHeight(value: 40.0)
          static let medium = W3WRowHeight(value: 48.0)
          static let extraSmall = W3WRowHeight(value: 44.0)
          static let large = W3WRowHeight(value: 48.0)
          @available(*, deprecated, renamed: "medium")
          static let regular = W3WRowHeight(value: 48.0)
        }
        public extension W3WMargin {
          static let one: W3WMargin = 8.0
          static let two: W3WMargin = 16.0
          static let three: W3WMargin = 12.0
        }
        """)
        var linter = Linter(rules: [PresetConsistencyRule()])
        linter.jobs = 1
        let result = linter.check(files: [(source.0, .success(Data(source.1.utf8)))], workingDirectory: "/")
        XCTAssertEqual(lines(result.findings), [
            "Metrics.swift:4:14 preset-consistency: lineThickness `threePoint` is 2, but its name says 3",
            // Declared before extraSmall (44), small (40) is the one out of order; regular is a deprecated alias.
            "Metrics.swift:7:14 preset-consistency: rowHeight `small` is 40, not larger than `extraSmall` (44), though its name says it is larger",
            "Metrics.swift:10:14 preset-consistency: rowHeight `large` has the same value (48) as `medium`; one of them should be marked a deprecated alias",
            "Metrics.swift:17:14 preset-consistency: margin `three` is 12, not larger than `two` (16), though its name says it is larger",
        ])
        let first = try XCTUnwrap(result.findings.first)
        XCTAssertEqual(first.properties.map(\.0), ["preset", "kind", "value", "problem", "expected"])
        XCTAssertEqual(first.properties.last?.1, .number(3))
    }

    // MARK: - Functions, computed properties and closures of theme types

    static let builders = ("Presets/Builders.swift", """
    extension W3WScheme {
      static public func buttonPrimary(theme: W3WTheme? = .standard) -> W3WScheme { W3WScheme(colors: .standard) }
      static func plain() -> Self { W3WScheme(colors: .standard) }
      static func isDark(_ scheme: W3WScheme) -> Bool { false }
      static var current: W3WScheme { .standard }
      static let once: W3WScheme = { W3WScheme(colors: .standard) }()
      static let standard = W3WScheme(colors: .standard)
    }

    extension W3WColor {
      static var override: W3WColorMode? = nil
      static var mode: W3WColorMode { .light }
      static let names: [String: String] = ["000000": "Black"]
      static let labels = ["black", "white"]
      static func set(mode: W3WColorMode?) { }
      class func tinted(_ color: W3WColor, by amount: Double) -> W3WColor? { color }
      static let black = W3WColor(all: W3WCoreColor(hex: 0x000000))
      static let white = W3WColor(all: W3WCoreColor(hex: 0xFFFFFF))
      static let shown = W3WColor.current
    }

    extension W3WColors {
      static let standard = W3WColors(foreground: .black, background: .white)
    }

    extension W3WColor {
      static var current: W3WColor { W3WColor.mode == .light ? .black : .white }
    }
    """)

    // Only functions: still a preset file, so its notes are reported.
    static let fontBuilders = ("Presets/Fonts.swift", """
    public extension W3WFont {
      static func buttonSmall(theme: W3WTheme? = .standard) -> W3WFont {
        return W3WFont(familyName: theme?.typefaces?.subheadline.familyName ?? "SF Pro", size: 17.0)
      }
      static let caption = W3WFont(familyName: "SF Pro", size: 11.0)
    }
    public extension W3WTypefaces {
      static let fallbackName = "SF Pro"
    }
    """)

    func testFunctionsComputedPropertiesAndClosuresOfThemeTypesAreNotes() throws {
        let (theme, findings) = assemble([Self.builders, Self.fontBuilders])
        // Functions returning Bool or nothing, and properties of other types (W3WColorMode, a dictionary, an
        // array of strings), are no presets: nothing is said about them.
        XCTAssertEqual(lines(findings), [
            "Presets/Builders.swift:3:15 not-evaluated: not evaluated: W3WScheme.plain() is a function returning W3WScheme; w3wlint does not evaluate function bodies",
            "Presets/Builders.swift:5:14 not-evaluated: not evaluated: W3WScheme.current is a computed property: its value is known only when the code runs",
            "Presets/Builders.swift:6:14 not-evaluated: not evaluated: W3WScheme.once is computed by a closure: its value is known only when the code runs",
            "Presets/Builders.swift:16:14 not-evaluated: not evaluated: W3WColor.tinted(_:by:) is a function returning W3WColor; its result depends on its arguments and is not evaluated",
            // A preset that uses a computed one names it.
            "Presets/Builders.swift:19:22 not-evaluated: not evaluated: W3WColor.shown uses W3WColor.current, which is not evaluated",
            "Presets/Builders.swift:27:14 not-evaluated: not evaluated: W3WColor.current is a computed property: its value is known only when the code runs",
            "Presets/Fonts.swift:2:15 not-evaluated: not evaluated: W3WFont.buttonSmall is a font preset: w3wlint reads font sizes from the W3WFontSizes type scale only",
            "Presets/Fonts.swift:5:14 not-evaluated: not evaluated: W3WFont.caption is a font preset: w3wlint reads font sizes from the W3WFontSizes type scale only",
        ])
        XCTAssertEqual(theme?.palette.map(\.name), ["W3WColor.black", "W3WColor.white"])
        // A preset function whose parameters all have defaults is its body with the defaults.
        XCTAssertEqual(theme?.schemes.map(\.name), ["buttonPrimary", "standard"])
        // Notes never fail a run at the default threshold; they sort with every other finding, by place.
        XCTAssertTrue(findings.allSatisfy { $0.severity == .note })
    }

    /// what3words' schemes are "now generally created by functions" whose parameters have defaults: each is its body
    /// with the defaults, a call binds its arguments, `theme?.labelsPrimary` is the theme preset's argument, and a
    /// pair or value written once for several schemes is one finding naming them.
    func testPresetFunctionsWithDefaultArgumentsAreEvaluated() throws {
        let source = ("Presets/Buttons.swift", """
        extension W3WColor {
          static let white = W3WColor(all: W3WCoreColor(hex: 0xFFFFFF))
          static let blue = W3WColor(light: W3WCoreColor(hex: 0x1C86CC), dark: W3WCoreColor(hex: 0x4097D5))
        }
        extension W3WTheme {
          public static let standard = W3WTheme(brandBase: .blue, labelsPrimary: .white)
        }
        extension W3WColors {
          static public func buttonPrimary(theme: W3WTheme? = .standard) -> W3WColors { W3WColors(foreground: theme?.labelsPrimary, background: theme?.brandBase) }
          static public func buttonGhost(theme: W3WTheme? = .standard) -> W3WColors { W3WColors(foreground: theme?.labelsSecondary) }
        }
        extension W3WStyles {
          static func buttonMedium(theme: W3WTheme? = .standard) -> W3WStyles { W3WStyles(padding: 14.0) }
        }
        extension W3WScheme {
          static public func buttonPrimarySmall(theme: W3WTheme? = .standard) -> W3WScheme { W3WScheme(colors: .buttonPrimary(theme: theme)) }
          static public func buttonPrimaryMedium(theme: W3WTheme? = .standard) -> W3WScheme { W3WScheme(colors: .buttonPrimary(theme: theme), styles: .buttonMedium(theme: theme)) }
          static public func buttonSecondaryMedium(theme: W3WTheme? = .standard) -> W3WScheme { W3WScheme(colors: .buttonGhost(theme: theme), styles: W3WStyles.buttonMedium()) }
        }
        """)
        let (theme, notes) = assemble([source])
        XCTAssertEqual(lines(notes), [])
        XCTAssertEqual(theme?.schemes.map(\.name), ["buttonPrimarySmall", "buttonPrimaryMedium", "buttonSecondaryMedium"])
        var linter = Linter(rules: [ContrastRule(), ScaleRule()])
        linter.jobs = 1
        let result = linter.check(files: [(source.0, .success(Data(source.1.utf8)))], workingDirectory: "/")
        XCTAssertEqual(lines(result.findings), [
            "Presets/Buttons.swift:9:103 contrast: foreground #FFFFFF on background #1C86CC is 3.93:1 in light mode, below WCAG AA 4.5:1 for text (scheme buttonPrimarySmall); the same pair in scheme buttonPrimaryMedium (line 17)",
            "Presets/Buttons.swift:9:103 contrast: foreground #FFFFFF on background #4097D5 is 3.17:1 in dark mode, below WCAG AA 4.5:1 for text (scheme buttonPrimarySmall); the same pair in scheme buttonPrimaryMedium (line 17)",
            "Presets/Buttons.swift:13:92 spacing-scale: padding 14 in scheme buttonPrimaryMedium is not on the padding scale (what3words presets); nearest: medium (12) or bold (16); the same value in scheme buttonSecondaryMedium",
        ])
    }

    func testAFileWithAnUndecidableConditionAndNoPresetAddsNothing() {
        let result = SwiftSourceLoader().load(contents: Data("""
        #if canImport(FirebaseCore)
        import FirebaseCore
        #endif
        extension W3WColor {
          static func isDark(_ color: W3WColor) -> Bool { false }
        }
        """.utf8), file: "App/Analytics.swift")
        XCTAssertTrue(result.documents[SwiftPresetDocument.self].isEmpty)
        XCTAssertEqual(result.diagnostics.count, 0)
    }

    // MARK: - Deprecated schemes

    static let deprecatedSchemes = ("Presets/Old.swift", """
    extension W3WColor {
      static let black = W3WColor(all: W3WCoreColor(hex: 0x000000))
      static let white = W3WColor(all: W3WCoreColor(hex: 0xFFFFFF))
      static let grey = W3WColor(all: W3WCoreColor(hex: 0x777777))
    }
    extension W3WColors {
      @available(*, deprecated, message: "use standard")
      static let old = W3WColors(foreground: .grey, background: .white)
      static let standard = W3WColors(foreground: .black, background: .white, secondary: .grey)
    }
    extension W3WScheme {
      static let standard = W3WScheme(colors: .standard)
      @available(*, deprecated)
      static let legacy = W3WScheme(colors: .standard, styles: W3WStyles(padding: 13.0))
    }
    """)

    func testDeprecatedSchemesAreMarkedAndContrastSaysSoOrLeavesThemOut() throws {
        let (theme, _) = assemble([Self.deprecatedSchemes])
        XCTAssertEqual(theme?.schemes.map { "\($0.name) \($0.deprecated)" }, ["standard false", "legacy true", "W3WColors.old true"])
        // The plugin protocol carries the mark, only where it is true.
        let json = CompactJSON.encode(ModelJSON.encode(DesignModel(themes: [try XCTUnwrap(theme)]), files: [], plugin: "test", workingDirectory: "/"))
        // Two schemes, and the nine deprecated presets of the what3words scales (`soft`, renamed `small`).
        XCTAssertEqual(json.components(separatedBy: "\"deprecated\":true").count - 1, 11)
        XCTAssertEqual(json.components(separatedBy: "\"deprecated\":true,\"replacedBy\":").count - 1, 9)
        // #777777 on white: (1.0 + 0.05) / (0.1845 + 0.05) = 4.4781, shown 4.47.
        var linter = Linter(rules: [ContrastRule()])
        linter.jobs = 1
        let files: [(path: String, contents: Result<Data, any Error>)] = [(Self.deprecatedSchemes.0, .success(Data(Self.deprecatedSchemes.1.utf8)))]
        let result = linter.check(files: files, workingDirectory: "/")
        XCTAssertEqual(lines(result.findings), [
            "Presets/Old.swift:8:42 contrast: foreground #777777 on background #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme W3WColors.old, deprecated)",
            "Presets/Old.swift:9:86 contrast: secondary #777777 on background #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme legacy, deprecated)",
            "Presets/Old.swift:9:86 contrast: secondary #777777 on background #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme standard)",
        ])
        XCTAssertEqual(result.findings.first?.properties.first { $0.0 == "deprecated" }?.1, .bool(true))
        XCTAssertNil(result.findings.last?.properties.first { $0.0 == "deprecated" })
        // Every rule about a scheme says so; its styles are checked like any (13 is on no built-in padding preset).
        var styles = Linter(rules: [ScaleRule(), RequiredRule(options: RequiredRule.Options().with(\.roles, ["tint"]).with(\.schemes, ["legacy"]))])
        styles.jobs = 1
        let styleFindings = styles.check(files: files, workingDirectory: "/").findings
        XCTAssertEqual(lines(styleFindings), [
            "Presets/Old.swift:14:14 required-roles: scheme legacy (deprecated) does not define tint",
            "Presets/Old.swift:14:79 spacing-scale: padding 13 in scheme legacy (deprecated) is not on the padding scale (what3words presets); nearest: medium (12) or bold (16)",
        ])
        XCTAssertEqual(styleFindings.map { $0.properties.first { $0.0 == "deprecated" }?.1 }, [.bool(true), .bool(true)])
        var ignoring = Linter(rules: [ContrastRule(options: ContrastRule.Options().with(\.ignoreDeprecated, true))])
        ignoring.jobs = 1
        XCTAssertEqual(lines(ignoring.check(files: files, workingDirectory: "/").findings), [
            "Presets/Old.swift:9:86 contrast: secondary #777777 on background #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme standard)",
        ])
    }

    // MARK: - A translucent background is composited once

    static let translucent = ("Presets/Search.swift", """
    extension W3WColor {
      static let black = W3WColor(all: W3WCoreColor(hex: 0x000000))
      static let label = W3WColor(all: W3WCoreColor(hex: 0x3C3C43, alpha: 0.6))
    }
    extension W3WColors {
      static let searchField = W3WColors(foreground: .black, background: W3WColor(all: W3WCoreColor(hex: 0x767680, alpha: 0.12)), tint: .label)
    }
    """)

    func testATranslucentBackgroundIsCompositedOnceOverTheCanvas() throws {
        var linter = Linter(rules: [ContrastRule()])
        linter.jobs = 1
        let result = linter.check(files: [(Self.translucent.0, .success(Data(Self.translucent.1.utf8)))], workingDirectory: "/")
        // By hand: alpha 0.12 is byte 31, 0.6 is 153. Dark: #767680 at 31/255 over black is (14.345, 14.345, 15.561),
        // luminance 0.004557, so black on it is (0.004557 + 0.05) / 0.05 = 1.0911; #3C3C43 at 153/255 over that is
        // (41.738, 41.738, 46.424), luminance 0.023269: (0.023269 + 0.05) / (0.004557 + 0.05) = 1.3426. Light: the
        // background over white is (238.345, 238.345, 239.561), luminance 0.858, the label over it (131.338, 131.338,
        // 136.024), luminance 0.2290: (0.858 + 0.05) / (0.2290 + 0.05) = 3.2500. Composited twice (over itself, then
        // over the canvas) the same pairs would read 1.22, 1.28 and 3.07.
        XCTAssertEqual(lines(result.findings), [
            "Presets/Search.swift:6:50 contrast: foreground #000000 on background #7676801F is 1.09:1 in dark mode, below WCAG AA 4.5:1 for text (scheme W3WColors.searchField)",
            "Presets/Search.swift:6:133 contrast: tint #3C3C4399 on background #7676801F is 1.34:1 in dark mode, below WCAG AA 4.5:1 for text (scheme W3WColors.searchField)",
            "Presets/Search.swift:6:133 contrast: tint #3C3C4399 on background #7676801F is 3.25:1 in light mode, below WCAG AA 4.5:1 for text (scheme W3WColors.searchField)",
        ])
        let ratios = result.findings.compactMap { finding in finding.properties.first { $0.0 == "ratio" }?.1 }
        XCTAssertEqual(ratios, [.number(1.09), .number(1.34), .number(3.25)])
        let backdrop = ContrastRule.backdrop(for: nil, backgroundName: "background", mode: "dark")
        XCTAssertEqual(backdrop, ColorMath.Channels(red: 0, green: 0, blue: 0))
    }

    // MARK: - Font sizes

    static let fontSizes = ("Text/W3WFontSizes.swift", """
    import CoreGraphics

    #if canImport(UIKit)
    import UIKit

    struct W3WFontSizes {
      var largeTitle: CGFloat = UIFont.preferredFont(forTextStyle: .largeTitle).pointSize
      var body: CGFloat = UIFont.preferredFont(forTextStyle: .body).pointSize
    }

    #else

    struct W3WFontSizes {
      var largeTitle: CGFloat = 34.0
      var headline:   CGFloat = 34.0
      var body:       CGFloat = 18.0
      var footnote:   CGFloat = 13
      var scaled:     CGFloat { body * 2 }
    }
    #endif
    """)

    static let label = ("Text/label.svg", """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">
      <text x="4" y="20" font-size="18">Body</text>
      <text x="4" y="30" font-size="17">Seventeen</text>
    </svg>
    """)

    func testFontSizesAreTheTypeScaleOnEveryPlatform() throws {
        // On iOS the sizes follow the user's text size: read at the default one, Apple's documented sizes.
        let (ios, iosFindings) = assemble([Self.fontSizes])
        XCTAssertEqual(lines(iosFindings), [])
        XCTAssertEqual(ios?.scales["fontSize"]?.entries.map { "\($0.name)=\($0.value)" }, ["largeTitle=34", "body=17"])
        XCTAssertEqual(ios?.scales["fontSize"]?.isBuiltIn, false)
        // A style UIKit does not have stays a note.
        let (_, unknown) = assemble([("Text/W3WFontSizes.swift", "import UIKit\nstruct W3WFontSizes {\n  var hero: CGFloat = UIFont.preferredFont(forTextStyle: .hero).pointSize\n}\n")])
        XCTAssertEqual(lines(unknown), [
            "Text/W3WFontSizes.swift:3:23 not-evaluated: not evaluated: W3WFontSizes.hero uses `UIFont.preferredFont(forTextStyle: .hero).pointSize`, which follows the user's Dynamic Type text size: known only when the app runs",
        ])

        let (mac, macFindings) = assemble([Self.fontSizes], platform: .macos)
        XCTAssertEqual(lines(macFindings), [
            "Text/W3WFontSizes.swift:18:7 not-evaluated: not evaluated: W3WFontSizes.scaled is a computed property: its value is known only when the code runs",
        ])
        let scale = try XCTUnwrap(mac?.scales["fontSize"])
        XCTAssertFalse(scale.isBuiltIn)
        XCTAssertEqual(scale.entries.map { "\($0.name)=\($0.value)" }, ["largeTitle=34", "headline=34", "body=18", "footnote=13"])
        XCTAssertEqual(scale.entries[2].location, SourceLocation(file: "Text/W3WFontSizes.swift", line: 16, column: 7))

        // The typography rule checks text against the Swift type scale (18 is on it, 17 is not), and
        // preset-consistency sees headline repeat largeTitle.
        let result = lint([Self.fontSizes, Self.label], platform: .macos)
        XCTAssertEqual(lines(result.findings), [
            "Text/W3WFontSizes.swift:15:7 preset-consistency: fontSize `headline` has the same value (34) as `largeTitle`; one of them should be marked a deprecated alias",
            "Text/W3WFontSizes.swift:18:7 not-evaluated: not evaluated: W3WFontSizes.scaled is a computed property: its value is known only when the code runs",
            "Text/label.svg:3:3 typography: font size 17 of text \"Seventeen\" is not on the fontSize scale; nearest: footnote (13) or body (18)",
        ])
    }

    // MARK: - Metric presets against the configured scale

    static let metricPresets = ("Styles/Presets.swift", """
    public extension W3WPadding {
      static let fine: W3WPadding = 2.0
      static let medium: W3WPadding = 12.0
      static let odd: W3WPadding = 13.0
      @available(*, deprecated)
      static let old: W3WPadding = 10.0
    }
    public extension W3WMargin {
      static let one: W3WMargin = 8.0
    }
    public extension W3WCornerRadius {
      static let none: W3WCornerRadius = 0.0
      static let small: W3WCornerRadius = 8.0
      static let extraLarge: W3WCornerRadius = 32.0
      static let oval = W3WCornerRadius(floatLiteral: .infinity)
      static let circle = W3WCornerRadius(floatLiteral: .nan)
      @available(*, deprecated, message: "use: large")
      static let softer: W3WCornerRadius = 14.0
    }
    """)

    func testMetricPresetsAreCheckedAgainstTheRulesScaleNotAgainstThemselves() throws {
        func check(_ rules: [any RuleKind]) -> [String] {
            var linter = Linter(rules: rules)
            linter.jobs = 1
            return lines(linter.check(files: [(Self.metricPresets.0, .success(Data(Self.metricPresets.1.utf8)))], workingDirectory: "/").findings)
        }
        // Without values, a grid or an allowed list in the options, the presets are the scale: nothing to check.
        XCTAssertEqual(check([ScaleRule(), PresetsRule()]), [])
        // Material 3's options (the material3 pack): a 4-point grid, and its corner radii. Deprecated presets are left out.
        let material = PresetsRule.Options().with(\.allowed, [0, 4, 8, 12, 16, 28].map { Scale.Entry(name: formatNumber($0), value: .points($0)) }
            + [Scale.Entry(name: "circle", value: .circle)])
        XCTAssertEqual(check([ScaleRule(options: ScaleRule.Options().with(\.base, 4)), PresetsRule(options: material)]), [
            "Styles/Presets.swift:2:14 spacing-scale: padding preset `fine` (2) is not on the rule's 4-point grid; nearest: 0 or 4",
            "Styles/Presets.swift:4:14 spacing-scale: padding preset `odd` (13) is not on the rule's 4-point grid; nearest: 12 or 16",
            "Styles/Presets.swift:14:14 corner-radius: cornerRadius preset `extraLarge` (32) is not one of the rule's allowed presets; nearest allowed: 28",
            "Styles/Presets.swift:15:14 corner-radius: cornerRadius preset `oval` (oval) is not one of the rule's allowed presets; nearest allowed: circle",
        ])
        XCTAssertEqual(check([ScaleRule(options: ScaleRule.Options().with(\.kinds, ["margin"]).with(\.values, [0, 4, 16]))]), [
            "Styles/Presets.swift:9:14 spacing-scale: margin preset `one` (8) is not on the rule's margin values; nearest: 4 or 16",
        ])
        // A theme file's own scales are presets the same way.
        var linter = Linter(rules: [ScaleRule(options: ScaleRule.Options().with(\.base, 4)), ScaleRule()])
        linter.jobs = 1
        let yaml = "w3wtheme: 1\nscales:\n  padding: { tight: 6, loose: 16 }\n"
        XCTAssertEqual(lines(linter.check(files: [("theme.w3wtheme.yaml", .success(Data(yaml.utf8)))], workingDirectory: "/").findings), [
            "theme.w3wtheme.yaml:3:14 spacing-scale: padding preset `tight` (6) is not on the rule's 4-point grid; nearest: 4 or 8",
        ])
    }
}
#endif
