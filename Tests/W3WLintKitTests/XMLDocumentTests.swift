import Foundation
import XCTest
@testable import W3WLintKit

/// The libxml2 wrapper: start-tag locations, located errors, and hostile input that must end as a problem with
/// nothing read from outside the bytes.
final class XMLDocumentTests: ScratchFolderTestCase {
    private func parse(_ text: String) -> XMLParseResult {
        XMLDocumentParser.parse(Data(text.utf8), file: "t.svg")
    }

    private func problems(_ result: XMLParseResult) -> [String] {
        result.problems.map { "\($0.line):\($0.column) \($0.isFatal ? "fatal" : "error") \($0.code)" }
    }

    func testStartTagLineAndColumnAreWhereTheTagBegins() throws {
        let text = """
        <?xml version="1.0"?>
        <svg xmlns="http://www.w3.org/2000/svg">
          <g id="a"
             fill="red"><rect
            width="1"/>  <é:x xmlns:é="urn:x"/><circle r="1"/>
          </g>
        </svg>
        """
        let result = parse(text)
        XCTAssertEqual(problems(result), [])
        let root = try XCTUnwrap(result.root)
        XCTAssertEqual("\(root.line):\(root.column)", "2:1")
        let group = root.childElements[0]
        XCTAssertEqual("\(group.line):\(group.column)", "3:3")
        XCTAssertEqual(group.attribute("fill"), "red")
        XCTAssertEqual(group.childElements.map { "\($0.name) \($0.line):\($0.column)" },
                       ["rect 4:17", "x 5:18", "circle 5:40"])
    }

    func testLocationsSurviveLongInputThatLibXML2Discards() throws {
        let longPath = String(repeating: "L1 1 ", count: 4000)
        var text = "<svg>\n"
        for index in 0..<50 {
            text += "  <path id=\"p\(index)\" d=\"M0 0 \(longPath)\"/><rect/>\n"
        }
        text += "</svg>\n"
        let root = try XCTUnwrap(parse(text).root)
        XCTAssertEqual(root.childElements.count, 100)
        for (index, element) in root.childElements.enumerated() {
            let expectedColumn = index % 2 == 0 ? 3 : 3 + "<path id=\"p\(index / 2)\" d=\"M0 0 \(longPath)\"/>".count
            XCTAssertEqual("\(element.line):\(element.column)", "\(index / 2 + 2):\(expectedColumn)")
        }
    }

    func testLocationsInUTF16AndWithAByteOrderMark() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<svg>\n  <g>é<rect/></g>\n</svg>\n"
        var utf16 = Data([0xFF, 0xFE])
        for unit in text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let root = try XCTUnwrap(XMLDocumentParser.parse(utf16, file: "u.svg").root)
        let rect = try XCTUnwrap(root.childElements.first?.childElements.first)
        XCTAssertEqual("\(root.line):\(root.column) \(rect.line):\(rect.column)", "2:1 3:7")
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("<svg>\n <rect/></svg>".utf8)
        let withBOM = try XCTUnwrap(XMLDocumentParser.parse(bom, file: "b.svg").root)
        XCTAssertEqual("\(withBOM.line):\(withBOM.column) \(withBOM.childElements[0].line):\(withBOM.childElements[0].column)",
                       "1:1 2:2")
    }

    func testTextAndCDATAAreKept() throws {
        let root = try XCTUnwrap(parse("<svg><style><![CDATA[.a{fill:red}]]></style><text>A &amp; B</text></svg>").root)
        XCTAssertEqual(root.childElements.map(\.textContent), [".a{fill:red}", "A & B"])
    }

    func testSyntaxErrorIsLocated() {
        let result = parse("<svg>\n  <rect width=\"1\">\n</svg>\n")
        XCTAssertNil(result.root)
        XCTAssertEqual(problems(result), ["3:7 fatal 76"])
        XCTAssertEqual(result.problems.first?.message, "Opening and ending tag mismatch: rect line 2 and svg")
    }

    func testExternalEntityToALocalFileIsNotRead() throws {
        let secret = try write("secret.txt", "TOP-SECRET")
        let result = parse("""
        <?xml version="1.0"?>
        <!DOCTYPE svg [
          <!ENTITY xxe SYSTEM "\(secret.absoluteString)">
        ]>
        <svg><text>&xxe;</text></svg>
        """)
        let root = try XCTUnwrap(result.root)
        XCTAssertFalse(root.textContent.contains("TOP-SECRET"))
        XCTAssertEqual(problems(result), ["3:1 error 0"])
        XCTAssertTrue(result.problems[0].message.hasPrefix("external entity `xxe`"), result.problems[0].message)
    }

    func testInternalEntitiesInContentAreReportedNotExpanded() throws {
        let result = parse("""
        <!DOCTYPE svg [
        <!ENTITY ns_svg "http://www.w3.org/2000/svg">
        <!ENTITY r "<rect width='5' height='5'/>">
        ]>
        <svg xmlns="&ns_svg;">
          <g>&r;</g>
          <g>&r;</g>
        </svg>
        """)
        // Illustrator writes namespace entities in attributes: those are fine. Content references are reported once.
        XCTAssertEqual(result.problems.map { "\($0.line) \($0.message)" }, [
            "6 entity reference `&r;` is not expanded: w3wlint never substitutes entities, so what it stands for is not checked",
        ])
        XCTAssertEqual(try XCTUnwrap(result.root).childElements.map { $0.childElements.count }, [0, 0])
    }

    func testNetworkEntityIsNotFetched() throws {
        let result = parse("""
        <!DOCTYPE svg [<!ENTITY net SYSTEM "http://127.0.0.1:9/evil.xml"> <!ENTITY % pe SYSTEM "http://127.0.0.1:9/x.dtd"> %pe;]>
        <svg><text>&net;</text></svg>
        """)
        XCTAssertEqual(result.problems.filter { $0.code == 0 }.count, 2, "\(result.problems)")
        XCTAssertEqual(result.root?.textContent, "")
    }

    func testBillionLaughsIsRefused() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<svg><text>&lol9;</text></svg>\n"
        let result = parse(text)
        XCTAssertNil(result.root)
        XCTAssertEqual(result.problems.filter(\.isFatal).map(\.code), [89])
    }

    func testAbsurdNestingIsRefused() {
        let text = String(repeating: "<g>", count: 10_000) + String(repeating: "</g>", count: 10_000)
        let result = parse("<svg>" + text + "</svg>")
        XCTAssertNil(result.root)
        XCTAssertEqual(result.problems.filter(\.isFatal).count, 1)
        XCTAssertTrue(result.problems[0].message.contains("Excessive depth"), result.problems[0].message)
    }

    func testBinaryGarbageAndEmptyFiles() {
        var garbage = Data([0x00, 0xFF, 0xFE, 0x89, 0x50, 0x4E, 0x47])
        garbage.append(contentsOf: (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        let binary = XMLDocumentParser.parse(garbage, file: "g.svg")
        XCTAssertNil(binary.root)
        XCTAssertEqual(binary.problems.filter(\.isFatal).count, 1)
        for empty in ["", "  \n"] {
            let result = parse(empty)
            XCTAssertNil(result.root)
            XCTAssertEqual(problems(result), ["1:1 fatal 4"])
        }
    }
}

final class XMLConcurrencyTests: XCTestCase {
    /// Parses on several threads at once give the same results as one at a time: nothing is shared between parses.
    func testParsesRunInParallel() {
        let good = Data("<svg>\n  <rect width=\"1\"/>\n</svg>".utf8)
        let bad = Data("<svg>\n  <rect>\n</svg>".utf8)
        let results = ResultsBox(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let result = XMLDocumentParser.parse(index % 2 == 0 ? good : bad, file: "f\(index).svg")
            results.set(index, result.root.map { "\($0.childElements[0].line):\($0.childElements[0].column)" }
                ?? result.problems.map { "\($0.line):\($0.column) \($0.code)" }.joined())
        }
        XCTAssertEqual(results.values, (0..<64).map { $0 % 2 == 0 ? "2:3" : "3:7 76" })
    }
}

/// Results written by concurrent iterations, each to its own slot, under a lock.
final class ResultsBox: @unchecked Sendable {
    private var storage: [String]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

final class DeepInputOnWorkerThreadsTests: XCTestCase {
    /// Worker threads have small stacks (512 KB): the deepest XML libxml2 accepts, and `use` chains deeper still,
    /// must load there too.
    func testDeepDrawingsLoadOnWorkerThreads() {
        let deep = "<svg viewBox=\"0 0 10 10\">" + String(repeating: "<g>", count: 254) + "<rect width=\"1\" height=\"1\"/>"
            + String(repeating: "</g>", count: 254) + "</svg>"
        var chain = "<svg viewBox=\"0 0 10 10\"><defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1...8 {
            chain += "<g id=\"l\(level)\">" + String(repeating: "<g>", count: 200) + "<use href=\"#l\(level - 1)\"/>"
                + String(repeating: "</g>", count: 200) + "</g>"
        }
        chain += "</defs><use href=\"#l8\"/></svg>"
        let sources = [deep, chain]
        let counts = ResultsBox(count: 2)
        let done = DispatchSemaphore(value: 0)
        for index in 0..<2 {
            let thread = Thread {
                let loaded = SVGLoader().load(contents: Data(sources[index].utf8), file: "deep.svg")
                counts.set(index, "\(loaded.model.components.first?.elements.count ?? -1) \(loaded.diagnostics.count)")
                done.signal()
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        done.wait()
        done.wait()
        XCTAssertEqual(counts.values, ["1 0", "0 1"])
    }
}
