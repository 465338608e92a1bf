import Foundation
import XCTest
@testable import W3WLintKit

/// A finding's properties, and the related places it names.
final class FindingTests: XCTestCase {
    private let theme = TestThemes.reportTheme

    func testFindingProperties() throws {
        let findings = lint([("a.w3wtheme.yaml", theme)]).findings
        let contrast = try XCTUnwrap(findings.first { $0.ruleID == "contrast" })
        XCTAssertEqual(PropertyValue.object(contrast.properties), .object([
            ("mode", "light"), ("scheme", "base"), ("role", "foreground"), ("foreground", "#777777"),
            ("background", "#FFFFFF"), ("ratio", 4.47), ("required", 4.5), ("level", "AA"), ("kind", "text"),
            ("suggestion", "#767676"), ("modes", ["light", "dark"]),
        ]))
        let dark = try XCTUnwrap(findings.first { $0.ruleID == "dark-variant" })
        XCTAssertEqual(PropertyValue.object(dark.properties), .object([("color", "tint"), ("missingModes", ["dark"]),
                                                                          ("defined", .object([("light", "#E11F26")]))]))
        let spacing = try XCTUnwrap(findings.first { $0.ruleID == "spacing-scale" })
        XCTAssertEqual(PropertyValue.object(spacing.properties), .object([("value", 13), ("kind", "padding"), ("allowed", [12, 16])]))
        let radius = try XCTUnwrap(findings.first { $0.ruleID == "corner-radius" })
        XCTAssertEqual(PropertyValue.object(radius.properties), .object([("value", 5), ("kind", "cornerRadius"), ("allowed", [4, 8])]))
    }

    /// Related places are data w3wlint writes: a number that is no line (from a plugin, a cache) is no place.
    func testRelatedPlacesThatAreNoPlacesAreLeftOut() {
        var finding = Finding(ruleID: "x", severity: .error, message: "m", location: SourceLocation(file: "a", line: 1, column: 1))
        finding.properties = [("related", .array([.object([("file", .string("a")), ("line", .number(1e300)), ("column", .number(1))]),
                                                  .object([("file", .string("a")), ("line", .number(2)), ("column", .number(3)), ("message", .string("b"))])]))]
        XCTAssertEqual(finding.relatedLocations, [RelatedLocation(location: SourceLocation(file: "a", line: 2, column: 3), message: "b")])
    }
}
