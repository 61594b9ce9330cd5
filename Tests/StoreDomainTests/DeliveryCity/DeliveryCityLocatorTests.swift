import Foundation
import StoreDomain
import Testing

/// What the product's locator does, as the delivery flow's state says it: the geocoder's
/// query, how long a fix is waited for, and a location already known answered again (#48).
@Suite("The delivery locator: the geocoder's query, the 8-second wait, a known location reused")
struct DeliveryCityLocatorTests {
    @Test(
        "latlng has six decimals and language is the app's; the id is not sent",
        arguments: [
            (55.7558, 37.6173, "ru", "55.755800,37.617300"),
            (-33.8688, 151.2093, "en-GB", "-33.868800,151.209300"),
            (51.5, -0.141, "en", "51.500000,-0.141000"),
            (0.0000004, -0.0000006, "ja", "0.000000,-0.000001"),
            (-89.9999995, 179.9999994, "ar", "-90.000000,179.999999"),
        ])
    func queryItems(latitude: Double, longitude: Double, language: String, latlng: String) throws {
        let request = GeocodingRequest(
            id: RequestID(7), coordinate: try Coordinate(latitude: latitude, longitude: longitude))
        let items = request.queryItems(language: language)
        #expect(items.map(\.name) == ["latlng", "language"])
        #expect(items.map(\.value) == [latlng, language])
    }

    @Test("a fix is waited for eight seconds, unless the app says otherwise")
    func timeout() {
        #expect(DeliveryCityState(catalog: DeliveryCityReducerTests.catalog).locationTimeout == .seconds(8))
        var state = DeliveryCityState(catalog: DeliveryCityReducerTests.catalog, locationTimeout: .seconds(15))
        #expect(state.locationTimeout == .seconds(15))
        state.apply(.appeared(.allowed))
        #expect(state.isAwaitingLocation)
        // The timer the app scheduled from it fires; a fix after it is still used.
        state.apply(.locationTimedOut)
        #expect(state.phase == .failed(.timeout))
        state.apply(.locationUpdated(DeliveryCityReducerTests.tverskaya))
        #expect(state.pendingGeocode != nil)
    }

    @Test(
        "detecting again at the same place, or within 100 m, answers from the last geocode; farther, it asks again",
        arguments: [(55.7575, 37.6122, false), (55.7579, 37.6122, false), (59.9343, 30.3351, true)])
    func reuse(latitude: Double, longitude: Double, asksAgain: Bool) throws {
        var state = DeliveryCityState(catalog: DeliveryCityReducerTests.catalog)
        state.apply([.appeared(.allowed), .locationUpdated(DeliveryCityReducerTests.tverskaya)])
        let first = try #require(state.pendingGeocode)
        state.apply(.geocoded(DeliveryCityReducerTests.named("Москва"), answering: first.id))
        let detected = state.phase
        #expect(state.lastGeocoded?.coordinate == DeliveryCityReducerTests.tverskaya)
        // The screen comes back with the location already known: the same city, no request.
        state.apply([.citySelected("spb"), .appeared(.allowed)])
        #expect(state.pendingGeocode == nil && state.lastRequestID == first.id)
        #expect(state.phase == detected)
        // Location off and on again, then a new fix.
        state.apply([.permissionChanged(.denied), .appeared(.allowed)])
        #expect(state.isAwaitingLocation)
        state.apply(.locationUpdated(try Coordinate(latitude: latitude, longitude: longitude)))
        #expect((state.pendingGeocode != nil) == asksAgain)
        #expect((state.lastRequestID != first.id) == asksAgain)
        if !asksAgain { #expect(state.phase == detected) }
    }
}
