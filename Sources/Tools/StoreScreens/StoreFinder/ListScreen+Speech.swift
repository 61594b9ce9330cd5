import StorePresentation
import StoreRendering

extension ListScreen {
    /// The title, the tabs, the search field, the product card, the filter chips, then what the
    /// list shows: its prompt or error, its spinner's words, its empty words and the way back,
    /// or the count, each row and the paging footer; last the mode button.
    package static func speak(_ screen: StoreListScreenViewData, into out: inout SpokenTranscript) {
        out.add("heading", screen.title.text)
        for tab in screen.tabs { out.add("tab", tab.accessibilityLabel) }
        if let search = screen.searchBar { out.add("search field", (search.query ?? search.placeholder).text) }
        if let card = screen.productCard { out.add("group", card.accessibilityLabel) }
        for chip in screen.filters { out.add("button", chip.accessibilityLabel) }
        switch screen.content {
        case .locationPrompt(let prompt), .error(let prompt):
            out.error(prompt)
        case .loading(let text):
            out.add("text", text.text)
        case .empty(let title, let message):
            out.add("heading", title.text)
            out.add("text", message.text)
            if let clear = screen.clearFilters { out.buttons([clear]) }
        case .results(let count, let rows, let footer):
            out.add("text", count.text)
            for row in rows { out.add("button", row.accessibilityLabel) }
            out.footer(footer)
        }
        if let mode = screen.modeButton { out.buttons([mode]) }
    }
}
