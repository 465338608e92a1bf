import Foundation
import Testing
@testable import W3WLintKit

/// Bad input is a finding at its line, never a crash, and never the end of the run.
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var file = "bad.w3wtheme.yaml"
        /// `line:column rule-id` of every loader finding, in order.
        var expected: [String]
        /// A phrase the first message must contain.
        var says: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "malformed YAML", source: "w3wtheme: 1\npalette:\n  a: [1, 2\n", expected: ["4:1 parse-error"],
             says: "did not find expected ',' or ']'"),
        Case(name: "malformed JSON", source: "{\n  \"w3wtheme\": 1,\n  \"palette\": {\"a\": \"#FFF\" \"b\": \"#000\"}\n}\n",
             file: "bad.w3wtheme.json", expected: ["3:27 parse-error"], says: "invalid YAML/JSON"),
        Case(name: "duplicate key", source: "w3wtheme: 1\npalette:\n  a: \"#FFF\"\n  a: \"#000\"\n",
             expected: ["3:3 parse-error"], says: "duplicate key in a mapping: a"),
        Case(name: "unknown palette name", source: "w3wtheme: 1\npalette:\n  grey56: \"#747480\"\n  text: { light: gery56 }\n",
             expected: ["4:18 invalid-value"], says: "unknown colour `gery56`: not a palette name, nor #RGB, #RRGGBB or #RRGGBBAA; did you mean `grey56`?"),
        Case(name: "reference cycle", source: "w3wtheme: 1\npalette:\n  a: b\n  b: c\n  c: a\n",
             expected: ["5:6 invalid-value"], says: "palette reference cycle: a → b → c → a"),
        Case(name: "self reference", source: "w3wtheme: 1\npalette:\n  a: { light: a }\n",
             expected: ["3:15 invalid-value"], says: "palette reference cycle: a → a"),
        Case(name: "invalid colour", source: "w3wtheme: 1\npalette:\n  bad: \"#GGG\"\n", expected: ["3:8 invalid-value"],
             says: "invalid colour `#GGG`"),
        Case(name: "four hex digits", source: "w3wtheme: 1\npalette:\n  bad: \"#FFF8\"\n", expected: ["3:8 invalid-value"],
             says: "expected #RGB, #RRGGBB or #RRGGBBAA"),
        Case(name: "unquoted hex is a YAML comment", source: "w3wtheme: 1\npalette:\n  white: #FFFFFF\n",
             expected: ["3:9 invalid-value"], says: "an unquoted `#…` starts a YAML comment"),
        Case(name: "colour of the wrong type", source: "w3wtheme: 1\nschemes:\n  base:\n    colors:\n      foreground: 12\n",
             expected: ["5:19 invalid-value"], says: "found a number"),
        Case(name: "palette of the wrong type", source: "w3wtheme: 1\npalette: [\"#FFF\"]\n", expected: ["2:10 invalid-value"],
             says: "expected `palette` to be a mapping"),
        Case(name: "unknown mode", source: "w3wtheme: 1\npalette:\n  text: { light: \"#000\", drak: \"#FFF\" }\n",
             expected: ["3:26 invalid-value"], says: "unknown mode `drak` in palette colour `text`; the theme's modes are light, dark; did you mean `dark`?"),
        Case(name: "missing version", source: "name: x\npalette: {}\n", expected: ["1:1 invalid-value"], says: "missing `w3wtheme: 1`"),
        Case(name: "unsupported version", source: "w3wtheme: 2\n", expected: ["1:11 invalid-value"], says: "unsupported format version `2`"),
        Case(name: "empty file", source: "", expected: ["1:1 invalid-value"], says: "the file is empty"),
        Case(name: "not a mapping", source: "- a\n- b\n", expected: ["1:1 invalid-value"], says: "found a list"),
        Case(name: "unknown top-level key", source: "w3wtheme: 1\nschems: {}\n", expected: ["2:1 invalid-value"],
             says: "unknown key `schems` in a theme; did you mean `schemes`?"),
        Case(name: "unknown preset", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      cornerRadius: smal\n",
             expected: ["5:21 invalid-value"], says: "unknown cornerRadius preset `smal`"),
        Case(name: "negative padding", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      padding: -4\n",
             expected: ["5:16 invalid-value"], says: "must be a number of points ≥ 0"),
        Case(name: "three paddings", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      padding: [1, 2, 3]\n",
             expected: ["5:16 invalid-value"], says: "takes 1, 2 or 4 values"),
        Case(name: "pair without background", source: "w3wtheme: 1\nschemes:\n  b:\n    colors:\n      header: { foreground: \"#FFF\" }\n",
             expected: ["5:15 invalid-value"], says: "needs both `foreground` and `background`"),
        Case(name: "pair role given one colour", source: "w3wtheme: 1\nschemes:\n  b:\n    colors:\n      error: \"#F00\"\n",
             expected: ["5:14 invalid-value"], says: "role `error` holds a pair"),
        Case(name: "unknown font weight", source: "w3wtheme: 1\nschemes:\n  b:\n    styles:\n      font: { size: 17, weight: fat }\n",
             expected: ["5:33 invalid-value"], says: "unknown font weight `fat`"),
        Case(name: "unknown contrast level", source: "w3wtheme: 1\nschemes:\n  b:\n    colors: { foreground: \"#000\", background: \"#FFF\" }\n    contrast:\n      - { foreground: foreground, background: background, level: AAAA }\n",
             expected: ["6:66 invalid-value"], says: "unknown contrast level `AAAA`; use AA or AAA"),
        Case(name: "unknown contrast colour", source: "w3wtheme: 1\nschemes:\n  b:\n    colors: { foreground: \"#000\", background: \"#FFF\" }\n    contrast:\n      - { foreground: forground, background: background }\n",
             expected: ["6:23 invalid-value"], says: "did you mean `foreground`?"),
        Case(name: "YAML alias expansion bomb", source: """
        w3wtheme: 1
        a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]
        """, expected: ["2:1 invalid-value", "3:1 invalid-value", "4:1 invalid-value", "5:1 invalid-value", "6:1 invalid-value",
                        "7:1 invalid-value", "8:1 invalid-value", "9:1 invalid-value", "10:1 invalid-value"],
             says: "unknown key `a` in a theme"),
    ]

    @Test(arguments: cases)
    func reportsAtTheLine(_ testCase: Case) {
        let result = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data(testCase.source.utf8), file: testCase.file)
        #expect(positions(result.diagnostics) == testCase.expected)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.location.file == testCase.file })
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains(testCase.says), "message: \(message)")
    }

    @Test func schemeAliasBombIsBounded() {
        // 10^6 scheme visits through aliases would take long; the loader stops with a finding instead.
        var lines = ["w3wtheme: 1", "palette:", "  c: \"#000\"", "x: &r0 {foreground: c, background: c}"]
        var roles = (0..<40).map { "  r\($0): *r0" }.joined(separator: "\n")
        lines.append("y: &s0\n  colors:\n" + roles.replacingOccurrences(of: "  r", with: "    r"))
        roles = (0..<3000).map { "  s\($0): *s0" }.joined(separator: "\n")
        lines.append("schemes:\n" + roles)
        let source = lines.joined(separator: "\n") + "\n"
        // 3,000 schemes × 40 roles through two aliases: 120,000 role visits from a 40 kB file.
        let unbounded = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data(source.utf8), file: "bomb.w3wtheme.yaml")
        #expect(unbounded.model.themes.first?.schemes.count == 3000)
        #expect(!unbounded.diagnostics.contains { $0.ruleID == "parse-error" })
        let bounded = ThemeLoader(nodeBudget: 10_000, defaultScales: BuiltinPresets.scales).load(contents: Data(source.utf8), file: "bomb.w3wtheme.yaml")
        #expect(bounded.diagnostics.filter { $0.ruleID == "parse-error" }.map(\.message)
            == ["the document is too large once its YAML aliases are expanded"])
        #expect((bounded.model.themes.first?.schemes.count ?? 0) < 300)
    }

    @Test func notUTF8() {
        let result = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data([0x77, 0x33, 0xFF, 0xFE, 0x0A]), file: "b.w3wtheme.yaml")
        #expect(positions(result.diagnostics) == ["1:1 parse-error"])
        #expect(result.diagnostics.first?.message == "the file is not valid UTF-8 text")
    }

    @Test func binaryData() {
        let result = ThemeLoader(defaultScales: BuiltinPresets.scales).load(contents: Data("w3wtheme: 1\n\0\0".utf8), file: "b.w3wtheme.yaml")
        #expect(positions(result.diagnostics) == ["1:1 parse-error"])
    }

    @Test func aBadFileDoesNotStopTheRun() {
        let result = lint([
            ("a.w3wtheme.yaml", "w3wtheme: 1\npalette: [\n"),
            ("b.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n"),
            ("c.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  t: { light: \"#GGG\" }\n  u: { light: \"#000\" }\n"),
        ])
        #expect(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
            "a.w3wtheme.yaml:3:1 parse-error",
            "b.w3wtheme.yaml:5:21 corner-radius",
            "c.w3wtheme.yaml:3:15 invalid-value",
            "c.w3wtheme.yaml:4:3 dark-variant",
        ])
        #expect(result.files == ["a.w3wtheme.yaml", "b.w3wtheme.yaml", "c.w3wtheme.yaml"])
    }

    @Test func unreadableFileIsAFinding() {
        let result = Linter().check(files: [
            ("gone.w3wtheme.yaml", .failure(CocoaError(.fileReadNoPermission))),
            ("ok.w3wtheme.yaml", .success(Data("w3wtheme: 1\n".utf8))),
        ], workingDirectory: "/")
        #expect(positions(result.findings) == ["1:1 parse-error"])
        #expect(result.findings.first?.message.hasPrefix("cannot read the file") == true)
    }
}
