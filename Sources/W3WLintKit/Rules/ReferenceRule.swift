import Foundation

/// Kind `reference`: says where exports were left unjudged because nothing in their project says what is right.
/// An export with no reference theme (no theme, token set or CSS variables file in its folder or above, none named
/// with `--theme`) gets no palette verdict, and no spacing, radius, typography or size verdict unless a pack was
/// chosen; a clean report must not read as a pass. One note per folder of such exports, at the first of them by path.
struct ReferenceRule: RuleKind {
    let description: RuleDescription
    let options: NoOptions

    static let description = RuleDescription(
        id: "no-reference", name: "NoReference", kind: "reference",
        summary: "Exports in this folder have no reference: their colours, spacing, radii, type and sizes are not judged.",
        details: "A component export is judged against the reference of its project: a theme, token set, colour-set "
            + "catalog, Android res folder or CSS variables file in its folder or a folder above it, or the theme named "
            + "with `--theme`; never one in a sibling folder. Without one the palette rule has nothing to judge by, and "
            + "the spacing-scale, corner-radius, typography and component-size rules judge only by the presets of packs "
            + "the configuration chose (`extends: [w3w]`, `dnakit`, `material3`), else not at all; contrast of known "
            + "colours, dark variants and hierarchy are still checked. One note per folder (per asset catalog for its image "
            + "sets), at its first export. "
            + "Likewise, one note per folder of Swift code whose spacings, radii and font sizes no scale judges (no Swift scale type, "
            + "theme, token set or CSS file in reach, no pack chosen), at its first such value. "
            + "Properties: `folder`, `unreferencedExports` or `unjudgedValues` (the text summary adds them up).",
        help: "Put the design system's theme, token set or CSS variables file in the exports' folder or above it, name "
            + "it with --theme, or choose a pack with `extends:` in .w3wlint.yml (`w3wlint init` finds references).",
        severity: .note,
        kindSummary: "Exports with no reference are named, so that what was not judged is not taken for a pass.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    static let triggeringExamples: [RuleExample] = [
        // The only theme is in a sibling folder: another project's.
        RuleExample("""
        ↓<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4l16 16M20 4L4 20" stroke="#1D1D1D"/></svg>
        """, file: "icons/close.svg", supportingFiles: [(file: "other/theme.w3wtheme.yaml", source: "w3wtheme: 1\n")], messages: [
            "1 export in `icons` has no reference: spacing, radii, type and sizes are judged by the chosen packs' presets (w3w, dnakit) only, and colours not at all (nothing in the folder or above it defines colours or scales)",
        ]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // The theme above the folder is its reference.
        RuleExample("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4l16 16M20 4L4 20" stroke="#1D1D1D"/></svg>
        """, file: "icons/close.svg", supportingFiles: [(file: "theme.w3wtheme.yaml", source: "w3wtheme: 1\n")]),
        // An illustration with no text or variable: a palette would only call its colours foreign.
        RuleExample("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#F6F6F6"/><circle cx="60" cy="60" r="50" fill="#F8C541"/></svg>
        """, file: "img/home/design-tokens.svg", supportingFiles: [(file: "other/theme.w3wtheme.yaml", source: "w3wtheme: 1\n")]),
    ]

    /// Whether a reference would judge anything of the export: text, a `var()`, or a colour of its own (not
    /// `currentColor`, not pure white or black, which every palette allows) in an icon or control (by size or name).
    /// An icon set drawn in `currentColor`, and an illustration with no text or variable, whose colours a palette
    /// would only call foreign, are not worth a note.
    static func wouldBeJudged(_ component: Component) -> Bool {
        var ownColor = false
        for element in component.elements {
            if element.hasText { return true }
            for layer in [element.fill, element.stroke] where layer.isVisible {
                for color in layer.paint.colors {
                    switch color {
                    case .context: continue
                    case let .fixed(rgba): if !rgba.isPureNeutral { ownColor = true }
                    case .variable, .byScheme: return true
                    }
                }
            }
        }
        return ownColor && !ComponentStructure.controlElements(of: component).isEmpty
    }

    func check(_ model: DesignModel) -> [Finding] {
        var byFolder: [String: [String]] = [:]
        for component in model.components
            where model.referenceThemes(forExport: component.file).isEmpty && Self.wouldBeJudged(component)
        {
            byFolder[Self.noteFolder(of: component.file), default: []].append(component.file)
        }
        return exportNotes(byFolder, model) + swiftNotes(model)
    }

    /// The folder a note names for an export: its own, or the asset catalog it is in (an image set is a folder of one
    /// image: `Images.xcassets/Room/close.imageset/close.svg` is noted with the catalog's other images).
    static func noteFolder(of file: String) -> String {
        let folder = PathText.folder(of: file)
        guard let catalog = folder.range(of: ".xcassets/", options: .backwards) else { return folder }
        return String(folder[..<catalog.lowerBound]) + ".xcassets"
    }

    /// One note per package (or top folder) whose Swift code lays views out with spacings, radii and font sizes that nothing
    /// judges: no scale in reach and no pack chosen. Property `unjudgedValues` (the text summary adds them up).
    private func swiftNotes(_ model: DesignModel) -> [Finding] {
        let byScope = Dictionary(grouping: model.unjudgedSwiftUses) { ThemeAssembler.swiftDesignScope($0.file) }
        return byScope.keys.sorted().map { scope in
            let files = byScope[scope]!.sorted { $0.file < $1.file }
            let values = files.reduce(0) { $0 + $1.count }
            let shown = scope.isEmpty ? "this folder" : "`\(scope)`"
            let message = "\(values) layout value\(values == 1 ? "" : "s") (spacing, radius, font size) in \(files.count) Swift file\(files.count == 1 ? "" : "s") "
                + "under \(shown) \(values == 1 ? "is" : "are") not judged: no scale defines them (no Swift constants such as "
                + "`enum Spacing { static let small: CGFloat = 8 }`, theme, token set or CSS file in the folder or above) and no pack "
                + "is chosen with `extends:`"
            return finding(message, at: files[0].first, [("folder", .string(scope)), ("unjudgedValues", .number(Double(values)))])
        }
    }

    private func exportNotes(_ byFolder: [String: [String]], _ model: DesignModel) -> [Finding] {
        byFolder.keys.sorted().map { folder in
            let files = Set(byFolder[folder]!).sorted()
            let shown = folder.isEmpty ? "this folder" : "`\(folder)`"
            let count = files.count == 1 ? "1 export" : "\(files.count) exports"
            let verdict = model.presets.isEmpty
                ? "colours, spacing, radii, type and sizes are not judged (nothing in the folder or above it defines colours or "
                    + "scales: no theme, token set, CSS variables file, colour sets or res colours; and no pack chosen with `extends:`)"
                : "spacing, radii, type and sizes are judged by the chosen packs' presets (\(model.presets.source)) only, "
                    + "and colours not at all (nothing in the folder or above it defines colours or scales)"
            return finding("\(count) in \(shown) \(files.count == 1 ? "has" : "have") no reference: \(verdict)",
                           at: SourceLocation(file: files[0], line: 1, column: 1),
                [("folder", .string(folder)), ("unreferencedExports", .number(Double(files.count)))])
        }
    }
}
