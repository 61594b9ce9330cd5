import Foundation
import StoreDomain
import Testing

@Suite("The delivery-city reducer: permission, detection, timeouts and stale answers")
struct DeliveryCityReducerTests {
    static let catalog: DeliveryCatalog = {
        let centre = zone(
            "msk-centre", city: "moscow", priority: 2, ZonePolygon(exterior: rectangle(37.58, 55.73, 37.67, 55.78)))
        let city = zone(
            "msk-city", city: "moscow", priority: 1, ZonePolygon(exterior: rectangle(37.35, 55.55, 37.90, 55.92)))
        return (try? DeliveryCatalog(cities: [.moscow, .spb, .london], zones: DeliveryZones([centre, city])))!
    }()

    static let tverskaya = point(55.7575, 37.6122)
    static func named(_ city: String, _ type: String = "locality") -> GeocodingResponse {
        GeocodingResponse(
            status: "OK",
            results: [.init(addressComponents: [component(city, type), component("Россия", "country", short: "RU")])])
    }

    func state(_ actions: DeliveryCityAction...) -> DeliveryCityState {
        var state = DeliveryCityState(catalog: Self.catalog)
        state.apply(actions)
        return state
    }

    /// (the permission on appearing, the phase)
    @Test(
        "appearing: ask first, list when refused, locate when allowed",
        arguments: [
            (LocationPermission.notDetermined, DeliveryCityState.Phase.prePermission), (.denied, .choosing),
            (.restricted, .choosing),
            (.allowed, .detecting),
        ])
    func appearing(_ permission: LocationPermission, phase: DeliveryCityState.Phase) {
        #expect(state(.appeared(permission)).phase == phase)
    }

    @Test("Allow shows the system prompt; its answer locates or lists")
    func prompt() {
        let asked = state(.appeared(.notDetermined), .allowTapped)
        #expect(asked.isPromptingForPermission)
        #expect(asked.phase == .prePermission)
        var allowed = asked
        allowed.apply(.permissionChanged(.allowed))
        #expect(allowed.phase == .detecting)
        #expect(allowed.isAwaitingLocation)
        #expect(!allowed.isPromptingForPermission)
        var denied = asked
        denied.apply(.permissionChanged(.denied))
        #expect(denied.phase == .choosing)
    }

    @Test("a fix issues a geocode; its answer in a zone detects the winning zone")
    func detects() throws {
        var state = state(.appeared(.allowed), .locationUpdated(Self.tverskaya))
        let request = try #require(state.pendingGeocode)
        #expect(request.coordinate == Self.tverskaya)
        state.apply(.geocoded(Self.named("Москва"), answering: request.id))
        guard case .detected(let detection) = state.phase else {
            Issue.record("expected detected, got \(state.phase)")
            return
        }
        #expect(detection.city.id == "moscow")
        #expect(detection.zone.id == "msk-centre")
        #expect(state.currentCity == "moscow")
        #expect(state.pendingGeocode == nil)
    }

    @Test("an active city outside its zones is outside, with the nearest zone; an inactive city is not active")
    func outsideAndNotActive() throws {
        var outside = state(.appeared(.allowed), .locationUpdated(point(56.0, 37.6)))
        outside.apply(.geocoded(Self.named("Moscow"), answering: try #require(outside.pendingGeocode).id))
        guard case .outside(let city, let nearest, let metres) = outside.phase else {
            Issue.record("got \(outside.phase)")
            return
        }
        #expect(city == "moscow")
        #expect(nearest == "msk-city")
        #expect(abs((metres ?? 0) - 8_900) < 100, "0.08° of latitude")
        var kazan = state(.appeared(.allowed), .locationUpdated(point(55.79, 49.1)))
        kazan.apply(.geocoded(Self.named("Казань"), answering: try #require(kazan.pendingGeocode).id))
        guard case .notActive(let geocoded) = kazan.phase else {
            Issue.record("got \(kazan.phase)")
            return
        }
        #expect(geocoded.name == "Казань")
    }

    @Test("a geocoder failure shows its error, unless the point is in a zone, which decides without it")
    func failures() throws {
        var far = state(.appeared(.allowed), .locationUpdated(point(45, -30)))
        far.apply(.geocoded(GeocodingResponse(status: "ZERO_RESULTS"), answering: try #require(far.pendingGeocode).id))
        #expect(far.phase == .failed(.zeroResults))
        var inZone = state(.appeared(.allowed), .locationUpdated(Self.tverskaya))
        inZone.apply(.geocodingFailed(.timeout, answering: try #require(inZone.pendingGeocode).id))
        guard case .detected(let detection) = inZone.phase else {
            Issue.record("got \(inZone.phase)")
            return
        }
        #expect(detection.geocoded == nil)
    }

    @Test("a location that times out shows the timeout; a late fix is still used while it shows")
    func lateFix() throws {
        var state = state(.appeared(.allowed), .locationTimedOut)
        #expect(state.phase == .failed(.timeout))
        state.apply(.locationUpdated(Self.tverskaya))
        #expect(state.phase == .detecting)
        let request = try #require(state.pendingGeocode, "the late fix is used")
        state.apply(.geocoded(Self.named("Москва"), answering: request.id))
        guard case .detected = state.phase else {
            Issue.record("got \(state.phase)")
            return
        }
    }

    @Test("once the user has gone to the list, a late fix does not take them away")
    func lateFixAfterChoosing() {
        var state = state(.appeared(.allowed), .locationTimedOut, .chooseCityTapped)
        state.apply(.locationUpdated(Self.tverskaya))
        #expect(state.phase == .choosing)
        #expect(state.pendingGeocode == nil)
    }

    @Test("retry geocodes the known fix again; an answer to the superseded request is dropped")
    func retryAndStale() throws {
        var state = state(.appeared(.allowed), .locationUpdated(Self.tverskaya))
        let first = try #require(state.pendingGeocode).id
        state.apply(.geocoded(GeocodingResponse(status: "OVER_QUERY_LIMIT"), answering: first))
        // The point is in a zone, so it is detected even so; move it out of every zone to see the error.
        var outside = self.state(.appeared(.allowed), .locationUpdated(point(45, -30)))
        let firstOutside = try #require(outside.pendingGeocode).id
        outside.apply(.geocoded(GeocodingResponse(status: "OVER_QUERY_LIMIT"), answering: firstOutside))
        #expect(outside.phase == .failed(.overQueryLimit))
        outside.apply(.retryTapped)
        let second = try #require(outside.pendingGeocode).id
        #expect(second > firstOutside)
        let stale = DeliveryCityAction.geocoded(Self.named("Москва"), answering: firstOutside)
        #expect(outside.dropReason(stale)?.contains("no longer waiting") == true)
        outside.apply(stale)
        #expect(outside.phase == .detecting, "the stale answer changed nothing")
        #expect(
            outside.dropReason(.geocoded(Self.named("x"), answering: RequestID(9)))?.contains("never issued") == true)
    }

    @Test("search and select: the list narrows, and the picked city is current")
    func listAndSelect() {
        var state = state(.appeared(.denied), .searchChanged("петер"))
        #expect(state.listedCities.map(\.id) == ["saint-petersburg"])
        state.apply(.citySelected("saint-petersburg"))
        #expect(state.currentCity == "saint-petersburg")
        state.apply(.citySelected("atlantis"))
        #expect(state.currentCity == "saint-petersburg", "an unknown id is ignored")
    }
}
