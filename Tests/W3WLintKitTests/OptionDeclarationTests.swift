@testable import W3WLintKit
import XCTest

/// Each option of a kind is declared once; these tests hold every declaration to being read, checked and shown.
final class OptionDeclarationTests: XCTestCase {
    /// Every declared option of every built-in kind is read: a value of no option's type (a list of lists) is an
    /// error at that option's own line, and a key no declaration names is reported as unknown with the known keys.
    func testEveryDeclaredOptionIsReadAndUnknownKeysAreRejected() throws {
        for kind in RuleRegistry.standard.kinds.values.map({ $0.kindDescription }).sorted(by: { $0.kind < $1.kind }) {
            let names = kind.options.map(\.name)
            let yaml = (names.map { "\($0): [[1]]" } + ["notAnOption: 1"]).joined(separator: "\n")
            var reader = try OptionsReader(owner: kind.kind, yaml: yaml, file: "o.yml")
            _ = RuleRegistry.standard.kinds[kind.kind]!.make(kind, reading: &reader)
            let lines = Set(reader.errors.map(\.location.line))
            XCTAssertEqual(lines, Set(1 ... names.count + 1), "\(kind.kind): \(reader.errors)")
            let known = names.isEmpty ? "it takes no options" : "known: \(names.joined(separator: ", "))"
            XCTAssertEqual(reader.errors.last?.description,
                           "o.yml:\(names.count + 1):14: error: unknown option `notAnOption` for rule `\(kind.kind)` (\(known))")
        }
    }

    /// Defaults shown for numbers, booleans and choices are the values the options start with.
    func testShownDefaultsAreTheStartingValues() {
        let contrast = Dictionary(uniqueKeysWithValues: ContrastRule.Options.specs.map { ($0.name, $0) })
        XCTAssertEqual(contrast["level"]?.type, "AA | AAA")
        XCTAssertEqual(contrast["level"]?.defaultValue, "AA")
        XCTAssertEqual(contrast["minimumLc"]?.defaultValue, "75")
        XCTAssertEqual(contrast["standardPairs"]?.defaultValue, "true")
        XCTAssertEqual(contrast["nonText"]?.type, "controls | all | off")
        let typography = TypographyRule.Options.specs.map { "\($0.name)=\($0.defaultValue)" }
        XCTAssertEqual(typography, ["tolerance=0.05", "styleSizeTolerance=0.5", "ratioTolerance=0.01"])
        XCTAssertEqual(ScaleRule.Options.specs.map { "\($0.name)=\($0.defaultValue)" },
                       ["kinds=[padding, margin]", "values=none", "base=none", "tolerance=0", "fixTie=larger"])
    }

    /// Bounds and checks across options are errors at the value, and leave the default in place.
    func testBoundsAndCrossChecks() throws {
        var reader = try OptionsReader(owner: "touch-target", yaml: "min: 50\nmax: 40\n", file: "o.yml")
        _ = RangeRule.Options(reading: &reader)
        XCTAssertEqual(reader.errors.map(\.description),
                       ["o.yml:1:6: error: option `min` of rule `touch-target`: `min` (50) is above `max` (40)"])

        reader = try OptionsReader(owner: "contrast", yaml: "minimumLc: 0\nlevel: aaa\n", file: "o.yml")
        let contrast = ContrastRule.Options(reading: &reader)
        XCTAssertEqual(reader.errors.map(\.description),
                       ["o.yml:1:12: error: option `minimumLc` of rule `contrast`: expected an Lc between 0 and 110"])
        XCTAssertEqual(contrast, ContrastRule.Options().with(\.level, .aaa))

        reader = try OptionsReader(owner: "spacing-scale", yaml: "base: 0\ntolerance: -1\n", file: "o.yml")
        XCTAssertEqual(ScaleRule.Options(reading: &reader), ScaleRule.Options())
        XCTAssertEqual(reader.errors.map(\.description), [
            "o.yml:1:7: error: option `base` of rule `spacing-scale`: expected a positive number",
            "o.yml:2:12: error: option `tolerance` of rule `spacing-scale`: expected a number ≥ 0",
        ])
    }
}
