import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SampleFixtures {
    /// The sample Manager's Special response (`Examples/Specials/specials.json`), priced in GBP.
    public static let specials: Specials = {
        do {
            return try decode(SpecialsResponse.self, "Examples/Specials/specials.json").specials(currency: "GBP")
        } catch {
            preconditionFailure("the sample specials do not price in GBP: \(error)")
        }
    }()

    /// The Manager's Special grid once its first response has arrived.
    public static var specialsState: SpecialsState {
        var state = SpecialsState()
        state.apply(.refreshRequested(.foreground, at: friday))
        if let request = state.pendingRequest { state.apply(.loaded(specials, answering: request.id, at: friday)) }
        return state
    }

    /// The sample active cities (`Examples/Delivery/cities.yml`, written here as an app builds
    /// them from its backend) over the sample zones (`zones.geojson`); a tool-side test holds
    /// the two equal.
    public static let deliveryCatalog: DeliveryCatalog = {
        let cities = [
            DeliveryCity(
                id: "moscow",
                names: ["en": "Moscow", "ru": "Москва", "de": "Moskau", "fr": "Moscou", "ar": "موسكو", "ja": "モスクワ"],
                aliases: ["Moskva"], centre: coordinate(55.7558, 37.6173)),
            DeliveryCity(
                id: "saint-petersburg",
                names: [
                    "en": "Saint Petersburg", "ru": "Санкт-Петербург", "de": "Sankt Petersburg",
                    "fr": "Saint-Pétersbourg",
                    "ar": "سانت بطرسبرغ", "ja": "サンクトペテルブルク",
                ],
                aliases: ["St. Petersburg", "Sankt-Peterburg", "SPb", "Питер", "Petersburg"],
                centre: coordinate(59.9386, 30.3141)),
            DeliveryCity(
                id: "london", names: ["en": "London", "ru": "Лондон", "fr": "Londres", "ar": "لندن", "ja": "ロンドン"],
                aliases: ["Greater London"], centre: coordinate(51.5074, -0.1278)),
            DeliveryCity(
                id: "yekaterinburg",
                names: [
                    "en": "Yekaterinburg", "ru": "Екатеринбург", "de": "Jekaterinburg", "fr": "Iekaterinbourg",
                    "ar": "يكاترينبورغ", "ja": "エカテリンブルク",
                ],
                aliases: ["Ekaterinburg"], centre: coordinate(56.8389, 60.6057)),
        ]
        do {
            return try DeliveryCatalog(
                cities: cities, zones: decode(DeliveryZones.self, "Examples/Delivery/zones.geojson"))
        } catch {
            preconditionFailure("the sample cities and zones do not make a catalog: \(error)")
        }
    }()

    /// A state of the delivery-city flow, named as its sample scenario is.
    public enum Delivery: String, Sendable, CaseIterable {
        case prePermission = "pre-permission"
        case detected
        case outside
        case geocoderError = "geocoder-error"
        case cityList = "city-list"
    }

    /// The delivery-city state `scenario` shows, built from the reducer's actions and the
    /// sample geocoder answers.
    public static func delivery(_ scenario: Delivery) -> DeliveryCityState {
        var state = DeliveryCityState(catalog: deliveryCatalog)
        func located(_ latitude: Double, _ longitude: Double, geocoded response: String) {
            state.apply([.appeared(.allowed), .locationUpdated(coordinate(latitude, longitude))])
            if let request = state.pendingGeocode {
                state.apply(
                    .geocoded(
                        decode(GeocodingResponse.self, "Examples/Delivery/Geocode/\(response).json"),
                        answering: request.id))
            }
        }
        switch scenario {
        case .prePermission: state.apply(.appeared(.notDetermined))
        case .detected: located(55.7575, 37.6122, geocoded: "moscow-tverskaya")
        case .outside: located(59.99, 30.25, geocoded: "spb-north")
        case .geocoderError: located(56.01, 38.45, geocoded: "over-query-limit")
        case .cityList: state.apply([.appeared(.denied)])
        }
        return state
    }
}

extension SampleFixtures {
    /// The sample booking items (`Examples/Booking/items.json`).
    public static let bookingItems: [BookingItem] = decode(BookingItemPage.self, "Examples/Booking/items.json").items

    /// The booking search for "bike" with its first page of six, and a next page to load.
    public static var bookingResults: BookingSearchState {
        var state = BookingSearchState()
        state.apply(.searchSubmitted("bike"))
        if let request = state.pendingRequest {
            let page = BookingItemPage(items: Array(bookingItems.prefix(6)), nextPageToken: "page-2")
            state.apply(.pageLoaded(page, answering: request.id))
        }
        return state
    }
}
