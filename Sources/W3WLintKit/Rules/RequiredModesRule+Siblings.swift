/// A colour left out of a dark overlay while its twin is not: Codex's `color.progressive--focus` is `{color.blue700}`
/// like `color.progressive`, and `modes/dark.json` turns `color.progressive` light blue (and `background-color.` and
/// `box-shadow.color.progressive--focus` too) but keeps the focus text colour at #36c, 3.4:1 on the dark page.
extension RequiredModesRule {
    /// Words of a name that say the colour stays in every mode on purpose.
    static let stayingWords: Set<String> = ["fixed", "static", "constant", "always", "invariant", "permanent", "brand"]

    /// Interaction states: a state's colour follows its colour's.
    static let stateWords: Set<String> = ["hover", "hovered", "active", "focus", "focused", "pressed", "visited", "selected", "checked"]

    /// Words of a group named for the property it colours (`background-color`, `box-shadow.color`): groups of these
    /// alone hold one role each under the same names; `button.primary` and `button.danger` are two components.
    static let propertyWords: Set<String> = ["color", "colour", "colors", "colours", "background", "bg", "border", "outline", "box",
                                             "shadow", "text", "foreground", "fg", "font", "fill", "stroke", "icon", "ring", "surface"]

    private struct Twin {
        var definition: ColorDefinition
        var group: String
        var leaf: String
    }

    /// The colour as a twin: semantic colours in groups only. A palette step (`blue700`, `grey.050`) is the same in
    /// every mode by design, and so is a name that says it stays.
    private static func twin(_ definition: ColorDefinition, in theme: Theme) -> Twin? {
        let segments = ThemeAssembler.segments(definition.name)
        guard definition.definedModes == nil, segments.count >= 2, let leaf = segments.last, !leaf.contains(where: \.isNumber),
              ThemeAssembler.splitWords(definition.name).allSatisfy({ !stayingWords.contains($0) }),
              !ThemeAssembler.isModeFreeName(definition.name, modes: theme.modes) else { return nil }
        return Twin(definition: definition, group: segments.dropLast().joined(separator: "."), leaf: String(leaf))
    }

    private static func words(_ group: String) -> Set<String> { Set(ThemeAssembler.splitWords(group)) }

    /// A fill may stay where the text or ring of the same role changes (a button keeps its blue, its link text
    /// lightens on the dark page); a text, border or ring that stays while its kin change is the miss.
    private static func isSurface(_ group: String) -> Bool {
        !words(group).isDisjoint(with: ["background", "bg", "surface", "fill", "canvas", "backdrop"])
    }

    /// Text lightens on a dark page to stay legible: its change says nothing of a ring or a fill of the same role.
    private static func isText(_ group: String) -> Bool {
        let groupWords = words(group)
        return groupWords == ["color"] || !groupWords.isDisjoint(with: ["text", "foreground", "fg", "font"])
    }

    private static func isPropertyGroup(_ group: String) -> Bool { words(group).isSubset(of: propertyWords) }

    /// The bases `progressive--focus` may be a state of: `progressive`, when what follows is state words only.
    private static func bases(of leaf: String) -> [String] {
        let parts = leaf.split(whereSeparator: { "-_".contains($0) })
        var result: [String] = []
        for part in parts.dropFirst().reversed() {
            guard ThemeAssembler.splitWords(String(part)).allSatisfy(stateWords.contains) else { break }
            var base = leaf[..<part.startIndex]
            while let last = base.last, "-_".contains(last) { base = base.dropLast() }
            result.append(String(base))
        }
        return result
    }

    /// Twins of one light colour (the same literal, aliases followed) where one changes in a later mode and the other
    /// keeps its light value: the state of a colour whose base changes (`color.progressive--focus` beside
    /// `color.progressive`), or the one of a role's property groups that stays (`color.destructive--focus` while
    /// `background-color.destructive--focus` changes). Each twin is looked up by name, never searched.
    func keptBesideChangedTwin(_ theme: Theme, required: [String]) -> [Finding] {
        guard let first = theme.modes.first, theme.modes.count >= 2 else { return [] }
        func isOverridden(_ definition: ColorDefinition, in mode: String) -> Bool {
            guard let own = definition.color.locations[mode] else { return false }
            return own != definition.color.locations[first]
        }
        var byOrigin: [String: [Twin]] = [:]
        for definition in theme.palette {
            guard let twin = Self.twin(definition, in: theme), let origin = definition.color.origin(in: first) else { continue }
            byOrigin["\(origin.file)\u{0}\(origin.line)\u{0}\(origin.column)", default: []].append(twin)
        }
        var findings: [Finding] = []
        for mode in theme.modes.dropFirst() where required.contains(mode) {
            for (_, twins) in byOrigin.sorted(by: { $0.key < $1.key }) where twins.count > 1 {
                guard let light = twins[0].definition.color.values[first] else { continue }
                func changes(_ other: Twin) -> Bool { isOverridden(other.definition, in: mode) && other.definition.color.values[mode] != light }
                var byName: [String: Twin] = [:]
                var byLeaf: [String: [Twin]] = [:]
                for twin in twins {
                    byName["\(twin.group)\u{0}\(twin.leaf)"] = byName["\(twin.group)\u{0}\(twin.leaf)"] ?? twin
                    if Self.isPropertyGroup(twin.group) { byLeaf[twin.leaf, default: []].append(twin) }
                }
                // Per role: how many of its property groups keep the light value.
                let keptInRole = byLeaf.mapValues { kin in kin.filter { !changes($0) }.count }
                for kept in twins where !isOverridden(kept.definition, in: mode) && kept.definition.color.values[mode] == light {
                    var changed = Self.bases(of: kept.leaf).lazy.compactMap { byName["\(kept.group)\u{0}\($0)"] }.first(where: changes)
                    if changed == nil, Self.isPropertyGroup(kept.group), !Self.isSurface(kept.group), keptInRole[kept.leaf] == 1 {
                        changed = byLeaf[kept.leaf]?.first { other in
                            other.group != kept.group && changes(other) && (Self.isText(kept.group) || !Self.isText(other.group))
                        }
                    }
                    guard let twin = changed, let value = twin.definition.color.values[mode] else { continue }
                    findings.append(finding(
                        "`\(kept.definition.name)` keeps \(light.hex) in \(mode) mode, while `\(twin.definition.name)`, the same colour in \(first) "
                            + "mode, changes to \(value.hex) there: give it a \(mode) value too, or name it as fixed if it is meant to stay",
                        at: kept.definition.location, [
                            ("color", .string(kept.definition.name)), ("problem", .string("kept-beside-changed-twin")),
                            ("mode", .string(mode)), ("value", .string(light.hex)),
                            ("twin", .string(twin.definition.name)), ("twinValue", .string(value.hex)),
                        ]))
                }
            }
        }
        return findings.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
    }
}
