import Foundation
import W3WLintKit
import XCTest

/// A compiled rule kind a team adds in its own linter binary: text colours must not be pure black in dark mode
/// (where pure black text usually means a light-mode value leaked). Only W3WLintKit's public API is used.
struct PureBlackRule: RuleKind {
    struct Options: RuleOptions {
        /// The modes in which pure black is not allowed.
        var modes = ["dark"]

        static let declarations: [OptionDeclaration<Options>] = [
            .strings("modes", \.modes, type: "list of mode names", default: "[dark]", help: "Where pure black is not allowed."),
        ]
    }

    static let description = RuleDescription(
        id: "no-pure-black", name: "PureBlack", kind: "no-pure-black",
        summary: "Foregrounds must not be pure black in dark mode.",
        details: "A foreground that is #000000 in dark mode is a light-mode value that leaked.",
        help: "Give the colour a dark-mode value.", severity: .error,
        kindSummary: "Colours must not be pure black in the given modes.",
        triggeringExamples: [RuleExample("w3wtheme: 1\nschemes:\n  s:\n    colors:\n      foreground: ↓\"#000000\"\n",
                                         messages: ["foreground of scheme s is pure black in dark mode"])],
        nonTriggeringExamples: [RuleExample("w3wtheme: 1\nschemes:\n  s:\n    colors:\n      foreground: { light: \"#000\", dark: \"#FFF\" }\n")])

    let description: RuleDescription
    let options: Options

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            for scheme in theme.schemes {
                guard let foreground = scheme.color(named: "foreground") else { continue }
                for mode in options.modes where foreground.color.value(in: mode) == .black {
                    findings.append(finding("foreground of scheme \(scheme.name) is pure black in \(mode) mode",
                                            at: foreground.location, [("mode", .string(mode))]))
                }
            }
        }
        return findings
    }
}

final class CustomRuleExampleTests: XCTestCase {
    /// The team's registry: the built-in kinds and packs, plus its kind and a pack that turns it on by default.
    private var registry: RuleRegistry {
        var registry = RuleRegistry.standard
        registry.register(PureBlackRule.self)
        registry.register(pack: "pack: team\nrules:\n  no-pure-black:\n    kind: no-pure-black\n    severity: error\n", named: "team")
        registry.defaultPacks = ["w3w", "team"]
        return registry
    }

    func testTeamLinterRunsItsCompiledRule() throws {
        let configuration = try Configuration.defaults(registry: registry, workingDirectory: "/")
        XCTAssertEqual(configuration.rules.map(\.rule.description.id),
                       ["contrast", "dark-variant", "spacing-scale", "corner-radius", "preset-consistency", "palette", "typography",
                        "component-size", "hierarchy", "no-reference", "no-pure-black"])
        let theme = "w3wtheme: 1\nschemes:\n  s:\n    colors:\n      foreground: \"#000000\"\n      background: \"#FFFFFF\"\n"
        let result = Linter(configuration: configuration).check(files: [("t.w3wtheme.yaml", .success(Data(theme.utf8)))],
                                                               workingDirectory: "/")
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "5:19 no-pure-black foreground of scheme s is pure black in dark mode",
        ])
        XCTAssertTrue(result.rules.contains { $0.id == "no-pure-black" && $0.name == "PureBlack" })
    }

    func testKindExamplesRun() throws {
        let rule = try PureBlackRule.exampleRule()
        XCTAssertEqual(ExampleVerifier.failures(of: rule), [])
        let loader = ThemeLoader()
        for example in rule.description.triggeringExamples {
            let (source, markers) = example.unmarked
            let findings = rule.check(loader.load(contents: Data(source.utf8), file: example.file).model)
            XCTAssertEqual(findings.map { [$0.location.line, $0.location.column] }, markers.map { [$0.line, $0.column] })
        }
        for example in rule.description.nonTriggeringExamples {
            XCTAssertEqual(rule.check(loader.load(contents: Data(example.source.utf8), file: example.file).model).count, 0)
        }
    }

    func testConfigurationCanTuneTheCompiledRule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w3wlint-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "rules:\n  no-pure-black: { severity: warning, options: { modes: [light, dark] } }\n"
            .write(to: folder.appendingPathComponent(".w3wlint.yml"), atomically: true, encoding: .utf8)
        let configuration = try Configuration.load(file: ".w3wlint.yml", workingDirectory: folder.path, registry: registry)
        let rule = try XCTUnwrap(configuration.rules.last?.rule as? PureBlackRule)
        XCTAssertEqual(rule.options.modes, ["light", "dark"])
        XCTAssertEqual(rule.severity, .warning)
    }
}
