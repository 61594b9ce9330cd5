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
///
/// What the screen shows (``screen``, ``footer``) is derived from the facts the state holds:
/// the query, the request on its way, and how the last one ended. The facts change only
/// through ``apply(_:)``, so no order of actions leaves a spinner with nothing on its way.
public struct BookingSearchState: Reducer {
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

    /// How a search's first page ended.
    public enum SearchOutcome: Sendable, Hashable {
        /// It arrived (it may hold no items).
        case loaded
        /// It failed.
        case failed(LoadError)
    }

    /// The paging footer under the results, failing with a ``LoadError``.
    public typealias Footer = NextPageLoad<LoadError>

    /// The query searched, trimmed: what the results are for, and what Retry runs again.
    public internal(set) var query = ""
    /// The results so far, in the backend's order; an item a later page sends again is
    /// updated in place, never repeated.
    public internal(set) var items: [BookingItem] = []
    /// The token of the next page; `nil` at the end of the results.
    public internal(set) var nextPageToken: String?
    /// The item the user tapped, whose catalog item the app shows; `nil` while the results show.
    public internal(set) var openedItemID: String?
    /// How the current search's first page ended, once it has; `nil` while it is on its way,
    /// and before anything is searched.
    public internal(set) var searchOutcome: SearchOutcome?
    /// The failure of the last next-page request, which the footer shows with Retry.
    public internal(set) var nextPageFailure: LoadError?

    /// The request the app should send, and whose response the state waits for.
    public internal(set) var pendingRequest: BookingSearchRequest?
    /// The last request id issued; the next request gets the number after it.
    public internal(set) var lastRequestID = RequestID(0)

    /// The state before anything is searched.
    public init() {}

    /// What the screen shows as a whole: loading while the first page is on its way, else how
    /// it ended, else the prompt to search.
    public var screen: Screen {
        if let pendingRequest, !pendingRequest.isNextPage { return .loading }
        switch searchOutcome {
        case .failed(let error): return .failed(error)
        case .loaded: return .results
        case nil: return .idle
        }
    }

    /// The paging footer: loading while the next page is on its way, its failure with Retry,
    /// else idle.
    public var footer: Footer {
        if pendingRequest?.isNextPage == true { return .loading }
        return nextPageFailure.map(Footer.failed) ?? .idle
    }

    /// Whether another page can be loaded.
    public var hasMore: Bool { nextPageToken != nil }

    /// The tapped item, while it is shown.
    public var openedItem: BookingItem? {
        guard let openedItemID else { return nil }
        return items.first { $0.id == openedItemID }
    }
}
