import Foundation
import XCTest
@testable import W3WLintKit

/// The `pattern` rule's regex matcher: the supported subset matches as NSRegularExpression does, the rest is refused
/// with a message naming the construct, and no pattern can make matching slower than linear.
final class LinearRegexTests: XCTestCase {
    private func matches(_ pattern: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        do {
            return try LinearRegex(pattern).matches(text)
        } catch {
            XCTFail("`\(pattern)` was refused: \(error)", file: file, line: line)
            return false
        }
    }

    private func refusal(_ pattern: String) -> LinearRegex.SyntaxError? {
        do {
            _ = try LinearRegex(pattern)
            return nil
        } catch {
            return error as? LinearRegex.SyntaxError
        }
    }

    func testCamelCase() {
        let camelCase = "^[a-z][a-zA-Z0-9]*$"
        XCTAssertTrue(matches(camelCase, "grey56"))
        XCTAssertTrue(matches(camelCase, "blueAlpha15"))
        XCTAssertFalse(matches(camelCase, "Grey_56"))
        XCTAssertFalse(matches(camelCase, "blue-20"))
        XCTAssertFalse(matches(camelCase, ""))
    }

    func testSearchesAnywhereUnlessAnchored() {
        XCTAssertTrue(matches("b", "abc"))
        XCTAssertFalse(matches("^b", "abc"))
        XCTAssertTrue(matches("c$", "abc"))
        XCTAssertFalse(matches("b$", "abc"))
        XCTAssertFalse(matches("a$", "a\n"), "`$` is the very end of the text")
        XCTAssertTrue(matches("", ""))
        XCTAssertTrue(matches("", "anything"))
        XCTAssertFalse(matches("x", ""))
    }

    func testAlternationAndGroups() {
        XCTAssertTrue(matches("^(grey|blue)[0-9]+$", "grey56"))
        XCTAssertTrue(matches("^(grey|blue)[0-9]+$", "blue20"))
        XCTAssertFalse(matches("^(grey|blue)[0-9]+$", "red5"))
        XCTAssertTrue(matches("^(?:ab|cd)*$", "abcdab"))
        XCTAssertFalse(matches("^(?:ab|cd)*$", "abca"))
        XCTAssertTrue(matches("^(?<tone>[a-z]+)[0-9]+$", "grey56"), "a named group is a plain group")
        XCTAssertTrue(matches("^(a|)b$", "b"))
        XCTAssertTrue(matches("^(((a)))$", "a"))
    }

    func testCountedRepetition() {
        XCTAssertFalse(matches("^a{2,3}$", "a"))
        XCTAssertTrue(matches("^a{2,3}$", "aa"))
        XCTAssertTrue(matches("^a{2,3}$", "aaa"))
        XCTAssertFalse(matches("^a{2,3}$", "aaaa"))
        XCTAssertTrue(matches("^a{2}$", "aa"))
        XCTAssertFalse(matches("^a{2}$", "aaa"))
        XCTAssertTrue(matches("^a{2,}$", "aaaaa"))
        XCTAssertFalse(matches("^a{2,}$", "a"))
        XCTAssertTrue(matches("^(ab){0,2}c$", "ababc"))
        XCTAssertFalse(matches("^(ab){0,2}c$", "abababc"))
        XCTAssertTrue(matches("^x{0}y$", "y"))
        XCTAssertTrue(matches("^a{1000}$", String(repeating: "a", count: 1000)))
        XCTAssertFalse(matches("^a{1000}$", String(repeating: "a", count: 999)))
    }

    func testLazyQuantifiersGiveTheSameAnswer() {
        XCTAssertTrue(matches("^a+?$", "aaa"))
        XCTAssertTrue(matches("^a*?b$", "aab"))
        XCTAssertTrue(matches("^a??b$", "b"))
        XCTAssertTrue(matches("^a{1,2}?$", "aa"))
        XCTAssertFalse(matches("^a+?$", "aab"))
    }

    func testClasses() {
        XCTAssertTrue(matches("^[^0-9]+$", "abc"))
        XCTAssertFalse(matches("^[^0-9]+$", "ab1"))
        XCTAssertTrue(matches("^[a-cx-z]+$", "abzy"))
        XCTAssertFalse(matches("^[a-cx-z]+$", "abd"))
        XCTAssertTrue(matches("^[]a]$", "]"), "`]` right after `[` is literal")
        XCTAssertTrue(matches(#"^[\w-]+$"#, "blue-20"))
        XCTAssertTrue(matches(#"^[\-+]$"#, "-"))
        XCTAssertTrue(matches(#"^[\]\\]+$"#, #"]\"#))
        XCTAssertTrue(matches(#"^[\d.]+$"#, "1.5"))
        XCTAssertFalse(matches(#"^[\D]$"#, "7"))
        XCTAssertTrue(matches("^[é-ë]$", "ê"))
    }

    func testEscapes() {
        XCTAssertTrue(matches(#"^\d+$"#, "123"))
        XCTAssertFalse(matches(#"^\d+$"#, "12a"))
        XCTAssertFalse(matches(#"\d"#, "٣"), #"`\d` is ASCII"#)
        XCTAssertTrue(matches(#"^\w+$"#, "Grey_56"))
        XCTAssertFalse(matches(#"\w"#, "é"), #"`\w` is ASCII"#)
        XCTAssertFalse(matches(#"^\W$"#, "_"))
        XCTAssertTrue(matches(#"\s"#, "a b"))
        XCTAssertTrue(matches(#"\s"#, "a\tb"))
        XCTAssertFalse(matches(#"\s"#, "ab"))
        XCTAssertTrue(matches(#"^\S+$"#, "ab"))
        XCTAssertTrue(matches(#"^a\.b$"#, "a.b"))
        XCTAssertFalse(matches(#"^a\.b$"#, "axb"))
        XCTAssertTrue(matches(#"^\\\{\}\(\)\*\+\?\|\^\$$"#, #"\{}()*+?|^$"#))
        XCTAssertTrue(matches(#"^a\nb\tc\rd$"#, "a\nb\tc\rd"))
        XCTAssertTrue(matches("^.$", "é"))
        XCTAssertTrue(matches("^.$", "😀"))
        XCTAssertFalse(matches(".", "\n"))
        XCTAssertTrue(matches("^grå$", "grå"))
    }

    func testWordBoundaries() {
        XCTAssertTrue(matches(#"\bcat\b"#, "a cat sat"))
        XCTAssertTrue(matches(#"\bcat\b"#, "cat"))
        XCTAssertFalse(matches(#"\bcat\b"#, "concat"))
        XCTAssertFalse(matches(#"\bcat\b"#, "cats"))
        XCTAssertTrue(matches(#"\Bcat"#, "concat"))
        XCTAssertFalse(matches(#"\Bcat"#, "a cat"))
        XCTAssertFalse(matches(#"\b"#, ""))
        XCTAssertTrue(matches(#"\B"#, ""))
        XCTAssertTrue(matches(#"^grey\b-"#, "grey-20"))
    }

    func testRefusedConstructs() {
        let linear = "is not supported: w3wlint matches in linear time"
        let refusals: [(String, String, Int)] = [
            (#"(a)\1"#, "backreference `\\1` at offset 3 \(linear)", 3),
            (#"(?<x>a)\k<x>"#, "backreference `\\k` at offset 7 \(linear)", 7),
            ("a(?=b)", "lookahead `(?=` at offset 1 \(linear)", 1),
            ("(?!b)a", "lookahead `(?!` at offset 0 \(linear)", 0),
            ("x(?<=a)", "lookbehind `(?<=` at offset 1 \(linear)", 1),
            ("(?<!a)b", "lookbehind `(?<!` at offset 0 \(linear)", 0),
            ("(?>a+)b", "atomic group `(?>` at offset 0 \(linear)", 0),
            ("a*+", "possessive quantifier `*+` at offset 1 \(linear)", 1),
            ("a++", "possessive quantifier `++` at offset 1 \(linear)", 1),
            ("a?+", "possessive quantifier `?+` at offset 1 \(linear)", 1),
            ("a{2}+", "possessive quantifier `{2}+` at offset 1 \(linear)", 1),
            ("(?i)grey", "inline flags `(?i)` at offset 0 are not supported; spell the cases out instead, such as `[Aa]`", 0),
            ("a(?i:b)", "inline flags `(?i:` at offset 1 are not supported; spell the cases out instead, such as `[Aa]`", 1),
            ("(?#note)a", "comment `(?#` at offset 0 is not supported", 0),
            ("(?P<x>a)", "unknown group syntax `(?P` at offset 0", 0),
            ("(?<1x>a)", "the group name at offset 0 must be ASCII letters and digits, starting with a letter and closed by `>`", 0),
            (#"\p{L}"#, "escape `\\p` at offset 0 is not supported", 0),
            (#"a\0"#, "escape `\\0` at offset 1 is not supported", 1),
            (#"[\b]"#, "escape `\\b` at offset 1 is not supported in a class", 1),
        ]
        for (pattern, message, offset) in refusals {
            XCTAssertEqual(refusal(pattern), LinearRegex.SyntaxError(message: message, offset: offset), pattern)
        }
    }

    func testMalformedPatterns() {
        let brace = "does not start a counted repetition `{n}`, `{n,}` or `{n,m}`; write `\\{` for a literal brace"
        let refusals: [(String, String, Int)] = [
            ("^[a-z]+)$", "unbalanced `)` at offset 7", 7),
            ("(ab", "unbalanced `(` at offset 0: no matching `)`", 0),
            ("a{", "`{` at offset 1 \(brace)", 1),
            ("a{x}", "`{` at offset 1 \(brace)", 1),
            ("a{,3}", "`{` at offset 1 \(brace)", 1),
            ("a{1, 3}", "`{` at offset 1 \(brace)", 1),
            ("{abc", "`{` at offset 0 \(brace)", 0),
            ("a}", "unescaped `}` at offset 1; write `\\}` for a literal brace", 1),
            ("{2}", "quantifier `{2}` at offset 0 has nothing to repeat", 0),
            ("*a", "quantifier `*` at offset 0 has nothing to repeat", 0),
            ("a|+", "quantifier `+` at offset 2 has nothing to repeat", 2),
            ("(*)", "quantifier `*` at offset 1 has nothing to repeat", 1),
            ("a**", "quantifier `*` at offset 2 follows another quantifier; wrap the repeated part in `(?:…)`", 2),
            ("a{2}{3}", "quantifier `{` at offset 4 follows another quantifier; wrap the repeated part in `(?:…)`", 4),
            ("a???", "quantifier `?` at offset 3 follows another quantifier; wrap the repeated part in `(?:…)`", 3),
            ("a{1001}", "repetition count in `{1001}` at offset 1 is larger than 1000", 1),
            ("a{2,99999999999999999999}", "repetition count in `{…}` at offset 1 is larger than 1000", 1),
            ("a{3,2}", "repetition `{3,2}` at offset 1 has its minimum above its maximum", 1),
            ("[abc", "unterminated class `[` at offset 0: no matching `]`", 0),
            ("[^]", "unterminated class `[` at offset 0: no matching `]`", 0),
            ("[z-a]", "range `z-a` at offset 1 is out of order", 1),
            (#"[a-\d]"#, "the range at offset 1 ends in a class escape; write `\\-` for a literal `-`", 1),
            ("[[a]]", "nested class `[` at offset 1 is not supported; write `\\[` for a literal bracket", 1),
            ("[a-z&&[^c]]", "class set operation `&&` at offset 4 is not supported", 4),
            ("[a--b]", "class set operation `--` at offset 2 is not supported", 2),
            ("a\\", "pattern ends with a lone `\\` at offset 1", 1),
        ]
        for (pattern, message, offset) in refusals {
            XCTAssertEqual(refusal(pattern), LinearRegex.SyntaxError(message: message, offset: offset), pattern)
        }
    }

    func testSizeLimits() {
        XCTAssertEqual(refusal(String(repeating: "a", count: 10_001)),
                       LinearRegex.SyntaxError(message: "pattern is 10001 characters long; at most 10000 are supported",
                                               offset: 10_000))
        XCTAssertNil(refusal(String(repeating: "a", count: 10_000)))
        XCTAssertEqual(refusal("(?:a{1000}){1000}"),
                       LinearRegex.SyntaxError(message: "pattern expands to more than 20000 instructions (repetition at "
                           + "offset 11); use smaller repetition counts", offset: 11))
        XCTAssertNil(refusal("(?:a{1000}){19}"))
        // Empty groups compile to nothing, so expanding them costs nothing either.
        XCTAssertTrue(matches("^(?:(?:(?:){1000}){1000}){1000}a$", "a"))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        XCTAssertEqual(refusal(String(repeating: "(", count: 10_000)),
                       LinearRegex.SyntaxError(message: "groups nested deeper than 100 at offset 100", offset: 100))
        let hundred = String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)
        XCTAssertTrue(matches(hundred, "a"))
    }

    func testBacktrackingPatternsRunInLinearTime() {
        let pattern = "^(a|aa)+$"
        XCTAssertFalse(matches(pattern, String(repeating: "a", count: 4_999) + "b"))
        XCTAssertTrue(matches(pattern, String(repeating: "a", count: 5_000)))
        XCTAssertFalse(matches("^(a+)+$", String(repeating: "a", count: 5_000) + "!"))
        XCTAssertFalse(matches("^(.*a){20}$", String(repeating: "a", count: 19) + String(repeating: "b", count: 5_000)))
    }

    func testEmptyLoopsTerminate() {
        XCTAssertTrue(matches("(a*)*$", "aaab"))
        XCTAssertFalse(matches("^(a*)*$", "aaab"))
        XCTAssertTrue(matches("(|a)+", ""))
        XCTAssertTrue(matches("(|a)+", "b"))
        XCTAssertTrue(matches("^(|a)+$", "aaa"))
        XCTAssertFalse(matches("^(|a)+$", "ab"))
        XCTAssertTrue(matches("^(a?){50}b$", "aab"))
        XCTAssertTrue(matches("^*a", "a"))
    }

    func testValueSemantics() throws {
        XCTAssertEqual(try LinearRegex("^a+$"), try LinearRegex("^a+$"))
        XCTAssertNotEqual(try LinearRegex("^a+$"), try LinearRegex("^b+$"))
        let regex: any Sendable = try LinearRegex("a")
        XCTAssertTrue(regex is LinearRegex)
        XCTAssertEqual(LinearRegex.SyntaxError(message: "m", offset: 2).description, "m")
    }

    /// Inside the subset, with ASCII texts that do not end in a line break, the answers are NSRegularExpression's.
    func testAgreesWithNSRegularExpression() throws {
        let table: [(String, String)] = [
            ("^[a-z][a-zA-Z0-9]*$", "grey56"), ("^[a-z][a-zA-Z0-9]*$", "Grey_56"), ("^[a-z][a-zA-Z0-9]*$", "blue-20"),
            ("b", "abc"), ("^b", "abc"), ("c$", "abc"), ("x", ""), ("(?:)", "abc"),
            ("^(grey|blue)[0-9]+$", "blue20"), ("^(grey|blue)[0-9]+$", "red5"), ("gr(a|e)y", "a grey cat"),
            ("^a{2,3}$", "a"), ("^a{2,3}$", "aa"), ("^a{2,3}$", "aaa"), ("^a{2,3}$", "aaaa"), ("^a{2,}$", "aaaaaa"),
            ("^(ab){0,2}c$", "ababc"), ("^(ab){0,2}c$", "abababc"), ("^(?:ab|cd)*$", "abcdab"), ("^(?:ab|cd)*$", "abca"),
            ("^[^0-9]+$", "abc"), ("^[^0-9]+$", "ab1"), ("^[a-cx-z]+$", "abzy"), ("^[a-cx-z]+$", "abd"),
            ("^[]a]+$", "]a]"), (#"^[\w-]+$"#, "blue-20"), (#"^[\w.-]+$"#, "a.b-c"), (#"^[a-]$"#, "-"),
            (#"^\d{3}$"#, "123"), (#"^\d{3}$"#, "12a"), (#"\D"#, "123"), (#"^\w+$"#, "Grey_56"), (#"\W"#, "Grey_56"),
            (#"\s"#, "a b"), (#"\s"#, "ab"), (#"^\S+$"#, "ab"), (#"\bcat\b"#, "a cat sat"), (#"\bcat\b"#, "concat"),
            (#"\Bcat"#, "concat"), (#"\B"#, ""), (#"\b"#, ""), (#"^a\.b$"#, "a.b"), (#"^a\.b$"#, "axb"),
            ("^a+?$", "aaa"), ("^a*?b$", "aab"), ("^a??b$", "b"), ("(a*)*$", "aaab"), ("^(a*)*$", "aaab"),
            ("(|a)+", "b"), ("^(|a)+$", "aaa"), ("^(a|aa)+$", "aaaaaaab"), ("^.+$", "héllo"), (".", "\n"),
            ("^(?<tone>[a-z]+)[0-9]+$", "grey56"), ("^*a", "a"), ("^x{0}y$", "y"), ("a|b|c", "xxc"), ("a|b|c", "xyz"),
            (#"^[\]\\]+$"#, #"]\"#), (#"^\$\d+$"#, "$15"), ("^(a|b)*c(d|e)?$", "ababce"), ("^(a|b)*c(d|e)?$", "abf"),
        ]
        XCTAssertGreaterThanOrEqual(table.count, 40)
        for (pattern, text) in table {
            // Foundation refuses the empty pattern on Linux, so the table has none (see testSearchesAnywhereUnlessAnchored).
            let expected = try XCTUnwrap(try? NSRegularExpression(pattern: pattern), pattern)
                .firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
            XCTAssertEqual(matches(pattern, text), expected, "`\(pattern)` on \(text.debugDescription)")
        }
    }
}
