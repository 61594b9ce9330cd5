import Testing
@testable import StoreDomain

@Suite("The Store Finder reducer, action by action")
struct StoreFinderReducerTests {
    let near = try! Coordinate(latitude: 51.51, longitude: -0.13)
    let far = try! store("far", lat: 51.60, lon: -0.13)
    let close = try! store("close", lat: 51.511, lon: -0.13)
    let nowhere = try! store("nowhere")

    func state(_ actions: StoreFinderAction...) -> StoreFinderState {
        var state = StoreFinderState()
        state.apply(actions)
        return state
    }

    @Test("appeared: a location prompt before permission, loading after", arguments: [
        (LocationPermission.notDetermined, StoreFinderState.Screen.locationPrompt),
        (.allowed, .loading), (.denied, .loading),
    ])
    func appeared(permission: LocationPermission, screen: StoreFinderState.Screen) {
        var state = StoreFinderState()
        state.permission = permission
        state.apply(.appeared)
        #expect(state.screen == screen)
    }

    @Test("permission changes: allowed loads, denied and restricted are full-screen errors", arguments: [
        (LocationPermission.allowed, StoreFinderState.Screen.loading),
        (.denied, .error(.locationDenied)),
        (.restricted, .error(.locationRestricted)),
        (.notDetermined, .locationPrompt),
    ])
    func permissionChanged(permission: LocationPermission, screen: StoreFinderState.Screen) {
        #expect(state(.appeared, .permissionChanged(permission)).screen == screen)
    }

    @Test("permission changes do not replace results already shown, and revoking forgets the location")
    func permissionKeepsResults() {
        let s = state(.permissionChanged(.allowed), .locationUpdated(near), .pageLoaded(StorePage(stores: [close])), .permissionChanged(.denied))
        #expect(s.screen == .results)
        #expect(s.userLocation == nil)
    }

    @Test("location updates are ignored without permission, and re-sort results nearest first")
    func locationUpdated() {
        #expect(state(.locationUpdated(near)).userLocation == nil)
        let s = state(.permissionChanged(.allowed), .pageLoaded(StorePage(stores: [nowhere, far, close])), .locationUpdated(near))
        #expect(s.stores.map(\.id) == ["close", "far", "nowhere"])
    }

    @Test("without a location the backend's order is kept")
    func backendOrder() {
        let s = state(.searchSubmitted("x"), .pageLoaded(StorePage(stores: [nowhere, far, close])))
        #expect(s.stores.map(\.id) == ["nowhere", "far", "close"])
    }

    @Test("searchSubmitted sets q, clears results, and needs location only for an empty query", arguments: [
        ("oxford", LocationPermission.denied, StoreFinderState.Screen.loading),
        ("", .denied, .error(.locationDenied)),
        ("", .restricted, .error(.locationRestricted)),
        ("", .notDetermined, .locationPrompt),
        ("", .allowed, .loading),
    ])
    func searchSubmitted(query: String, permission: LocationPermission, screen: StoreFinderState.Screen) {
        let s = state(.permissionChanged(permission), .pageLoaded(StorePage(stores: [close], nextPageToken: "2")), .searchSubmitted(query))
        #expect(s.screen == screen)
        #expect(s.query == query)
        #expect(s.stores.isEmpty && s.nextPageToken == nil)
        #expect(s.firstPageRequest.queryItems.first?.name == "q")
        #expect(s.firstPageRequest.queryItems.first?.value == query)
    }

    @Test("pageLoaded: a first page replaces, an empty one shows the empty state")
    func pageLoaded() {
        let s = state(.searchSubmitted("a"), .pageLoaded(StorePage(stores: [far], nextPageToken: "p2")))
        #expect(s.screen == .results && s.hasMore && s.nextPageRequest?.pageToken == "p2")
        #expect(state(.searchSubmitted("a"), .pageLoaded(StorePage(stores: []))).screen == .empty)
    }

    @Test("next pages merge without duplicates; a repeated store is updated in place")
    func nextPageMerges() {
        var renamed = close
        renamed.name = "Renamed"
        let s = state(
            .searchSubmitted("a"), .pageLoaded(StorePage(stores: [far, close], nextPageToken: "p2")),
            .nextPageRequested, .pageLoaded(StorePage(stores: [renamed, nowhere])))
        #expect(s.stores.map(\.id) == ["far", "close", "nowhere"])
        #expect(s.stores[1].name == "Renamed")
        #expect(!s.hasMore && s.footer == .idle)
        #expect(s.mapStores.count == 3)
    }

    @Test("nextPageRequested only when there is more and nothing is loading")
    func nextPageRequested() {
        #expect(state(.searchSubmitted("a"), .pageLoaded(StorePage(stores: [far], nextPageToken: "p2")), .nextPageRequested).footer == .loading)
        #expect(state(.searchSubmitted("a"), .pageLoaded(StorePage(stores: [far])), .nextPageRequested).footer == .idle)
        #expect(state(.nextPageRequested).footer == .idle)
    }

    @Test("pageFailed: the first page fails full-screen, a next page fails in the footer; retry reloads")
    func pageFailed() {
        #expect(state(.searchSubmitted("a"), .pageFailed(.network)).screen == .error(.network))
        let failed = state(.searchSubmitted("a"), .pageLoaded(StorePage(stores: [far], nextPageToken: "p2")), .nextPageRequested, .pageFailed(.server(message: "busy")))
        #expect(failed.screen == .results)
        #expect(failed.footer == .failed(.server(message: "busy")))
        var retried = failed
        retried.apply(.nextPageRetried)
        #expect(retried.footer == .loading)
        #expect(state(.nextPageRetried).footer == .idle)
    }

    @Test("modes: changing mode clears the selection; selecting and clearing")
    func modesAndSelection() {
        let s = state(.storeSelected("far"), .modeChanged(.selection))
        #expect(s.mode == .selection && s.selectedStoreID == nil)
        #expect(state(.modeChanged(.selection), .storeSelected("far")).selectedStoreID == "far")
        #expect(state(.storeSelected("far"), .selectionCleared).selectedStoreID == nil)
    }

    @Test("in-store mode: activate needs in-store mode and a selection; deactivate clears")
    func inStore() {
        #expect(state(.modeChanged(.inStore), .storeSelected("far"), .inStoreActivated).activeInStoreID == "far")
        #expect(state(.storeSelected("far"), .inStoreActivated).activeInStoreID == nil)
        #expect(state(.modeChanged(.inStore), .inStoreActivated).activeInStoreID == nil)
        #expect(state(.modeChanged(.inStore), .storeSelected("far"), .inStoreActivated, .inStoreDeactivated).activeInStoreID == nil)
    }

    @Test("map: moving offers Search this area; searching, loading and failing drive the button and toast")
    func map() {
        #expect(state(.mapRegionChanged).areaSearch == .idle)
        #expect(state(.mapRegionChanged, .mapAreaSearchRequested).areaSearch == .loading)
        #expect(state(.mapRegionChanged, .mapAreaSearchRequested, .mapRegionChanged).areaSearch == .loading)
        let loaded = state(.pageLoaded(StorePage(stores: [far])), .mapAreaSearchRequested, .mapAreaLoaded([far, close]))
        #expect(loaded.areaSearch == .hidden)
        #expect(loaded.mapStores.map(\.id) == ["far", "close"])
        let failed = state(.mapAreaSearchRequested, .mapAreaFailed(.network))
        #expect(failed.areaSearch == .idle && failed.mapToast == .network)
        #expect(state(.mapAreaSearchRequested, .mapAreaFailed(.network), .mapToastDismissed).mapToast == nil)
    }

    @Test("the selected store is found among results or map stores")
    func selectedStore() {
        #expect(state(.mapAreaLoaded([far]), .storeSelected("far")).selectedStore?.id == "far")
        #expect(state(.storeSelected("missing")).selectedStore == nil)
    }

    @Test("the request carries q, the location and the page token in a stable order")
    func request() {
        let s = state(.permissionChanged(.allowed), .locationUpdated(near), .searchSubmitted("soho"), .pageLoaded(StorePage(stores: [far], nextPageToken: "p2")))
        let items = s.nextPageRequest?.queryItems.map { "\($0.name)=\($0.value)" }
        #expect(items == ["q=soho", "lat=51.51", "lon=-0.13", "page=p2"])
    }
}
