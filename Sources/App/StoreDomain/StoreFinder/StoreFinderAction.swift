/// Something that happened on the Store Finder screen or came back from the backend.
public enum StoreFinderAction: Sendable, Hashable {
    /// The screen appeared: the first time, or coming back from Store Details. Apps send it on
    /// every `onAppear` or `viewWillAppear`. What the screen shows stays as it was; a store
    /// whose details were open (``StoreFinderState/openedStoreID``) is closed.
    case appeared
    /// The location permission changed.
    case permissionChanged(LocationPermission)
    /// The device reported the user's position. While the list waits for one to search near
    /// (``StoreFinderState/isAwaitingLocation``), it issues the nearby search.
    case locationUpdated(Coordinate)
    /// The device could not get a position: the location service failed or timed out. While
    /// the list waits for one, it shows ``StoreFinderError/locationUnavailable``, with Try again.
    case locationFailed
    /// The user tapped Try again on ``StoreFinderError/locationUnavailable``: the list waits
    /// for a position again, and the app asks the location service for one.
    case locationRetried
    /// The user chose a tab. The first visit to the map centres it on the user and follows,
    /// when location is allowed.
    case tabSelected(StoreFinderState.Tab)
    /// The user pressed the map's tracking button: the map follows the user again.
    case trackingButtonTapped
    /// The user submitted a search; an empty query searches near the user.
    case searchSubmitted(String)
    /// A page arrived for the request it names. Dropped unless that request is
    /// ``StoreFinderState/pendingRequest``: a page of an older search never shows under a newer one.
    case pageLoaded(StorePage, answering: RequestID)
    /// The request it names failed. Dropped unless that request is still waiting, so a stray
    /// failure never wipes results.
    case pageFailed(StoreFinderError, answering: RequestID)
    /// The user scrolled to the end of the list.
    case nextPageRequested
    /// The user tapped Retry on a failed next page.
    case nextPageRetried
    /// The user changed the list's mode.
    case modeChanged(StoreFinderState.Mode)
    /// The user tapped a row (in selection or in-store mode) or a map annotation: the store is
    /// selected. An id that is neither in the list nor on the map is ignored.
    case storeSelected(String)
    /// The user tapped a row in standard mode, or the map's panel: Store Details opens for the
    /// store (``StoreFinderState/openedStoreID``) until the user comes back. An id that is
    /// neither in the list nor on the map is ignored.
    case storeOpened(String)
    /// The selection was cleared.
    case selectionCleared
    /// The user activated In-Store Mode for the selected store.
    case inStoreActivated
    /// The user deactivated In-Store Mode.
    case inStoreDeactivated
    /// The user moved the map with a gesture: the map stops following the user. (A move the
    /// camera makes while it follows is not sent.)
    case mapRegionChanged
    /// The user tapped "Search this area" over the region the map shows: a search of that
    /// region (``StoreFinderState/pendingAreaSearch``).
    case mapAreaSearchRequested(MapRegion)
    /// A page of the map-area search it names arrived; dropped unless that search is
    /// ``StoreFinderState/pendingAreaSearch``. Its next-page token pages the same area.
    case mapAreaLoaded(StorePage, answering: RequestID)
    /// The map-area search it names failed; dropped unless that search is still waiting.
    case mapAreaFailed(StoreFinderError, answering: RequestID)
    /// The user asked for more stores in the area searched: its next page.
    case mapAreaNextPageRequested
    /// The user tapped Retry on a failed next page of the area.
    case mapAreaNextPageRetried
    /// The map's error toast went away.
    case mapToastDismissed
    /// A filter chip was tapped: the filter is added, or removed when it is active.
    case filterToggled(StoreFilter)
    /// "Clear filters" was tapped.
    case filtersCleared
}
