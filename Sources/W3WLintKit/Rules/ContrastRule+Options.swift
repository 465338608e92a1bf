// The options of the `contrast` kind.

extension ContrastRule {
    enum Algorithm: String, Sendable, CaseIterable {
        case wcag2
        /// APCA 0.0.98G-4g: advisory only, not part of any W3C Recommendation.
        case apca
    }

    /// A pair named in the rule's options: role names, palette names (`*` matches any run of characters) or hex.
    typealias PairOption = NamedContrastPair

    /// Which shapes of component exports are held to non-text contrast (WCAG 2.2 SC 1.4.11).
    enum NonTextScope: String, Sendable, CaseIterable {
        /// Shapes of controls and icons: inside a layer named for one (`Button`, `Checkbox`, `Toggle`, `Icon`, `Input`,
        /// …), or in an export that is one by its name or its icon size (48 × 48 or smaller). Illustrations are
        /// decoration, which SC 1.4.11 leaves out.
        case controls
        /// Every shape, illustrations too.
        case all
        /// None: text contrast only.
        case off
    }

    struct Options: RuleOptions {
        /// The level pairs must reach unless a pair asks for its own.
        var level: ContrastLevel = .aa
        /// Also check `border` against `background` as non-text contrast (SC 1.4.11, 3:1).
        var checkBorders = false
        /// Check the standard scheme pairs (text roles on background, pair roles) and the schemes' own `contrast` lists.
        var standardPairs = true
        /// More pairs, checked in every scheme that has the roles they name, or once per theme for palette colours.
        var pairs: [PairOption] = []
        /// The modes checked; nil means every mode of the theme.
        var modes: [String]?
        var algorithm: Algorithm = .wcag2
        /// For APCA: the |Lc| text must reach (large text and non-text need 15 less).
        var minimumLc: Double = 75
        /// Leave out schemes marked deprecated (still shipped, so checked by default, with "deprecated" in the message).
        var ignoreDeprecated = false
        /// Which shapes of exports are held to 3:1.
        var nonText: NonTextScope = .controls

        static let declarations: [OptionDeclaration<Options>] = [
            .choice("level", \.level, help: "The WCAG level pairs must reach unless a pair names its own."),
            .bool("checkBorders", \.checkBorders, help: "Also check `border` on `background` as non-text (3:1)."),
            .bool("standardPairs", \.standardPairs,
                  help: "Check the standard pairs of every scheme (text roles on background, pair roles, the scheme's `contrast` list)."),
            OptionDeclaration("pairs", type: "list of {foreground, background, level?, kind?}", default: "[]",
                              help: "More pairs: role names (checked in every scheme that has them), palette names (`*` matches any run of characters; checked once per theme) or hex colours.") {
                options, reader, key in
                options.pairs = PairOption.read(key, from: &reader)
            },
            .strings("modes", \.modes, type: "list of mode names", default: "every mode of the theme", help: "The colour modes checked."),
            .choice("algorithm", \.algorithm, help: "apca uses APCA 0.0.98G-4g Lc (advisory; not a W3C standard)."),
            .number("minimumLc", \.minimumLc, bound: .satisfying({ $0 > 0 && $0 <= 110 }, "expected an Lc between 0 and 110"),
                    help: "With apca: the |Lc| body text must reach; large text and non-text need 15 less."),
            .bool("ignoreDeprecated", \.ignoreDeprecated,
                  help: "Leave out schemes marked deprecated (Swift `@available(*, deprecated)`); by default they are checked and their findings say `deprecated`."),
            .choice("nonText", \.nonText,
                    help: "Which shapes of exports need 3:1 (SC 1.4.11): those of controls and icons (a layer or export named button, checkbox, toggle, input, icon, …, or icon-sized, 48 × 48 or less), every shape (illustrations too), or none (text only)."),
        ]
    }
}

extension ContrastRule.PairOption {
    /// The pairs of the `pairs` option; a pair without both colours is an error at its line.
    static func read(_ key: String, from reader: inout OptionsReader) -> [Self] {
        var pairs: [Self] = []
        for (var pairReader, _) in reader.mappings(key) ?? [] {
            let foreground = pairReader.string("foreground")
            let background = pairReader.string("background")
            let level = pairReader.choice("level", ContrastLevel.allCases.map(\.rawValue)).flatMap(ContrastLevel.init(rawValue:))
            let kind = pairReader.choice("kind", ContrastKind.allCases.map(\.rawValue)).flatMap(ContrastKind.init(rawValue:))
            if foreground == nil { pairReader.fail("foreground", "a pair needs `foreground` and `background`") }
            if background == nil { pairReader.fail("background", "a pair needs `foreground` and `background`") }
            reader.absorb(pairReader, known: ["foreground", "background", "level", "kind"])
            if let foreground, let background {
                pairs.append(Self(foreground: foreground, background: background, level: level, kind: kind ?? .text))
            }
        }
        return pairs
    }
}
