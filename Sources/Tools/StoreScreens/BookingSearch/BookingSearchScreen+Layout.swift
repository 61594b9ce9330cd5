import StoreDisplayText
import StoreDomain
import StorePresentation
import StoreRendering
import StoreTheme

/// The booking item search laid out: the title, the search bar, then the prompt, a spinner,
/// the error, or the results as a grid of boxes.
///
/// The grid takes as many columns as the screen's ``StorePresentation/BookingGridLayout``
/// gives for the width at the text size, a terminal column standing for ``pointsPerColumn``
/// points at Large (more at larger text, as the cell grows): one column at 32, two at 44, four
/// at 80, and one at AX5. Each tile shows its picture's placeholder, then its name, its
/// subtitle and its price, each whole; the tile the user opened is drawn with double lines.
/// Right to left, the rows run from the right.
extension BookingSearchScreen {
    /// The points a terminal column stands for, to read the grid's widths, which are in points.
    static let pointsPerColumn = 8.0
    /// The columns between two tiles.
    static let gap = 1

    package static func lay(_ screen: BookingSearchScreenViewData, theme: Theme, on canvas: inout Canvas) {
        canvas.single(screen.title)
        SharedBlocks.searchBar(screen.searchBar, on: &canvas)
        switch screen.content {
        case .prompt(let title, let message):
            SharedBlocks.empty(title: title, message: message, on: &canvas)
        case .loading(let text):
            SharedBlocks.loading(text, on: &canvas)
        case .failed(let error):
            SharedBlocks.message(error, on: &canvas)
        case .empty(let title, let message):
            SharedBlocks.empty(title: title, message: message, on: &canvas)
        case .results(let heading, let count, let footer):
            canvas.paragraph(heading)
            canvas.single(count)
            // The screen's width in points: a column is as many more points as body text is larger.
            let points = Double(canvas.width) * pointsPerColumn * canvas.textSize.bodyScale
            let columns = screen.grid.columns(forWidth: points, at: canvas.textSize)
            for row in screen.rows(columns: columns) {
                self.row(row, columns: columns, opened: screen.openedItemID, on: &canvas)
            }
            SharedBlocks.footer(footer, on: &canvas)
        }
    }

    /// One row of tiles, as tall as the tallest.
    static func row(_ items: [BookingItemViewData], columns: Int, opened: String?, on canvas: inout Canvas) {
        let width = canvas.width
        let contents = items.enumerated().map { index, item in
            // Each tile is one unit of a canvas `columns` units wide, split as the specials grid splits its units.
            let span = SpecialsGrid.columns(column: index, width: 1, canvasUnit: columns, in: width, gap: gap)
            return (span, content(item, width: max(0, span.count - 2), isRightToLeft: canvas.isRightToLeft))
        }
        let lines = contents.reduce(0) { max($0, $1.1.count) } + 2
        let boxes = zip(items, contents).map { item, placed in
            var span = placed.0
            if canvas.isRightToLeft { span = (width - span.upperBound)..<(width - span.lowerBound) }
            return (
                columns: span,
                lines: TileBoxes.box(
                    placed.1, width: span.count, lines: lines, style: item.style,
                    isRightToLeft: canvas.isRightToLeft, heavy: item.id == opened)
            )
        }
        TileBoxes.row(boxes, on: &canvas)
    }

    /// What a tile shows, top to bottom: the picture's placeholder, the name, the subtitle and
    /// the price.
    static func content(_ item: BookingItemViewData, width: Int, isRightToLeft: Bool) -> [[Span]] {
        guard width > 0 else { return [] }
        var content = item.image.map { TileBoxes.image($0, width: width, lines: 1, style: .booking.image) } ?? []
        for text in [item.title, item.subtitle, item.price].compactMap({ $0 }) {
            content += TileBoxes.wrapped(text, width: width)
        }
        return content
    }
}
