/// Everything the Store Finder screen shows, as a value a pure reducer produces.
///
/// Replay actions with ``StoreFinderState/apply(_:)-(StoreFinderAction)`` to reach any screen state:
///
/// ```swift
/// var state = StoreFinderState()
/// state.apply(.appeared)                       // location prompt
/// state.apply(.permissionChanged(.allowed))    // loading, waiting for the position
/// state.apply(.locationUpdated(here))          // a request to send: state.pendingRequest
/// state.apply(.pageLoaded(page, answering: state.pendingRequest!.id))   // results
/// ```
///
/// Every request the state asks for has a ``RequestID``, and every response names the one it
/// answers. The reducer keeps only the response to the request it still waits for: a page
/// of an earlier search, a page that arrives while the location prompt shows, and a failure
/// after the results are complete are all dropped.
public struct StoreFinderState: Sendable, Hashable {
    /// How the list behaves when a row is tapped.
    public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
        /// Tapping a row opens its details.
        case standard
        /// Tapping a row selects it; a Select button confirms.
        case selection
        /// Tapping a row selects it; a button activates or deactivates In-Store Mode for it.
        case inStore
    }

    /// The screen's content as a whole.
    public enum Screen: Sendable, Hashable {
        /// Asking for location before anything can be searched.
        case locationPrompt
        /// The first page is on its way.
        case loading
        /// Nothing to show because of this error.
        case error(StoreFinderError)
        /// The search found no stores.
        case empty
        /// Stores to show.
        case results
    }

    /// The paging footer under the results.
    public enum Footer: Sendable, Hashable {
        /// Nothing is happening.
        case idle
        /// The next page is on its way.
        case loading
        /// The next page failed; it can be retried.
        case failed(StoreFinderError)
    }

    /// The Store Finder's two tabs.
    public enum Tab: String, Sendable, Hashable, Codable, CaseIterable {
        /// The list of stores.
        case list
        /// The map of every store found so far.
        case map
    }

    /// What the map's camera does: follow the user, or stay where the user moved it.
    public struct MapCamera: Sendable, Hashable {
        /// Whether the map keeps the user's position in its centre as it moves: from allowing
        /// location, or the first visit to the map, until the user moves the map.
        public var isFollowingUser = false
        /// Whether the map tab has been shown, so that only the first visit centres on the user.
        public var hasShownMap = false

        /// A camera that stays where it is.
        public init() {}
    }

    /// The map's "Search this area" button.
    public enum AreaSearch: Sendable, Hashable {
        /// Not shown: the map shows what was searched.
        case hidden
        /// Shown, because the user moved the map.
        case idle
        /// Searching the visible area.
        case loading
    }

    /// The list's tap behaviour.
    public var mode: Mode = .standard
    /// The tab shown.
    public var tab: Tab = .list
    /// The map's camera.
    public var camera = MapCamera()
    /// The search text, sent to the backend as `q`.
    public var query: String = ""
    /// The location permission as last reported.
    public var permission: LocationPermission = .notDetermined
    /// The user's position, once known and allowed.
    public var userLocation: Coordinate?
    /// The screen's content as a whole.
    public var screen: Screen = .loading
    /// The list results, in display order: the backend's, or by distance once the location is known.
    public var stores: [Store] = []
    /// The token for the next page; `nil` at the end of the list.
    public var nextPageToken: String?
    /// The paging footer.
    public var footer: Footer = .idle
    /// The selected store, in selection and in-store modes and on the map.
    public var selectedStoreID: String?
    /// The store whose In-Store Mode is active.
    public var activeInStoreID: String?
    /// Every store any list or map search has returned, without duplicates, for the map.
    public var mapStores: [Store] = []
    /// The "Search this area" button.
    public var areaSearch: AreaSearch = .hidden
    /// An error shown as a toast on the map.
    public var mapToast: StoreFinderError?
    /// The active filters, in the order they were chosen; they combine with AND. The screens
    /// apply them, with the status at the instant they map at.
    public var filters: [StoreFilter] = []

    /// Whether the map shows the system's user-tracking button: only with location allowed.
    public var showsTrackingButton: Bool { permission == .allowed }

    /// Whether the list waits for the user's position to search near: location is allowed,
    /// nothing is searched or shown, and no search is on its way. The app asks the location
    /// service for a position while this holds, and sends ``StoreFinderAction/locationUpdated(_:)``
    /// or ``StoreFinderAction/locationFailed``.
    public var isAwaitingLocation: Bool {
        permission == .allowed && query.isEmpty && stores.isEmpty && pendingRequest == nil && screen == .loading
    }

    /// Creates the state before the screen appears.
    public init() {}

    /// Whether another page can be loaded.
    public var hasMore: Bool { nextPageToken != nil }

    /// The selected store, when it is among the results or on the map.
    public var selectedStore: Store? {
        guard let selectedStoreID else { return nil }
        return stores.first { $0.id == selectedStoreID } ?? mapStores.first { $0.id == selectedStoreID }
    }

    /// The page request the app should send, and whose response the state waits for: the
    /// first page of the current search, or the next page. `nil` when nothing is waiting.
    public internal(set) var pendingRequest: StoreSearchRequest?
    /// The map-area search the app should send, and whose response the state waits for.
    public internal(set) var pendingAreaSearch: AreaSearchRequest?
    /// The id of ``pendingAreaSearch``.
    public var pendingAreaRequest: RequestID? { pendingAreaSearch?.id }
    /// The area last searched, and the token of its next page; `nil` at its end.
    public internal(set) var searchedArea: MapRegion?
    /// The token of the searched area's next page; `nil` at its end.
    public internal(set) var areaNextPageToken: String?
    /// The paging state of the searched area, as ``footer`` is the list's.
    public internal(set) var areaFooter: Footer = .idle
    /// The last request id issued; the next request gets the number after it.
    public internal(set) var lastRequestID = RequestID(0)
}
