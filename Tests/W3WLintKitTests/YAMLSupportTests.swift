import XCTest
import Yams
@testable import W3WLintKit

/// YAML is composed with a one-expression resolver (`YAMLDocument.typedPlainScalar`): every scalar must still read as
/// the type Yams's default resolver gives it, and keys must clash exactly when they did.
final class YAMLSupportTests: XCTestCase {
    private func value(_ yaml: String, resolver: Resolver? = nil) throws -> Node {
        let root: Node?
        if let resolver {
            root = try Yams.compose(yaml: yaml, resolver)
        } else {
            guard case let .success(node) = YAMLDocument.compose(yaml, file: "t.yaml") else {
                XCTFail("does not compose: \(yaml)")
                throw CocoaError(.coderReadCorrupt)
            }
            root = node
        }
        return try XCTUnwrap(root?.pairs?.first?.value)
    }

    func testScalarsReadAsTheDefaultResolverReadsThem() throws {
        let scalars = ["5", "-5", "0x1F", "0o17", "1_000", "190:20:30", "1.5", "-.5", ".inf", "-.Inf", ".NaN", "1e3",
                       "6.8523015e+5", "true", "False", "yes", "NO", "on", "Off", "y", "n", "null", "~", "Null", "",
                       "2001-12-14t21:59:43.10-05:00", "2002-12-14", "<<", "=", "#FF0000", "\"5\"", "'true'",
                       "!!str 5", "!!int \"7\"", "!!float 1", "primary", "12px", "0.5em", "[1, 2]", "{a: 1}",
                       "1.0.0", "+12", "0b1010", "e5", "5e", "NaN", "TRUE", "tRue", "nULL"]
        for text in scalars {
            let expected = try value("v: \(text)\n", resolver: .default)
            let read = try value("v: \(text)\n")
            XCTAssertEqual(read.tagName, Tag.Name(rawValue: expected.tag.rawValue), text)
            XCTAssertEqual(read.kindDescription, expected.kindDescription, text)
            XCTAssertEqual(read.stringValue, expected.stringValue, text)
            XCTAssertEqual(read.numberValue.map(String.init(describing:)), expected.numberValue.map(String.init(describing:)), text)
            XCTAssertEqual(read.isNull, expected.isNull, text)
        }
        // The combined expression does tag the typed scalars, and only them.
        XCTAssertEqual(Tag.Name(rawValue: try value("v: 5\n").tag.rawValue), YAMLDocument.typedPlainScalar)
        XCTAssertEqual(Tag.Name(rawValue: try value("v: primary\n").tag.rawValue), .str)
    }

    /// A base-60 integer too large for Int trapped in Yams (found by FuzzTheme): it is a number out of range for a
    /// theme value, and the file is still read.
    func testHugeBaseSixtyIntegersAreNumbersNotCrashes() throws {
        XCTAssertEqual(try value("v: 190:20:30\n").numberValue, 685_230)
        XCTAssertEqual(try value("v: -1:30\n").numberValue, -90)
        XCTAssertEqual(try value("v: 4666666666666666665:6\n").numberValue, 4666666666666666665.0 * 60 + 6)
        let loaded = ThemeLoader().load(contents: Data("4666666666666666665:6".utf8), file: "t.w3wtheme.yaml")
        XCTAssertEqual(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "1:1 invalid-value expected a theme (a mapping with `w3wtheme: 1`), found a number",
        ])
    }

    func testDuplicateKeysClashAsBefore() {
        func clashes(_ yaml: String) -> Bool {
            if case .failure = YAMLDocument.compose(yaml, file: "t.yaml") { return true }
            return false
        }
        XCTAssertTrue(clashes("a: 1\na: 2\n"))
        XCTAssertTrue(clashes("1: x\n1: y\n"))
        XCTAssertTrue(clashes("true: x\ntrue: y\n"))
        XCTAssertFalse(clashes("1: x\n\"1\": y\n"))
        XCTAssertFalse(clashes("true: x\n'true': y\n"))
        XCTAssertFalse(clashes("1: x\n1.0: y\n"))
        XCTAssertFalse(clashes("null: x\n~: y\n"))
    }
}
