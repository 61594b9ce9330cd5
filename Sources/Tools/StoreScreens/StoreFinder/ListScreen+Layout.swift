import StorePresentation
import StoreRendering
import StoreTheme

/// Lays out the Store Finder list.
extension ListScreen {
    package static func lay(_ screen: StoreListScreenViewData, theme: Theme, on canvas: inout Canvas) {
        canvas.single(screen.title)
        if !screen.tabs.isEmpty { canvas.tabs(screen.tabs) }
        if let search = screen.searchBar { SharedBlocks.searchBar(search, on: &canvas) }
        if let card = screen.productCard {
            SharedBlocks.productCard(card, on: &canvas)
        }
        // The chips show once a filter is on: a review screen shows what the filters did.
        if screen.filters.contains(where: \.isActive) { canvas.chips(screen.filters) }
        switch screen.content {
        case .locationPrompt(let prompt):
            SharedBlocks.message(prompt, on: &canvas)
        case .loading(let text):
            SharedBlocks.loading(text, on: &canvas)
        case .error(let error):
            SharedBlocks.message(error, on: &canvas)
        case .empty(let title, let message):
            SharedBlocks.empty(title: title, message: message, on: &canvas)
            if let clear = screen.clearFilters {
                canvas.blank()
                canvas.centredButtons([clear])
            }
        case .results(let count, let rows, let footer):
            canvas.single(count)
            canvas.rule()
            let marksSelection = rows.contains {
                $0.isSelected || $0.isActiveInStore || $0.id == screen.openedStoreID
            }
            // A row is four or five lines: title, subtitle, stock, rule, and wrapping.
            canvas.expect(lines: rows.count * 5)
            for row in rows {
                self.row(row, marksSelection: marksSelection, isOpened: row.id == screen.openedStoreID, on: &canvas)
            }
            SharedBlocks.footer(footer, on: &canvas)
        }
        if let button = screen.modeButton {
            canvas.rule()
            canvas.buttons([button])
        }
    }

    /// Title, distance · status, stock line, pickup line; a marker for the row whose Store
    /// Details are open (`↗`), the in-store row (`✓`) and the selected row (`▸`).
    static func row(_ row: StoreListingViewData, marksSelection: Bool, isOpened: Bool, on canvas: inout Canvas) {
        let marker =
            isOpened ? "↗ " : row.isActiveInStore ? "✓ " : row.isSelected ? "▸ " : marksSelection ? "  " : ""
        canvas.single(row.title, prefix: marker)
        let indent = marker.isEmpty ? 0 : 2
        // At the sizes where the row's parts stack, the distance, the status, the stock and
        // its quantity each take their own line.
        let stacked = row.reflow.isStacked(at: canvas.textSize)
        if stacked {
            if let distance = row.distance { canvas.paragraph(distance, indent: indent) }
            canvas.paragraph(row.status.text, indent: indent)
        } else {
            canvas.paragraph(row.subtitle, indent: indent)
        }
        if let stock = row.stock {
            SharedBlocks.stockLine(stock, indent: indent, stacked: stacked, on: &canvas)
        }
        if let pickup = row.pickup { SharedBlocks.pickupLine(pickup, indent: indent, on: &canvas) }
        canvas.rule(style: .productCard.border)
    }
}
