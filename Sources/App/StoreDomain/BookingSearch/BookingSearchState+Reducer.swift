extension BookingSearchState: RequestIssuing {
    /// Applies one action. Pure: the same state and action always give the same state.
    public mutating func apply(_ action: BookingSearchAction) {
        switch action {
        case .searchSubmitted(let text):
            let trimmed = text.trimmingWhitespace
            guard !trimmed.isEmpty else {
                apply(.cleared)
                return
            }
            search(trimmed)

        case .pageLoaded(let page, let id):
            guard let request = pendingRequest, request.id == id else { return }
            pendingRequest = nil
            items = PageMerge.merging(page.items, into: request.isNextPage ? items : [])
            nextPageToken = page.nextPageToken
            nextPageFailure = nil
            searchOutcome = .loaded

        case .pageFailed(let error, let id):
            guard let request = pendingRequest, request.id == id else { return }
            pendingRequest = nil
            if request.isNextPage {
                nextPageFailure = error
            } else {
                searchOutcome = .failed(error)
            }

        case .retried:
            if case .failed = screen { search(query) }

        case .nextPageRequested:
            if screen == .results, nextPageFailure == nil, pendingRequest == nil { requestNextPage() }

        case .nextPageRetried:
            if nextPageFailure != nil, pendingRequest == nil { requestNextPage() }

        case .itemTapped(let id):
            if screen == .results, items.contains(where: { $0.id == id }) { openedItemID = id }

        case .itemClosed:
            openedItemID = nil

        case .cleared:
            self = BookingSearchState(lastRequestID: lastRequestID)
        }
    }

    /// A page or a failure answers the request it names, while the search waits for one.
    public func answer(_ action: BookingSearchAction) -> Answer? {
        switch action {
        case .pageLoaded(_, let id): Answer("response", answering: id, waiting: pendingRequest?.id)
        case .pageFailed(_, let id): Answer("failure", answering: id, waiting: pendingRequest?.id)
        case .searchSubmitted, .retried, .nextPageRequested, .nextPageRetried, .itemTapped, .itemClosed, .cleared:
            nil
        }
    }

    /// A fresh state that goes on numbering requests after `lastRequestID`, so that a response
    /// to a request from before a clear is never taken for a later one.
    private init(lastRequestID: RequestID) {
        self.lastRequestID = lastRequestID
    }

    /// A new search for `query`, from its first page; the results of the last one go.
    private mutating func search(_ query: String) {
        self.query = query
        items = []
        nextPageToken = nil
        nextPageFailure = nil
        searchOutcome = nil
        openedItemID = nil
        pendingRequest = BookingSearchRequest(id: issueRequestID(), query: query, pageToken: nil)
    }

    private mutating func requestNextPage() {
        guard let token = nextPageToken else { return }
        nextPageFailure = nil
        pendingRequest = BookingSearchRequest(id: issueRequestID(), query: query, pageToken: token)
    }
}
