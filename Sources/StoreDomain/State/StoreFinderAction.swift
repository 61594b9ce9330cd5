/// Something that happened on the Store Finder screen or came back from the backend.
public enum StoreFinderAction: Sendable, Hashable {
    /// The screen appeared.
    case appeared
    /// The location permission changed.
    case permissionChanged(LocationPermission)
    /// The device reported the user's position.
    case locationUpdated(Coordinate)
    /// The user submitted a search; an empty query searches near the user.
    case searchSubmitted(String)
    /// A page arrived: the first page of a search, or the next page while one is loading.
    case pageLoaded(StorePage)
    /// A page request failed: the first page, or the next page while one is loading.
    case pageFailed(StoreFinderError)
    /// The user scrolled to the end of the list.
    case nextPageRequested
    /// The user tapped Retry on a failed next page.
    case nextPageRetried
    /// The user changed the list's mode.
    case modeChanged(StoreFinderState.Mode)
    /// The user tapped a row or a map annotation.
    case storeSelected(String)
    /// The selection was cleared.
    case selectionCleared
    /// The user activated In-Store Mode for the selected store.
    case inStoreActivated
    /// The user deactivated In-Store Mode.
    case inStoreDeactivated
    /// The user moved the map away from what was searched.
    case mapRegionChanged
    /// The user tapped "Search this area".
    case mapAreaSearchRequested
    /// The map-area search returned these stores.
    case mapAreaLoaded([Store])
    /// The map-area search failed.
    case mapAreaFailed(StoreFinderError)
    /// The map's error toast went away.
    case mapToastDismissed
}
