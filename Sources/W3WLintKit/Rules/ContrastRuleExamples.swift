// The `contrast` kind's own examples: each triggering one marks where its findings point (↓); they run as tests.

extension ContrastRule {
    static var triggeringExamples: [RuleExample] {
        [
            // #777777 on white is 4.48:1, just under 4.5:1; the same single colour fails alike in both modes: one finding.
            RuleExample("""
            w3wtheme: 1
            palette:
              grey: "#777777"
            schemes:
              base:
                colors:
                  foreground: ↓grey
                  background: "#FFFFFF"
            """, messages: [
                "foreground #777777 on background #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme base)",
            ]),
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
            """, messages: [
                "placeholder #333333 on background #000000 is 1.66:1 in dark mode, below WCAG AA 4.5:1 for text (scheme base)",
            ]),
            // A pair role checks its own foreground on its own background.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              base:
                colors:
                  header: { foreground: ↓"#F2826A", background: "#FFFFFF" }
            """, messages: [
                "header.foreground #F2826A on header.background #FFFFFF is 2.56:1 in light mode, below WCAG AA 4.5:1 for text (scheme base)",
            ]),
            // A translucent foreground is composited first: black at 40% on white is #999999, 2.85:1.
            RuleExample("""
            w3wtheme: 1
            modes: [light]
            schemes:
              labels:
                colors:
                  secondary: ↓"#00000066"
                  background: "#FFFFFF"
            """, messages: [
                "secondary #00000066 on background #FFFFFF is 2.84:1 in light mode, below WCAG AA 4.5:1 for text (scheme labels)",
            ]),
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
            """, messages: [
                "foreground #959595 on background #FFFFFF is 2.99:1 in light mode, below WCAG AA 3:1 for large text (scheme titles)",
            ]),
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
            """, messages: [
                "brand #767676 on secondaryBackground #FFFFFF is 4.54:1 in light mode, below WCAG AAA 7:1 for text (scheme base)",
            ]),
        ] + Self.componentTriggeringExamples
    }

    static var nonTriggeringExamples: [RuleExample] {
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
