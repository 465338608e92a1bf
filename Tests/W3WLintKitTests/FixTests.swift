import Foundation
import XCTest
@testable import W3WLintKit

/// `--fix`: the exact text written, ties, idempotency, unsafe contrast fixes, safety of the writes, reports.
final class FixTests: ScratchFolderTestCase {

    private func read(_ relativePath: String) throws -> String {
        try String(contentsOf: scratch.appendingPathComponent(relativePath), encoding: .utf8)
    }

    private func check(_ rules: [any RuleKind] = BuiltinRules.defaultPack) throws -> LintResult {
        // The what3words presets chosen (`extends: [w3w]`): exports and tokens here have no theme of their own.
        var linter = Linter(rules: rules, presets: chosenPresets())
        linter.recordsContentDigests = true
        return try linter.check(paths: ["."], workingDirectory: scratch.path)
    }

    /// Checks, plans and writes; returns the plan.
    @discardableResult
    private func fix(_ rules: [any RuleKind] = BuiltinRules.defaultPack, unsafe: Bool = false) throws -> FixPlan {
        let result = try check(rules)
        let plan = FixApplier.plan(result.findings, includeUnsafe: unsafe, digests: result.contentDigests,
                                   workingDirectory: scratch.path)
        XCTAssertTrue(FixApplier.write(plan).isEmpty)
        return plan
    }

    /// Comments, flow lists with odd spacing, a float, an anchor and its alias, a tie: only value text changes.
    static let messyTheme = """
    # Buttons — formatted by hand
    w3wtheme: 1
    modes: [light]
    schemes:
      buttons:
        styles:
          padding:   [ 10,14 , 10,   13 ]   # edges: 14 is a tie (12 | 16), 13 goes to 12
          cornerRadius: 5.0     # soft corners
      cards:
        styles:
          margin: &gap 12       # anchored: no fix
          padding: *gap
          cornerRadius:   10 # between 8 and 12
      rows: { styles: { padding: 7, margin: 8 } }

    """

    func testYAMLThemeKeepsCommentsAndFormattingAndOnlyValuesChange() throws {
        try write("theme.w3wtheme.yaml", Self.messyTheme)
        let plan = try fix()
        XCTAssertEqual(plan.fixed.count, 5)
        XCTAssertEqual(try read("theme.w3wtheme.yaml"), """
        # Buttons — formatted by hand
        w3wtheme: 1
        modes: [light]
        schemes:
          buttons:
            styles:
              padding:   [ 10,16 , 10,   12 ]   # edges: 14 is a tie (12 | 16), 13 goes to 12
              cornerRadius: 4.0     # soft corners
          cards:
            styles:
              margin: &gap 12       # anchored: no fix
              padding: *gap
              cornerRadius:   12 # between 8 and 12
          rows: { styles: { padding: 8, margin: 8 } }

        """)
        // Idempotent: nothing left to fix, and the check reports none of the fixed findings; the anchored margin
        // (no exact range to edit) remains.
        let again = try check()
        XCTAssertEqual(positions(again.findings), ["11:15 spacing-scale"])
        XCTAssertNil(again.findings[0].fix)
        let second = try fix()
        XCTAssertTrue(second.changes.isEmpty)
        XCTAssertTrue(second.fixed.isEmpty)
    }

    /// A fix is written at the value's bytes, whatever characters the file's reader ends lines at: libyaml also at
    /// a lone CR, NEL, LS and PS, the JSON reader at a lone CR, LS and PS (inside strings too), swift-syntax at a
    /// lone CR. Counted by line feeds alone, each such break moved the edit to the same column one line further
    /// down, where the same digits in a comment were rewritten and the value kept.
    func testFixesAreWrittenAtTheValueWhateverCharactersEndLines() throws {
        var expected: [String: String] = [:]
        func file(_ path: String, _ text: String, fixed: (String, String)) throws {
            try write(path, text)
            expected[path] = text.replacingOccurrences(of: fixed.0, with: fixed.1)
        }
        for (index, lineBreak) in ["\r", "\u{85}", "\u{2028}", "\u{2029}", "\r\n"].enumerated() {
            try file("yaml\(index)/t.w3wtheme.yaml", "w3wtheme: 1\nname: demo # a\(lineBreak)# b\nmodes: [light]\nschemes:\n  base:\n"
                + "    styles:\n      padding: 13\n      #adding: 13 stays\n", fixed: ("padding: 13", "padding: 12"))
        }
        for (index, (between, inside)) in [("\r", ""), ("\n", "\u{2028}")].enumerated() {
            try file("json\(index)/size.tokens.json", "{\n  \"space\": {\(between)    \"$type\": \"dimension\", \"$description\": \"a\(inside)b\",\n"
                + "    \"gap\": { \"$value\": { \"value\": 13, \"unit\": \"px\" } },\n    \"$extensions\": { \"note\": \"xxxx13 stays\" }\n  }\n}\n",
                fixed: ("\"value\": 13", "\"value\": 12"))
        }
        try write("swift/Theme.swift", "import SwiftUI\n\nenum Spacing {\n    static let small: CGFloat = 8\n    static let medium: CGFloat = 16\n}\n")
        try file("swift/Card.swift", "import SwiftUI\n// notes\r// more\nstruct Card: View {\n    var body: some View {\n        Text(\"Lamp\")\n"
            + "            .padding(.horizontal, 13)\n            //                    13 stays\n    }\n}\n",
            fixed: (".padding(.horizontal, 13)", ".padding(.horizontal, 16)"))
        let plan = try fix()
        XCTAssertEqual(plan.fixed.map(\.location.file).sorted(), expected.keys.sorted())
        for (path, text) in expected { XCTAssertEqual(try read(path), text, path) }
    }

    func testTiesGoToTheSmallerPresetWhenAsked() throws {
        try write("theme.w3wtheme.yaml", Self.messyTheme)
        let rules: [any RuleKind] = [ScaleRule(options: .init().with(\.fixTie, .smaller)), PresetsRule(options: .init().with(\.fixTie, .smaller))]
        try fix(rules)
        let fixed = try read("theme.w3wtheme.yaml")
        XCTAssertTrue(fixed.contains("padding:   [ 10,12 , 10,   12 ]"), fixed)
        XCTAssertTrue(fixed.contains("cornerRadius:   8 # between"), fixed)
        // 7 lies between 6 and 8, a tie too.
        XCTAssertTrue(fixed.contains("{ padding: 6, margin: 8 }"), fixed)
    }

    /// A deprecated preset written by name is renamed to the one its library names instead, in place.
    func testDeprecatedPresetNamesAreRenamed() throws {
        try write("theme.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  card:\n    styles: { cornerRadius: soft, margin: \"medium\" }  # old\n")
        let result = try fix()
        XCTAssertEqual(result.fixed.map(\.message), [
            "cornerRadius preset `soft` in scheme card is deprecated; use `small` (the same 8)",
            "margin preset `medium` in scheme card is deprecated; use `two` (16)",
        ])
        XCTAssertEqual(try read("theme.w3wtheme.yaml"), "w3wtheme: 1\nschemes:\n  card:\n    styles: { cornerRadius: small, margin: \"two\" }  # old\n")
    }

    func testFixTieOptionIsReadFromAPack() throws {
        let registry = RuleRegistry.standard
        var reader = try OptionsReader(owner: "spacing-scale", yaml: "fixTie: smaller", file: "test.yml")
        let rule = registry.kinds["scale"]!.make(ScaleRule.description, reading: &reader)
        XCTAssertTrue(reader.errors.isEmpty)
        XCTAssertEqual((rule as? ScaleRule)?.options.fixTie, .smaller)
        var bad = try OptionsReader(owner: "corner-radius", yaml: "fixTie: middle", file: "test.yml")
        _ = registry.kinds["presets"]!.make(PresetsRule.description, reading: &bad)
        XCTAssertEqual(bad.errors.count, 1)
    }

    func testNumbersAreWrittenLikeTheOriginal() {
        XCTAssertEqual(rewriteNumber("14", to: 12), "12")
        XCTAssertEqual(rewriteNumber("14px", to: 12), "12px")
        XCTAssertEqual(rewriteNumber("\"14\"", to: 16), "\"16\"")
        XCTAssertEqual(rewriteNumber("'14dp'", to: 16), "'16dp'")
        XCTAssertEqual(rewriteNumber("5.0", to: 4), "4.0")
        XCTAssertEqual(rewriteNumber("5.25", to: 4.5), "4.50")
        XCTAssertEqual(rewriteNumber("5", to: 4.5), "4.5")
        XCTAssertNil(rewriteNumber("calc(4px)", to: 4))
        XCTAssertNil(rewriteNumber("\"14", to: 12))
        XCTAssertNil(rewriteNumber("{size.4}", to: 4))
    }

    func testJSONThemeKeepsItsLayout() throws {
        let json = """
        {"w3wtheme": 1, "modes": ["light"],
         "schemes": {"cells": {"styles": {"cornerRadius": 14, "padding": [ 12,13,12,13 ]}}}}

        """
        try write("theme.w3wtheme.json", json)
        try fix()
        XCTAssertEqual(try read("theme.w3wtheme.json"), """
        {"w3wtheme": 1, "modes": ["light"],
         "schemes": {"cells": {"styles": {"cornerRadius": 16, "padding": [ 12,12,12,12 ]}}}}

        """)
    }

    func testTokenLengthsAreRewrittenInTheirOwnUnit() throws {
        try write("tokens/size.tokens.json", """
        {
          "space": {
            "$type": "dimension",
            "inset": { "$value": "1.25rem" },
            "gap": { "$value": { "value": 13, "unit": "px" } },
            "gutter": { "$value": "{space.gap}" },
            "padding": { "$value": "calc(4px * 3)" }
          },
          "radius": { "$type": "dimension", "button": { "$value": "10px" }, "card": { "$value": { "value": 0.3125, "unit": "rem" } } }
        }

        """)
        let plan = try fix()
        XCTAssertEqual(plan.fixed.count, 4)
        // 20 px lies between 16 and 24: the larger; 5 px is 4 px (0.25 rem) written with the original's decimals.
        XCTAssertEqual(try read("tokens/size.tokens.json"), """
        {
          "space": {
            "$type": "dimension",
            "inset": { "$value": "1.50rem" },
            "gap": { "$value": { "value": 12, "unit": "px" } },
            "gutter": { "$value": "{space.gap}" },
            "padding": { "$value": "calc(4px * 3)" }
          },
          "radius": { "$type": "dimension", "button": { "$value": "12px" }, "card": { "$value": { "value": 0.2500, "unit": "rem" } } }
        }

        """)
        XCTAssertTrue(try check().findings.filter { $0.fix != nil }.isEmpty)
    }

    func testDryRunDiffIsExactAndWritesNothing() throws {
        try write("theme.w3wtheme.yaml", Self.messyTheme)
        let result = try check()
        let plan = FixApplier.plan(result.findings, includeUnsafe: false, digests: result.contentDigests,
                                   workingDirectory: scratch.path)
        XCTAssertEqual(FixApplier.diff(plan), """
        --- a/theme.w3wtheme.yaml
        +++ b/theme.w3wtheme.yaml
        @@ -4,11 +4,11 @@
         schemes:
           buttons:
             styles:
        -      padding:   [ 10,14 , 10,   13 ]   # edges: 14 is a tie (12 | 16), 13 goes to 12
        -      cornerRadius: 5.0     # soft corners
        +      padding:   [ 10,16 , 10,   12 ]   # edges: 14 is a tie (12 | 16), 13 goes to 12
        +      cornerRadius: 4.0     # soft corners
           cards:
             styles:
               margin: &gap 12       # anchored: no fix
               padding: *gap
        -      cornerRadius:   10 # between 8 and 12
        -  rows: { styles: { padding: 7, margin: 8 } }
        +      cornerRadius:   12 # between 8 and 12
        +  rows: { styles: { padding: 8, margin: 8 } }

        """)
        XCTAssertEqual(try read("theme.w3wtheme.yaml"), Self.messyTheme, "planning writes nothing")
    }

    func testDiffMarksAMissingFinalNewline() {
        XCTAssertEqual(UnifiedDiff.make(old: "a\nb\nc", new: "a\nb\nC", path: "x"), """
        --- a/x
        +++ b/x
        @@ -1,3 +1,3 @@
         a
         b
        -c
        \\ No newline at end of file
        +C
        \\ No newline at end of file

        """)
        XCTAssertEqual(UnifiedDiff.make(old: "same\n", new: "same\n", path: "x"), "")
    }

    static let contrastTheme = """
    w3wtheme: 1
    modes: [light, dark]
    palette:
      link: "#187db9"          # used on white and on a light grey
      paper: { light: "#FFFFFF", dark: "#F7F7F7" }
    schemes:
      base:
        colors:
          foreground: "#111111"
          tint: link
          background: paper
      cards:
        colors:
          tint: link
          background: "#F2F2F7"

    """

    func testContrastFixIsUnsafeAndServesEveryPairTheColourIsUsedIn() throws {
        try write("theme.w3wtheme.yaml", Self.contrastTheme)
        let rules: [any RuleKind] = [ContrastRule()]
        let before = try check(rules)
        // link fails on white (4.49:1), on #F7F7F7 in dark mode and on the grey card in both modes: one replacement serves all.
        let fixes = Set(before.findings.compactMap(\.fix))
        XCTAssertEqual(fixes.count, 1)
        let colorFix = try XCTUnwrap(fixes.first)
        XCTAssertTrue(colorFix.isUnsafe)
        XCTAssertEqual(colorFix.edits.map(\.span.text), ["\"#187db9\""])
        XCTAssertEqual(colorFix.edits.map { "\($0.span.start.line):\($0.span.start.column)-\($0.span.end.column)" }, ["4:9-18"])

        // Safe fixes only: nothing is written.
        let safe = try fix(rules, unsafe: false)
        XCTAssertTrue(safe.changes.isEmpty)
        XCTAssertEqual(try read("theme.w3wtheme.yaml"), Self.contrastTheme)

        let unsafe = try fix(rules, unsafe: true)
        XCTAssertEqual(unsafe.changes.count, 1)
        let fixed = try read("theme.w3wtheme.yaml")
        let replacement = try XCTUnwrap(colorFix.edits.first?.replacement)
        XCTAssertEqual(fixed, Self.contrastTheme.replacingOccurrences(of: "\"#187db9\"", with: replacement))
        XCTAssertEqual(replacement, replacement.lowercased(), "the original's letter case is kept")
        // Every pair that uses the colour now passes, in every mode.
        let after = try check(rules)
        XCTAssertEqual(after.findings.filter { $0.property("role") == "tint" }.count, 0, "\(after.findings.map(\.message))")
        // The replacement keeps the hue and moves lightness the least: nearer to the original than any other passing
        // lightness would be is shown by its OKLab distance staying small.
        let original = ColorMath.oklab(ColorMath.Channels(RGBA(hex: "#187DB9")!))
        let chosen = ColorMath.oklab(ColorMath.Channels(RGBA(hex: String(replacement.dropFirst().dropLast()))!))
        XCTAssertEqual(atan2(chosen.b, chosen.a), atan2(original.b, original.a), accuracy: 0.05)
    }

    func testNoSuggestionWhenNoColourServesEveryPair() throws {
        // The same grey is text on white and on black, at AAA: no lightness of it reaches 7:1 on both.
        try write("theme.w3wtheme.yaml", """
        w3wtheme: 1
        modes: [light, dark]
        palette:
          grey: "#777777"
        schemes:
          base:
            colors:
              foreground: grey
              background: { light: "#FFFFFF", dark: "#000000" }

        """)
        let result = try check([ContrastRule(options: .init().with(\.level, .aaa))])
        XCTAssertFalse(result.findings.isEmpty)
        for finding in result.findings {
            XCTAssertNil(finding.fix)
            XCTAssertEqual(finding.property("suggestion"), PropertyValue.null)
        }
        XCTAssertTrue(TextReporter().report(result).contains("    suggestion: none"))
    }

    func testAFileChangedAfterTheCheckIsNotOverwritten() throws {
        try write("theme.w3wtheme.yaml", Self.messyTheme)
        let result = try check()
        let edited = Self.messyTheme + "# edited meanwhile\n"
        try write("theme.w3wtheme.yaml", edited)
        let plan = FixApplier.plan(result.findings, includeUnsafe: false, digests: result.contentDigests,
                                   workingDirectory: scratch.path)
        XCTAssertTrue(plan.changes.isEmpty)
        XCTAssertEqual(plan.skipped.count, 5)
        XCTAssertTrue(plan.skipped.allSatisfy { $0.reason == "theme.w3wtheme.yaml changed since it was checked" })
        XCTAssertTrue(FixApplier.write(plan).isEmpty)
        XCTAssertEqual(try read("theme.w3wtheme.yaml"), edited)

        // Changed between planning and writing: still not overwritten.
        let fresh = try check()
        let late = FixApplier.plan(fresh.findings, includeUnsafe: false, digests: fresh.contentDigests,
                                   workingDirectory: scratch.path)
        XCTAssertEqual(late.changes.count, 1)
        try write("theme.w3wtheme.yaml", edited + "# and again\n")
        XCTAssertEqual(FixApplier.write(late).map(\.reason), ["changed while fixing; not written"])
        XCTAssertEqual(try read("theme.w3wtheme.yaml"), edited + "# and again\n")
    }

    func testPermissionsAreKeptAndOnlyChangedFilesAreTouched() throws {
        try write("a/theme.w3wtheme.yaml", Self.messyTheme)
        try write("b/clean.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      padding: 12\n")
        let fixedPath = scratch.appendingPathComponent("a/theme.w3wtheme.yaml").path
        let cleanPath = scratch.appendingPathComponent("b/clean.w3wtheme.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: fixedPath)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: cleanPath)
        let plan = try fix()
        XCTAssertEqual(plan.changes.map(\.file), ["a/theme.w3wtheme.yaml"])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: fixedPath)[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: cleanPath)[.modificationDate] as? Date, past)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("a").path),
                       ["theme.w3wtheme.yaml"], "no temporary file is left behind")
    }

    func testOverlappingFixesTakeTheFirstAndLeaveTheRest() throws {
        try write("theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\nschemes:\n  s:\n    styles:\n      padding: 13\n")
        let twelve = ScaleRule(description: ScaleRule.description.with(\.id, "a-twelve"), options: .init().with(\.values, [12]))
        let sixteen = ScaleRule(description: ScaleRule.description.with(\.id, "b-sixteen"), options: .init().with(\.values, [16]))
        let plan = try fix([twelve, sixteen])
        XCTAssertEqual(plan.fixed.map(\.ruleID), ["a-twelve"])
        XCTAssertEqual(plan.skipped.map(\.finding.ruleID), ["b-sixteen"])
        XCTAssertTrue(try read("theme.w3wtheme.yaml").hasSuffix("padding: 12\n"))
    }

    func testTakenRangesAnswerOverlapsAsRangeDoes() {
        // Every way a range can lie against two taken ones, empty ranges included, against Range.overlaps itself.
        let text = String(repeating: "x", count: 12)
        func range(_ lower: Int, _ upper: Int) -> Range<String.Index> {
            text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)
        }
        var taken = DisjointRanges()
        let kept = [range(6, 8), range(2, 4), range(5, 5)]
        kept.forEach { taken.insert($0) }
        var answers: [String] = []
        for lower in 0...10 {
            for upper in lower...10 {
                let candidate = range(lower, upper)
                let expected = kept.contains { $0.overlaps(candidate) }
                XCTAssertEqual(taken.overlaps(candidate), expected, "\(lower)..<\(upper)")
                if expected, upper - lower == 1 { answers.append("\(lower)") }
            }
        }
        XCTAssertEqual(answers, ["2", "3", "6", "7"], "the one-character ranges inside 2..<4 and 6..<8")
    }

    func testEveryFixOfAFileWithManyIsTakenOnce() throws {
        // 3,000 paddings off the scale in one theme, each on its own line, and a second rule with the same fix:
        // each line is fixed once, and the diff shows each line changed.
        let count = 3_000
        func schemes(padding: Int) -> String { (0..<count).map { "  s\($0):\n    styles:\n      padding: \(padding)\n" }.joined() }
        try write("theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\nschemes:\n" + schemes(padding: 13))
        func scale(_ id: String) -> ScaleRule {
            ScaleRule(description: ScaleRule.description.with(\.id, id), options: .init().with(\.values, [12]))
        }
        let result = try check([scale("a-twelve"), scale("b-twelve")])
        XCTAssertEqual(result.findings.count, 2 * count)
        let plan = FixApplier.plan(result.findings, includeUnsafe: false, digests: result.contentDigests,
                                   workingDirectory: scratch.path)
        XCTAssertEqual(plan.fixed.count, 2 * count, "the same edit for two findings is made once, for both")
        XCTAssertTrue(plan.skipped.isEmpty)
        let diff = FixApplier.diff(plan)
        XCTAssertEqual(diff.split(separator: "\n").filter { $0 == "-      padding: 13" }.count, count)
        XCTAssertEqual(diff.split(separator: "\n").filter { $0 == "+      padding: 12" }.count, count)
        FixApplier.write(plan)
        XCTAssertEqual(try read("theme.w3wtheme.yaml"),
                       "w3wtheme: 1\nmodes: [light]\nschemes:\n" + schemes(padding: 12))
    }

    func testDiffSplitsLinesAtLineFeedsOnly() {
        // Windows line ends: the carriage return stays on its line, as `diff -u` prints it.
        XCTAssertEqual(UnifiedDiff.make(old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n", path: "x"), """
        --- a/x
        +++ b/x
        @@ -1,3 +1,3 @@
         a\r
        -b\r
        +B\r
         c\r

        """)
        // A line added: one block between the common lines.
        XCTAssertEqual(UnifiedDiff.make(old: "a\n\nb\n", new: "a\n\nx\nb\n", path: "x"),
                       ["--- a/x", "+++ b/x", "@@ -1,3 +1,4 @@", " a", " ", "+x", " b", ""].joined(separator: "\n"))
    }

    func testSARIFFixesValidateAgainstTheSchema() throws {
        let schema = try requireShared("spec/sarif-schema-2.1.0.json")
        try write("theme.w3wtheme.yaml", Self.messyTheme)
        try write("colors.w3wtheme.yaml", Self.contrastTheme)
        let result = try check()
        let sarif = SARIFReporter().report(result)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try XCTUnwrap((parsed["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let radius = try XCTUnwrap(results.first { result in
            ((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("cornerRadius 10") ?? false
        })
        let fixJSON = try JSONSerialization.data(withJSONObject: radius["fixes"] as Any, options: [.sortedKeys])
        XCTAssertEqual(String(decoding: fixJSON, as: UTF8.self),
                       #"[{"artifactChanges":[{"artifactLocation":{"uri":"theme.w3wtheme.yaml","uriBaseId":"%SRCROOT%"},"#
                           + #""replacements":[{"deletedRegion":{"endColumn":25,"endLine":13,"startColumn":23,"startLine":13},"#
                           + #""insertedContent":{"text":"12"}}]}],"description":{"text":"10 → 12"}}]"#)
        XCTAssertTrue(sarif.contains("(unsafe: a design decision)"))
        guard let python = pythonWithJSONSchema else { throw XCTSkip("python3 with jsonschema is not installed") }
        let log = scratch.appendingPathComponent("log.sarif")
        try sarif.write(to: log, atomically: true, encoding: .utf8)
        let validation = try runProcess(python, ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        jsonschema.validators.validator_for(schema)(schema).validate(log)
        print(sum(len(r.get("fixes", [])) for r in log["runs"][0]["results"]))
        """, schema.path, log.path])
        XCTAssertEqual(validation.status, 0, validation.stderr)
        XCTAssertEqual(validation.stdout, "\(result.findings.filter { $0.fix != nil }.count)\n")
    }

    func testJSONReportFixValidatesAgainstItsSchema() throws {
        guard let python = pythonWithJSONSchema else { throw XCTSkip("python3 with jsonschema is not installed") }
        try write("theme.w3wtheme.yaml", Self.messyTheme)
        let log = scratch.appendingPathComponent("report.json")
        try JSONReporter().report(try check()).write(to: log, atomically: true, encoding: .utf8)
        let validation = try runProcess(python, ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        jsonschema.validators.validator_for(schema)(schema).validate(log)
        print([f["fix"]["edits"][0]["replacement"] for f in log["findings"] if "fix" in f])
        """, packageRoot.appendingPathComponent("docs/report-v1.schema.json").path, log.path])
        XCTAssertEqual(validation.status, 0, validation.stderr)
        XCTAssertEqual(validation.stdout, "['16', '12', '4.0', '12', '8']\n")
    }

    func testCacheKeepsFixes() throws {
        try write("theme.w3wtheme.yaml", Self.messyTheme)
        let cache = scratch.appendingPathComponent(".cache").path
        var fresh = ResultCache(configuration: "test")
        let checked = try check()
        let file = "theme.w3wtheme.yaml"
        fresh.entries[file] = ResultCache.Entry(stamp: .init(size: 1, modified: 1, changed: 2, inode: 3), content: "c", dependencies: "d",
                                                findings: checked.findings)
        let key = CacheKey(bytes: Array(repeating: 7, count: 32))
        try fresh.save(directory: cache, key: key)
        let loaded = ResultCache.load(directory: cache, configuration: "test", key: key)
        XCTAssertEqual(loaded.entries[file]?.findings, checked.findings)
        XCTAssertEqual(checked.findings.compactMap(\.fix).count, 5)
    }

    func testSVGRadiusAttributesAreRewrittenInPlace() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
          <rect width="80" height="40" rx="6" fill="#E11F26"/>
          <g transform="scale(2)"><rect y="25" width="40"
              height="20" ry='5px' fill="#E11F26"/></g>
          <rect x="100" width="80" height="40" rx="10" ry = "10" fill="#E11F26"/>
          <rect x="100" y="50" width="80" height="40" rx="3%" fill="#E11F26"/>
          <rect x="100" y="50" width="80" height="40" rx="6" ry="9" fill="#E11F26"/>
          <defs><rect id="r" width="30" height="30" rx="6"/></defs>
          <use href="#r" x="150" y="60" fill="#E11F26"/>
        </svg>

        """
        try write("card.svg", svg)
        let rules: [any RuleKind] = [PresetsRule()]
        let before = try check(rules)
        // 3% of the width (6), elliptical corners and a rect drawn through `use` get no fix.
        XCTAssertEqual(before.findings.map { "\($0.location.line):\($0.location.column) \($0.fix?.description ?? "-")" },
                       ["2:3 6 → 8", "3:27 10 → 12", "5:3 10 → 12", "6:3 -", "7:3 -", "8:9 -"])
        try fix(rules)
        XCTAssertEqual(try read("card.svg"), """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
          <rect width="80" height="40" rx="8" fill="#E11F26"/>
          <g transform="scale(2)"><rect y="25" width="40"
              height="20" ry='6px' fill="#E11F26"/></g>
          <rect x="100" width="80" height="40" rx="12" ry = "12" fill="#E11F26"/>
          <rect x="100" y="50" width="80" height="40" rx="3%" fill="#E11F26"/>
          <rect x="100" y="50" width="80" height="40" rx="6" ry="9" fill="#E11F26"/>
          <defs><rect id="r" width="30" height="30" rx="6"/></defs>
          <use href="#r" x="150" y="60" fill="#E11F26"/>
        </svg>

        """)
        XCTAssertEqual(positions(try check(rules).findings), ["6:3 corner-radius", "7:3 corner-radius", "8:9 corner-radius"])
    }

    func testAttributeValuesAreLocatedOnlyWhenExact() throws {
        let text = try XCTUnwrap(XMLSourceBytes(Data("<rect a='1' rx = \"6\" title=\"a &amp; b\" ry=\"x\ny\"/>".utf8), file: "f.svg"))
        let start = TextPosition(line: 1, column: 1)
        XCTAssertEqual(text.attributeValueSpan(startTagAt: start, name: "rx", value: "6"),
                       SourceSpan(file: "f.svg", start: TextPosition(line: 1, column: 19), end: TextPosition(line: 1, column: 20), text: "6",
                                  offsets: 18..<19))
        XCTAssertNil(text.attributeValueSpan(startTagAt: start, name: "title", value: "a & b"), "an entity")
        XCTAssertNil(text.attributeValueSpan(startTagAt: start, name: "ry", value: "x y"), "a normalised newline")
        XCTAssertNil(text.attributeValueSpan(startTagAt: start, name: "width", value: "1"), "not there")
        XCTAssertNil(text.attributeValueSpan(startTagAt: TextPosition(line: 1, column: 2), name: "rx", value: "6"), "not at a <")
        XCTAssertNil(text.attributeValueSpan(startTagAt: TextPosition(line: 2, column: 1), name: "rx", value: "6"), "not at a <")
    }

    /// The line search both source texts use: the last line start at or before an offset.
    func testLastLineStartAtOrBeforeAnOffset() {
        let starts = [0, 5, 9, 9, 14]
        XCTAssertEqual([0, 4, 5, 8, 9, 13, 14, 100].map { starts.lastIndex(notAfter: $0) }, [0, 0, 1, 1, 3, 3, 4, 4])
        XCTAssertEqual([0].lastIndex(notAfter: 7), 0)
        let text = SourceText("ab\n\ncd", file: "f.yaml", lineBreaks: .yaml)
        let c = text.text.unicodeScalars.index(text.text.unicodeScalars.startIndex, offsetBy: 4)
        XCTAssertEqual(text.position(c), TextPosition(line: 3, column: 1))
        XCTAssertEqual(text.position(text.text.unicodeScalars.endIndex), TextPosition(line: 3, column: 3))
    }

    func testAttributeValuesAreLocatedInScalarsAfterAByteOrderMark() throws {
        // Columns count Unicode scalars, as libxml2's do: "é" is two bytes and "😀" four, each one column; the byte
        // order mark is not a column.
        let text = try XCTUnwrap(XMLSourceBytes(Data("\u{FEFF}<svg>\n<g data-name=\"é😀\"><rect rx=\"6\"/></g>".utf8), file: "f.svg"))
        XCTAssertEqual(text.attributeValueSpan(startTagAt: TextPosition(line: 2, column: 19), name: "rx", value: "6"),
                       SourceSpan(file: "f.svg", start: TextPosition(line: 2, column: 29), end: TextPosition(line: 2, column: 30), text: "6",
                                  offsets: 38..<39), "offsets count bytes after the byte order mark")
        XCTAssertNil(text.attributeValueSpan(startTagAt: TextPosition(line: 1, column: 2), name: "rx", value: "6"))
        XCTAssertNil(text.attributeValueSpan(startTagAt: TextPosition(line: 1, column: 1), name: "rx", value: "6"), "<svg> has none")
        XCTAssertNil(XMLSourceBytes(Data([0x3C, 0x73, 0xFF, 0x3E]), file: "latin1.svg"), "not UTF-8: no spans at all")
    }

    /// One long line (an export written without line breaks), with characters of 1 to 4 bytes before each tag:
    /// every tag found at its column, past the scalar checkpoints (every 256) too; ASCII lines by offset.
    func testAttributeValuesAreLocatedOnLongLinesWithAndWithoutNonASCII() throws {
        for filler in ["a", "é", "😀", "ab"] {
            var line = "<svg>"
            var tags: [(column: Int, byte: Int, value: String)] = []
            for index in 0..<300 {
                line += String(repeating: filler, count: index % 7)
                tags.append((line.unicodeScalars.count + 1, line.utf8.count, "\(index)"))
                line += "<rect rx=\"\(index)\"/>"
            }
            let text = try XCTUnwrap(XMLSourceBytes(Data(("<?xml version=\"1.0\"?>\n" + line + "</svg>\n").utf8), file: "f.svg"))
            for tag in tags {
                let valueColumn = tag.column + 10
                XCTAssertEqual(text.attributeValueSpan(startTagAt: TextPosition(line: 2, column: tag.column), name: "rx", value: tag.value),
                               SourceSpan(file: "f.svg", start: TextPosition(line: 2, column: valueColumn),
                                          end: TextPosition(line: 2, column: valueColumn + tag.value.count), text: tag.value,
                                          offsets: (22 + tag.byte + 10)..<(22 + tag.byte + 10 + tag.value.utf8.count)), "\(filler) \(tag)")
            }
            XCTAssertNil(text.attributeValueSpan(startTagAt: TextPosition(line: 1, column: 200), name: "rx", value: "0"), "past the line's end")
        }
    }

    func testComponentContrastSuggestionPassesOverThePaintedBackdrop() throws {
        try write("button.svg", """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
          <rect width="120" height="40" fill="#1C86CC"/>
          <text x="20" y="26" font-size="13" fill="#FFFFFF" fill-opacity="0.9">Save</text>
        </svg>
        """)
        let result = try check([ContrastRule()])
        let finding = try XCTUnwrap(result.findings.first { $0.ruleID == "contrast" && $0.severity == .error })
        guard case let .string(hex)? = finding.property("suggestion"), let suggestion = RGBA(hex: hex) else {
            return XCTFail("no suggestion: \(finding.properties)")
        }
        // Painted at the text's 90 % opacity over the button's blue, the suggestion reaches 4.5:1.
        let blue = ColorMath.Channels(RGBA(hex: "#1C86CC")!)
        let shown = ColorMath.composite(ColorMath.Channels(suggestion), alpha: 0.9, over: blue)
        XCTAssertGreaterThanOrEqual(ColorMath.contrastRatio(shown, blue), 4.5)
        XCTAssertNil(finding.fix, "component colours are suggested, not rewritten")
    }

    func testCommandLine() throws {
        try write("design/theme.w3wtheme.yaml", Self.messyTheme)
        try write("design/colors.w3wtheme.yaml", Self.contrastTheme)
        let usage = try w3wlint("check", "design", "--dry-run")
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains("--dry-run works only with --fix"), usage.stderr)
        XCTAssertEqual(try w3wlint("check", "design", "--unsafe-fixes").status, 2)

        let dry = try w3wlint("check", "design", "--fix", "--dry-run", "--color", "never")
        XCTAssertEqual(dry.status, 1, "the contrast errors are still there")
        XCTAssertTrue(dry.stdout.hasPrefix("--- a/design/theme.w3wtheme.yaml\n+++ b/design/theme.w3wtheme.yaml\n@@ -4,11 +4,11 @@\n"),
                      dry.stdout)
        XCTAssertEqual(dry.stderr, "w3wlint: would fix 5 findings in 1 file (dry run: nothing written)\n")
        XCTAssertEqual(try read("design/theme.w3wtheme.yaml"), Self.messyTheme)

        let run = try w3wlint("check", "design", "--fix", "--color", "never")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "w3wlint: fixed 5 findings in 1 file\n")
        XCTAssertTrue(run.stdout.contains("design/theme.w3wtheme.yaml:11:15: warning: margin 12 in scheme cards"), run.stdout)
        XCTAssertFalse(run.stdout.contains("[corner-radius]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("    unsafe fix (--fix --unsafe-fixes): #187DB9 → "), run.stdout)

        let unsafe = try w3wlint("check", "design", "--fix", "--unsafe-fixes", "--color", "never")
        // Three contrast findings (one colour that fails alike in light and dark is one finding).
        XCTAssertEqual(unsafe.stderr, "w3wlint: fixed 3 findings in 1 file\n")
        XCTAssertFalse(unsafe.stdout.contains("[contrast]"), unsafe.stdout)
        XCTAssertEqual(unsafe.status, 0)

        let again = try w3wlint("check", "design", "--fix", "--unsafe-fixes", "--color", "never")
        XCTAssertEqual(again.stderr, "w3wlint: fixed 0 findings in 0 files\n")
        XCTAssertEqual(again.stdout, unsafe.stdout)
    }
}
