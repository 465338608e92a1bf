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
    /// How many variants with one state value are tried as the one a variant copied it from: the first that fits is
    /// taken, so the work stays linear however many brands share a value.
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
        // Variants whose state looks like its colour, by the state's role and value: where a copied state came from.
        var sources: [StateKey: [(variant: Int, rest: ColorDefinition)]] = [:]
        var states: [[(role: String, state: ColorDefinition, restRole: String, rest: ColorDefinition, word: String)]] = []
        for (index, variant) in variants.enumerated() {
            let byWords = Dictionary(variant.roles.keys.map { (Self.words($0), $0) }, uniquingKeysWith: { first, _ in first })
            var own: [(role: String, state: ColorDefinition, restRole: String, rest: ColorDefinition, word: String)] = []
            for (role, state) in variant.roles.sorted(by: { $0.value.location < $1.value.location }) {
                var words = Self.words(role)
                guard let position = words.dropFirst().firstIndex(where: Self.interactionStates.contains) else { continue }
                let word = words.remove(at: position)
                guard let restRole = byWords[words], let rest = variant.roles[restRole] else { continue }
                own.append((role, state, restRole, rest, word))
                if Self.modes(of: state, rest, where: Self.looksAlike).count == state.color.values.count {
                    sources[StateKey(role: role, values: state.color.values), default: []].append((index, rest))
                }
            }
            states.append(own)
        }
        var findings: [Finding] = []
        var similarity: [SimilarityKey: Int] = [:]
        for (index, variant) in variants.enumerated() {
            for (role, state, restRole, rest, word) in states[index] {
                let unlike = Self.modes(of: state, rest, where: Self.looksUnlike).filter { mode in
                    // A state at black or white (text darkened on hover) is emphasis, with no hue to follow.
                    let lightness = ColorMath.oklab(ColorMath.Channels(state.color.values[mode]!)).l
                    return lightness >= 0.2 && lightness <= 0.97
                }
                guard let mode = unlike.first else { continue }
                let candidates = (sources[StateKey(role: role, values: state.color.values)] ?? []).prefix(Self.candidatesTried).filter { candidate in
                    candidate.variant != index && candidate.rest.color.values[mode] != rest.color.values[mode]
                        && Self.areVariants(variant, variants[candidate.variant])
                }
                // The one it was copied from: the most values in common, then the same file, then the first read; a
                // variant added elsewhere does not change which is named.
                func closeness(_ other: Int) -> (Int, Int) {
                    let key = SimilarityKey(min(index, other), max(index, other))
                    let same = similarity[key] ?? Self.sameValues(variant, variants[other])
                    similarity[key] = same
                    return (same, variants[other].roles[role]?.location.file == state.location.file ? 1 : 0)
                }
                guard let source = candidates.max(by: { closeness($0.variant) < closeness($1.variant) || closeness($0.variant) == closeness($1.variant) && $0.variant > $1.variant })
                else { continue }
                let other = variants[source.variant]
                let (s, r) = (state.color.values[mode]!, rest.color.values[mode]!)
                let modeText = state.color.isSingleValue ? "" : " in \(mode) mode"
                var finding = finding(
                    "colour `\(variant.name).\(role)` \(s.hex) keeps `\(other.name)`'s value, though `\(restRole)` is \(r.hex) here and "
                        + "\(source.rest.color.values[mode]?.hex ?? "") there\(modeText): \(Self.mismatch(state: s, rest: r, stateWord: word))",
                    at: state.location,
                    [("preset", .string(variant.name + "." + role)), ("kind", .string("color")), ("value", .string(s.hex)),
                     ("problem", .string("state")), ("other", .string(other.name + "." + role))])
                if let place = other.roles[role]?.location {
                    finding.relatedLocations = [RelatedLocation(location: place, message: "`\(other.name).\(role)` is defined here", isDefinition: true)]
                }
                findings.append(finding)
            }
        }
        return findings
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
        return ((lab.a * lab.a + lab.b * lab.b).squareRoot(), atan2(lab.b, lab.a) * 180 / .pi)
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
