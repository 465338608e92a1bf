import XCTest
@testable import W3WLintKit

/// Findings keep their properties packed into bytes; what goes in must come out the same, in the same order.
final class PackedPropertiesTests: XCTestCase {
    private let mixed: [(String, PropertyValue)] = [
        ("mode", "light"),
        ("ratio", 2.76),
        ("required", 3),
        ("negativeZero", .number(-0.0)),
        ("huge", .number(1e308)),
        ("infinite", .number(-.infinity)),
        ("fits", true),
        ("fixed", false),
        ("suggestion", .null),
        ("empty", ""),
        ("long", .string(String(repeating: "ab", count: 200))),
        ("ünïcode ключ", "svg > g#Ш > text[1] 🎨"),
        ("allowed", [4, 8, "sixteen", .null, [true], .object([("nested", 1)])]),
        ("defined", .object([("light", "#FFFFFF"), ("dark", .array([])), ("", .object([]))])),
        ("mode", "dark"),
    ]

    func testPairsComeBackExactlyAndInOrder() {
        let packed = PackedProperties(mixed)
        let pairs = packed.pairs
        XCTAssertEqual(pairs.map(\.0), mixed.map(\.0))
        XCTAssertEqual(PropertyValue.object(pairs), .object(mixed))
        // Bit for bit: -0.0 == 0.0 would hide a lost sign.
        guard case let .number(zero)? = packed.value(for: "negativeZero") else { return XCTFail("no number") }
        XCTAssertEqual(zero.bitPattern, (-0.0).bitPattern)
        XCTAssertFalse(packed.isEmpty)
    }

    func testNaNKeepsItsBits() {
        let pattern: UInt64 = 0x7FF8_0000_0000_1234
        guard case let .number(number)? = PackedProperties([("nan", .number(Double(bitPattern: pattern)))]).value(for: "nan") else {
            return XCTFail("no number")
        }
        XCTAssertEqual(number.bitPattern, pattern)
    }

    func testLookupFindsTheFirstPairOfAKeyWithoutUnpackingTheRest() {
        let packed = PackedProperties(mixed)
        XCTAssertEqual(packed.value(for: "mode"), "light")
        XCTAssertEqual(packed.value(for: "suggestion"), .null)
        XCTAssertEqual(packed.value(for: "ünïcode ключ"), "svg > g#Ш > text[1] 🎨")
        XCTAssertEqual(packed.value(for: "defined")?["light"], "#FFFFFF")
        // Keys after nested arrays and objects are still found, and a key's prefix or a nested key is not a key.
        XCTAssertEqual(packed.value(for: "long"), .string(String(repeating: "ab", count: 200)))
        XCTAssertNil(packed.value(for: "mod"))
        XCTAssertNil(packed.value(for: "nested"))
        XCTAssertNil(packed.value(for: "light"))
        XCTAssertEqual(packed.value(for: ""), nil)
    }

    /// Common keys pack into one byte each; other keys keep their letters. Both kinds round-trip and are found.
    func testCommonKeysTakeOneByte() {
        XCTAssertEqual(Set(PackedProperties.commonKeys).count, PackedProperties.commonKeys.count, "no key twice")
        XCTAssertLessThan(PackedProperties.commonKeys.count, 64, "every index fits one LEB128 byte")
        let contrast: [(String, PropertyValue)] = [
            ("mode", "light"), ("element", "svg > g#g0 > circle[1]"), ("foreground", "#0A3049"),
            ("background", "#E11F26"), ("backgroundElement", "svg > g#g0 > rect[1]"), ("ratio", 2.76), ("required", 3),
            ("level", "AA"), ("kind", "non-text"), ("suggestion", "#022941"),
        ]
        let packed = PackedProperties(contrast)
        // Ten key bytes; values: eight strings (tag, length, letters: 7 + 24 + 9 + 9 + 22 + 4 + 10 + 9) and two
        // numbers (tag and 8 bytes each).
        XCTAssertEqual(packed.byteCount, 10 + (7 + 24 + 9 + 9 + 22 + 4 + 10 + 9) + 2 * 9)
        XCTAssertEqual(PropertyValue.object(packed.pairs), .object(contrast))
        XCTAssertEqual(packed.value(for: "backgroundElement"), "svg > g#g0 > rect[1]")
        XCTAssertEqual(packed.value(for: "suggestion"), "#022941")
        // A key that only starts like a common one, and a common key inside an object, are told apart.
        let mixedKinds = PackedProperties([("modeX", 1), ("defined", .object([("mode", "inner")])), ("text", "outer")])
        XCTAssertNil(mixedKinds.value(for: "mode"))
        XCTAssertEqual(mixedKinds.value(for: "modeX"), 1)
        XCTAssertEqual(mixedKinds.value(for: "text"), "outer")
        XCTAssertEqual(mixedKinds.value(for: "defined")?["mode"], "inner")
        XCTAssertEqual(mixedKinds.pairs.map(\.0), ["modeX", "defined", "text"])
        for key in PackedProperties.commonKeys {
            XCTAssertEqual(PackedProperties([(key, .string(key))]).value(for: key), .string(key))
            XCTAssertEqual(PackedProperties([(key, .null)]).byteCount, 2, key)
        }
    }

    func testEmptyHasNoPairs() {
        let packed = PackedProperties([])
        XCTAssertTrue(packed.isEmpty)
        XCTAssertTrue(packed.pairs.isEmpty)
        XCTAssertNil(packed.value(for: "mode"))
    }

    func testFindingEditsGoThroughThePackedForm() {
        var finding = Finding(ruleID: "contrast", severity: .error, message: "m",
                              location: SourceLocation(file: "a.svg", line: 3, column: 4),
                              properties: [("ratio", 1.5), ("suggestion", "#000000")])
        finding.properties.removeAll { $0.0 == "suggestion" }
        finding.properties.append(("suggestion", .null))
        XCTAssertEqual(finding.properties.map(\.0), ["ratio", "suggestion"])
        XCTAssertEqual(finding.property("suggestion"), .null)
        XCTAssertEqual(finding.property("ratio"), 1.5)
        XCTAssertNil(finding.property("fix"))
    }
}
