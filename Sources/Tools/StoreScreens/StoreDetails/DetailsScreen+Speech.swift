import StorePresentation
import StoreRendering

extension DetailsScreen {
    /// The title, the map's pin, the buttons, the status and pickup lines, the product card,
    /// the store's address and phone, the opening times, closures, services and facilities.
    package static func speak(_ screen: StoreDetailsScreenViewData, into out: inout SpokenTranscript) {
        out.add("heading", screen.title.text)
        out.add("image", screen.map.annotation?.accessibilityLabel ?? screen.map.placeholder?.text)
        out.buttons(screen.buttons)
        out.add("text", screen.status.accessibilityLabel)
        out.add("text", screen.pickup?.accessibilityLabel)
        if let card = screen.productCard { out.add("group", card.accessibilityLabel) }
        out.add("group", screen.store.accessibilityLabel)
        if let times = screen.openingTimes { OpeningTimesScreen.speak(times, into: &out) }
        out.section(screen.closuresTitle, screen.closures.map(\.accessibilityLabel))
        for service in screen.services {
            out.add("heading", service.accessibilityLabel)
            for row in service.week { out.add("text", row.accessibilityLabel) }
        }
        out.section(screen.facilitiesTitle, screen.facilities.map(\.accessibilityLabel))
    }
}
