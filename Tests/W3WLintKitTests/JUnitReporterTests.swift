import CLibXML2
import Foundation
import XCTest
@testable import W3WLintKit

/// `JUnitReporter`: well-formed XML that fails on errors and warnings only, and markup escaping.
final class JUnitReporterTests: XCTestCase {
    private let theme = TestThemes.findingsTheme

    /// XML and HTML escaping, with texts that need none (written as they are) and texts that do.
    func testMarkupEscaping() {
        let xml: [(String, String)] = [
            ("plain é 😀", "plain é 😀"), ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&apos;f"), ("tab\tcr\r", "tab\\tcr\\r"),
            ("line\nfeed", "line\\nfeed"), ("bell\u{7}", "bell\\u0007"), ("\u{FFFE}x\u{FFFF}", "x"), ("\u{F000}", "\u{F000}"), ("<\u{FFFD}\u{FFFF}\u{EFFF}", "&lt;\u{FFFD}\u{EFFF}"), ("'\u{301}", "&apos;\u{301}"),
        ]
        for (text, expected) in xml { XCTAssertEqual(JUnitReporter.escape(text), expected, text) }
        let html: [(String, String)] = [("plain é", "plain é"), ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&#39;f"), ("\n", "\\n"), ("\"\u{301}", "&quot;\u{301}")]
        for (text, expected) in html { XCTAssertEqual(HTMLReporter.escape(text), expected, text) }
    }

    func testJUnitReport() {
        let result = lint([("a.w3wtheme.yaml", theme), ("b&c.w3wtheme.yaml", "w3wtheme: 1\n")])
        let xml = JUnitReporter().report(result)
        XCTAssertTrue(xml.hasPrefix("""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="w3wlint" tests="2" failures="1" errors="0">
          <testsuite name="w3wlint" tests="2" failures="1" errors="0" skipped="0">
            <testcase classname="w3wlint" name="a.w3wtheme.yaml" file="a.w3wtheme.yaml">
              <failure type="dark-variant" message="colour `tint` has no dark value
        """), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"w3wlint\" name=\"b&amp;c.w3wtheme.yaml\" file=\"b&amp;c.w3wtheme.yaml\"/>"))
        XCTAssertEqual(xml.components(separatedBy: "<failure ").count - 1, 3)
        let document = xml.withCString { xmlReadMemory($0, Int32(strlen($0)), "junit.xml", nil, Int32(XML_PARSE_NONET.rawValue)) }
        XCTAssertNotNil(document, "well-formed XML")
        xmlFreeDoc(document)
    }

    func testJUnitFailsOnErrorsAndWarningsOnly() {
        let findings = [
            Finding(ruleID: "contrast", severity: .error, message: "e", location: SourceLocation(file: "a.svg", line: 2, column: 3)),
            Finding(ruleID: "not-evaluated", severity: .note, message: "n", location: SourceLocation(file: "a.svg", line: 4, column: 1)),
            Finding(ruleID: "no-reference", severity: .note, message: "only a note", location: SourceLocation(file: "b.svg", line: 1, column: 1)),
        ]
        let result = LintResult(findings: findings, files: ["a.svg", "b.svg"], rules: [], rootDirectory: "/p")
        XCTAssertEqual(JUnitReporter().report(result), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="w3wlint" tests="2" failures="1" errors="0">
          <testsuite name="w3wlint" tests="2" failures="1" errors="0" skipped="0">
            <testcase classname="w3wlint" name="a.svg" file="a.svg">
              <failure type="contrast" message="e">a.svg:2:3: error: e [contrast]</failure>
              <system-out>a.svg:4:1: note: n [not-evaluated]</system-out>
            </testcase>
            <testcase classname="w3wlint" name="b.svg" file="b.svg">
              <system-out>b.svg:1:1: note: only a note [no-reference]</system-out>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    }
}
