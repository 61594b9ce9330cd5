/// Something that happened on the booking item search, or came back from the backend.
public enum BookingSearchAction: Sendable, Hashable {
    /// The user submitted the search bar's text. Surrounding spaces are trimmed; an empty
    /// query clears the search, and any other issues a request for its first page.
    case searchSubmitted(String)
    /// The backend answered the request it names. Dropped unless that request is
    /// ``BookingSearchState/pendingRequest``.
    case pageLoaded(BookingItemPage, answering: RequestID)
    /// The request it names failed. Dropped unless that request is still waiting.
    case pageFailed(LoadError, answering: RequestID)
    /// Retry on the error screen: the same query, from its first page.
    case retried
    /// The user scrolled to the end of the results: their next page, when there is one.
    case nextPageRequested
    /// Retry in the paging footer: the page that failed, again.
    case nextPageRetried
    /// The user tapped an item: ``BookingSearchState/openedItemID`` hands its id to the app,
    /// which shows the catalog item. An id that is not among the results is ignored.
    case itemTapped(String)
    /// The catalog item the app showed was closed, and the results show again.
    case itemClosed
    /// The user cleared the search bar: back to the prompt, and no response is waited for.
    case cleared
}

/// A request for one page of booking items, as the reducer issues it
/// (``BookingSearchState/pendingRequest``).
///
/// ```swift
/// state.apply(.searchSubmitted("bike"))
/// if let request = state.pendingRequest {
///     let page = try await backend.bookingItems(request.queryItems)
///     state.apply(.pageLoaded(page, answering: request.id))
/// }
/// ```
public struct BookingSearchRequest: Sendable, Hashable, Identifiable {
    /// The id the response must carry back.
    public var id: RequestID
    /// The search text, trimmed, sent as `q`.
    public var query: String
    /// The page token, for a next-page request; `nil` for the first page of a search.
    public var pageToken: String?

    /// Creates a request.
    public init(id: RequestID, query: String, pageToken: String?) {
        self.id = id
        self.query = query
        self.pageToken = pageToken
    }

    /// Whether this asks for the next page of results already shown.
    public var isNextPage: Bool { pageToken != nil }

    /// The request as URL query items, in a stable order: `q`, then `page` for a next page.
    /// The id is the app's to keep; it is not sent.
    public var queryItems: [(name: String, value: String)] {
        var items = [(name: "q", value: query)]
        if let pageToken { items.append((name: "page", value: pageToken)) }
        return items
    }
}
