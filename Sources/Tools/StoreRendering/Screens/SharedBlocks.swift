import StoreDisplayText
import StorePresentation
import StoreTheme

/// Blocks more than one screen draws.
package enum SharedBlocks {
    /// Name, price and the original price on one line when it fits, and stock.
    package static func productCard(_ card: ProductCardViewData, on canvas: inout Canvas) {
        var inner = canvas.inner()
        inner.paragraph(card.name)
        if let original = card.originalPrice {
            let both = Canvas.clean(card.price.text) + "  " + Canvas.clean(original.text)
            if DisplayWidth.of(both) <= inner.width {
                inner.append(
                    Line(spans: [
                        Span(
                            text: Canvas.clean(card.price.text), style: card.price.style, origin: TextOrigin(card.price)
                        ), Span(text: "  ", style: nil),
                        Span(text: Canvas.clean(original.text), style: original.style, origin: TextOrigin(original)),
                    ]))
                inner.keys(original)
            } else {
                inner.single(card.price)
                inner.single(original)
            }
        } else {
            inner.single(card.price)
        }
        if let stock = card.stock { stockLine(stock, on: &inner) }
        canvas.framed(style: card.style, inner.lines)
    }

    /// "Low in stock · Only 2 left", in the stock colour; `stacked`, the quantity on a line of
    /// its own under the level.
    package static func stockLine(
        _ stock: StockViewData, indent: Int = 0, stacked: Bool = false, on canvas: inout Canvas
    ) {
        if stacked {
            canvas.single(stock.text, indent: indent, prefix: "■ ")
            if let quantity = stock.quantityText {
                var text = quantity
                text.style = stock.style
                canvas.paragraph(text, indent: indent + 2)
            }
            return
        }
        var text = stock.text
        if let quantity = stock.quantityText {
            text = StyledText(
                data: Canvas.clean(stock.text.text) + " · " + Canvas.clean(quantity.text), style: stock.style)
            text.key = [stock.text.key, quantity.key].compactMap { $0 }.joined(separator: " + ")
            text.locale = stock.text.locale
        }
        canvas.single(text, indent: indent, prefix: "■ ")
    }

    /// "Collect today from 4:00 PM", in the pickup colour, under a row's stock or a store's status.
    package static func pickupLine(_ pickup: PickupViewData, indent: Int = 0, on canvas: inout Canvas) {
        canvas.paragraph(pickup.text, indent: indent, prefix: "⇢ ")
    }

    /// A paging footer: "Loading more…" with a spinner, or the failure with Retry.
    package static func footer(_ footer: PagingFooterViewData, on canvas: inout Canvas) {
        switch footer {
        case .none:
            break
        case .loading(let text):
            canvas.paragraph(text, alignment: .center, prefix: "⟳ ")
        case .failed(let message, let retry):
            canvas.paragraph(message, prefix: "⚠ ")
            canvas.buttons([retry])
        }
    }

    /// A spinner and its message, centred under a blank line: a screen whose first load is on its way.
    package static func loading(_ text: StyledText, on canvas: inout Canvas) {
        canvas.blank()
        canvas.paragraph(text, alignment: .center, prefix: "⟳ ")
    }

    /// A title and a message, centred, each under a blank line: a screen with nothing to show.
    package static func empty(title: StyledText, message: StyledText, on canvas: inout Canvas) {
        canvas.blank()
        canvas.paragraph(title, alignment: .center)
        canvas.blank()
        canvas.paragraph(message, alignment: .center)
    }

    /// A full-screen error or prompt: its image marker, title, message and action button, centred.
    package static func message(_ error: ErrorViewData, on canvas: inout Canvas) {
        let action: ButtonViewData.Action
        switch error.action {
        case .allowLocation: action = .allowLocation
        case .openSettings: action = .openSettings
        case .focusSearch: action = .focusSearch
        case .retry: action = .retry
        case .retryLocation: action = .retryLocation
        }
        message(
            imageName: error.imageName, imageStyle: error.title.style == .error.title ? .error.icon : .text.title,
            title: error.title, message: error.message,
            buttons: [ButtonViewData(title: error.actionTitle, style: .button.primary, action: action)], on: &canvas)
    }

    /// A full-screen message, centred, each part under a blank line: the image marker, the
    /// title, then the message, a detail and the buttons when there are any.
    package static func message(
        imageName: String, imageStyle: ThemeToken, title: StyledText, message: StyledText?, detail: StyledText? = nil,
        buttons: [ButtonViewData], on canvas: inout Canvas
    ) {
        canvas.blank()
        canvas.append(Line(spans: [Span(text: symbol(imageName), style: imageStyle)], alignment: .center))
        canvas.blank()
        canvas.paragraph(title, alignment: .center)
        for text in [message, detail].compactMap({ $0 }) {
            canvas.blank()
            canvas.paragraph(text, alignment: .center)
        }
        guard !buttons.isEmpty else { return }
        canvas.blank()
        canvas.centredButtons(buttons)
    }

    /// The search field in its frame: the query, or the placeholder when there is none.
    package static func searchBar(_ search: SearchBarViewData, on canvas: inout Canvas) {
        var inner = canvas.inner()
        inner.single(search.query ?? search.placeholder, prefix: "⌕ ")
        canvas.framed(style: .searchBar.field, inner.lines)
    }

    /// A one-column stand-in for an image name.
    package static func symbol(_ imageName: String) -> String {
        switch imageName {
        case "location.circle": return "◎"
        case "location.slash": return "⊘"
        case "lock.circle": return "⊘"
        case "wifi.slash": return "⚠"
        case "map": return "⌖"
        case "clock.badge.exclamationmark": return "◷"
        default: return "⚠"
        }
    }
}
