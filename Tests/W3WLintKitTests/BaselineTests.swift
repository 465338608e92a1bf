import Foundation
import XCTest
@testable import W3WLintKit

/// Baselines: only new findings are reported, whatever lines move; baselines written elsewhere read the same; a
/// corrupt one is refused.
final class BaselineTests: XCTestCase {
    private let theme = TestThemes.findingsTheme

    func testBaselineReportsOnlyNewFindingsAndSurvivesMovedLines() throws {
        let before = lint([("a.w3wtheme.yaml", theme)])
        XCTAssertEqual(before.findings.count, 3)
        let baseline = try Baseline.read(Data(Baseline(findings: before.findings).json.utf8), file: "b.json")
        XCTAssertEqual(baseline, Baseline(findings: before.findings))
        // Lines move (a name and a blank line added above) and a new problem appears.
        let edited = theme.replacingOccurrences(of: "w3wtheme: 1\n", with: "w3wtheme: 1\nname: moved\n\n")
            + "\n  cards:\n    styles:\n      cornerRadius: 5\n"
        let after = lint([("a.w3wtheme.yaml", edited)])
        XCTAssertEqual(after.findings.count, 4)
        XCTAssertEqual(baseline.newFindings(after.findings).map { "\($0.location.line) \($0.message)" },
                       ["13 cornerRadius 5 in scheme cards is not a preset; nearest: extraSmall (4) or small (8)"])
        // Twins count: two identical findings against one recorded leave one new.
        let twin = lint([("a.w3wtheme.yaml", theme + "\n  copy:\n    styles:\n      padding: 13\n")])
        XCTAssertEqual(baseline.newFindings(twin.findings).map(\.ruleID), ["spacing-scale"])
    }

    /// Baselines as w3wlint writes them are read without Foundation's object tree; any other valid baseline (edited
    /// by hand: keys reordered, a message left out or not a string, a key twice) reads as before.
    func testBaselinesWrittenElsewhereReadTheSame() throws {
        let entry = #""ruleId": "r", "file": "a\u00e9.svg", "fingerprint": "f""#
        let cases: [(String, [Baseline.Entry])] = [
            (#"{"findings": [{"fingerprint": "f", "message": "m\n", "file": "a.svg", "ruleId": "r"}], "version": 1}"#,
             [Baseline.Entry(ruleID: "r", file: "a.svg", hash: "f", message: "m\n")]),
            (#"{"version": 1, "findings": [{\#(entry)}]}"#, [Baseline.Entry(ruleID: "r", file: "aé.svg", hash: "f", message: "")]),
            (#"{"version": 1, "findings": [{\#(entry), "message": 7}]}"#,
             [Baseline.Entry(ruleID: "r", file: "aé.svg", hash: "f", message: "")]),
            (#"{"version": 1, "findings": [{\#(entry), "ruleId": "s"}]}"#,
             [Baseline.Entry(ruleID: "s", file: "aé.svg", hash: "f", message: "")]),
            (#"{"version": 1.0, "findings": []}"#, []),
        ]
        for (text, entries) in cases {
            XCTAssertEqual(try Baseline.read(Data(text.utf8), file: "b.json").entries, entries, text)
        }
        let written = Baseline(findings: lint([("a.w3wtheme.yaml", theme)]).findings)
        XCTAssertEqual(try Baseline.read(Data(written.json.utf8), file: "b.json"), written)
        XCTAssertEqual(Baseline.readAsWritten(Data(written.json.utf8)), written, "the fast path reads what w3wlint writes")
        // The list twice, or not a list: left to Foundation, which refuses the second.
        XCTAssertNil(Baseline.readAsWritten(Data(#"{"version": 1, "findings": [], "findings": []}"#.utf8)))
        XCTAssertNil(Baseline.readAsWritten(Data(#"{"version": 1, "findings": {}}"#.utf8)))
        XCTAssertThrowsError(try Baseline.read(Data(#"{"version": 1, "findings": {}}"#.utf8), file: "b.json"))
        XCTAssertEqual(cases.map { Baseline.readAsWritten(Data($0.0.utf8)) == nil }, [false, false, true, true, false],
                       "a non-string message and a key twice are left to Foundation")
    }

    func testCorruptBaselineIsRefused() {
        for (text, message) in [("[]", "b.json is not a w3wlint baseline (not a JSON object)"),
                                ("{\"version\": 9, \"findings\": []}", "b.json is not a version-1 w3wlint baseline"),
                                ("{\"version\": 1, \"findings\": [{\"ruleId\": \"x\"}]}", "b.json: entry 1 lacks ruleId, file or fingerprint")] {
            XCTAssertThrowsError(try Baseline.read(Data(text.utf8), file: "b.json")) { error in
                XCTAssertEqual((error as? Baseline.ReadError)?.description, message)
            }
        }
    }
}
