import Foundation
import XCTest
@testable import W3WLintKit

/// `ExportName`: what an export's path says of its mode, its variant key and its twin.
final class ExportNameTests: XCTestCase {
    func testExportNamesWithoutMarkersAreTheirOwnVariantKey() {
        for path in ["icons/close.svg", "/abs/Ñ/close.svg", "a//b/c.svg", "modes/x.svg"] {
            let name = ExportName(path: path)
            XCTAssertNil(name.mode, path)
            XCTAssertFalse(name.isExplicit, path)
            XCTAssertEqual(name.variantKey, path)
            XCTAssertNil(name.darkTwin, path)
            XCTAssertNil(name.suffixSeparator, path)
        }
        XCTAssertTrue(ExportName.hasNoMarker("icons/close.svg"))
        XCTAssertFalse(ExportName.hasNoMarker("icons/close-DARK.svg"))
        XCTAssertFalse(ExportName.hasNoMarker("res/Drawable-hdpi/x.xml"))
        XCTAssertFalse(ExportName.hasNoMarker("/abs/Ñ/close.svg"), "non-ASCII paths take the general path")
        XCTAssertEqual(ExportName(path: "res/drawable/ic.xml").darkTwin, "res/drawable-night/ic.xml")
        XCTAssertEqual(ExportName(path: "icons/close-Light.svg").darkTwin, "icons/close-Dark.svg")
    }
}
