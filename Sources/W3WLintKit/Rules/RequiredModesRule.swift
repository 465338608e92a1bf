/// Kind `required-modes`: every colour defined per mode must define every mode the theme (or the rule) requires.
/// The built-in instance is `dark-variant`.
struct RequiredModesRule: RuleKind {
    struct Options: RuleOptions {
        /// The modes to require; nil means the theme's own `modes`.
        var modes: [String]?

        static let declarations: [OptionDeclaration<Options>] = [
            .strings("modes", \.modes, type: "list of mode names", default: "the theme's `modes`",
                     help: "The modes every per-mode colour must define."),
        ]
    }

    let description: RuleDescription
    let options: Options

    static let description = RuleDescription(
        id: "dark-variant", name: "MissingDarkVariant", kind: "required-modes",
        summary: "A colour defined per mode must give a value for every colour mode of the theme.",
        details: "A colour written as a per-mode mapping (`{light: …, dark: …}`) that leaves out a mode of the theme's "
            + "`modes` shows its fallback (first defined) value in that mode, usually a light colour in dark mode. "
            + "Reported once where the colour is defined, not where it is used. A single value (`#RRGGBB`) is the same "
            + "in every mode and misses nothing. A colour that names every mode in one place with one value (`{light: x, "
            + "dark: x}`, `get(regularColor: x, darkColor: x)`) does not adapt: a note, since only the design "
            + "knows whether it should stay (white text on a red button does); a clear one has nothing to adapt. A file or "
            + "style sheet per mode is an "
            + "overlay (what the dark one leaves out, dark shows from the other): there only a file that writes both modes "
            + "out says one is missing, and palette steps (`blue.300`) and names that say their mode miss nothing. But a "
            + "colour the dark overlay leaves at its light value while its twin (the same literal, aliases followed) "
            + "changes there is a miss: a state whose colour changes (`color.progressive--focus` beside `color.progressive`), "
            + "or the one of a role's property groups that stays (`color.destructive--focus` while `background-color.` and "
            + "`box-shadow.color.destructive--focus` change); a fill may stay beside text that changes, and a name that says it "
            + "is fixed or a brand colour stays. An "
            + "export is asked for a dark twin when it is named for light, or when at least half of its folder's exports "
            + "have theirs.",
        help: "Add the missing modes to the colour's mapping, or write it as one value if it really is the same in every mode.",
        severity: .warning,
        kindSummary: "Colours defined per mode must define every required mode.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            let required = options.modes ?? theme.modes
            findings += keptBesideChangedTwin(theme, required: required)
            for definition in theme.colorDefinitions {
                guard let defined = definition.definedModes else { continue }
                let what = definition.isPaletteEntry ? "colour `\(definition.name)`" : "`\(definition.name)`"
                // A clear colour (`hColorScheme(light: .clear, dark: .clear)`) has nothing to adapt.
                if definition.repeatsOneValue, required.allSatisfy(defined.contains), let value = definition.color.values[defined[0]],
                   value.alpha > 0 {
                    let others = defined.dropFirst().joined(separator: ", ")
                    var found = finding("\(what) gives \(others) the same value as \(defined[0]) (\(value.hex)): it does not adapt; "
                        + "choose a \(others) value, or write one value if it is meant to stay", at: definition.location, [
                            ("color", .string(definition.name)), ("problem", .string("same-value")), ("value", .string(value.hex)),
                        ])
                    // A note: only the design knows whether a colour should stay (white text on a red button does).
                    found.severity = .note
                    findings.append(found)
                    continue
                }
                let missing = required.filter { !defined.contains($0) }
                guard !missing.isEmpty else { continue }
                let message = "\(what) has no \(missing.joined(separator: ", ")) value"
                    + " (it defines \(defined.joined(separator: ", ")); required modes: \(required.joined(separator: ", ")))"
                findings.append(finding(message, at: definition.location, [
                    ("color", .string(definition.name)),
                    ("missingModes", .array(missing.map { .string($0) })),
                    ("defined", .object(defined.compactMap { mode in definition.color.values[mode].map { (mode, .string($0.hex)) } })),
                ]))
            }
        }
        return findings + checkComponents(model)
    }

    static var triggeringExamples: [RuleExample] {
        [
            RuleExample("""
            w3wtheme: 1
            palette:
              red50: "#E11F26"
              ↓tint: { light: red50 }
            schemes:
              base:
                colors:
                  tint: tint
                  brand: tint
            """, messages: ["colour `tint` has no dark value (it defines light; required modes: light, dark)"]),
            // An inline colour in a scheme is reported where it is written.
            RuleExample("""
            w3wtheme: 1
            modes: [light, dark, highContrast]
            schemes:
              base:
                colors:
                  background: ↓{ light: "#FFFFFF", dark: "#000000" }
            """, messages: [
                "`schemes.base.colors.background` has no highContrast value (it defines light, dark; required modes: light, dark, highContrast)",
            ]),
            // Text that names its dark value but copies the light one does not adapt.
            RuleExample("""
            w3wtheme: 1
            palette:
              ↓fontDark: { light: "#2F363F", dark: "#2F363F" }
            """, messages: [
                "colour `fontDark` gives dark the same value as light (#2F363F): it does not adapt; choose a dark value, or write one value if it is meant to stay",
            ]),
        ] + Self.componentTriggeringExamples
    }

    static var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            w3wtheme: 1
            palette:
              white: "#FFFFFF"
              black: "#000000"
              text: { light: black, dark: white }
              alias: text
            schemes:
              base:
                colors:
                  foreground: alias
                  background: white
            """),
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            palette:
              tint: { light: "#E11F26" }
            """),
        ] + Self.componentNonTriggeringExamples
    }
}
