import StorePresentation
import StoreRendering
import StoreTheme

/// Lays out the delivery-city flow: the title, then the screen its state shows.
extension DeliveryCityScreen {
    package static func lay(_ screen: DeliveryCityScreenViewData, theme: Theme, on canvas: inout Canvas) {
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

    /// A full-screen message, as every screen draws one; the image takes the title's style.
    static func message(_ message: DeliveryMessageViewData, on canvas: inout Canvas) {
        SharedBlocks.message(
            imageName: message.imageName, imageStyle: message.title.style, title: message.title,
            message: message.message,
            detail: message.detail, buttons: message.buttons, on: &canvas)
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
        SharedBlocks.searchBar(list.search, on: &canvas)
        canvas.single(list.count)
        canvas.rule()
        if let noMatches = list.noMatches { canvas.paragraph(noMatches) }
        canvas.expect(lines: list.rows.count)
        for row in list.rows {
            canvas.single(row.name, prefix: row.isCurrent ? "✓ " : "  ")
        }
    }
}
