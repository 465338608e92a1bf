import Foundation

/// Every loader, in the order a file is offered to them: the first whose `canLoad` says yes reads it (a Figma
/// response before the token loader that reads any JSON in a `tokens/` folder, the Swift reader only in builds with
/// the `SwiftSources` trait). Adding an input format is a loader file and a line here; a format whose files make a
/// theme only together declares its document type in the loader, in the order here (tokens before the style sheets
/// that read their themes).
public enum LoaderRegistry {
    /// The loaders of a run: themes with `defaultScales` for the scales a theme leaves out, tokens and CSS variables
    /// read by `tokens`, Swift by `swift`.
    public static func loaders(defaultScales: [String: Scale], tokens: TokenSettings = TokenSettings(),
                               swift: SwiftSourceSettings = SwiftSourceSettings()) -> [any Loader]
    {
        [ThemeLoader(defaultScales: defaultScales), SVGLoader(), AndroidVectorLoader(), ColorSetLoader(),
         AndroidValuesLoader(), TokensStudioThemesLoader(), DTCGResolverLoader(), FigmaVariablesLoader(settings: tokens),
         DesignTokenLoader(settings: tokens), TheoTokenLoader(settings: tokens), swiftLoader(settings: swift),
         CSSVariablesLoader(settings: tokens), ImageSetLoader()]
    }

    /// The document types the registry's loaders return, each once, in the order `ThemeAssembler` assembles them.
    public static let documentTypes: [any AssembledDocument.Type] = documentTypes(of: loaders(defaultScales: [:]))

    /// The document types `loaders` return (a team's own loaders too), each once, in the loaders' order.
    public static func documentTypes(of loaders: [any Loader]) -> [any AssembledDocument.Type] {
        var seen: Set<ObjectIdentifier> = []
        return loaders.flatMap(\.documentTypes).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Whether this build reads Swift sources: the `SwiftSources` package trait (on by default) links swift-syntax.
    public static var readsSwiftSources: Bool {
        #if SwiftSources
        return true
        #else
        return false
        #endif
    }

    private static func swiftLoader(settings: SwiftSourceSettings) -> any Loader {
        #if SwiftSources
        return SwiftSourceLoader(settings: settings)
        #else
        return SwiftSourcesNotReadLoader()
        #endif
    }
}
