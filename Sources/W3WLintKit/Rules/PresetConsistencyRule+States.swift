import Foundation

/// The `preset-consistency` check on colour variants: a theme written as one type per brand or appearance with the
/// same roles (`BerlinDayTheme.Colors`, `LisbonTheme.Colors`). A variant that changes a colour to a tint of its own
/// (`bgActionPrimary` orange) but keeps another variant's value for that colour's state (`bgActionPrimaryHover` still
/// the first theme's grey) was copied and not finished: pressed or hovered, the control turns another colour. Only
/// where the other variant's state looks like its colour (both grey, or tints of one hue) and this one's does not.
extension PresetConsistencyRule {
    /// A word of a role that names an interaction state of the role without it (`actionHover`, `actionHoverBackground`).
    static let interactionStates: Set<String> = ["hover", "hovered", "pressed", "highlighted"]
    /// Two types are variants of one theme when they share this many roles, and most of their roles.
    static let minimumSharedRoles = 8
    /// OKLCH chroma below which a colour reads as grey, and from which it reads as a tint (a gap between, so that a
    /// colour near the edge is neither).
    static let greyChroma = 0.02
    static let tintChroma = 0.025
    /// How many variants with one state value are weighed as the one a variant copied it from (the closest of them is
    /// named), so the work stays linear however many brands share a value.
    static let candidatesTried = 64

    /// A variant's colours by role, in the order the variants are read.
    private struct Variant {
        var name: String
        var roles: [String: ColorDefinition]
    }

    /// Every run's variants (`Theme.colorVariants`), across themes, as brands often live in folders of their own.
    private static func variants(of model: DesignModel) -> [Variant] {
        var variants: [Variant] = []
        var seen: Set<String> = []
        for variant in model.themes.flatMap(\.colorVariants) {
            let current = variant.colors.filter { !$0.deprecated }
            guard current.count >= minimumSharedRoles, seen.insert(variant.name).inserted else { continue }
            variants.append(Variant(name: variant.name, roles: Dictionary(current.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })))
        }
        return variants
    }

    func stateFindings(_ model: DesignModel) -> [Finding] {
        let variants = Self.variants(of: model)
        guard variants.count >= 2 else { return [] }
        let (states, sources) = Self.stateRoles(of: variants)
        var findings: [Finding] = []
        // Per pair of variants: how many values they share, and whether they are variants of one theme at all.
        var kinship: [SimilarityKey: (same: Int, areVariants: Bool)] = [:]
        func kin(_ a: Int, _ b: Int) -> (same: Int, areVariants: Bool) {
            let key = SimilarityKey(min(a, b), max(a, b))
            if let known = kinship[key] { return known }
            let found = (Self.sameValues(variants[a], variants[b]), Self.areVariants(variants[a], variants[b]))
            kinship[key] = found
            return found
        }
        for (index, variant) in variants.enumerated() {
            for entry in states[index] {
                let unlike = Self.modes(of: entry.state, entry.rest, where: Self.looksUnlike).filter { mode in
                    // A state at black or white (text darkened on hover) is emphasis, with no hue to follow.
                    let lightness = ColorMath.oklab(ColorMath.Channels(entry.state.color.values[mode]!)).l
                    return lightness >= 0.2 && lightness <= 0.97
                }
                guard let mode = unlike.first else { continue }
                let candidates = (sources[StateKey(role: entry.role, values: entry.state.color.values)] ?? []).prefix(Self.candidatesTried)
                    .filter { $0.variant != index && $0.rest.color.values[mode] != entry.rest.color.values[mode] && kin(index, $0.variant).areVariants }
                // The one it was copied from: the most values in common, then the same file, then the first read; a
                // variant added elsewhere does not change which is named.
                func closeness(_ other: Int) -> (Int, Int) {
                    (kin(index, other).same, variants[other].roles[entry.role]?.location.file == entry.state.location.file ? 1 : 0)
                }
                guard let source = candidates.max(by: {
                    closeness($0.variant) < closeness($1.variant) || closeness($0.variant) == closeness($1.variant) && $0.variant > $1.variant
                }) else { continue }
                findings.append(stateFinding(entry, of: variant, keptFrom: variants[source.variant], otherRest: source.rest, mode: mode))
            }
        }
        return findings
    }

    /// Each variant's states with their colours, and the states that look like their colours by role and value: where
    /// a copied state came from.
    private static func stateRoles(of variants: [Variant]) -> (states: [[StateRole]], sources: [StateKey: [(variant: Int, rest: ColorDefinition)]]) {
        var sources: [StateKey: [(variant: Int, rest: ColorDefinition)]] = [:]
        var states: [[StateRole]] = []
        for (index, variant) in variants.enumerated() {
            let byWords = Dictionary(variant.roles.keys.map { (words($0), $0) }, uniquingKeysWith: { first, _ in first })
            var own: [StateRole] = []
            for (role, state) in variant.roles.sorted(by: { $0.value.location < $1.value.location }) {
                var roleWords = words(role)
                guard let position = roleWords.dropFirst().firstIndex(where: interactionStates.contains) else { continue }
                let word = roleWords.remove(at: position)
                guard let restRole = byWords[roleWords], let rest = variant.roles[restRole] else { continue }
                own.append(StateRole(role: role, state: state, restRole: restRole, rest: rest, word: word))
                if modes(of: state, rest, where: looksAlike).count == state.color.values.count {
                    sources[StateKey(role: role, values: state.color.values), default: []].append((index, rest))
                }
            }
            states.append(own)
        }
        return (states, sources)
    }

    private func stateFinding(_ entry: StateRole, of variant: Variant, keptFrom other: Variant, otherRest: ColorDefinition,
                              mode: String) -> Finding {
        let (s, r) = (entry.state.color.values[mode]!, entry.rest.color.values[mode]!)
        let modeText = entry.state.color.isSingleValue ? "" : " in \(mode) mode"
        var finding = finding(
            "colour `\(variant.name).\(entry.role)` \(s.hex) keeps `\(other.name)`'s value, though `\(entry.restRole)` is \(r.hex) here "
                + "and \(otherRest.color.values[mode]?.hex ?? "") there\(modeText): \(Self.mismatch(state: s, rest: r, stateWord: entry.word))",
            at: entry.state.location,
            [("preset", .string(variant.name + "." + entry.role)), ("kind", .string("color")), ("value", .string(s.hex)),
             ("problem", .string("state")), ("other", .string(other.name + "." + entry.role))])
        if let place = other.roles[entry.role]?.location {
            finding.relatedLocations = [RelatedLocation(location: place, message: "`\(other.name).\(entry.role)` is defined here", isDefinition: true)]
        }
        return finding
    }

    /// A role that names a state of another role of its variant (`actionHover` of `action`).
    private struct StateRole {
        var role: String
        var state: ColorDefinition
        var restRole: String
        var rest: ColorDefinition
        var word: String
    }

    private struct StateKey: Hashable {
        var role: String
        var values: [String: RGBA]
    }

    private struct SimilarityKey: Hashable {
        var first: Int
        var second: Int
        init(_ first: Int, _ second: Int) { (self.first, self.second) = (first, second) }
    }

    /// How many roles two variants give the same value.
    private static func sameValues(_ a: Variant, _ b: Variant) -> Int {
        a.roles.reduce(0) { count, entry in count + (b.roles[entry.key]?.color.values == entry.value.color.values ? 1 : 0) }
    }

    private static func areVariants(_ a: Variant, _ b: Variant) -> Bool {
        let shared = a.roles.keys.filter { b.roles[$0] != nil }.count
        return shared >= minimumSharedRoles && shared * 4 >= min(a.roles.count, b.roles.count) * 3
    }

    /// The modes, in order, in which a state and its colour are both opaque and `test` holds of them.
    private static func modes(of state: ColorDefinition, _ rest: ColorDefinition, where test: (RGBA, RGBA) -> Bool) -> [String] {
        state.color.values.keys.sorted().filter { mode in
            guard let s = state.color.values[mode], let r = rest.color.values[mode], s.isOpaque, r.isOpaque else { return false }
            return test(s, r)
        }
    }

    private static func chroma(_ color: RGBA) -> (chroma: Double, hue: Double) {
        let lab = ColorMath.oklab(ColorMath.Channels(color))
        return (lab.chroma, atan2(lab.b, lab.a) * 180 / .pi)
    }

    private static func hueDistance(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    /// Both grey, or tints of hues within 45°.
    static func looksAlike(_ x: RGBA, _ y: RGBA) -> Bool {
        let (a, b) = (chroma(x), chroma(y))
        if a.chroma < greyChroma, b.chroma < greyChroma { return true }
        return a.chroma >= greyChroma && b.chroma >= greyChroma && hueDistance(a.hue, b.hue) <= 45
    }

    /// One grey and the other a tint, or tints of hues more than 60° apart.
    static func looksUnlike(_ x: RGBA, _ y: RGBA) -> Bool {
        let (a, b) = (chroma(x), chroma(y))
        if (a.chroma < greyChroma) != (b.chroma < greyChroma) { return max(a.chroma, b.chroma) >= tintChroma }
        return a.chroma >= tintChroma && b.chroma >= tintChroma && hueDistance(a.hue, b.hue) > 60
    }

    private static func mismatch(state: RGBA, rest: RGBA, stateWord: String) -> String {
        let (s, r) = (chroma(state).chroma, chroma(rest).chroma)
        if s < greyChroma { return "a grey \(stateWord) state of a tinted colour" }
        if r < greyChroma { return "a tinted \(stateWord) state of a grey colour" }
        return "a \(stateWord) state of another hue than its colour"
    }
}
