import StorePresentation

/// Lays out the delivery-city flow: the title, then the screen its state shows.
enum DeliveryScreenLayout {
    static func lay(_ screen: DeliveryCityScreenViewData, on canvas: inout Canvas) {
        canvas.single(screen.title)
        switch screen.content {
        case .prePermission(let message), .outside(let message), .failed(let message):
            self.message(message, on: &canvas)
        case .detecting(let text):
            SharedBlocks.loading(text, on: &canvas)
        case .detected(let detected):
            self.detected(detected, on: &canvas)
        case .list(let list):
            self.list(list, on: &canvas)
        case .notActive(let message, let list):
            self.message(message, on: &canvas)
            canvas.blank()
            self.list(list, on: &canvas)
        }
    }

    /// A full-screen message: image marker, title, message, detail and buttons, centred.
    static func message(_ message: DeliveryMessageViewData, on canvas: inout Canvas) {
        canvas.blank()
        canvas.append(Line(spans: [Span(text: symbol(message.imageName), style: message.title.style)], alignment: .center))
        canvas.blank()
        canvas.paragraph(message.title, alignment: .center)
        if let text = message.message {
            canvas.blank()
            canvas.paragraph(text, alignment: .center)
        }
        if let detail = message.detail {
            canvas.blank()
            canvas.paragraph(detail, alignment: .center)
        }
        if !message.buttons.isEmpty {
            canvas.blank()
            canvas.centredButtons(message.buttons)
        }
    }

    /// The city found: title, notice, address, fee, partner, minimum order, buttons.
    static func detected(_ detected: DetectedCityViewData, on canvas: inout Canvas) {
        canvas.blank()
        canvas.paragraph(detected.title, prefix: "◎ ")
        if let notice = detected.notice { canvas.paragraph(notice, prefix: "⚠ ") }
        for line in detected.address { canvas.paragraph(line, indent: 2) }
        canvas.rule()
        canvas.single(detected.zone.fee)
        if let partner = detected.zone.partner { canvas.paragraph(partner) }
        if let minimum = detected.zone.minimumOrder { canvas.paragraph(minimum) }
        canvas.rule()
        canvas.buttons(detected.buttons)
    }

    /// The list: title, search field, count, and a row per city, the current one marked.
    static func list(_ list: DeliveryCityListViewData, on canvas: inout Canvas) {
        canvas.single(list.title)
        var inner = canvas.inner()
        inner.single(list.search.query ?? list.search.placeholder, prefix: "⌕ ")
        canvas.framed(style: .searchBar.field, inner.lines)
        canvas.single(list.count)
        canvas.rule()
        if let noMatches = list.noMatches { canvas.paragraph(noMatches) }
        canvas.expect(lines: list.rows.count)
        for row in list.rows {
            canvas.single(row.name, prefix: row.isCurrent ? "✓ " : "  ")
        }
    }

    /// A one-column stand-in for an image name.
    static func symbol(_ imageName: String) -> String {
        switch imageName {
        case "location.circle": return "◎"
        case "map": return "⌖"
        case "clock.badge.exclamationmark": return "◷"
        default: return "⚠"
        }
    }
}
