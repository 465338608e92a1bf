/// A colour left out of a dark overlay while its twin is not: Codex's `color.progressive--focus` is `{color.blue700}`
/// like `color.progressive`, and `modes/dark.json` turns `color.progressive` light blue (and `background-color.` and
/// `box-shadow.color.progressive--focus` too) but keeps the focus text colour at #36c, 3.4:1 on the dark page.
extension RequiredModesRule {
    /// Words of a name that say the colour stays in every mode on purpose.
    static let stayingWords: Set<String> = ["fixed", "static", "constant", "always", "invariant", "permanent", "brand"]

    /// Interaction states: a state's colour follows its colour's.
    static let stateWords: Set<String> = ["hover", "hovered", "active", "focus", "focused", "pressed", "visited", "selected", "checked"]

    /// Twins of one light colour (the same literal, through aliases) where one changes in a later mode and the other
    /// keeps its light value: the state of a colour whose base changes (`color.progressive--focus` beside
    /// `color.progressive`), or the same role in another group that changes (`border-color.progressive--focus`).
    func keptBesideChangedTwin(_ theme: Theme, required: [String]) -> [Finding] {
        guard let first = theme.modes.first, theme.modes.count >= 2 else { return [] }
        func isOverridden(_ definition: ColorDefinition, in mode: String) -> Bool {
            guard let own = definition.color.locations[mode] else { return false }
            return own != definition.color.locations[first]
        }
        // Semantic colours in groups only: a palette step (`blue700`, `grey.050`) is the same in every mode by design,
        // and so is a name that says it stays.
        func parts(_ definition: ColorDefinition) -> (group: String, leaf: String)? {
            let segments = ThemeAssembler.segments(definition.name)
            guard definition.definedModes == nil, segments.count >= 2, let leaf = segments.last, !leaf.contains(where: \.isNumber),
                  ThemeAssembler.splitWords(definition.name).allSatisfy({ !Self.stayingWords.contains($0) }),
                  !ThemeAssembler.isModeFreeName(definition.name, modes: theme.modes) else { return nil }
            return (segments.dropLast().joined(separator: "."), String(leaf))
        }
        // A fill may stay where the text or ring of the same role changes (a button keeps its blue, its link text
        // lightens on the dark page); a text, border or ring that stays while its kin change is the miss.
        func isSurface(_ group: String) -> Bool {
            !Set(ThemeAssembler.splitWords(group)).isDisjoint(with: ["background", "bg", "surface", "fill", "canvas", "backdrop"])
        }
        // Text lightens on a dark page to stay legible: its change says nothing of a ring or a fill of the same role.
        func isText(_ group: String) -> Bool {
            let words = ThemeAssembler.splitWords(group)
            return words == ["color"] || !Set(words).isDisjoint(with: ["text", "foreground", "fg", "font"])
        }
        /// `progressive--focus` is a state of `progressive`.
        func isState(_ leaf: String, of base: String) -> Bool {
            guard leaf.count > base.count, leaf.hasPrefix(base) else { return false }
            let rest = ThemeAssembler.splitWords(String(leaf.dropFirst(base.count)))
            return leaf.dropFirst(base.count).first.map { "-_".contains($0) } == true && !rest.isEmpty && rest.allSatisfy(Self.stateWords.contains)
        }
        var byOrigin: [String: [(definition: ColorDefinition, group: String, leaf: String)]] = [:]
        for definition in theme.palette {
            guard let (group, leaf) = parts(definition), let origin = definition.color.origin(in: first) else { continue }
            byOrigin["\(origin.file)\u{0}\(origin.line)\u{0}\(origin.column)", default: []].append((definition, group, leaf))
        }
        var findings: [Finding] = []
        for mode in theme.modes.dropFirst() where required.contains(mode) {
            for (_, twins) in byOrigin.sorted(by: { $0.key < $1.key }) where twins.count > 1 {
                for kept in twins where !isOverridden(kept.definition, in: mode) {
                    guard let light = kept.definition.color.values[first], kept.definition.color.values[mode] == light else { continue }
                    func changes(_ other: (definition: ColorDefinition, group: String, leaf: String)) -> Bool {
                        isOverridden(other.definition, in: mode) && other.definition.color.values[mode] != light
                    }
                    // The same role in other groups: only when it is the one of them that stays (a shadow that keeps
                    // the colour of a fill that stays follows the fill).
                    let kin = twins.filter { $0.group != kept.group && $0.leaf == kept.leaf }
                    let aloneInKin = !isSurface(kept.group) && kin.allSatisfy(changes)
                    guard let twin = twins.first(where: { other in
                              changes(other) && ((other.group == kept.group && isState(kept.leaf, of: other.leaf))
                                  || (aloneInKin && other.group != kept.group && other.leaf == kept.leaf
                                      && (isText(kept.group) || !isText(other.group))))
                          }),
                          let changed = twin.definition.color.values[mode] else { continue }
                    findings.append(finding(
                        "`\(kept.definition.name)` keeps \(light.hex) in \(mode) mode, while `\(twin.definition.name)`, the same colour in \(first) "
                            + "mode, changes to \(changed.hex) there: give it a \(mode) value too, or name it as fixed if it is meant to stay",
                        at: kept.definition.location, [
                            ("color", .string(kept.definition.name)), ("problem", .string("kept-beside-changed-twin")),
                            ("mode", .string(mode)), ("value", .string(light.hex)),
                            ("twin", .string(twin.definition.name)), ("twinValue", .string(changed.hex)),
                        ]))
                }
            }
        }
        return findings.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
    }
}
