import Foundation
import XCTest
@testable import W3WLintKit

/// The real exports in `../shared/corpus`: everything loads, and the react-spectrum drawings, checked against the
/// theme their CSS variables come from, give what a person sees.
final class CorpusTests: ScratchFolderTestCase {
    func testEverySVGAndDrawableInTheCorpusLoads() throws {
        let corpus = try requireShared("corpus")
        let result = try Linter().check(paths: [corpus.path], workingDirectory: corpus.path)
        // Exports only: SVG files and XML in drawable folders (other loaders read the corpus's tokens and values).
        func isExport(_ path: String) -> Bool {
            path.hasSuffix(".svg") || (path.hasSuffix(".xml") && path.split(separator: "/").dropLast().last?.hasPrefix("drawable") == true)
        }
        XCTAssertEqual(result.files.filter { $0.hasSuffix(".svg") }.count, 1466)
        XCTAssertEqual(result.files.filter { $0.hasSuffix(".xml") && isExport($0) }.count, 351)
        XCTAssertEqual(result.findings.filter { ($0.ruleID == "parse-error" || $0.ruleID == "invalid-value") && isExport($0.location.file) }
            .map(\.message), [])
    }

    /// A w3w theme holding the light and dark values of the CSS variables the docs illustrations use.
    private func anatomyTheme() throws -> String {
        let derived = try requireShared("corpus/svg-components-react-spectrum/anatomy-theme.derived.json")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: derived)) as? [String: Any])
        let css = try XCTUnwrap(json["docs_css"] as? [String: Any])
        let light = try XCTUnwrap(css["light"] as? [String: String])
        let dark = try XCTUnwrap(css["dark"] as? [String: String])
        var theme = "w3wtheme: 1\nname: react-spectrum docs\nmodes: [light, dark]\npalette:\n"
        for (name, value) in light.sorted(by: { $0.key < $1.key }) where value.hasPrefix("#") {
            theme += "  \(name.dropFirst(2)): { light: \"\(value)\", dark: \"\(dark[name] ?? value)\" }\n"
        }
        return theme
    }

    func testReactSpectrumIllustrationsAgainstTheirTheme() throws {
        let folder = try requireShared("corpus/svg-components-react-spectrum/packages/dev/docs/pages/assets/component-illustrations")
        var files: [(path: String, contents: Result<Data, any Error>)] = [("anatomy.w3wtheme.yaml", .success(Data(try anatomyTheme().utf8)))]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".svg") {
            files.append((name, .success(try Data(contentsOf: folder.appendingPathComponent(name)))))
        }
        XCTAssertEqual(files.count, 93)
        let result = Linter().check(files: files, workingDirectory: "/")
        // Every CSS variable resolves from the theme: nothing is left unknown.
        XCTAssertEqual(result.findings.filter { $0.severity == .note }.map(\.message), [])
        let actionBar = result.findings.filter { $0.location.file == "ActionBar.svg" }
        // The bar's border is a container's, not a control's: SC 1.4.11 does not ask 3:1 of it (`nonText: controls`).
        // The white labels are not palette findings: pure white and black are every palette's (`neutrals`).
        XCTAssertEqual(actionBar.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "4:5 corner-radius corner radius 6 of svg > g#Background > rect[1] is not a preset; nearest: extraSmall (4) or small (8)",
            "5:5 corner-radius corner radius 5.5 of svg > g#Background > rect[2] is not a preset; nearest: extraSmall (4) or small (8)",
            "13:141 contrast text \"Edit\" #FFFFFF on #6080CA is 3.86:1 in dark mode, below WCAG AA 4.5:1 for text (svg > g#Edit_Button > text > tspan over svg > g#Edit_Button > rect)",
            "13:141 contrast text \"Edit\" #FFFFFF on #718DCF is 3.27:1 in light mode, below WCAG AA 4.5:1 for text (svg > g#Edit_Button > text > tspan over svg > g#Edit_Button > rect)",
            "15:3 spacing-scale gap 6 between svg > g#Edit_Button and svg > g#Delete_Button (row in svg) is not on the margin scale (what3words presets); nearest: half (4) or one (8)",
            "17:141 contrast text \"Delete\" #FFFFFF on #6080CA is 3.86:1 in dark mode, below WCAG AA 4.5:1 for text (svg > g#Delete_Button > text > tspan over svg > g#Delete_Button > rect)",
            "17:141 contrast text \"Delete\" #FFFFFF on #718DCF is 3.27:1 in light mode, below WCAG AA 4.5:1 for text (svg > g#Delete_Button > text > tspan over svg > g#Delete_Button > rect)",
        ])
        // The selected-count label sits on the svg's CSS background in each mode and passes.
        XCTAssertFalse(actionBar.contains { $0.message.contains("3 selected") })
    }

    func testUSWDSPaginationSeesTheHalfTransparentEllipsis() throws {
        let file = try requireShared("corpus/svg-components-uswds/img/components/pagination/example.svg")
        let result = Linter(rules: [ContrastRule()]).check(files: [("example.svg", .success(try Data(contentsOf: file)))],
                                                         workingDirectory: "/")
        // #1B1B1B at 50 % opacity over the white canvas (its own rect has no fill): 3.31:1.
        XCTAssertEqual(result.findings.map(\.message), [
            "text \"...\" #1B1B1B at 50% opacity, seen as #8D8D8D on #FFFFFF is 3.31:1 in light mode, below WCAG AA 4.5:1 for text "
                + "(svg > g > g[2] > text > tspan over the light canvas)",
        ])
    }

    /// Each corpus project is judged by its own references: a run of the whole corpus and a run of each project
    /// alone give the same findings for that project's files (paths, messages and `reference` read from the
    /// project's folder).
    func testAWholeCorpusRunAndPerProjectRunsAgree() throws {
        let corpus = try requireShared("corpus")
        let whole = try Linter().check(paths: ["."], workingDirectory: corpus.path).findings
        var compared = 0
        for project in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
            where (try? corpus.appendingPathComponent(project).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        {
            let prefix = project + "/"
            func key(_ finding: Finding, strip: String) -> String {
                var reference = ""
                if case let .string(name)? = finding.property("reference") { reference = name.hasPrefix(strip) ? String(name.dropFirst(strip.count)) : name }
                let file = finding.location.file.hasPrefix(strip) ? String(finding.location.file.dropFirst(strip.count)) : finding.location.file
                return "\(file):\(finding.location.line):\(finding.location.column) \(finding.ruleID) "
                    + finding.message.replacingOccurrences(of: strip, with: "") + " @" + reference
            }
            let alone = try Linter().check(paths: ["."], workingDirectory: corpus.appendingPathComponent(project).path).findings
            let inWhole = whole.filter { $0.location.file.hasPrefix(prefix) }
            XCTAssertEqual(inWhole.map { key($0, strip: prefix) }.sorted(), alone.map { key($0, strip: "") }.sorted(), project)
            compared += alone.count
        }
        XCTAssertEqual(compared, whole.count)
    }

    private func counts(_ folder: URL, config: String?) throws -> [String: Int] {
        let linter: Linter
        if let config {
            // A folder of its own: the config's folder is the root whose theme files give context, and the system
            // temporary folder (where a checkout and ../shared may lie) can hold anyone's themes.
            let file = try write(".w3wlint.yml", config, in: makeFolder("structure"))
            linter = Linter(configuration: try Configuration.load(file: file.path, workingDirectory: folder.path))
        } else {
            linter = Linter()
        }
        let result = try linter.check(paths: [folder.path], workingDirectory: folder.path)
        var counts: [String: Int] = [:]
        for finding in result.findings where ["typography", "component-size", "hierarchy", "touch-target"].contains(finding.ruleID) {
            counts[finding.ruleID, default: 0] += 1
        }
        return counts
    }

    func testReactSpectrumAndUSWDSDrawings() throws {
        let spectrum = try requireShared("corpus/svg-components-react-spectrum")
        let uswds = try requireShared("corpus/svg-components-uswds")
        // No theme there and no pack chosen: no text style, size or level is anybody's to judge by.
        XCTAssertEqual(try counts(spectrum, config: nil), [:])
        XCTAssertEqual(try counts(uswds, config: nil), [:])
        // Chosen packs judge them: the what3words type scale (sizes only), Apple's touch targets, DNAKit's styles.
        XCTAssertEqual(try counts(spectrum, config: "extends: [w3w, apple-hig]\n"), ["typography": 448, "touch-target": 29])
        XCTAssertEqual(try counts(spectrum, config: "extends: [dnakit]\n"), ["typography": 717, "component-size": 20])
        XCTAssertEqual(try counts(uswds, config: "extends: [w3w, material3]\n"), ["typography": 2])
    }
}
