import StorePresentation
import StoreRendering

extension BookingSearchScreen {
    /// The title, the search field, then the prompt, the spinner's words, the error, or the
    /// results' heading, count, each item and the paging footer.
    package static func speak(_ screen: BookingSearchScreenViewData, into out: inout SpokenTranscript) {
        out.add("heading", screen.title.text)
        out.add("search field", (screen.searchBar.query ?? screen.searchBar.placeholder).text)
        switch screen.content {
        case .prompt(let title, let message), .empty(let title, let message):
            out.add("heading", title.text)
            out.add("text", message.text)
        case .loading(let text):
            out.add("text", text.text)
        case .failed(let failure):
            out.error(failure)
        case .results(let heading, let count, let footer):
            out.add("heading", heading.text)
            out.add("text", count.text)
            for item in screen.items { out.add("button", item.accessibilityLabel) }
            out.footer(footer)
        }
    }
}
