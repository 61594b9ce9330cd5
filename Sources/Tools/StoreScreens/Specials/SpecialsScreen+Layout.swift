import StoreDisplayText
import StoreDomain
import StorePresentation
import StoreRendering
import StoreTheme

/// Lays out the Manager's Special screen: the title, the status line, and the grid as boxes.
///
/// The canvas's units map onto the width's columns (``SpecialsGrid/columns(column:width:canvasUnit:in:gap:)``),
/// with a one-column gap taken out of the tiles and one column kept clear at each end of a
/// row, so a full row spans the width between them. Heights keep
/// the tiles' aspect: a terminal cell is about twice as tall as it is wide, so a unit is half
/// as many lines as it is columns. Right to left, the rows run from the right.
extension SpecialsScreen {
    /// The columns between two tiles.
    static let gap = 1
    /// The columns kept clear at each end of a row: the rows' leading and trailing padding.
    static let inset = 1

    package static func lay(_ screen: SpecialsScreenViewData, theme: Theme, on canvas: inout Canvas) {
        canvas.single(screen.title)
        if let status = screen.status {
            switch status.kind {
            case .updated: canvas.single(status.text)
            case .refreshing: canvas.single(status.text, prefix: "⟳ ")
            case .refreshFailed:
                canvas.paragraph(status.text, prefix: "⚠ ")
                if let retry = status.retry { canvas.buttons([retry]) }
            }
        }
        switch screen.content {
        case .loading(let text):
            SharedBlocks.loading(text, on: &canvas)
        case .failed(let error):
            SharedBlocks.message(error, on: &canvas)
        case .empty(let title, let message):
            SharedBlocks.empty(title: title, message: message, on: &canvas)
        case .grid:
            // The grid at the text size: fewer units across as the text grows (SpecialsScreenViewData.grid(at:)).
            let grid = screen.grid(at: canvas.textSize)
            for row in grid.rows { self.row(row, canvasUnit: grid.canvasUnit, on: &canvas) }
        }
    }

    /// The lines a tile `height` units tall takes on a canvas `canvasUnit` units across `width`
    /// columns: at least 3, for the borders and a line inside, and at most `width`. A tile
    /// taller than twice the screen is wide is a broken response, and is cut rather than drawn
    /// for pages.
    static func lines(height: Int, canvasUnit: Int, width: Int) -> Int {
        let exact = Double(height) * Double(width) / Double(max(1, canvasUnit)) / 2
        return min(max(3, Int(exact.rounded())), max(3, width))
    }

    /// One row of boxes, side by side, each as tall as its own height.
    static func row(_ row: SpecialsRowViewData, canvasUnit: Int, on canvas: inout Canvas) {
        let width = canvas.width
        var boxes: [(columns: Range<Int>, lines: [Line])] = []
        for tile in row.tiles {
            var columns = SpecialsGrid.columns(
                column: tile.column, width: tile.width, canvasUnit: canvasUnit, in: width, gap: gap,
                leadingInset: inset, trailingInset: inset)
            if canvas.isRightToLeft { columns = (width - columns.upperBound)..<(width - columns.lowerBound) }
            let lines = Self.lines(height: tile.height, canvasUnit: canvasUnit, width: width - 2 * inset)
            boxes.append((columns, box(tile, width: columns.count, lines: lines, isRightToLeft: canvas.isRightToLeft)))
        }
        TileBoxes.row(boxes, on: &canvas)
        for tile in row.tiles { if let discount = tile.discount { canvas.keys(discount) } }
    }

    /// A tile's box: at least `lines` lines of exactly `width` columns (both at least 3 and 2),
    /// taller when its words need more: a tile's price and name are never cut.
    static func box(_ tile: SpecialTileViewData, width: Int, lines: Int, isRightToLeft: Bool) -> [Line] {
        let inner = max(0, width - 2), innerLines = max(0, lines - 2)
        var content: [[Span]]
        switch tile.content {
        case .imageOnly:
            content = image(tile.image, width: inner, lines: innerLines)
        case .textOnly:
            content = text(tile, width: inner, isRightToLeft: isRightToLeft)
        case .full:
            // The words take what they need, leaving the image at least a line.
            let words = text(tile, width: inner, isRightToLeft: isRightToLeft)
            content = image(tile.image, width: inner, lines: max(1, innerLines - words.count)) + words
        }
        return TileBoxes.box(
            content, width: width, lines: max(lines, content.count + 2), style: tile.style,
            isRightToLeft: isRightToLeft)
    }

    /// The image placeholder: a shaded block with the file name on its middle line.
    static func image(_ image: RemoteImageViewData?, width: Int, lines: Int) -> [[Span]] {
        TileBoxes.image(image, width: width, lines: lines, style: .specials.image)
    }

    /// The words of a tile, whole: the price with the old price ("Was £2.00") beside it when
    /// both fit on a line, else under it, the saving, then the name, each wrapped to the
    /// width. (The tile's spoken label says them all too.)
    static func text(_ tile: SpecialTileViewData, width: Int, isRightToLeft: Bool) -> [[Span]] {
        guard width > 0 else { return [] }
        let price = TileBoxes.wrapped(tile.price, width: width)
        var result: [[Span]]
        if let original = tile.originalPrice.map({ TileBoxes.wrapped($0, width: width) }), let priceLine = price.first,
            let originalLine = original.first, price.count == 1, original.count == 1,
            priceLine[0].width + 1 + originalLine[0].width <= width
        {
            result = [
                isRightToLeft
                    ? [originalLine[0], .padding(1), priceLine[0]] : [priceLine[0], .padding(1), originalLine[0]]
            ]
        } else {
            result = price + (tile.originalPrice.map { TileBoxes.wrapped($0, width: width) } ?? [])
        }
        if let discount = tile.discount { result += TileBoxes.wrapped(discount, width: width) }
        return result + TileBoxes.wrapped(tile.name, width: width)
    }
}
