extension StoreFinderState: RequestIssuing {
    /// Applies one action. This is the whole of the Store Finder's behaviour, and it is pure:
    /// the same state and action always give the same next state.
    public mutating func apply(_ action: StoreFinderAction) {
        switch action {
        case .appeared:
            // Appearing again is coming back: what was shown stays, and Store Details closed.
            openedStoreID = nil

        case .permissionChanged(let newPermission):
            // A permission reported again changes nothing, and starts nothing.
            guard newPermission != permission else { break }
            // Allowing centres the map on the user and follows; without location there is no
            // one to follow.
            camera.isFollowingUser = newPermission == .allowed
            permission = newPermission
            isLocationUnavailable = false
            guard newPermission != .allowed else { break }
            userLocation = nil
            // A nearby search that showed nothing rested on the location: it is forgotten,
            // and the screen says what the permission now allows. Results already shown stay.
            if query.isEmpty, stores.isEmpty {
                searchOutcome = nil
                pendingRequest = nil
            }

        case .locationUpdated(let coordinate):
            guard permission == .allowed else { break }
            // A position the list waits for searches near it; so does one that comes late,
            // while "can't find your location" shows.
            let wanted = isAwaitingLocation || isLocationUnavailable && waitsForNearbySearch
            userLocation = coordinate
            stores = Self.ordered(stores, near: coordinate)
            if wanted {
                isLocationUnavailable = false
                searchNearby(coordinate)
            }

        case .locationFailed:
            if isAwaitingLocation { isLocationUnavailable = true }

        case .locationRetried:
            isLocationUnavailable = false

        case .searchSubmitted(let text):
            query = text
            stores = []
            nextPageToken = nil
            nextPageFailure = nil
            searchOutcome = nil
            isLocationUnavailable = false
            pendingRequest = nil
            // An empty search is the nearby one: it needs location allowed, and goes near the
            // position when it is known (else the backend's own order).
            if !text.isEmpty || permission == .allowed {
                pendingRequest = StoreSearchRequest(
                    id: issueRequestID(), query: text, near: userLocation, pageToken: nil, productID: productID)
            }

        case .pageLoaded(let page, let id):
            guard let request = pendingRequest, request.id == id else { break }
            pendingRequest = nil
            stores = PageMerge.merging(page.stores, into: request.isNextPage ? stores : [])
            stores = Self.ordered(stores, near: userLocation)
            nextPageToken = page.nextPageToken
            nextPageFailure = nil
            searchOutcome = .loaded
            mapStores = PageMerge.merging(page.stores, into: mapStores)

        case .pageFailed(let error, let id):
            guard let request = pendingRequest, request.id == id else { break }
            pendingRequest = nil
            if request.isNextPage {
                nextPageFailure = error
            } else {
                searchOutcome = .failed(error)
            }

        case .nextPageRequested:
            if screen == .results, hasMore, pendingRequest == nil, nextPageFailure == nil { requestNextPage() }

        case .nextPageRetried:
            if nextPageFailure != nil, pendingRequest == nil { requestNextPage() }

        case .modeChanged(let newMode):
            mode = newMode
            selectedStoreID = nil

        case .storeSelected(let id):
            if shownStore(id: id) != nil { selectedStoreID = id }

        case .storeOpened(let id):
            if shownStore(id: id) != nil { openedStoreID = id }

        case .selectionCleared:
            selectedStoreID = nil

        case .inStoreActivated:
            if mode == .inStore, let selectedStoreID { activeInStoreID = selectedStoreID }

        case .inStoreDeactivated:
            activeInStoreID = nil

        case .mapRegionChanged:
            camera.isFollowingUser = false

        case .tabSelected(let newTab):
            tab = newTab
            if newTab == .map, !camera.hasShownMap {
                camera.hasShownMap = true
                if permission == .allowed { camera.isFollowingUser = true }
            }

        case .trackingButtonTapped:
            if permission == .allowed { camera.isFollowingUser = true }

        case .mapAreaSearchRequested(let region):
            mapToast = nil
            searchedArea = region
            areaNextPageToken = nil
            areaNextPageFailure = nil
            pendingAreaSearch = AreaSearchRequest(
                id: issueRequestID(), region: region, pageToken: nil, productID: productID)

        case .mapAreaLoaded(let page, let id):
            guard let request = pendingAreaSearch, request.id == id else { break }
            pendingAreaSearch = nil
            mapStores = PageMerge.merging(page.stores, into: mapStores)
            areaNextPageToken = page.nextPageToken
            areaNextPageFailure = nil

        case .mapAreaFailed(let error, let id):
            guard let request = pendingAreaSearch, request.id == id else { break }
            pendingAreaSearch = nil
            if request.isNextPage {
                areaNextPageFailure = error
            } else {
                mapToast = error
            }

        case .mapAreaNextPageRequested:
            if areaNextPageFailure == nil, pendingAreaSearch == nil { requestNextAreaPage() }

        case .mapAreaNextPageRetried:
            if areaNextPageFailure != nil, pendingAreaSearch == nil { requestNextAreaPage() }

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

    /// A page or a failure answers the list's request it names; a map-area page or failure
    /// answers the area's.
    public func answer(_ action: StoreFinderAction) -> Answer? {
        switch action {
        case .pageLoaded(_, let id): Answer("page", answering: id, waiting: pendingRequest?.id)
        case .pageFailed(_, let id): Answer("failure", answering: id, waiting: pendingRequest?.id)
        case .mapAreaLoaded(_, let id), .mapAreaFailed(_, let id):
            Answer("map-area response", answering: id, waiting: pendingAreaRequest)
        default: nil
        }
    }

    /// Asks for the next page of the area searched, when it has one.
    private mutating func requestNextAreaPage() {
        guard let searchedArea, let areaNextPageToken else { return }
        areaNextPageFailure = nil
        pendingAreaSearch = AreaSearchRequest(
            id: issueRequestID(), region: searchedArea, pageToken: areaNextPageToken, productID: productID)
    }

    /// Asks for the stores near `coordinate`: the list with no query.
    private mutating func searchNearby(_ coordinate: Coordinate) {
        pendingRequest = StoreSearchRequest(
            id: issueRequestID(), query: "", near: coordinate, pageToken: nil, productID: productID)
    }

    /// Asks for the page after the results, replacing any request still waiting.
    private mutating func requestNextPage() {
        guard let nextPageToken else { return }
        nextPageFailure = nil
        pendingRequest = StoreSearchRequest(
            id: issueRequestID(), query: query, near: userLocation, pageToken: nextPageToken, productID: productID)
    }

    /// The backend's order, or nearest first when `location` is known. Stores without a
    /// coordinate go last; ties keep the backend's order.
    ///
    /// - Complexity: O(*n* log *n*).
    static func ordered(_ stores: [Store], near location: Coordinate?) -> [Store] {
        guard let location else { return stores }
        // NB: sorts small keys, then moves the stores into place. Sorting the stores themselves
        // moved a whole store per swap, and gathering them copied each store in the new order,
        // a retain of every string in it, on objects spread over the heap. Copying the list keeps its order, so those retains
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
