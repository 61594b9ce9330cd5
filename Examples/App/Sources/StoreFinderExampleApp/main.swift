// The Store Finder's list screen and the Manager's Special grid in a retail app: what a view
// controller or SwiftUI view does on launch, without the UI. It prints the view data as the
// app would bind it.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreTheme

// At launch: the app's stock wording, registered once with the shared container. Every
// screen mapped after this uses it.
MapperContainer.shared.mappers.stock.replace { ReadyToCollectStockMapper() }

// The backend's first page and the product's stock, decoded as the app receives them.
let page = try JSONDecoder().decode(StorePage.self, from: Data(StoresResponse.json.utf8))
let jacket = try Product(id: "jacket-trail-2", name: "Trail Runner 2 Waterproof Jacket",
                     price: try Money(amount: "89.00", currency: "GBP"), originalPrice: try Money(amount: "120.00", currency: "GBP"))
let stock = Availability(productID: jacket.id, entries: page.stores.enumerated().map { offset, store in
    StoreAvailability(storeID: store.id, quantity: [14, 2, 0, 5][offset % 4])
} + [StoreAvailability(storeID: "ldn-waterloo", quantity: 4), StoreAvailability(storeID: "ldn-oxford", quantity: 8)])

// The reducer: the user allowed location and it arrived, which asks for the stores nearby.
var state = StoreFinderState()
state.apply([
    .appeared, .permissionChanged(.allowed), .locationUpdated(try Coordinate(latitude: 51.5136, longitude: -0.1365)),
])
// The app sends the request the reducer issued; the page it gets back names that request.
if let request = state.pendingRequest {
    state.apply(.pageLoaded(page, answering: request.id))
}
// The user scrolled to the end: the next page, with stores that are not simply open.
state.apply(.nextPageRequested)
if let request = state.pendingRequest {
    state.apply(.pageLoaded(try JSONDecoder().decode(StorePage.self, from: Data(StoresResponse.secondPage.utf8)),
                            answering: request.id))
}

// A second brand, mapped onto GitHub Primer's own export (Themes/primer.yml and its resolver):
// each appearance carries the designer's colour for that appearance.
if let primer = StoreFinderResources.themes["primer"] {
    for appearance in Appearance.allCases {
        let accent = primer.resolved(for: appearance).colors["accent"]?.description ?? "none"
        print("primer accent in \(appearance.name): \(accent)")
    }
}

// The documented entry point, with the app's compiled tables and brand theme, and its clock.
let screens = ScreenMapper(locale: "en-GB", catalog: StoreFinderResources.strings, theme: StoreFinderResources.themes["brand"] ?? .default)
let list = screens.list(state, product: jacket, availability: stock, now: Date())

print(list.title.text)
if let card = list.productCard { print("\(card.name.text) · \(card.price.text)") }
if case .results(let count, let rows, _) = list.content {
    print(count.text)
    for row in rows {
        print("- \(row.title.text)")
        // The status's kind drives the app's own badge; its text and label are ready to show.
        print("  \(row.subtitle.text) [\(row.status.kind)]")
        if let stock = row.stock { print("  \(stock.text.text) [\(stock.style)]") }
        if let pickup = row.pickup { print("  \(pickup.text.text)") }
        // What VoiceOver says for the row: `.accessibilityLabel(row.accessibilityLabel)`.
        print("  says: \(row.accessibilityLabel)")
    }
}
// Bond Street is gone for good: it is in the page, and not in the list.
print("rows without Bond Street: \(list.content.rows.contains { $0.id == "ldn-bond" } ? "no" : "yes")")

// A deep link from an email opens Store Details; the app shares stores with its own link.
var linked = screens
linked.shareLink = try ShareLinkTemplate("https://shop.example/stores/{id}")
let route = try StoreFinderRoute(link: "https://shop.example/stores/detail/ldn-waterloo?src=email")
if let id = route.storeID, let store = state.stores.first(where: { $0.id == id }) {
    let details = linked.details(store, product: jacket, availability: stock, now: Date())
    print("route: details of \(id)")
    print(details.status.accessibilityLabel)
    for service in details.services { print("- \(service.title.text): \(service.status.text.text)") }
    for facility in details.facilities { print("- \(facility.text.text)") }
    if let share = details.shareURL { print("share: \(share)") }
}
print(screens.strings.string(Strings.Promo.banner(amount: "£50")))

// The Manager's Special grid: the endpoint's JSON, priced in the app's own currency (the
// endpoint sends none), through its reducer to the screen, with frames for a collection view.
let response = try JSONDecoder().decode(SpecialsResponse.self, from: Data(SpecialsSample.json.utf8))
let specials = try response.specials(currency: "GBP")
var specialsState = SpecialsState()
specialsState.apply(.refreshRequested(.foreground, at: Date()))
if let request = specialsState.pendingRequest {
    specialsState.apply(.loaded(specials, answering: request.id, at: Date()))
}
let grid = screens.specials(specialsState, now: Date())
print(grid.title.text)
if let status = grid.status { print(status.text.text) }
let frames = specials.grid.frames(width: 390, gap: 8)
for (row, rowFrames) in zip(grid.rows, frames) {
    for (tile, frame) in zip(row.tiles, rowFrames) {
        print("- \(tile.accessibilityLabel) [\(tile.content.rawValue), \(Int(frame.width))×\(Int(frame.height)) pt]")
    }
}

// The booking item search: the query the user typed, a first answer that fails, Retry (the
// same query again), then the results in as many columns as a 390-point phone holds.
var booking = BookingSearchState()
booking.apply(.searchSubmitted("bike"))
if let request = booking.pendingRequest { booking.apply(.pageFailed(.network, answering: request.id)) }
if case .failed(let error) = screens.bookingSearch(booking, now: Date()).content {
    print("\(error.title.text): \(error.actionTitle.text)")
}
booking.apply(.retried)
if let request = booking.pendingRequest {
    let page = try JSONDecoder().decode(BookingItemPage.self, from: Data(BookingResponse.json.utf8))
    booking.apply(.pageLoaded(page, answering: request.id))
}
let results = screens.bookingSearch(booking, now: Date())
let columns = results.grid.columns(forWidth: 390)
for (index, row) in results.rows(columns: columns).enumerated() {
    for item in row { print("- \(item.accessibilityLabel) [row \(index + 1), \(columns) columns]") }
}
booking.apply(.itemTapped("bike-fitting"))
print("open catalog item: \(booking.openedItemID ?? "none")")
