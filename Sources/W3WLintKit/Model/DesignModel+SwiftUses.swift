extension DesignModel {
    /// The name of the themes assembled from design written in plain Swift.
    static let swiftDesignThemeName = "Swift design"

    /// Gives each spacing, radius or font size used in Swift code to the theme that judges it, as a scheme of that theme named by
    /// the file: the first reference in the file's folder or above with a scale of the use's kind, else the Swift
    /// design of the run with one (an app's views use its design package's constants), else the chosen packs'
    /// presets. A use with none of these is not judged (no reference, no verdict). Call once the reference index is built.
    public mutating func attachSwiftUses() {
        let designThemes = themes.indices.filter { themes[$0].name == Self.swiftDesignThemeName }
        // Swift design elsewhere in the same project serves code that has none of its own (DNAKit's views use the
        // constants of its Foundation folder): the nearest by shared folder, never one sharing no folder at all.
        func nearbyDesign(for file: String, excluding known: [Int]) -> [Int] {
            designThemes.filter { !known.contains($0) }
                .map { ($0, PathText.commonFolder(of: [file, themes[$0].scope + "/x"])) }
                .filter { !$0.1.isEmpty }
                .sorted { a, b in a.1.utf8.count != b.1.utf8.count ? a.1.utf8.count > b.1.utf8.count : themes[a.0].scope < themes[b.0].scope }
                .map(\.0)
        }
        var presetTheme: Int?
        unjudgedSwiftUses = []
        for document in swiftDesignDocuments where !document.uses.isEmpty || !document.evaluatedColorLiterals.isEmpty {
            let inScope = referenceThemes(forExport: document.file)
            let candidates = inScope + nearbyDesign(for: document.file, excluding: inScope)
            var stylesOfTheme: [Int: [StyleValue]] = [:]
            for use in document.uses {
                // A preset by name is judged only by a scale that has it: elsewhere the name means nothing.
                if let name = use.presetName {
                    guard let judge = candidates.first(where: { themes[$0].scales[use.kind]?.entry(named: name) != nil }),
                          let entry = themes[judge].scales[use.kind]?.entry(named: name) else { continue }
                    stylesOfTheme[judge, default: []].append(StyleValue(kind: use.kind, path: use.site, value: entry.value, presetName: name,
                                                                        location: use.location, site: use.site))
                    continue
                }
                var judge = candidates.first { themes[$0].scales[use.kind].map { !$0.entries.isEmpty } ?? false }
                if judge == nil, presets.scales[use.kind] != nil {
                    if presetTheme == nil {
                        presetTheme = themes.count
                        themes.append(Theme(name: "packs (\(presets.source))", file: document.file, modes: ["light"],
                                            scales: presets.scales, scope: document.file + "\u{0}"))
                    }
                    judge = presetTheme
                }
                guard let judge else {
                    if unjudgedSwiftUses.last?.file == document.file { unjudgedSwiftUses[unjudgedSwiftUses.count - 1].count += 1 } else {
                        unjudgedSwiftUses.append((document.file, 1, use.location))
                    }
                    continue
                }
                stylesOfTheme[judge, default: []].append(StyleValue(
                    kind: use.kind, path: use.site, value: .points(use.value), location: use.location, written: use.written,
                    site: use.site))
            }
            // A colour literal is judged by the first palette in reach.
            if !document.evaluatedColorLiterals.isEmpty, let judge = candidates.first(where: { !themes[$0].palette.isEmpty }) {
                themes[judge].colorUses += document.evaluatedColorLiterals
            }
            for (index, styles) in stylesOfTheme.sorted(by: { $0.key < $1.key }) {
                themes[index].schemes.append(Scheme(name: document.file, location: styles[0].location, styles: styles))
            }
        }
    }
}
