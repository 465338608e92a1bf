import Foundation
import XCTest
@testable import W3WLintKit

final class ReporterTests: XCTestCase {
    private let theme = """
    w3wtheme: 1
    modes: [light, dark]
    palette:
      grey: "#777777"
      tint: { light: "#E11F26" }
    schemes:
      base:
        colors:
          foreground: grey
          background: "#FFFFFF"
        styles:
          padding: 13
          cornerRadius: 5
    """

    func testTextFormat() {
        let result = lint([("design/a.w3wtheme.yaml", theme), ("design/b.w3wtheme.yaml", "w3wtheme: 1\n")])
        XCTAssertEqual(TextReporter().report(result), """
        design/a.w3wtheme.yaml:5:3: warning: colour `tint` has no dark value (it defines light; required modes: light, dark) [dark-variant]
        design/a.w3wtheme.yaml:9:19: error: foreground #777777 on background #FFFFFF is 4.47:1 in light and dark mode, below WCAG AA 4.5:1 for text (scheme base) [contrast]
            unsafe fix (--fix --unsafe-fixes): #777777 → #767676
        design/a.w3wtheme.yaml:12:16: warning: padding 13 in scheme base is not on the padding scale (what3words presets); nearest: medium (12) or bold (16) [spacing-scale]
            fix: 13 → 12
        design/a.w3wtheme.yaml:13:21: warning: cornerRadius 5 in scheme base is not a preset; nearest: extraSmall (4) or small (8) [corner-radius]
            fix: 5 → 4
        1 error, 3 warnings in 2 files

        """)
    }

    func testTextSummaryWordsAndColour() {
        let clean = lint([("a.w3wtheme.yaml", "w3wtheme: 1\n")])
        XCTAssertEqual(TextReporter().report(clean), "0 errors, 0 warnings in 1 file\n")
        let one = lint([("a.w3wtheme.yaml", "w3wtheme: 1\nx: 1\n")])
        XCTAssertEqual(TextReporter.summary(one), "1 error, 0 warnings in 1 file")
        let coloured = TextReporter(useColor: true).report(one)
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"), coloured)
        XCTAssertFalse(TextReporter(useColor: false).report(one).contains("\u{1B}"))
    }

    func testFindingProperties() throws {
        let findings = lint([("a.w3wtheme.yaml", theme)]).findings
        let contrast = try XCTUnwrap(findings.first { $0.ruleID == "contrast" })
        XCTAssertEqual(PropertyValue.object(contrast.properties), .object([
            ("mode", "light"), ("scheme", "base"), ("role", "foreground"), ("foreground", "#777777"),
            ("background", "#FFFFFF"), ("ratio", 4.47), ("required", 4.5), ("level", "AA"), ("kind", "text"),
            ("suggestion", "#767676"), ("modes", ["light", "dark"]),
        ]))
        let dark = try XCTUnwrap(findings.first { $0.ruleID == "dark-variant" })
        XCTAssertEqual(PropertyValue.object(dark.properties), .object([("color", "tint"), ("missingModes", ["dark"]),
                                                                          ("defined", .object([("light", "#E11F26")]))]))
        let spacing = try XCTUnwrap(findings.first { $0.ruleID == "spacing-scale" })
        XCTAssertEqual(PropertyValue.object(spacing.properties), .object([("value", 13), ("kind", "padding"), ("allowed", [12, 16])]))
        let radius = try XCTUnwrap(findings.first { $0.ruleID == "corner-radius" })
        XCTAssertEqual(PropertyValue.object(radius.properties), .object([("value", 5), ("kind", "cornerRadius"), ("allowed", [4, 8])]))
    }

    func testSARIFStructure() throws {
        let result = lint([("design/a.w3wtheme.yaml", theme)])
        let sarif = SARIFReporter().report(result)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "w3wlint")
        XCTAssertEqual(driver["version"] as? String, w3wlintVersion)
        XCTAssertNotNil(driver["informationUri"] as? String)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["contrast", "dark-variant", "spacing-scale", "corner-radius",
                                                           "preset-consistency", "palette", "typography", "component-size",
                                                           "hierarchy", "no-reference", "parse-error",
                                                           "invalid-value", "not-evaluated", "too-many-findings"])
        for rule in rules {
            XCTAssertNotNil(rule["name"] as? String)
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["help"] as? [String: Any])?["text"] as? String)
            // Every rule has a help page: its own (WCAG's for contrast), else the rules' table of w3wlint's page.
            XCTAssertEqual(rule["helpUri"] as? String, rule["id"] as? String == "contrast"
                ? "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
                : "https://github.com/w3wlint/w3wlint/blob/main/docs/rules.md#\(rule["id"] as? String ?? "")")
            XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String)
        }
        // The help beside an alert says what the rule checks and how to fix it, not only the one line.
        let contrastHelp = try XCTUnwrap((rules[0]["help"] as? [String: String])?["markdown"])
        XCTAssertTrue(contrastHelp.hasPrefix("**Text and its background must reach the WCAG 2 contrast ratio in every colour mode.**\n\n"), contrastHelp)
        XCTAssertTrue(contrastHelp.contains("\n\n**Fix:** "), contrastHelp)
        XCTAssertEqual(SARIFReporter.helpMarkdown(RuleDescription(id: "x", name: "X", kind: "k", summary: "a <b> *c*", details: "d [e](f)",
                                                                  help: "g | h", severity: .warning)),
                       "**a \\<b\\> \\*c\\***\n\nd \\[e\\](f)\n\n**Fix:** g \\| h")
        XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"], "file:///project/")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        let first = results[1]
        XCTAssertEqual(first["ruleId"] as? String, "contrast")
        XCTAssertEqual(first["ruleIndex"] as? Int, 0)
        XCTAssertEqual(first["level"] as? String, "error")
        let location = try XCTUnwrap(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "design/a.w3wtheme.yaml")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertEqual(artifact["index"] as? Int, 0)
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 9, "startColumn": 19])
        let properties = try XCTUnwrap(first["properties"] as? [String: Any])
        XCTAssertEqual(properties["ratio"] as? Double, 4.47)
        XCTAssertEqual(properties["foreground"] as? String, "#777777")
        let fingerprint = try XCTUnwrap((first["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"])
        XCTAssertTrue(fingerprint.range(of: "^[0-9a-f]{16}:1$", options: .regularExpression) != nil, fingerprint)
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [1, 0, 2, 3])
    }

    func testSARIFIsDeterministic() {
        let files = [("b.w3wtheme.yaml", theme), ("a.w3wtheme.yaml", theme + "\n    x: 1\n")]
        let first = SARIFReporter().report(lint(files))
        let second = SARIFReporter().report(lint(files.reversed()))
        XCTAssertEqual(first, second)
    }

    func testFingerprintsSurviveMovedLinesAndTellTwinsApart() throws {
        let before = lint([("a.w3wtheme.yaml", theme)]).findings
        let moved = lint([("a.w3wtheme.yaml", theme.replacingOccurrences(of: "palette:", with: "name: moved\n\npalette:"))]).findings
        XCTAssertEqual(before.map(\.fingerprint), moved.map(\.fingerprint))
        XCTAssertNotEqual(before.map(\.location.line), moved.map(\.location.line))
        XCTAssertEqual(Set(before.map(\.fingerprint)).count, before.count, "every finding has its own fingerprint")
        let edited = lint([("a.w3wtheme.yaml", theme.replacingOccurrences(of: "padding: 13", with: "padding: 14"))]).findings
        XCTAssertNotEqual(before.first { $0.ruleID == "spacing-scale" }?.fingerprint,
                          edited.first { $0.ruleID == "spacing-scale" }?.fingerprint)
    }

    func testSARIFValidatesAgainstTheSchema() throws {
        let schema = try requireShared("spec/sarif-schema-2.1.0.json")
        guard let python = pythonWithJSONSchema else { throw XCTSkip("python3 with jsonschema is not installed") }
        let result = lint([("design/a.w3wtheme.yaml", theme), ("design/bad.w3wtheme.yaml", "w3wtheme: 1\npalette: [\n"),
                           ("/elsewhere/c d.w3wtheme.yaml", theme)])
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-test-\(UUID()).sarif")
        try SARIFReporter().report(result).write(to: log, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: log) }
        let check = try runProcess(python, ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        jsonschema.validators.validator_for(schema)(schema).validate(log)
        print(len(log["runs"][0]["results"]))
        """, schema.path, log.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "9\n")
        let text = try String(contentsOf: log, encoding: .utf8)
        XCTAssertTrue(text.contains("\"uri\": \"file:///elsewhere/c%20d.w3wtheme.yaml\""))
    }

    /// SARIF and JSON reports are written piece by piece, so a run's hundred thousand findings are never held whole
    /// as values or text: through a file's 64 kB buffer they are byte for byte what `report` returns.
    func testStreamedReportsAreTheSameBytesThroughAFile() throws {
        var text = "w3wtheme: 1\nschemes:\n"
        for index in 0..<300 { text += "  s\(index):\n    styles:\n      padding: 13\n      cornerRadius: 5\n" }
        let result = lint([("a.w3wtheme.yaml", text)])
        XCTAssertEqual(result.findings.filter { $0.ruleID == "corner-radius" }.count, 300)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-stream-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report").path
        try "an older report".write(toFile: path, atomically: false, encoding: .utf8)
        for reporter in ReportFormat.allCases.map({ $0.reporter(useColor: false) }) {
            let expected = reporter.report(result)
            XCTAssertGreaterThan(expected.utf8.count, 65_536, "\(reporter): more than the buffer holds")
            try OutputFile.writeAtomically(to: path) { reporter.write(result, to: &$0) }
            XCTAssertEqual(FileManager.default.contents(atPath: path), Data(expected.utf8), "\(reporter)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report"], "no temporary file left")
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

    /// A write that fails (a full disk) is kept, later writes are dropped, and `OutputFile` leaves the old file.
    func testFileOutputKeepsTheFirstFailure() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        guard descriptor >= 0 else { throw XCTSkip("no /dev/full on this system") }
        defer { close(descriptor) }
        var output = FileOutput(descriptor: descriptor)
        output.write("short")
        XCTAssertNil(output.failure, "still in the buffer")
        output.flush()
        XCTAssertEqual(output.failure, ENOSPC)
        output.write(String(repeating: "x", count: 100_000))
        XCTAssertEqual(output.failure, ENOSPC)
        XCTAssertThrowsError(try OutputFile.writeAtomically(to: "/nonexistent-folder-\(UUID())/report") { $0.write("x") })
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

    /// docs/cli.md's `--format` row names every format `--format` takes, in order: a new reporter is documented.
    func testCLIReferenceListsEveryFormat() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let row = try XCTUnwrap(page.split(separator: "\n").first { $0.hasPrefix("| `-f, --format ") })
        let listed = row.dropFirst("| `-f, --format ".count).prefix { $0 != "`" }
        XCTAssertEqual(listed.components(separatedBy: "\\|"), ReportFormat.allCases.map(\.rawValue))
    }
}

final class FingerprintTests: XCTestCase {
    /// CRLF files split at their line feeds; trailing carriage returns and indentation do not change a fingerprint.
    func testLineEndingsAndIndentationDoNotMatter() {
        let unix = "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n"
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let a = lint([("a.w3wtheme.yaml", unix)]).findings
        let b = lint([("a.w3wtheme.yaml", windows)]).findings
        XCTAssertEqual(a.map(\.fingerprint), b.map(\.fingerprint))
        XCTAssertEqual(a.map(\.location.line), [5])
    }
}
