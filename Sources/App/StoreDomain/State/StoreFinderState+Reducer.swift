extension StoreFinderState {
    /// Applies one action. This is the whole of the Store Finder's behaviour, and it is pure:
    /// the same state and action always give the same next state.
    public mutating func apply(_ action: StoreFinderAction) {
        switch action {
        case .appeared:
            screen = permission == .notDetermined && query.isEmpty ? .locationPrompt : .loading

        case .permissionChanged(let newPermission):
            // Allowing centres the map on the user and follows (a permission reported again
            // changes nothing); without location there is no one to follow.
            if newPermission != .allowed {
                camera.isFollowingUser = false
            } else if permission != .allowed {
                camera.isFollowingUser = true
            }
            permission = newPermission
            if newPermission != .allowed { userLocation = nil }
            guard query.isEmpty, stores.isEmpty else { break }
            switch newPermission {
            case .allowed:
                // Allowing refreshes the list with the stores near the user: at once when the
                // position is known, else when the device reports it.
                screen = .loading
                if let userLocation, pendingRequest == nil { searchNearby(userLocation) }
            case .denied: screen = .error(.locationDenied)
            case .restricted: screen = .error(.locationRestricted)
            case .notDetermined: screen = .locationPrompt
            }
            // A near-me search without a location to search near is no longer waited for.
            if newPermission != .allowed { pendingRequest = nil }

        case .locationUpdated(let coordinate):
            guard permission == .allowed else { break }
            let awaited = isAwaitingLocation
            userLocation = coordinate
            stores = Self.ordered(stores, near: coordinate)
            if awaited { searchNearby(coordinate) }

        case .locationFailed:
            if isAwaitingLocation { screen = .error(.locationUnavailable) }

        case .locationRetried:
            if screen == .error(.locationUnavailable) { screen = .loading }

        case .searchSubmitted(let text):
            query = text
            stores = []
            nextPageToken = nil
            footer = .idle
            pendingRequest = nil
            if text.isEmpty, permission != .allowed {
                screen = permission == .notDetermined ? .locationPrompt : .error(Self.locationError(permission))
            } else {
                screen = .loading
                pendingRequest = StoreSearchRequest(
                    id: issueRequestID(), query: text, near: userLocation, pageToken: nil)
            }

        case .pageLoaded(let page, let id):
            guard screen != .locationPrompt, let request = pendingRequest, request.id == id else { break }
            pendingRequest = nil
            stores = PageMerge.merging(page.stores, into: request.isNextPage ? stores : [])
            stores = Self.ordered(stores, near: userLocation)
            nextPageToken = page.nextPageToken
            footer = .idle
            screen = stores.isEmpty ? .empty : .results
            mapStores = PageMerge.merging(page.stores, into: mapStores)

        case .pageFailed(let error, let id):
            guard screen != .locationPrompt, let request = pendingRequest, request.id == id else { break }
            pendingRequest = nil
            if request.isNextPage {
                footer = .failed(error)
            } else {
                screen = .error(error)
            }

        case .nextPageRequested:
            if screen == .results, hasMore, footer == .idle { requestNextPage() }

        case .nextPageRetried:
            if case .failed = footer { requestNextPage() }

        case .modeChanged(let newMode):
            mode = newMode
            selectedStoreID = nil

        case .storeSelected(let id):
            selectedStoreID = id

        case .selectionCleared:
            selectedStoreID = nil

        case .inStoreActivated:
            if mode == .inStore, let selectedStoreID { activeInStoreID = selectedStoreID }

        case .inStoreDeactivated:
            activeInStoreID = nil

        case .mapRegionChanged:
            camera.isFollowingUser = false
            if areaSearch != .loading { areaSearch = .idle }

        case .tabSelected(let newTab):
            tab = newTab
            if newTab == .map, !camera.hasShownMap {
                camera.hasShownMap = true
                if permission == .allowed { camera.isFollowingUser = true }
            }

        case .trackingButtonTapped:
            if permission == .allowed { camera.isFollowingUser = true }

        case .mapAreaSearchRequested(let region):
            areaSearch = .loading
            mapToast = nil
            searchedArea = region
            areaNextPageToken = nil
            areaFooter = .idle
            pendingAreaSearch = AreaSearchRequest(id: issueRequestID(), region: region, pageToken: nil)

        case .mapAreaLoaded(let page, let id):
            guard let request = pendingAreaSearch, request.id == id else { break }
            pendingAreaSearch = nil
            mapStores = PageMerge.merging(page.stores, into: mapStores)
            areaNextPageToken = page.nextPageToken
            areaFooter = .idle
            areaSearch = .hidden

        case .mapAreaFailed(let error, let id):
            guard let request = pendingAreaSearch, request.id == id else { break }
            pendingAreaSearch = nil
            if request.isNextPage {
                areaFooter = .failed(error)
            } else {
                areaSearch = .idle
                mapToast = error
            }

        case .mapAreaNextPageRequested:
            if areaFooter == .idle, pendingAreaSearch == nil { requestNextAreaPage() }

        case .mapAreaNextPageRetried:
            if case .failed = areaFooter { requestNextAreaPage() }

        case .mapToastDismissed:
            mapToast = nil
        case .filterToggled(let filter):
            if let index = filters.firstIndex(of: filter) {
                filters.remove(at: index)
            } else {
                filters.append(filter)
            }
        case .filtersCleared:
            filters = []
        }
    }

    /// Applies actions in order.
    public mutating func apply(_ actions: some Sequence<StoreFinderAction>) {
        for action in actions { apply(action) }
    }

    /// The next request id, recorded as issued.
    private mutating func issueRequestID() -> RequestID {
        lastRequestID = RequestID(lastRequestID.rawValue + 1)
        return lastRequestID
    }

    /// Asks for the next page of the area searched, when it has one.
    private mutating func requestNextAreaPage() {
        guard let searchedArea, let areaNextPageToken else { return }
        areaFooter = .loading
        pendingAreaSearch = AreaSearchRequest(id: issueRequestID(), region: searchedArea, pageToken: areaNextPageToken)
    }

    /// Asks for the stores near `coordinate`: the list with no query.
    private mutating func searchNearby(_ coordinate: Coordinate) {
        screen = .loading
        pendingRequest = StoreSearchRequest(id: issueRequestID(), query: "", near: coordinate, pageToken: nil)
    }

    /// Asks for the page after the results, replacing any request still waiting.
    private mutating func requestNextPage() {
        guard let nextPageToken else { return }
        footer = .loading
        pendingRequest = StoreSearchRequest(
            id: issueRequestID(), query: query, near: userLocation, pageToken: nextPageToken)
    }

    private static func locationError(_ permission: LocationPermission) -> StoreFinderError {
        switch permission {
        case .denied: return .locationDenied
        case .restricted: return .locationRestricted
        case .notDetermined, .allowed: return .locationNotDetermined
        }
    }

    /// The backend's order, or nearest first when `location` is known. Stores without a
    /// coordinate go last; ties keep the backend's order.
    ///
    /// - Complexity: O(*n* log *n*).
    static func ordered(_ stores: [Store], near location: Coordinate?) -> [Store] {
        guard let location else { return stores }
        // NB: sorts 16-byte keys, then moves the stores into place. Sorting the stores themselves
        // moved a few hundred bytes per swap, which at 100k stores no longer fit in cache, and
        // gathering them copied each store in the new order, a retain of every string in it,
        // on objects spread over the heap. Copying the list keeps its order, so those retains
        // run through memory in the order it was allocated; the moves that follow retain nothing.
        let keys = stores.indices
            .map { (distance: stores[$0].coordinate.map(location.distance(to:)) ?? .infinity, offset: $0) }
            .sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
        var result = stores
        result.withUnsafeMutableBufferPointer { buffer in
            // Each cycle of the permutation is walked once: position `place` takes the store
            // from `keys[place].offset`, and the store it held moves on along the cycle.
            var placed = [Bool](repeating: false, count: buffer.count)
            for start in buffer.indices where !placed[start] {
                var place = start
                placed[place] = true
                while keys[place].offset != start {
                    let source = keys[place].offset
                    buffer.swapAt(place, source)
                    place = source
                    placed[place] = true
                }
            }
        }
        return result
    }
}
