import Foundation

/// The surfaces of one theme type (or instance) that each of its foregrounds is read on, by the words of their names:
/// - the background its other words name (`titleColor` on `backgroundColor`, `highlightedTitleColor` on
///   `highlightedBackgroundColor`), or a field's placeholder on the field's;
/// - a level (`textSecondaryColor`, `fgPrimary`) on each of the type's surfaces (`primaryBackgroundColor`,
///   `bgSurfaceMain`, `bgSurfaceContainer`: background words and levels only), at most four;
/// - a family of surfaces (`fgPrimaryInverted`) on the surfaces of that family (`bgSurfaceContainerInverted`);
/// - coloured text for the page (`fgError`, `fgLink`, `errorTextColor`) on the surfaces, as a guess: the caller
///   drops a pair under 2:1 in every mode, evidently for another surface.
/// A foreground named first for a colour of the type that has no role (`baseTextPrimaryColor` beside `baseColor`) is
/// drawn on that colour's surface, which no name says: none.
struct InstanceThemeSurfaces {
    private typealias Role = (word: String, rest: [String])

    private var backgroundOfRest: [[String]: SwiftDesignConstant] = [:]
    private var levelSurfaces: [SwiftDesignConstant] = []
    private var familySurfaces: [[String]: [SwiftDesignConstant]] = [:]
    private var fields: [SwiftDesignConstant] = []
    /// Words that name a colour of the type on their own (`baseColor`): a foreground starting with one is on it.
    private var families: Set<String> = []

    /// Surface levels: a theme's first, second… surface, not a role of its own.
    static let levelWords = ThemeAssembler.surfaceLevelWords.union(["nested"])
    /// Words of a family of surfaces whose text is its own (`bgSurfaceContainerInverted` under `fgPrimaryInverted`); a
    /// hue or a brand (`fgBrand` beside `bgSurfaceBrand`) names a colour for the page and its fill alike.
    static let surfaceVariantWords: Set<String> = ["inverted", "inverse", "reversed", "reverse", "elevated", "raised", "sunken",
                                                   "emphasis", "emphasized", "contrast"]
    /// Words of coloured text meant for the page: a status, a link, and the link's states.
    static let pageTextWords: Set<String> = ["error", "warning", "success", "info", "danger", "critical", "positive", "negative",
                                             "caution", "link"]
    static let pageTextStateWords: Set<String> = ["hover", "hovered", "pressed", "visited"]

    init(stored: [SwiftDesignConstant], properties: [SwiftDesignConstant]) {
        let backgrounds = stored.compactMap { property in Self.role(property, ThemeAssembler.backgroundWords).map { (property, $0.rest) } }
        // Looked up by name, and at most four surfaces: a type of thousands of colours pairs each foreground a few times.
        for (property, rest) in backgrounds where backgroundOfRest[rest] == nil { backgroundOfRest[rest] = property }
        for (property, rest) in backgrounds {
            let family = rest.filter { !ThemeAssembler.backgroundWords.contains($0) && !Self.levelWords.contains($0) }
            if family.isEmpty {
                if levelSurfaces.count < 4 { levelSurfaces.append(property) }
            } else if familySurfaces[family, default: []].count < 4 {
                familySurfaces[family, default: []].append(property)
            }
        }
        fields = backgrounds.filter { !$0.1.filter(ThemeAssembler.fieldWords.contains).isEmpty }.map(\.0)
        families = Set(properties.compactMap { property -> String? in
            guard Self.role(property, ThemeAssembler.foregroundWords) == nil, Self.role(property, ThemeAssembler.backgroundWords) == nil
            else { return nil }
            let words = ThemeAssembler.splitWords(property.name).filter { $0 != "color" && $0 != "colour" }
            return words.count == 1 && !ThemeAssembler.ordinalLevelWords.contains(words[0]) ? words[0] : nil
        })
    }

    /// The backgrounds a foreground is read on, and whether they are a guess; nil for no foreground or none found.
    func backgrounds(for foreground: SwiftDesignConstant) -> (surfaces: [SwiftDesignConstant], isGuess: Bool)? {
        guard let (_, rest) = Self.role(foreground, ThemeAssembler.foregroundWords),
              Self.role(foreground, ThemeAssembler.backgroundWords) == nil else { return nil }
        if let named = backgroundOfRest[rest] { return ([named], false) }
        if rest.contains("placeholder"), let field = fields.first { return ([field], false) }
        guard !families.contains(ThemeAssembler.splitWords(foreground.name).first ?? "") else { return nil }
        if rest.allSatisfy({ ThemeAssembler.surfaceLevelWords.contains($0) || $0 == "placeholder" }) {
            return levelSurfaces.isEmpty ? nil : (levelSurfaces, false)
        }
        let family = rest.filter { !Self.levelWords.contains($0) }
        if family.allSatisfy(Self.surfaceVariantWords.contains), let surfaces = familySurfaces[family] { return (surfaces, false) }
        guard family.contains(where: Self.pageTextWords.contains),
              family.allSatisfy({ Self.pageTextWords.contains($0) || Self.pageTextStateWords.contains($0) }), !levelSurfaces.isEmpty
        else { return nil }
        return (levelSurfaces, true)
    }

    /// The role word of a name among `words` and its other words; nil for a disabled colour, which WCAG exempts.
    private static func role(_ property: SwiftDesignConstant, _ words: Set<String>) -> Role? {
        let split = ThemeAssembler.splitWords(property.name)
        guard !split.contains(where: ThemeAssembler.inactiveWords.contains), let word = split.first(where: words.contains) else { return nil }
        return (word, split.filter { $0 != word })
    }
}
