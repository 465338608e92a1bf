import Foundation

/// Reads a stylesheet's custom properties (`:root { --gray-700: #4a6fc3 }`) as a palette with a value per colour
/// mode, the reference for `var()` in the exports below its folder. Written by hand: only custom properties and the
/// blocks around them are needed, each with its line and column, which no CSS package for Linux gives.
///
/// Modes: a block is dark when `@media (prefers-color-scheme: dark)` holds it or its selector names dark
/// (`.dark`, `[data-theme="dark"]`, `[data-color-mode=dark]`, `.theme-night`, `html.dark`), light when it names
/// light, and the default for `:root`, `html`, `body`, `:host` and every other selector; `light-dark(a, b)` gives
/// both. A mode with no value of its own shows the default one (as the cascade does).
///
/// Lengths (`--radius-md: 8px`, `--space-2: 0.5rem`) whose names say spacing or radius (`tokens.spacing`,
/// `tokens.radius` words) are the reference's scales: a drawing below is judged by them. `.scss` files are read for
/// the same plain custom properties (`//` comments skipped; `$variables`, mixins and interpolation are not evaluated).
public struct CSSVariablesLoader: Loader {
    /// `tokens.cssSelectors`: a team's own selectors for a mode (`.t-night` → dark), normalised.
    public var modeOfSelector: [String: Declaration.Mode] = [:]
    /// Words that make a length a spacing or radius value (`tokens.spacing`, `tokens.radius`).
    public var spacingWords: Set<String>
    public var radiusWords: Set<String>

    public var formatName: String { "CSS custom properties" }
    public func commentSyntax(forFile file: String) -> CommentSyntax? {
        PathText.hasSuffix(file, ignoringCase: ".scss") ? .scss : .css
    }
    public var documentTypes: [any AssembledDocument.Type] { [StylesheetDocument.self] }
    public var filePatterns: [String] { ["*.css", "*.scss"] }

    /// Blocks nest at most this deep (`@media` in `@supports` in `@layer`); deeper ones are skipped whole.
    static let maximumNesting = 32

    public init(settings: TokenSettings = TokenSettings()) {
        spacingWords = Set(settings.spacingWords)
        radiusWords = Set(settings.radiusWords)
        for (mode, selectors) in settings.cssSelectors {
            for selector in selectors { modeOfSelector[CSSVariableScanner.normalized(selector)] = mode == "dark" ? .dark : .light }
        }
    }

    public func canLoad(path: String) -> Bool {
        PathText.isStylesheet(path)
    }

    public func load(contents: Data, file: String) -> LoadResult {
        guard let text = decodedText(contents) else {
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                                    message: "not UTF-8 text", location: SourceLocation(file: file, line: 1, column: 1))])
        }
        var (declarations, rulePairs) = CSSVariableScanner.scan(text, file: file, modeOfSelector: modeOfSelector,
                                                                lineComments: PathText.hasSuffix(file, ignoringCase: ".scss"))
        let fileMode = Self.fileMode(file)
        for index in declarations.indices {
            declarations[index].scaleKinds = scaleKind(declarations[index].name)
            // A high-contrast sheet (`theme-hc.css`) is high contrast in every block, its `.dark` ones too.
            if fileMode == .highContrast {
                declarations[index].mode = .highContrast
                declarations[index].modeFromFileName = true
            } else if declarations[index].mode == .standard, let fileMode {
                declarations[index].mode = fileMode
                declarations[index].modeFromFileName = true
            }
        }
        // A sheet named for a mode (`dark.css`) applies its rules in that mode; a high-contrast one in none checked.
        if let fileMode {
            rulePairs = rulePairs.compactMap { pair in
                guard fileMode != .highContrast else { return nil }
                var pair = pair
                if pair.mode == .standard { pair.mode = fileMode }
                return pair
            }
        }
        guard !declarations.isEmpty || !rulePairs.isEmpty else { return LoadResult() }
        return LoadResult(documents: LoadedDocuments([StylesheetDocument(file: file, declarations: declarations,
                                                                                               rulePairs: rulePairs)]))
    }

    public typealias Declaration = CustomPropertyDeclaration

    /// The mode a stylesheet's name gives the blocks in it that name none (`dark-theme-colors.css`,
    /// `cpd-theme-light-hc-base-mq.css`, `tokens-highcontrast-dark.scss`); nil for a name that says no mode.
    static func fileMode(_ file: String) -> Declaration.Mode? {
        var name = PathText.lastComponent(of: file).lowercased()
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        return CSSVariableScanner.mode(ofName: name)
    }

    /// The scales a length property belongs to by its name's words: radius, else padding or margin (gap), else both.
    func scaleKind(_ name: String) -> [String] {
        let words = ASCIIWords.split(String(name.drop { $0 == "-" }), digitsInWords: true) ?? []
        if words.contains(where: radiusWords.contains) { return ["cornerRadius"] }
        guard words.contains(where: spacingWords.contains) else { return [] }
        if words.contains("padding") || words.contains("inset") { return ["padding"] }
        if words.contains("margin") || words.contains("gap") || words.contains("gutter") { return ["margin"] }
        return ["padding", "margin"]
    }

    /// A length written as one number: px, pt, rem (16 px) or a bare 0; nil for anything else (`calc()`, `em`, `%`).
    static func length(_ value: String) -> Double? {
        let lowered = value.trimmedWhitespace().lowercased()
        for (unit, scale) in [("px", 1.0), ("pt", 1.0), ("rem", 16.0)] where lowered.hasSuffix(unit) {
            guard let number = Double(lowered.dropLast(unit.count)), number.isFinite, number >= 0 else { return nil }
            return number * scale
        }
        return lowered == "0" ? 0 : nil
    }

    /// The palette of the colour properties and the scales of the named lengths; nil when the file defines neither.
    static func theme(_ allDeclarations: [Declaration], file: String) -> Theme? {
        let declarations = allDeclarations.filter { $0.mode != .highContrast }
        // A property set for one mode only is missing the other only when its file writes both modes out (`.x-light`
        // and `.x-dark` blocks in one sheet). A sheet per mode is an overlay: what it leaves out, the other shows.
        var blockModesOfFile: [String: Set<Declaration.Mode>] = [:]
        for declaration in declarations where !declaration.modeFromFileName {
            blockModesOfFile[declaration.location.file, default: []].insert(declaration.mode)
        }
        var order: [String] = []
        var values: [Declaration.Mode: [String: Declaration]] = [.standard: [:], .light: [:], .dark: [:]]
        for declaration in declarations {
            if values.values.allSatisfy({ $0[declaration.name] == nil }) { order.append(declaration.name) }
            // Later declarations win, as in the cascade.
            values[declaration.mode]![declaration.name] = declaration
        }
        let hasDark = declarations.contains { $0.mode == .dark || lightDark($0.value) != nil }
        let modes = hasDark ? ["light", "dark"] : ["light"]
        var colors = CSSColorResolver(values: values)
        var palette: [ColorDefinition] = []
        for name in order {
            var byMode: [String: RGBA] = [:]
            for mode in modes { byMode[mode] = colors.resolve(name, mode) }
            guard let first = modes.lazy.compactMap({ byMode[$0] }).first else { continue }
            for mode in modes where byMode[mode] == nil { byMode[mode] = first }
            let standard = values[.standard]![name]
            let location = (standard ?? values[.light]![name] ?? values[.dark]![name])!.location
            // A property with a default value covers every mode; one set only for some modes covers just those.
            let modeDeclarations = modes.compactMap { values[$0 == "dark" ? .dark : .light]![name] }
            let writesModesOut = Set(modeDeclarations.map(\.location.file)).count == 1
                && blockModesOfFile[modeDeclarations[0].location.file, default: []].count > 1
                && !modeDeclarations.contains(where: \.modeFromFileName)
            let defined: [String]? = standard != nil || !writesModesOut ? nil
                : modes.filter { values[$0 == "dark" ? .dark : .light]![name] != nil }
            var definition = ColorDefinition(name: name, isPaletteEntry: true, location: location,
                                             color: ResolvedColor(values: byMode, isSingleValue: Set(byMode.values).count == 1 && defined == nil),
                                             definedModes: defined)
            definition.description = modes.lazy.compactMap { values[$0 == "dark" ? .dark : .light]![name]?.description }.first
                ?? standard?.description
            // Where each mode's value is written: what a rule drawing the property names beside its own line.
            for mode in modes {
                definition.color.definitions[mode] = (values[mode == "dark" ? .dark : .light]![name] ?? standard)?.location ?? location
            }
            // A style sheet per appearance: a finding about the dark value is at the dark sheet's declaration.
            if Set(definition.color.definitions.values.map(\.file)).count > 1 { definition.color.locations = definition.color.definitions }
            palette.append(definition)
        }
        // Scales have no modes: the default block's lengths, else the light ones.
        var entries: [String: [Scale.Entry]] = [:]
        for name in order {
            guard let declaration = values[.standard]![name] ?? values[.light]![name], !declaration.scaleKinds.isEmpty,
                  let points = length(declaration.value) else { continue }
            for kind in declaration.scaleKinds {
                entries[kind, default: []].append(Scale.Entry(name: name, value: .points(points), location: declaration.location))
            }
        }
        guard !palette.isEmpty || !entries.isEmpty else { return nil }
        var scales: [String: Scale] = [:]
        for (kind, list) in entries { scales[kind] = Scale(kind: kind, entries: list, location: list[0].location) }
        return Theme(name: PathText.lastComponent(of: file), file: file, modes: modes, palette: palette, scales: scales)
    }

    /// `light-dark(a, b)`'s two colours.
    static func lightDark(_ value: String) -> (String, String)? {
        let trimmed = value.trimmedWhitespace()
        guard trimmed.lowercased().hasPrefix("light-dark("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst("light-dark(".count).dropLast()
        let parts = CSSParser.splitTopLevel(String(inner), separator: ",")
        guard parts.count == 2 else { return nil }
        return (parts[0].trimmedWhitespace(), parts[1].trimmedWhitespace())
    }

    /// `var(--name)` or `var(--name, fallback)`: the name and the fallback.
    static func variableReference(_ value: String) -> (String, String?)? {
        let trimmed = value.trimmedWhitespace()
        guard trimmed.lowercased().hasPrefix("var("), trimmed.hasSuffix(")") else { return nil }
        let inner = String(trimmed.dropFirst(4).dropLast())
        let parts = CSSParser.splitTopLevel(inner, separator: ",")
        guard let name = parts.first?.trimmedWhitespace(), name.hasPrefix("--") else { return nil }
        let fallback = parts.count > 1 ? parts.dropFirst().joined(separator: ",").trimmedWhitespace() : nil
        return (name, fallback)
    }
}

/// Finds the custom property declarations of a stylesheet and the mode of the block each is in, in one pass
/// (comments and strings skipped, nesting bounded).
enum CSSVariableScanner {
    /// `lineComments`: `//` to the end of the line is a comment (SCSS), unless it follows `:` (`url(http://…)`).
    static func declarations(in text: String, file: String, modeOfSelector: [String: CSSVariablesLoader.Declaration.Mode] = [:],
                             lineComments: Bool = false) -> [CSSVariablesLoader.Declaration] {
        scan(text, file: file, modeOfSelector: modeOfSelector, lineComments: lineComments).declarations
    }

    /// The custom properties, and the colour pairs rules draw from them.
    static func scan(_ text: String, file: String, modeOfSelector: [String: CSSVariablesLoader.Declaration.Mode] = [:],
                     lineComments: Bool = false) -> (declarations: [CSSVariablesLoader.Declaration], rulePairs: [CSSRulePair]) {
        var scan = Scan(scalars: Array(text.unicodeScalars), file: file)
        let scalars = scan.scalars
        while scan.index < scalars.count {
            let index = scan.index
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                scan.skipBlockComment()
                continue
            }
            if lineComments, scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/", index == 0 || scalars[index - 1] != ":" {
                scan.skipLineComment()
                continue
            }
            if scalar == "\"" || scalar == "'" {
                scan.skipString()
                continue
            }
            switch scalar {
            case "{":
                let prelude = CSSParser.removingComments(scan.segmentText()).trimmedWhitespace()
                if scan.skippedDepth > 0 || scan.blocks.count >= CSSVariablesLoader.maximumNesting {
                    scan.skippedDepth += 1
                } else {
                    let mode = blockMode(prelude, modeOfSelector: modeOfSelector)
                    scan.blocks.append(mode)
                    scan.ruleColors.append(RuleColors(prelude: prelude, mode: mode))
                }
            case "}":
                if scan.skippedDepth > 0 { scan.skippedDepth -= 1 } else if !scan.blocks.isEmpty {
                    scan.declareSegment()
                    scan.blocks.removeLast()
                    scan.endRule()
                }
            case ";":
                if scan.skippedDepth == 0, !scan.blocks.isEmpty { scan.declareSegment() }
            default:
                if !scalar.properties.isWhitespace { scan.segmentHasContent = true }
                scan.advance()
                continue
            }
            scan.advance()
            scan.startSegment()
        }
        // A block left open at the end of the file ends there, as browsers end it.
        if scan.skippedDepth == 0, !scan.blocks.isEmpty { scan.declareSegment() }
        while !scan.ruleColors.isEmpty { scan.endRule() }
        scan.dropPairsUnderTheirInnerPart()
        return (scan.result, scan.rulePairs)
    }

    /// The colours one rule sets from custom properties or writes out: the last `color` and `background`/`background-color`
    /// (a later value of another kind cancels one), whether it sets a background at all or an image covers it, and its font.
    struct RuleColors {
        var prelude: String
        /// The block's mode as `blockMode` gives it.
        var mode: CSSVariablesLoader.Declaration.Mode??
        var foreground: (names: [String], location: SourceLocation)?
        var background: (names: [String], location: SourceLocation)?
        var hasImage = false
        /// Any background but none: a colour not read (`inherit`, a translucent one) is still the element's own.
        var setsBackground = false
        var font = FontStyle()

        init(prelude: String, mode: CSSVariablesLoader.Declaration.Mode??) {
            self.prelude = prelude
            self.mode = mode
        }

        /// Words of a selector for a state WCAG does not hold to a minimum.
        static let exemptStates = ["disabled", "inactive"]

        /// The elements a rule styles: each selector's last compound, without pseudo-classes.
        static func subjects(of prelude: String) -> Set<String> {
            Set(CSSParser.splitTopLevel(prelude.lowercased(), separator: ",").compactMap { selector in
                selector.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" || $0.isNewline || $0 == "\t" }).last
                    .map { String($0.prefix { $0 != ":" }) }
            })
        }

        mutating func take(_ property: String, _ value: String, at location: SourceLocation) {
            let names = CSSVariableScanner.wholeVariable(value)
            switch property {
            case "color": foreground = (names ?? CSSColorParser.color(value).map { _ in [value] }).map { ($0, location) }
            case "background", "background-color":
                // A colour written out is one only when opaque: what shows through a translucent one is not known here.
                background = (names ?? CSSColorParser.color(value).flatMap { $0.alpha == 255 ? [value] : nil }).map { ($0, location) }
                setsBackground = !["none", "transparent", "initial", "unset", "revert"].contains(value.lowercased())
                if property == "background", names == nil, value.lowercased().contains("url(") || value.lowercased().contains("gradient(") { hasImage = true }
            case "background-image":
                hasImage = value.lowercased() != "none"
                setsBackground = setsBackground || hasImage
            case "font-size": font.size = CSSVariableScanner.pixels(value)
            case "font":
                // `font: 700 48px/1.1 Inter, sans-serif`: the size before the line height, a weight word or number.
                for token in value.lowercased().split(whereSeparator: \.isWhitespace) {
                    let sized = String(token.prefix { $0 != "/" })
                    if font.size == nil, let size = CSSVariableScanner.pixels(sized) { font.size = size }
                    if token == "bold" || token == "bolder" { font.weight = 700 } else if let weight = Int(token), (100...900).contains(weight) { font.weight = weight }
                }
            case "font-weight":
                let lowered = value.lowercased()
                font.weight = lowered == "bold" || lowered == "bolder" ? 700 : lowered == "normal" ? 400 : Int(lowered)
            default: break
            }
        }
    }

    /// A font size in px (`24px`, `1.5rem` and `1.5em` at 16 px, `18pt`); nil for other units.
    static func pixels(_ value: String) -> Double? {
        let lowered = value.lowercased().trimmedWhitespace()
        for (unit, factor) in [("px", 1.0), ("rem", 16.0), ("em", 16.0), ("pt", 4.0 / 3.0)] where lowered.hasSuffix(unit) {
            return Double(lowered.dropLast(unit.count)).map { $0 * factor }
        }
        return nil
    }

    /// The properties `var(--name)` as the whole value may take its colour from: the name, then those of a `var()`
    /// fallback (`var(--calcite-tree-text-color, var(--calcite-color-text-3))`), up to eight deep.
    static func wholeVariable(_ value: String) -> [String]? {
        var names: [String] = []
        var rest: String? = value
        while let current = rest, names.count < 8, let (name, fallback) = CSSVariablesLoader.variableReference(current) {
            names.append(name)
            rest = fallback
        }
        return names.isEmpty ? nil : names
    }

    /// Where one pass over a stylesheet stands: the position, the text since the last `{`, `}` or `;` (a selector or
    /// a declaration), the open blocks, and the declarations found.
    private struct Scan {
        let scalars: [Unicode.Scalar]
        let file: String
        var result: [CSSVariablesLoader.Declaration] = []
        /// Each open block: its mode, or nil for one whose declarations are not custom properties of a document
        /// (`@font-face`, `@keyframes`, an element's own rule such as `button { … }`).
        var blocks: [CSSVariablesLoader.Declaration.Mode??] = []
        /// Per open block, the colours it sets from custom properties.
        var ruleColors: [RuleColors] = []
        var rulePairs: [CSSRulePair] = []
        /// The elements some rule gives a background (`pre`, `.popover-inner`).
        var backgroundSubjects: Set<String> = []
        var skippedDepth = 0
        var index = 0
        var line = 1
        var column = 1
        var segmentStart = 0
        var segmentLine = 1
        var segmentColumn = 1
        /// A block comment on lines of its own just before the segment: the next declaration's description.
        var pendingComment: String?
        /// Whether the segment holds anything but whitespace and comments yet: kept as the scan goes, so a comment
        /// never rereads the segment before it (thousands of comments in one declaration stay linear).
        var segmentHasContent = false

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        mutating func startSegment() {
            pendingComment = nil
            segmentHasContent = false
            segmentStart = index
            segmentLine = line
            segmentColumn = column
        }

        func segmentText() -> String {
            String(String.UnicodeScalarView(scalars[segmentStart..<index]))
        }

        mutating func skipBlockComment() {
            let start = index
            let startLine = line
            advance(); advance()
            while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
            let textEnd = index
            if index < scalars.count { advance(); advance() }
            // A comment before a declaration or selector is not part of it; one on lines of its own (not after the
            // previous declaration on its line) describes what follows.
            if !segmentHasContent {
                let describes = startLine > segmentLine || segmentStart == 0
                startSegment()
                if describes {
                    let text = String(String.UnicodeScalarView(scalars[(start + 2)..<max(start + 2, textEnd)]))
                    pendingComment = String(text.trimmedWhitespace().prefix(500))
                }
            }
        }

        mutating func skipLineComment() {
            while index < scalars.count, scalars[index] != "\n" { advance() }
            if !segmentHasContent { startSegment() }
        }

        mutating func skipString() {
            segmentHasContent = true
            let quote = scalars[index]
            advance()
            while index < scalars.count, scalars[index] != quote, scalars[index] != "\n" {
                if scalars[index] == "\\", index + 1 < scalars.count { advance() }
                advance()
            }
            if index < scalars.count { advance() }
        }

        func enclosingMode() -> CSSVariablesLoader.Declaration.Mode? {
            // Inside an element's own rule (`input { [data-theme="light"] & { … } }`) nothing is the document's.
            guard blocks.allSatisfy({ $0 != nil }) else { return nil }
            for block in blocks.reversed() { if let mode = block ?? nil, mode != .standard { return mode } }
            return .standard
        }

        mutating func endRule() {
            guard let rule = ruleColors.popLast(), rule.foreground != nil || rule.setsBackground else { return }
            // A block that sets no document's colours (`@keyframes` frames, `@font-face`, `@media print`) draws nothing
            // on screen in a mode; an exempt state (`:disabled`) is held to no minimum.
            let chain = ruleColors + [rule]
            guard !chain.contains(where: { $0.mode == nil && $0.prelude.hasPrefix("@") }) else { return }
            if rule.setsBackground { backgroundSubjects.formUnion(RuleColors.subjects(of: rule.prelude)) }
            guard !chain.contains(where: { block in RuleColors.exemptStates.contains { block.prelude.lowercased().contains($0) } }) else { return }
            // The innermost mode a block names (`@media (prefers-color-scheme: dark)`, `.dark .banner`).
            let mode = chain.reversed().lazy.compactMap { $0.mode ?? nil }.first { $0 != .standard } ?? .standard
            // A rule that sets only a colour says nothing of what lies beneath it: which element nests in which is the
            // page's markup.
            guard let foreground = rule.foreground, let background = rule.background, !rule.hasImage else { return }
            let selector = rule.prelude.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            var pair = CSSRulePair(foreground: foreground.names, background: background.names, location: foreground.location,
                                   backgroundLocation: background.location,
                                   selector: selector.count > 80 ? selector.prefix(79) + "…" : selector, mode: mode, font: rule.font)
            pair.subjects = RuleColors.subjects(of: rule.prelude)
            rulePairs.append(pair)
        }

        /// `.popover { background: #555; color: #ccc }` beside `.popover-inner { background: #17120f }`: the part named
        /// for the inside of the element covers its background, and the text is drawn on the part.
        mutating func dropPairsUnderTheirInnerPart() {
            let parts = ["-inner", "-content", "-body", "__inner", "__content", "__body"]
            rulePairs.removeAll { pair in
                pair.subjects.contains { subject in
                    subject.contains(".") && parts.contains { backgroundSubjects.contains(subject + $0) }
                }
            }
        }

        /// The segment as a declaration, when it is a custom property's in a block of some mode; a rule's colour from a
        /// custom property is kept for its block.
        mutating func declareSegment() {
            // Where `--name` starts: past the whitespace and comments before it.
            var scalarsBefore = 0
            var atLine = segmentLine
            var atColumn = segmentColumn
            let body = Array(segmentText().unicodeScalars)
            while scalarsBefore < body.count, body[scalarsBefore].properties.isWhitespace {
                if body[scalarsBefore] == "\n" { atLine += 1; atColumn = 1 } else { atColumn += 1 }
                scalarsBefore += 1
            }
            let declaration = String(String.UnicodeScalarView(body[scalarsBefore...]))
            let location = SourceLocation(file: file, line: atLine, column: atColumn)
            if !declaration.hasPrefix("--"), let colon = declaration.firstIndex(of: ":"), !ruleColors.isEmpty {
                let property = declaration[..<colon].trimmedWhitespace().lowercased()
                var value = CSSParser.removingComments(String(declaration[declaration.index(after: colon)...])).trimmedWhitespace()
                if value.lowercased().hasSuffix("!important") { value = value.dropLast("!important".count).trimmedWhitespace() }
                ruleColors[ruleColors.count - 1].take(property, value, at: location)
            }
            guard let mode = enclosingMode() else { return }
            guard declaration.hasPrefix("--"), let colon = declaration.firstIndex(of: ":") else { return }
            let name = declaration[..<colon].trimmedWhitespace()
            var value = CSSParser.removingComments(String(declaration[declaration.index(after: colon)...])).trimmedWhitespace()
            if value.lowercased().hasSuffix("!important") { value = value.dropLast("!important".count).trimmedWhitespace() }
            guard name.count > 2, !name.contains(where: \.isWhitespace) else { return }
            var found = CSSVariablesLoader.Declaration(name: name, value: value, mode: mode, location: location)
            found.description = pendingComment
            result.append(found)
        }
    }

    /// The mode a block's prelude gives its custom properties: `.some(mode)` for a document-level block, `.some(nil)`
    /// for an at-rule that only passes its own mode on (`@supports`, `@layer`, a width `@media`), nil for a block whose
    /// properties belong to no mode (`@font-face`, `@media print`, an element's rule).
    static func blockMode(_ prelude: String,
                          modeOfSelector: [String: CSSVariablesLoader.Declaration.Mode] = [:]) -> CSSVariablesLoader.Declaration.Mode?? {
        let lowered = prelude.lowercased()
        if lowered.hasPrefix("@") {
            if lowered.hasPrefix("@media") {
                let condition = lowered.replacingOccurrences(of: " ", with: "")
                let highContrast = ["prefers-contrast:more", "forced-colors:active"].contains { feature in
                    condition.contains(feature) && !condition.contains("not(" + feature)
                }
                if highContrast { return .some(.highContrast) }
                if condition.contains("prefers-color-scheme:dark") { return .some(.dark) }
                if condition.contains("prefers-color-scheme:light") { return .some(.light) }
                if condition.contains("print") && !condition.contains("screen") { return nil }
                return .some(nil)
            }
            // A Sass mixin of custom properties (`@mixin tokens { --a: … }`) is included at the root it is meant for,
            // in the mode its name says (`@mixin surface-dark`).
            if lowered.hasPrefix("@mixin") {
                return .some(mode(ofName: String(lowered.dropFirst("@mixin".count).prefix { $0 != "(" })))
            }
            if lowered.hasPrefix("@supports") || lowered.hasPrefix("@layer") || lowered.hasPrefix("@container")
                || lowered.hasPrefix("@scope") { return .some(nil) }
            return nil
        }
        var modes: Set<CSSVariablesLoader.Declaration.Mode> = []
        for selector in CSSParser.splitTopLevel(lowered, separator: ",") {
            if let configured = modeOfSelector[normalized(selector)] {
                modes.insert(configured)
                continue
            }
            guard let mode = selectorMode(selector.trimmedWhitespace()) else { continue }
            modes.insert(mode)
        }
        // A list that mixes modes (`:root, .dark`) says nothing certain: its values count as the default.
        if modes.count == 1 { return .some(modes.first!) }
        return modes.isEmpty ? nil : .some(.standard)
    }

    /// A selector as configured selectors are compared: lower case, runs of whitespace as one space, trimmed.
    static func normalized(_ selector: String) -> String {
        selector.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A selector's mode by its words, nil for an element's own rule (`button`, `.card > p`): custom properties are a
    /// document's when set on the root, on a class or attribute of it, or on a lone class or attribute selector.
    static func selectorMode(_ selector: String) -> CSSVariablesLoader.Declaration.Mode? {
        guard !selector.isEmpty else { return nil }
        let compounds = selector.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" })
        let rootTypes: Set<String> = ["", "html", "body", "*", "svg"]
        for compound in compounds {
            let type = compound.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "*" }
            guard rootTypes.contains(String(type)) else { return nil }
        }
        // What `:not(…)` names is what the selector excludes (`[data-theme=dark]:not(.hc)` is dark, not high contrast).
        return mode(ofName: withoutNegations(selector)) ?? .standard
    }

    /// The selector without its `:not(…)` parts.
    static func withoutNegations(_ selector: String) -> String {
        var result = ""
        var depth = 0
        var rest = Substring(selector)
        while let first = rest.first {
            if depth == 0, rest.lowercased().hasPrefix(":not(") {
                depth = 1
                rest = rest.dropFirst(5)
                continue
            }
            if depth > 0 {
                if first == "(" { depth += 1 } else if first == ")" { depth -= 1 }
            } else {
                result.append(first)
            }
            rest = rest.dropFirst()
        }
        return result
    }

    /// The mode the words of a name (runs of letters and digits) say; see `mode(ofWords:)`.
    static func mode(ofName name: String) -> CSSVariablesLoader.Declaration.Mode? {
        mode(ofWords: Set(name.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)))
    }

    /// The mode words name: high contrast (`hc`, `highcontrast`, `high` with `contrast`), dark (`dark…`, `night`),
    /// light (`light…`, `day`); nil for none.
    static func mode(ofWords words: Set<String>) -> CSSVariablesLoader.Declaration.Mode? {
        if words.contains("hc") || words.contains("highcontrast")
            || (words.contains("high") && words.contains("contrast")) { return .highContrast }
        if words.contains(where: { $0.hasPrefix("dark") || $0 == "night" }) { return .dark }
        if words.contains(where: { $0.hasPrefix("light") || $0 == "day" }) { return .light }
        return nil
    }
}

/// The colours of a stylesheet's custom properties per mode, `var()` references followed within the file.
private struct CSSColorResolver {
    typealias Declaration = CSSVariablesLoader.Declaration
    /// Each declaration's value read once per mode: a colour, a reference (with its fallback colour), or neither.
    private enum Step { case color(RGBA), reference(String, fallback: RGBA?), nothing }

    let values: [Declaration.Mode: [String: Declaration]]
    private var steps: [String: [String: Step]] = ["light": [:], "dark": [:]]
    private var answers: [String: [String: RGBA?]] = ["light": [:], "dark": [:]]

    init(values: [Declaration.Mode: [String: Declaration]]) {
        self.values = values
    }

    private func raw(_ name: String, _ mode: String) -> Declaration? {
        let own: Declaration.Mode = mode == "dark" ? .dark : .light
        return values[own]![name] ?? values[.standard]![name]
    }

    private mutating func step(_ name: String, _ mode: String) -> Step? {
        if let known = steps[mode]?[name] { return known }
        guard let declaration = raw(name, mode) else { return nil }
        var value = declaration.value
        if let (light, dark) = CSSVariablesLoader.lightDark(value) { value = mode == "dark" ? dark : light }
        let parsed: Step
        if let color = CSSColorParser.color(value) {
            parsed = .color(color)
        } else if let (target, fallback) = CSSVariablesLoader.variableReference(value) {
            parsed = .reference(target, fallback: fallback.flatMap { CSSColorParser.color($0) })
        } else {
            parsed = .nothing
        }
        steps[mode, default: [:]][name] = parsed
        return parsed
    }

    /// `var(--a)` and `var(--a, fallback)` followed within the file, per mode, 200 links at most; every name on a
    /// walked chain gets its answer at once, so a long chain is walked once, not once per name.
    mutating func resolve(_ name: String, _ mode: String) -> RGBA? {
        if let known = answers[mode]?[name] { return known }
        var path: [String] = []
        var seen: Set<String> = []
        var current = name
        var answer: RGBA??
        for _ in 0..<ReferenceChain.maximumDepth {
            if let known = answers[mode]?[current] { answer = .some(known); break }
            guard seen.insert(current).inserted, let next = step(current, mode) else { answer = .some(nil); break }
            path.append(current)
            switch next {
            case let .color(color): answer = .some(color)
            case .nothing: answer = .some(nil)
            case let .reference(target, fallback):
                if raw(target, mode) == nil { answer = .some(fallback) } else { current = target }
            }
            if answer != nil { break }
        }
        // A chain longer than the bound gives no colour to any name on it (each walked once).
        let final = answer ?? nil
        for member in path { answers[mode, default: [:]][member] = .some(final) }
        return final
    }
}
