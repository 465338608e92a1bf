import CLibXML2
import Foundation
import XCTest

/// The system-library target links the machine's libxml2 and imports beside Foundation (the SVG work builds on it).
final class LibXML2Tests: XCTestCase {
    func testParsesWithTheLinkedLibXML2() throws {
        XCTAssertGreaterThanOrEqual(LIBXML_VERSION, 20900)
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect rx=\"5\"/></svg>"
        let document = try XCTUnwrap(text.withCString { xmlReadMemory($0, Int32(strlen($0)), "t.svg", nil, Int32(XML_PARSE_NONET.rawValue)) })
        defer { xmlFreeDoc(document) }
        let root = try XCTUnwrap(xmlDocGetRootElement(document))
        XCTAssertEqual(String(cString: root.pointee.name), "svg")
        XCTAssertEqual(String(cString: root.pointee.children.pointee.name), "rect")
    }
}
