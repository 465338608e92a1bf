import XCTest
@testable import W3WLintKit

/// The grid that finds what lies beneath a box must find exactly what testing every earlier element finds.
final class CoverIndexTests: XCTestCase {
    /// A deterministic mix of small shapes, wide banners, page-sized backgrounds and non-finite boxes.
    private func boxes(count: Int) -> [BoundingBox] {
        var state: UInt64 = 20261122
        func next(_ limit: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 33) / Double(1 << 31) * limit
        }
        return (0..<count).map { index in
            switch index % 10 {
            case 0: return BoundingBox(minX: 0, minY: 0, maxX: 1000, maxY: 400)
            case 1: return BoundingBox(minX: next(100), minY: next(400), maxX: 900 + next(100), maxY: 400)
            case 2: return BoundingBox(minX: -.infinity, minY: 0, maxX: 10, maxY: 10)
            default:
                let x = next(1000), y = next(400)
                return BoundingBox(minX: x, minY: y, maxX: x + 1 + next(60), maxY: y + 1 + next(30))
            }
        }
    }

    func testTheGridFindsWhatAFullScanFinds() {
        let bounds = boxes(count: 3000)
        let index = CoverIndex(bounds: bounds) { $0 % 7 != 3 }
        var compared = 0
        for probe in stride(from: 5, to: bounds.count, by: 37) {
            let box = bounds[probe]
            guard box.isFinite else { continue }
            let centre = BoundingBox(minX: (box.minX + box.maxX) / 2, minY: (box.minY + box.maxY) / 2,
                                     maxX: (box.minX + box.maxX) / 2 + 0.5, maxY: (box.minY + box.maxY) / 2 + 0.25)
            let expected = (0..<probe).reversed().filter { $0 % 7 != 3 && bounds[$0].contains(centre) }
            var found: [Int] = []
            index.forEachContaining(centre, below: probe) { found.append($0); return true }
            XCTAssertEqual(found, expected, "probe \(probe)")
            compared += expected.count
        }
        XCTAssertGreaterThan(compared, 1000, "the probes must meet many covering elements")
    }

    func testTheWalkStopsWhenAsked() {
        let bounds = [BoundingBox](repeating: BoundingBox(minX: 0, minY: 0, maxX: 10, maxY: 10), count: 5)
        let index = CoverIndex(bounds: bounds) { _ in true }
        var visited: [Int] = []
        index.forEachContaining(BoundingBox(minX: 1, minY: 1, maxX: 2, maxY: 2), below: 4) { visited.append($0); return visited.count < 2 }
        XCTAssertEqual(visited, [3, 2])
    }

    func testHugeAndMissingCoordinatesDoNotTrap() {
        let bounds = [BoundingBox(minX: -1e300, minY: -1e300, maxX: 1e300, maxY: 1e300),
                      BoundingBox(minX: .nan, minY: 0, maxX: 1, maxY: 1),
                      BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)]
        let index = CoverIndex(bounds: bounds) { _ in true }
        var found: [Int] = []
        index.forEachContaining(BoundingBox(minX: 0.25, minY: 0.25, maxX: 0.5, maxY: 0.5), below: 3) { found.append($0); return true }
        XCTAssertEqual(found, [2, 0])
        found = []
        index.forEachContaining(BoundingBox(minX: 1e299, minY: 1e299, maxX: 1e299, maxY: 1e299), below: 3) { found.append($0); return true }
        XCTAssertEqual(found, [0])
    }
}
