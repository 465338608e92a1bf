/// Kind `contrast`: WCAG 2.2 contrast of every foreground/background pair of every scheme, in every mode.
public struct ContrastRule: Rule {
    public struct Options: Sendable, Equatable {
        /// The level pairs must reach unless a pair asks for its own.
        public var level: ContrastLevel
        /// Also check `border` against `background` as non-text contrast (SC 1.4.11, 3:1).
        public var checkBorders: Bool

        public init(level: ContrastLevel = .aa, checkBorders: Bool = false) {
            self.level = level
            self.checkBorders = checkBorders
        }
    }

    public var options: Options
    public var severity: Severity

    public init(options: Options = Options(), severity: Severity? = nil) {
        self.options = options
        self.severity = severity ?? Self.defaultMetadata.defaultSeverity
    }

    static let defaultMetadata = RuleMetadata(
        id: "contrast", name: "ContrastTooLow", kind: "contrast",
        summary: "Text and its background must reach the WCAG 2 contrast ratio in every colour mode.",
        details: "Checks every contrast pair of every scheme in every mode with WCAG 2.2 relative luminance: "
            + "foreground, secondary, placeholder and tint on background, the foreground of each pair role "
            + "(highlight, success, warning, error, header) on its own background, and the pairs a scheme lists "
            + "under `contrast`. Text needs 4.5:1 at AA (3:1 when large: 24 pt, or 18.66 pt bold), 7:1 at AAA "
            + "(4.5:1 large); non-text needs 3:1. Translucent colours are composited first. Ratios are compared unrounded.",
        help: "Darken the foreground or lighten the background (or the reverse in dark mode) until the ratio "
            + "reaches the required value; check the mode the finding names.",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        defaultSeverity: .error)

    public var metadata: RuleMetadata {
        var metadata = Self.defaultMetadata
        if options.level == .aaa {
            metadata.summary = "Text and its background must reach the WCAG 2 AAA contrast ratio in every colour mode."
        }
        return metadata
    }

    /// The ratio a pair must reach.
    public static func requiredRatio(kind: ContrastKind, level: ContrastLevel, largeText: Bool) -> Double {
        switch (kind, level) {
        case (.nonText, _): return 3
        case (.largeText, .aa): return 3
        case (.largeText, .aaa): return 4.5
        case (.text, .aa): return largeText ? 3 : 4.5
        case (.text, .aaa): return largeText ? 4.5 : 7
        }
    }

    /// What a translucent background is laid over: the scheme's background (itself made opaque), else white
    /// in light modes and black in dark ones (a mode whose name contains "dark").
    static func backdrop(for scheme: Scheme, mode: String) -> ColorMath.Channels {
        let canvas: RGBA = mode.lowercased().contains("dark") ? .black : .white
        guard let background = scheme.color(named: "background")?.color.value(in: mode) else {
            return ColorMath.Channels(canvas)
        }
        return background.isOpaque
            ? ColorMath.Channels(background) : ColorMath.composite(background, over: ColorMath.Channels(canvas))
    }

    private struct Pair {
        var role: String
        var foregroundName: String
        var backgroundName: String
        var foreground: ColorUse
        var background: ColorUse
        var kind: ContrastKind
        var level: ContrastLevel
        var location: SourceLocation
    }

    private func pairs(of scheme: Scheme) -> [Pair] {
        var pairs: [Pair] = []
        if let background = scheme.color(named: "background") {
            for role in ["foreground", "secondary", "placeholder", "tint"] {
                guard let foreground = scheme.color(named: role) else { continue }
                pairs.append(Pair(role: role, foregroundName: role, backgroundName: "background", foreground: foreground,
                                  background: background, kind: .text, level: options.level,
                                  location: foreground.location))
            }
            if options.checkBorders, let border = scheme.color(named: "border") {
                pairs.append(Pair(role: "border", foregroundName: "border", backgroundName: "background",
                                  foreground: border, background: background, kind: .nonText, level: options.level,
                                  location: border.location))
            }
        }
        for (name, role) in scheme.roles {
            guard case let .pair(foreground, background) = role else { continue }
            pairs.append(Pair(role: name, foregroundName: "\(name).foreground", backgroundName: "\(name).background",
                              foreground: foreground, background: background, kind: .text, level: options.level,
                              location: foreground.location))
        }
        for request in scheme.contrastRequests {
            pairs.append(Pair(role: request.foregroundName, foregroundName: request.foregroundName,
                              backgroundName: request.backgroundName, foreground: request.foreground,
                              background: request.background, kind: request.kind,
                              level: request.level ?? options.level, location: request.location))
        }
        return pairs
    }

    public func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            for scheme in theme.schemes {
                let schemePairs = pairs(of: scheme)
                guard !schemePairs.isEmpty else { continue }
                for mode in theme.modes {
                    let backdrop = Self.backdrop(for: scheme, mode: mode)
                    for pair in schemePairs {
                        guard let fg = pair.foreground.color.value(in: mode),
                              let bg = pair.background.color.value(in: mode) else { continue }
                        let ratio = ColorMath.contrastRatio(foreground: fg, background: bg, backdrop: backdrop)
                        let required = Self.requiredRatio(kind: pair.kind, level: pair.level,
                                                          largeText: scheme.font.isLargeText)
                        guard ratio < required else { continue }
                        let what: String
                        switch pair.kind {
                        case .nonText: what = "non-text"
                        case .largeText: what = "large text"
                        case .text: what = scheme.font.isLargeText ? "large text" : "text"
                        }
                        let message = "\(pair.foregroundName) \(fg.hex) on \(pair.backgroundName) \(bg.hex) is "
                            + "\(ColorMath.formatRatio(ratio)):1 in \(mode) mode, below WCAG \(pair.level.rawValue) "
                            + "\(formatNumber(required)):1 for \(what) (scheme \(scheme.name))"
                        findings.append(finding(message, at: pair.location, [
                            ("mode", .string(mode)),
                            ("scheme", .string(scheme.name)),
                            ("role", .string(pair.role)),
                            ("foreground", .string(fg.hex)),
                            ("background", .string(bg.hex)),
                            ("ratio", .number(ColorMath.displayRatio(ratio))),
                            ("required", .number(required)),
                            ("level", .string(pair.level.rawValue)),
                            ("kind", .string(what)),
                        ]))
                    }
                }
            }
        }
        return findings + checkComponents(model)
    }

    public var triggeringExamples: [RuleExample] {
        [
            // #777777 on white is 4.48:1, just under 4.5:1; the same single colour fails in both modes.
            RuleExample("""
            w3wtheme: 1
            palette:
              grey: "#777777"
            schemes:
              base:
                colors:
                  foreground: ↓↓grey
                  background: "#FFFFFF"
            """),
            // Fine in light mode, too dark in dark mode.
            RuleExample("""
            w3wtheme: 1
            palette:
              text: { light: "#000000", dark: "#333333" }
              surface: { light: "#FFFFFF", dark: "#000000" }
            schemes:
              base:
                colors:
                  placeholder: ↓text
                  background: surface
            """),
            // A pair role checks its own foreground on its own background.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              base:
                colors:
                  header: { foreground: ↓"#F2826A", background: "#FFFFFF" }
            """),
            // A translucent foreground is composited first: black at 40% on white is #999999, 2.85:1.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              labels:
                colors:
                  secondary: ↓"#00000066"
                  background: "#FFFFFF"
            """),
            // Large text needs 3:1; #959595 on white is 2.99:1.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              titles:
                colors:
                  foreground: ↓"#959595"
                  background: "#FFFFFF"
                styles:
                  font: { size: 24, weight: regular }
            """),
            // A listed pair at AAA: #767676 on white is 4.54:1, below 7:1.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              base:
                colors:
                  brand: "#767676"
                  secondaryBackground: "#FFFFFF"
                contrast:
                  - ↓{ foreground: brand, background: secondaryBackground, level: AAA }
            """),
        ] + Self.componentTriggeringExamples
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            // #767676 on white is 4.54:1.
            RuleExample("""
            w3wtheme: 1
            palette:
              grey: "#767676"
            schemes:
              base:
                colors:
                  foreground: grey
                  background: "#FFFFFF"
            """),
            RuleExample("""
            w3wtheme: 1
            palette:
              text: { light: "#000000", dark: "#FFFFFF" }
              surface: { light: "#FFFFFF", dark: "#000000" }
            schemes:
              base:
                colors:
                  foreground: text
                  secondary: text
                  background: surface
                  header: { foreground: surface, background: text }
            """),
            // Bold text of 18.66 pt is large: #949494 on white (3.03:1) passes 3:1.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              titles:
                colors:
                  foreground: "#949494"
                  background: "#FFFFFF"
                styles:
                  font: { size: 18.66, weight: bold }
            """),
            // Borders are non-text and checked only when asked; separator is not a text role.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              base:
                colors:
                  foreground: "#000000"
                  background: "#FFFFFF"
                  border: "#EEEEEE"
                  separator: "#F0F0F0"
                contrast:
                  - { foreground: "#949494", background: background, kind: non-text }
            """),
        ] + Self.componentNonTriggeringExamples
    }
}
