import StoreTestSupport
import Testing

@testable import StoreDomain

@Suite("The Store Finder reducer, action by action")
struct StoreFinderReducerTests {
    let near = try! Coordinate(latitude: 51.51, longitude: -0.13)
    let far = try! store("far", lat: 51.60, lon: -0.13)
    let close = try! store("close", lat: 51.511, lon: -0.13)
    let nowhere = try! store("nowhere")

    /// A step of a test: an action, or a response to whatever request is waiting.
    enum Step {
        case act(StoreFinderAction)
        case page([Store], next: String? = nil)
        case pageFailed(StoreFinderError)
        case areaLoaded([Store])
        case areaFailed(StoreFinderError)
    }

    func state(_ steps: Step...) -> StoreFinderState {
        var state = StoreFinderState()
        for step in steps {
            let waiting = state.pendingRequest?.id ?? RequestID(0)
            let area = state.pendingAreaRequest ?? RequestID(0)
            switch step {
            case .act(let action): state.apply(action)
            case .page(let stores, let next):
                state.apply(.pageLoaded(StorePage(stores: stores, nextPageToken: next), answering: waiting))
            case .pageFailed(let error): state.apply(.pageFailed(error, answering: waiting))
            case .areaLoaded(let stores): state.apply(.mapAreaLoaded(StorePage(stores: stores), answering: area))
            case .areaFailed(let error): state.apply(.mapAreaFailed(error, answering: area))
            }
        }
        return state
    }

    @Test(
        "appeared: what the permission known by then allows: a prompt, the wait for a position, or its error",
        arguments: [
            (LocationPermission.notDetermined, StoreFinderState.Screen.locationPrompt),
            (.allowed, .loading), (.denied, .error(.locationDenied)), (.restricted, .error(.locationRestricted)),
        ])
    func appeared(permission: LocationPermission, screen: StoreFinderState.Screen) {
        var state = StoreFinderState()
        state.permission = permission
        state.apply(.appeared)
        #expect(state.screen == screen)
    }

    @Test(
        "permission changes: allowed loads, denied and restricted are full-screen errors",
        arguments: [
            (LocationPermission.allowed, StoreFinderState.Screen.loading),
            (.denied, .error(.locationDenied)),
            (.restricted, .error(.locationRestricted)),
            (.notDetermined, .locationPrompt),
        ])
    func permissionChanged(permission: LocationPermission, screen: StoreFinderState.Screen) {
        #expect(state(.act(.appeared), .act(.permissionChanged(permission))).screen == screen)
    }

    @Test("permission changes do not replace results already shown, and revoking forgets the location")
    func permissionKeepsResults() {
        let s = state(
            .act(.permissionChanged(.allowed)), .act(.locationUpdated(near)), .act(.searchSubmitted("")),
            .page([close]), .act(.permissionChanged(.denied)))
        #expect(s.screen == .results)
        #expect(s.userLocation == nil)
    }

    @Test("location updates are ignored without permission, and re-sort results nearest first")
    func locationUpdated() {
        #expect(state(.act(.locationUpdated(near))).userLocation == nil)
        let s = state(
            .act(.permissionChanged(.allowed)), .act(.searchSubmitted("x")), .page([nowhere, far, close]),
            .act(.locationUpdated(near)))
        #expect(s.stores.map(\.id) == ["close", "far", "nowhere"])
    }

    @Test("without a location the backend's order is kept")
    func backendOrder() {
        let s = state(.act(.searchSubmitted("x")), .page([nowhere, far, close]))
        #expect(s.stores.map(\.id) == ["nowhere", "far", "close"])
    }

    @Test(
        "searchSubmitted sets q, clears results, and needs location only for an empty query",
        arguments: [
            ("oxford", LocationPermission.denied, StoreFinderState.Screen.loading),
            ("", .denied, .error(.locationDenied)),
            ("", .restricted, .error(.locationRestricted)),
            ("", .notDetermined, .locationPrompt),
            ("", .allowed, .loading),
        ])
    func searchSubmitted(query: String, permission: LocationPermission, screen: StoreFinderState.Screen) {
        let s = state(
            .act(.permissionChanged(permission)), .act(.searchSubmitted("before")), .page([close], next: "2"),
            .act(.searchSubmitted(query)))
        #expect(s.screen == screen)
        #expect(s.query == query)
        #expect(s.stores.isEmpty && s.nextPageToken == nil)
        // A request to send exactly when the screen loads.
        #expect((s.pendingRequest != nil) == (screen == .loading))
        #expect(s.pendingRequest.map { $0.query == query && !$0.isNextPage } ?? true)
    }

    @Test("pageLoaded: a first page replaces, an empty one shows the empty state")
    func pageLoaded() {
        let s = state(.act(.searchSubmitted("a")), .page([far], next: "p2"))
        #expect(s.screen == .results && s.hasMore && s.nextPageToken == "p2" && s.pendingRequest == nil)
        #expect(state(.act(.searchSubmitted("a")), .page([])).screen == .empty)
    }

    @Test("next pages merge without duplicates; a repeated store is updated in place")
    func nextPageMerges() {
        var renamed = close
        renamed.name = "Renamed"
        let s = state(
            .act(.searchSubmitted("a")), .page([far, close], next: "p2"),
            .act(.nextPageRequested), .page([renamed, nowhere]))
        #expect(s.stores.map(\.id) == ["far", "close", "nowhere"])
        #expect(s.stores[1].name == "Renamed")
        #expect(!s.hasMore && s.footer == .idle)
        #expect(s.mapStores.count == 3)
    }

    @Test("nextPageRequested only when there is more and nothing is loading")
    func nextPageRequested() {
        #expect(
            state(.act(.searchSubmitted("a")), .page([far], next: "p2"), .act(.nextPageRequested)).footer == .loading)
        #expect(state(.act(.searchSubmitted("a")), .page([far]), .act(.nextPageRequested)).footer == .idle)
        #expect(state(.act(.nextPageRequested)).footer == .idle)
    }

    @Test("pageFailed: the first page fails full-screen, a next page fails in the footer; retry reloads")
    func pageFailed() {
        #expect(state(.act(.searchSubmitted("a")), .pageFailed(.network)).screen == .error(.network))
        let failed = state(
            .act(.searchSubmitted("a")), .page([far], next: "p2"), .act(.nextPageRequested),
            .pageFailed(.server(message: "busy")))
        #expect(failed.screen == .results)
        #expect(failed.footer == .failed(.server(message: "busy")))
        var retried = failed
        retried.apply(.nextPageRetried)
        #expect(retried.footer == .loading)
        #expect(state(.act(.nextPageRetried)).footer == .idle)
    }

    @Test("modes: changing mode clears the selection; selecting a store shown, and clearing")
    func modesAndSelection() {
        let s = state(
            .act(.searchSubmitted("x")), .page([far, close]), .act(.storeSelected("far")),
            .act(.modeChanged(.selection)))
        #expect(s.mode == .selection && s.selectedStoreID == nil)
        #expect(
            state(
                .act(.searchSubmitted("x")), .page([far, close]), .act(.modeChanged(.selection)),
                .act(.storeSelected("far"))
            ).selectedStoreID == "far")
        #expect(
            state(
                .act(.searchSubmitted("x")), .page([far, close]), .act(.storeSelected("far")), .act(.selectionCleared)
            ).selectedStoreID == nil)
    }

    @Test("in-store mode: activate needs in-store mode and a selection; deactivate clears")
    func inStore() {
        #expect(
            state(
                .act(.searchSubmitted("x")), .page([far, close]), .act(.modeChanged(.inStore)),
                .act(.storeSelected("far")), .act(.inStoreActivated)
            ).activeInStoreID
                == "far")
        #expect(
            state(
                .act(.searchSubmitted("x")), .page([far, close]), .act(.storeSelected("far")), .act(.inStoreActivated)
            ).activeInStoreID == nil)
        #expect(
            state(
                .act(.searchSubmitted("x")), .page([far, close]), .act(.modeChanged(.inStore)), .act(.inStoreActivated)
            ).activeInStoreID == nil)
        #expect(
            state(
                .act(.searchSubmitted("x")), .page([far, close]), .act(.modeChanged(.inStore)),
                .act(.storeSelected("far")), .act(.inStoreActivated),
                .act(.inStoreDeactivated)
            ).activeInStoreID == nil)
    }

    @Test("map: Search this area is always offered; searching, loading and failing drive the button and toast")
    func map() {
        #expect(state(.act(.mapRegionChanged)).areaSearch == .idle)
        #expect(state(.act(.mapRegionChanged), .act(.mapAreaSearchRequested(.sample))).areaSearch == .loading)
        #expect(
            state(.act(.mapRegionChanged), .act(.mapAreaSearchRequested(.sample)), .act(.mapRegionChanged)).areaSearch
                == .loading)
        let loaded = state(
            .act(.searchSubmitted("a")), .page([far]), .act(.mapAreaSearchRequested(.sample)),
            .areaLoaded([far, close]))
        #expect(loaded.areaSearch == .idle)
        #expect(loaded.mapStores.map(\.id) == ["far", "close"])
        let failed = state(.act(.mapAreaSearchRequested(.sample)), .areaFailed(.network))
        #expect(failed.areaSearch == .idle && failed.mapToast == .network)
        #expect(
            state(.act(.mapAreaSearchRequested(.sample)), .areaFailed(.network), .act(.mapToastDismissed)).mapToast
                == nil)
    }

    @Test("the selected store is found among results or map stores")
    func selectedStore() {
        #expect(
            state(.act(.mapAreaSearchRequested(.sample)), .areaLoaded([far]), .act(.storeSelected("far")))
                .selectedStore?.id
                == "far")
        #expect(state(.act(.storeSelected("missing"))).selectedStore == nil)
        // A store neither listed nor on the map cannot be selected.
        #expect(state(.act(.storeSelected("far"))).selectedStoreID == nil)
    }

    @Test("the request carries q, the location and the page token in a stable order")
    func request() {
        let s = state(
            .act(.permissionChanged(.allowed)), .act(.locationUpdated(near)), .act(.searchSubmitted("soho")),
            .page([far], next: "p2"),
            .act(.nextPageRequested))
        let items = s.pendingRequest?.queryItems.map { "\($0.name)=\($0.value)" }
        #expect(items == ["q=soho", "lat=51.51", "lon=-0.13", "page=p2"])
    }
}

/// Allowing location refreshes the list by itself, and a position that never comes is an
/// error of its own, with Try again (#48).
@Suite("The Store Finder and the user's location: allowing searches nearby, a failed fix can be retried")
struct StoreFinderLocationTests {
    static let here = (try? Coordinate(latitude: 51.51, longitude: -0.134))!

    @Test("allowing, then the position, issues the nearby search with no search of the app's own")
    func allowingSearchesNearby() throws {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed)])
        #expect(state.screen == .loading)
        #expect(state.isAwaitingLocation)
        #expect(state.pendingRequest == nil)
        state.apply(.locationUpdated(Self.here))
        let request = try #require(state.pendingRequest)
        #expect(request.query == "" && request.near == Self.here)
        #expect(!state.isAwaitingLocation)
        // The page that answers it is shown.
        state.apply(.pageLoaded(StorePage(stores: [], nextPageToken: nil), answering: request.id))
        #expect(state.screen == .empty)
    }

    @Test("a position already known searches at once when location is allowed")
    func knownPosition() throws {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(Self.here)])
        let first = try #require(state.pendingRequest)
        // A later fix neither replaces the search on its way nor issues another.
        state.apply(.locationUpdated(Self.here))
        #expect(state.pendingRequest == first)
    }

    @Test("a failed fix says so; Try again waits for a position, which then searches")
    func failedFix() throws {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationFailed])
        #expect(state.screen == .error(.locationUnavailable))
        #expect(!state.isAwaitingLocation)
        state.apply(.locationRetried)
        #expect(state.screen == .loading && state.isAwaitingLocation)
        state.apply(.locationUpdated(Self.here))
        #expect(state.pendingRequest?.near == Self.here)
    }

    @Test(
        "a failed fix changes nothing once there is something to show or a search of the user's own",
        arguments: [
            [StoreFinderAction.searchSubmitted("camden"), .locationFailed],
            [.permissionChanged(.denied), .locationFailed],
        ])
    func failedFixIgnored(actions: [StoreFinderAction]) {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed)])
        state.apply(actions)
        let before = state.screen
        state.apply(.locationRetried)
        #expect(state.screen == before)
        #expect(state.screen != .error(.locationUnavailable))
    }
}

/// The List and Map tabs, and the map's camera: allowing location, or the first visit to the
/// map, centres on the user and follows; moving the map ends it; the tracking button brings
/// it back (#48).
@Suite("Tabs and the map camera: follow the user until the user moves the map")
struct StoreFinderTabsAndCameraTests {
    static let here = (try? Coordinate(latitude: 51.51, longitude: -0.134))!

    @Test("the state holds the tab shown; the list first")
    func tabs() {
        var state = StoreFinderState()
        #expect(state.tab == .list)
        state.apply(.tabSelected(.map))
        #expect(state.tab == .map)
        state.apply(.tabSelected(.list))
        #expect(state.tab == .list)
    }

    @Test(
        "who follows: each sequence of actions, and whether the map follows the user after it",
        arguments: [
            ([StoreFinderAction.appeared], false),
            ([.appeared, .permissionChanged(.allowed)], true),
            ([.appeared, .permissionChanged(.allowed), .mapRegionChanged], false),
            ([.appeared, .permissionChanged(.allowed), .mapRegionChanged, .trackingButtonTapped], true),
            // Reported again, the permission does not undo the user's move.
            ([.appeared, .permissionChanged(.allowed), .mapRegionChanged, .permissionChanged(.allowed)], false),
            // Only the first visit to the map centres on the user.
            ([.appeared, .permissionChanged(.allowed), .mapRegionChanged, .tabSelected(.map)], true),
            (
                [
                    .appeared, .permissionChanged(.allowed), .tabSelected(.map), .mapRegionChanged, .tabSelected(.list),
                    .tabSelected(.map),
                ], false
            ),
            ([.appeared, .permissionChanged(.denied), .tabSelected(.map)], false),
            ([.appeared, .permissionChanged(.denied), .trackingButtonTapped], false),
            ([.appeared, .permissionChanged(.allowed), .permissionChanged(.denied)], false),
        ])
    func follows(actions: [StoreFinderAction], following: Bool) {
        var state = StoreFinderState()
        state.apply(actions)
        #expect(state.camera.isFollowingUser == following)
    }

    @Test("the tracking button shows only with location allowed")
    func trackingButton() {
        var state = StoreFinderState()
        #expect(!state.showsTrackingButton)
        state.apply(.permissionChanged(.allowed))
        #expect(state.showsTrackingButton)
        state.apply(.permissionChanged(.restricted))
        #expect(!state.showsTrackingButton)
    }
}

/// The map-area search carries the region the user sees, and pages as the list does (#48).
@Suite("The map-area search: the visible centre and radius, a page at a time")
struct MapAreaSearchTests {
    static let region =
        (try? MapRegion(centre: Coordinate(latitude: 51.5155, longitude: -0.141), radiusMetres: 1_800.4))!

    static func page(_ ids: [String], next: String?) -> StorePage {
        StorePage(
            stores: ids.map {
                Store(
                    id: $0, name: $0, address: Address(lines: ["1"], city: "London", country: "GB"), openingHours: nil)
            }, nextPageToken: next)
    }

    @Test("the request carries the region: lat, lon, radius in whole metres, then the page")
    func request() throws {
        var state = StoreFinderState()
        state.apply([.mapRegionChanged, .mapAreaSearchRequested(Self.region)])
        let request = try #require(state.pendingAreaSearch)
        #expect(request.region == Self.region && !request.isNextPage)
        #expect(request.queryItems.map(\.name) == ["lat", "lon", "radius"])
        #expect(request.queryItems.map(\.value) == ["51.5155", "-0.141", "1800"])
        #expect(state.pendingAreaRequest == request.id)
    }

    @Test("a next page of the same area, its failure in the footer with Retry, not a toast")
    func paging() throws {
        var state = StoreFinderState()
        state.apply([.mapRegionChanged, .mapAreaSearchRequested(Self.region)])
        state.apply(
            .mapAreaLoaded(Self.page(["a", "b"], next: "2"), answering: try #require(state.pendingAreaRequest)))
        #expect(state.areaNextPageToken == "2" && state.areaSearch == .idle)
        state.apply(.mapAreaNextPageRequested)
        let next = try #require(state.pendingAreaSearch)
        #expect(next.pageToken == "2" && next.region == Self.region)
        #expect(next.queryItems.last?.name == "page" && next.queryItems.last?.value == "2")
        #expect(state.areaFooter == .loading)
        state.apply(.mapAreaFailed(.server(message: "busy"), answering: next.id))
        #expect(state.areaFooter == .failed(.server(message: "busy")))
        #expect(state.mapToast == nil)
        state.apply(.mapAreaNextPageRetried)
        let retried = try #require(state.pendingAreaSearch)
        state.apply(.mapAreaLoaded(Self.page(["c"], next: nil), answering: retried.id))
        #expect(state.mapStores.map(\.id) == ["a", "b", "c"])
        #expect(state.areaNextPageToken == nil && state.areaFooter == .idle)
        // At the end, no more pages.
        state.apply(.mapAreaNextPageRequested)
        #expect(state.pendingAreaSearch == nil)
    }

    @Test("a page of an earlier area is dropped once a new area is searched")
    func staleArea() throws {
        var state = StoreFinderState()
        state.apply([.mapRegionChanged, .mapAreaSearchRequested(Self.region)])
        let first = try #require(state.pendingAreaRequest)
        state.apply(.mapAreaSearchRequested(.sample))
        state.apply(.mapAreaLoaded(Self.page(["old"], next: "2"), answering: first))
        #expect(state.mapStores.isEmpty && state.areaNextPageToken == nil)
        #expect(throws: DomainValueError.self) { try MapRegion(centre: SampleFixtures.piccadilly, radiusMetres: 0) }
    }
}
