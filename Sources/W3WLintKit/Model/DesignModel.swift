/// What rules read: everything a run loaded and assembled (themes, exports), the union of every file, so that rules
/// can answer cross-file questions.
public struct DesignModel: Sendable {
    public var themes: [Theme]
    /// Component exports (SVG drawings, Android vector drawables), checked against the reference theme.
    public var components: [Component]
    /// The theme file named with `--theme`: the reference theme for components, whatever else was loaded.
    public var referenceThemeFile: String?
    /// True when it holds no theme and no export.
    public var isEmpty: Bool { themes.isEmpty && components.isEmpty }

    /// Whether a drawing is shown in its own colours. One in an Xcode image set is only where the set declares it
    /// (`original`): a template shows the tint of where it is used, and with no intent declared the code decides
    /// (`.renderingMode(.template)`, a tab bar's or a tinted image view's), so its colours are not known. Nor are they
    /// for a set the run's code renders as a template anywhere: a glyph its users tint.
    public func showsItsOwnColours(_ file: String) -> Bool {
        let folder = PathText.folder(of: file)
        guard folder.hasSuffix(".imageset") else { return true }
        return originalImageSets.contains(folder) && !imageSetsRenderedAsTemplates.contains(folder)
    }

    /// Whether a drawing is a picture the UI places whole: one in an Xcode image set (an icon, a flag), whose insets
    /// and corners are the artist's, not a layout the design's spacing scale or radius presets govern.
    public func isAnImageAsset(_ file: String) -> Bool {
        let folder = PathText.folder(of: file)
        return folder.hasSuffix(".imageset") && folder.contains(".xcassets/")
    }

    /// The `original` image sets (their folders) that code renders as templates: a name as written is the set of that
    /// name, SwiftGen's identifier the one set whose name it was made of (two that give one identifier are both left
    /// judged); namespace folders, where given, among the set's folders in order.
    public mutating func markImageSetsRenderedAsTemplates(_ images: [SwiftTemplateImage]) {
        guard !images.isEmpty else { return }
        func words(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        var byName: [String: [(folders: [String], folder: String)]] = [:]
        var byIdentifier: [String: [(folders: [String], folder: String)]] = [:]
        for folder in originalImageSets {
            var parts = folder.split(separator: "/").map(String.init)
            let name = String(parts.removeLast().dropLast(".imageset".count))
            let folders = Array(parts.reversed().prefix { !$0.hasSuffix(".xcassets") }.reversed())
            byName[name, default: []].append((folders, folder))
            byIdentifier[words(name), default: []].append((folders, folder))
        }
        func contains(_ folders: [String], _ namespace: [String], normalised: Bool) -> Bool {
            var rest = folders[...]
            return namespace.allSatisfy { part in
                guard let index = rest.firstIndex(where: { normalised ? words($0) == words(part) : $0 == part }) else { return false }
                rest = rest[(index + 1)...]
                return true
            }
        }
        for image in Set(images) {
            let candidates = image.isSwiftGenName ? byIdentifier[words(image.name)] ?? [] : byName[image.name] ?? []
            let matches = candidates.filter { contains($0.folders, image.namespace, normalised: image.isSwiftGenName) }
            if image.isSwiftGenName, matches.count > 1 { continue }
            imageSetsRenderedAsTemplates.formUnion(matches.map(\.folder))
        }
    }
    /// Swift files whose spacings, radii and font sizes nothing judges (no scale in reach, no pack), with how many and the first.
    public var unjudgedSwiftUses: [(file: String, count: Int, first: SourceLocation)] = []
    /// Per Swift file, the palettes (indices into `themes`) as near to its code as the one its colour literals are
    /// given to: equally near designs of a project laid out by folder judge together.
    public var palettePeers: [String: [Int]] = [:]
    /// Xcode image sets (their folders) whose `Contents.json` holds an image for the dark appearance.
    public var imageSetsWithDarkAppearance: Set<String> = []
    /// Image set folders that declare they render as drawn (`template-rendering-intent: original`).
    public var originalImageSets: Set<String> = []
    /// `original` image sets (their folders) that code renders as templates somewhere in the run.
    public var imageSetsRenderedAsTemplates: Set<String> = []
    /// What exports' CSS variables stand for and the canvas of each mode, from the config.
    public var exportSettings = ExportSettings()
    /// The presets of the packs the configuration chose: what exports with no reference theme are judged against.
    public var presets = DesignPresets()
    /// The reference theme (an index into `themes`) of the exports in each folder, worked out once by
    /// `indexReferenceThemes()` so that every rule does not search every theme for every export.
    public private(set) var referenceThemeIndex: [String: [Int]] = [:]

    public init(themes: [Theme] = [], components: [Component] = [], referenceThemeFile: String? = nil) {
        self.themes = themes
        self.components = components
        self.referenceThemeFile = referenceThemeFile
    }

    public mutating func merge(_ other: DesignModel) {
        themes += other.themes
        components += other.components
        imageSetsWithDarkAppearance.formUnion(other.imageSetsWithDarkAppearance)
        originalImageSets.formUnion(other.originalImageSets)
        imageSetsRenderedAsTemplates.formUnion(other.imageSetsRenderedAsTemplates)
        referenceThemeFile = referenceThemeFile ?? other.referenceThemeFile
        referenceThemeIndex = [:]
    }
}

extension DesignModel {
    /// The theme an export at `file` is checked against: the one named with `--theme`; else the theme whose scope
    /// holds the export, the deepest one when several do (at equal depth the first by path); nil when no theme's scope
    /// holds it (at equal depth a stylesheet's variables come after a theme or token set). A theme never serves a sibling folder, so a project is judged against its own reference whether it
    /// is checked alone or inside a larger tree.
    public func referenceTheme(forExport file: String?) -> Theme? {
        referenceThemes(forExport: file).first.map { themes[$0] }
    }

    /// What an export is judged against, as findings name it: its reference theme's file, else the chosen packs'
    /// presets (`presets: w3w`), else nil.
    public func referenceName(forExport file: String) -> String? {
        if let theme = referenceTheme(forExport: file) { return theme.file }
        return presets.isEmpty ? nil : "presets: \(presets.source)"
    }

    /// Every theme whose scope holds the export (indices into `themes`), the reference first, then the others from
    /// the deepest scope up: where a `var()` the reference does not define is looked up (a CSS variables file beside
    /// a theme, a token set above it).
    public func referenceThemes(forExport file: String?) -> [Int] {
        guard !themes.isEmpty, let file else { return [] }
        if let indices = referenceThemeIndex[PathText.folder(of: file)] { return indices }
        return referenceThemeIndicesUnindexed(forExport: file)
    }

    /// Works out the reference themes of every export's folder once; call it when the model is complete.
    public mutating func indexReferenceThemes() {
        var index: [String: [Int]] = [:]
        for component in components {
            let folder = PathText.folder(of: component.file)
            if index[folder] == nil { index[folder] = referenceThemeIndicesUnindexed(forExport: component.file) }
        }
        referenceThemeIndex = index
    }

    private func referenceThemeIndicesUnindexed(forExport file: String) -> [Int] {
        var inScope = themes.indices.filter { PathText.isWithin(file, scope: themes[$0].scope) }
        inScope.sort { a, b in
            let (depthA, depthB) = (themes[a].scope.utf8.count, themes[b].scope.utf8.count)
            if depthA != depthB { return depthA > depthB }
            // A stylesheet's variables serve `var()`; a theme or token set beside it, richer, is the reference.
            let (sheetA, sheetB) = (PathText.isStylesheet(themes[a].file), PathText.isStylesheet(themes[b].file))
            if sheetA != sheetB { return sheetB }
            return themes[a].file < themes[b].file
        }
        if let named = referenceThemeFile, let index = themes.firstIndex(where: { $0.file == named }) {
            return [index] + inScope.filter { $0 != index }
        }
        // The config's `exports.reference` serves what nothing in its folder or above does: the theme of that file,
        // else the first by file name in its folder (whatever order formats were assembled in).
        if inScope.isEmpty, let fallback = exportSettings.reference,
           let index = themes.firstIndex(where: { $0.file == fallback })
            ?? themes.indices.filter({ PathText.folder(of: themes[$0].file) == PathText.folder(of: fallback) })
                .min(by: { themes[$0].file < themes[$1].file })
        {
            return [index]
        }
        return inScope
    }
}
