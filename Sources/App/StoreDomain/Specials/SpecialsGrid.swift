/// The Manager's Special tiles laid out in rows: a pure function of the tiles' sizes and the
/// canvas width, all in canvas units.
///
/// - Tiles are taken in the endpoint's order, never reordered, into rows whose widths add
///   up to at most ``canvasUnit``. A row that is exactly full is allowed.
/// - A tile wider than the canvas goes alone on its own row, clamped to the canvas width;
///   ``clamped`` lists it, for a warning.
/// - Each tile keeps its exact width and height in units. A row is as tall as its tallest tile.
///
/// ```swift
/// let grid = SpecialsGrid(sizes: [.init(width: 8, height: 4), .init(width: 8, height: 4), .init(width: 16, height: 8)],
///                         canvasUnit: 16)
/// grid.rows.map { $0.tiles.map(\.index) }       // [[0, 1], [2]]
/// grid.frames(width: 390, gap: 8)               // points, for a collection view
/// ```
public struct SpecialsGrid: Sendable, Hashable {
    /// A tile's size in units, as the endpoint gives it.
    public struct TileSize: Sendable, Hashable {
        /// The tile's width in canvas units.
        public var width: Int
        /// The tile's height in canvas units.
        public var height: Int

        /// A tile `width` units wide and `height` units tall.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// Where one tile sits in its row.
    public struct Placement: Sendable, Hashable {
        /// The tile's position in the endpoint's list.
        public var index: Int
        /// Units from the row's leading edge to the tile's.
        public var column: Int
        /// The tile's width in units: its own, or the canvas's when it was wider.
        public var width: Int
        /// The tile's height in units.
        public var height: Int
        /// The width the endpoint asked for; more than ``width`` when the tile was clamped.
        public var requestedWidth: Int

        /// A placement, as layout makes it; for tests of a tile mapper.
        public init(index: Int, column: Int, width: Int, height: Int, requestedWidth: Int) {
            self.index = index
            self.column = column
            self.width = width
            self.height = height
            self.requestedWidth = requestedWidth
        }

        /// Whether the tile was wider than the canvas and drawn at the canvas's width.
        public var isClamped: Bool { requestedWidth > width }
    }

    /// One row of tiles.
    public struct Row: Sendable, Hashable {
        /// The tiles, in order, from the leading edge.
        public var tiles: [Placement]

        /// The units the row's tiles take; at most the canvas width.
        public var width: Int { tiles.last.map { $0.column + $0.width } ?? 0 }
        /// The height of the row's tallest tile, in units.
        public var height: Int { tiles.reduce(0) { max($0, $1.height) } }
    }

    /// A tile's rectangle in points (or any unit an app draws in), from the grid's top leading corner.
    public struct Frame: Sendable, Hashable {
        /// Distance from the grid's leading edge, in canvas units.
        public var x: Double
        /// Distance from the grid's top, in canvas units.
        public var y: Double
        /// Width in canvas units.
        public var width: Double
        /// Height in canvas units.
        public var height: Double
    }

    /// How many units span the width.
    public let canvasUnit: Int
    /// The rows, top to bottom.
    public private(set) var rows: [Row] = []

    /// Lays out tiles of `sizes`, in order, on a canvas `canvasUnit` units wide (at least 1).
    /// Sizes below 1 unit count as 1.
    ///
    /// NB: an array, not any sequence: a generic initialiser runs unspecialised from another
    /// module, at about three times the cost per tile.
    public init(sizes: [TileSize], canvasUnit: Int) {
        self.canvasUnit = max(1, canvasUnit)
        var row: [Placement] = []
        var used = 0
        for (index, size) in sizes.enumerated() {
            let requested = max(1, size.width)
            let width = min(requested, self.canvasUnit)
            if used + width > self.canvasUnit || requested > self.canvasUnit, !row.isEmpty {
                rows.append(Row(tiles: row))
                row = []
                used = 0
            }
            row.append(
                Placement(
                    index: index, column: used, width: width, height: max(1, size.height), requestedWidth: requested))
            used += width
            // An oversize tile has its row to itself.
            if requested > self.canvasUnit {
                rows.append(Row(tiles: row))
                row = []
                used = 0
            }
        }
        if !row.isEmpty { rows.append(Row(tiles: row)) }
    }

    /// The tiles wider than the canvas, clamped to it, in order.
    public var clamped: [Placement] {
        rows.flatMap(\.tiles).filter(\.isClamped)
    }

    /// Every tile's rectangle when the canvas is `width` wide and a unit is `unitHeight` tall
    /// (square units unless given), row by row.
    ///
    /// The gap between tiles comes out of the tiles, never on top of them: each edge that two
    /// tiles share gives half the gap to each, and an edge on the canvas's border gives none,
    /// so a full row still spans exactly `width`. Rows share their edges the same way.
    public func frames(width: Double, gap: Double = 0, unitHeight: Double? = nil) -> [[Frame]] {
        let unit = width / Double(canvasUnit)
        let rowUnit = unitHeight ?? unit
        var frames: [[Frame]] = []
        frames.reserveCapacity(rows.count)
        var top = 0.0
        for (rowIndex, row) in rows.enumerated() {
            let rowHeight = Double(row.height) * rowUnit
            let above = rowIndex > 0 ? gap / 2 : 0, below = rowIndex < rows.count - 1 ? gap / 2 : 0
            frames.append(
                row.tiles.map { tile in
                    let leading = tile.column > 0 ? gap / 2 : 0
                    let trailing = tile.column + tile.width < canvasUnit ? gap / 2 : 0
                    let tileBelow = tile.height == row.height ? below : 0
                    return Frame(
                        x: Double(tile.column) * unit + leading, y: top + above,
                        width: Double(tile.width) * unit - leading - trailing,
                        height: Double(tile.height) * rowUnit - above - tileBelow)
                })
            top += rowHeight
        }
        return frames
    }

    /// Every tile's rectangle as ``frames(width:gap:unitHeight:)`` gives it, with
    /// `leadingInset` and `trailingInset` kept clear at the ends of every row: the tiles span
    /// the width between them (the padding the product's design gives the rows), and the
    /// first tile of a row starts `leadingInset` in.
    public func frames(
        width: Double, gap: Double = 0, unitHeight: Double? = nil, leadingInset: Double, trailingInset: Double
    ) -> [[Frame]] {
        let inner = max(0, width - max(0, leadingInset) - max(0, trailingInset))
        return frames(width: inner, gap: gap, unitHeight: unitHeight).map { row in
            row.map { Frame(x: $0.x + max(0, leadingInset), y: $0.y, width: $0.width, height: $0.height) }
        }
    }

    /// Each tile's columns when the canvas is `total` whole columns wide, row by row: the
    /// integer form of ``frames(width:gap:unitHeight:)`` that a text grid uses. See
    /// ``columns(column:width:canvasUnit:in:gap:)``.
    public func columns(in total: Int, gap: Int = 0) -> [[Range<Int>]] {
        rows.map { row in
            row.tiles.map {
                Self.columns(column: $0.column, width: $0.width, canvasUnit: canvasUnit, in: total, gap: gap)
            }
        }
    }

    /// The columns as ``columns(column:width:canvasUnit:in:gap:)`` gives them, within
    /// `leadingInset` and `trailingInset` columns kept clear at the row's ends.
    public static func columns(
        column: Int, width: Int, canvasUnit: Int, in total: Int, gap: Int = 0, leadingInset: Int, trailingInset: Int
    ) -> Range<Int> {
        let lead = max(0, leadingInset)
        let inner = max(0, total - lead - max(0, trailingInset))
        let columns = columns(column: column, width: width, canvasUnit: canvasUnit, in: inner, gap: gap)
        return (columns.lowerBound + lead)..<(columns.upperBound + lead)
    }

    /// The columns of a tile `width` units wide at `column` units from the leading edge, when
    /// `canvasUnit` units span `total` columns. Unit edges are rounded down, so a full row
    /// ends at `total`; a shared edge gives the larger half of `gap` to the trailing tile, and
    /// an edge on the canvas's border gives none.
    public static func columns(column: Int, width: Int, canvasUnit: Int, in total: Int, gap: Int = 0) -> Range<Int> {
        let units = max(1, canvasUnit)
        func edge(_ unit: Int) -> Int { min(unit, units) * total / units }
        let start = edge(column) + (column > 0 ? gap - gap / 2 : 0)
        let end = edge(column + width) - (column + width < units ? gap / 2 : 0)
        return start..<max(start, end)
    }
}
