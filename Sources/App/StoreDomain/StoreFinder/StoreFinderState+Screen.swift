/// What the Store Finder shows, derived from the facts the state holds. None of it is stored,
/// so no order of actions can leave it out of step with the facts: a spinner always has a
/// request, or a position the app is asked for, on its way to end it.
extension StoreFinderState {
    /// The list's content as a whole.
    ///
    /// - A first page on its way: ``Screen/loading``.
    /// - The current search answered: its results, ``Screen/empty``, or its error.
    /// - Nothing searched yet: what the permission allows. Not asked yet is the location
    ///   prompt; denied or restricted is its error, with Open Settings; allowed waits for the
    ///   position (``isAwaitingLocation``), or shows ``StoreFinderError/locationUnavailable``
    ///   when the device could not give one.
    public var screen: Screen {
        if let pendingRequest, !pendingRequest.isNextPage { return .loading }
        switch searchOutcome {
        case .failed(let error): return .error(error)
        case .loaded: return stores.isEmpty ? .empty : .results
        case nil: break
        }
        // NB: a search for text always has a request or an outcome; only the nearby search
        // waits on the permission and the position.
        guard query.isEmpty else { return .loading }
        switch permission {
        case .notDetermined: return .locationPrompt
        case .denied: return .error(.locationDenied)
        case .restricted: return .error(.locationRestricted)
        case .allowed: return isLocationUnavailable ? .error(.locationUnavailable) : .loading
        }
    }

    /// The paging footer: loading while the next page is on its way, its failure with Retry,
    /// else idle.
    public var footer: Footer {
        if pendingRequest?.isNextPage == true { return .loading }
        return nextPageFailure.map(Footer.failed) ?? .idle
    }

    /// The map's search button: the selected store's panel takes its place; a first page of
    /// the area on its way turns it into a spinner; otherwise it is offered.
    public var areaSearch: AreaSearch {
        if selectedStoreID != nil { return .hidden }
        if let pendingAreaSearch, !pendingAreaSearch.isNextPage { return .loading }
        return .idle
    }

    /// The paging state of the searched area, as ``footer`` is the list's.
    public var areaFooter: Footer {
        if pendingAreaSearch?.isNextPage == true { return .loading }
        return areaNextPageFailure.map(Footer.failed) ?? .idle
    }

    /// Whether the list waits for the user's position to search near: location is allowed,
    /// nothing is searched, shown or on its way, and the device has not failed to give one.
    /// The app asks the location service for a position while this holds, and sends
    /// ``StoreFinderAction/locationUpdated(_:)`` or ``StoreFinderAction/locationFailed``.
    public var isAwaitingLocation: Bool { waitsForNearbySearch && !isLocationUnavailable }

    /// Whether the list's only search is the nearby one, and it has not started: location is
    /// allowed, and nothing is searched, shown or on its way.
    var waitsForNearbySearch: Bool {
        permission == .allowed && query.isEmpty && stores.isEmpty && searchOutcome == nil && pendingRequest == nil
    }

    /// Whether the map shows the system's user-tracking button: only with location allowed.
    public var showsTrackingButton: Bool { permission == .allowed }

    /// Whether another page can be loaded.
    public var hasMore: Bool { nextPageToken != nil }

    /// The selected store, among the results or on the map.
    public var selectedStore: Store? { shownStore(id: selectedStoreID) }

    /// The store whose Store Details are open, among the results or on the map.
    public var openedStore: Store? { shownStore(id: openedStoreID) }

    /// The store with `id` among the results or on the map.
    func shownStore(id: String?) -> Store? {
        guard let id else { return nil }
        return stores.first { $0.id == id } ?? mapStores.first { $0.id == id }
    }
}
