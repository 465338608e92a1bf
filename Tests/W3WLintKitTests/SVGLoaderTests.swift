import Foundation
import XCTest
@testable import W3WLintKit

func loadSVG(_ source: String, file: String = "test.svg") -> LoadResult {
    SVGLoader().load(contents: Data(source.utf8), file: file)
}

/// Short text forms of model values, so tests can compare exact results.
extension ComponentColor {
    var summary: String {
        switch self {
        case let .fixed(color): return color.hex
        case let .variable(name, fallback): return "var(\(name)\(fallback.map { ", " + $0.summary } ?? ""))"
        case let .context(what): return "context(\(what))"
        case let .byScheme(light, dark): return "\(light.summary)|\(dark.summary)"
        }
    }
}

extension ComponentPaint {
    var summary: String {
        switch self {
        case .none: return "none"
        case let .solid(color): return color.summary
        case let .gradient(stops): return "gradient(" + stops.map(\.summary).joined(separator: " ") + ")"
        case let .unsupported(what): return "unsupported(\(what))"
        }
    }
}

extension BoundingBox {
    var summary: String {
        [minX, minY, maxX, maxY].map { formatNumber(($0 * 1000).rounded() / 1000) }.joined(separator: ",")
    }
}

extension ComponentElement {
    /// `line:column kind fill[@opacity] stroke[@opacity] [bounds]`.
    var summary: String {
        func layer(_ layer: PaintLayer) -> String {
            layer.paint.summary + (layer.opacity == 1 || layer.paint == .none ? "" : "@" + formatNumber((layer.opacity * 1000).rounded() / 1000))
        }
        return "\(location.line):\(location.column) \(kind) \(layer(fill)) \(layer(stroke)) [\(bounds.summary)]"
    }
}

final class SVGLoaderTests: ScratchFolderTestCase {
    private func component(_ source: String, file: String = "test.svg") throws -> Component {
        let loaded = loadSVG(source, file: file)
        XCTAssertEqual(positions(loaded.diagnostics), [], loaded.diagnostics.map(\.message).joined(separator: "; "))
        return try XCTUnwrap(loaded.model.components.first)
    }

    /// SVG numbers are read without strtod when they fit its exact fast path: every value must be the very Double
    /// that `Double(String)` (strtod) gives, for the numbers design tools write and for generated ones.
    func testNumbersAreReadExactlyAsStrtodReadsThem() {
        var written = ["0", "-0", "+5", ".5", "-.5", "5.", "1e3", "1E-3", "1e+2", "2.5e-7", "123456789012345", "1234567890123456",
                       "0.1", "0.2", "0.3", "0.30000000000000004", "9007199254740993", "1e22", "1e23", "4.35", "1e-22",
                       "1e-23", "1e0005", "000000000000000012.5", "99999999999999.99", "0.000001234", "17.320508075688775"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let whole = String(UInt64.random(in: 0...UInt64(1e12), using: &generator))
            let fraction = String(UInt64.random(in: 0...999_999_999, using: &generator)).prefix(Int.random(in: 0...9, using: &generator))
            let exponent = Bool.random(using: &generator) ? "" : "e\(Int.random(in: -30...30, using: &generator))"
            written.append((Bool.random(using: &generator) ? "-" : "") + whole.prefix(Int.random(in: 0...12, using: &generator))
                + (fraction.isEmpty ? "" : "." + fraction) + exponent)
        }
        for text in written {
            let expected = Double(text)
            var scanner = PathData.NumberScanner(text)
            let read = scanner.number()
            if let expected {
                XCTAssertEqual(read?.bitPattern, expected.bitPattern, text)
                XCTAssertTrue(scanner.atEnd, text)
            }
        }
        XCTAssertEqual(SVGSyntax.numbers("10-5.5.5 1e2,3e,4"), [10, -5.5, 0.5, 100, 3])
    }

    func testCascadeOrderAndSelectors() throws {
        let svg = try component("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
          <style>
            .cls-1, .cls-2 { fill: #111111 }
            rect { fill: #222222; stroke: #999 }
            #r3 { fill: #333333 }
            g > rect.cls-2 { fill: #444444 }
            .imp { fill: #555555 !important }
            svg .deep { stroke: #666666 }
            :root { --brand: #0A84FF }
            .twice { fill: #000001; fill: #000002; fill: #000003; fill: #000004; fill: #000005; fill: #000006; fill: #000007 }
          </style>
          <rect width="1" height="1" fill="#FF0000"/>
          <rect class="cls-1" width="1" height="1" fill="#FF0000"/>
          <rect id="r3" class="cls-1" width="1" height="1"/>
          <g><rect class="cls-2 deep" width="1" height="1"/></g>
          <rect class="cls-1" width="1" height="1" style="fill: #777777"/>
          <rect class="imp" width="1" height="1" style="fill: #888888"/>
          <rect width="1" height="1" style="fill: var(--brand); stroke: var(--missing, #ABC)"/>
          <rect class="twice" width="1" height="1"/>
        </svg>
        """)
        XCTAssertEqual(svg.elements.map { "\($0.fill.paint.summary) \($0.stroke.paint.summary)" }, [
            "#222222 #999999", "#111111 #999999", "#333333 #999999", "#444444 #666666", "#777777 #999999",
            "#555555 #999999", "#0A84FF var(--missing, #AABBCC)", "#000007 #999999",
        ])
    }

    func testInheritanceCurrentColorAndOpacity() throws {
        let svg = try component("""
        <svg viewBox="0 0 100 100">
          <g fill="#00FF00" color="rgb(10 20 30 / 50%)" opacity="0.5" stroke="currentColor">
            <g fill-opacity=".5"><circle cx="5" cy="5" r="5" opacity="0.4"/></g>
            <rect width="10" height="10" fill="currentColor" stroke="none"/>
            <path d="M0 0h1" fill="none"/>
          </g>
          <rect width="10" height="10" fill="currentColor"/>
          <rect width="10" height="10" fill="hsla(120, 100%, 25%, 0.5)"/>
          <rect width="10" height="10" fill="rebeccapurple"/>
          <rect width="10" height="10" fill="#F008"/>
        </svg>
        """)
        XCTAssertEqual(svg.elements.map(\.summary), [
            "3:26 circle #00FF00@0.1 #0A141E80@0.2 [0,0,10,10]",
            "4:5 rect #0A141E80@0.5 none [0,0,10,10]",
            "5:5 path none #0A141E80@0.5 [0,0,1,0]",
            "7:3 rect context(currentColor) none [0,0,10,10]",
            "8:3 rect #00800080 none [0,0,10,10]",
            "9:3 rect #663399 none [0,0,10,10]",
            "10:3 rect #FF000088 none [0,0,10,10]",
        ])
    }

    func testUnpaintedElementsAreLeftOut() throws {
        let svg = try component("""
        <svg viewBox="0 0 10 10">
          <defs><rect id="d" width="5" height="5"/></defs>
          <clipPath id="c"><rect width="5" height="5"/></clipPath>
          <mask id="m"><rect width="5" height="5" fill="#fff"/></mask>
          <symbol id="s"><rect width="5" height="5"/></symbol>
          <rect width="5" height="5" style="display:none"/>
          <g display="none"><rect width="5" height="5"/></g>
          <rect width="5" height="5" visibility="hidden"/>
          <g visibility="hidden"><rect width="5" height="5" visibility="visible" fill="#123456"/></g>
          <rect width="5" height="5" opacity="0"/>
          <g style="opacity:0"><rect width="5" height="5"/></g>
          <rect width="0" height="5"/>
          <circle r="0"/>
          <rect width="5" height="5" fill="none"/>
          <rect width="5" height="5" fill="transparent"/>
          <rect width="5" height="5" fill="#fff" fill-opacity="0"/>
          <path d=""/>
        </svg>
        """)
        XCTAssertEqual(svg.elements.map(\.summary), ["9:26 rect #123456 none [0,0,5,5]"])
    }

    func testGeometryWithNestedTransformsUseAndViewBoxes() throws {
        let svg = try component("""
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="480" viewBox="0 0 240 48">
          <g transform="translate(10 20)">
            <g transform="scale(2)"><rect x="1" y="1" width="4" height="3" rx="1"/></g>
            <circle cx="0" cy="0" r="2" transform="rotate(45)"/>
          </g>
          <ellipse cx="10" cy="10" rx="4" ry="2" transform="matrix(1 0 0 1 5 5)"/>
          <line x1="0" y1="0" x2="10" y2="0" stroke="#000" transform="skewY(45)"/>
          <polygon points="0,0 10,0 5,8"/>
          <polyline points="0 0 10 10" stroke="#000"/>
          <path d="M0,0 C0,-10 10,-10 10,0 Q5,10 0,0 Z"/>
          <path d="M10 10 a5 5 0 0 1 10 0"/>
          <path d="M10,10h5v5H10z m30,30 l-5-5"/>
          <rect id="chip" width="8" height="4"/>
          <use href="#chip" x="100" y="10"/>
          <use xlink:href="#chip" transform="translate(0 30)"/>
          <symbol id="icon" viewBox="0 0 24 24"><rect width="24" height="24"/></symbol>
          <use href="#icon" x="200" width="12" height="12"/>
          <svg x="50" y="0" width="20" height="20" viewBox="0 0 10 10"><rect width="10" height="5"/></svg>
          <text x="10" y="40" font-size="10" text-anchor="middle" font-weight="bold" transform="scale(1.5)">Ab<tspan x="100" font-size="20">C</tspan></text>
        </svg>
        """)
        XCTAssertEqual(svg.elements.map(\.summary), [
            "3:29 rect #000000 none [12,22,20,28]",
            "4:5 circle #000000 none [7.172,17.172,12.828,22.828]",
            "6:3 ellipse #000000 none [11,13,19,17]",
            "7:3 line none #000000 [0,0,10,10]",
            "8:3 polygon #000000 none [0,0,10,8]",
            "9:3 polyline #000000 #000000 [0,0,10,10]",
            "10:3 path #000000 none [0,-7.5,10,5]",
            "11:3 path #000000 none [10,5,20,10]",
            "12:3 path #000000 none [10,10,40,40]",
            "13:3 rect #000000 none [0,0,8,4]",
            "13:3 rect #000000 none [100,10,108,14]",
            "13:3 rect #000000 none [0,30,8,34]",
            "16:41 rect #000000 none [200,0,212,12]",
            "18:64 rect #000000 none [50,0,70,10]",
            "19:3 text #000000 none [5.29,49.5,24.71,62.25]",
            "19:103 tspan #000000 none [139.086,39,160.914,64.5]",
        ])
        XCTAssertEqual(svg.elements[1].bounds.summary, "7.172,17.172,12.828,22.828")
        let texts = svg.elements.compactMap(\.text)
        XCTAssertEqual(texts.map { "\($0.content) \(formatNumber($0.fontSize)) \($0.fontWeight)" }, ["Ab 15 700", "C 30 700"])
        XCTAssertEqual(svg.groups.map(\.path), ["svg", "svg > g", "svg > g > g", "svg > use[1]", "svg > use[2]",
                                               "svg > use[3]", "svg > use[3] > symbol#icon", "svg > svg"])
    }

    func testMediaBlocksByColorScheme() throws {
        let svg = try component("""
        <svg viewBox="0 0 10 10">
          <style>
            rect { fill: #111111 }
            @media screen { .a { fill: #222222 } }
            @media (prefers-color-scheme: dark) { rect { fill: #FFFFFF } }
            @media (prefers-color-scheme: light) { .b { fill: #333333 } }
            @media (max-width: 100px) { .c { fill: #444444 } }
            @supports (fill: red) { .d { fill: #555555 } }
          </style>
          <rect class="a" width="1" height="1"/><rect class="b" width="1" height="1"/>
          <rect class="c" width="1" height="1"/><rect class="d" width="1" height="1"/>
        </svg>
        """)
        // The dark scheme's `rect` rule loses to class rules of every scheme (.a, .d) but not to the light-only one (.b).
        XCTAssertEqual(svg.elements.map(\.fill.paint.summary),
                       ["#222222", "#333333|#FFFFFF", "#111111|#FFFFFF", "#555555"])
    }

    func testSwitchRendersItsFirstUsableChild() throws {
        // Illustrator's export: private data for Illustrator first, the drawing second.
        let svg = try component("""
        <svg viewBox="0 0 10 10">
          <switch>
            <foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" width="1" height="1"/>
            <g systemLanguage="fr"><rect width="1" height="1" fill="#FF0000"/></g>
            <g><rect width="1" height="1" fill="#00FF00"/></g>
            <g><rect width="1" height="1" fill="#0000FF"/></g>
          </switch>
        </svg>
        """)
        XCTAssertEqual(svg.elements.map(\.fill.paint.summary), ["#00FF00"])
    }

    func testFontShorthandAndRelativeSizes() throws {
        let svg = try component("""
        <svg viewBox="0 0 100 100">
          <style>.title { font: italic bold 20px/1.2 "Helvetica Neue", sans-serif } .small { font-size: 75% }</style>
          <text class="title" x="0" y="20">Title<tspan class="small">sub</tspan></text>
          <g font-size="12pt"><text x="0" y="40" style="font-weight: 600">Points</text></g>
        </svg>
        """)
        XCTAssertEqual(svg.elements.compactMap(\.text).map { "\($0.content) \(formatNumber($0.fontSize)) \($0.fontWeight)" },
                       ["Title 20 700", "sub 15 700", "Points 16 600"])
    }

    func testInvalidValuesAreReportedWhereWritten() {
        let loaded = loadSVG("""
        <svg viewBox="0 0 10 10">
          <rect width="1" height="1" fill="#GGG"/>
          <rect width="1" height="1" transform="rotate(a)"/>
          <use href="#nowhere"/>
          <g id="loop"><use href="#loop"/></g>
          <defs><rect id="bad" width="1" height="1" stroke="#12"/></defs>
          <use href="#bad"/><use href="#bad" x="2"/>
        </svg>
        """)
        XCTAssertEqual(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "2:3 invalid-value invalid fill `#GGG`: not a colour, `none`, `currentColor`, `var(--…)` or `url(#…)`",
            "3:3 invalid-value invalid transform `rotate(a)`: the element is not checked",
            "4:3 invalid-value `use` refers to `#nowhere`, which is not in the file",
            "5:16 invalid-value `use` of `#loop` refers to itself (directly or through other `use` elements)",
            "6:9 invalid-value invalid stroke `#12`: not a colour, `none`, `currentColor`, `var(--…)` or `url(#…)`",
        ])
        // The invalid fill is ignored: the initial black applies.
        XCTAssertEqual(loaded.model.components.first?.elements.map(\.fill.paint.summary), ["#000000", "#000000", "#000000"])
    }

    func testGradientsAndBackground() throws {
        let svg = try component("""
        <svg viewBox="0 0 10 10" style="background: var(--page, #F4F6FC); padding: 10px">
          <defs>
            <linearGradient id="a"><stop offset="0" stop-color="#fff"/><stop offset="1" style="stop-color:#000;stop-opacity:.5"/></linearGradient>
            <linearGradient id="b" href="#a"/>
            <pattern id="p"/>
          </defs>
          <rect width="1" height="1" fill="url(#b)"/>
          <rect width="1" height="1" fill="url(#p)"/>
          <rect width="1" height="1" fill="url(#missing) red"/>
        </svg>
        """)
        XCTAssertEqual(svg.background.summary, "var(--page, #F4F6FC)")
        XCTAssertEqual(svg.elements.map(\.fill.paint.summary),
                       ["gradient(#FFFFFF #00000080)", "unsupported(<pattern> paint `url(#p)`)", "#FF0000"])
        // Asked in place, the export's colours are the same: background, gradient stops, solid fills.
        XCTAssertEqual(svg.colors.count, 4)
        for color in svg.colors { XCTAssertTrue(svg.paints { $0 == color }) }
        XCTAssertTrue(svg.paints { if case .variable(name: "--page", _) = $0 { true } else { false } })
        XCTAssertFalse(svg.paints { $0 == .fixed(RGBA(red: 1, green: 2, blue: 3, alpha: 255)) })
    }

    func testColourSyntaxes() {
        let cases: [(String, String?)] = [
            ("#abc", "#AABBCC"), ("#abcd", "#AABBCCDD"), ("#A1B2C3", "#A1B2C3"), ("#A1B2C3D4", "#A1B2C3D4"),
            ("rgb(255, 0, 0)", "#FF0000"), ("rgba(0,0,0,0.5)", "#00000080"), ("rgb(100% 0% 0% / 25%)", "#FF000040"),
            ("hsl(0, 100%, 50%)", "#FF0000"), ("hsl(240deg 100% 50%)", "#0000FF"), ("hsla(0.5turn, 100%, 50%, 1)", "#00FFFF"),
            ("White", "#FFFFFF"), ("transparent", "#00000000"), ("#GGG", nil), ("#12345", nil), ("rgb(1,2)", nil),
            ("notacolour", nil),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(CSSColorParser.color(text)?.hex, expected, text)
        }
    }

    func testASCIITextWidthsAddUpAsCharacterByCharacter() {
        // The byte-level sum for ASCII labels must give exactly the sum over Characters (`\r\n` is one).
        for text in ["Label 99999 with some padding text", "a\r\nb", "iIl|W@%m", "", "\t\u{7F}~", "Größe", "確認 OK"] {
            let expected = text.reduce(0.0) { $0 + TextMetrics.ems($1) } * 15 * 1.07
            XCTAssertEqual(TextMetrics.width(of: text, fontSize: 15, weight: 700), expected, text)
        }
        XCTAssertEqual(TextMetrics.width(of: "a\r\nb", fontSize: 1, weight: 400), 0.53 + 0.53 + 0.53, accuracy: 1e-12)
        XCTAssertEqual(TextMetrics.width(of: "Wi", fontSize: 10, weight: 400), 11, accuracy: 1e-12)
    }

    func testPlainHexReadsExactlyWhatTheGeneralPathReads() {
        // The byte-level fast path for `#hex` must agree with the general parser, and leave everything else to it.
        let agreeing = ["#abc", "#ABCD", "#a1B2c3", "#a1b2c3d4", "#000", "#FFFFFFFF", "#0A0b0C80"]
        for text in agreeing {
            XCTAssertNotNil(CSSColorParser.plainHex(text), text)
            XCTAssertEqual(CSSColorParser.plainHex(text), CSSColorParser.color(text), text)
        }
        XCTAssertEqual(CSSColorParser.plainHex("#0A0b0C80")?.hex, "#0A0B0C80")
        XCTAssertEqual(CSSColorParser.plainHex("#abc")?.hex, "#AABBCC")
        for text in ["#abcde", "#ggg", " #abc", "#abc ", "abc", "#", "#１２３", "#a1b2c3d4e"] {
            XCTAssertNil(CSSColorParser.plainHex(text), text)
        }
        XCTAssertEqual(CSSColorParser.paint(" #abc ")?.hexForTest, "#AABBCC", "trimmed by the general path")
        XCTAssertNil(CSSColorParser.paint("#abcde"))
    }

    func testPathBoundsOfArcsAndRunTogetherNumbers() {
        XCTAssertEqual(PathData.bounds("M0 0A5 5 0 1 0 10 0")?.summary, "0,0,10,5")
        XCTAssertEqual(PathData.bounds("M0 0a5 5 0 1110 0")?.summary, "0,-5,10,0")
        XCTAssertEqual(PathData.bounds("M.5.5l1-1")?.summary, "0.5,-0.5,1.5,0.5")
        XCTAssertEqual(PathData.bounds("M0 0 Q10 10 20 0 T40 0")?.summary, "0,-5,40,5")
        XCTAssertEqual(PathData.bounds("M0 0 S10 10 20 0")?.summary, "0,0,20,4.444")
        XCTAssertNil(PathData.bounds("L"))
    }

    func testHasTextAnswersWithoutTheText() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/><text y="9">Hi</text><g><text>Yo</text></g></svg>
        """
        let elements = try XCTUnwrap(loadSVG(svg).model.components.first).elements
        XCTAssertEqual(elements.map(\.hasText), [false, true, true])
        XCTAssertEqual(elements.map { $0.text?.content }, [nil, "Hi", "Yo"])
    }

    /// Paths keep their data, not sampled polygons; the polygons made when a rule asks are those the path data
    /// gives, and which boxes a fill covers follows the fill rule and the curves.
    func testPathOutlinesAndTheBoxesTheirFillsCover() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
          <path d="M0 0H60V60H0Z M20 20H40V40H20Z" fill="#E11F26" fill-rule="evenodd"/>
          <path d="M0 0H60V60H0Z M20 20H40V40H20Z" fill="#E11F26"/>
          <path d="M70 80A10 10 0 1 1 90 80A10 10 0 1 1 70 80Z" fill="#0A3049"/>
          <polygon points="0 70 20 70 0 90" fill="#0A3049"/>
        </svg>
        """
        let elements = try XCTUnwrap(loadSVG(svg).model.components.first).elements
        XCTAssertEqual(elements.count, 4)
        guard case let .path(_, ring, true) = elements[0].shape, case let .path(_, circle, false) = elements[2].shape,
              case let .path(_, triangle, false) = elements[3].shape
        else { return XCTFail("\(elements.map(\.shape))") }
        XCTAssertEqual(ring, PathOutline(pathData: "M0 0H60V60H0Z M20 20H40V40H20Z"))
        XCTAssertEqual(ring.polygons.map { $0.map { "\(formatNumber($0.x)),\(formatNumber($0.y))" } },
                       [["0,0", "60,0", "60,60", "0,60"], ["20,20", "40,20", "40,40", "20,40"]])
        XCTAssertEqual(circle.polygons, try XCTUnwrap(PathData.geometry("M70 80A10 10 0 1 1 90 80A10 10 0 1 1 70 80Z")).polygons)
        XCTAssertEqual(circle.polygons.map(\.count), [25], "the start and 12 samples of each arc")
        // Polygons made without measuring bounds are the same points.
        for data in ["M0 0 Q10 10 20 0 T40 0 Z", "M0 0 C5 9 15 9 20 0 S35 -9 40 0 L40 20 Z", "m1 1 c1 2 3 4 5 6 a2 3 30 0 1 4 4 z",
                     "M0 0 H10 V10 H0 Z M2 2 l3 0 0 3 z"] {
            XCTAssertEqual(PathData.polygons(data), try XCTUnwrap(PathData.geometry(data)).polygons, data)
            XCTAssertFalse(PathData.polygons(data).isEmpty, data)
            // What loaders keep, made without polygons: the same bounds and area.
            let shape = try XCTUnwrap(PathData.shape(data))
            XCTAssertEqual(shape.bounds, try XCTUnwrap(PathData.geometry(data)).bounds, data)
            XCTAssertTrue(shape.hasArea, data)
        }
        XCTAssertEqual(PathData.shape("M0 0 L4 4 M9 9 L1 1")?.hasArea, false, "lone segments enclose nothing")
        XCTAssertEqual(PathData.shape("L4 4 L8 0 L0 9")?.hasArea, true, "three points before any M")
        XCTAssertEqual(PathData.shape("L4 4 L8 0")?.hasArea, false, "two points before any M")
        XCTAssertEqual(PathData.geometry("L4 4 L8 0 L0 9")?.polygons.count, 1)
        XCTAssertNil(PathData.shape("L"))
        XCTAssertEqual(PathData.polygons("L"), [])
        XCTAssertEqual(triangle.polygons, [[PathPoint(x: 0, y: 70), PathPoint(x: 20, y: 70), PathPoint(x: 0, y: 90)]])
        let hole = BoundingBox(minX: 25, minY: 25, maxX: 35, maxY: 35)
        let band = BoundingBox(minX: 5, minY: 5, maxX: 15, maxY: 15)
        XCTAssertFalse(elements[0].fillCovers(hole), "even-odd: the inner square is a hole")
        XCTAssertTrue(elements[0].fillCovers(band))
        XCTAssertTrue(elements[1].fillCovers(hole), "non-zero, both squares drawn the same way round: no hole")
        XCTAssertTrue(elements[2].fillCovers(BoundingBox(minX: 76, minY: 76, maxX: 84, maxY: 84)))
        XCTAssertFalse(elements[2].fillCovers(BoundingBox(minX: 71, minY: 71, maxX: 75, maxY: 75)), "outside the arc")
        XCTAssertTrue(elements[3].fillCovers(BoundingBox(minX: 1, minY: 71, maxX: 5, maxY: 75)))
        XCTAssertFalse(elements[3].fillCovers(BoundingBox(minX: 10, minY: 80, maxX: 15, maxY: 85)), "beyond the slope")
    }

    func testTextLetterSpacingLineHeightLayerNamesMasksAndViewport() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
          <style>.h { font: 500 20px/1.2 sans-serif; letter-spacing: -0.02em }</style>
          <defs>
            <clipPath id="c"><circle cx="20" cy="20" r="10"/></clipPath>
            <mask id="m"><rect width="30" height="20" rx="4"/></mask>
          </defs>
          <text class="h" x="0" y="20">A</text>
          <g transform="scale(2)"><text x="0" y="20" font-size="8" letter-spacing="0.5" style="line-height: 12px">B</text></g>
          <text x="0" y="60" font-size="10"><tspan x="0" y="60">one</tspan><tspan x="0" dy="15">two</tspan></text>
          <text x="0" y="90" font-size="10"><tspan x="0" y="90">uneven</tspan><tspan x="0" y="100">a</tspan><tspan x="0" y="120">b</tspan></text>
          <g id="g1" data-name="Avatar image" clip-path="url(#c)"><image width="40" height="40" href="a.png"/></g>
          <rect id="r" width="30" height="20" mask="url(#m)" transform="scale(2)" fill="#000"/>
        </svg>
        """
        let loaded = SVGLoader().load(contents: Data(svg.utf8), file: "a.svg")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let component = try XCTUnwrap(loaded.model.components.first)
        let texts = component.elements.compactMap(\.text)
        XCTAssertEqual(texts.map { "\($0.content) \(formatNumber($0.fontSize)) \($0.fontWeight) \(formatNumber($0.letterSpacing)) \($0.lineHeight.map(formatNumber) ?? "-")" }, [
            "A 20 500 -0.4 1.2",
            "B 16 400 1 1.5",
            "one 10 400 0 1.5", "two 10 400 0 1.5",
            "uneven 10 400 0 -", "a 10 400 0 -", "b 10 400 0 -",
        ])
        let image = try XCTUnwrap(component.elements.first { $0.kind == "image" })
        XCTAssertEqual(image.mask, .ellipse(width: 20, height: 20))
        XCTAssertEqual(component.groups.first { $0.id == "g1" }?.layerName, "Avatar image")
        let rect = try XCTUnwrap(component.elements.first { $0.id == "r" })
        XCTAssertEqual(rect.layerName, "r")
        XCTAssertEqual(rect.mask, .rect(width: 60, height: 40, radius: 8))
        XCTAssertEqual(component.viewport, BoundingBox(x: 0, y: 0, width: 200, height: 100))
    }

    func testUseBombsAreBounded() {
        var svg = "<svg viewBox=\"0 0 10 10\"><defs><rect id=\"a0\" width=\"1\" height=\"1\"/>"
        for level in 1...10 {
            svg += "<g id=\"a\(level)\">" + String(repeating: "<use href=\"#a\(level - 1)\"/>", count: 10) + "</g>"
        }
        svg += "</defs><use href=\"#a10\"/></svg>"
        let loaded = loadSVG(svg)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [
            "`use` references add more than 100000 elements to the drawing; the rest is not checked",
        ])
        XCTAssertLessThanOrEqual(loaded.model.components.first?.elements.count ?? 0, 100_000 + 200)
    }

    func testALargeDrawingWithoutCopiesIsReadWhole() {
        // The budget is for what `use` copies add: a file's own 100,500 elements are all checked.
        let svg = "<svg viewBox=\"0 0 10 10\">" + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 100_500) + "</svg>"
        let loaded = loadSVG(svg)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        XCTAssertEqual(loaded.model.components.first?.elements.count, 100_500)
    }

    func testDeepUseChainsAreBounded() {
        // Each level nests 200 groups and uses the next level: far deeper than libxml2's 256 in all.
        var svg = "<svg viewBox=\"0 0 10 10\"><defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1...8 {
            svg += "<g id=\"l\(level)\">" + String(repeating: "<g>", count: 200) + "<use href=\"#l\(level - 1)\"/>"
                + String(repeating: "</g>", count: 200) + "</g>"
        }
        svg += "</defs><use href=\"#l8\"/></svg>"
        let loaded = loadSVG(svg)
        XCTAssertEqual(loaded.diagnostics.map(\.message),
                       ["`use` references nest the drawing deeper than 512 elements; the rest is not checked"])
    }

    func testSelectorMatchingStaysPolynomial() {
        let svg = "<svg viewBox=\"0 0 10 10\"><style>g g g g g g g g g g g g x rect { fill: #123456 }</style>"
            + String(repeating: "<g>", count: 250) + "<rect width=\"1\" height=\"1\"/>" + String(repeating: "</g>", count: 250)
            + "</svg>"
        let loaded = loadSVG(svg)
        XCTAssertEqual(loaded.model.components.first?.elements.map(\.fill.paint.summary), ["#000000"])
    }

    /// Byte flips, truncations and splices of real-looking exports: any outcome but a crash is fine.
    func testMutatedFilesNeverCrash() throws {
        let seeds = [
            try String(contentsOf: packageRoot.appendingPathComponent("Samples/components/Chip/Mode=Light.svg"), encoding: .utf8),
            try String(contentsOf: packageRoot.appendingPathComponent("Samples/components/Button/Mode=Dark.svg"), encoding: .utf8),
            """
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:viewportWidth="24" android:viewportHeight="24">
              <group android:rotation="45" android:pivotX="12"><path android:pathData="M2,2a5,5 0 1,1 10,0c0,4 -3,6 -5,8z" android:fillColor="#FF0A3049" android:strokeColor="#FFF" android:strokeWidth="1"/></group>
            </vector>
            """,
        ]
        var seedState: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            // A fixed sequence (xorshift), so a failure can be reproduced.
            seedState ^= seedState << 13
            seedState ^= seedState >> 7
            seedState ^= seedState << 17
            return Int(seedState % UInt64(max(1, bound)))
        }
        let alphabet = Array("<>/=\"'#;:.-0123456789eE(),{}&%!?[] \nMmLlCcAaZzurlvar")
        for (index, seed) in seeds.enumerated() {
            for _ in 0..<300 {
                var bytes = Array(seed.utf8)
                for _ in 0..<(1 + next(8)) {
                    switch next(4) {
                    case 0: bytes[next(bytes.count)] = UInt8(ascii: alphabet[next(alphabet.count)].unicodeScalars.first!)
                    case 1: bytes.removeSubrange(next(bytes.count)..<bytes.count)
                    case 2:
                        let start = next(bytes.count)
                        bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + next(64))], at: next(bytes.count))
                    default: bytes[next(bytes.count)] = UInt8(truncatingIfNeeded: next(256))
                    }
                    if bytes.isEmpty { bytes = Array(seed.utf8) }
                }
                let file = index == 2 ? "res/drawable/x.xml" : "x-dark.svg"
                let result = lint([(file, String(decoding: bytes, as: UTF8.self))])
                XCTAssertNotNil(result.findings)
            }
        }
    }

    func testHostileAndBrokenFilesEndAsFindingsAndTheRunGoesOn() throws {
        let secret = try write("secret.txt", "TOP-SECRET")
        var laughs = "<!DOCTYPE svg [\n<!ENTITY a \"aaaaaaaaaa\">\n"
        var previous = "a"
        for level in 1...9 {
            laughs += "<!ENTITY b\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
            previous = "b\(level)"
        }
        laughs += "]>\n<svg><text>&\(previous);</text></svg>\n"
        let files: [(String, String)] = [
            ("a-xxe.svg", "<!DOCTYPE svg [<!ENTITY x SYSTEM \"\(secret.absoluteString)\">]>\n<svg><text>&x;</text></svg>"),
            ("b-net.svg", "<!DOCTYPE svg [\n<!ENTITY n SYSTEM \"http://127.0.0.1:9/x\">]>\n<svg><text>&n;</text></svg>"),
            ("c-laughs.svg", laughs),
            ("d-deep.svg", "<svg>" + String(repeating: "<g>", count: 10_000) + String(repeating: "</g>", count: 10_000) + "</svg>"),
            ("e-garbage.svg", "\u{01}\u{02}PNG\u{FF}garbage"),
            ("f-empty.svg", ""),
            ("g-html.svg", "<html><body/></html>"),
            ("z-good.svg", "<svg viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\" rx=\"3\" fill=\"#000\"/></svg>"),
        ]
        let result = lint(files, presets: chosenPresets())
        XCTAssertEqual(result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }, [
            "a-xxe.svg:1:1 parse-error",
            "b-net.svg:2:1 parse-error",
            "c-laughs.svg:13:16 parse-error",
            "d-deep.svg:1:774 parse-error",
            "e-garbage.svg:1:1 parse-error",
            "f-empty.svg:1:1 parse-error",
            "g-html.svg:1:1 parse-error",
            "z-good.svg:1:26 corner-radius",
        ])
        XCTAssertFalse(result.findings.contains { $0.message.contains("TOP-SECRET") })
        XCTAssertEqual(result.findings[2].message,
                       "not well-formed XML: Detected an entity reference loop (libxml2 error 89); nothing in the file was checked")
    }
}

private extension CSSPaintValue {
    var hexForTest: String? {
        if case let .color(color) = self { return color.hex }
        return nil
    }
}
