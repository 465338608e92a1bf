import Foundation

/// Puts together what single files cannot give alone, once every file of a run is loaded: design-token files
/// (aliases into other files, one file per mode), the colour sets of an asset catalog and Android
/// `values`/`values-night` become `Theme`s, so every rule checks them as it checks a w3w theme. Like a loader it only reports what it cannot read
/// (`invalid-value`: unknown alias targets, alias cycles, type mismatches), at the line of the alias.
public struct ThemeAssembler: Sendable {
    public var settings: TokenSettings
    /// The presets for what the what3words Swift libraries define (their own format's scales): the engine passes
    /// the configuration's default scales (`BuiltinPresets.scales` without a configuration); none by default.
    public var defaultScales: [String: Scale]
    /// The presets of packs the configuration chose (`extends:`), for token sets and Android resources; empty
    /// when it chose none, so that nobody's tokens are judged against another design system's presets.
    public var chosenScales: [String: Scale]
    /// The document types assembled, in order: the registry's loaders' (`LoaderRegistry.documentTypes`).
    public var documentTypes: [any AssembledDocument.Type]

    public init(settings: TokenSettings = TokenSettings(), defaultScales: [String: Scale] = [:],
                chosenScales: [String: Scale] = [:], documentTypes: [any AssembledDocument.Type] = LoaderRegistry.documentTypes)
    {
        self.settings = settings
        self.defaultScales = defaultScales
        self.chosenScales = chosenScales
        self.documentTypes = documentTypes
    }

    /// The scope of a token set: the folder holding its files (or the one above a `tokens/` folder).
    static func tokenScope(_ files: [String]) -> String {
        PathText.referenceScope(ofFolder: PathText.commonFolder(of: files))
    }

    /// Adds the themes the documents make to `model`, each document type's in turn (in `documentTypes` order, so
    /// a type may read the themes of those before it); returns the problems found. `documents` comes back as the
    /// types left it (Swift design documents evaluated), for `attach`.
    public func assemble(_ documents: inout LoadedDocuments, into model: inout DesignModel) -> [Finding] {
        var assembly = ThemeAssembly(assembler: self, documents: documents)
        var findings: [Finding] = []
        func assemble<Document: AssembledDocument>(_ type: Document.Type) {
            var own = documents[type]
            guard !own.isEmpty else { return }
            let (themes, found) = Document.assemble(&own, in: assembly)
            documents[type] = own
            assembly.record(themes, from: type)
            findings += found
        }
        for type in documentTypes { assemble(type) }
        model.themes += assembly.themes
        return findings
    }

    /// What the documents add to a complete model (Swift uses judged by the themes in their scope).
    public func attach(_ documents: LoadedDocuments, to model: inout DesignModel) {
        func attach<Document: AssembledDocument>(_ type: Document.Type) {
            let own = documents[type]
            if !own.isEmpty { Document.attach(own, to: &model) }
        }
        for type in documentTypes { attach(type) }
    }

    // MARK: - Colour sets

    /// One theme per asset catalog: its colour sets as the palette, pairs by name (`CancelButtonForegroundColor` on
    /// `CancelButtonBackgroundColor`) as contrast requests.
    func colorSetThemes(_ sets: [ColorSetDocument]) -> [Theme] {
        var order: [String] = []
        var palettes: [String: [ColorDefinition]] = [:]
        for set in sets {
            if palettes[set.catalog] == nil { order.append(set.catalog) }
            palettes[set.catalog, default: []].append(set.definition)
        }
        return order.map { catalog in
            let palette = palettes[catalog]!
            let requests = contrastRequests(palette, splitCamelCase: true)
            let file = palette[0].location.file
            let name = (catalog as NSString).lastPathComponent
            let schemes = requests.isEmpty ? [] : [Scheme(name: name, location: SourceLocation(file: file, line: 1, column: 1),
                                                          contrastRequests: requests)]
            // The catalog serves its app or package: the folder that holds it (so `Colors.xcassets` serves `Icons.xcassets`).
            return Theme(name: name, file: file, modes: ["light", "dark"], palette: palette, schemes: schemes,
                         scope: PathText.folder(of: catalog))
        }
    }

    // MARK: - Token themes

    /// One theme per token set, each file's mode as the run's `$themes.json` and resolver files select it.
    func tokenThemes(_ documents: inout [TokenDocument], selections: [TokenThemeSelection]) -> (themes: [Theme], findings: [Finding]) {
        applyThemeSelections(selections, to: &documents)
        var resolver = TokenResolver(documents: documents, modes: settings.modes)
        return (tokenThemes(&resolver), resolver.diagnostics)
    }


    /// The mode of each token file that a Tokens Studio theme or a resolver context named after a mode selects
    /// (`Dark` or `Dark Semantic colors` → dark); this says more than a file name, so it replaces the mode the name
    /// suggested. A file the themes of several modes select (semantic roles under Light, Dark and their high-contrast
    /// twins) is every mode's.
    func applyThemeSelections(_ selections: [TokenThemeSelection], to documents: inout [TokenDocument]) {
        // Tokens Studio's `$type` is a label for its transforms even when written with a `$` (its DTCG form): a
        // `number` aliasing a `dimension` is how it builds sizes, not a mismatch.
        let studioFolders = selections.filter { !$0.exactNames }.map { PathText.folder(of: $0.file) }
        for index in documents.indices where studioFolders.contains(where: { PathText.isInside(documents[index].file, folder: $0) }) {
            for token in documents[index].tokens.indices { documents[index].tokens[token].hasFormalType = false }
        }
        var modesOfFile: [String: Set<String>] = [:]
        for selection in selections {
            for theme in selection.themes {
                let words = ThemeAssembler.splitWords(theme.name)
                let mode = selection.exactNames ? settings.modes.first { $0.lowercased() == theme.name.lowercased() }
                    : settings.modes.first { words.contains($0.lowercased()) }
                guard let mode else { continue }
                for file in theme.files { modesOfFile[file, default: []].insert(mode) }
            }
        }
        guard !modesOfFile.isEmpty else { return }
        for index in documents.indices {
            guard let modes = modesOfFile[TokenThemeSelection.join("", documents[index].file)] else { continue }
            documents[index].mode = modes.count == 1 ? modes.first : nil
        }
    }

    /// Files of one token set: a folder, with a trailing mode folder (`light/`, `dark/`) joined to its parent, and
    /// a folder of modes beside the roles (Codex's `src/modes/dark.json`) too. A `themes/` folder stays a set of its
    /// own: a brand theme there redefines the roles, it is not one more mode of them.
    func setKey(of document: TokenDocument) -> String {
        if let name = document.setName { return name }
        let folder = PathText.folder(of: document.file)
        let last = PathText.lastComponent(of: folder).lowercased()
        let joinsParent = settings.modes.contains { $0.lowercased() == last } || Self.modeFolderNames.contains(last)
        return joinsParent ? PathText.folder(of: folder) : folder
    }

    static let modeFolderNames: Set<String> = ["modes", "mode"]

    private func tokenThemes(_ resolver: inout TokenResolver) -> [Theme] {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (index, document) in resolver.documents.enumerated() {
            let key = setKey(of: document)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        return order.compactMap { key in tokenTheme(key: key, documents: members[key]!, resolver: &resolver) }
    }

    private func tokenTheme(key: String, documents: [Int], resolver: inout TokenResolver) -> Theme? {
        let modes = settings.modes
        var names: [String] = []
        var entries: [String: [TokenResolver.Entry]] = [:]
        for documentIndex in documents {
            for (tokenIndex, token) in resolver.documents[documentIndex].tokens.enumerated() {
                if entries[token.name] == nil { names.append(token.name) }
                entries[token.name, default: []].append(TokenResolver.Entry(document: documentIndex, token: tokenIndex))
            }
        }
        var palette: [ColorDefinition] = []
        var deprecated: Set<String> = []
        var styles: [StyleValue] = []
        var textStyles: [TextStyle] = []
        for name in names {
            let group = entries[name]!
            // The entry that gives each mode's value: the mode's own file, else a file for every mode.
            var chosen: [String: TokenResolver.Entry] = [:]
            for mode in modes {
                let own = group.filter { resolver.documents[$0.document].mode == mode }
                let shared = group.filter { resolver.documents[$0.document].mode == nil }
                if let entry = resolver.best(own.isEmpty ? shared : own, mode: mode, near: nil) { chosen[mode] = entry }
            }
            if let color = tokenColor(name, chosen: chosen, resolver: &resolver) { palette.append(color) }
            if modes.contains(where: { chosen[$0].map { resolver.token($0).deprecated } ?? false }) { deprecated.insert(name) }
            if let kind = group.compactMap({ resolver.token($0).declaredStyleKind }).first ?? styleKind(of: name) {
                for entry in group { styles += literalDimensions(resolver.token(entry), kind: kind) }
            }
            // A typography composite is a named text style (the first mode's, as styles have no modes).
            if let entry = chosen[modes.first ?? ""] ?? group.first, let style = textStyle(name, entry: entry, resolver: &resolver) {
                textStyles.append(style)
            }
        }
        let declared = declaredRequests(names: names, entries: entries, palette: palette, resolver: resolver)
        var requests = contrastRequests(palette.filter { !deprecated.contains($0.name) },
                                        declaredForegrounds: Set(declared.map(\.foregroundName)))
        requests += declared
        guard !palette.isEmpty || !styles.isEmpty || !textStyles.isEmpty else { return nil }
        let firstFile = resolver.documents[documents[0]].file
        let scheme = Scheme(name: (key as NSString).lastPathComponent.isEmpty ? "tokens" : (key as NSString).lastPathComponent,
                            location: SourceLocation(file: firstFile, line: 1, column: 1), styles: styles, contrastRequests: requests)
        return Theme(name: key.isEmpty ? "tokens" : key, file: firstFile, modes: modes, palette: palette, scales: chosenScales,
                     schemes: requests.isEmpty && styles.isEmpty ? [] : [scheme],
                     structure: DesignStructure(typography: textStyles),
                     scope: Self.tokenScope(documents.map { resolver.documents[$0].file }))
    }

    /// A token's colour in each mode, from the entry chosen for it; nil when it is no colour.
    private func tokenColor(_ name: String, chosen: [String: TokenResolver.Entry], resolver: inout TokenResolver) -> ColorDefinition? {
        let modes = settings.modes
        var values: [String: RGBA] = [:]
        var explicitModes: Set<String> = []
        var hasDefault = false
        // Per-mode values in `$extensions` that name the first mode (`mode: {light: …}`) say every mode is written
        // out: one that then leaves a mode out misses it, `$value` or not (as `{light: …}` in a w3w theme does).
        // Overrides of other modes only (Primer's `dark`, `dark-dimmed`) leave `$value` as the first mode's value.
        var hasModeValues = false
        var location: SourceLocation?
        var modeLocations: [String: SourceLocation] = [:]
        var origins: [String: SourceLocation] = [:]
        var isColor = false
        for mode in modes {
            guard let entry = chosen[mode] else { continue }
            let document = resolver.documents[entry.document]
            let token = document.tokens[entry.token]
            modeLocations[mode] = token.location
            if document.mode == mode || token.modeValues.contains(where: { $0.mode == mode }) { explicitModes.insert(mode) }
            if token.modeValues.contains(where: { $0.mode == modes.first }) { hasModeValues = true }
            if (document.mode == nil && token.value != nil) || document.isOverride || token.isPrivate { hasDefault = true }
            if case let .color(rgba, origin)? = resolver.resolve(entry, mode: mode) {
                values[mode] = rgba
                origins[mode] = origin
                isColor = true
                if location == nil { location = token.location }
            }
        }
        // A mode with no value shows the first one defined, as platforms fall back to "any".
        guard isColor, let location, let fallback = modes.compactMap({ values[$0] }).first else { return nil }
        for mode in modes where values[mode] == nil { values[mode] = fallback }
        let definedModes = explicitModes.isEmpty || (hasDefault && !hasModeValues) || Self.isModeFreeName(name, modes: modes)
            ? nil : modes.filter { explicitModes.contains($0) }
        let single = definedModes == nil && Set(values.values).count == 1
        // Where each mode's value is written, when that is not one place for all.
        let locations = Set(modeLocations.values).count > 1 ? modeLocations : [:]
        var definition = ColorDefinition(name: name, isPaletteEntry: true, location: location,
                                         color: ResolvedColor(values: values, isSingleValue: single, locations: locations, origins: origins),
                                         definedModes: definedModes)
        for mode in modes where definition.description == nil {
            if let entry = chosen[mode] { definition.description = resolver.token(entry).description }
        }
        return definition
    }

    /// A palette step (`color.blue.300`) or a name that says its mode (`global.dark.color.red.200`): a file per mode
    /// that defines it and another that does not is no missing mode (steps do not adapt; the other mode's names
    /// differ).
    /// The parts of a token path (`color.on`, `a/b`), lower-cased.
    static func segments(_ name: String) -> [Substring] {
        name.lowercased().split(whereSeparator: { $0 == "." || $0 == "/" })
    }

    static func isModeFreeName(_ name: String, modes: [String]) -> Bool {
        let segments = Self.segments(name)
        if let last = segments.last, last.allSatisfy(\.isNumber) { return true }
        return segments.contains { segment in modes.contains { $0.lowercased() == segment } }
    }

    /// A typography composite as a named text style, its size followed through an alias when it has one.
    private func textStyle(_ name: String, entry: TokenResolver.Entry, resolver: inout TokenResolver) -> TextStyle? {
        guard case let .typography(value, location)? = resolver.token(entry).value else { return nil }
        var size = value.fontSize
        if size == nil, let alias = value.fontSizeAlias,
           case let .dimension(points)? = resolver.resolve(alias: alias, mode: settings.modes.first ?? "",
                                                           from: resolver.documents[entry.document].file)
        {
            size = points
        }
        guard let size else { return nil }
        return value.style(named: name, size: size, location: location)
    }

    /// The pairs the token files declare themselves (Theo's `text_contrast_pairing`), once per pair.
    private func declaredRequests(names: [String], entries: [String: [TokenResolver.Entry]], palette: [ColorDefinition],
                                  resolver: TokenResolver) -> [ContrastRequest]
    {
        let byName = Dictionary(palette.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var requests: [ContrastRequest] = []
        // A background's own list of the foregrounds read on it (disabled ones are exempt from contrast), reported at
        // the background, where the list is.
        for name in names {
            guard let background = byName[name] else { continue }
            for entry in entries[name] ?? [] {
                for foregroundName in resolver.token(entry).declaredForegrounds where !Self.words(foregroundName).contains("disabled") {
                    guard let foreground = byName[foregroundName], seen.insert("\(foregroundName)|\(name)").inserted else { continue }
                    requests.append(ContrastRequest(
                        foregroundName: foregroundName, backgroundName: name,
                        foreground: ColorUse(written: foregroundName, location: foreground.location, color: foreground.color),
                        background: ColorUse(written: name, location: background.location, color: background.color),
                        level: nil, kind: .text, location: background.location))
                }
            }
        }
        for name in names {
            guard let foreground = byName[name] else { continue }
            for entry in entries[name] ?? [] {
                for (backgroundName, kind) in resolver.token(entry).declaredPairs {
                    guard let background = byName[backgroundName], seen.insert("\(name)|\(backgroundName)").inserted else { continue }
                    requests.append(ContrastRequest(
                        foregroundName: name, backgroundName: backgroundName,
                        foreground: ColorUse(written: name, location: foreground.location, color: foreground.color),
                        background: ColorUse(written: backgroundName, location: background.location, color: background.color),
                        level: nil, kind: kind, location: foreground.location))
                }
            }
        }
        return requests
    }

    /// Words of a name: runs of letters, digits and `$`, lower-cased (`fgColor.default` → fgcolor, default).
    static func words(_ name: String) -> [String] {
        name.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "$") }).map(String.init)
    }

    /// Words of a name with camelCase split too (`borderRadius` → border, radius), for the spacing and radius words.
    static func splitWords(_ name: String) -> [String] {
        ASCIIWords.split(name, digitsInWords: true) ?? ASCIIWords.splitCharacters(name, digitsInWords: true)
    }

    /// The style kind a dimension token is checked as, by its name; nil for other lengths (sizes, widths, fonts).
    func styleKind(of name: String) -> String? {
        let words = Self.splitWords(name)
        if words.contains(where: { settings.radiusWords.contains($0) }) { return "cornerRadius" }
        guard words.contains(where: { settings.spacingWords.contains($0) }) else { return nil }
        return words.contains("margin") ? "margin" : "padding"
    }

    /// The lengths a token writes itself (an alias is checked where its target is written).
    private func literalDimensions(_ token: DesignToken, kind: String) -> [StyleValue] {
        var result: [StyleValue] = []
        if case let .dimension(points, _, location, number)? = token.value {
            result.append(StyleValue(kind: kind, path: token.name, value: .points(points), location: location, written: number))
        }
        for (mode, value) in token.modeValues {
            if case let .dimension(points, _, location, number) = value {
                result.append(StyleValue(kind: kind, path: "\(token.name)[\(mode)]", value: .points(points), location: location,
                                         written: number))
            }
        }
        return result
    }

    /// Foreground words and the background words that replace them in the name of the token behind them.
    static let pairWords: [(String, [String])] = [
        ("foreground", ["background"]), ("fg", ["bg", "background"]), ("fgcolor", ["bgcolor"]),
        ("text", ["bg", "background", "surface"]), ("placeholder", ["background"]),
    ]

    /// Words that group tokens without naming a role (`color.text…`, `sema.color…`): a shared prefix of only these
    /// does not make two tokens one role's foreground and background.
    /// Interaction states are not roles either: `sema.color.hover.text.primary` and `sema.color.hover.background.primary`
    /// are two hover colours, not text on its background.
    static let genericWords: Set<String> = ["color", "colors", "colour", "colours", "theme", "semantic", "sema", "base", "global",
                                            "alias", "sys", "ref", "comp", "component", "light", "dark", "mode", "palette",
                                            "hover", "pressed", "active", "focus", "focused", "selected", "rest"]
    /// Interaction states, which an `on` before them names (`chip.on-hover`) rather than a role.
    static let stateWords: Set<String> = ["hover", "hovered", "press", "pressed", "active", "focus", "focused", "selected",
                                          "checked", "visited", "rest", "drag", "dragged", "disabled"]
    /// Tails that name a system's default text and background (`fgColor.default` on `bgColor.default`).
    static let defaultWords: Set<String> = ["default", "$root"]

    /// The names a foreground's background may have, by three conventions:
    /// - `on-X` (Figma SDS, Material): `color.text.brand.on-brand` is read on `color.background.brand` (its `$root`
    ///   or `default`);
    /// - a role's own pair: `button.danger.fgColor.rest` on `button.danger.bgColor.rest`, when the shared part
    ///   before the foreground word names something (`button`, `danger`), not only `color`;
    /// - the default pair: `color.text.default` on `color.background.default`, `fgColor.default` on `bgColor.default`.
    /// Otherwise nothing: `fgColor.danger` is danger-coloured text on the default background, not on `bgColor.danger`,
    /// and `color-text-primary` (Paste) is blue text, not text for `color-background-primary` (a blue fill).
    /// The first `systemPrefix` words are the system's own (`--cpd-`, `--pf-t--`), which name no role.
    static func backgroundNames(_ words: [String], at index: Int, replacement: String, systemPrefix: Int = 0) -> [[String]] {
        let prefix = Array(words[..<index])
        let tail = Array(words[(index + 1)...])
        if let on = tail.firstIndex(of: "on"), on + 1 < tail.count {
            let base = prefix + [replacement] + Array(tail[(on + 1)...])
            return [base, base + ["$root"], base + ["default"]]
        }
        // Numbered steps kept under role words (`text.color.300`, `background.color.300`) are a palette, not a pair.
        if tail.contains(where: { $0.allSatisfy(\.isNumber) }) { return [] }
        let namesARole = prefix.dropFirst(min(systemPrefix, prefix.count)).contains { !genericWords.contains($0) }
        guard namesARole || (!tail.isEmpty && tail.allSatisfy { defaultWords.contains($0) }) || tail.isEmpty else { return [] }
        return [prefix + [replacement] + tail]
    }

    /// Words for the background role of a system (`background.primary.default`, `bg-canvas`, `surface`).
    static let surfaceWords: Set<String> = ["background", "bg", "bgcolor", "surface"]
    /// Tails that name a system's default surface, the one its text roles are written for (`background.default`,
    /// `background-color.base`, `color-background-body`); `primary` only beside one of them, as a bare
    /// `background-primary` is often a brand fill (Paste).
    static let defaultSurfaceTails: Set<String> = ["default", "base", "$root", "body", "page", "canvas"]
    /// Words that say a foreground is for some other surface (`text.on-brand`, `fgColor.onEmphasis`, `text.inverse`,
    /// `icon.white`) or is exempt (disabled), so the default surface says nothing about it.
    static let ownSurfaceWords: Set<String> = ["on", "inverse", "inverted", "reverse", "reversed", "disabled", "inactive",
                                               "white", "black", "light", "dark", "static", "overlay", "contrast", "fixed"]
    /// Words that make a `text` word name something drawn with text other than its glyphs (`text-decoration`, an
    /// underline; `text-shadow`), which no contrast minimum covers.
    static let notTextWords: Set<String> = ["decoration", "shadow", "selection", "caret"]
    /// Words that make a role's colour a picture's (`placeholderImageColor`, an illustration's tint): no text, and no
    /// control a person must make out.
    static let pictureWords: Set<String> = ["image", "images", "illustration", "picture", "photo"]

    /// A colour named for a picture: its last word (generic ones aside) is a picture word (`placeholder-image`, not
    /// `text.image-caption`).
    static func namesAPicture(_ words: [String]) -> Bool {
        words.last(where: { !genericWords.contains($0) }).map(pictureWords.contains) ?? false
    }
    /// Words that make a role's colour a boundary's (`TextInputStroke`, a text field's outline): no glyphs.
    static let boundaryWords: Set<String> = ["stroke", "border", "divider", "separator"]

    /// A colour named for a boundary: its last word (generic ones aside) is a boundary word (`text-input-stroke`, not
    /// `border-text`; not `outline`, which names a button's variant as often as its border).
    static func namesABoundary(_ words: [String]) -> Bool {
        words.last(where: { !genericWords.contains($0) }).map(boundaryWords.contains) ?? false
    }

    static let white = ColorMath.Channels(red: 255, green: 255, blue: 255)
    /// The most words a role's name has (`--pf-t--global--text--color--status--warning--default` has eight).
    static let maximumRoleWords = 24

    /// Tails of the neutral surface a system names as the default's alternative (MetaMask's `background.alternative`,
    /// "for secondary neutral backgrounds"). Not `secondary`: Gestalt's `background.secondary` is a button's grey fill.
    static let secondSurfaceTails: Set<String> = ["alternative", "alt"]

    /// A grey (OKLCH chroma under 0.02): a surface for content, not a coloured fill.
    static func isNeutral(_ color: RGBA) -> Bool {
        let lab = ColorMath.oklab(ColorMath.Channels(color))
        return (lab.a * lab.a + lab.b * lab.b).squareRoot() < 0.02
    }

    /// A description that says the colour is for text (MetaMask's "Used for text, background, icon or border").
    static func describesText(_ description: String) -> Bool {
        // Sentence by sentence; "should not be used for text" and "used for textures" say no.
        description.lowercased().split(whereSeparator: { ".;!?\n".contains($0) }).contains { sentence in
            guard let range = sentence.range(of: "used for text") else { return false }
            if let next = sentence[range.upperBound...].first, next.isLetter { return false }
            // Whole words: "another" holds no "not".
            let before = sentence[..<range.lowerBound].split(whereSeparator: { !($0.isLetter || $0 == "'") })
            return !before.contains { ["not", "never", "avoid", "cannot", "no"].contains($0) || $0.hasSuffix("n't") }
        }
    }
    /// Words naming a text or icon role.
    static let foregroundRoleWords: Set<String> = ["text", "fg", "foreground", "fgcolor", "placeholder", "icon"]

    /// Text and icon roles that no role names a background for, on the system's default surface: PatternFly's
    /// `--pf-t--global--text--color--status--warning--default` on `--pf-t--global--background--color--primary--default`,
    /// Codex's `color.placeholder` on `background-color.base`. Both live under the same words before their role
    /// word (generic words aside), so a component's `button.text` is never held to the page's surface; a palette step
    /// kept under a role (`text.color.400`) is no role. A foreground under 2:1 on the surface in every mode (Paste's
    /// white `color-text-weakest`, its pale `color-text-link-weak`) is evidently for another surface, not a near miss
    /// on this one, so the guess is dropped. A component's text `onThePage` (see `stateFillPairs`) is read on the
    /// surface of the nearest words above it.
    static func defaultSurfacePairs(_ palette: [ColorDefinition], wordsOf: (String) -> [String], exemptElsewhere: [[String]] = [],
                                    onThePage: Set<String> = []) -> [(ColorDefinition, ColorDefinition, ContrastKind)]
    {
        let significant = significantWords
        let wordsOfEntry = palette.map { wordsOf($0.name) }
        let surfaces = defaultSurfaces(palette, wordsOfEntry)
        guard !surfaces.isEmpty else { return [] }
        let secondSurfaces = secondSurfaces(palette, wordsOfEntry)
        // A translucent twin (`icon.quaternary-alpha`, "refer to it for intended use") shares its colour's exemption.
        let exempt = Set(zip(palette, wordsOfEntry).filter { $0.0.isDescribedAsExempt }.map(\.1))
        // Looked up by each name's own endings (a set), so many exempt names cost no more than a few.
        let elsewhere = Set(exemptElsewhere.filter { $0.count >= 2 && $0.count <= maximumRoleWords })
        let longestExempt = elsewhere.map(\.count).max() ?? 0
        func endsWithExempt(_ words: [String]) -> Bool {
            guard !elsewhere.isEmpty, words.count >= 2 else { return false }
            return (2...min(longestExempt, words.count)).contains { elsewhere.contains(Array(words.suffix($0))) }
        }
        let namedAfterProperties = isNamedAfterProperties(wordsOfEntry)
        var pairs: [(ColorDefinition, ColorDefinition, ContrastKind)] = []
        for (definition, words) in zip(palette, wordsOfEntry) {
            guard words.count <= maximumRoleWords else { continue }
            let allWords = Set(words).union(splitWords(definition.name))
            let isTextProperty = (namedAfterProperties && words.count > 1 && words[0] == "color"
                && !words.dropFirst().contains(where: { $0.contains(where: \.isNumber) }))
                || (definition.description.map(Self.describesText) ?? false) && !words.contains(where: foregroundRoleWords.contains)
            let unalpha = words.filter { $0 != "alpha" }
            guard !exempt.contains(words), !exempt.contains(unalpha),
                  !endsWithExempt(words), !endsWithExempt(unalpha),
                  allWords.isDisjoint(with: ownSurfaceWords), allWords.isDisjoint(with: surfaceWords),
                  allWords.isDisjoint(with: notTextWords), !Self.namesAPicture(words), !Self.namesABoundary(words),
                  let index = isTextProperty ? 0 : words.firstIndex(where: foregroundRoleWords.contains)
            else { continue }
            let tail = significant(words[(index + 1)...])
            let prefix = isTextProperty ? [] : significant(words[..<index])
            let pageSurface = onThePage.contains(definition.name)
                ? (0..<prefix.count).reversed().lazy.compactMap { surfaces[Array(prefix.prefix($0))] }.first : nil
            guard !tail.contains(where: { $0.allSatisfy(\.isNumber) }), let surface = surfaces[prefix] ?? pageSurface,
                  surface.name != definition.name
            else { continue }
            func ratio(_ value: RGBA, on background: ColorDefinition, in mode: String) -> Double? {
                background.color.values[mode].map { ColorMath.contrastRatio(foreground: value, background: $0, backdrop: Self.white) }
            }
            if isUnder2To1(definition, on: surface) { continue }
            // `text-icon` (Paste) is the text group's icon colour; `text-&-icon` (Telekom) is for both, held as text.
            let isIcon = words[index] == "icon"
                || (index + 1 < words.count && words[index + 1] == "icon" && !definition.name.contains("&") && !words.contains("and"))
            // In each mode, the surface of least contrast: one pair per surface some mode reaches least.
            let alternative = secondSurfaces[prefix]
            let candidates = [surface] + [alternative].compactMap { $0 }.filter { $0.name != definition.name }
            var worst: [String] = []
            for (mode, value) in definition.color.values.sorted(by: { $0.key < $1.key }) {
                let least = candidates.min { (ratio(value, on: $0, in: mode) ?? .infinity) < (ratio(value, on: $1, in: mode) ?? .infinity) }
                if let least, !worst.contains(least.name) { worst.append(least.name) }
            }
            for chosen in candidates where worst.contains(chosen.name) {
                pairs.append((definition, chosen, isIcon ? .nonText : .text))
            }
        }
        return pairs
    }

    private static func significantWords(_ words: ArraySlice<String>) -> [String] { words.filter { !genericWords.contains($0) } }

    /// Per prefix (the words before the surface word), the system's default surface: one named default (fewest
    /// words) before a bare `background`.
    private static func defaultSurfaces(_ palette: [ColorDefinition], _ wordsOfEntry: [[String]]) -> [[String]: ColorDefinition] {
        var surfaces: [[String]: (definition: ColorDefinition, rank: Int)] = [:]
        for (definition, words) in zip(palette, wordsOfEntry) {
            guard let index = words.firstIndex(where: surfaceWords.contains) else { continue }
            // Raw words: a state (`background.primary.hover`) is no surface.
            let tail = words[(index + 1)...].filter { !["color", "colour"].contains($0) }
            let named = tail.filter(defaultSurfaceTails.contains)
            guard tail.allSatisfy({ defaultSurfaceTails.contains($0) || $0 == "primary" }), tail.isEmpty || !named.isEmpty
            else { continue }
            let rank = tail.isEmpty ? Int.max : tail.count
            let prefix = significantWords(words[..<index])
            if let known = surfaces[prefix], known.rank <= rank { continue }
            surfaces[prefix] = (definition, rank)
        }
        return surfaces.mapValues(\.definition)
    }

    /// Per prefix, the default's neutral alternative (`background.alternative`): it carries text too, so a text role
    /// is read on the surface it reaches least in each mode. One per prefix (the fewest words): a set naming
    /// thousands would otherwise pair each text with each.
    private static func secondSurfaces(_ palette: [ColorDefinition], _ wordsOfEntry: [[String]]) -> [[String]: ColorDefinition] {
        var secondSurfaces: [[String]: (definition: ColorDefinition, wordCount: Int)] = [:]
        for (definition, words) in zip(palette, wordsOfEntry) {
            guard let index = words.firstIndex(where: surfaceWords.contains) else { continue }
            let tail = words[(index + 1)...].filter { !["color", "colour"].contains($0) }
            guard tail.contains(where: secondSurfaceTails.contains),
                  tail.allSatisfy({ secondSurfaceTails.contains($0) || defaultSurfaceTails.contains($0) }),
                  definition.color.values.values.allSatisfy({ Self.isNeutral($0) }) else { continue }
            let prefix = significantWords(words[..<index])
            if let known = secondSurfaces[prefix], known.wordCount <= words.count { continue }
            secondSurfaces[prefix] = (definition, words.count)
        }
        return secondSurfaces.mapValues(\.definition)
    }

    /// Whether the names follow CSS properties (Codex: `color.base`, `background-color.base`, `border-color.subtle`):
    /// then `color` is the text's group, as the `color` property is.
    private static func isNamedAfterProperties(_ wordsOfEntry: [[String]]) -> Bool {
        wordsOfEntry.contains { words in
            words.count == 3 && words.starts(with: ["background", "color"]) && defaultSurfaceTails.contains(words[2])
        } && wordsOfEntry.contains { words in
            words.count == 2 && words[0] == "color" && defaultSurfaceTails.contains(words[1])
        }
    }

    /// How many leading words every name of a palette of ten or more shares (`cpd`, `color` of `--cpd-color-…`).
    static func systemPrefixLength(_ names: [[String]]) -> Int {
        guard names.count >= 10, var shared = names.first.map(ArraySlice.init) else { return 0 }
        for words in names.dropFirst() {
            let common = zip(shared, words).prefix { $0 == $1 }.count
            shared = shared.prefix(common)
            if shared.isEmpty { return 0 }
        }
        // A name that is all prefix (`--cpd-color`) leaves nothing to pair: keep its last word.
        return names.contains { $0.count == shared.count } ? shared.count - 1 : shared.count
    }

    /// Pairs by role naming (see `backgroundNames`) and the configured pairs. Disabled and inactive colours are
    /// left out of the naming pairs: WCAG 1.4.3 exempts inactive components.
    /// `splitCamelCase` reads `CTAPrimaryForeground` as three words (colour-set names); token names keep
    /// `fgColor` as one word, as Primer pairs it with `bgColor`. `declaredForegrounds` have backgrounds their files
    /// name, so the default surface is not guessed for them.
    func contrastRequests(_ palette: [ColorDefinition], splitCamelCase: Bool = false,
                          declaredForegrounds: Set<String> = [], exempt: [[String]] = []) -> [ContrastRequest] {
        func split(_ name: String) -> [String] { splitCamelCase ? Self.splitWords(name) : Self.words(name) }
        // Each name split once: every convention below reads the words of every name.
        let wordsByName = Dictionary(palette.map { ($0.name, split($0.name)) }, uniquingKeysWith: { first, _ in first })
        func wordsOf(_ name: String) -> [String] { wordsByName[name] ?? split(name) }
        var pairs: [(ColorDefinition, ColorDefinition, ContrastKind)] = []
        if settings.pairByName {
            // Both name conventions look a background up by its words, past the system's prefix.
            var byWords: [String: ColorDefinition] = [:]
            for definition in palette { byWords[wordsOf(definition.name).joined(separator: ".")] = definition }
            let systemPrefix = Self.systemPrefixLength(palette.map { wordsOf($0.name) })
            pairs += Self.roleNamePairs(palette, byWords: byWords, systemPrefix: systemPrefix, wordsOf: wordsOf)
            let named = Set(pairs.map(\.0.name))
            pairs += Self.componentPairs(palette, skipping: named, byWords: byWords, systemPrefix: systemPrefix, wordsOf: wordsOf)
            let states = Self.stateFillPairs(palette, skipping: Set(pairs.map(\.0.name)), byWords: byWords, wordsOf: wordsOf)
            pairs += states.pairs
            pairs += Self.onRolePairs(palette, paired: Set(pairs.map(\.0.name)))
            pairs += Self.outlinePairs(palette, wordsOf: wordsOf)
            let paired = Set(pairs.map(\.0.name)).union(declaredForegrounds)
            // A ghost button's text is on its pressed fill and, at rest, on the page.
            let unpaired = palette.filter { !paired.contains($0.name) || states.onThePage.contains($0.name) }
            pairs += Self.defaultSurfacePairs(unpaired, wordsOf: wordsOf, exemptElsewhere: exempt, onThePage: states.onThePage)
        }
        func request(_ fg: ColorDefinition, _ bg: ColorDefinition, level: ContrastLevel?, kind: ContrastKind) -> ContrastRequest {
            ContrastRequest(foregroundName: fg.name, backgroundName: bg.name,
                            foreground: ColorUse(written: fg.name, location: fg.location, color: fg.color),
                            background: ColorUse(written: bg.name, location: bg.location, color: bg.color),
                            level: level, kind: kind, location: fg.location)
        }
        var requests = pairs.map { request($0.0, $0.1, level: nil, kind: $0.2) }
        for pair in settings.pairs {
            guard let fg = palette.first(where: { $0.name == pair.foreground }),
                  let bg = palette.first(where: { $0.name == pair.background }) else { continue }
            requests.append(request(fg, bg, level: pair.level, kind: pair.kind))
        }
        return requests
    }

    /// Foregrounds paired by role naming: the background a role word's replacement names (see `backgroundNames`).
    private static func roleNamePairs(_ palette: [ColorDefinition], byWords byName: [String: ColorDefinition], systemPrefix: Int,
                                      wordsOf: (String) -> [String]) -> [(ColorDefinition, ColorDefinition, ContrastKind)]
    {
        var pairs: [(ColorDefinition, ColorDefinition, ContrastKind)] = []
        for definition in palette {
            let words = wordsOf(definition.name)
            // A role's name is a few words; a name of hundreds is no role, and pairing it would cost its square.
            guard words.count <= maximumRoleWords else { continue }
            guard !words.contains("disabled"), !words.contains("inactive") else { continue }
            search: for (index, word) in words.enumerated() {
                guard let replacements = pairWords.first(where: { $0.0 == word })?.1 else { continue }
                for replacement in replacements {
                    var candidates = backgroundNames(words, at: index, replacement: replacement, systemPrefix: systemPrefix)
                    // `ErrorTextColor` on `ErrorBackground`: the trailing `color` is not part of the role.
                    for candidate in candidates where ["color", "colour"].contains(candidate.last ?? "") { candidates.append(candidate.dropLast()) }
                    for candidate in candidates {
                        if let background = byName[candidate.joined(separator: ".")] {
                            // One colour for both in every mode is a shared swatch, not text on its fill.
                            if background.color.values != definition.color.values { pairs.append((definition, background, .text)) }
                            break search
                        }
                    }
                }
            }
        }
        return pairs
    }

    /// A component's text on its fill, by CSS's own property names (`--sl-input-color` on `--sl-input-background-color`,
    /// `--sl-tooltip-color` on `--sl-tooltip-background-color`), and a text field's boundary on its fill
    /// (`--sl-input-border-color-focus` on `--sl-input-background-color-focus`, 3:1): the words before `color` (or
    /// `border`), past the system's prefix, name a component that holds text; `color-…` first names a palette's colour,
    /// a hover border is transient and a transparent one is none.
    private static func componentPairs(_ palette: [ColorDefinition], skipping paired: Set<String>, byWords byName: [String: ColorDefinition],
                                       systemPrefix: Int, wordsOf: (String) -> [String]) -> [(ColorDefinition, ColorDefinition, ContrastKind)] {
        var pairs: [(ColorDefinition, ColorDefinition, ContrastKind)] = []
        for definition in palette where !paired.contains(definition.name) {
            let words = wordsOf(definition.name)
            guard words.count <= maximumRoleWords, !words.contains(where: { inactiveOrTransient.contains($0) || surfaceWords.contains($0) }),
                  !words.contains(where: { $0.allSatisfy(\.isNumber) }) else { continue }
            let stemStart = min(systemPrefix, words.count)
            // The field's own border (`input-border`), not a border beside it (`search-results-border`, `input-group-border`).
            let boundary = words.indices.first { $0 > stemStart && words[$0] == "border" && ThemeAssembler.fieldWords.contains(words[$0 - 1]) }
            guard let index = boundary ?? words.indices.first(where: { $0 > stemStart && words[$0] == "color" }),
                  words[stemStart..<index].contains(where: textComponentWords.contains) else { continue }
            let prefix = Array(words[..<index]), tail = Array(words[(index + 1)...])
            // A component that names its text apart (`--x-alert-text-color`) says its `--x-alert-color` is no text.
            if boundary == nil, ["text", "foreground", "fg"].contains(where: { byName[(prefix + [$0, "color"] + tail).joined(separator: ".")] != nil }) {
                continue
            }
            let candidates = boundary != nil ? [prefix + ["background"] + tail]
                : [prefix + ["background", "color"] + tail, prefix + ["background"] + tail]
            // A border drawn transparent (a filled field) is no boundary to see.
            guard let background = candidates.lazy.compactMap({ byName[$0.joined(separator: ".")] }).first,
                  background.color.values != definition.color.values,
                  boundary == nil || !definition.color.values.values.contains(where: { $0.alpha == 0 }) else { continue }
            pairs.append((definition, background, boundary != nil ? .nonText : .text))
        }
        return pairs
    }

    /// A component's text on the fills its states name, where a group names its fills by state alone, as a design
    /// tool's component colours do (Figma's `Buttons/Primary/Default`): `buttonsPrimaryText` on `buttonsPrimaryDefault`
    /// and `buttonsPrimaryPressed`, `buttonsGhostTextPressed` on `buttonsGhostPressedFill`. A state with a text of its
    /// own pairs that one; a disabled one is exempt. In a group that names a stroke or a border, a bare state's colour
    /// may be its outline (a wire button's `Default`), and in a link's its text: only those named `fill` are fills. A
    /// group with state colours but no fill at rest (a ghost button) draws its text on the page: `onThePage`.
    static func stateFillPairs(_ palette: [ColorDefinition], skipping paired: Set<String>, byWords byName: [String: ColorDefinition],
                               wordsOf: (String) -> [String])
        -> (pairs: [(ColorDefinition, ColorDefinition, ContrastKind)], onThePage: Set<String>)
    {
        func isComponent(_ word: String) -> Bool {
            textComponentWords.contains(word) || word.hasSuffix("s") && textComponentWords.contains(String(word.dropLast()))
        }
        func isBoundary(_ word: String) -> Bool { boundaryWords.contains(word) || word == "outline" }
        // Groups with a boundary colour (the words before its trailing states and boundary words), and groups with a
        // colour for some state.
        var outlinedGroups: Set<[String]> = [], groupsWithStates: Set<[String]> = []
        for definition in palette {
            // Each group a name may end (`button-wire-disabled-stroke`: `button-wire-disabled`'s and `button-wire`'s).
            var words = wordsOf(definition.name)
            guard words.count <= maximumRoleWords else { continue }
            var isOutline = false
            while let last = words.last, isBoundary(last) || stateWords.contains(last) || fillStateWords.contains(last) || last == "fill" {
                isOutline = isOutline || isBoundary(last)
                words.removeLast()
                guard words.last != "text" else { break }
                groupsWithStates.insert(words)
                if isOutline { outlinedGroups.insert(words) }
            }
        }
        var pairs: [(ColorDefinition, ColorDefinition, ContrastKind)] = []
        var onThePage: Set<String> = []
        for definition in palette where !paired.contains(definition.name) {
            let words = wordsOf(definition.name)
            guard words.count <= maximumRoleWords, let index = words.lastIndex(of: "text"), words[..<index].contains(where: isComponent),
                  words.count - index <= 2 else { continue }
            let group = Array(words[..<index])
            let ownState = index + 1 < words.count ? words[index + 1] : nil
            guard ownState.map({ fillStateWords.contains($0) }) ?? true else { continue }
            // A link button's state colours are as often its text's as a fill.
            let outlined = outlinedGroups.contains(group) || group.contains { isBoundary($0) || $0 == "link" }
            func fill(_ state: String) -> ColorDefinition? {
                let names = (outlined ? [] : [group + [state]]) + [group + [state, "fill"], group + ["fill", state]]
                return names.lazy.compactMap { byName[$0.joined(separator: ".")] }.first
            }
            // A state with a text of its own is that text's; the plain text is drawn on every other.
            let states = ownState.map { [$0] } ?? fillStateWords.filter { byName[(group + ["text", $0]).joined(separator: ".")] == nil }
            for state in states {
                guard let fill = fill(state), fill.name != definition.name, fill.color.values != definition.color.values else { continue }
                // A bare state's colour under 2:1 is evidently no fill of this text's; one named `fill` is.
                if !wordsOf(fill.name).contains("fill"), isUnder2To1(definition, on: fill) { continue }
                pairs.append((definition, fill, .text))
            }
            if ownState == nil, groupsWithStates.contains(group), !restingStateWords.contains(where: { fill($0) != nil }) {
                onThePage.insert(definition.name)
            }
        }
        return (pairs, onThePage)
    }

    /// States of a component whose fill its text is read on: at rest and pressed. Not disabled (exempt), nor hover (a
    /// pointer's, transient), nor active, selected, focus or highlighted, as often a foreground, a ring or a mark.
    static let fillStateWords = ["default", "rest", "normal", "enabled", "pressed"]
    static let restingStateWords = ["default", "rest", "normal", "enabled"]

    /// A foreground under 2:1 on a background in every mode: evidently for another surface, not a near miss on this one.
    static func isUnder2To1(_ foreground: ColorDefinition, on background: ColorDefinition) -> Bool {
        isUnder2To1(foreground.color.values, on: background.color.values)
    }

    static func isUnder2To1(_ foreground: [String: RGBA], on background: [String: RGBA]) -> Bool {
        foreground.allSatisfy { mode, value in
            background[mode].map { ColorMath.contrastRatio(foreground: value, background: $0, backdrop: white) < 2 } ?? true
        }
    }

    /// Disabled, inactive and hover colours: exempt (WCAG 1.4.3) or transient.
    private static let inactiveOrTransient: Set<String> = ["disabled", "inactive", "hover", "hovered"]
    /// Components whose CSS `color` is their text (a switch's or a progress bar's is a knob or a fill; an alert's or a
    /// toast's often its status accent).
    static let textComponentWords: Set<String> = ["input", "textarea", "select", "field", "textfield", "search", "tooltip", "button",
                                                  "menu", "dropdown", "popover", "dialog", "modal", "card", "panel", "header", "footer",
                                                  "nav", "navbar", "table", "code", "kbd", "result", "option", "item", "label", "body"]

    /// Material's `on` roles: `colorOnPrimary` on `colorPrimary`, `color_on_alert_info` on `color_alert_info`,
    /// `md.sys.color.on-surface` on `md.sys.color.surface`: the name without its `on` is the background.
    private static func onRolePairs(_ palette: [ColorDefinition], paired: Set<String>) -> [(ColorDefinition, ColorDefinition, ContrastKind)] {
        var bySplitName: [String: ColorDefinition] = [:]
        for definition in palette { bySplitName[splitWords(definition.name).joined(separator: ".")] = definition }
        let foregroundWords = Set(pairWords.map(\.0))
        var pairs: [(ColorDefinition, ColorDefinition, ContrastKind)] = []
        for definition in palette where !paired.contains(definition.name) {
            let nameWords = splitWords(definition.name)
            var words = nameWords
            // `on` joined to a role (`onPrimary`, `on-surface`), not a segment of its own (`toggle.on.background`:
            // the toggle's on state), nor before a state (`chip.on-hover`), nor UIKit's `onTintColor` (UISwitch's
            // track when it is on: `switchOnTintColor`).
            guard !words.contains("disabled"), !words.contains("inactive"), !segments(definition.name).contains("on"),
                  let on = words.firstIndex(of: "on"), on + 1 < words.count, !stateWords.contains(words[on + 1]),
                  words[(on + 1)...].filter({ !genericWords.contains($0) }) != ["tint"],
                  !words.contains(where: foregroundWords.contains)
            else { continue }
            words.remove(at: on)
            // The same value in every mode is a placeholder set when the app runs (Material's dynamic colours).
            if let background = bySplitName[words.joined(separator: ".")], background.name != definition.name,
               background.color.values != definition.color.values
            {
                pairs.append((definition, background, .text))
                // The role's fill pressed or hovered (`main-pressed`) still carries its text (`on-main`), unless the
                // state names a text of its own (`on-main-pressed`).
                for state in interactionFillWords where bySplitName[(nameWords + [state]).joined(separator: ".")] == nil {
                    guard let fill = bySplitName[(words + [state]).joined(separator: ".")], fill.color.values != definition.color.values else { continue }
                    pairs.append((definition, fill, .text))
                }
            }
        }
        return pairs
    }

    /// Material's `outline` beside an `outline-variant`: the one for a control's boundary (a text field's), the other
    /// for decoration (Material 3's colour roles), so the outline needs 3:1 on the page and the surface it bounds, named
    /// with the same prefix (`--md-sys-color-outline` on `--md-sys-color-background`, `md_theme_light_outline`). A name
    /// two colours share (a catalog's root `Outline` and `Button/Outline`) is none; a transparent outline is no boundary.
    static func outlinePairs(_ palette: [ColorDefinition], wordsOf: (String) -> [String]) -> [(ColorDefinition, ColorDefinition, ContrastKind)] {
        var byWords: [[String]: [ColorDefinition]] = [:]
        for definition in palette {
            byWords[wordsOf(definition.name).filter { $0 != "color" && $0 != "colour" }, default: []].append(definition)
        }
        func one(_ words: [String]) -> ColorDefinition? { byWords[words].flatMap { $0.count == 1 ? $0[0] : nil } }
        var pairs: [(ColorDefinition, ColorDefinition, ContrastKind)] = []
        for words in byWords.keys.filter({ $0.last == "outline" }).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let prefix = Array(words.dropLast())
            guard let outline = one(words), !outline.color.values.values.contains(where: { $0.alpha == 0 }),
                  byWords[prefix + ["outline", "variant"]] != nil || byWords[prefix + ["outlinevariant"]] != nil else { continue }
            for surface in ["background", "surface"] {
                if let fill = one(prefix + [surface]), fill.color.values != outline.color.values { pairs.append((outline, fill, .nonText)) }
            }
        }
        return pairs
    }

    /// States of a fill that keep the text drawn on it (a focus or selection may change both).
    static let interactionFillWords = ["hover", "hovered", "press", "pressed", "highlighted"]
}

/// What one document type's assembly sees besides its own documents: the run's settings, every document loaded
/// (a token set's modes come from `$themes.json`, Swift colours from colour sets) and the themes of the types
/// assembled before it.
public struct ThemeAssembly: Sendable {
    public let assembler: ThemeAssembler
    public let documents: LoadedDocuments
    /// Every theme assembled so far, in order.
    public private(set) var themes: [Theme] = []
    private var themesOfType: [ObjectIdentifier: Range<Int>] = [:]

    init(assembler: ThemeAssembler, documents: LoadedDocuments) {
        self.assembler = assembler
        self.documents = documents
    }

    /// The themes the documents of `type` made (none when it is assembled later or made none).
    public func themes<Document: AssembledDocument>(assembledFrom type: Document.Type) -> ArraySlice<Theme> {
        themesOfType[ObjectIdentifier(type)].map { themes[$0] } ?? []
    }

    mutating func record<Document: AssembledDocument>(_ made: [Theme], from type: Document.Type) {
        themesOfType[ObjectIdentifier(type)] = themes.count..<(themes.count + made.count)
        themes += made
    }
}

extension TokenDocument: AssembledDocument {
    public static func assemble(_ documents: inout [TokenDocument], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
        assembly.assembler.tokenThemes(&documents, selections: assembly.documents[TokenThemeSelection.self])
    }
}

extension TokenThemeSelection: AssembledDocument {
    /// Selections make no theme of their own: the token sets' assembly reads them.
    public static func assemble(_ documents: inout [TokenThemeSelection], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
        ([], [])
    }
}

extension ColorSetDocument: AssembledDocument {
    public static func assemble(_ documents: inout [ColorSetDocument], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding]) {
        (assembly.assembler.colorSetThemes(documents), [])
    }
}
