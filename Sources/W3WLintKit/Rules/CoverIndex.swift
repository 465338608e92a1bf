/// Which earlier elements of a component could lie beneath a box: a uniform grid over the component's elements,
/// so that finding what is painted under each text costs what is near it, not every element before it.
/// Without it a drawing of n elements needs n²/2 box tests (100,000 elements: minutes instead of a second).
struct CoverIndex {
    private let origin: (x: Double, y: Double)
    private let cellSize: (width: Double, height: Double)
    private let columns: Int
    private let rows: Int
    /// Per cell, ascending: the elements whose bounds overlap the cell.
    private let cells: [[Int32]]
    /// Ascending: elements spanning too many cells to list in each (a page background), or with bounds that are
    /// not finite; they are candidates everywhere.
    private let everywhere: [Int32]
    private let bounds: [BoundingBox]

    /// Elements spanning more cells than this are kept in `everywhere` instead.
    static let maximumCellsPerElement = 64

    /// `bounds` in paint order; `isCandidate` says which elements can cover anything at all (a visible fill).
    init(bounds: [BoundingBox], isCandidate: (Int) -> Bool) {
        self.bounds = bounds
        let indices = bounds.indices.filter(isCandidate)
        var extent: BoundingBox?
        for index in indices where bounds[index].isFinite {
            extent = extent.map { $0.union(bounds[index]) } ?? bounds[index]
        }
        // Cells the size of a typical element (the median), so that most elements are listed in a few cells and a
        // query's cell holds only what overlaps that spot; at most 512 × 512 cells.
        let area = extent ?? BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
        // Widths and heights are gathered straight into exact-size arrays: copies of the boxes, grown by
        // appending, were a large part of a large drawing's peak memory.
        var widths: [Double] = []
        var heights: [Double] = []
        widths.reserveCapacity(indices.count)
        heights.reserveCapacity(indices.count)
        for index in indices where bounds[index].isFinite {
            widths.append(bounds[index].width)
            heights.append(bounds[index].height)
        }
        func median(_ values: inout [Double]) -> Double {
            guard !values.isEmpty else { return 0 }
            values.sort()
            return values[values.count / 2]
        }
        let typicalWidth = max(median(&widths), area.width / 512, 1e-9)
        let typicalHeight = max(median(&heights), area.height / 512, 1e-9)
        // Counted in floating point first: an extent that overflowed to infinity must not reach `Int(_:)`.
        func cellCount(_ ratio: Double) -> Int { ratio.isNaN ? 1 : Int(min(512, max(1, ratio.rounded(.up)))) }
        var columns = cellCount(area.width / typicalWidth)
        var rows = cellCount(area.height / typicalHeight)
        // No more cells than four per candidate: an icon of a few tiny shapes needs no 512 × 512 grid.
        let limit = max(1, 4 * indices.count)
        if columns * rows > limit {
            let shrink = (Double(columns * rows) / Double(limit)).squareRoot()
            columns = max(1, Int((Double(columns) / shrink).rounded(.down)))
            rows = max(1, Int((Double(rows) / shrink).rounded(.down)))
        }
        origin = (area.minX, area.minY)
        cellSize = (max(area.width / Double(columns), 1e-9), max(area.height / Double(rows), 1e-9))
        self.columns = columns
        self.rows = rows
        var cells = [[Int32]](repeating: [], count: columns * rows)
        var everywhere: [Int32] = []
        for index in indices {
            let box = bounds[index]
            guard box.isFinite else {
                everywhere.append(Int32(index))
                continue
            }
            let (c0, r0) = (Self.cell(box.minX, from: area.minX, size: cellSize.width, count: columns),
                            Self.cell(box.minY, from: area.minY, size: cellSize.height, count: rows))
            let (c1, r1) = (Self.cell(box.maxX, from: area.minX, size: cellSize.width, count: columns),
                            Self.cell(box.maxY, from: area.minY, size: cellSize.height, count: rows))
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerElement {
                everywhere.append(Int32(index))
                continue
            }
            for row in r0...r1 {
                for column in c0...c1 { cells[row * columns + column].append(Int32(index)) }
            }
        }
        self.cells = cells
        self.everywhere = everywhere
    }

    /// The cell a coordinate falls in, clamped to the grid in floating point first (a coordinate of 1e300 must not
    /// overflow `Int`).
    private static func cell(_ value: Double, from origin: Double, size: Double, count: Int) -> Int {
        let position = ((value - origin) / size).rounded(.down)
        guard position.isFinite else { return position > 0 ? count - 1 : 0 }
        return Int(min(max(position, 0), Double(count - 1)))
    }

    /// Calls `body` with each candidate painted before `index` whose bounds contain `box`, topmost first (descending
    /// paint order), until `body` returns false: a caller looking for the first opaque cover stops there.
    func forEachContaining(_ box: BoundingBox, below index: Int, _ body: (Int) -> Bool) {
        var local: [Int32] = []
        let centre = ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
        if centre.0.isFinite, centre.1.isFinite {
            // Any element containing the box contains its centre, so the centre's cell lists it (or it is in
            // `everywhere`). Clamping only adds candidates (each is tested), and keeps a centre on the extent's
            // far edge, which rounds one cell past the grid, in its cell.
            let column = Self.cell(centre.0, from: origin.x, size: cellSize.width, count: columns)
            let row = Self.cell(centre.1, from: origin.y, size: cellSize.height, count: rows)
            local = cells[row * columns + column]
        }
        var a = Self.countBelow(index, in: local) - 1
        var b = Self.countBelow(index, in: everywhere) - 1
        while a >= 0 || b >= 0 {
            let next: Int32
            if b < 0 || (a >= 0 && local[a] > everywhere[b]) {
                next = local[a]
                a -= 1
            } else {
                next = everywhere[b]
                b -= 1
            }
            if bounds[Int(next)].contains(box), !body(Int(next)) { return }
        }
    }

    /// How many entries of an ascending list are below `index`.
    private static func countBelow(_ index: Int, in list: [Int32]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if Int(list[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension BoundingBox {
    var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }
}
