import Foundation
import XCTest
@testable import W3WLintKit

/// Inline suppressions in every format that has comments (YAML themes and Theo tokens, CSS and SCSS, SVG and
/// Android XML, Swift) and a file-level `$extensions.w3wlint.disable` in the JSON formats that have none; a directive
/// that silences nothing is an `unused-suppression` at its own place.
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
}
