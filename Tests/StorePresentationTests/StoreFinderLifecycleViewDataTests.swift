import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// What the lifecycle fixes of #54 put in the view data an app draws: the map's search button
/// from the first render, Store Details opened from a row, and the camera's zoom.
@Suite("The Store Finder's view data in the order an app sends events")
struct StoreFinderLifecycleViewDataTests {
    static let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"))

    static func json(_ value: some Encodable) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
    }

    @Test("a fresh map after appearing with location allowed offers Search this area, in JSON too")
    func searchButtonFromTheStart() throws {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .tabSelected(.map)])
        let map = Self.screens.map(state, now: SampleFixtures.friday)
        #expect(map.searchAreaButton?.action == .searchThisArea)
        #expect(map.searchAreaButton?.isLoading == false)
        #expect(try Self.json(map)["searchAreaButton"] != nil)
    }

    @Test("a row opened, then coming back: openedStoreID in the list's and the map's JSON, then null")
    func openedStore() throws {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(SampleFixtures.piccadilly)])
        let request = try #require(state.pendingRequest)
        state.apply(.pageLoaded(StorePage(stores: Array(SampleFixtures.stores.prefix(4))), answering: request.id))
        let id = SampleFixtures.stores[2].id
        state.apply(.storeOpened(id))
        let list = Self.screens.list(state, now: SampleFixtures.friday)
        let map = Self.screens.map(state, now: SampleFixtures.friday)
        #expect(list.openedStoreID == id && map.openedStoreID == id)
        #expect(try Self.json(list)["openedStoreID"] as? String == id)
        state.apply(.appeared)
        let back = Self.screens.list(state, now: SampleFixtures.friday)
        #expect(back.openedStoreID == nil)
        #expect(try Self.json(back)["openedStoreID"] is NSNull)
        #expect(back.content.rows.count == list.content.rows.count)
    }

    @Test("while the camera follows the user it carries the radius it zooms to; with no centre, none")
    func cameraRadius() throws {
        var state = StoreFinderState()
        state.apply([.permissionChanged(.allowed), .locationUpdated(SampleFixtures.piccadilly), .tabSelected(.map)])
        let following = try #require(Self.screens.map(state, now: SampleFixtures.friday).camera)
        #expect(following.radiusMetres == StoreFinderState.MapCamera.defaultUserFocusRadiusMetres)
        state.apply(.mapRegionChanged)
        let moved = try #require(Self.screens.map(state, now: SampleFixtures.friday).camera)
        #expect(moved.centreLatitude == nil && moved.radiusMetres == nil)
    }
}
