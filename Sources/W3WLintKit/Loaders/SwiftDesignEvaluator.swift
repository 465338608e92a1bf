import Foundation

/// Evaluates the design constants of plain Swift statically (see `SwiftDesignDocument`): colour initialisers of UIKit,
/// AppKit, SwiftUI and Core Graphics, hex helpers, light/dark pairs, references across files. Nothing is compiled or
/// run; what cannot be known without running the code is a `SwiftSkip`, never a guess.
struct SwiftDesignEvaluator {
    /// A colour with a value per mode; `definedModes` nil for one value in every mode.
    struct ModalColor {
        var values: [String: RGBA]
        var definedModes: [String]?
        /// One call names every mode and gives each the same colour (`get(regularColor: x, darkColor: x)`).
        var repeatsOneValue = false
        /// Per mode, the colour set appearance or the constant that gives the value; empty for a literal in place.
        var definitions: [String: SourceLocation] = [:]

        /// As the model keeps a colour: one value in every mode when no mode was named.
        var resolved: ResolvedColor {
            var color = ResolvedColor(values: values, isSingleValue: definedModes == nil)
            color.definitions = definitions
            return color
        }
    }

    static let modes = ["light", "dark"]

    /// SwiftGen's generated type for a colour set (`ColorAsset(name: "Brand")`) and the members that give its colour
    /// (`swiftUIColor` for SwiftUI, `color` for UIKit and AppKit).
    static let colorAssetType = "ColorAsset"
    static let colorAssetSwiftUIMember = "swiftUIColor"
    static let colorAssetMembers: Set<String> = [colorAssetSwiftUIMember, "color"]

    /// A type whose name says colour and that is none of the platform's colour types: it may wrap a colour set's name
    /// (`ProtonColor(name: "MobileTextNorm")`); whether it does, the run's declaration of it says (`colorSetWrappers`).
    static func isColorSetWrapper(_ type: String?) -> Bool {
        guard let type, type.first?.isUppercase == true, !type.contains("."), !SwiftThemeTypes.colorTypes.contains(type) else { return false }
        return SwiftThemeTypes.namesAColour(type)
    }

    /// `ProtonColor(name: "MobileTextNorm", vpnFallbackRgb: …)` of a wrapper the run declares: the set's name, when the
    /// call gives nothing else that would change the colour (an alpha, a hex, another set for dark mode), a fallback
    /// for when the set is missing aside.
    private func wrappedSetName(type: String?, _ arguments: [SwiftArgument]) -> String? {
        guard let type, colorSetWrappers.contains(type),
              let name = arguments.first(where: { $0.label == "name" || $0.label == "named" }), case let .string(setName, _) = name.value,
              arguments.allSatisfy({ $0.label == name.label || ($0.label ?? "").lowercased().contains("fallback")
                  || $0.label == colorSetWrapperDarkNames[type] }) else { return nil }
        return setName
    }

    private func wrappedSet(type: String?, _ arguments: [SwiftArgument], at location: SourceLocation) -> Result<ModalColor, SwiftSkip> {
        guard let setName = wrappedSetName(type: type, arguments) else {
            return .failure(SwiftSkip(reason: "makes a `\(type ?? "")`, which w3wlint does not read as one colour set", location: location))
        }
        // `alternativeDarkName: "White"`: the wrapper draws that set in dark mode, in its own dark appearance.
        guard let type, let darkLabel = colorSetWrapperDarkNames[type], let dark = arguments.first(where: { $0.label == darkLabel }) else {
            return namedSet(setName, at: location)
        }
        guard case let .string(darkName, _) = dark.value else {
            return .failure(SwiftSkip(reason: "names its dark colour set by an expression w3wlint does not evaluate", location: location))
        }
        return namedSet(setName, at: location).flatMap { light in
            namedSet(darkName, at: dark.value.location).map { darkSet in
                var values = light.values
                var definitions = light.definitions
                values["dark"] = darkSet.values["dark"]
                definitions["dark"] = darkSet.definitions["dark"]
                return ModalColor(values: values, definedModes: Self.modes, definitions: definitions)
            }
        }
    }

    private var colorSetWrappers: Set<String> = []
    private var colorSetWrapperDarkNames: [String: String] = [:]
    private var modePairTypes: Set<String> = []
    /// A protocol's conforming types whose colours override its defaults, in order of name, and those colours by
    /// qualified name (`WalletColorPaletteiOS.TextNorm`).
    private(set) var conformers: [String: [String]] = [:]
    private var conformerMembers: [String: SwiftDesignConstant] = [:]
    /// The conforming type whose colours replace its protocol's defaults while a variant is evaluated.
    /// (Its colours are cached under its name, apart from the defaults'.)
    private(set) var variant: String?
    private var globalInstanceTypes: [String: String] = [:]
    /// The declared types of the run's colour-holding types' stored properties (see `SwiftDesignDocument`).
    private(set) var instancePropertyTypes: [String: [String: String]] = [:]
    /// Themes written as static instances of one type (`Palette.default`, `Palette.dracula`): each instance's colours
    /// by type, instance and member (`label.primary`), the instance views read outside a variant (`default`), and
    /// the names that read a member: a key-path accessor (`themedPrimary` → `label.primary`) or the type's name in
    /// lower case (`palette.accent`).
    private var themeInstances: [String: [String: [String: SwiftDesignConstant]]] = [:]
    /// The colours of instances whose type another file declares, by the file making them (see
    /// `ThemeAssembler.candidateInstanceColors`).
    private(set) var candidateInstanceColors: [String: [SwiftDesignConstant]] = [:]
    /// Every conforming type read as a variant, and every theme instance but the default, by name.
    private(set) var variants: [String] = []
    private var themeDefaults: [String: String] = [:]
    private var themeKeyPaths: [String: (type: String, path: [String])] = [:]
    private var themeRoots: [String: String] = [:]
    /// The roots the view now evaluated hands in from outside, with their written types (see `SwiftColorPair`).
    private var handedInRoots: [String: String] = [:]
    /// Names of a default theme instance: what a view shows unless the user picks another theme.
    static let defaultInstanceNames = ["default", "standard", "system", "regular", "base"]
    private var dynamicMemberRoots: [String: [String]] = [:]

    /// `ColorAsset(name: "Brand")`, or `Asset.brand.swiftUIColor` / `.color` where `Asset.brand` is one, or names
    /// nothing the run defines (SwiftGen's output is often generated at build time, not committed): a SwiftGen
    /// accessor of a colour set; so is a team's own wrapper (`ProtonColor(name: "MobileTextNorm")`).
    func isColorAssetAccessor(_ constant: SwiftDesignConstant) -> Bool {
        switch constant.value {
        case .call(Self.colorAssetType?, _, _): return true
        case let .call(type, arguments, _) where Self.isWrapperCall(type, arguments): return true
        case let .reference(root, path, _, _):
            if colorAssetConstant(root: root, path: path, owner: constant.owner) != nil { return true }
            guard let last = path.last, Self.colorAssetMembers.contains(last), path.count >= 2 else { return false }
            return self.constant(named: root, path: Array(path.dropLast()), from: constant.owner) == nil
        default: return false
        }
    }

    /// The `ColorAsset` constant `Asset.brand.swiftUIColor` or `Asset.brand.color` reads; nil for another reference.
    private func colorAssetConstant(root: String?, path: [String], owner: [String]) -> SwiftDesignConstant? {
        guard let last = path.last, Self.colorAssetMembers.contains(last), path.count >= 2,
              let asset = constant(named: root, path: Array(path.dropLast()), from: owner), asset.kind == .color,
              case .call(Self.colorAssetType?, _, _) = asset.value else { return nil }
        return asset
    }

    private var constants: [String: SwiftDesignConstant] = [:]
    /// A constant's name → the qualified names that end with it (`appPrimary` → `Color.appPrimary`).
    private var qualifiedNames: [String: [String]] = [:]
    private var colorSets: [String: ColorDefinition] = [:]
    private var colorSetCatalogs: [String: String] = [:]
    /// Colour sets by their own name, with the folders they sit in inside their catalog.
    private var namespacedSets: [String: [(folders: [String], set: ColorSetDocument)]] = [:]
    private var colors: [String: Result<ModalColor, SwiftSkip>] = [:]
    private var numbers: [String: Double?] = [:]
    private var inProgress: Set<String> = []
    /// Labels of the run's own initialisers that make a palette value's colour (`UIColor(studioColor:)`).
    private var paletteInitializerLabels: Set<String> = []
    private var paletteInitializerAlphaDefaults: [String: SwiftExpression] = [:]
    /// The declared type of a colour initialiser's labelled parameter (`lightColor` → `ColorStudio`); a label two
    /// initialisers declare with different types is left out.
    private var initializerParameterTypes: [String: String] = [:]
    /// The run's colour helpers by name (`rgba`, `init`).
    private var colorHelpers: [String: [SwiftColorHelper]] = [:]
    /// The levels of `color(_:owner:)` now running, and the calls since the constant being evaluated began.
    private var depth = 0
    private var steps = 0
    private var numberDepth = 0
    static let maximumDepth = 2_000
    static let maximumSteps = 20_000
    /// More helpers of one name than this are not told apart (a generated file's overloads): none is used.
    static let maximumHelpersOfAName = 64

    init(documents: [SwiftDesignDocument], colorSets: [ColorSetDocument] = []) {
        paletteInitializerLabels = Set(documents.flatMap(\.paletteInitializerLabels))
        for document in documents { paletteInitializerAlphaDefaults.merge(document.paletteInitializerAlphaDefaults) { first, _ in first } }
        var ambiguous: Set<String> = []
        for (label, type) in documents.flatMap(\.initializerParameterTypes) {
            if let known = initializerParameterTypes[label], known != type { ambiguous.insert(label) }
            initializerParameterTypes[label] = type
        }
        for label in ambiguous { initializerParameterTypes[label] = nil }
        for helper in documents.flatMap(\.colorHelpers) { colorHelpers[helper.name, default: []].append(helper) }
        for document in documents {
            colorSetWrappers.formUnion(document.colorSetWrappers)
            globalInstanceTypes.merge(document.globalInstanceTypes) { first, _ in first }
            instancePropertyTypes.merge(document.instancePropertyTypes) { first, _ in first }
            dynamicMemberRoots.merge(document.dynamicMemberRoots) { first, _ in first }
            colorSetWrapperDarkNames.merge(document.colorSetWrapperDarkNames) { first, _ in first }
            modePairTypes.formUnion(document.modePairTypes)
        }
        for constant in documents.flatMap(\.constants) where constants[constant.qualifiedName] == nil {
            constants[constant.qualifiedName] = constant
            qualifiedNames[constant.name, default: []].append(constant.qualifiedName)
        }
        // A type overriding the colours of a protocol whose extension gives defaults: a variant of that palette.
        let protocolsWithDefaults = documents.reduce(into: Set<String>()) { $0.formUnion($1.protocolsWithDefaults) }
        var conformances: [String: [String]] = [:]
        for document in documents { conformances.merge(document.conformances) { first, _ in first } }
        for member in documents.flatMap(\.conformerColors) {
            let type = member.owner.joined(separator: ".")
            guard let inherited = conformances[type], inherited.contains(where: protocolsWithDefaults.contains),
                  conformerMembers[member.qualifiedName] == nil else { continue }
            conformerMembers[member.qualifiedName] = member
            for name in inherited where protocolsWithDefaults.contains(name) && !(conformers[name] ?? []).contains(type) {
                conformers[name, default: []].append(type)
            }
        }
        for name in conformers.keys { conformers[name]!.sort() }
        readThemeInstances(documents)
        variants = Self.variants(conformers: conformers, themeInstances: themeInstances, themeDefaults: themeDefaults)
        for set in colorSets {
            self.colorSets[set.definition.name] = self.colorSets[set.definition.name] ?? set.definition
            colorSetCatalogs[set.definition.name] = colorSetCatalogs[set.definition.name] ?? set.catalog
            // The folders between the catalog and the set: a namespace folder names the set with its own name.
            let inCatalog = set.definition.location.file.hasPrefix(set.catalog + "/")
                ? String(set.definition.location.file.dropFirst(set.catalog.count + 1)) : ""
            let folders = inCatalog.split(separator: "/").dropLast(2).map(String.init)
            namespacedSets[set.definition.name, default: []].append((folders, set))
        }
    }

    /// The colour set a name gives (`"Brand"`, or with the catalog's namespace folders `"Colors/Brand/Blurple"`, as
    /// Xcode and SwiftGen name a set in a folder that provides a namespace): nil when none, or more than one, fits.
    private func colorSet(named name: String) -> ColorSetDocument? {
        guard name.contains("/") else {
            return colorSets[name].map { ColorSetDocument(catalog: colorSetCatalogs[name] ?? "", definition: $0) }
        }
        var parts = name.split(separator: "/").map(String.init)
        // `"/"` names no set.
        guard let last = parts.popLast() else { return nil }
        let fitting = (namespacedSets[last] ?? []).filter { folders, _ in
            // The namespace folders, in order, among the set's folders.
            var rest = folders[...]
            return parts.allSatisfy { part in
                guard let index = rest.firstIndex(of: part) else { return false }
                rest = rest[(index + 1)...]
                return true
            }
        }
        // The app's and an extension's catalogs often hold one set alike: any of them is the colour; sets that differ
        // leave the name undecided.
        guard let first = fitting.first,
              fitting.allSatisfy({ $0.set.definition.color.values == first.set.definition.color.values }) else { return nil }
        return first.set
    }

    /// The asset catalog holding the colour set a SwiftGen accessor reads (`ColorAsset(name: "Brand")`, or
    /// `Asset.brand.color` where `Asset.brand` is one); nil for another constant or a set the run does not hold.
    func catalog(readBy constant: SwiftDesignConstant) -> String? {
        var asset = constant
        if case let .reference(root, path, _, _) = constant.value {
            guard let found = colorAssetConstant(root: root, path: path, owner: constant.owner) else { return nil }
            asset = found
        }
        guard case let .call(type?, arguments, _) = asset.value else { return nil }
        if Self.isColorSetWrapper(type) { return wrappedSetName(type: type, arguments).flatMap { colorSet(named: $0)?.catalog } }
        guard type == Self.colorAssetType, let argument = arguments.first(where: { $0.label == "name" }),
              case let .string(name, _) = argument.value else { return nil }
        return colorSet(named: name)?.catalog
    }

    // MARK: - Names

    /// The constant an expression names: `Color.appPrimary`, `.appPrimary` or `appPrimary` seen from `owner` (its own
    /// type first, then any type, when only one has that name).
    func constant(named root: String?, path: [String], from owner: [String]) -> SwiftDesignConstant? {
        if let member = themeMember(root: root, path: path) { return member }
        guard let variant else {
            if let member = protocolMember(root: root, path: path, owner: owner) { return member ?? nil }
            return defaultConstant(named: root, path: path, from: owner)
        }
        // In a variant, its own colours: `Shade100` in its getters, and each protocol default it overrides.
        // In a protocol's default (`var onPrimaryContainer: Color { primary }`), a bare name is the variant's member too.
        let isOwnOrDefault = owner.joined(separator: ".") == variant || owner.count == 1 && conformers[owner[0]]?.contains(variant) == true
        if root == nil, path.count == 1, isOwnOrDefault, let own = conformerMembers[variant + "." + path[0]] {
            return own
        }
        if let member = protocolMember(root: root, path: path, owner: owner) { return member ?? nil }
        guard let found = defaultConstant(named: root, path: path, from: owner) else { return nil }
        guard found.owner.count == 1, conformers[found.owner[0]]?.contains(variant) == true else { return found }
        return conformerMembers[variant + "." + found.name] ?? found
    }

    /// Every conforming type read as a variant, and every theme instance but the default, by name.
    private static func variants(conformers: [String: [String]], themeInstances: [String: [String: [String: SwiftDesignConstant]]],
                                 themeDefaults: [String: String]) -> [String] {
        Set(conformers.values.joined()).union(themeInstances.flatMap { type, instances in
            instances.keys.filter { $0 != themeDefaults[type] }.map { type + "." + $0 }
        }).sorted()
    }

    /// A bare name in a protocol's default is the protocol's member (`primary` in `var primaryContainer: Color {
    /// primary.opacity(0.12) }`), its default or none when only a requirement: never another type's of that name.
    /// nil when the name is not read so.
    private func protocolMember(root: String?, path: [String], owner: [String]) -> SwiftDesignConstant?? {
        guard root == nil, path.count == 1, owner.count == 1, conformers[owner[0]] != nil else { return nil }
        return .some(constants[owner[0] + "." + path[0]])
    }

    /// The colours each conforming type gives itself (its overrides of the protocol's defaults and its own), by type, in
    /// source order.
    func conformerColorsByType() -> [String: [SwiftDesignConstant]] {
        Dictionary(grouping: conformerMembers.values) { $0.owner.joined(separator: ".") }.mapValues { $0.sorted { $0.location < $1.location } }
    }

    /// The theme instances of the run, where a type has a default one (see `themeInstances`).
    private mutating func readThemeInstances(_ documents: [SwiftDesignDocument]) {
        candidateInstanceColors = ThemeAssembler.candidateInstanceColors(of: documents, propertyTypes: instancePropertyTypes)
        let colors = documents.flatMap(\.instanceColors) + documents.flatMap { candidateInstanceColors[$0.file] ?? [] }
        var instances: [String: [String: [String: SwiftDesignConstant]]] = [:]
        for color in colors where color.owner.count >= 2 && !color.isInPrivateType {
            let type = color.owner.dropLast().joined(separator: ".")
            instances[type, default: [:]][color.owner.last!, default: [:]][color.name] = instances[type]?[color.owner.last!]?[color.name] ?? color
        }
        for (type, byInstance) in instances {
            guard let defaultName = Self.defaultInstanceNames.first(where: { byInstance[$0] != nil }) else { continue }
            themeInstances[type] = byInstance
            themeDefaults[type] = defaultName
            let root = type.split(separator: ".").last.map { $0.prefix(1).lowercased() + $0.dropFirst() }
            if let root { themeRoots[root] = themeRoots[root] == nil ? type : "" }
        }
        themeRoots = themeRoots.filter { !$0.value.isEmpty }
        // An accessor reads the theme type its key path starts from (`getColor: (Palette) -> Color`), where that type's
        // default instance holds the path.
        var keyPathRoots: [String: String] = [:]
        for document in documents { keyPathRoots.merge(document.keyPathRoots) { first, _ in first } }
        for (name, accessor) in documents.flatMap(\.themeKeyPathAccessors) {
            guard let root = keyPathRoots[accessor.type + "." + accessor.label] ?? keyPathRoots.first(where: {
                $0.key.hasSuffix("." + accessor.type + "." + accessor.label)
            })?.value else { continue }
            let types = themeInstances.keys.filter { $0 == root || $0.hasSuffix("." + root) }
            if types.count == 1, themeInstances[types[0]]?[themeDefaults[types[0]]!]?[accessor.path.joined(separator: ".")] != nil {
                themeKeyPaths[name] = (types[0], accessor.path)
            }
        }
    }

    /// The colour of a theme instance a reference reads (`.themedPrimary`, `palette.label.primary`): the variant's
    /// instance while one of that type is evaluated, else the default.
    private func themeMember(root: String?, path: [String]) -> SwiftDesignConstant? {
        let type: String, members: [String]
        if root == nil, path.count == 1, let keyPath = themeKeyPaths[path[0]] {
            (type, members) = keyPath
        } else if let root, let found = themeRoots[root], !path.isEmpty, let written = handedInRoots[root],
                  written.isEmpty || written == found || found.hasSuffix("." + written) {
            (type, members) = (found, path)
        } else {
            return nil
        }
        let instance = variant.flatMap { $0.hasPrefix(type + ".") ? String($0.dropFirst(type.count + 1)) : nil } ?? themeDefaults[type]
        return instance.flatMap { themeInstances[type]?[$0]?[members.joined(separator: ".")] }
    }

    /// Where a variant's first colour is declared.
    func location(ofVariant variant: String) -> SourceLocation? {
        let instanceColors = themeInstances.values.flatMap(\.values).flatMap(\.values)
        return (conformerMembers.values + instanceColors).filter { $0.owner.joined(separator: ".") == variant }.map(\.location).min()
    }

    /// Evaluates a view's colours, the roots it hands in able to read a theme's instance.
    mutating func evaluating<Value>(handedIn roots: [String: String], _ body: (inout Self) -> Value) -> Value {
        let before = handedInRoots
        handedInRoots = roots
        defer { handedInRoots = before }
        return body(&self)
    }

    /// Evaluates with a conforming type's colours in place of its protocol's defaults (nil: the defaults).
    mutating func evaluating<Value>(variant: String?, _ body: (inout Self) -> Value) -> Value {
        let before = self.variant
        self.variant = variant
        defer { self.variant = before }
        return body(&self)
    }

    private func defaultConstant(named root: String?, path: [String], from owner: [String]) -> SwiftDesignConstant? {
        let written = ((root.map { [$0] } ?? []) + path).joined(separator: ".")
        // A name without a root never reads the constant it initialises (`static let alertGreen =
        // DynamicColor(lightColor: .alertGreen, …)` reads `Color.alertGreen`): Swift would not compile it.
        func isOwnInitialiser(_ qualifiedName: String) -> Bool {
            root == nil && inProgress.contains(variant.map { $0 + " " + qualifiedName } ?? qualifiedName)
        }
        var skippedOwn = false
        if let exact = constants[written] {
            if !isOwnInitialiser(exact.qualifiedName) { return exact }
            skippedOwn = true
        }
        for depth in stride(from: owner.count, through: 1, by: -1) {
            guard let found = constants[(owner.prefix(depth) + [written]).joined(separator: ".")] else { continue }
            if !isOwnInitialiser(found.qualifiedName) { return found }
            skippedOwn = true
        }
        // There, the colour type's member of that name, as Swift reads the argument; else none (a colour set's).
        if skippedOwn {
            let members = SwiftThemeTypes.colorTypes.sorted().compactMap { constants[$0 + "." + written] }
            return members.count == 1 ? members[0] : nil
        }
        // `UIColor.brand` declared in `extension UIColor`, used as `.brand`; or a name unique in the run.
        let candidates = qualifiedNames[path.last ?? ""] ?? []
        let suffixed = candidates.filter { $0 == written || $0.hasSuffix("." + written) }
        if suffixed.count == 1 { return constants[suffixed[0]] }
        // `ColorProvider.TextNorm`, where `ColorProvider` is a `@dynamicMemberLookup` type's instance: the member of the
        // first key-path root that has it. A provider named in lower case (`theme`) is too easily a local's name.
        guard let root, root.first?.isUppercase == true, path.count == 1, let type = globalInstanceTypes[root] else { return nil }
        return dynamicMemberRoots[type]?.lazy.compactMap { self.constants[$0 + "." + path[0]] }.first
    }

    // MARK: - Colours

    mutating func color(of constant: SwiftDesignConstant) -> Result<ModalColor, SwiftSkip> {
        let key = variant.map { $0 + " " + constant.qualifiedName } ?? constant.qualifiedName
        if let known = colors[key] { return known }
        guard inProgress.insert(key).inserted else {
            return .failure(SwiftSkip(reason: "refers to itself", location: constant.location))
        }
        // Each reference is a level of recursion: a chain of thousands is cut with one note, not a crash.
        guard inProgress.count <= ReferenceChain.maximumDepth else {
            inProgress.remove(key)
            let skip = SwiftSkip(reason: "is more than \(ReferenceChain.maximumDepth) references deep; it was not evaluated",
                                 location: constant.location)
            colors[key] = .failure(skip)
            return .failure(skip)
        }
        let result: Result<ModalColor, SwiftSkip>
        if case let .string(text, _) = constant.value {
            // A palette enum's case: the hex code its raw value writes.
            result = Self.hexColor(SwiftArgument(label: nil, value: constant.value, text: text)).map(Self.single) ?? .failure(Self.unknown(constant.value))
        } else {
            result = color(constant.value, owner: constant.owner)
        }
        inProgress.remove(key)
        // A constant that only names another colour (an alias, a colour set) is defined where that one is; one that
        // computes its value, here.
        let isVariantsOwn = conformerMembers[constant.qualifiedName] != nil
        let defined = result.map { color in
            var color = color
            for mode in Self.modes where color.definitions[mode] == nil { color.definitions[mode] = constant.location }
            // A variant's colour made where it is written (`ProtonColor(name: "Bittersweet")`) is chosen there.
            if isVariantsOwn, case .call = constant.value {
                for mode in Self.modes { color.definitions[mode] = constant.value.location }
            }
            return color
        }
        colors[key] = defined
        return defined
    }

    mutating func color(_ expression: SwiftExpression, owner: [String]) -> Result<ModalColor, SwiftSkip> {
        let location = expression.location
        // Each level of an expression, reference and helper call is a level of recursion, and helpers multiply the
        // work: past either budget the colour is one note, never a crash or a hang.
        if depth == 0 { steps = 0 }
        depth += 1
        steps += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth, steps <= Self.maximumSteps else {
            return .failure(SwiftSkip(reason: "is nested or expands further than w3wlint follows", location: location))
        }
        switch expression {
        case let .modes(arguments, _):
            return modal(arguments, owner: owner, at: location)
        case let .reference(root, path, bare, _):
            return referenceColor(root: root, path: path, bare: bare, owner: owner, at: location)
        case let .call(type, arguments, _):
            // A wrapper of a colour set's name is that set, or no colour w3wlint knows.
            if Self.isWrapperCall(type, arguments) { return wrappedSet(type: type, arguments, at: location) }
            return call(type: type, arguments, owner: owner, at: location)
        case let .method(base, name, arguments, _):
            // `.withAlphaComponent(0.5)`, SwiftUI's `.opacity(0.5)`.
            if ["withAlphaComponent", "opacity", "withAlpha"].contains(name), arguments.count == 1,
               let alpha = number(arguments[0].value, owner: owner)
            {
                return color(base, owner: owner).map { color in
                    ModalColor(values: color.values.mapValues { SwiftPresetEvaluator.with($0, alpha: alpha) },
                               definedModes: color.definedModes, repeatsOneValue: color.repeatsOneValue)
                }
            }
            // A static factory of a colour type (`UIColor.rgb(0xFF8C61)`, `Color.hex("#FF8C61")`, or `.hex(…)` where a
            // colour is declared).
            if case .reference(nil, [], _, _) = base { return call(type: nil, arguments, owner: owner, at: location, factory: name) }
            if case let .reference(root, path, _, _) = base, path.count == 1 {
                let typeName = ((root.map { [$0] } ?? []) + path).joined(separator: ".")
                if SwiftThemeTypes.colorTypes.contains(typeName) {
                    return call(type: typeName, arguments, owner: owner, at: location, factory: name)
                }
            }
            return .failure(Self.unknown(expression))
        default:
            return .failure(Self.unknown(expression))
        }
    }

    /// The colour a reference names: a system colour, a SwiftGen asset, a constant of the run, or a platform's hue.
    private mutating func referenceColor(root: String?, path: [String], bare: Bool, owner: [String],
                                         at location: SourceLocation) -> Result<ModalColor, SwiftSkip> {
        // `.secondary` is SwiftUI's style unless the run names a colour so (`extension UIColor { static let secondary … }`).
        // A bare name (`primary` in a palette's `var onTertiary: Color { primary }`) is a member in scope when the run
        // has one, and always a requirement's in a protocol's default; SwiftUI's style is written `.primary`.
        let readsInScope = bare && root == nil && path.count == 1
            && (owner.count == 1 && conformers[owner[0]] != nil || constant(named: nil, path: path, from: owner) != nil)
        if !readsInScope, let system = Self.systemColor(root: root, path: path),
           !(root == nil && path == ["secondary"] && constant(named: nil, path: path, from: owner) != nil) {
            return .success(ModalColor(values: system, definedModes: Set(system.values).count > 1 ? Self.modes : nil))
        }
        if let asset = colorAsset(root: root, path: path, owner: owner, at: location) { return asset }
        // An implicit member (`.red`) is a type's static member, never a file's top-level constant of that name.
        guard let target = constant(named: root, path: path, from: owner), target.kind == .color,
              root != nil || bare || !target.owner.isEmpty else {
            // A platform's named hue (`UIColor.red`), unless the run defines a colour of that name.
            if let root, path.count == 1, let hue = SwiftHueColors.values(type: root, name: path[0]) {
                return .success(ModalColor(values: hue, definedModes: Set(hue.values).count > 1 ? Self.modes : nil))
            }
            let written = ((root.map { [$0] } ?? []) + path).joined(separator: ".")
            return .failure(SwiftSkip(reason: "uses `\(written)`, which no Swift file in the run defines as a colour w3wlint reads",
                                      location: location))
        }
        return color(of: target).mapError { skip in
            SwiftSkip(reason: "uses \(target.qualifiedName), which is \(skip.isInvalid ? "invalid" : "not evaluated")",
                      location: location, isInvalid: false)
        }
    }

    /// `Asset.brand.swiftUIColor`, `Asset.brand.color`: a SwiftGen colour asset's colour; nil for another reference.
    private mutating func colorAsset(root: String?, path: [String], owner: [String], at location: SourceLocation) -> Result<ModalColor, SwiftSkip>? {
        guard let asset = colorAssetConstant(root: root, path: path, owner: owner) else { return nil }
        return color(of: asset).mapError { skip in
            SwiftSkip(reason: "uses \(asset.qualifiedName), which is \(skip.isInvalid ? "invalid" : "not evaluated")", location: location)
        }
    }

    /// An argument's colour. An implicit member given to a parameter the run declares with a type other than a colour
    /// type (`.gray50` for `lightColor: ColorStudio`) is that type's case, never a system colour or another constant
    /// of the same name.
    private mutating func color(of argument: SwiftArgument, owner: [String]) -> Result<ModalColor, SwiftSkip> {
        guard let label = argument.label, let type = initializerParameterTypes[label], !SwiftThemeTypes.colorTypes.contains(type),
              case let .reference(nil, path, _, location) = argument.value, path.count == 1
        else { return color(argument.value, owner: owner) }
        guard let target = constants["\(type).\(path[0])"], target.kind == .color else {
            return .failure(SwiftSkip(reason: "uses `.\(path[0])` of \(type), which no Swift file in the run defines as a colour w3wlint reads",
                                      location: location))
        }
        return color(of: target).mapError { skip in
            SwiftSkip(reason: "uses \(target.qualifiedName), which is \(skip.isInvalid ? "invalid" : "not evaluated")", location: location, isInvalid: false)
        }
    }

    static func unknown(_ expression: SwiftExpression) -> SwiftSkip {
        // The reader says why it gave up on an expression it did not keep.
        if case let .opaque(reason, location) = expression { return SwiftSkip(reason: reason, location: location) }
        let text: String
        switch expression {
        case let .unsupported(written, _), let .arithmetic(_, _, written, _): text = written
        case let .string(value, _): text = "\"\(value)\""
        case let .number(value, _): text = formatNumber(value)
        default: text = "this expression"
        }
        let shown = text.count > 80 || text.contains("\n") ? String(text.split(separator: "\n").first?.prefix(60) ?? "") + " …" : text
        return SwiftSkip(reason: "uses `\(shown)`, which cannot be evaluated without compiling the code", location: expression.location)
    }

    /// A call of a colour-set wrapper: one giving the set's name (`ProtonColor(name: "TextHint", lightFallbackRgb: …)`),
    /// or any call of it but a colour per mode (`DynamicColor(lightColor: .gray10, darkColor: .gray90)`).
    static func isWrapperCall(_ type: String?, _ arguments: [SwiftArgument]) -> Bool {
        guard isColorSetWrapper(type) else { return false }
        return arguments.contains { $0.label == "name" || $0.label == "named" } || !namesBothModes(arguments.map(\.label))
    }

    /// `(lightColor:darkColor:)`: labels giving a value for each mode, a colour per mode whatever type is called.
    static func namesBothModes(_ labels: [String?]) -> Bool {
        Set(labels.compactMap(mode(ofLabel:))).count == modes.count
    }

    /// The mode an argument label names: `light`, `regularColor`, `any`, `lightMode` → light; `dark`, `darkColor`,
    /// `night` → dark; nil for any other.
    static func mode(ofLabel label: String?) -> String? {
        guard let label, let first = ASCIIWords.split(label, digitsInWords: false)?.first else { return nil }
        switch first {
        case "light", "regular", "any", "normal", "day", "default", "base": return "light"
        case "dark", "night": return "dark"
        default: return nil
        }
    }

    /// A label naming a mode and nothing else (`light`, `darkColor`, `anyAppearance`): not `lightHighContrast`,
    /// `lightFill` or `lightImage`.
    static func isPlainModeLabel(_ label: String?) -> Bool {
        guard let label, mode(ofLabel: label) != nil, let words = ASCIIWords.split(label, digitsInWords: false) else { return false }
        return words.dropFirst().allSatisfy { ["color", "colour", "mode", "appearance", "value"].contains($0) }
    }

    /// A call whose labels name modes gives a colour per mode; each argument may itself be per mode. Labels that name
    /// a mode twice (`light:lightHighContrast:`, `lightText:lightFill:`) leave the call unread: which is drawn only
    /// the type says.
    private mutating func modal(_ arguments: [SwiftArgument], owner: [String], at location: SourceLocation) -> Result<ModalColor, SwiftSkip> {
        var values: [String: RGBA] = [:]
        var definitions: [String: SourceLocation] = [:]
        var defined: [String] = []
        var labelsByMode: [String: [String]] = [:]
        for argument in arguments {
            guard let mode = Self.mode(ofLabel: argument.label) else { continue }
            labelsByMode[mode, default: []].append("`\(argument.label ?? "_"):`")
            switch color(of: argument, owner: owner) {
            case let .success(color):
                values[mode] = color.values[mode] ?? color.values["light"]
                definitions[mode] = color.definitions[mode] ?? color.definitions["light"]
                if !defined.contains(mode) { defined.append(mode) }
            case let .failure(skip): return .failure(skip)
            }
        }
        if let (mode, labels) = labelsByMode.sorted(by: { $0.key > $1.key }).first(where: { $0.value.count > 1 }) {
            return .failure(SwiftSkip(reason: "names \(mode) mode more than once (\(labels.joined(separator: ", "))): which one is drawn "
                                          + "only the type says", location: location))
        }
        guard let first = Self.modes.lazy.compactMap({ values[$0] }).first else {
            return .failure(SwiftSkip(reason: "names no colour for a mode", location: location))
        }
        for mode in Self.modes where values[mode] == nil {
            values[mode] = first
            definitions[mode] = Self.modes.lazy.compactMap { definitions[$0] }.first
        }
        let repeats = defined.count > 1 && Set(defined.compactMap { values[$0] }).count == 1
        return .success(ModalColor(values: values, definedModes: Self.modes.filter(defined.contains), repeatsOneValue: repeats,
                                   definitions: definitions))
    }

    /// `UIColor(red:green:blue:alpha:)` and the other initialisers; a hex helper; a light/dark pair; a named colour set.
    private mutating func call(type: String?, _ arguments: [SwiftArgument], owner: [String], at location: SourceLocation,
                               factory: String? = nil) -> Result<ModalColor, SwiftSkip>
    {
        let modeArguments = arguments.filter { Self.mode(ofLabel: $0.label) != nil }.count
        if modeArguments >= 2 || (modeArguments == 1 && arguments.count == 1) {
            return modal(arguments, owner: owner, at: location)
        }
        let labelled = arguments.filter { $0.label != nil && !($0.value.isColorSpaceName) }
        let alphaLabel = labelled.lazy.compactMap(\.label).first { $0 == "alpha" || $0 == "opacity" }
        let alpha = alphaLabel.flatMap { label in labelled.first { $0.label == label }.flatMap { number($0.value, owner: owner) } } ?? 1
        let isColorType = type.map { SwiftThemeTypes.colorTypes.contains($0) || $0 == Self.colorAssetType } ?? true
        // A static function of the run's own is that function, whatever its labels (`.hsb(hue:saturation:brightness:)`
        // with degrees and percentages); so is an initialiser without the `alpha:` UIKit's and AppKit's all take
        // (`UIColor(red: 16, green: 21, blue: 23)` from 0–255).
        let platformWouldTakeIt = factory == nil && !(["UIColor", "NSColor"].contains(type ?? "") && alphaLabel == nil)
        var triedHelpers = false
        if !platformWouldTakeIt {
            triedHelpers = true
            if let color = helperColor(type: type, isColorType: isColorType, factory: factory, arguments, owner: owner) { return .success(color) }
        }
        if isColorType, let color = initialiserColor(type: type, arguments, labelled: labelled, alpha: alpha, owner: owner, at: location) {
            return color
        }
        if isColorType, factory == nil,
           let color = paletteValueColor(type: type, arguments, alpha: alphaLabel == nil ? nil : alpha, owner: owner, at: location) {
            return color
        }
        // A hex helper: a team's own initialiser or function given `"#FF8C61"`, `"FF8C61"` or `0xFF8C61`.
        let hexArgument = arguments.first { argument in
            let label = (argument.label ?? factory ?? "").lowercased()
            return label.contains("hex") || label.contains("rgb") || (argument.label == nil && arguments.count <= 2)
        }
        // Eight digits through a team's own helper may be RRGGBBAA or AARRGGBB (`UIColor(0xF8F1E34D)` drawn opaque
        // #F1E34D): only the helper knows, so the colour is not evaluated.
        let call = "`\(type ?? "")\(factory.map { "." + $0 } ?? "")(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))`"
        if let hexArgument, Self.hexDigitCount(hexArgument) == 8 {
            return .failure(SwiftSkip(reason: "gives eight hex digits to \(call), a helper of the project's own: whether they are RRGGBBAA "
                                          + "or AARRGGBB only it says", location: location))
        }
        if let hexArgument, let rgba = Self.hexColor(hexArgument, among: arguments) {
            let scaled = alphaLabel == nil ? rgba : SwiftPresetEvaluator.with(rgba, alpha: alpha)
            return Self.single(scaled)
        }
        if !triedHelpers, let color = helperColor(type: type, isColorType: isColorType, factory: factory, arguments, owner: owner) {
            return .success(color)
        }
        // `hColorScheme(Color(hexString: "B4B4B4"))`: a type the run declares with a light and dark initialiser, given
        // one colour, holds it in every mode (its pair is read by the labels above).
        if let type, modePairTypes.contains(type), factory == nil, arguments.count == 1, arguments[0].label == nil,
           case let .success(color) = color(of: arguments[0], owner: owner) {
            return .success(color)
        }
        return .failure(SwiftSkip(reason: "calls \(call), which w3wlint does not know as a colour", location: location))
    }

    /// The run's own initialiser of a palette value (`UIColor(studioColor: .gray50, alpha: 0.5)`), drawn at the alpha
    /// given, else at its declared default; nil for another call.
    private mutating func paletteValueColor(type: String?, _ arguments: [SwiftArgument], alpha: Double?, owner: [String],
                                            at location: SourceLocation) -> Result<ModalColor, SwiftSkip>? {
        guard let first = arguments.first, let label = first.label, paletteInitializerLabels.contains(label),
              arguments.dropFirst().allSatisfy({ $0.label == "alpha" }) else { return nil }
        var drawnAlpha = alpha ?? 1
        if alpha == nil, let given = paletteInitializerAlphaDefaults[label] {
            guard let value = number(given, owner: owner) else {
                return .failure(SwiftSkip(reason: "calls `\(type ?? "")(\(label):)`, whose default alpha w3wlint cannot evaluate", location: location))
            }
            drawnAlpha = value
        }
        return color(of: first, owner: owner).map { color in
            drawnAlpha == 1 ? color : ModalColor(values: color.values.mapValues { SwiftPresetEvaluator.with($0, alpha: drawnAlpha) },
                                                 definedModes: color.definedModes, repeatsOneValue: color.repeatsOneValue)
        }
    }

    /// A call of the run's own colour helper (`SwiftColorHelper`): its one statement with the arguments in place. Nil
    /// unless exactly one helper of that name takes these arguments and its statement gives a colour.
    private mutating func helperColor(type: String?, isColorType: Bool, factory: String?, _ arguments: [SwiftArgument],
                                      owner: [String]) -> ModalColor? {
        // `UIColor.rgba(…)`/`.rgba(…)`: a function of a colour type; `UIColor(r:…)`/`.init(r:…)`: an initialiser;
        // `rgb(…)`: a top-level function, or one of the calling type's own.
        let name = factory ?? (isColorType ? "init" : type ?? "")
        let helpers = colorHelpers[name] ?? []
        guard !helpers.isEmpty, helpers.count <= Self.maximumHelpersOfAName else { return nil }
        let caller = owner.joined(separator: ".")
        // The caller's names are the caller's (`faded(brand)` in `Theme` is `Theme.brand`), whatever the helper's type has.
        let given = arguments.map { argument -> SwiftArgument in
            // A number is bound as its value: a chain of helpers that pass on `x + x - x` stays one number a level.
            if case .arithmetic = argument.value, let value = number(argument.value, owner: owner) {
                return SwiftArgument(label: argument.label, value: .number(value, argument.value.location), text: argument.text)
            }
            guard case let .reference(root, path, _, location) = argument.value, !path.isEmpty,
                  let target = constant(named: root, path: path, from: owner) else { return argument }
            let qualified = target.qualifiedName.split(separator: ".").map(String.init)
            return SwiftArgument(label: argument.label, value: .reference(root: qualified.first, path: Array(qualified.dropFirst()),
                                                                          bare: false, location), text: argument.text)
        }
        let matches = helpers.compactMap { helper -> (SwiftColorHelper, [String: SwiftExpression])? in
            let declaredIn = helper.owner.joined(separator: ".")
            let reachable = isColorType ? (type == nil || declaredIn == type || (declaredIn.isEmpty && factory != nil))
                : (factory == nil && (declaredIn.isEmpty || declaredIn == caller))
            guard reachable, let bound = Self.bind(helper, given) else { return nil }
            return (helper, bound)
        }
        guard matches.count == 1, let (helper, bound) = matches.first else { return nil }
        return try? color(SwiftPresetEvaluator.substitute(helper.body, bound), owner: helper.owner).get()
    }

    /// Each parameter bound to its argument, in order, else to its default; nil when the arguments do not fit.
    static func bind(_ helper: SwiftColorHelper, _ arguments: [SwiftArgument]) -> [String: SwiftExpression]? {
        var bound: [String: SwiftExpression] = [:]
        var next = 0
        for parameter in helper.parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                bound[parameter.name] = arguments[next].value
                next += 1
            } else if let value = parameter.defaultValue {
                bound[parameter.name] = value
            } else {
                return nil
            }
        }
        return next == arguments.count ? bound : nil
    }

    /// A platform initialiser's colour (`UIColor(red:green:blue:alpha:)`, `white:`, `hue:saturation:brightness:`, a
    /// conversion, a named colour set); nil when the call is none of them.
    private mutating func initialiserColor(type: String?, _ arguments: [SwiftArgument], labelled: [SwiftArgument], alpha: Double,
                                           owner: [String], at location: SourceLocation) -> Result<ModalColor, SwiftSkip>?
    {
        let labels = labelled.map { $0.label! }
        func value(_ label: String) -> Double? {
            labelled.first { $0.label == label }.flatMap { number($0.value, owner: owner) }
        }
        // Components in 0–1 (`red: 92 / 255` is folded when read).
        let componentSets: [(String, [String])] = [
            ("srgb", ["red", "green", "blue"]), ("srgb", ["srgbRed", "green", "blue"]), ("srgb", ["calibratedRed", "green", "blue"]),
            ("srgb", ["deviceRed", "green", "blue"]), ("display-p3", ["displayP3Red", "green", "blue"]),
        ]
        for (space, names) in componentSets where Set(names).isSubset(of: labels) {
            let components = names.map(value)
            guard components.allSatisfy({ $0 != nil }) else { return .failure(Self.unknown(labelled[0].value)) }
            if let over = components.compactMap({ $0 }).first(where: { $0 > 1 }) {
                return .failure(SwiftSkip(reason: "has a colour component of \(formatNumber(over)), above 1: components run from 0 to 1 "
                                              + "(divide by 255), and the platform clips it", location: location, isInvalid: true))
            }
            guard let rgba = ColorSpaces.convert(space: space, components: components, alpha: alpha) else {
                return .failure(Self.unknown(labelled[0].value))
            }
            return Self.single(rgba)
        }
        if labels.contains("white"), let white = value("white") {
            return Self.single(RGBA(red: ColorSpaces.byte(white), green: ColorSpaces.byte(white), blue: ColorSpaces.byte(white),
                               alpha: ColorSpaces.byte(alpha)))
        }
        if Set(["hue", "saturation", "brightness"]).isSubset(of: labels), let hue = value("hue"), let saturation = value("saturation"),
           let brightness = value("brightness"),
           let rgba = ColorSpaces.convert(space: "hwb", components: [hue * 360, (1 - saturation) * brightness * 100, (1 - brightness) * 100],
                                          alpha: alpha)
        {
            return Self.single(rgba)
        }
        // A conversion: SwiftUI `Color(.label)`, `Color(uiColor: brand)`, `UIColor(Color.brand)`, `.init(cgColor:)`.
        if arguments.count == 1, [nil, "uiColor", "nsColor", "cgColor", "color"].contains(arguments[0].label),
           case .success(let color) = self.color(arguments[0].value, owner: owner)
        {
            return .success(color)
        }
        // `UIColor(named: "Brand")`, SwiftUI `Color("Brand")`: a colour set of the run.
        if let name = arguments.first(where: { $0.label == "named" || ($0.label == nil && type == "Color")
                || ($0.label == "name" && type == Self.colorAssetType) }),
           case let .string(setName, _) = name.value
        {
            return namedSet(setName, at: location)
        }
        return nil
    }

    /// The colour set of that name, in each of its appearances, defined where the set gives each.
    private func namedSet(_ setName: String, at location: SourceLocation) -> Result<ModalColor, SwiftSkip> {
        guard let set = colorSet(named: setName)?.definition else {
            return .failure(SwiftSkip(reason: "names the colour set \"\(setName)\", which no asset catalog in the run holds", location: location))
        }
        let definitions = Dictionary(uniqueKeysWithValues: Self.modes.map { ($0, set.color.locations[$0] ?? set.location) })
        return .success(ModalColor(values: set.color.values, definedModes: set.definedModes, definitions: definitions))
    }

    /// A colour the same in every mode.
    private static func single(_ rgba: RGBA) -> Result<ModalColor, SwiftSkip> {
        .success(ModalColor(values: Dictionary(uniqueKeysWithValues: modes.map { ($0, rgba) }), definedModes: nil))
    }

    /// How many hex digits a hex helper's argument writes (`"#FF8C61"` 6, `0xF8F1E34D` 8), nil for another value.
    static func hexDigitCount(_ argument: SwiftArgument) -> Int? {
        var text: String
        switch argument.value {
        case let .string(written, _): text = written.trimmingCharacters(in: .whitespaces)
        case .number: text = argument.text.replacingOccurrences(of: "_", with: "")
        default: return nil
        }
        if text.hasPrefix("#") { text.removeFirst() } else if text.lowercased().hasPrefix("0x") { text.removeFirst(2) } else if case .number = argument.value { return nil }
        return text.allSatisfy(\.isHexDigit) ? text.count : nil
    }

    /// `"#FF8C61"`, `"FF8C61"`, `"#F80"`, `0xFF8C61` (six hex digits written; eight are `0xRRGGBBAA`).
    static func hexColor(_ argument: SwiftArgument, among arguments: [SwiftArgument] = []) -> RGBA? {
        switch argument.value {
        case let .string(text, _):
            var digits = text.trimmingCharacters(in: .whitespaces)
            if digits.hasPrefix("#") { digits.removeFirst() } else if digits.lowercased().hasPrefix("0x") { digits.removeFirst(2) }
            return RGBA(hex: "#" + digits)
        case let .number(value, _):
            let written = argument.text.lowercased().replacingOccurrences(of: "_", with: "")
            // `UIColor(rgb: 10396328, alphaVal: 1)`: the same 0xRRGGBB written in decimal, where the label says rgb or hex
            // (not `rgba:`, `argb:`, `rgbRed:`) and no other argument but an alpha gives a channel.
            if !written.hasPrefix("0x"), let label = argument.label?.lowercased(), ["rgb", "hex"].contains(label),
               arguments.allSatisfy({ $0.label == argument.label || ($0.label ?? "").lowercased().contains("alpha") }),
               written.allSatisfy(\.isNumber), value >= 0, value <= 0xFFFFFF {
                return SwiftPresetEvaluator.rgb(value, alpha: 255)
            }
            guard written.hasPrefix("0x"), value >= 0, value <= Double(UInt32.max) else { return nil }
            let bits = UInt32(value)
            switch written.count - 2 {
            case 6: return SwiftPresetEvaluator.rgb(value, alpha: 255)
            case 8: return RGBA(red: UInt8(bits >> 24), green: UInt8(bits >> 16 & 0xFF), blue: UInt8(bits >> 8 & 0xFF), alpha: UInt8(bits & 0xFF))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The fixed system colours (`.white`, `UIColor.black`, `Color.clear`); the adaptive ones (`.label`,
    /// `.systemBackground`) have documented light and dark values.
    static func systemColor(root: String?, path: [String]) -> [String: RGBA]? {
        guard path.count == 1, root.map({ SwiftThemeTypes.colorTypes.contains($0) }) ?? true else { return nil }
        let white = RGBA(red: 255, green: 255, blue: 255), black = RGBA(red: 0, green: 0, blue: 0)
        switch path[0] {
        case "white": return ["light": white, "dark": white]
        case "black": return ["light": black, "dark": black]
        case "clear": return ["light": RGBA(red: 0, green: 0, blue: 0, alpha: 0), "dark": RGBA(red: 0, green: 0, blue: 0, alpha: 0)]
        case "label", "primary": return ["light": black, "dark": white]
        case "systemBackground": return ["light": white, "dark": black]
        default:
            guard let pair = semanticColors[path[0]], let light = RGBA(hex: pair.light), let dark = RGBA(hex: pair.dark) else { return nil }
            return ["light": light, "dark": dark]
        }
    }

    /// UIKit's adaptive text and background colours (Apple's Human Interface Guidelines, iOS 17), alpha last; SwiftUI's
    /// `.secondary` style is the secondary label's.
    static let semanticColors: [String: (light: String, dark: String)] = [
        "secondaryLabel": ("#3C3C4399", "#EBEBF599"), "secondary": ("#3C3C4399", "#EBEBF599"),
        "tertiaryLabel": ("#3C3C434D", "#EBEBF54D"), "quaternaryLabel": ("#3C3C432E", "#EBEBF529"),
        "placeholderText": ("#3C3C434D", "#EBEBF54D"),
        "secondarySystemBackground": ("#F2F2F7", "#1C1C1E"), "tertiarySystemBackground": ("#FFFFFF", "#2C2C2E"),
        "systemGroupedBackground": ("#F2F2F7", "#000000"), "secondarySystemGroupedBackground": ("#FFFFFF", "#1C1C1E"),
        "tertiarySystemGroupedBackground": ("#F2F2F7", "#2C2C2E"),
        "systemGray": ("#8E8E93", "#8E8E93"), "systemGray2": ("#AEAEB2", "#636366"), "systemGray3": ("#C7C7CC", "#48484A"),
        "systemGray4": ("#D1D1D6", "#3A3A3C"), "systemGray5": ("#E5E5EA", "#2C2C2E"), "systemGray6": ("#F2F2F7", "#1C1C1E"),
    ]

    // MARK: - Numbers

    mutating func number(_ expression: SwiftExpression, owner: [String]) -> Double? {
        if depth == 0, numberDepth == 0 { steps = 0 }
        numberDepth += 1
        defer { numberDepth -= 1 }
        steps += 1
        guard steps <= Self.maximumSteps, numberDepth <= Self.maximumDepth else { return nil }
        switch expression {
        case let .number(value, _): return value
        case let .reference(root, path, _, _):
            guard let target = constant(named: root, path: path, from: owner), target.kind == .number else { return nil }
            return number(of: target)
        case let .arithmetic(terms, operators, _, _):
            var values: [Double] = []
            for term in terms {
                guard let value = number(term, owner: owner) else { return nil }
                values.append(value)
            }
            return Self.fold(values, operators)
        // `CGFloat(1)`: a number converted.
        case let .call(type?, arguments, _) where ["CGFloat", "Double", "Float"].contains(type) && arguments.count == 1 && arguments[0].label == nil:
            return number(arguments[0].value, owner: owner)
        default: return nil
        }
    }

    /// Numbers joined by `+ - * /`, `*` and `/` first, then `+` and `-`, each left to right; nil for a division by
    /// zero or a result that is not finite.
    static func fold(_ terms: [Double], _ operators: [String]) -> Double? {
        guard let first = terms.first, operators.count == terms.count - 1 else { return nil }
        var sums: [Double] = [first]
        var signs: [String] = []
        for (index, op) in operators.enumerated() {
            let next = terms[index + 1]
            switch op {
            case "*": sums[sums.count - 1] *= next
            case "/":
                guard next != 0 else { return nil }
                sums[sums.count - 1] /= next
            default:
                sums.append(next)
                signs.append(op)
            }
        }
        var total = sums[0]
        for (index, sign) in signs.enumerated() { total += sign == "+" ? sums[index + 1] : -sums[index + 1] }
        return total.isFinite ? total : nil
    }

    mutating func number(of constant: SwiftDesignConstant) -> Double? {
        let key = constant.qualifiedName
        if let known = numbers[key] { return known }
        guard inProgress.insert(key).inserted else { return nil }
        guard inProgress.count <= ReferenceChain.maximumDepth else {
            inProgress.remove(key)
            return nil
        }
        let value = number(constant.value, owner: constant.owner)
        inProgress.remove(key)
        numbers[key] = .some(value)
        return value
    }
}

extension SwiftExpression {
    /// `.sRGB`, `.displayP3` as the first argument of SwiftUI's `Color(_:red:green:blue:opacity:)`.
    var isColorSpaceName: Bool {
        if case let .reference(nil, path, false, _) = self, path.count == 1 { return ["sRGB", "sRGBLinear", "displayP3"].contains(path[0]) }
        return false
    }
}
