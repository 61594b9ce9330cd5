import StorePresentation
import StoreRendering

extension SpecialsScreen {
    /// The title, the freshness line and its Retry, then the spinner's words, the error, the
    /// empty grid's words, or each tile as an image.
    package static func speak(_ screen: SpecialsScreenViewData, into out: inout SpokenTranscript) {
        out.add("heading", screen.title.text)
        if let status = screen.status {
            out.add("text", status.text.text)
            if let retry = status.retry { out.buttons([retry]) }
        }
        switch screen.content {
        case .loading(let text): out.add("text", text.text)
        case .failed(let failure): out.error(failure)
        case .empty(let title, let message):
            out.add("heading", title.text)
            out.add("text", message.text)
        case .grid:
            for tile in screen.rows.flatMap(\.tiles) { out.add("image", tile.accessibilityLabel) }
        }
    }
}
