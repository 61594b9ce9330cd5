/// Everything the booking item search shows, as a value a pure reducer produces: the query,
/// whether it is loading or failed, and the paginated results.
///
/// ```swift
/// var state = BookingSearchState()
/// state.apply(.searchSubmitted("bike"))                       // loading; a request to send
/// let request = state.pendingRequest!
/// state.apply(.pageLoaded(page, answering: request.id))       // results, and maybe a next page
/// state.apply(.itemTapped("bike-service"))                    // state.openedItemID to show
/// ```
///
/// As the Store Finder's search does, the state numbers every request it asks for, and keeps
/// only the response to the one it still waits for: the page of an earlier query is dropped.
/// A failed first page fills the screen with the error and Retry, which runs the same query
/// again; a failed next page keeps the results and shows Retry in the paging footer.
public struct BookingSearchState: Sendable, Hashable {
    /// What the screen shows as a whole.
    public enum Screen: Sendable, Hashable {
        /// Nothing searched yet: the prompt to search.
        case idle
        /// The first page of ``BookingSearchState/query`` is on its way.
        case loading
        /// The first page failed: the error, with Retry.
        case failed(LoadError)
        /// The results of ``BookingSearchState/query``; none when ``BookingSearchState/items`` is empty.
        case results
    }

    /// The paging footer under the results, failing with a ``LoadError``.
    public typealias Footer = PagingFooter<LoadError>

    /// The query searched, trimmed: what the results are for, and what Retry runs again.
    public var query = ""
    /// The screen as a whole.
    public var screen: Screen = .idle
    /// The results so far, in the backend's order; an item a later page sends again is
    /// updated in place, never repeated.
    public var items: [BookingItem] = []
    /// The token of the next page; `nil` at the end of the results.
    public var nextPageToken: String?
    /// The paging footer.
    public var footer: Footer = .idle
    /// The item the user tapped, whose catalog item the app shows; `nil` while the results show.
    public var openedItemID: String?

    /// The request the app should send, and whose response the state waits for.
    public internal(set) var pendingRequest: BookingSearchRequest?
    /// The last request id issued; the next request gets the number after it.
    public internal(set) var lastRequestID = RequestID(0)

    /// The state before anything is searched.
    public init() {}

    /// Whether another page can be loaded.
    public var hasMore: Bool { nextPageToken != nil }

    /// The tapped item, while it is shown.
    public var openedItem: BookingItem? {
        guard let openedItemID else { return nil }
        return items.first { $0.id == openedItemID }
    }
}
