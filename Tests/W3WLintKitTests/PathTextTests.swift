import XCTest
@testable import W3WLintKit

final class PathTextTests: XCTestCase {
    /// What loaders took from NSString, for the paths they are given (no trailing slash).
    func testFolderAndLastComponentAgreeWithNSString() {
        for path in ["res/values-night/colors.xml", "/abs/res/values/colors.xml", "colors.xml", "/colors.xml",
                     "./tokens/dark/color.tokens.json", "../shared/x.colorset/Contents.json", "dir/ünï/näme.json"] {
            XCTAssertEqual(PathText.folder(of: path), (path as NSString).deletingLastPathComponent, path)
            XCTAssertEqual(PathText.lastComponent(of: path), (path as NSString).lastPathComponent, path)
            let folder = PathText.folder(of: path)
            guard folder != "/" else { continue }  // NSString calls the root's name "/"
            XCTAssertEqual(PathText.lastComponent(of: folder), (folder as NSString).lastPathComponent, folder)
            XCTAssertEqual(PathText.folder(of: folder), (folder as NSString).deletingLastPathComponent, folder)
        }
    }

    func testSuffixIgnoresTheCaseOfASCIILettersOnly() {
        XCTAssertTrue(PathText.hasSuffix("a/B.SvG", ignoringCase: ".svg"))
        XCTAssertTrue(PathText.hasSuffix(".svg", ignoringCase: ".svg"))
        XCTAssertFalse(PathText.hasSuffix("svg", ignoringCase: ".svg"))
        XCTAssertFalse(PathText.hasSuffix("a.svgz", ignoringCase: ".svg"))
        // A control byte is no upper-case letter (0x0E | 0x20 is ".").
        XCTAssertFalse(PathText.hasSuffix("a\u{0E}svg", ignoringCase: ".svg"))
        XCTAssertFalse(PathText.hasSuffix("é.svg", ignoringCase: "e.svg"))
    }

    func testInsideMeansWholeFolderNames() {
        XCTAssertTrue(PathText.isInside("/r/design/icons", folder: "/r/design"))
        XCTAssertTrue(PathText.isInside("/r/design", folder: "/r/design"))
        XCTAssertTrue(PathText.isInside("/r", folder: "/"))
        XCTAssertFalse(PathText.isInside("/r/design-old/icons", folder: "/r/design"))
        XCTAssertFalse(PathText.isInside("/r", folder: "/r/design"))
    }

    func testLastComponentsAreThoseOfSplitting() {
        for path in ["a/b/c.xml", "/a//b/c.xml", "c.xml", "/c.xml", "b/c.xml/", "", "/", "res/values-night/colors.xml"] {
            for count in 1...4 {
                XCTAssertEqual(PathText.lastComponents(of: path, count: count),
                               Array(path.split(separator: "/").suffix(count)), "\(path) \(count)")
            }
        }
    }

    func testFolderNamesExcludeTheFileName() {
        XCTAssertTrue(PathText.hasFolder("design/Tokens/colors.yml", namedIgnoringCase: "tokens"))
        XCTAssertTrue(PathText.hasFolder("/tokens//colors.yml", namedIgnoringCase: "tokens"))
        XCTAssertFalse(PathText.hasFolder("design/tokens", namedIgnoringCase: "tokens"))
        XCTAssertFalse(PathText.hasFolder("design/tokens/", namedIgnoringCase: "tokens"))
        XCTAssertFalse(PathText.hasFolder("my-tokens/colors.yml", namedIgnoringCase: "tokens"))
        XCTAssertFalse(PathText.hasFolder("tokensx/colors.yml", namedIgnoringCase: "tokens"))
    }

    func testContainsComparesBytes() {
        XCTAssertTrue(PathText.contains("res/drawable-night/ic.xml", "/drawable"))
        XCTAssertTrue(PathText.contains("a//drawable", "/drawable"))
        XCTAssertFalse(PathText.contains("res/Drawable/ic.xml", "/drawable"))
        XCTAssertFalse(PathText.contains("drawable/ic.xml", "/drawable"))
        XCTAssertFalse(PathText.contains("/drawabl", "/drawable"))
        XCTAssertTrue(PathText.contains("res/drawable-NiGhT/ic.xml", "night", ignoringCase: true))
        XCTAssertTrue(PathText.contains("night", "night", ignoringCase: true))
        XCTAssertFalse(PathText.contains("res/drawable-nigh/ic.xml", "night", ignoringCase: true))
        XCTAssertTrue(PathText.contains("", ""))
    }

    func testLoadersChooseTheSameFilesAsBefore() {
        // Each path with the loaders that read it (one each, or none).
        let expected: [(String, String?)] = [
            ("icons/Close.SVG", "SVGLoader"),
            ("app/src/main/res/drawable-night-v24/ic.xml", "AndroidVectorLoader"),
            ("app/src/main/res/values-night/colors.XML", "AndroidValuesLoader"),
            ("values/colors.xml", nil),
            ("app/res/layout/main.xml", nil),
            ("App/Assets.xcassets/Brand.ColorSet/Contents.json", "ColorSetLoader"),
            ("App/Assets.xcassets/Contents.json", nil),
            ("design/github-primer.Resolver.json", "DTCGResolverLoader"),
            ("design/base.tokens", "DesignTokenLoader"),
            ("design/base.json5", "DesignTokenLoader"),
            ("packages/Tokens/src/color.json", "DesignTokenLoader"),
            ("packages/tokens/package.json", nil),
            ("tokens/$themes.json", "TokensStudioThemesLoader"),
            // Read when it holds tokens, passed over in silence when it does not.
            ("design/colors.json", "DesignTokenLoader"),
            ("design/lighthouse.json", nil),
            ("design/tokens/colors.yml", "TheoTokenLoader"),
            ("design/theme.yml", nil),
            ("tokens/brand.figma.json", "FigmaVariablesLoader"),
            ("design/tokens/figma-variables.json", "FigmaVariablesLoader"),
            ("tokens/variables.json", "DesignTokenLoader"),
            ("Sources/Theme/Colors.swift", LoaderRegistry.readsSwiftSources ? "SwiftSourceLoader" : "SwiftSourcesNotReadLoader"),
            ("Package.swift", nil),
            ("design/brand.W3WTheme.yaml", "ThemeLoader"),
        ]
        for (path, loader) in expected {
            let readers = Linter.defaultLoaders.filter { $0.canLoad(path: path) }.map { "\(type(of: $0))" }
            XCTAssertEqual(readers, loader.map { [$0] } ?? [], path)
        }
    }

    func testVariantFolderIsThatOfTheVariantKey() {
        for path in ["a/b/x.svg", "x.svg", "/x.svg", "a//b/x.svg", "a/light/x.svg", "a/Dark/b/x.svg", "a/lightx/x.svg",
                     "a/darkroom/Mode=Dark.svg", "res/drawable-night-v24/ic.xml", "res/drawable-NIGHT/ic.xml",
                     "res/drawable-notnight/ic.xml", "nightly/x-dark.svg", "a/Light/b/c/x_light.svg", "é/dark/x.svg",
                     "a/dar\u{212A}/x.svg", "a/b/x.svg/"] {
            XCTAssertEqual(ExportName.variantFolder(of: path), PathText.folder(of: ExportName(path: path).variantKey), path)
        }
        XCTAssertEqual(ExportName.variantFolder(of: "a/light/x.svg"), "a")
        XCTAssertEqual(ExportName.variantFolder(of: "a/b/x.svg"), "a/b")
    }
}
