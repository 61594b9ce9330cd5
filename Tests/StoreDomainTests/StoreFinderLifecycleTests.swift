import StoreTestSupport
import Testing

@testable import StoreDomain

/// The orders a real app sends: `appeared` on every return, a permission known before the
/// screen shows, a position reported again. What the screen shows follows from the facts, so
/// none of them leaves a spinner with nothing on its way.
@Suite("The Store Finder in the order an app sends events")
struct StoreFinderLifecycleTests {
    static let here = try! Coordinate(latitude: 51.51, longitude: -0.134)
    static let soho = try! store("ldn-soho", lat: 51.5136, lon: -0.1365)
    static let camden = try! store("ldn-camden", lat: 51.541, lon: -0.146)

    /// The list after allowing location, the position, and the nearby page.
    static func nearby(_ stores: [Store] = [soho, camden], tab: StoreFinderState.Tab = .list) -> StoreFinderState {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(here), .tabSelected(tab)])
        state.apply(.pageLoaded(StorePage(stores: stores, nextPageToken: "page-2"), answering: state.lastRequestID))
        return state
    }

    /// What was shown before coming back from Store Details, and how it was reached.
    static let shown: [(String, StoreFinderState)] = [
        ("results on the list", nearby()),
        ("results on the map tab", nearby(tab: .map)),
        ("no stores near the user", nearby([])),
        (
            "a failed search",
            {
                var state = StoreFinderState()
                state.apply([.appeared, .searchSubmitted("soho")])
                state.apply(.pageFailed(.network, answering: state.lastRequestID))
                return state
            }()
        ),
        (
            "a failed next page",
            {
                var state = nearby()
                state.apply(.nextPageRequested)
                state.apply(.pageFailed(.server(message: "Busy"), answering: state.lastRequestID))
                return state
            }()
        ),
    ]

    @Test("coming back from Store Details keeps what was shown, and closes the details", arguments: shown)
    func comingBack(_ label: String, before: StoreFinderState) {
        var state = before
        if let first = state.stores.first { state.apply(.storeOpened(first.id)) }
        state.apply(.appeared)
        #expect(state.screen == before.screen)
        #expect(state.footer == before.footer)
        #expect(state.stores == before.stores)
        #expect(state.pendingRequest == before.pendingRequest)
        #expect(state.openedStoreID == nil)
    }

    @Test(
        "a permission reported before the screen appears gives the screen the same permission gives after it",
        arguments: LocationPermission.allCases, StoreFinderState.Tab.allCases)
    func permissionBeforeAppearing(permission: LocationPermission, tab: StoreFinderState.Tab) {
        var before = StoreFinderState()
        before.apply([.permissionChanged(permission), .tabSelected(tab), .appeared])
        var after = StoreFinderState()
        after.apply([.appeared, .tabSelected(tab), .permissionChanged(permission)])
        #expect(before.screen == after.screen)
        #expect(before.areaSearch == after.areaSearch)
        #expect(before.pendingRequest == after.pendingRequest)
        // Denied and restricted are their errors, with Open Settings; never "Finding stores…".
        switch permission {
        case .denied: #expect(before.screen == .error(.locationDenied))
        case .restricted: #expect(before.screen == .error(.locationRestricted))
        case .notDetermined: #expect(before.screen == .locationPrompt)
        case .allowed: #expect(before.screen == .loading && before.isAwaitingLocation)
        }
    }

    @Test("the issue's first scenario: back from Store Details, the rows stay and nothing spins")
    func backFromDetails() {
        var state = Self.nearby()
        state.apply([.storeOpened("ldn-soho"), .appeared])
        #expect(state.screen == .results)
        #expect(state.stores.map(\.id) == ["ldn-soho", "ldn-camden"])
        #expect(state.pendingRequest == nil)
    }

    @Test("the same permission or position reported again starts no second request")
    func repeatedReports() {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(Self.here)])
        let first = state.pendingRequest
        state.apply([.permissionChanged(.allowed), .locationUpdated(Self.here), .appeared])
        #expect(state.pendingRequest == first)
        #expect(state.lastRequestID == RequestID(1))
    }

    @Test("a position that comes after the device gave up still searches near it")
    func latePosition() {
        var state = StoreFinderState()
        state.apply([.permissionChanged(.allowed), .locationFailed])
        #expect(state.screen == .error(.locationUnavailable))
        state.apply(.locationUpdated(Self.here))
        #expect(state.screen == .loading)
        #expect(state.pendingRequest?.near == Self.here)
    }

    @Test("a tapped row or panel opens Store Details for a store shown; an unknown id is ignored")
    func openedStore() {
        var state = Self.nearby()
        state.apply(.storeOpened("ldn-nowhere"))
        #expect(state.openedStoreID == nil)
        state.apply(.storeOpened("ldn-camden"))
        #expect(state.openedStore?.id == "ldn-camden")
        state.apply(.appeared)
        #expect(state.openedStoreID == nil)
    }

    @Test("the map always offers its search: hidden only behind a selected store's panel, a spinner while it searches")
    func searchButton() throws {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .tabSelected(.map)])
        #expect(state.areaSearch == .idle)
        state.apply(.mapAreaSearchRequested(try MapRegion(centre: Self.here, radiusMetres: 1_500)))
        #expect(state.areaSearch == .loading)
        state.apply(.mapAreaLoaded(StorePage(stores: [Self.soho]), answering: state.lastRequestID))
        #expect(state.areaSearch == .idle)
        state.apply(.storeSelected("ldn-soho"))
        #expect(state.areaSearch == .hidden)
        state.apply(.selectionCleared)
        #expect(state.areaSearch == .idle)
    }

    @Test(
        "with a product, every search asks the Availability API about it; without, it is the plain search",
        arguments: [("jacket-42", true), (nil, false)] as [(String?, Bool)])
    func productInRequests(productID: String?, named: Bool) throws {
        var state = StoreFinderState(productID: productID)
        state.apply([.permissionChanged(.allowed), .locationUpdated(Self.here)])
        let nearby = try #require(state.pendingRequest)
        state.apply(.searchSubmitted("soho"))
        let search = try #require(state.pendingRequest)
        state.apply(.mapAreaSearchRequested(try MapRegion(centre: Self.here, radiusMetres: 1_500)))
        let area = try #require(state.pendingAreaSearch)
        for items in [nearby.queryItems, search.queryItems, area.queryItems] {
            #expect(items.first { $0.name == "product" }?.value == productID)
        }
        #expect(nearby.queryItems.map(\.name) == ["q", "lat", "lon"] + (named ? ["product"] : []))
    }

    @Test("the camera zooms to the neighbourhood around the user, 2 km unless an app sets another")
    func cameraSpan() {
        var state = StoreFinderState()
        #expect(state.camera.userFocusRadiusMetres == StoreFinderState.MapCamera.defaultUserFocusRadiusMetres)
        state.userFocusRadiusMetres = 500
        state.apply([.permissionChanged(.allowed), .locationUpdated(Self.here), .tabSelected(.map)])
        #expect(state.camera.isFollowingUser && state.camera.userFocusRadiusMetres == 500)
    }
}
