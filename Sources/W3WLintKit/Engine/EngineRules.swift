/// The findings the engine and loaders make themselves (input that cannot be read, what was not evaluated, a run
/// with too many findings), described like rules so that every report (SARIF's rule list, `--help`) can name them.
public enum EngineRules {
    public static let parseError = RuleDescription(
        id: LoaderDiagnostic.parseError, name: "ParseError", kind: "loader",
        summary: "A file could not be read or parsed.",
        details: "The file is not valid YAML, JSON/JSON5 or XML (or not UTF-8 text), so nothing in it was checked; XML "
            + "(SVG, Android) is read by libxml2 without network, entity substitution or DTD loading, and an external "
            + "entity it declares is reported here too, never loaded. The finding points at the line and column where the "
            + "parser stopped. Every other file is still checked.",
        help: "Fix the syntax at the reported position.", severity: .error)

    public static let invalidValue = RuleDescription(
        id: LoaderDiagnostic.invalidValue, name: "InvalidValue", kind: "loader",
        summary: "A value does not follow its format (w3w theme, design tokens, colour set, Android values).",
        details: "An unknown key or palette name, a reference or alias cycle, an alias to an unknown token or of another "
            + "type, an invalid colour (`#GGG`) or dimension unit, an unknown mode or preset name, or a value of the wrong "
            + "type. The value is left out of the model; the rest of the file is checked.",
        help: "Correct the value as the message says; docs/themes.md lists what each key takes.",
        severity: .error)

    public static let notEvaluated = RuleDescription(
        id: LoaderDiagnostic.notEvaluated, name: "NotEvaluated", kind: "loader",
        summary: "Something w3wlint cannot evaluate was skipped: a Swift preset known only when the code runs, or style sheets past the matching budget.",
        details: "w3wlint evaluates Swift theme presets statically: literals, the W3W initializers, `.with(alpha:)` and references "
            + "to other presets. A computed property, a platform value (`UIFont.Weight.bold.rawValue`), a call it cannot follow "
            + "or an `#if` condition it cannot decide is left out, never guessed; this note says which and why. In an SVG, "
            + "<style> rules are matched against elements within a budget of 2,000,000 selector tests per drawing; past it "
            + "they are not applied, and this note says from which element on.",
        help: "Nothing to fix unless the preset should be checked: then write its value as a literal or a preset reference.",
        severity: .note)

    public static let all = [parseError, invalidValue, notEvaluated, FindingCap.description]
}
