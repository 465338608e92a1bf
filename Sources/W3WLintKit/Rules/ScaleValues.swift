/// What the scale kinds (`scale`, `presets`, `range`) share: the allowed values nearest to a value, how they are
/// named in messages and findings, a deprecated preset's finding and the fix that rewrites a written number.

/// The allowed values nearest to `value`: the largest below and the smallest above it (one when `value` lies
/// beyond the ends). Names are kept so messages can say `medium (12)`.
func nearestEntries(to value: Double, in entries: [Scale.Entry]) -> [Scale.Entry] {
    var below: Scale.Entry?
    var above: Scale.Entry?
    for entry in entries {
        guard let points = entry.value.points else { continue }
        if points < value, below.map({ points > $0.value.points! }) ?? true { below = entry }
        if points > value, above.map({ points < $0.value.points! }) ?? true { above = entry }
    }
    return [below, above].compactMap { $0 }
}

/// The properties of a finding for a value off its scale, in the order reports show them: the value, the scale's
/// kind, the preset (when a named preset is off), and the nearest allowed values.
func offScaleProperties(_ value: PropertyValue, kind: String, preset: String? = nil, nearest: [Scale.Entry]) -> [(String, PropertyValue)] {
    [("value", value), ("kind", .string(kind))] + (preset.map { [("preset", .string($0))] } ?? [])
        + [("allowed", .array(nearest.map(\.value.propertyValue)))]
}

func describeEntries(_ entries: [Scale.Entry]) -> String {
    entries.map { $0.name == $0.value.description ? $0.name : "\($0.name) (\($0.value))" }.joined(separator: " or ")
}

/// A deprecated preset used by name (`.soft`, renamed `small`): its value may be allowed, its name is not. The
/// message and properties of that finding, naming the preset to use instead, and the fix that renames it where the
/// name is written in place; nil when `style` names no deprecated preset.
func deprecatedPresetUse(_ style: StyleValue, kind: String, in theme: Theme, scheme: Scheme,
                         allowed: [Scale.Entry]) -> (message: String, properties: [(String, PropertyValue)], fix: Fix?)? {
    guard let name = style.presetName, let used = theme.scales[kind]?.entry(named: name), used.deprecated else { return nil }
    let named = used.replacedBy.flatMap { replacement in allowed.first { $0.name == replacement } }
    let current = named ?? allowed.first { $0.value == used.value && !$0.deprecated }
    let advice = current.map { "; use `\($0.name)` (\($0.value == used.value ? "the same " : "")\($0.value))" }
        ?? used.replacedBy.map { "; use `\($0)`" } ?? ""
    var fix: Fix?
    if let span = style.writtenName, let replacement = current {
        // A quoted YAML scalar keeps its quotes.
        let quote = span.text.count > 2 && (span.text.first == "\"" || span.text.first == "'") && span.text.last == span.text.first
            ? String(span.text.first!) : ""
        fix = Fix(description: "\(name) → \(replacement.name)", edits: [TextEdit(span: span, replacement: quote + replacement.name + quote)])
    }
    return ("\(kind) preset `\(name)` in \(style.site ?? "scheme \(scheme.describedName)") is deprecated" + advice, [
        ("value", used.value.propertyValue), ("kind", .string(kind)), ("preset", .string(name)), ("problem", .string("deprecated")),
    ] + scheme.deprecationProperty, fix)
}

/// Points values compare equal within a millionth of a point: YAML floats such as 0.1 + 0.2 are not exact.
func samePoints(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

/// The fix that rewrites a number written in a file to the nearest of `nearest` (ties as `tie` says), formatted
/// like the original in its own unit. Nil without an exact span, or when the unit cannot say the value in a
/// short decimal.
func nearestValueFix(_ value: Double, written: WrittenNumber?, nearest: [Scale.Entry], tie: FixTie) -> Fix? {
    guard let written, let target = tie.nearest(to: value, among: nearest.compactMap(\.value.points)) else { return nil }
    let inUnits = (target / written.pointsPerUnit * 10000).rounded() / 10000
    guard abs(inUnits * written.pointsPerUnit - target) < 1e-9,
          let replacement = rewriteNumber(written.span.text, to: inUnits) else { return nil }
    return Fix(description: "\(formatNumber(value)) → \(formatNumber(target))",
               edits: [TextEdit(span: written.span, replacement: replacement)])
}

