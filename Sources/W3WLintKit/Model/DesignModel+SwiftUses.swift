extension DesignModel {
    /// The name of the themes assembled from design written in plain Swift.
    static let swiftDesignThemeName = "Swift design"

    /// Gives each spacing, radius or font size used in Swift code to the theme that judges it, as a scheme of that theme named by
    /// the file: the first reference in the file's folder or above with a scale of the use's kind, else the Swift
    /// design of the run with one (an app's views use its design package's constants), else the chosen packs'
    /// presets. A use with none of these is not judged (no reference, no verdict). Call once the reference index is built,
    /// with the documents `ThemeAssembler.assemble` evaluated.
    public mutating func attachSwiftUses(_ swiftDesignDocuments: [SwiftDesignDocument]) {
        let designThemes = themes.indices.filter { themes[$0].name == Self.swiftDesignThemeName }
        var pooled: [[Int]: Int] = [:]
        var presetTheme: Int?
        unjudgedSwiftUses = []
        palettePeers = [:]
        for document in swiftDesignDocuments where !document.uses.isEmpty || !document.evaluatedColorLiterals.isEmpty {
            let inScope = referenceThemes(forExport: document.file)
            let nearby = nearbyDesign(designThemes, for: document.file, excluding: inScope)
            let candidates = inScope + nearby.map(\.theme)
            func judge(of kind: String) -> Int? { judgingTheme(of: kind, candidates: candidates, nearby: nearby, pooled: &pooled) }
            var stylesOfTheme: [Int: [StyleValue]] = [:]
            for use in document.uses where use.definedAs == nil {
                // A preset by name is judged only by a scale that has it: elsewhere the name means nothing.
                if let name = use.presetName {
                    guard let judge = candidates.first(where: { themes[$0].scales[use.kind]?.entry(named: name) != nil }),
                          let entry = themes[judge].scales[use.kind]?.entry(named: name) else { continue }
                    stylesOfTheme[judge, default: []].append(StyleValue(kind: use.kind, path: use.site, value: entry.value, presetName: name,
                                                                        location: use.location, site: use.site, writtenName: use.writtenName))
                    continue
                }
                var judge = judge(of: use.kind)
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
            if !document.evaluatedColorLiterals.isEmpty, let judge = candidates.first(where: judgesLiterals) {
                themes[judge].colorUses += document.evaluatedColorLiterals
                // `Extensions/UIColor+App.swift` beside `Controllers/Drawing/…Model.swift`: both an app's palette.
                if let shared = nearby.first(where: { $0.theme == judge })?.shared {
                    let peers = nearby.filter { $0.shared == shared && $0.theme != judge && judgesLiterals($0.theme) }.map(\.theme)
                    if !peers.isEmpty { palettePeers[document.file] = peers }
                }
            }
            for (index, styles) in stylesOfTheme.sorted(by: { $0.key < $1.key }) {
                themes[index].schemes.append(Scheme(name: document.file, location: styles[0].location, styles: styles, isGathered: true))
            }
        }
    }

    /// Whether a theme's palette judges code's colour literals: a design whose only colours are pure white or black (a
    /// drawing model's `defaultBrushColor = .black`) names what every platform provides, no palette.
    private func judgesLiterals(_ index: Int) -> Bool {
        let theme = themes[index]
        return theme.hasPaletteThatJudges && (!theme.catalogsReadThrough.isEmpty || theme.palette.contains { entry in
            !entry.isAViewsOwn && entry.color.values.values.contains { !$0.isPureNeutral }
        })
    }

    /// The first candidate with a scale of `kind`; a nearby design is pooled with those as near having one. A scale of
    /// the kind a design declares comes before one borrowed from its other spacing scale, wherever they are.
    private mutating func judgingTheme(of kind: String, candidates: [Int], nearby: [(theme: Int, shared: Int)], pooled: inout [[Int]: Int]) -> Int? {
        for borrowed in [false, true] {
            func has(_ index: Int) -> Bool {
                guard let scale = themes[index].scales[kind], !scale.entries.isEmpty else { return false }
                return scale.isBorrowed == borrowed
            }
            guard let first = candidates.first(where: has) else { continue }
            guard let shared = nearby.first(where: { $0.theme == first })?.shared else { return first }
            let peers = nearby.filter { $0.shared == shared && has($0.theme) }.map(\.theme)
            return peers.count > 1 ? pool(peers, kind: kind, pooled: &pooled) : first
        }
        return nil
    }

    /// Swift design elsewhere in the same project serves code that has none of its own (DNAKit's views use the
    /// constants of its Foundation folder): the nearest by shared folder, never one sharing no folder at all.
    private func nearbyDesign(_ designThemes: [Int], for file: String, excluding known: [Int]) -> [(theme: Int, shared: Int)] {
        designThemes.filter { !known.contains($0) }
            .map { ($0, PathText.commonFolder(of: [file, themes[$0].scope + "/x"]).utf8.count) }
            .filter { $0.1 > 0 }
            .sorted { a, b in a.1 != b.1 ? a.1 > b.1 : themes[a.0].scope < themes[b.0].scope }
    }

    /// Equally near designs of a project laid out by folder (DNAKit's `Foundation` and `Enums`) are one design: a use
    /// is judged by their scales pooled, in a theme of its own that nothing else reads (made once per set of members).
    private mutating func pool(_ members: [Int], kind: String, pooled: inout [[Int]: Int]) -> Int {
        let index = pooled[members] ?? themes.count
        if index == themes.count {
            pooled[members] = index
            themes.append(Theme(name: Self.swiftDesignThemeName, file: themes[members[0]].file, modes: themes[members[0]].modes,
                                scope: themes[members[0]].scope + "\u{0}pooled"))
        }
        if themes[index].scales[kind] == nil {
            let scales = members.compactMap { themes[$0].scales[kind] }
            themes[index].scales[kind] = Scale(kind: kind, entries: scales.flatMap(\.entries), location: scales[0].location,
                                               isGathered: true, isPooled: true)
        }
        return index
    }
}
