/// The design one Swift file defines in plain Swift, outside the what3words preset types: colour constants
/// (`static let brand = UIColor(red: …)`, DNAKit's `get(regularColor:darkColor:)` pairs), numeric constants of
/// types named for a scale (`enum Spacing { static let small: CGFloat = 8 }`), and enums whose computed properties
/// switch to a value per case (DNAKit's `DNAButtonType.tintColor` / `.backgroundColor`). Expressions are not yet
/// evaluated: a constant may name another file's (`Color.appPrimary`), so `ThemeAssembler` evaluates them once every
/// file of a run is read.
public struct SwiftDesignDocument: Sendable {
    public var file: String
    public var constants: [SwiftDesignConstant] = []
    /// Numbers of a scale type in the clauses of `#if` that do not apply on the platform read (IceCubes' macCatalyst
    /// font sizes): steps of the scale too, as the views are shared, but never the value a reference resolves to.
    public var otherPlatformSteps: [SwiftDesignConstant] = []
    public var switches: [SwiftCaseSwitch] = []
    /// Spacings and radii written as numbers where views are laid out, judged by the scales of the file's reference.
    public var uses: [SwiftStyleUse] = []
    /// A text colour and the background beneath it, as a view sets them (see `SwiftColorPair`).
    public var colorPairs: [SwiftColorPair] = []
    /// Colour properties a struct or class gives a default value (`var tintColor: Color = .init(…)` in
    /// `struct IceCubeDark: ColorSet`): a theme written as one type per appearance.
    public var instanceColors: [SwiftDesignConstant] = []
    /// Static instances of a type made by its initialiser with labelled arguments whose kinds this file alone cannot
    /// tell (`static let dracula: Self = .init(label: .init(primary: _primary, …), accent: _purple, …)`): themes
    /// where the type's declaration, in whichever file, says four or more of them are colours.
    public var instanceCandidates: [SwiftInstanceCandidate] = []
    /// Static members that read a theme's colour by a key path (`static var themedPrimary: ThemedColor { .init(getColor:
    /// \.label.primary) }`): the path by the member's name, with the type made and the argument's label.
    public var themeKeyPathAccessors: [String: SwiftThemeAccessor] = [:]
    /// The type a stored property's key path or function starts from, by `Type.property` (`ThemedColor.getColor` of
    /// `let getColor: @Sendable (Palette) -> Color`, or `KeyPath<Palette, Color>`, is `Palette`). Kept with the file's
    /// other design only: a closure-typed property alone is none.
    public var keyPathRoots: [String: String] = [:]
    /// The declared type of each stored instance property of the file's structs and classes, by the type's name path
    /// (`Palette` → `accent: Color`, `label: ColorHierarchy`).
    public var instancePropertyTypes: [String: [String: String]] = [:]
    /// The appearance a theme type says it is for (`var userInterfaceStyle: UIUserInterfaceStyle { .light }`,
    /// `let isDark = true`), by the type's name path.
    public var instanceAppearances: [String: String] = [:]
    /// Colours written as literals where code uses them (`Color(red: 0.2, …)` in a view, not a design constant).
    public var colorLiterals: [SwiftColorLiteral] = []
    /// The literals' values, once the run's design is assembled (a literal w3wlint cannot evaluate is left out).
    public var evaluatedColorLiterals: [ColorUse] = []
    /// Labels of a team's own colour initialisers that make a palette value's colour: `convenience init(studioColor:
    /// ColorStudio, alpha:)` whose body hands the value's raw hex to a hex initialiser (`UIColor(studioColor: .gray50)`).
    public var paletteInitializerLabels: [String] = []
    /// The default alpha of such an initialiser, by its label (`alpha: CGFloat = UIKitConstants.alpha1_0`), when it
    /// declares one: what a call that gives none is drawn with.
    public var paletteInitializerAlphaDefaults: [String: SwiftExpression] = [:]
    /// The declared type of each labelled parameter of a colour type's initialisers (`studioColor` → `ColorStudio`,
    /// `lightColor` → `ColorStudio`): an implicit member given there (`.gray50`) is that type's, not a system colour.
    public var initializerParameterTypes: [String: String] = [:]
    /// A team's own functions and initialisers that make a colour from their parameters in one statement (see
    /// `SwiftColorHelper`).
    public var colorHelpers: [SwiftColorHelper] = []
    /// Types the file declares that hold a colour set's name (`struct ProtonColor { let name: String … }`, named for a
    /// colour): `ProtonColor(name: "MobileTextNorm")` is that set.
    public var colorSetWrappers: [String] = []
    /// The property of such a type that names the set drawn in dark mode (`alternativeDarkName: String?`), by type:
    /// `ProtonColor(name: "Mirage", alternativeDarkName: "White")` is Mirage in light and White in dark.
    public var colorSetWrapperDarkNames: [String: String] = [:]
    /// Colours of a type that conforms to a protocol, as its getters or defaults give them
    /// (`struct WalletColorPaletteiOS: ColorPaletteiOS { var TextNorm: ProtonColor { Shade100 } }`): where the
    /// protocol gives its own defaults, each conforming type is a variant of the palette (a brand, an app theme).
    public var conformerColors: [SwiftDesignConstant] = []
    /// The protocols and classes each type of `conformerColors` inherits from, by the type's name.
    public var conformances: [String: [String]] = [:]
    /// Types the file declares with an initialiser taking a colour per mode by label (`hColorScheme(light:dark:)`): given
    /// one colour instead (`hColorScheme(Color(hexString: "B4B4B4"))`), they hold it in every mode.
    public var modePairTypes: [String] = []
    /// Protocols whose extensions in this file give colour defaults.
    public var protocolsWithDefaults: Set<String> = []
    /// Top-level constants made by a type's initialiser (`let ColorProvider = ColorProviderBase()`): their type by name.
    /// Design only beside a provider of colours by dynamic members (see `dynamicMemberRoots`), so no part of `isEmpty`.
    public var globalInstanceTypes: [String: String] = [:]
    /// The key-path roots of each `@dynamicMemberLookup` type's `subscript(dynamicMember:)`, in the order declared
    /// (`ColorProviderBase` → `ColorPaletteiOS`): `ColorProvider.TextNorm` is that root's `TextNorm`.
    public var dynamicMemberRoots: [String: [String]] = [:]
    /// Asset catalog images the file renders as templates (`Image("arrow").renderingMode(.template)`).
    public var templateImages: [SwiftTemplateImage] = []
    /// The file imports a what3words design library (`import W3WSwiftThemes`): the what3words presets are its scales.
    public var importsWhat3words = false

    /// A test file's instances are fixtures, not the design's themes.
    mutating func dropThemeInstances() {
        instanceColors = []
        instanceCandidates = []
    }

    public var isEmpty: Bool {
        constants.isEmpty && switches.isEmpty && uses.isEmpty && colorPairs.isEmpty && colorLiterals.isEmpty && instanceColors.isEmpty
            && instanceCandidates.isEmpty && instancePropertyTypes.isEmpty && themeKeyPathAccessors.isEmpty
            && paletteInitializerLabels.isEmpty && initializerParameterTypes.isEmpty && colorHelpers.isEmpty && templateImages.isEmpty
            && dynamicMemberRoots.isEmpty && colorSetWrappers.isEmpty && modePairTypes.isEmpty
    }
}

/// `static func rgba(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> UIColor { UIColor(red:
/// red / 255, green: green / 255, blue: blue / 255, alpha: alpha) }`, or `convenience init(r: CGFloat, g: CGFloat, b:
/// CGFloat) { self.init(red: r / 255, …) }` in an extension of a colour type: a call (`.rgba(30, 30, 30)`,
/// `UIColor(r: 30, g: 30, b: 30)`) makes the colour of that one statement with its arguments in place.
public struct SwiftColorHelper: Sendable {
    public struct Parameter: Sendable {
        /// The argument label callers write; nil for `_`.
        public var label: String?
        /// The name the body uses.
        public var name: String
        public var defaultValue: SwiftExpression?
    }

    /// The type the helper is declared in (`["UIColor"]`); empty at the top level.
    public var owner: [String]
    /// The function's name; `init` for an initialiser.
    public var name: String
    public var parameters: [Parameter]
    /// The statement's colour expression (an initialiser's `self.init(…)` as `.init(…)`).
    public var body: SwiftExpression
}

/// What a constant holds, by its written type or the call that makes it.
public enum SwiftDesignValueKind: String, Sendable {
    case color, number
}

/// `static let small: CGFloat = 8` in `enum Spacing`, or `static var appPrimary: UIColor { return … }` in `struct Color`.
public struct SwiftDesignConstant: Sendable {
    /// The enclosing types, outermost first (`["Color"]`, `["Theme", "Spacing"]`).
    public var owner: [String]
    public var name: String
    public var kind: SwiftDesignValueKind
    public var value: SwiftExpression
    /// The location of the name.
    public var location: SourceLocation
    public var deprecated: Bool = false
    /// Declared in a `private` or `fileprivate` type: one file's own constants.
    public var isInPrivateType = false

    /// `Color.appPrimary`, `Theme.Spacing.small`.
    public var qualifiedName: String { (owner + [name]).joined(separator: ".") }
}

/// `static var themedPrimary: ThemedColor { .init(hashString: "primary", getColor: \.label.primary) }`: the type made
/// (`ThemedColor`), the label the key path is given by (`getColor`) and the path (`label.primary`).
public struct SwiftThemeAccessor: Sendable {
    public var type: String
    public var label: String
    public var path: [String]
}

/// A static instance of a type by its initialiser's labelled arguments, an argument given to a nested initialiser
/// named by both labels (`label: .init(primary: x)` is `label.primary`): which are colours is known once every file is
/// read.
public struct SwiftInstanceCandidate: Sendable {
    /// The type as written (`Palette`, or the extended type for `Self` and `.init`).
    public var type: String
    /// The instance's name path (`["Palette", "dracula"]`).
    public var owner: [String]
    /// Each argument by its label path (`[["label", "primary"], ["accent"]]`), at its label.
    public var arguments: [(path: [String], value: SwiftExpression, location: SourceLocation)]
}

/// A computed property of an enum that switches on `self` and returns a value per case:
/// `var tintColor: UIColor { switch self { case .primaryRegular: return Color.appWhite … } }`; or a static function
/// that switches on its one parameter (`static func spacing(_ token: SpacingToken) -> CGFloat`), `isFunction`.
public struct SwiftCaseSwitch: Sendable {
    public struct Branch: Sendable {
        /// The cases the branch matches (`case .a, .b:`); empty for `default:`.
        public var cases: [String]
        public var value: SwiftExpression
    }

    public var owner: [String]
    public var property: String
    public var kind: SwiftDesignValueKind
    public var branches: [Branch]
    /// Every case the enum declares, in order (a `default:` branch serves the ones not named).
    public var allCases: [String]
    public var location: SourceLocation
    public var isFunction = false
    /// The function switches over app themes: its parameter's type or name says theme, appearance or scheme
    /// (Pocket Casts' `primaryUi01(for theme: Theme.ThemeType?)`), not a status or a chart series.
    public var switchesOverThemes = false
    /// The function switches over the platform's text styles (`defaultPointSize(forTextStyle style: UIFont.TextStyle)`):
    /// its numbers are a type scale, whatever its name says.
    public var switchesOverTextStyles = false

    /// The value of one case: its own branch, else `default:`.
    public func value(for caseName: String) -> SwiftExpression? {
        (branches.first { $0.cases.contains(caseName) } ?? branches.first { $0.cases.isEmpty })?.value
    }

    /// The value of each case: every declared case (a `default:` serving those not named), then each pattern with
    /// associated values as its branch writes it (`h1(.blog)` of DNAKit's `Typography.fontSize`). A pattern that
    /// binds a value (`custom(let size)`) names no fixed case and is left out.
    public var caseValues: [(name: String, value: SwiftExpression)] {
        var result = allCases.compactMap { name in value(for: name).map { (name, $0) } }
        for branch in branches {
            for pattern in branch.cases where pattern.contains("(") && !pattern.contains("let ") && !pattern.contains("var ") {
                result.append((pattern, branch.value))
            }
        }
        return result
    }
}

/// A spacing, radius or font size written as a number where code lays out a view (`.padding(13)`, `UIEdgeInsets(top: 10, …)`,
/// `layer.cornerRadius = 6`), with the text a fix rewrites. A value given by name (`Spacing.small`) is on the scale
/// by construction and is not collected.
public struct SwiftStyleUse: Sendable {
    public var kind: String
    public var value: Double
    /// How the code writes it: `.padding(_:)`, `UIEdgeInsets(top:)`, `layer.cornerRadius =`.
    public var site: String
    public var location: SourceLocation
    public var written: WrittenNumber?
    /// A preset given by name (`.soft` where a corner radius is expected): its value is the judging scale's entry.
    public var presetName: String?
    /// The name's own text, for a fix that renames it.
    public var writtenName: SourceSpan?
    /// The step of the type scale this size defines (`AppFont.title` for `static let title = UIFont.systemFont(ofSize: 20)`
    /// in `enum AppFont`): a definition, not a use.
    public var definedAs: String?
}

/// A text colour and the background beneath it, set on one view: a SwiftUI modifier chain
/// (`Text("Buy").foregroundColor(.white).padding().background(Color.accent)`) or UIKit properties of one object in
/// one block (`label.textColor = …` and `label.backgroundColor = …`). Judged for contrast in every mode.
public struct SwiftColorPair: Sendable {
    public var foreground: SwiftExpression
    public var background: SwiftExpression
    /// As written, for the message (`.foregroundColor(.white)`, `label.backgroundColor`).
    public var foregroundText: String
    public var backgroundText: String
    /// Where the foreground is written: what the finding points at.
    public var location: SourceLocation
    /// The code sets a font that WCAG counts as large text (at least 18 pt, or 14 pt bold).
    public var isLargeText: Bool = false
    /// The foreground is an SF Symbol (`Image(systemName:)`), an icon held to the non-text minimum.
    public var isSymbol: Bool = false
    /// Lower-case roots of the colours that name a property of the view handed in from outside
    /// (`@Environment(\.palette) var palette`, `var palette: Palette`), with the type written ("" when none):
    /// what may read a theme's instance (`palette.accent`). A local, a parameter or a value the view makes is none.
    public var themeRoots: [String: String] = [:]
    /// Text with no background in its file, read on the system background: judged only where it fails in every mode.
    public var isOnThePage = false
}

/// A colour written where code uses it: `Color(red: 0.2, green: 0.4, blue: 0.6)` in a view, `UIColor(hex: "#1C86CC")`
/// in a function. A palette judges it.
public struct SwiftColorLiteral: Sendable {
    public var value: SwiftExpression
    /// How it is written, for the message (`` `Color(red:green:blue:)` ``).
    public var site: String
    public var location: SourceLocation
    /// A platform's named hue (`UIColor.red`, SwiftUI's `.red`, whose dark value the platform gives): the palette
    /// judges its light value, as a designer picks it.
    public var isNamedHue = false
}

/// An asset catalog image code renders as a template: `Image("Icons/arrow")` (a name as written, exact) or SwiftGen's
/// `Asset.Icons.arrow` (an identifier SwiftGen made of the name: `icon left` is `iconLeft`).
public struct SwiftTemplateImage: Hashable, Sendable {
    public var name: String
    /// The catalog's namespace folders before the name (`Icons`).
    public var namespace: [String]
    public var isSwiftGenName: Bool
}
