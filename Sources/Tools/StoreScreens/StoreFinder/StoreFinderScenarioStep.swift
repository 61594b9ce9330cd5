import StoreDomain
import StoreScenarios

/// Which stores of the stores file a page holds: a slice by position, or ids.
public struct StoreReference: Sendable, Hashable, Decodable {
    /// Ids, in order; when given, offset and count are ignored.
    public var ids: [String]?
    /// The first position, from 0.
    public var offset: Int
    /// How many stores; `nil` means to the end.
    public var count: Int?
    /// The next-page token the page carries.
    public var next: String?

    private enum CodingKeys: String, CodingKey { case stores, offset, count, next }

    /// Creates a reference.
    public init(ids: [String]? = nil, offset: Int = 0, count: Int? = nil, next: String? = nil) {
        self.ids = ids
        self.offset = offset
        self.count = count
        self.next = next
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([String].self, forKey: .stores)
        offset = try container.decodeIfPresent(Int.self, forKey: .offset) ?? 0
        count = try container.decodeIfPresent(Int.self, forKey: .count)
        next = try container.decodeIfPresent(String.self, forKey: .next)
        guard offset >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .offset, in: container, debugDescription: "expected an offset of 0 or more, found \(offset)")
        }
        if let count, !(0...Self.maximumCount).contains(count) {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container,
                debugDescription:
                    "expected a count from 0 to \(Self.maximumCount), the most one page of a backend holds, found \(count); leave it out for the rest of the stores"
            )
        }
    }

    /// The most stores one page may name by count.
    public static let maximumCount = 1_000

    func resolve(in catalog: [Store]) throws(ScenarioStepError) -> [Store] {
        if let ids {
            var stores: [Store] = []
            for id in ids {
                guard let store = catalog.first(where: { $0.id == id }) else {
                    throw ScenarioStepError(message: "no store with id \"\(id)\" in the stores file")
                }
                stores.append(store)
            }
            return stores
        }
        guard offset <= catalog.count else {
            throw ScenarioStepError(
                message: "offset \(offset) is past the \(catalog.count) stores in the stores file")
        }
        let end = count.map { offset + min($0, catalog.count - offset) } ?? catalog.count
        return Array(catalog[offset..<end])
    }
}

/// One step of a scenario: an action as a file writes it.
///
/// A step without data is a bare word (`appeared`, `nextPage`); a step with data is a
/// one-key mapping (`search: oxford street`, `pageFailed: network`).
public enum StoreFinderScenarioStep: Sendable, Hashable {
    case appeared
    case permission(LocationPermission)
    case location(Coordinate)
    /// The device could not get a position.
    case locationFailed
    /// Try again on "can't find your location".
    case retryLocation
    /// A tab is chosen: `tab: map`.
    case tab(StoreFinderState.Tab)
    /// The map's tracking button is pressed.
    case followMe
    case search(String)
    /// A page arrives. With a query, it answers the search for that query (`page: {count: 12,
    /// query: camden}`); without one, whatever request is waiting.
    case page(StoreReference, query: String?)
    /// A page request fails; the query works as for ``page(_:query:)``.
    case pageFailed(StoreFinderError, query: String?)
    case nextPage
    case retryNextPage
    case mode(StoreFinderState.Mode)
    case select(String)
    /// A row or the map's panel is tapped, and Store Details opens: `open: ldn-soho`.
    case open(String)
    case clearSelection
    case activateInStore
    case deactivateInStore
    case mapMoved
    /// "Search this area" over a region: `searchArea: {latitude: 51.51, longitude: -0.13,
    /// radius: 1500}`; bare, the 2 km around the user (or the first store on the map).
    case searchArea(MapRegion?)
    case areaLoaded(StoreReference)
    case areaFailed(StoreFinderError)
    /// More stores in the area searched: its next page.
    case areaNextPage
    /// Retry on a failed next page of the area.
    case retryAreaNextPage
    case dismissToast
    /// A filter chip is tapped: `filter: open-now` turns it on, or off when it is on.
    case filter(StoreFilter)
    case clearFilters

    /// Every step name a file may use.
    public static let names = [
        "appeared", "permission", "location", "locationFailed", "retryLocation", "tab", "followMe", "search", "page",
        "pageFailed",
        "nextPage", "retryNextPage", "mode",
        "select", "open", "clearSelection", "activateInStore", "deactivateInStore", "mapMoved", "searchArea",
        "areaLoaded",
        "areaFailed", "areaNextPage", "retryAreaNextPage", "dismissToast", "filter", "clearFilters",
    ]

    /// The action this step stands for, in `state`: a response names the request it answers,
    /// out of those `issued` so far (oldest first), which is asked for only by a response that
    /// names its search.
    func action(
        catalog: [Store], state: StoreFinderState, issued: () -> [StoreSearchRequest]
    ) throws(ScenarioStepError) -> StoreFinderAction {
        switch self {
        case .appeared: return .appeared
        case .permission(let value): return .permissionChanged(value)
        case .location(let value): return .locationUpdated(value)
        case .locationFailed: return .locationFailed
        case .retryLocation: return .locationRetried
        case .tab(let tab): return .tabSelected(tab)
        case .followMe: return .trackingButtonTapped
        case .search(let text): return .searchSubmitted(text)
        case .page(let reference, let query):
            let page = StorePage(
                stores: try reference.resolve(in: catalog), nextPageToken: reference.next)
            return .pageLoaded(
                page, answering: try Self.request(answeredBy: query, state: state, issued: issued))
        case .pageFailed(let error, let query):
            return .pageFailed(
                error, answering: try Self.request(answeredBy: query, state: state, issued: issued))
        case .nextPage: return .nextPageRequested
        case .retryNextPage: return .nextPageRetried
        case .mode(let mode): return .modeChanged(mode)
        case .select(let id):
            guard catalog.contains(where: { $0.id == id }) else {
                throw ScenarioStepError(message: "no store with id \"\(id)\" in the stores file")
            }
            return .storeSelected(id)
        case .open(let id):
            guard state.stores.contains(where: { $0.id == id }) || state.mapStores.contains(where: { $0.id == id })
            else {
                let shown = state.stores.map(\.id).joined(separator: ", ")
                throw ScenarioStepError(
                    message: "store \"\(id)\" is not among the stores shown (\(shown.isEmpty ? "none" : shown))")
            }
            return .storeOpened(id)
        case .clearSelection: return .selectionCleared
        case .activateInStore: return .inStoreActivated
        case .deactivateInStore: return .inStoreDeactivated
        case .mapMoved: return .mapRegionChanged
        case .searchArea(let region):
            if let region { return .mapAreaSearchRequested(region) }
            let centre =
                state.userLocation ?? state.mapStores.lazy.compactMap(\.coordinate).first
                ?? catalog.lazy.compactMap(\.coordinate).first
            guard let centre, let region = try? MapRegion(centre: centre, radiusMetres: 2_000) else {
                throw ScenarioStepError(message: "searchArea names no region, and no store has a place")
            }
            return .mapAreaSearchRequested(region)
        case .areaNextPage: return .mapAreaNextPageRequested
        case .retryAreaNextPage: return .mapAreaNextPageRetried
        case .areaLoaded(let reference):
            return .mapAreaLoaded(
                StorePage(stores: try reference.resolve(in: catalog), nextPageToken: reference.next),
                answering: state.pendingAreaRequest ?? state.lastRequestID)
        case .areaFailed(let error):
            return .mapAreaFailed(error, answering: state.pendingAreaRequest ?? state.lastRequestID)
        case .dismissToast: return .mapToastDismissed
        case .filter(let filter): return .filterToggled(filter)
        case .clearFilters: return .filtersCleared
        }
    }

    /// The request a response answers: the waiting one, or with a query the waiting one when it
    /// is for that query, else the latest issued for it.
    private static func request(
        answeredBy query: String?, state: StoreFinderState, issued: () -> [StoreSearchRequest]
    ) throws(ScenarioStepError) -> RequestID {
        guard let query else { return state.pendingRequest?.id ?? state.lastRequestID }
        if let pending = state.pendingRequest, pending.query == query { return pending.id }
        guard let request = issued().last(where: { $0.query == query }) else {
            throw ScenarioStepError(message: "no search for \"\(query)\" was submitted before this step")
        }
        return request.id
    }
}
