import Foundation
import StoreDomain
import StorePresentation
import StoreTheme

// What the README's snippets take as given: an app's data, its clock and its own mappers.

let now = Date(timeIntervalSince1970: 1_795_195_800)
let specialsData = Data(
    #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Noodles", "imageUrl": "https://x/1.png", "width": 16, "height": 8, "original_price": "2.00", "price": "1.00"}]}"#
        .utf8)
let bookingData = Data(
    #"{"items": [{"id": "bike-service", "title": "Bike service", "subtitle": "45 minutes", "price": {"amount": "35.00", "currency": "GBP"}}], "nextPageToken": "page-2"}"#
        .utf8)
let zonesData = Data(
    #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"id": "msk-centre", "city": "moscow", "fee": {"amount": "99", "currency": "RUB"}}, "geometry": {"type": "Polygon", "coordinates": [[[37.58, 55.73], [37.67, 55.73], [37.67, 55.78], [37.58, 55.78], [37.58, 55.73]]]}}]}"#
        .utf8)
let geocodeData = Data(
    #"{"status": "OK", "results": [{"address_components": [{"long_name": "Москва", "short_name": "Москва", "types": ["locality", "political"]}, {"long_name": "Россия", "short_name": "RU", "types": ["country"]}]}]}"#
        .utf8)
let moscowCentre = (try? Coordinate(latitude: 55.7558, longitude: 37.6173))!
let here = (try? Coordinate(latitude: 51.5100, longitude: -0.1340))!
let page = StorePage(stores: [store], nextPageToken: nil)
let jacket = Product(id: "jacket", name: "Jacket", price: price("89.00"))
let stock = Availability(productID: "jacket", entries: [StoreAvailability(storeID: "ldn-regent", quantity: 3)])
let state = StoreFinderState()
let store = Store(
    id: "ldn-regent", name: "Regent Street",
    address: Address(lines: ["214 Regent Street"], city: "London", country: "GB"),
    openingHours: OpeningHours(timeZone: TimeZone.gmt, week: [:]))

func price(_ amount: String) -> Money {
    guard let money = try? Money(amount: amount, currency: "GBP") else {
        preconditionFailure("bad amount literal \(amount)")
    }
    return money
}

/// A brand's own stock wording.
struct BrandStockMapper: StoreStockViewDataMapper {
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        DefaultStoreStockViewDataMapper().map(availability, context: context)
    }
}

/// A stock mapper for one test.
struct FakeStock: StoreStockViewDataMapper {
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        StockViewData(status: "inStock", text: StyledText(data: "fake", style: .stock.inStock), style: .stock.inStock)
    }
}

/// The example app's stock mapper, as the README's app code names it.
struct ReadyToCollectStockMapper: StoreStockViewDataMapper {
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        DefaultStoreStockViewDataMapper().map(availability, context: context)
    }
}

/// Uses a value a snippet only shows, so it compiles without warnings.
func show<Value>(_ value: Value) {}
