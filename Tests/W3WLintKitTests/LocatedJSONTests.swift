import XCTest
@testable import W3WLintKit

final class LocatedJSONTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONNode {
        switch LocatedJSONParser.parse(text) {
        case let .success(node): return node
        case let .failure(error): XCTFail("\(error)"); throw error
        }
    }

    private func failure(_ text: String) -> JSONParseError? {
        if case let .failure(error) = LocatedJSONParser.parse(text) { return error }
        return nil
    }

    func testStrictJSONKeepsLocationsOfKeysAndValues() throws {
        let root = try parse("{\n  \"a\": {\"b\": [1, 2.5e1, -3]},\n  \"é\": \"x\\u00e9\\n\", \"c\": true, \"d\": null\n}")
        let a = try XCTUnwrap(root.member("a"))
        XCTAssertEqual([a.keyLine, a.keyColumn, a.value.line, a.value.column], [2, 3, 2, 8])
        XCTAssertEqual(a.value["b"]?.items?.map(\.number), [1, 25, -3])
        XCTAssertEqual(a.value["b"]?.items?[1].column, 18)
        let accent = try XCTUnwrap(root.member("é"))
        // Columns count Unicode scalars: "é" is one.
        XCTAssertEqual([accent.keyLine, accent.keyColumn, accent.value.column], [3, 3, 8])
        XCTAssertEqual(accent.value.string, "xé\n")
        XCTAssertEqual(root.member("d")?.keyColumn, 32)
    }

    func testJSON5Syntax() throws {
        let text = """
        // comment
        {
          unquoted: 'single "quoted"', /* block
          comment */ hex: 0xFF, lead: .5, trail: 5., plus: +1,
          list: [1, 2,],
          $value: Infinity,
          'it\\'s': 'line \\
        continued',
        }
        """
        let root = try parse(text)
        XCTAssertEqual(root["unquoted"]?.string, "single \"quoted\"")
        XCTAssertEqual(root["hex"]?.number, 255)
        XCTAssertEqual(root["lead"]?.number, 0.5)
        XCTAssertEqual(root["trail"]?.number, 5)
        XCTAssertEqual(root["plus"]?.number, 1)
        XCTAssertEqual(root["list"]?.items?.count, 2)
        XCTAssertEqual(root["$value"]?.number, .infinity)
        XCTAssertEqual(root["it's"]?.string, "line continued")
        XCTAssertEqual(root.member("hex").map { [$0.keyLine, $0.keyColumn] }, [4, 14])
        XCTAssertEqual(root.member("list")?.keyLine, 5)
    }

    func testErrorsAreLocated() {
        XCTAssertEqual(failure("{\n  \"a\": 1\n  \"b\": 2\n}"), JSONParseError(message: "expected `,` or `}` after a member, found `\"`", line: 3, column: 3))
        XCTAssertEqual(failure("{\"a\": tru}")?.line, 1)
        XCTAssertEqual(failure("{\"a\": tru}")?.column, 7)
        XCTAssertEqual(failure("[1, 2"), JSONParseError(message: "unexpected end of the document inside an array; expected `]`", line: 1, column: 6))
        XCTAssertEqual(failure("{\"a\": \"x\n\"}"), JSONParseError(message: "line break inside a string (escape it as \\n)", line: 1, column: 9))
        XCTAssertEqual(failure("/* open"), JSONParseError(message: "unterminated /* comment", line: 1, column: 1))
        XCTAssertEqual(failure("{} {}"), JSONParseError(message: "unexpected `{` after the end of the document", line: 1, column: 4))
        XCTAssertEqual(failure(""), JSONParseError(message: "unexpected end of the document; expected a value", line: 1, column: 1))
    }

    func testDeepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(failure(deep)?.message, "nesting deeper than 256 levels")
    }
}
