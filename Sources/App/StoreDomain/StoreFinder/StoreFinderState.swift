/// Everything the Store Finder screen shows, as a value a pure reducer produces.
///
/// Replay actions with ``StoreFinderState/apply(_:)-(StoreFinderAction)`` to reach any screen state:
///
/// ```swift
/// var state = StoreFinderState()
/// state.apply(.permissionChanged(.allowed))    // loading, waiting for the position
/// state.apply(.appeared)                       // the same: appearing changes nothing shown
/// state.apply(.locationUpdated(here))          // a request to send: state.pendingRequest
/// state.apply(.pageLoaded(page, answering: state.pendingRequest!.id))   // results
/// ```
///
/// What the screen shows (``screen``, ``footer``, ``areaSearch``, ``areaFooter``) is derived
/// from the facts the state holds: the permission, the position, the query, the request on its
/// way, and how the last one ended. So no order of actions can leave a spinner with nothing on
/// its way to end it, and coming back to the screen keeps what it showed.
///
/// Every request the state asks for has a ``RequestID``, and every response names the one it
/// answers. The reducer keeps only the response to the request it still waits for: a page
/// of an earlier search, a page whose nearby search the permission took away, and a
/// failure after the results are complete are all dropped.
public struct StoreFinderState: Reducer {
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

    /// The paging footer under the results, and the map area's, failing with a
    /// ``StoreFinderError``.
    public typealias Footer = NextPageLoad<StoreFinderError>

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
        public internal(set) var isFollowingUser = false
        /// Whether the map tab has been shown, so that only the first visit centres on the user.
        public internal(set) var hasShownMap = false
        /// The radius, in metres, of the area around the user that the camera zooms to while it
        /// follows: the neighbourhood a nearby search covers.
        public internal(set) var userFocusRadiusMetres = Self.defaultUserFocusRadiusMetres

        /// The radius the camera zooms to around the user unless an app sets another: 2 km.
        public static let defaultUserFocusRadiusMetres = 2_000.0

        /// A camera that stays where it is.
        public init() {}
    }

    /// The map's "Search this area" button, which the map always offers.
    public enum AreaSearch: Sendable, Hashable {
        /// Not shown: the selected store's panel takes its place.
        case hidden
        /// Shown, ready to search the area the map shows.
        case idle
        /// Searching the visible area.
        case loading
    }

    /// How a search ended.
    public enum SearchOutcome: Sendable, Hashable {
        /// Its first page arrived (it may hold no stores).
        case loaded
        /// Its first page failed.
        case failed(StoreFinderError)
    }

    /// The list's tap behaviour.
    public internal(set) var mode: Mode = .standard
    /// The tab shown.
    public internal(set) var tab: Tab = .list
    /// The map's camera.
    public internal(set) var camera = MapCamera()
    /// The radius, in metres, of the area around the user the map's camera zooms to while it
    /// follows: the app's to choose, 2 km unless it sets another.
    public var userFocusRadiusMetres: Double {
        get { camera.userFocusRadiusMetres }
        set { camera.userFocusRadiusMetres = newValue }
    }
    /// The search text, sent to the backend as `q`.
    public internal(set) var query: String = ""
    /// The id of the product whose stock the screen shows, when it shows one. Its searches go
    /// to the Availability API: every ``StoreSearchRequest`` names the product.
    public internal(set) var productID: String?
    /// The location permission as last reported.
    public internal(set) var permission: LocationPermission = .notDetermined
    /// The user's position, once known and allowed.
    public internal(set) var userLocation: Coordinate?
    /// The list results, in display order: the backend's, or by distance once the location is known.
    public internal(set) var stores: [Store] = []
    /// The token for the next page; `nil` at the end of the list.
    public internal(set) var nextPageToken: String?
    /// The selected store, in selection and in-store modes and on the map; always one that is
    /// shown, in the list or on the map.
    public internal(set) var selectedStoreID: String?
    /// The store whose Store Details the user opened by tapping its row or the map's panel;
    /// `nil` once the user comes back (``StoreFinderAction/appeared``).
    public internal(set) var openedStoreID: String?
    /// The store whose In-Store Mode is active.
    public internal(set) var activeInStoreID: String?
    /// Every store any list or map search has returned, without duplicates, for the map.
    public internal(set) var mapStores: [Store] = []
    /// An error shown as a toast on the map.
    public internal(set) var mapToast: StoreFinderError?
    /// The active filters, in the order they were chosen; they combine with AND. The screens
    /// apply them, with the status at the instant they map at.
    public internal(set) var filters: [StoreFilter] = []

    /// Creates the state before the screen appears.
    public init() {}

    /// Creates the state for the Store Finder of one product's stock: its searches ask the
    /// Availability API about `productID`.
    public init(productID: String?) {
        self.productID = productID
    }

    /// How the list's current search ended, once it has: what ``screen`` shows when nothing
    /// is on its way. A new search, or a permission that takes away the location a nearby
    /// search rested on, clears it.
    public internal(set) var searchOutcome: SearchOutcome?
    /// The failure of the last next-page request, which the footer shows with Retry.
    public internal(set) var nextPageFailure: StoreFinderError?
    /// Whether the device could not give a position while the list waited for one: the list
    /// shows ``StoreFinderError/locationUnavailable`` until Try again.
    public internal(set) var isLocationUnavailable = false

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
    /// The failure of the last request for the area's next page, which its footer shows.
    public internal(set) var areaNextPageFailure: StoreFinderError?
    /// The last request id issued; the next request gets the number after it.
    public internal(set) var lastRequestID = RequestID(0)
}
