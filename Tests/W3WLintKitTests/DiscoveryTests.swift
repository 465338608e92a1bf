import Foundation
import XCTest
@testable import W3WLintKit

/// `Discovery`: files named one by one (as pre-commit passes them) are checked in their context, the themes above
/// them inside the root and their twins; counterpart folders; paths standardised as text.
final class DiscoveryTests: ScratchFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write("design/theme.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\npalette:\n  red50: \"#E11F26\"\n  tint: { light: red50 }\n  x: { light: \"#GGG\" }\n")
        try write("design/buttons/light/button.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  <rect width=\"10\" height=\"10\" fill=\"#E11F27\"/>\n</svg>\n")
        try write("design/buttons/dark/button.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  <rect width=\"10\" height=\"10\" fill=\"#E11F26\"/>\n</svg>\n")
    }

    private func check(_ paths: [String]) throws -> [String] {
        try Linter().check(paths: paths, workingDirectory: scratch.path).findings
            .map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    func testNamedExportUsesTheThemeAboveItAndItsTwin() throws {
        let contextFiles = Discovery(loaders: Linter.defaultLoaders)
            .contextFiles(for: ["design/buttons/light/button.svg"], workingDirectory: scratch.path, root: scratch.path)
        XCTAssertEqual(contextFiles, ["design/buttons/dark/button.svg", "design/buttons/light/button.svg", "design/theme.w3wtheme.yaml"])
        // The palette finding needs the theme; the missing-dark-twin finding would fire without the dark/ twin;
        // the theme's own problems are not reported, as it was not named.
        // (`button.svg` is a button by its name, but neither the theme nor a chosen pack gives button sizes.)
        XCTAssertEqual(try check(["design/buttons/light/button.svg"]), ["design/buttons/light/button.svg:2:3 palette"])
    }

    func testFolderUsesTheThemeAboveIt() throws {
        XCTAssertEqual(try check(["design/buttons"]), ["design/buttons/light/button.svg:2:3 palette"])
    }

    func testCounterpartFolders() {
        func counterpart(_ path: String) -> [String] {
            Discovery.counterpartFolders(of: URL(fileURLWithPath: path)).map(\.path)
        }
        XCTAssertEqual(counterpart("/r/icons/Light"), ["/r/icons/Dark"])
        XCTAssertEqual(counterpart("/r/res/drawable"), ["/r/res/drawable-night"])
        XCTAssertEqual(counterpart("/r/res/drawable-hdpi"), ["/r/res/drawable-night-hdpi"])
        XCTAssertEqual(counterpart("/r/res/values-night"), ["/r/res/values"])
        XCTAssertEqual(counterpart("/r/design"), [])
    }

    func testANamedExportTakesOnlyItsOwnTwinsFromItsFolder() throws {
        // A hook naming one icon of a large icon folder loads that icon's twins and the themes, not every icon.
        for name in ["close", "search", "menu"] {
            try write("design/icons/\(name).svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"/>\n")
            try write("design/icons/\(name)-dark.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"/>\n")
        }
        try write("design/icons/colors.tokens.json", "{}\n")
        let discovery = Discovery(loaders: Linter.defaultLoaders)
        XCTAssertEqual(discovery.contextFiles(for: ["design/icons/search.svg"], workingDirectory: scratch.path, root: scratch.path),
                       ["design/icons/colors.tokens.json", "design/icons/search-dark.svg", "design/icons/search.svg",
                        "design/theme.w3wtheme.yaml"])
        // Two named icons of one folder: each brings its own twin.
        XCTAssertEqual(discovery.contextFiles(for: ["design/icons/close.svg", "design/icons/menu-dark.svg"],
                                              workingDirectory: scratch.path, root: scratch.path),
                       ["design/icons/close-dark.svg", "design/icons/close.svg", "design/icons/colors.tokens.json",
                        "design/icons/menu-dark.svg", "design/icons/menu.svg", "design/theme.w3wtheme.yaml"])
        // A named theme or token file takes no exports as context.
        XCTAssertEqual(discovery.contextFiles(for: ["design/icons/colors.tokens.json"], workingDirectory: scratch.path, root: scratch.path),
                       ["design/icons/colors.tokens.json", "design/theme.w3wtheme.yaml"])
    }

    func testThemesAreSoughtOnlyInsideTheRootFolderByWholeFolderNames() throws {
        // The root is `design`; `design-old` starts with the same letters but lies outside it, so its file takes
        // no theme from above (here `design-old/` and the folder that holds both).
        try write("design-old/icons/close.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"/>\n")
        try write("outer.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\n")
        try write("design-old/old.w3wtheme.yaml", "w3wtheme: 1\nmodes: [light]\n")
        let discovery = Discovery(loaders: Linter.defaultLoaders)
        let root = scratch.appendingPathComponent("design").path
        XCTAssertEqual(discovery.contextFiles(for: ["design-old/icons/close.svg"], workingDirectory: scratch.path, root: root),
                       ["design-old/icons/close.svg"])
        // Inside the root, the themes above are found up to the root and no further.
        XCTAssertEqual(discovery.contextFiles(for: ["design/buttons/light/button.svg"], workingDirectory: scratch.path, root: root),
                       ["design/buttons/dark/button.svg", "design/buttons/light/button.svg", "design/theme.w3wtheme.yaml"])
    }

    func testPathsAreStandardisedAsText() {
        XCTAssertEqual(Discovery.standardized("/a/./b//c/../d/"), "/a/b/d")
        XCTAssertEqual(Discovery.standardized("/../x"), "/x")
        XCTAssertEqual(Discovery.standardized("/"), "/")
        // Already standard paths come back as they are; anything else takes the long way.
        XCTAssertEqual(Discovery.standardized("/a/.hidden/..b/c.svg"), "/a/.hidden/..b/c.svg")
        XCTAssertEqual(Discovery.standardized("/a/b/"), "/a/b")
        XCTAssertEqual(Discovery.standardized("/a/b/.."), "/a")
        XCTAssertEqual(Discovery.standardized("/a/b/."), "/a/b")
        XCTAssertEqual(Discovery.standardized("//a"), "/a")
        XCTAssertEqual(Discovery.standardized("a/b"), "/a/b")
        XCTAssertEqual(Discovery.standardized("/x/../"), "/")
        XCTAssertEqual(Discovery.standardized("/a/ü/../é b/./ç.svg"), "/a/é b/ç.svg")
        XCTAssertEqual(Discovery.joined("/w", "a/b"), "/w/a/b")
        XCTAssertEqual(Discovery.joined("/w/", "/abs"), "/abs")
        XCTAssertEqual(PathText.folder(of: "/a/b"), "/a")
        XCTAssertEqual(PathText.folder(of: "/a"), "/")
        XCTAssertEqual(PathText.folder(of: "/"), "/")
        XCTAssertEqual(PathText.folder(of: "a/b.svg"), "a")
        XCTAssertEqual(PathText.folder(of: "b.svg"), "")
    }
}

/// `Discovery.entries`: folder listings through readdir(3). (A class of its own: `DiscoveryTests` fills its
/// scratch folder before each test.)
final class FolderEntriesTests: ScratchFolderTestCase {
    /// A directory record is only as long as its name: a whole `dirent` read at the end of readdir's buffer reads past
    /// it (AddressSanitizer reports such a read on /tmp: run this test under `--sanitize=address`). Enough short
    /// names to fill several buffers, so records end buffers; every name and kind comes back.
    func testEntriesAreReadWithinTheirRecords() throws {
        var expected: [String] = []
        for index in 0..<3_000 {
            let name = String(index, radix: 36)
            if index % 100 == 0 {
                try FileManager.default.createDirectory(at: scratch.appendingPathComponent(name), withIntermediateDirectories: false)
            } else {
                XCTAssertTrue(FileManager.default.createFile(atPath: scratch.appendingPathComponent(name).path, contents: Data()))
            }
            expected.append(name)
        }
        let entries = try XCTUnwrap(Discovery.entries(of: scratch.path))
        XCTAssertEqual(entries.map(\.name), expected.sorted())
        XCTAssertEqual(entries.filter { $0.kind == Int32(DT_DIR) }.count, 30)
        XCTAssertEqual(entries.filter { $0.kind == Int32(DT_REG) }.count, 2_970)
        XCTAssertNil(Discovery.entries(of: scratch.appendingPathComponent("absent").path))
    }
}
