import Foundation

extension ThemeAssembler {
    /// Words of a style enum's colour properties that make them a foreground or a background; the other words of the
    /// name pair them (`tintColor` with `backgroundColor`, `highlightedTitleColor` with `highlightedBackgroundColor`).
    static let foregroundWords: Set<String> = ["tint", "text", "title", "foreground", "font", "label", "content", "icon", "fg"]
    static let backgroundWords: Set<String> = ["background", "fill", "surface", "container", "bg"]
    /// States WCAG exempts from contrast: a disabled control.
    static let inactiveWords: Set<String> = ["disable", "disabled", "inactive"]

    /// Words a scale's own type name is made of (`CornerRadius`, `Spacing`, `FontSizes`).
    static let scaleNameWords: Set<String> = ["spacing", "spacings", "space", "padding", "paddings", "margin", "margins", "inset",
                                              "insets", "gap", "gaps", "gutter", "radius", "radii", "corner", "corners", "rounding",
                                              "font", "fonts", "fontsize", "size", "sizes", "typography", "layout", "metrics",
                                              "dimension", "dimensions", "scale", "scales", "token", "tokens"]

    /// Words a design system puts before its own types' names (`AppRadius`, `DSSpacing`, `ThemeSpacing`).
    static let namespaceWords: Set<String> = ["app", "ds", "design", "system", "brand", "theme", "base", "global", "core", "ui", "kit",
                                              "common", "shared"]

    /// Whether a type's name names a component besides the kind (`ListRowPadding`, `ButtonLayout`), after a leading
    /// namespace word or acronym (`WMFSpacing`).
    static func namesAComponent(_ typeName: String) -> Bool {
        var words = splitWords(typeName)
        let startsWithAcronym = typeName.prefix(2).allSatisfy(\.isUppercase)
        if words.count > 1, namespaceWords.contains(words[0]) || startsWithAcronym { words.removeFirst() }
        return words.contains { !scaleNameWords.contains($0) }
    }

    /// Endings of the names of types that lay out one view: constants nested in them are not a scale.
    /// Words of a type's name that say it defines colours (`class AppTheme`, `ColorManager`).
    static let colourDefiningWords: Set<String> = ["theme", "themes", "color", "colors", "colour", "colours", "palette"]

    /// A colour constant of a view's own type or of a private type of constants (`private enum Constants { static let
    /// background = Color(uiColor: .rgba(30, 30, 30)) }` in a toast view) is that view's choice, not the system's palette: the
    /// palette judges it rather than judging by it. A type named for colours or a theme defines the palette wherever it is,
    /// but as a private type inside a view.
    static func isAViewsOwnColour(_ constant: SwiftDesignConstant, referenced: Set<String>) -> Bool {
        // A private raw colour the palette names (`extension UIColor { static let brand = Swatch.blue }`) is the palette's.
        guard !referenced.contains(constant.qualifiedName) else { return false }
        // A private type of constants (`private enum Constants` in a toast) is one file's; a private raw palette
        // (`fileprivate enum Swatch`, `private enum Raw` in a design system) is the palette.
        let view = constant.owner.firstIndex { name in viewTypeSuffixes.contains { name.hasSuffix($0) } }
        let isAViewsOwn = (constant.isInPrivateType && constant.owner.contains(where: Self.constantsTypeNames.contains)) || view != nil
        // A private type named for colours inside a view (`PasswordStrengthView.StrengthColors`) is still that view's.
        let named = constant.isInPrivateType ? constant.owner[..<(view ?? constant.owner.endIndex)] : constant.owner[...]
        return isAViewsOwn && named.allSatisfy { splitWords($0).allSatisfy { !colourDefiningWords.contains($0) } }
    }

    /// Names of a type that holds one file's settings rather than a design.
    static let constantsTypeNames: Set<String> = ["Constants", "Constant", "Config", "Configuration"]

    static let viewTypeSuffixes = ["View", "ViewController", "Controller", "Cell", "ButtonStyle", "ToggleStyle", "LabelStyle", "Modifier", "Screen"]

    /// `extension CGFloat { static let padding8: CGFloat = 8; static let cornerRadiusXS: CGFloat = 6 }`: a step named
    /// for its scale and then only its place on it (digits, or one size word), in an extension of a length type
    /// (`statusColumnsSpacing`, `spacingRatio2`, `marginTop` and `Int.padding2` are none).
    static func namesAScaleStep(_ name: String, owner: [String]) -> Bool { scaleWords(ofStep: name, owner: owner) != nil }

    /// The words naming the scale of such a step (`["corner", "radius"]` for `cornerRadiusXS`), nil for another name.
    static func scaleWords(ofStep name: String, owner: [String]) -> [String]? {
        guard owner.count == 1, ["CGFloat", "Double", "Float"].contains(owner[0]), let words = ASCIIWords.split(name, digitsInWords: false),
              let first = words.first, stepScaleWords.contains(first) else { return nil }
        let scale = Array(words.prefix(first == "corner" && words.dropFirst().first == "radius" ? 2 : 1))
        let place = words.dropFirst(scale.count)
        let isStep = place.isEmpty ? name.last?.isNumber == true : place.count == 1 && stepSizeWords.contains(place[place.startIndex])
        return isStep ? scale : nil
    }

    static let stepScaleWords: Set<String> = ["spacing", "space", "padding", "margin", "inset", "gap", "gutter", "radius", "corner"]
    static let stepSizeWords: Set<String> = ["xxxxs", "xxxs", "xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl", "xxxxl", "tiny", "small",
                                             "smaller", "smallest", "medium", "large", "larger", "largest", "big", "huge", "rounded",
                                             "round", "full", "pill", "circle", "none", "zero", "half", "default", "standard",
                                             "regular", "double", "base"]

    /// `ODSSpacing.xs` is a system's scale; `GPSMargin.horizontalAccuracyMeters` and `POIRadius.search` are a domain's
    /// measures: behind an acronym, only steps named by their place on a scale make one.
    static func namesADomainsMeasure(_ constant: SwiftDesignConstant) -> Bool {
        guard let type = constant.owner.last, startsWithAnAcronym(type) else { return false }
        return !namesAStepAlone(constant.name)
    }

    /// `ODSSpacing`, `DSRadii`: a name that starts with two capitals.
    static func startsWithAnAcronym(_ name: String) -> Bool {
        name.unicodeScalars.prefix(2).allSatisfy { CharacterSet.uppercaseLetters.contains($0) } && name.unicodeScalars.count > 2
    }

    /// A name made only of words for a place on a scale (`xs`, `extraSmall`, `mediumIncreased`, `size80`, `none`).
    static func namesAStepAlone(_ name: String) -> Bool {
        let words = ASCIIWords.split(name, digitsInWords: false) ?? []
        return !words.isEmpty && words.allSatisfy { stepSizeWords.contains($0) || stepModifierWords.contains($0) || stepScaleWords.contains($0) }
    }

    static let stepModifierWords: Set<String> = ["extra", "increased", "decreased", "plus", "minus", "super", "ultra", "mini", "micro",
                                                 "nano", "jumbo", "giant", "x", "xx", "xxx", "size", "step", "level", "max", "min"]

    /// Words of a type's name that make its numbers a scale, and the scale kinds they fill.
    static func scaleKinds(ofWords words: [String], settings: TokenSettings) -> [String] {
        if words.contains(where: settings.radiusWords.contains) { return ["cornerRadius"] }
        if namesTypeScale(words) { return ["fontSize"] }
        guard words.contains(where: { settings.spacingWords.contains($0) || $0 == "insets" || $0 == "spacings" }) else { return [] }
        if words.contains("padding") || words.contains("inset") || words.contains("insets") { return ["padding"] }
        if words.contains("margin") || words.contains("gap") { return ["margin"] }
        return ["padding", "margin"]
    }

    /// Words of a type's name that make it the type scale (`enum Typography`, `struct AppFonts`).
    static func namesTypeScale(_ words: [String]) -> Bool {
        words.contains("font") || words.contains("fonts") || words.contains("fontsize") || words.contains("typography")
    }

    /// Words of a constant's or property's name for a measure that is no spacing, radius or font size: a line
    /// height, letter spacing, weight or duration in a `Typography` or `Spacing` type is not a step of its scale.
    static let otherMeasureWords: Set<String> = [
        "letter", "line", "kerning", "tracking", "weight", "opacity", "alpha", "duration", "height", "width", "ratio", "multiplier",
    ]

    /// A line height, letter spacing, weight or duration, not a spacing, radius or font size. Beside a word for a
    /// spacing, `line` alone says which text a margin is for (`labelMarginForOneLine`), unless a spacing word follows
    /// it (`lineSpacing`): `linesNameMeasures: false`, for layout constants, whose names say their kind.
    static func namesAnotherMeasure(_ name: String, linesNameMeasures: Bool = true) -> Bool {
        let words = splitWords(name)
        if linesNameMeasures { return words.contains(where: otherMeasureWords.contains) }
        return words.contains { $0 != "line" && otherMeasureWords.contains($0) }
            || zip(words, words.dropFirst()).contains { $0 == "line" && ["spacing", "spacings", "gap"].contains($1) }
    }

    /// A name for no step of a scale: another measure, or a bound on one (`UIFont.fontLimit(for: .caption2)`,
    /// `maximumFontSize`; `Spacing.max` alone is the scale's last step). Layout values at use sites are judged by
    /// `namesAnotherMeasure` alone: UIKit names its spacings `minimumLineSpacing`.
    static func namesNoScaleStep(_ name: String) -> Bool {
        let words = splitWords(name)
        return namesAnotherMeasure(name) || words.count > 1 && words.contains { ["limit", "limits", "max", "maximum", "min", "minimum"].contains($0) }
    }

    /// The reference scope of a Swift file's design: its package (the folder above `Sources/`), else its folder, so
    /// that an app's constants judge that app's drawings and not a neighbour's, whatever folder a run starts in.
    static func swiftDesignScope(_ file: String) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        if let sources = parts.lastIndex(where: { $0 == "Sources" }) { return parts[..<sources].joined(separator: "/") }
        return PathText.folder(of: file)
    }

    /// One theme per package (or top folder) from the design written in plain Swift: colour constants are its
    /// palette, numbers of types named for a scale its scales, a style enum's foreground and background per case its
    /// contrast pairs. Names are looked up across the whole run. A colour constant w3wlint cannot evaluate is a
    /// `not-evaluated` note at its line; a wrong one `invalid-value`. The colour literals of code are evaluated with
    /// the same evaluator, for the palette that will judge them (`evaluatedColorLiterals`).
    func swiftDesignThemes(_ documents: inout [SwiftDesignDocument], colorSets: [ColorSetDocument]) -> ([Theme], [Finding]) {
        var evaluator = SwiftDesignEvaluator(documents: documents, colorSets: colorSets)
        // Colour constants another constant names: the palette's own steps, wherever they are declared.
        var referenced: Set<String> = []
        for constant in documents.flatMap(\.constants) where constant.kind == .color {
            if case let .reference(root, path, _, _) = constant.value, let target = evaluator.constant(named: root, path: path, from: constant.owner) {
                referenced.insert(target.qualifiedName)
            }
        }
        var findings: [Finding] = []
        // Each variant reads every pair again: a run's first few (brands, app themes) bound the work, the rest counted.
        let variants = evaluator.variants
        if variants.count > Self.maximumVariants, let first = evaluator.location(ofVariant: variants[Self.maximumVariants]) {
            let reason = "and \(variants.count - Self.maximumVariants - 1) more conforming palettes or theme instances were not read as variants: "
                + "w3wlint reads the first \(Self.maximumVariants) by name"
            findings.append(SwiftSkip(reason: reason, location: first).finding(naming: variants[Self.maximumVariants]))
        }
        var themes: [Theme] = []
        let groups = Dictionary(grouping: documents) { Self.swiftDesignScope($0.file) }
        for scope in groups.keys.sorted() {
            if let theme = swiftDesignTheme(groups[scope]!, scope: scope, referenced: referenced, evaluator: &evaluator, findings: &findings) {
                themes.append(theme)
            }
        }
        // A literal w3wlint cannot evaluate (a helper it does not know) is left out.
        for index in documents.indices where !documents[index].colorLiterals.isEmpty {
            documents[index].evaluatedColorLiterals = documents[index].colorLiterals.compactMap { literal in
                guard case let .success(color) = evaluator.color(literal.value, owner: []) else { return nil }
                guard literal.isNamedHue else {
                    return ColorUse(written: literal.site, location: literal.location, color: color.resolved)
                }
                // One name, whatever its values per mode: the palette rule judges the one a designer picks.
                return ColorUse(written: literal.site, location: literal.location,
                                color: ResolvedColor(values: color.values, isSingleValue: true), isNamedHue: true)
            }
        }
        // A view's own colour constant is judged by the palette as a literal is, at its value.
        for index in documents.indices {
            for constant in documents[index].constants where constant.kind == .color && Self.isAViewsOwnColour(constant, referenced: referenced) {
                // The platform's adaptive colours (`UIColor.systemGray`) are its roles, not a colour the view chose.
                if case let .reference(_, path, _, _) = constant.value, path.count == 1, SwiftDesignEvaluator.semanticColors[path[0]] != nil { continue }
                guard case let .success(color) = evaluator.color(of: constant) else { continue }
                documents[index].evaluatedColorLiterals.append(ColorUse(written: "`\(constant.qualifiedName)`", location: constant.value.location,
                                                                        color: color.resolved))
            }
        }
        return (themes, findings)
    }

    /// Steps of a scale by kind, then by the type (or switch) they come from, with that type's name path.
    private typealias StepsBySource = [String: [String: (steps: [Scale.Entry], owner: [String])]]

    private func swiftDesignTheme(_ documents: [SwiftDesignDocument], scope: String, referenced: Set<String>,
                                  evaluator: inout SwiftDesignEvaluator, findings: inout [Finding]) -> Theme?
    {
        let constants = constantsPaletteAndSteps(documents, referenced: referenced, evaluator: &evaluator, findings: &findings)
        let palette = constants.palette
        var stepsBySource = constants.steps
        var entries: [String: [Scale.Entry]] = [:]
        // Sources that are a static function's switch: their type is the owner less the function's name.
        var functionSources: Set<String> = []
        for document in documents {
            // `static let title = UIFont.systemFont(ofSize: 20)` in `enum AppFont`: a step of the type scale.
            for step in document.uses where step.definedAs != nil {
                entries[step.kind, default: []].append(Scale.Entry(name: step.definedAs!, value: .points(step.value), location: step.location))
            }
            for numbers in document.switches where numbers.kind == .number {
                for (kind, entry) in switchScaleEntries(numbers, evaluator: &evaluator) {
                    let owner = numbers.isFunction ? numbers.owner + [numbers.property] : numbers.owner
                    if numbers.isFunction { functionSources.insert(owner.joined(separator: ".")) }
                    stepsBySource[kind, default: [:]][owner.joined(separator: "."), default: ([], owner)].steps.append(entry)
                }
            }
        }
        for (kind, steps) in Self.systemScaleSteps(stepsBySource, functionSources: functionSources) { entries[kind, default: []] += steps }
        var variants: [ColorVariant] = []
        let pairs = colorPairRequests(documents, evaluator: &evaluator, variants: &variants)
        // Colours named as a pair (`ErrorTextColor` on `ErrorBackground`, `TextfieldText` on `TextfieldBackground`).
        var requests = pairs.styles + contrastRequests(palette, splitCamelCase: true) + pairs.views
        requests += variantRequests(documents, defaults: pairs.styles + pairs.views, evaluator: &evaluator)
        // Code that imports a what3words library lays out with its presets.
        let importsWhat3words = documents.contains { $0.importsWhat3words && !$0.uses.isEmpty }
        var scales = importsWhat3words ? defaultScales.merging(chosenScales) { $1 } : chosenScales
        for (kind, list) in entries { scales[kind] = Scale(kind: kind, entries: list, location: list[0].location, isGathered: true) }
        // A design with one spacing scale (`enum Padding`, `enum Margin`) spaces both insets and gaps by it.
        for (kind, other) in [("margin", "padding"), ("padding", "margin")] where scales[kind] == nil {
            guard let list = entries[other] else { continue }
            var borrowed = Scale(kind: kind, entries: list, location: list[0].location, isGathered: true, isPooled: true)
            borrowed.isBorrowed = true
            scales[kind] = borrowed
        }
        guard !palette.isEmpty || !entries.isEmpty || !requests.isEmpty || importsWhat3words || !constants.catalogs.isEmpty || !variants.isEmpty
        else { return nil }
        let file = palette.first?.location.file ?? documents[0].file
        let schemes = requests.isEmpty ? [] : [Scheme(name: "Swift styles", location: requests[0].location, contrastRequests: requests,
                                                      isGathered: true)]
        var theme = Theme(name: DesignModel.swiftDesignThemeName, file: file, modes: SwiftDesignEvaluator.modes, palette: palette,
                          scales: scales, schemes: schemes, scope: scope)
        // Colours chosen per app theme by a static function's switch (more cases than light and dark).
        let themeCounts = documents.flatMap(\.switches).filter { $0.kind == .color && $0.switchesOverThemes }.map(\.allCases.count)
        theme.appThemeCount = themeCounts.filter { $0 > SwiftDesignEvaluator.modes.count }.max() ?? 0
        theme.catalogsReadThrough = constants.catalogs
        theme.colorVariants = variants
        return theme
    }

    /// The pairs styles and themes declare, and those views set, as the evaluator's colours make them.
    private func colorPairRequests(_ documents: [SwiftDesignDocument], evaluator: inout SwiftDesignEvaluator,
                                   variants: inout [ColorVariant]) -> (styles: [ContrastRequest], views: [ContrastRequest])
    {
        var styles: [ContrastRequest] = []
        for document in documents {
            styles += styleEnumPairs(document.switches.filter { $0.kind == .color && !$0.isFunction }, evaluator: &evaluator)
            styles += themeSwitchPairs(document.switches.filter { $0.kind == .color && $0.isFunction }, evaluator: &evaluator)
        }
        let appearances = documents.reduce(into: [String: String]()) { $0.merge($1.instanceAppearances) { first, _ in first } }
        let candidates = documents.flatMap { evaluator.candidateInstanceColors[$0.file] ?? [] }
        styles += instanceThemePairs(documents.flatMap(\.instanceColors) + candidates,
                                     appearances: appearances, evaluator: &evaluator, variants: &variants)
        if evaluator.variant == nil { styles += conformingPalettePairs(documents, evaluator: &evaluator, variants: &variants) }
        return (styles, viewColorPairs(documents.flatMap(\.colorPairs), evaluator: &evaluator))
    }

    /// A palette protocol whose extension gives defaults, and a type per theme and appearance that conforms to it
    /// (`struct DarkColorPalette: ColorPalette { var primary: Color { PrimitiveColors.blue300 } }`, `onPrimary` kept
    /// from the extension): each conforming type is a palette of its own, its colours and the defaults it keeps,
    /// paired by role naming as a token set is (`onPrimary` on `primary`, `onSurface` on `surface`), in the mode its
    /// name says. A pair is reported at the type's own colour: the foreground, else the background it sets.
    private func conformingPalettePairs(_ documents: [SwiftDesignDocument], evaluator: inout SwiftDesignEvaluator,
                                        variants: inout [ColorVariant]) -> [ContrastRequest] {
        let defaults = Dictionary(grouping: documents.flatMap(\.constants).filter { $0.kind == .color && $0.owner.count == 1 }) { $0.owner[0] }
        var requests: [ContrastRequest] = []
        var read: Set<String> = []
        let colorsByType = evaluator.conformerColorsByType()
        for protocolName in evaluator.conformers.keys.sorted() {
            guard let kept = defaults[protocolName] else { continue }
            for type in evaluator.conformers[protocolName]!.prefix(Self.maximumVariants) where read.insert(type).inserted {
                let own = colorsByType[type] ?? []
                let ownNames = Set(own.map(\.name))
                let typeWords = type.split(separator: ".").flatMap { Self.splitWords(String($0)) }
                let modes = SwiftDesignEvaluator.modes.filter(typeWords.contains)
                var palette: [ColorDefinition] = []
                evaluator.evaluating(variant: type) { evaluator in
                    for member in own + kept.filter({ !ownNames.contains($0.name) }) {
                        guard case let .success(color) = evaluator.color(of: member) else { continue }
                        var resolved = color.resolved
                        if !modes.isEmpty { resolved = ResolvedColor(values: resolved.values.filter { modes.contains($0.key) }, isSingleValue: false) }
                        for mode in resolved.values.keys { resolved.definitions[mode] = member.location }
                        palette.append(ColorDefinition(name: member.name, isPaletteEntry: true, location: member.location, color: resolved))
                    }
                }
                guard palette.count >= 4 else { continue }
                // Its own colours only: a state a conformer keeps from the protocol's defaults is fixed in the
                // conformer, where no line holds it yet.
                variants.append(ColorVariant(name: type, colors: palette.filter { ownNames.contains($0.name) }))
                let typeName = type.split(separator: ".").last.map(String.init) ?? type
                let page = palette.first { $0.name == "background" && $0.color.values.values.allSatisfy(\.isOpaque) }
                // The type's own colour each name stands for: itself, or the one a kept default reads (`error` for
                // `errorContainer`, `error.opacity(0.12)`).
                var ownPlace = Dictionary(own.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
                for member in kept where ownPlace[member.name] == nil {
                    if let read = Self.bareName(read: member.value), let place = ownPlace[read] { ownPlace[member.name] = place }
                }
                for var request in contrastRequests(palette, splitCamelCase: true) {
                    let foregroundIsOwn = ownNames.contains(request.foregroundName), backgroundIsOwn = ownNames.contains(request.backgroundName)
                    if !foregroundIsOwn, let place = backgroundIsOwn ? request.background.location : ownPlace[request.foregroundName]
                        ?? ownPlace[request.backgroundName] {
                        request.location = place
                    }
                    // A translucent container (`error.opacity(0.12)`) lies on the palette's page.
                    if let page, request.background.color.values.values.contains(where: { !$0.isOpaque }) {
                        for (mode, top) in request.background.color.values {
                            request.background.color.values[mode] = page.color.values[mode].map { Self.laid(top, over: $0) }
                        }
                        request.backgroundName += " over background"
                    }
                    request.foregroundName = typeName + "." + request.foregroundName
                    request.backgroundName = typeName + "." + request.backgroundName
                    requests.append(request)
                }
            }
        }
        return requests
    }

    /// `primary` of `primary`, `primary.opacity(0.12)`: the bare name a colour expression starts from.
    static func bareName(read expression: SwiftExpression) -> String? {
        switch expression {
        case let .reference(nil, path, _, _) where path.count == 1: return path[0]
        case let .method(base, _, _, _): return bareName(read: base)
        default: return nil
        }
    }

    /// The same pairs with each type that conforms to a palette protocol in place of its defaults (Wallet's palette
    /// where `ColorProvider.TextNorm` reads `ColorPaletteiOS`'s): those whose colours differ, named for the variant.
    private func variantRequests(_ documents: [SwiftDesignDocument], defaults: [ContrastRequest],
                                 evaluator: inout SwiftDesignEvaluator) -> [ContrastRequest] {
        let variants = evaluator.variants.prefix(Self.maximumVariants)
        guard !variants.isEmpty else { return [] }
        func key(_ request: ContrastRequest) -> String {
            "\(request.foregroundName)\u{0}\(request.backgroundName)\u{0}\(request.location)"
        }
        var known: [String: (ResolvedColor, ResolvedColor)] = [:]
        for request in defaults { known[key(request)] = (request.foreground.color, request.background.color) }
        var requests: [ContrastRequest] = []
        for variant in variants {
            var ignored: [ColorVariant] = []
            let pairs = evaluator.evaluating(variant: variant) { colorPairRequests(documents, evaluator: &$0, variants: &ignored) }
            for var request in pairs.styles + pairs.views {
                // Checked in the modes where the variant changes a colour of the pair; a pair the defaults leave out, in all.
                if let (foreground, background) = known[key(request)] {
                    let changed = Set(request.foreground.color.values.keys).union(request.background.color.values.keys).filter { mode in
                        foreground.values[mode] != request.foreground.color.values[mode]
                            || background.values[mode] != request.background.color.values[mode]
                    }
                    guard !changed.isEmpty else { continue }
                    for use in [\ContrastRequest.foreground, \ContrastRequest.background] {
                        request[keyPath: use].color.values = request[keyPath: use].color.values.filter { changed.contains($0.key) }
                        request[keyPath: use].color.isSingleValue = false
                    }
                }
                request.backgroundName += " (in \(variant))"
                requests.append(request)
            }
        }
        return requests
    }

    static let maximumVariants = 16

    /// The palette the documents' colour constants make, and the scale steps their number constants give (those of
    /// other platforms' branches too), by source; a constant that cannot be evaluated is a finding.
    private func constantsPaletteAndSteps(_ documents: [SwiftDesignDocument], referenced: Set<String>, evaluator: inout SwiftDesignEvaluator,
                                          findings: inout [Finding]) -> (palette: [ColorDefinition], steps: StepsBySource, catalogs: Set<String>)
    {
        var (palette, skipped, catalogs): ([ColorDefinition], [(name: String, skip: SwiftSkip)], Set<String>) = ([], [], [])
        var stepsBySource: StepsBySource = [:]
        func addStep(_ kind: String, _ entry: Scale.Entry, owner: [String], isPrivate: Bool) {
            guard !isPrivate else { return }
            stepsBySource[kind, default: [:]][owner.joined(separator: "."), default: ([], owner)].steps.append(entry)
        }
        for constant in documents.flatMap(\.constants) {
            switch constant.kind {
            case .color:
                // SwiftGen's accessors of a colour set (`ColorAsset(name: "Brand")`, `Asset.brand.swiftUIColor`) name the
                // set, which is its own palette entry: read through, never a second entry or pair of the same colour.
                if evaluator.isColorAssetAccessor(constant) {
                    if let catalog = evaluator.catalog(readBy: constant) { catalogs.insert(catalog) }
                    continue
                }
                switch evaluator.color(of: constant) {
                case let .success(color):
                    palette.append(ColorDefinition(name: constant.qualifiedName, isPaletteEntry: true, location: constant.location,
                                                   color: color.resolved, definedModes: color.definedModes, deprecated: constant.deprecated,
                                                   repeatsOneValue: color.repeatsOneValue, isAViewsOwn: Self.isAViewsOwnColour(constant, referenced: referenced)))
                case let .failure(skip):
                    // A protocol's default reading its requirements (`error.opacity(0.12)`) is read in each conforming palette.
                    if constant.owner.count != 1 || evaluator.conformers[constant.owner[0]] == nil { skipped.append((constant.qualifiedName, skip)) }
                }
            case .number:
                // A scale is a type named for it (`enum Spacing`, `struct CornerRadius`), or a step's own name in an
                // extension of a number type (`CGFloat.padding8`); a constant named so in any other type
                // (`CGFloat.statusColumnsSpacing`) is one layout value, not a step of a scale.
                let stepScale = Self.scaleWords(ofStep: constant.name, owner: constant.owner)
                let isNamedStep = stepScale != nil
                let words = stepScale ?? constant.owner.flatMap { Self.splitWords($0) }
                var kinds = Self.scaleKinds(ofWords: words, settings: settings)
                // The app's one spacing scale, whatever its first word (`VStack(spacing: .padding8)`).
                if isNamedStep, kinds == ["padding"] || kinds == ["margin"] { kinds = ["padding", "margin"] }
                guard !kinds.isEmpty, !Self.namesNoScaleStep(constant.name), let value = evaluator.number(of: constant), value >= 0,
                      !isNamedStep || value < 10_000, isNamedStep || !Self.namesADomainsMeasure(constant) else { continue }
                // Each named scale of `CGFloat` is a source of its own (`CGFloat.padding`, `CGFloat.cornerradius`).
                let source = isNamedStep ? constant.owner + [words.joined()] : constant.owner
                for kind in kinds {
                    addStep(kind, Scale.Entry(name: constant.qualifiedName, value: .points(value), location: constant.location,
                                              deprecated: constant.deprecated), owner: source, isPrivate: constant.isInPrivateType)
                }
            }
        }
        for constant in documents.flatMap(\.otherPlatformSteps) {
            let kinds = Self.scaleKinds(ofWords: constant.owner.flatMap { Self.splitWords($0) }, settings: settings)
            // Its own value, not the one its name resolves to on the platform read.
            guard !Self.namesNoScaleStep(constant.name), let value = evaluator.number(constant.value, owner: constant.owner),
                  value >= 0 else { continue }
            for kind in kinds {
                addStep(kind, Scale.Entry(name: constant.qualifiedName, value: .points(value), location: constant.location,
                                          deprecated: constant.deprecated), owner: constant.owner, isPrivate: constant.isInPrivateType)
            }
        }
        findings += Self.skipFindings(skipped)
        return (palette, stepsBySource, catalogs)
    }

    /// A note per constant not evaluated, but one for the constants of a file skipped for one reason (85 accessors
    /// `static var fgError: Color { .app(.fgError) }` of a theme read when the app runs).
    static func skipFindings(_ skipped: [(name: String, skip: SwiftSkip)]) -> [Finding] {
        var order: [String] = []
        var groups: [String: [(name: String, skip: SwiftSkip)]] = [:]
        for entry in skipped {
            let key = entry.skip.isInvalid ? "\(order.count)" : entry.skip.location.file + "\u{0}" + entry.skip.reason
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        return order.map { key in
            let group = groups[key]!
            let more = group.count > 1 ? " (and \(group.count - 1) more \(group.count == 2 ? "colour" : "colours") in this file)" : ""
            return group[0].skip.finding(naming: group[0].name + more)
        }
    }

    /// The steps that make the system's scales, by kind in the sources' order. Constants inside a view, view
    /// controller, cell or style (`CancelView.Constants.padding`, `ChipStyle.Constants.Padding`) are that view's own
    /// layout, and a lone value in a type of its own (`enum ListRowTrailingSpacing { static let horizontal = 8.0 }`)
    /// is one component's; neither is the system's scale. A value in a namespace (`NumberStyle.Font.large`) is a step.
    /// Constants of a private type (`private enum Config { enum padding { … } }`) are one file's, and were left out.
    private static func systemScaleSteps(_ stepsBySource: StepsBySource, functionSources: Set<String>) -> [(String, [Scale.Entry])] {
        var steps: [(String, [Scale.Entry])] = []
        for (kind, sources) in stepsBySource.sorted(by: { $0.key < $1.key }) {
            var kept: [Scale.Entry] = []
            for (key, source) in sources.sorted(by: { $0.key < $1.key }) {
                let isAViewsOwn = source.owner.contains { name in viewTypeSuffixes.contains { name.hasSuffix($0) } }
                let distinct = Set(source.steps.map(\.value)).count
                // A function's steps are its type's (`ButtonLayout.padding(for:)` is ButtonLayout's).
                let types = functionSources.contains(key) ? Array(source.owner.dropLast()) : source.owner
                let isLoneValue = types.count == 1 && distinct == 1
                // Two values in a type named for a component as well as the kind (`enum ListRowPadding { vertical 13,
                // horizontal 16 }`) are that component's; `enum CornerRadius { small 4, large 8 }` is a scale, and so
                // is one named for the app or system first (`AppRadius`, `DSSpacing`).
                let isAComponentsPair = types.count == 1 && distinct < 3 && namesAComponent(types[0])
                // Steps named in an extension of a length type (`CGFloat.padding8`, their source `CGFloat.padding`) make
                // a scale from three values (one `spacing16` is a constant of its own).
                let isAFewNamedSteps = types.count == 2 && ["CGFloat", "Double", "Float"].contains(types[0]) && distinct < 3
                guard !isAViewsOwn, !isLoneValue, !isAComponentsPair, !isAFewNamedSteps else { continue }
                kept += source.steps
            }
            if !kept.isEmpty { steps.append((kind, kept)) }
        }
        return steps
    }

    /// The scale steps a switch over an enum's cases gives: `enum CornerRadius { var value: CGFloat { switch self {
    /// case .small: return 4 … } } }`. The type's name says the kind; a property named for one says it instead
    /// (DNAKit's `Typography.fontSize`, `DNAButtonHeight.fontSize`), and one named for another measure (`lineHeight`)
    /// is no scale.
    private func switchScaleEntries(_ numbers: SwiftCaseSwitch, evaluator: inout SwiftDesignEvaluator) -> [(kind: String, entry: Scale.Entry)] {
        guard !Self.namesNoScaleStep(numbers.property) else { return [] }
        let ownKinds = Self.scaleKinds(ofWords: Self.splitWords(numbers.property), settings: settings)
        let typeKinds = Self.scaleKinds(ofWords: numbers.owner.flatMap { Self.splitWords($0) }, settings: settings)
        let kinds = numbers.switchesOverTextStyles ? ["fontSize"] : ownKinds.isEmpty ? typeKinds : ownKinds
        var result: [(kind: String, entry: Scale.Entry)] = []
        // A switch over text styles gives its `default:` to the styles it does not name: a size of the scale too.
        let others = numbers.switchesOverTextStyles ? numbers.branches.first { $0.cases.isEmpty }.map { [("other styles", $0.value)] } ?? [] : []
        for (caseName, expression) in numbers.caseValues + others {
            guard let value = evaluator.number(expression, owner: numbers.owner), value >= 0 else { continue }
            // `DNAButtonHeight.small.fontSize`, but `Typography.caption`: the property is named where the type does not say it;
            // a function's step as it is called (`GlobalTokens.spacing(.size80)`).
            let argument = caseName.contains(" ") ? caseName : "." + caseName
            let name = numbers.isFunction ? (numbers.owner + ["\(numbers.property)(\(argument))"]).joined(separator: ".")
                : (numbers.owner + [caseName] + (kinds == typeKinds ? [] : [numbers.property])).joined(separator: ".")
            for kind in kinds { result.append((kind, Scale.Entry(name: name, value: .points(value), location: expression.location))) }
        }
        return result
    }

    /// Text colours on backgrounds as views set them; a colour w3wlint cannot evaluate leaves the pair out.
    private func viewColorPairs(_ pairs: [SwiftColorPair], evaluator: inout SwiftDesignEvaluator) -> [ContrastRequest] {
        var requests: [ContrastRequest] = []
        for pair in pairs {
            let (foreground, background) = evaluator.evaluating(handedIn: pair.themeRoots) {
                ($0.color(pair.foreground, owner: []), $0.color(pair.background, owner: []))
            }
            guard case let .success(fg) = foreground, case let .success(bg) = background else { continue }
            func use(_ text: String, _ color: SwiftDesignEvaluator.ModalColor) -> ColorUse {
                ColorUse(written: text, location: pair.location, color: color.resolved)
            }
            let kind: ContrastKind = pair.isSymbol ? .nonText : pair.isLargeText ? .largeText : .text
            if pair.isOnThePage, !Self.failsInEveryMode(fg.resolved.values, on: bg.resolved.values, kind: kind) { continue }
            requests.append(ContrastRequest(foregroundName: pair.foregroundText, backgroundName: pair.backgroundText,
                                            foreground: use(pair.foregroundText, fg), background: use(pair.backgroundText, bg),
                                            level: nil, kind: kind, location: pair.location))
        }
        return requests
    }

    /// Under WCAG AA in every mode, on the page of each (the system background is the page that gives any colour its
    /// best contrast: white in light mode, black in dark): no page the system draws makes it legible.
    static func failsInEveryMode(_ foreground: [String: RGBA], on page: [String: RGBA], kind: ContrastKind) -> Bool {
        let required = kind == .text ? 4.5 : 3
        // `.foregroundColor(.clear)` hides a view (a placeholder keeping its place): nothing is drawn to read.
        guard !foreground.values.contains(where: { $0.alpha == 0 }) else { return false }
        return Set(foreground.keys).union(page.keys).count >= 2 && page.allSatisfy { mode, background in
            foreground[mode].map { ColorMath.contrastRatio(foreground: $0, background: background, backdrop: ColorMath.Channels(background)) < required } ?? false
        }
    }

    /// A component's colours that are lines or marks, never what its text lies on.
    static let strokeWords: Set<String> = ["link", "border", "stroke", "outline", "shadow", "separator", "divider", "placeholder",
                                           "underline", "error", "highlight", "selection", "accent"]

    /// Words of a background property that say which surface of a theme it is, not a role of its own.
    static let surfaceLevelWords: Set<String> = ["primary", "secondary", "tertiary", "quaternary", "color", "base", "default", "main",
                                                 "grouped", "elevated"]

    /// A theme written as one type per appearance (`struct IceCubeDark: ColorSet { var tintColor: Color = …;
    /// var secondaryBackgroundColor: Color = … }`, or one instance per appearance, `ColorValues(accent: …)`): in each
    /// type, a foreground is read on the backgrounds `InstanceThemeSurfaces` finds for it. An icon needs 3:1. A type
    /// named for one appearance (`…Dark`, `LightColors.values`) or saying it (`userInterfaceStyle`) is checked in that
    /// mode only; computed colours are names only; a view's own colours are no theme.
    private func instanceThemePairs(_ colors: [SwiftDesignConstant], appearances: [String: String],
                                    evaluator: inout SwiftDesignEvaluator, variants: inout [ColorVariant]) -> [ContrastRequest] {
        var requests: [ContrastRequest] = []
        let byOwner = Dictionary(grouping: colors.filter { !$0.isInPrivateType }) { $0.owner.joined(separator: ".") }
        for owner in byOwner.keys.sorted() {
            let properties = byOwner[owner]!
            let stored = properties.filter { if case .opaque = $0.value { return false } else { return true } }
            // A theme holds a set of colours; a style of two (`ProgressRingStyle`'s tint and track) is one control's.
            guard stored.count >= 4, let typeName = properties[0].owner.last, !Self.viewTypeSuffixes.contains(where: typeName.hasSuffix)
            else { continue }
            let typeWords = properties[0].owner.flatMap(Self.splitWords)
            let named = SwiftDesignEvaluator.modes.filter(typeWords.contains)
            // What the code states (`appearance: .light`, `userInterfaceStyle`) before what the name says.
            let modes = appearances[owner].map { [$0] } ?? named
            func use(_ property: SwiftDesignConstant, _ color: SwiftDesignEvaluator.ModalColor) -> ColorUse {
                var resolved = color.resolved
                if !modes.isEmpty { resolved = ResolvedColor(values: resolved.values.filter { modes.contains($0.key) }, isSingleValue: false) }
                return ColorUse(written: property.qualifiedName, location: property.location, color: resolved)
            }
            variants.append(ColorVariant(name: owner, colors: stored.compactMap { property in
                guard case let .success(color) = evaluator.color(of: property) else { return nil }
                var definition = ColorDefinition(name: property.name, isPaletteEntry: true, location: property.location, color: use(property, color).color)
                definition.deprecated = property.deprecated
                return definition
            }))
            let surfaces = InstanceThemeSurfaces(stored: stored, properties: properties)
            for foreground in stored {
                guard let (matched, isGuess) = surfaces.backgrounds(for: foreground), case let .success(fg) = evaluator.color(of: foreground)
                else { continue }
                let kind: ContrastKind = Self.splitWords(foreground.name).contains("icon") ? .nonText : .text
                for background in matched {
                    // One colour for both in every mode is a shared swatch, not text on its fill.
                    guard case let .success(bg) = evaluator.color(of: background), bg.values != fg.values else { continue }
                    let request = ContrastRequest(foregroundName: foreground.qualifiedName, backgroundName: background.qualifiedName,
                                                  foreground: use(foreground, fg), background: use(background, bg),
                                                  level: nil, kind: kind, location: foreground.location)
                    if isGuess, Self.isUnder2To1(request.foreground.color.values, on: request.background.color.values) { continue }
                    requests.append(request)
                }
            }
        }
        return requests
    }

    /// The colours of static instances whose type another file declares (`Palette.dracula`, made by
    /// `.init(label: .init(primary: _primary, …), accent: _purple, …)` where `struct Palette { var label:
    /// ColorHierarchy; var accent: Color }`): each argument the declaration types as a colour, a nested one by both
    /// labels (`label.primary`); an instance of four or more is a theme's. By the file making the instances.
    static func candidateInstanceColors(of documents: [SwiftDesignDocument], propertyTypes: [String: [String: String]])
        -> [String: [SwiftDesignConstant]]
    {
        // A type by its name path, or by its last names where one declared type alone ends so (`ColorHierarchy` of
        // `Palette.ColorHierarchy`).
        var bySuffix: [String: [String]] = [:]
        for path in propertyTypes.keys {
            let names = path.split(separator: ".")
            for start in names.indices { bySuffix[names[start...].joined(separator: "."), default: []].append(path) }
        }
        func properties(of type: String, inside owner: String? = nil) -> [String: String]? {
            if let owner, let nested = propertyTypes[owner + "." + type] { return nested }
            if let exact = propertyTypes[type] { return exact }
            guard let paths = bySuffix[type], paths.count == 1 else { return nil }
            return propertyTypes[paths[0]]
        }
        func isColor(_ type: String?) -> Bool {
            type.map { SwiftThemeTypes.colorTypes.contains($0) } ?? false
        }
        func colorArguments(of candidate: SwiftInstanceCandidate) -> [SwiftDesignConstant] {
            guard let declared = properties(of: candidate.type) else { return [] }
            var found: [SwiftDesignConstant] = []
            for argument in candidate.arguments {
                var colorType: String?
                if argument.path.count == 1 {
                    colorType = declared[argument.path[0]]
                } else if let nestedType = declared[argument.path[0]] {
                    colorType = properties(of: nestedType, inside: candidate.type)?[argument.path[1]]
                }
                guard let colorType, isColor(colorType) else { continue }
                var value = argument.value
                // `.gray` for a `Color` property is `Color.gray`.
                if case let .reference(nil, path, false, location) = value, path.count == 1 {
                    value = .reference(root: colorType, path: path, bare: false, location)
                }
                found.append(SwiftDesignConstant(owner: candidate.owner, name: argument.path.joined(separator: "."), kind: .color,
                                                 value: value, location: argument.location))
            }
            return found.count >= 4 ? found : []
        }
        var colors: [String: [SwiftDesignConstant]] = [:]
        for document in documents {
            for candidate in document.instanceCandidates {
                let found = colorArguments(of: candidate)
                if !found.isEmpty { colors[document.file, default: []] += found }
            }
        }
        return colors
    }

    /// Level words that name a step of every family, not a family of their own (`primaryColor` is a brand colour).
    static let ordinalLevelWords: Set<String> = ["primary", "secondary", "tertiary", "quaternary"]
    /// Words of a background that make it a text field's, where a placeholder is read.
    static let fieldWords: Set<String> = ["field", "input", "search", "textfield"]

    /// Carbon's names in a type whose functions switch each colour per theme (Pocket Casts' `ThemeColor.primaryText02(for:)`
    /// and `primaryUi01(for:)`, one case per theme): the primary family's text and icons of the first two levels
    /// (`primaryText02`, `primaryIcon01`) are read on its first surface (`primaryUi01`) in every theme, at the constant that gives the text's value. A theme
    /// named dark, or whose surface is dark, is checked as dark mode, any other as light.
    private func themeSwitchPairs(_ switches: [SwiftCaseSwitch], evaluator: inout SwiftDesignEvaluator) -> [ContrastRequest] {
        func carbon(_ name: String) -> (family: String, role: String)? {
            guard let match = name.wholeMatch(of: /([a-z][A-Za-z]*?)(Text|Icon|Ui)(0[1-9])/) else { return nil }
            return (String(match.1), String(match.2) + String(match.3))
        }
        var requests: [ContrastRequest] = []
        for (_, functions) in Dictionary(grouping: switches, by: { $0.owner.joined(separator: ".") }).sorted(by: { $0.key < $1.key }) {
            var surfaces: [String: SwiftCaseSwitch] = [:]
            for function in functions {
                if let (family, role) = carbon(function.property), role == "Ui01" { surfaces[family] = function }
            }
            for foreground in functions {
                // The primary family's first two levels of text and icons: a further level, or another family's (the
                // search bar's `secondaryText02`), is drawn on a field inside the surface (`secondaryField01`).
                guard let (family, role) = carbon(foreground.property), family == "primary",
                      ["Text01", "Text02", "Icon01", "Icon02"].contains(role), let surface = surfaces[family] else { continue }
                for theme in foreground.allCases {
                    guard let fgExpression = foreground.value(for: theme), let bgExpression = surface.value(for: theme),
                          case let .success(fg) = evaluator.color(fgExpression, owner: foreground.owner),
                          case let .success(bg) = evaluator.color(bgExpression, owner: surface.owner) else { continue }
                    // A theme is dark when its name or its surface says so (Electric's #19232B).
                    let surfaceValue = bg.values["light"] ?? bg.values.values.first
                    let mode = Self.splitWords(theme).contains("dark") || surfaceValue.map { ColorMath.relativeLuminance($0) < 0.18 } == true
                        ? "dark" : "light"
                    func use(_ function: SwiftCaseSwitch, _ expression: SwiftExpression, _ color: SwiftDesignEvaluator.ModalColor) -> ColorUse {
                        var location = expression.location
                        if case let .reference(root, path, _, _) = expression,
                           let constant = evaluator.constant(named: root, path: path, from: function.owner) { location = constant.location }
                        let value = color.values[mode] ?? color.values.values.first
                        return ColorUse(written: "\((function.owner + [function.property]).joined(separator: "."))(.\(theme))", location: location,
                                        color: ResolvedColor(values: value.map { [mode: $0] } ?? [:], isSingleValue: false))
                    }
                    let fgUse = use(foreground, fgExpression, fg)
                    let bgUse = use(surface, bgExpression, bg)
                    requests.append(ContrastRequest(foregroundName: fgUse.written, backgroundName: bgUse.written,
                                                    foreground: fgUse, background: bgUse,
                                                    level: nil, kind: role.hasPrefix("Icon") ? .nonText : .text, location: fgUse.location))
                }
            }
        }
        return requests
    }

    /// The foreground and background a style enum gives each case: `DNAButtonType.primaryAccent.tintColor` on
    /// `DNAButtonType.primaryAccent.backgroundColor`, at the line of the foreground's value. Disabled states (a
    /// `disabledTintColor` property, a `.disabled` case) are left out.
    /// A translucent colour laid over an opaque one in each mode, rounded to 8 bits as a display composites; nil when
    /// what lies beneath is translucent too.
    /// One colour laid over an opaque one.
    static func laid(_ top: RGBA, over beneath: RGBA) -> RGBA {
        let mixed = ColorMath.composite(top, over: ColorMath.Channels(beneath))
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
        return RGBA(red: byte(mixed.red), green: byte(mixed.green), blue: byte(mixed.blue))
    }

    static func laid(_ top: SwiftDesignEvaluator.ModalColor, over beneath: SwiftDesignEvaluator.ModalColor) -> SwiftDesignEvaluator.ModalColor? {
        var values: [String: RGBA] = [:]
        for mode in SwiftDesignEvaluator.modes {
            guard let upper = top.values[mode] ?? top.values.values.first, let lower = beneath.values[mode] ?? beneath.values.values.first,
                  lower.isOpaque else { return nil }
            values[mode] = laid(upper, over: lower)
        }
        let modal = top.definedModes != nil || beneath.definedModes != nil
        return SwiftDesignEvaluator.ModalColor(values: values, definedModes: modal ? SwiftDesignEvaluator.modes : nil)
    }

    private func styleEnumPairs(_ switches: [SwiftCaseSwitch], evaluator: inout SwiftDesignEvaluator) -> [ContrastRequest] {
        var requests: [ContrastRequest] = []
        let byOwner = Dictionary(grouping: switches) { $0.owner.joined(separator: ".") }
        for owner in byOwner.keys.sorted() {
            let properties = byOwner[owner]!
            // The style's own colour, what its translucent backgrounds lie on: its `backgroundColor`, else, in a style
            // that has none, the colour named for the component its type is named for (`bannerColor` in
            // `PMBannerNewStyle`: no text, link, border or shadow colour).
            let typeName = (properties[0].owner.last ?? "").lowercased()
            let componentFill = properties.first { property in
                let words = Self.splitWords(property.property)
                return words.count == 2 && words[1] == "color" && words[0].count >= 3 && typeName.contains(words[0])
                    && !Self.foregroundWords.contains(words[0]) && !Self.strokeWords.contains(words[0])
            }
            let plainFill = properties.first { Self.splitWords($0.property) == ["background", "color"] }
            let fill = plainFill ?? componentFill
            for foreground in properties {
                let words = Self.splitWords(foreground.property)
                guard let fgWord = words.first(where: Self.foregroundWords.contains), !words.contains(where: Self.backgroundWords.contains),
                      !words.contains(where: Self.inactiveWords.contains) else { continue }
                let rest = words.filter { $0 != fgWord }
                guard let background = properties.first(where: { candidate in
                    let candidateWords = Self.splitWords(candidate.property)
                    guard let bgWord = candidateWords.first(where: Self.backgroundWords.contains) else { return false }
                    return candidateWords.filter { $0 != bgWord } == rest
                // `bannerTextColor` and `bannerIconColor` on `bannerColor`, the component's own colour.
                }) ?? (plainFill == nil ? componentFill.flatMap { Self.splitWords($0.property) == rest ? $0 : nil } : nil) else { continue }
                let kind: ContrastKind = fgWord == "icon" ? .nonText : .text
                for caseName in foreground.allCases where !Self.splitWords(caseName).contains(where: Self.inactiveWords.contains) {
                    guard let fgExpression = foreground.value(for: caseName), let bgExpression = background.value(for: caseName),
                          case let .success(fg) = evaluator.color(fgExpression, owner: foreground.owner),
                          case var .success(bg) = evaluator.color(bgExpression, owner: background.owner)
                    else { continue }
                    let prefix = owner + "." + caseName + "."
                    var backgroundName = prefix + background.property
                    if let fill, fill.property != background.property, bg.values.values.contains(where: { !$0.isOpaque }),
                       let fillExpression = fill.value(for: caseName), case let .success(beneath) = evaluator.color(fillExpression, owner: fill.owner),
                       let laid = Self.laid(bg, over: beneath) {
                        bg = laid
                        // The translucent colour is what a designer edits.
                        bg.definitions = Dictionary(uniqueKeysWithValues: SwiftDesignEvaluator.modes.map { ($0, bgExpression.location) })
                        backgroundName += " over " + fill.property
                    }
                    func use(_ expression: SwiftExpression, _ color: SwiftDesignEvaluator.ModalColor) -> ColorUse {
                        ColorUse(written: prefix, location: expression.location,
                                 color: color.resolved)
                    }
                    requests.append(ContrastRequest(foregroundName: prefix + foreground.property, backgroundName: backgroundName,
                                                    foreground: use(fgExpression, fg), background: use(bgExpression, bg),
                                                    level: nil, kind: kind, location: fgExpression.location))
                }
            }
        }
        return requests
    }
}

extension SwiftDesignDocument: AssembledDocument {
    public static func assemble(_ documents: inout [SwiftDesignDocument], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
        // Evaluating recurses once a level of an expression and once a reference or helper: on the large stack.
        let (assembler, colorSets, given) = (assembly.assembler, assembly.documents[ColorSetDocument.self], documents)
        let (evaluated, themes, findings) = LargeStack.run {
            var documents = given
            let (themes, findings) = assembler.swiftDesignThemes(&documents, colorSets: colorSets)
            return (documents, themes, findings)
        }
        documents = evaluated
        return (themes, findings)
    }

    /// Each use of a preset or colour in code, judged by the design in its scope; the images code tints.
    public static func attach(_ documents: [SwiftDesignDocument], to model: inout DesignModel) {
        model.attachSwiftUses(documents)
        model.markImageSetsRenderedAsTemplates(documents.flatMap(\.templateImages))
    }
}
