import Foundation
import XCTest
@testable import W3WLintKit

/// Inline suppressions in every format that has comments (YAML themes and Theo tokens, CSS and SCSS, SVG and
/// Android XML, Swift, JSON5) and a file-level `$extensions.w3wlint.disable` for strict JSON, which has none; a
/// directive that silences nothing is an `unused-suppression` at its own place.
final class SuppressionFormatsTests: XCTestCase {
    private func found(_ files: [(String, String)]) -> [String] {
        lint(files).findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    func testTheoYAMLComments() {
        let theo = """
        props:
          brand-odd:
            # w3wlint-disable-next-line invalid-value -- a placeholder until brand sends it
            value: "#GGG"
            type: color
          brand-other:
            value: "#GGG"
            type: color
          brand-fine:
            value: "#FFFFFF" # w3wlint-disable-line contrast
            type: color
        global:
          category: color

        """
        // brand-odd's invalid value is silenced; brand-other's is not; the directive on brand-fine silences nothing.
        XCTAssertEqual(found([("tokens/colors.yml", theo)]), ["tokens/colors.yml:7:12 invalid-value", "tokens/colors.yml:10:22 unused-suppression"])
    }

    func testCSSAndSCSSComments() {
        let css = """
        :root {
          --fg: #999999; /* w3wlint-disable-line contrast -- the legacy grey, redesign pending */
          --muted: #AAAAAA;
          --bg: #FFFFFF;
          /* w3wlint-disable-next-line contrast */
          --ok: #000000;
        }
        .a { color: var(--fg); background-color: var(--bg); }
        .b { color: var(--muted); background-color: var(--bg); }
        .c { color: var(--ok); background-color: var(--bg); }

        """
        // --fg on --bg (2.84:1, found at --fg) is silenced; .b's pair (2.32:1) is not; --ok needs no silencing.
        XCTAssertEqual(found([("css/vars.css", css)]), ["css/vars.css:5:3 unused-suppression", "css/vars.css:9:6 contrast"])
        let scss = """
        :root {
          // w3wlint-disable-next-line contrast
          --fg: #999999;
          --muted: #AAAAAA; // see url(http://x) w3wlint-disable-line
          --bg: #FFFFFF;
        }
        .a { color: var(--fg); background-color: var(--bg); }
        .b { color: var(--muted); background-color: var(--bg); }

        """
        // A `//` comment that does not start with the directive is no directive.
        XCTAssertEqual(found([("scss/vars.scss", scss)]), ["scss/vars.scss:8:6 contrast"])
        // In plain CSS `//` is no comment, and a directive in a string is none either.
        XCTAssertEqual(CommentSyntax.cssComments("a { b: \"/* x */\"; } // c\n/* d */", lineComments: false).map { "\($0.line):\($0.column)\($0.text)" },
                       ["2:1 d "])
        XCTAssertEqual(CommentSyntax.cssComments("a { b: url(http://x); } // c", lineComments: true).map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:25 c"])
        XCTAssertEqual(CommentSyntax.cssComments("a { b: url(//cdn/x.png); } // w3wlint-disable-line", lineComments: true).map(\.column), [28])
    }

    /// Swift's comments are found in the text (no syntax tree): strings of every form hide what looks like one.
    func testSwiftCommentsOutsideStrings() {
        let source = #####"""
        let a = "// no" // one
        let b = #"/* no "# // two "#
        let c = """
        // no
        \(f("/* no */")) // no
        """ /* three /* nested */ end */
        let d = "\(g(")")) // four" // five
        /// documentation
        /** documentation */ é /**/
        let e = ##"a\#("b")"#c"## // six
        """#####
        XCTAssertEqual(CommentSyntax.swiftComments(source).map { "\($0.line):\($0.column)\($0.text)" }, [
            "1:17 one", "2:20 two \"#", "6:5 three /* nested */ end ", "7:29 five", "9:24", "10:27 six",
        ])
        // An extended regex literal hides what looks like a string opening; a run of `#` opens nothing.
        XCTAssertEqual(CommentSyntax.swiftComments("let q = #/\"\"\"/# // real\nlet r = ##/a/#b/## // two\n#if os(iOS) // three\n#endif")
            .map { "\($0.line):\($0.column)\($0.text)" }, ["1:17 real", "2:20 two", "3:13 three"])
        // A long run of `#` is passed once (it was counted again from each `#`: 8,000 took seconds).
        let hashes = "// w3wlint-disable\n" + String(repeating: "#", count: 400_000) + "\n// end"
        XCTAssertEqual(CommentSyntax.swiftComments(hashes).map(\.line), [1, 3])
        let unclosed = CommentSyntax.swiftComments("let s = \"open\n// after\n/* runs to the end")
        XCTAssertEqual(unclosed.map { "\($0.line):\($0.column)\($0.text)" }, ["2:1 after", "3:1 runs to the end"])
    }

    /// Directives are read in every file a loader reads (a Swift file with no design too: its directive silences
    /// nothing), never in one it could not read; YAML comments in a file saved with CRLF line ends are found.
    func testDirectivesInEveryReadFileAndCRLF() {
        XCTAssertEqual(found([("App/View.swift", "import SwiftUI\n// w3wlint-disable-next-line contrast\nlet x = 1\n")]),
                       ["App/View.swift:2:1 unused-suppression"])
        XCTAssertEqual(found([("a.w3wtheme.yaml", "# w3wlint-disable-next-line contrast\nw3wtheme: 1\npalette: [\n")]),
                       ["a.w3wtheme.yaml:4:1 parse-error"])
        let crlf = "w3wtheme: 1\r\nschemes:\r\n  s:\r\n    styles:\r\n      # w3wlint-disable-next-line corner-radius\r\n      cornerRadius: 5\r\n      padding: 13 # w3wlint-disable-line\r\n"
        XCTAssertEqual(found([("a.w3wtheme.yaml", crlf)]), [])
        XCTAssertEqual(CommentSyntax.yamlComments("a: 1 # one\r\n# two\r\nb: 2").map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:6 one", "2:1 two"])
    }

    /// A directive's line is the line its loader reports findings on: libyaml ends a line at CR, NEL, LS and PS too,
    /// swift-syntax at a lone CR; columns count Unicode scalars, and a byte order mark takes none.
    func testDirectivesCountLinesAndColumnsAsTheirLoaders() {
        let yaml = "w3wtheme: 1\rpalette:\r  a: \"#GGG\" # w3wlint-disable-line invalid-value\r  b: \"#GGG\"\u{2028}  c: \"#GGG\"\n"
        XCTAssertEqual(found([("cr.w3wtheme.yaml", yaml)]), ["cr.w3wtheme.yaml:4:6 invalid-value", "cr.w3wtheme.yaml:5:6 invalid-value"])
        XCTAssertEqual(CommentSyntax.yamlComments("a: 1 # one\rb: 2 # two\u{85}c: 3\u{2029}# three").map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:6 one", "2:6 two", "4:1 three"])
        // `é` written as e and a combining accent is two columns, as libyaml and every other loader count them.
        let combining = "w3wtheme: 1\npalette: {e\u{301}: \"#000000\"} # w3wlint-disable-line contrast\n"
        XCTAssertEqual(found([("e.w3wtheme.yaml", combining)]), ["e.w3wtheme.yaml:2:26 unused-suppression"])
        let swift = "import SwiftUI\r// w3wlint-disable-next-line corner-radius\rlet a = Text(\"x\").cornerRadius(5)\rlet b = Text(\"x\").cornerRadius(5)\n"
        let radii = "w3wtheme: 1\nscales:\n  cornerRadius: [4, 8]\n"
        XCTAssertEqual(found([("App/theme.w3wtheme.yaml", radii), ("App/V.swift", swift)]), ["App/V.swift:4:32 corner-radius"])
        XCTAssertEqual(CommentSyntax.swiftComments("let s = \"a\r// one\r\n/* two\rlines */ // three").map { "\($0.line):\($0.column)\($0.text)" },
                       ["2:1 one", "3:1 two\rlines ", "4:10 three"])
        let bom = "\u{FEFF}<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- w3wlint-disable-line contrast --><rect fill=\"#GG0000\"/></svg>\n"
        XCTAssertEqual(found([("a.svg", bom)]), ["a.svg:1:41 unused-suppression", "a.svg:1:79 invalid-value"])
        // A directive for the whole JSON file reaches a finding past lines that end in a lone CR.
        let tokens = "{\r\"$extensions\": {\"w3wlint\": {\"disable\": [\"invalid-value\"]}},\r\"c\": {\"$type\": \"color\",\r\"$value\": \"#GGG\"}}"
        XCTAssertEqual(found([("a.tokens.json", tokens)]), [])
        // A quoted YAML scalar runs over lines: a `#` inside it is no comment.
        let quoted = "w3wtheme: 1\rpalette: {n: \"#000000\r  # w3wlint-disable-next-line invalid-value\r  \", a: \"#GGG\"}\r"
        XCTAssertEqual(found([("q.w3wtheme.yaml", quoted)]), ["q.w3wtheme.yaml:2:14 invalid-value", "q.w3wtheme.yaml:4:9 invalid-value"])
    }

    /// A YAML comment is a `#` that libyaml skips as one: outside every scalar (quoted, plain or block, one line or
    /// several), key, tag and anchor. Apostrophes in plain text, a block scalar's text and a `#` right after a
    /// closing quote are each read as libyaml reads them.
    func testYAMLCommentsAreWhereLibyamlSkipsThem() {
        let cases: [(String, [String])] = [
            // An apostrophe in plain text opens no quote: the directive below it is read.
            ("w3wtheme: 1\nname: reds, '90s style\npalette:\n  a: \"#GGG\"  # w3wlint-disable-line invalid-value\n", []),
            ("w3wtheme: 1\nname: >\n  'tis the season\npalette:\n  a: \"#GGG\"  # w3wlint-disable-line invalid-value\n", []),
            ("w3wtheme: 1\nname: standard\n  \"quoted-start continuation\npalette:\n  # w3wlint-disable-next-line invalid-value\n  a: \"#GGG\"\n", []),
            // Text in a quoted key and in a block scalar is no directive.
            ("w3wtheme: 1\nname: reds, '90s\npalette:\n  'k # w3wlint-disable-next-line invalid-value -- x': \"#000000\"\n  a: \"#GGG\"\n",
             ["5:6 invalid-value"]),
            ("w3wtheme: 1\nname: |\n  text\n  # w3wlint-disable-next-line invalid-value\npalette: {a: \"#GGG\"}\n", ["5:14 invalid-value"]),
            // libyaml ends a quoted scalar at its quote: a `#` right after it starts a comment.
            ("w3wtheme: 1\npalette:\n  a: \"#GGG\"# w3wlint-disable-line invalid-value\n", []),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(positions(lint([("t.w3wtheme.yaml", source)]).findings), expected, source)
        }
        let theo = "props:\n  red:\n    value: \"#E11F26\"\n    type: color\n    comment: Warm red, '90s brand\n"
            + "  legacy:\n    value: \"#GGG\" # w3wlint-disable-line invalid-value\n    type: color\n"
        XCTAssertEqual(found([("tokens/colors.yml", theo)]), [])
        // A w3w theme written in JSON is read by libyaml, which ends lines at NEL too.
        let json = "{\"w3wtheme\": 1, \"$extensions\": {\"w3wlint\": {\"disable\": [\"invalid-value\"]}},\n\"name\": \"a\u{85}b\u{85}c\",\n\"palette\": {\"a\": \"#GGG\"}}\n"
        XCTAssertEqual(found([("t.w3wtheme.json", json)]), [])
    }

    /// `enable` ends the last `disable` naming the same rules, or with no rules the last one open; what no `enable`
    /// ends runs to the last line. Many unmatched directives are read in one pass.
    func testEnableEndsTheMatchingDisable() {
        let comments = [(1, 1, " w3wlint-disable a"), (2, 1, " w3wlint-disable b"), (3, 1, " w3wlint-disable"), (4, 1, " w3wlint-enable b"),
                        (5, 1, " w3wlint-enable"), (6, 1, " w3wlint-enable c"), (7, 1, " w3wlint-disable b")]
        let parsed = Suppression.parse(comments: comments, file: "f", lineBreaks: .yaml, lastLine: 9)
        XCTAssertEqual(parsed.map { "\($0.location.line): \($0.rules.map { $0.sorted().joined(separator: ",") } ?? "*") \($0.lines)" },
                       ["2: b 2...4", "3: * 3...5", "1: a 1...9", "7: b 7...9"])
        let many = (0..<20_000).map { ($0 + 1, 1, " w3wlint-disable a") } + (0..<20_000).map { ($0 + 20_001, 1, " w3wlint-enable b") }
        XCTAssertEqual(Suppression.parse(comments: many, file: "f", lineBreaks: .yaml, lastLine: 40_000).count, 20_000)
    }

    /// A character that ends no line in the format (a form feed, LS or NEL in Swift) is a space between a directive
    /// and its rules: the directive keeps its list, and never silences every rule.
    func testARuleListRunsToTheFormatsLineEnd() {
        let radii = "w3wtheme: 1\nscales:\n  cornerRadius: [4, 8]\n"
        let swift = "import SwiftUI\nlet a = Text(\"x\").cornerRadius(5) // w3wlint-disable-line\u{0C}contrast\n"
            + "let b = Text(\"x\").cornerRadius(5) // w3wlint-disable-line\u{2028}contrast\n"
            + "let c = Text(\"x\").cornerRadius(5) // w3wlint-disable-line\u{85}contrast\n"
        XCTAssertEqual(found([("App/theme.w3wtheme.yaml", radii), ("App/V.swift", swift)]), [
            "App/V.swift:2:32 corner-radius", "App/V.swift:2:35 unused-suppression",
            "App/V.swift:3:32 corner-radius", "App/V.swift:3:35 unused-suppression",
            "App/V.swift:4:32 corner-radius", "App/V.swift:4:35 unused-suppression",
        ])
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<!-- w3wlint-disable-line\u{2028}contrast --><rect fill=\"#GG0000\"/>\n</svg>\n"
        XCTAssertEqual(found([("a.svg", svg)]), ["a.svg:2:1 unused-suppression", "a.svg:2:39 invalid-value"])
    }

    /// Files saved as UTF-16 have their directives read as libxml2 and the other readers read the files: with a byte
    /// order mark (a drawing with an odd last byte too), or a drawing without one that starts with its XML declaration.
    func testDirectivesInUTF16Files() {
        func utf16(_ text: String, byteOrderMark: Bool = true, oddByte: Bool = false) -> Data {
            var data = byteOrderMark ? Data([0xFF, 0xFE]) : Data()
            data.append(text.data(using: .utf16LittleEndian)!)
            if oddByte { data.append(0x0A) }
            return data
        }
        func found(_ file: String, _ data: Data) -> [String] {
            Linter(rules: BuiltinRules.defaultPack, presets: DesignPresets()).check(files: [(file, .success(data))], workingDirectory: "/project")
                .findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
        }
        let drawing = "<svg xmlns=\"http://www.w3.org/2000/svg\">\r\n<!-- w3wlint-disable-line invalid-value --><rect fill=\"#GG0000\"/>\r\n</svg>\r\n"
        XCTAssertEqual(found("a.svg", utf16(drawing)), [])
        XCTAssertEqual(found("b.svg", utf16(drawing, oddByte: true)), [])
        XCTAssertEqual(found("c.svg", utf16("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + drawing, byteOrderMark: false)), [])
        let unused = drawing.replacingOccurrences(of: "line invalid-value", with: "line contrast")
        XCTAssertEqual(found("d.svg", utf16(unused)).first, "2:1 unused-suppression")
        // In YAML, LS ends lines: `disable` runs to the last of them.
        let theme = "w3wtheme: 1\u{2028}# w3wlint-disable invalid-value\u{2028}palette:\u{2028}  a: \"#GGG\"\u{2028}  b: \"#GGG\"\u{2028}"
        XCTAssertEqual(found("t.w3wtheme.yaml", utf16(theme)), [])
        let tokens = "{\"$extensions\": {\"w3wlint\": {\"disable\": [\"invalid-value\"]}},\r\n\"c\": {\"$type\": \"color\", \"$value\": \"#GGG\"}}"
        XCTAssertEqual(found("a.tokens.json", utf16(tokens)), [])
    }

    /// JSON5 comments, which w3wlint's JSON reader takes in every JSON file, carry directives where that reader
    /// counts lines and columns: a lone CR, LS and PS end lines, NEL does not; a `//` in a string is text.
    func testJSON5Comments() {
        let tokens = """
        {
          // w3wlint-disable-next-line invalid-value -- a placeholder until brand sends it
          brand: { $type: 'color', $value: '#GGG' },
          other: { $type: 'color', $value: '#GGG' }, /* w3wlint-disable-line contrast */
          note: { $type: 'color', $value: '#GGG // w3wlint-disable-line' },
        }

        """
        XCTAssertEqual(found([("a.tokens.json5", tokens)]), [
            "a.tokens.json5:4:36 invalid-value", "a.tokens.json5:4:46 unused-suppression", "a.tokens.json5:5:35 invalid-value",
        ])
        let lines = "{\r\"a\": {\"$type\": \"color\",\u{2028}// w3wlint-disable-next-line\u{2029}\"$value\": \"#GGG\"}}"
        XCTAssertEqual(found([("b.tokens.json", lines)]), [])
        XCTAssertEqual(LocatedJSONParser.comments("{\"a\": \"// no\", // one\u{85}two\r\"b\": 1 /* three\u{2028}lines */}")
            .map { "\($0.line):\($0.column)\($0.text)" }, ["1:16 one\u{85}two", "2:8 three\u{2028}lines "])
        XCTAssertTrue(LocatedJSONParser.comments("{\"a\": // unclosed").isEmpty)
        // The other JSON formats read through the same reader.
        let figma = "{\n  // w3wlint-disable-next-line contrast\n  \"meta\": {}\n}\n"
        XCTAssertEqual(found([("x.figma.json", figma)]), ["x.figma.json:1:1 invalid-value", "x.figma.json:2:3 unused-suppression"])
        XCTAssertEqual(found([("y.figma.json", figma.replacingOccurrences(of: "{\n", with: "{ // w3wlint-disable-line invalid-value\n"))]),
                       ["y.figma.json:2:3 unused-suppression"])
        let imageSet = "{ // w3wlint-disable-line contrast\n  \"images\": [], \"info\": { \"version\": 1, \"author\": \"xcode\" }\n}\n"
        XCTAssertEqual(found([("A.xcassets/I.imageset/Contents.json", imageSet)]), ["A.xcassets/I.imageset/Contents.json:1:3 unused-suppression"])
        // A JSON file the token loader passes over as no tokens is passed over in silence, its directives too.
        let settings = "{\n  \"name\": \"editor settings\",\n  \"font\": 12 // w3wlint-disable-line\n}\n"
        XCTAssertEqual(found([("colors.json", settings)]), [])
        XCTAssertEqual(found([("colors.json", "{ \"$extensions\": { \"w3wlint\": { \"disable\": [\"contrast\"] } } }\n")]), [])
    }

    /// The in-place search that decides whether a file's comments are read at all.
    func testDirectiveSearchInPlace() {
        for (text, expected) in [("w3wlint-", true), ("x w3wlint-", true), ("w3wlint-x", true), ("ww3wlint-", true), ("w3wlint", false),
                                 ("w3wlint_", false), ("", false), ("w3w w3wlin w3wlint-disable", true)] {
            XCTAssertEqual(Suppression.contains(Data(text.utf8), "w3wlint-"), expected, text)
        }
        XCTAssertFalse(Suppression.contains(Data(String(repeating: "w3wlint", count: 10_000).utf8), "w3wlint-"))
    }

    func testJSONFormatsTakeAFileLevelDirective() {
        let colorSet = { (disabled: String) in """
        {
          "$extensions": { "w3wlint": { "disable": ["\(disabled)"] } },
          "colors": [{ "color": { "color-space": "srgb", "components": { "red": "zz", "green": "0x80", "blue": "0xFF", "alpha": "1" } }, "idiom": "universal" }]
        }

        """ }
        XCTAssertEqual(found([("A.xcassets/X.colorset/Contents.json", colorSet("invalid-value"))]), [])
        // A directive of another shape (`false`, `null`, `[42]`) silences nothing and says so.
        let notAList = colorSet("invalid-value").replacingOccurrences(of: "[\"invalid-value\"]", with: "false")
        XCTAssertEqual(found([("C.xcassets/Z.colorset/Contents.json", notAList)]),
                       ["C.xcassets/Z.colorset/Contents.json:2:44 invalid-value", "C.xcassets/Z.colorset/Contents.json:3:73 invalid-value"])
        let tokens = "{\n  \"grey\": {\n    \"$extensions\": { \"w3wlint\": { \"disable\": [42] } },\n    \"$type\": \"color\", \"$value\": \"#GGG\"\n  }\n}\n"
        XCTAssertEqual(found([("a.tokens.json", tokens)]).filter { !$0.contains("4:") }, ["a.tokens.json:3:46 invalid-value"])
        XCTAssertEqual(found([("B.xcassets/Y.colorset/Contents.json", colorSet("contrast"))]),
                       ["B.xcassets/Y.colorset/Contents.json:2:44 unused-suppression", "B.xcassets/Y.colorset/Contents.json:3:73 invalid-value"])
    }

    /// The sheets of two sibling folders are two references: the same property in each makes neither ambiguous,
    /// so checking the parent folder gives each sheet the findings it has alone.
    func testSiblingSheetsDoNotMakeEachOthersPropertiesAmbiguous() {
        let sheet = ":root {\n  --muted: #AAAAAA;\n  --paper: #FFFFFF;\n}\n.b { color: var(--muted); background-color: var(--paper); }\n"
        XCTAssertEqual(found([("a/v.css", sheet), ("b/v.css", sheet)]), ["a/v.css:5:6 contrast", "b/v.css:5:6 contrast"])
        XCTAssertEqual(found([("a/v.css", sheet)]), ["a/v.css:5:6 contrast"])
    }

    func testYAMLSuppressions() {
        let source = """
        w3wtheme: 1
        palette:
          tint: { light: "#E11F26" }  # w3wlint-disable-line dark-variant -- brand red has no dark twin yet
        schemes:
          base:
            styles:
              # w3wlint-disable-next-line spacing-scale
              padding: 13
              margin: 12 # w3wlint-disable-line corner-radius
              # w3wlint-disable
              cornerRadius: 5
              # w3wlint-enable
              rowHeight: "# w3wlint-disable-line not a comment"
        """
        let result = lint([("a.w3wtheme.yaml", source)])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "9:15 spacing-scale margin 12 in scheme base is not on the margin scale (what3words presets); nearest: one (8) or two (16)",
            "9:18 unused-suppression suppression of corner-radius silences nothing on line 9",
            "13:18 invalid-value unknown rowHeight preset `# w3wlint-disable-line not a comment` in `schemes.base.styles.rowHeight` (known: extraSmall, small, medium, large, extraLarge)",
        ])
        XCTAssertEqual(CommentSyntax.yamlComments("a: \"x # y\" # real\nb: 'it''s' #c\n# full\nc: d#e\n").map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:12 real", "2:12c", "3:1 full"])
    }

    /// Which finding a directive silences, and whether it silenced any: overlapping ranges, a list of which one rule
    /// is used, every rule, a parse error (never silenced); and thousands of directives, each used once.
    func testDirectivesSilenceExactlyTheirLinesAndRules() {
        let at = { (line: Int, rule: String) in Finding(ruleID: rule, severity: .error, message: "m", location: SourceLocation(file: "a", line: line, column: 1)) }
        let directive = { (line: Int, rules: Set<String>?, lines: ClosedRange<Int>) in
            Suppression(location: SourceLocation(file: "a", line: line, column: 9), rules: rules, lines: lines)
        }
        let findings = [at(2, "x"), at(3, "y"), at(5, "x"), at(7, "z"), at(8, LoaderDiagnostic.parseError),
                        Finding(ruleID: "x", severity: .error, message: "m", location: SourceLocation(file: "b", line: 2, column: 1))]
        let suppressions = [directive(1, ["x", "q"], 1...4), directive(2, ["x"], 2...6), directive(6, nil, 7...7), directive(8, nil, 8...8),
                            directive(9, ["y"], 4...9)]
        XCTAssertEqual(Suppression.apply(suppressions, to: findings).map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.message)" }, [
            "a:3 y m", "a:8 parse-error m", "b:2 x m",
            "a:8 unused-suppression suppression of all rules silences nothing on line 8",
            "a:9 unused-suppression suppression of y silences nothing on lines 4-9",
        ])
        let many = 5_000
        let manyFindings = (1...many).map { at($0, $0 % 2 == 0 ? "x" : "y") }
        let manyDirectives = (1...many).map { directive($0, [$0 % 2 == 0 ? "x" : "y"], $0...$0) }
        XCTAssertEqual(Suppression.apply(manyDirectives, to: manyFindings).count, 0)
        let shifted = (1...many).map { directive($0, [$0 % 2 == 0 ? "y" : "x"], $0...$0) }
        XCTAssertEqual(Suppression.apply(shifted, to: manyFindings).filter { $0.ruleID == Suppression.unusedRuleID }.count, many)
    }

    func testSVGSuppressions() {
        let theme = "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F26\"\n"
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
          <!-- w3wlint-disable-next-line palette -->
          <rect width="10" height="10" fill="#E11F27"/>
          <rect y="20" width="10" height="10" fill="#E11F28"/> <!-- w3wlint-disable-line palette -->
          <!-- w3wlint-disable palette
               (a multi-line comment) -->
          <rect y="40" width="10" height="10" fill="#E11F29"/>
          <!-- w3wlint-enable palette -->
          <rect y="60" width="10" height="10" fill="#E11F2A"/>
          <!-- w3wlint-disable-next-line corner-radius -->
          <rect y="80" width="10" height="10" fill="#E11F26"/>
        </svg>
        """
        let result = lint([("theme.w3wtheme.yaml", theme), ("c/button.svg", svg)])
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }, [
            "c/button.svg:9:3 palette",
            "c/button.svg:10:3 unused-suppression",
        ])
        XCTAssertEqual(CommentSyntax.xmlComments(Data("a\n  <!-- x\ny --> <!--z-->".utf8)).map { "\($0.line):\($0.column)\($0.text)" },
                       ["2:3 x\ny ", "3:7z"])
        // Columns count scalars; an unclosed comment runs to two bytes before the end; invalid UTF-8 is repaired.
        XCTAssertEqual(CommentSyntax.xmlComments(Data("é😀<!--a--><!-- open".utf8)).map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:3a", "1:11 op"])
        XCTAssertEqual(CommentSyntax.xmlComments(Data([0x80, 0x80, 0x3C, 0x21, 0x2D, 0x2D, 0x78, 0x2D, 0x2D, 0x3E])).map { "\($0.line):\($0.column)\($0.text)" },
                       ["1:3x"])
        XCTAssertEqual(CommentSyntax.xmlComments(Data("<svg/>".utf8)).count, 0)
        // Tags and near misses (`<!-`, `<!x`) between comments; lines counted before, inside and after each; `<!--`
        // cut off at the very end is no comment.
        XCTAssertEqual(CommentSyntax.xmlComments(Data("<svg>\n<g>\n<!-- w3wlint-disable-line -->\n<a/><!-x <!x <!--\nb-->\n<c/>\n<!--d--><!-".utf8))
                        .map { "\($0.line):\($0.column)\($0.text)" },
                       ["3:1 w3wlint-disable-line ", "4:14\nb", "7:1d"])
    }

    func testExtensionsDisable() {
        let tokens = """
        {
          "radius": {
            "$type": "dimension",
            "card": { "$value": "5px", "$extensions": { "w3wlint": { "disable": ["corner-radius"] } } },
            "chip": { "$value": "6px" },
            "pill": {
              "$value": "8px",
              "$extensions": { "w3wlint": { "disable": ["corner-radius"] } }
            }
          }
        }
        """
        // The what3words radius presets chosen: a token set's own values are judged by nothing else.
        let result = lint([("tokens/base.tokens.json", tokens)], presets: chosenPresets())
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "5:25 corner-radius cornerRadius 6 in scheme tokens is not a preset; nearest: extraSmall (4) or small (8)",
            "8:48 unused-suppression suppression of corner-radius silences nothing on lines 6-8",
        ])
    }
}
