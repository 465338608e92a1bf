import Foundation
import XCTest
@testable import W3WLintKit

/// Lines are counted as each format's reader counts them, in UTF-8 and in UTF-16.
final class LineBreaksTests: XCTestCase {
    private let kinds: [LineBreaks] = [.lineFeeds, .swift, .yaml]

    func testEachFormatCountsItsOwnLineBreaks() {
        // A lone CR, CR LF, LF, NEL, LS and PS; é ends in the byte A9, as PS does.
        let text = "a\rb\r\nc\nd\u{85}e\u{2028}f\u{2029}g é"
        XCTAssertEqual(kinds.map { $0.lineCount(Data(text.utf8)) }, [3, 4, 7])
        for (byteOrderMark, encoding) in [([UInt8(0xFF), 0xFE], String.Encoding.utf16LittleEndian), ([0xFE, 0xFF], .utf16BigEndian)] {
            var utf16 = Data(byteOrderMark)
            utf16.append(text.data(using: encoding)!)
            XCTAssertEqual(kinds.map { $0.lineCount(utf16) }, [3, 4, 7], "\(encoding)")
        }
        XCTAssertEqual(kinds.map { $0.lineCount(Data()) }, [1, 1, 1])
        XCTAssertEqual(kinds.map { $0.lineCount(Data("\r\n".utf8)) }, [2, 2, 2])
    }

    func testUTF16IsReadWithOrWithoutAByteOrderMark() {
        XCTAssertEqual(utf16Text(Data([0xFF, 0xFE, 0x61, 0x00, 0x62])), "a", "a trailing odd byte is left out")
        XCTAssertEqual(utf16Text(Data([0x3C, 0x00, 0x61, 0x00])), "<a")
        XCTAssertEqual(utf16Text(Data([0x00, 0x3C, 0x00, 0x61])), "<a")
        XCTAssertNil(utf16Text(Data("<a".utf8)))
    }
}
