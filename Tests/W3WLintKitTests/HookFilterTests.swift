import Foundation
import XCTest
import Yams
@testable import W3WLintKit

/// The pre-commit hooks pass only the staged files their `files:` pattern lets through: it must let through every
/// file a loader reads, or a staged token file or Swift design file goes unchecked.
final class HookFilterTests: XCTestCase {
    private func hookPatterns() throws -> [(id: String, pattern: NSRegularExpression)] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let hooks = try XCTUnwrap(try Yams.load(yaml: text) as? [[String: Any]])
        return try hooks.map { hook in
            (try XCTUnwrap(hook["id"] as? String), try NSRegularExpression(pattern: try XCTUnwrap(hook["files"] as? String)))
        }
    }

    private func matches(_ pattern: NSRegularExpression, _ path: String) -> Bool {
        pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    /// One path of each kind a loader reads (each is checked to be one a loader does read), and all pass each hook.
    func testEveryHookPassesEveryKindOfFileALoaderReads() throws {
        let paths = [
            "design/a.w3wtheme.yaml", "design/a.w3wtheme.yml", "design/a.w3wtheme.json", "tokens/color.json", "brand.tokens.json",
            "brand.tokens", "brand.json5", "tokens/theo.yml", "tokens/$themes.json", "brand.resolver.json", "styles/vars.css",
            "styles/vars.scss", "App/Assets.xcassets/Brand.colorset/Contents.json", "App/Assets.xcassets/Logo.imageset/Contents.json",
            "app/src/main/res/values/colors.xml", "app/src/main/res/drawable/ic_pin.xml", "icons/pin.svg", "Sources/Design/Theme.swift",
        ]
        let loaders = Linter().loaders
        for path in paths {
            XCTAssertTrue(loaders.contains { $0.canLoad(path: path) }, "no loader reads \(path): the list is out of date")
        }
        let patterns = try hookPatterns()
        XCTAssertEqual(patterns.map(\.id), ["w3wlint", "w3wlint-system"])
        for (id, pattern) in patterns {
            for path in paths { XCTAssertTrue(matches(pattern, path), "hook \(id) skips \(path)") }
            XCTAssertFalse(matches(pattern, "README.md"), id)
        }
    }

    /// Every file a run reads in `Samples/` and the corpus passes each hook: a new format with files there cannot be
    /// forgotten by the hooks.
    func testEveryFileTheRunsReadPassesTheHooks() throws {
        var roots = [packageRoot.appendingPathComponent("Samples").path]
        if let corpus = try? requireShared("corpus") { roots.append(corpus.path) }
        let files = try Discovery(loaders: Linter().loaders).files(in: roots, workingDirectory: "/")
        XCTAssertGreaterThan(files.count, 20)
        for (id, pattern) in try hookPatterns() {
            let skipped = files.filter { !matches(pattern, $0) }
            XCTAssertEqual(skipped, [], "hook \(id) skips files the loaders read")
        }
    }
}
