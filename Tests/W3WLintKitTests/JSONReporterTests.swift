import Foundation
import XCTest
@testable import W3WLintKit

/// `JSONReporter` and the JSON it writes: the report, its schema, streamed arrays, escaping.
final class JSONReporterTests: ScratchFolderTestCase {
    private let theme = TestThemes.findingsTheme

    func testJSONReport() throws {
        let result = lint([("a.w3wtheme.yaml", theme)])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReporter().report(result).utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(json["summary"] as? [String: Int], ["errors": 0, "warnings": 3, "notes": 0, "files": 1])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["ruleId"]!) \($0["severity"]!)" },
                       ["a.w3wtheme.yaml:3:3 dark-variant warning", "a.w3wtheme.yaml:7:16 spacing-scale warning",
                        "a.w3wtheme.yaml:8:21 corner-radius warning"])
        XCTAssertEqual((findings[2]["properties"] as? [String: Any])?["allowed"] as? [Int], [4, 8])
    }

    func testJSONReportMatchesItsSchema() throws {
        guard let python = pythonWithJSONSchema else { throw XCTSkip("python3 with jsonschema is not installed") }
        let result = lint([("a.w3wtheme.yaml", theme), ("b.w3wtheme.yaml", "w3wtheme: 1\nx: [\n")])
        let report = try write("report.json", JSONReporter().report(result))
        let schema = packageRoot.appendingPathComponent("docs/report-v1.schema.json")
        let check = try runProcess(python, ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); report = json.load(open(sys.argv[2]))
        jsonschema.validators.validator_for(schema)(schema).validate(report); print(len(report["findings"]))
        """, schema.path, report.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "4\n")
    }

    /// A streamed array writes exactly what the array it stands for would.
    func testStreamedJSONIsTheValueItStandsFor() {
        let items: [PropertyValue] = [.object([("a", 1), ("b", .array(["x", .null]))]), .array([]), "y"]
        let value: PropertyValue = .object([("k", .array(items)), ("e", .array([])), ("o", .object([("n", .null)])),
                                            ("runs", .array([.object([("r", .array(items))])]))])
        var streamed = ""
        JSONWriter.write(.object([
            ("k", .items(count: items.count) { items[$0] }), ("e", .items(count: 0) { _ in .null }),
            ("o", .value(.object([("n", .null)]))), ("runs", .array([.object([("r", .items(count: 3) { items[$0] })])])),
        ]), to: &streamed)
        XCTAssertEqual(streamed, JSONWriter.write(value))
        var empty = ""
        JSONWriter.write(.object([]), to: &empty)
        XCTAssertEqual(empty, "{}\n")
    }

    func testJSONEscaping() {
        XCTAssertEqual(JSONWriter.quoted("a\"b\\c\n\u{1}é"), "\"a\\\"b\\\\c\\n\\u0001é\"")
        XCTAssertEqual(JSONWriter.write(.object([("n", 4.5), ("i", 12), ("a", []), ("o", .object([]))])),
                       "{\n  \"n\": 4.5,\n  \"i\": 12,\n  \"a\": [],\n  \"o\": {}\n}\n")
        // Strings written as they are and strings escaped, as values and as keys: U+2028 and U+2029 are escaped
        // (they end lines in JavaScript); other characters whose UTF-8 starts with E2 (→, €) are not.
        let cases: [(String, String)] = [
            ("plain", "\"plain\""), ("→ €", "\"→ €\""), ("a\u{2028}b\u{2029}", "\"a\\u2028b\\u2029\""),
            ("tab\there\r", "\"tab\\there\\r\""), ("\u{1F}", "\"\\u001f\""), ("", "\"\""), ("q\"", "\"q\\\"\""),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(JSONWriter.quoted(text), expected)
            XCTAssertEqual(JSONWriter.write(.string(text)), expected + "\n")
            XCTAssertEqual(JSONWriter.write(.object([(text, .null)])), "{\n  \(expected): null\n}\n")
        }
        // Deeper than the indentations made in advance.
        var deep: PropertyValue = "x"
        for _ in 0..<20 { deep = .array([deep]) }
        let written = JSONWriter.write(deep)
        XCTAssertTrue(written.contains("\n" + String(repeating: " ", count: 40) + "\"x\"\n"))
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSArray, {
            var expected: Any = "x"
            for _ in 0..<20 { expected = [expected] }
            return expected as? NSArray
        }())
    }
}
