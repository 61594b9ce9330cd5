import StoreTestSupport
import Testing

@testable import StoreDomain

/// One layout case: tile widths on a canvas, and the rows of tile positions they must make.
struct GridCase: Sendable, CustomTestStringConvertible {
    let rule: String
    let canvas: Int
    let widths: [Int]
    let rows: [[Int]]
    var clamped: [Int] = []
    var testDescription: String { rule }
}

@Suite("Manager's Special layout: tiles in order, in rows of at most canvasUnit")
struct SpecialsGridTests {
    static let cases: [GridCase] = [
        GridCase(rule: "a row that is exactly full is allowed", canvas: 16, widths: [8, 8, 16], rows: [[0, 1], [2]]),
        GridCase(
            rule: "a tile that does not fit starts the next row", canvas: 16, widths: [10, 8, 6], rows: [[0], [1, 2]]),
        GridCase(
            rule: "tiles are never reordered to fill a gap", canvas: 16, widths: [10, 8, 4], rows: [[0], [1, 2]]),
        GridCase(
            rule: "a tile wider than the canvas goes alone on its row, clamped", canvas: 16, widths: [4, 24, 4],
            rows: [[0], [1], [2]], clamped: [1]),
        GridCase(
            rule: "an oversize first tile does not take the next one with it", canvas: 16, widths: [20, 8, 8],
            rows: [[0], [1, 2]], clamped: [0]),
        GridCase(rule: "a tile as wide as the canvas is not clamped", canvas: 16, widths: [16, 16], rows: [[0], [1]]),
        GridCase(rule: "no tiles, no rows", canvas: 16, widths: [], rows: []),
        GridCase(
            rule: "one-unit tiles fill a row exactly", canvas: 4, widths: [1, 1, 1, 1, 1], rows: [[0, 1, 2, 3], [4]]),
        GridCase(
            rule: "a one-unit canvas takes one tile a row", canvas: 1, widths: [1, 3, 1], rows: [[0], [1], [2]],
            clamped: [1]),
    ]

    @Test("rows of tile positions", arguments: cases)
    func rows(_ layout: GridCase) {
        let grid = SpecialsGrid(sizes: layout.widths.map { .init(width: $0, height: 2) }, canvasUnit: layout.canvas)
        #expect(grid.rows.map { $0.tiles.map(\.index) } == layout.rows)
        #expect(grid.clamped.map(\.index) == layout.clamped)
        for row in grid.rows {
            #expect(row.width <= layout.canvas)
            for tile in row.tiles {
                #expect(
                    tile.width == min(layout.widths[tile.index], layout.canvas),
                    "each tile keeps its exact width unless clamped")
            }
        }
    }

    @Test("each tile keeps its height; a row is as tall as its tallest tile")
    func heights() {
        let grid = SpecialsGrid(
            sizes: [.init(width: 8, height: 3), .init(width: 8, height: 7), .init(width: 4, height: 2)], canvasUnit: 16)
        #expect(grid.rows.map { $0.tiles.map(\.height) } == [[3, 7], [2]])
        #expect(grid.rows.map(\.height) == [7, 2])
    }

    @Test("the gap comes out of the tiles: a full row spans the width exactly", arguments: [0.0, 8.0, 12.5])
    func frames(gap: Double) {
        let grid = SpecialsGrid(sizes: [4, 8, 4, 16, 5].map { .init(width: $0, height: 4) }, canvasUnit: 16)
        let frames = grid.frames(width: 390, gap: gap)
        for row in frames.prefix(2) {
            let first = row[0], last = row[row.count - 1]
            #expect(first.x == 0)
            #expect(abs(last.x + last.width - 390) < 1e-9)
            let covered = row.reduce(0) { $0 + $1.width } + gap * Double(row.count - 1)
            #expect(abs(covered - 390) < 1e-9)
        }
        // Tiles of the same width are the same size wherever they sit.
        #expect(abs(frames[0][0].width - frames[0][2].width) < 1e-9)
        #expect(frames[1][0].y == frames[0][0].y + frames[0][0].height + gap)
    }

    @Test("text columns: every full row ends at the last column, for every width and canvas")
    func columns() {
        for canvas in 1...32 {
            for total in stride(from: 24, through: 120, by: 7) {
                let grid = SpecialsGrid(
                    sizes: Array(repeating: SpecialsGrid.TileSize(width: 1, height: 1), count: canvas),
                    canvasUnit: canvas)
                let spans = grid.columns(in: total, gap: 1)
                #expect(spans.count == 1)
                #expect(spans[0].first?.lowerBound == 0)
                #expect(spans[0].last?.upperBound == total, "canvas \(canvas) at \(total) columns")
                for (left, right) in zip(spans[0], spans[0].dropFirst()) where !right.isEmpty {
                    #expect(right.lowerBound == left.upperBound + 1, "one column between tiles")
                }
            }
        }
    }

    @Test("laying out is linear in the number of tiles")
    func linear() {
        let sizes = (0..<100_000).map { SpecialsGrid.TileSize(width: [3, 4, 5, 8, 16, 6][$0 % 6], height: 1 + $0 % 4) }
        let growth = CostGrowth.perUnitRatio(small: 1_000, large: 100_000) { count in
            _ = SpecialsGrid(sizes: Array(sizes.prefix(count)), canvasUnit: 16)
        }
        #expect(growth < 3)
    }
}

/// The rows' leading and trailing padding: tile frames leave the insets clear (#48).
@Suite("Manager's Special rows keep their insets clear at both ends")
struct SpecialsGridInsetTests {
    static let grid = SpecialsGrid(
        sizes: [.init(width: 16, height: 4), .init(width: 8, height: 4), .init(width: 8, height: 4)], canvasUnit: 16)

    @Test("frames: a full row spans the width between the insets, a half row meets at the middle of it")
    func frames() throws {
        let rows = Self.grid.frames(width: 390, gap: 8, leadingInset: 16, trailingInset: 16)
        let full = try #require(rows.first?.first)
        #expect(full.x == 16 && full.width == 358)
        let halves = try #require(rows.last)
        #expect(halves.map(\.x) == [16, 16 + 179 + 4])
        #expect(halves[1].x + halves[1].width == 390 - 16)
        // Without insets, the same as before.
        #expect(
            Self.grid.frames(width: 390, gap: 8, leadingInset: 0, trailingInset: 0)
                == Self.grid.frames(width: 390, gap: 8))
    }

    @Test("columns: the same within the insets, for a text grid")
    func columns() {
        #expect(
            SpecialsGrid.columns(
                column: 0, width: 16, canvasUnit: 16, in: 44, gap: 1, leadingInset: 1, trailingInset: 1) == 1..<43)
        #expect(
            SpecialsGrid.columns(column: 8, width: 8, canvasUnit: 16, in: 44, gap: 1, leadingInset: 1, trailingInset: 1)
                == 23..<43)
    }
}
