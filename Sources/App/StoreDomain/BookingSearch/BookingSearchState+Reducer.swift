extension BookingSearchState {
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
            footer = .idle
            screen = .results

        case .pageFailed(let error, let id):
            guard let request = pendingRequest, request.id == id else { return }
            pendingRequest = nil
            if request.isNextPage {
                footer = .failed(error)
            } else {
                screen = .failed(error)
            }

        case .retried:
            if case .failed = screen { search(query) }

        case .nextPageRequested:
            if screen == .results, footer == .idle, pendingRequest == nil { requestNextPage() }

        case .nextPageRetried:
            if case .failed = footer, pendingRequest == nil { requestNextPage() }

        case .itemTapped(let id):
            if screen == .results, items.contains(where: { $0.id == id }) { openedItemID = id }

        case .itemClosed:
            openedItemID = nil

        case .cleared:
            self = BookingSearchState(lastRequestID: lastRequestID)
        }
    }

    /// Applies actions in order.
    public mutating func apply(_ actions: [BookingSearchAction]) {
        for action in actions { apply(action) }
    }

    /// Why the reducer will drop `action`, a response, in this state; `nil` when it is taken
    /// or is not a response. Scenario replay reports these.
    public func dropReason(_ action: BookingSearchAction) -> String? {
        let what: String, id: RequestID
        switch action {
        case .pageLoaded(_, let answering): (what, id) = ("response", answering)
        case .pageFailed(_, let answering): (what, id) = ("failure", answering)
        default: return nil
        }
        return RequestID.dropReason(of: what, answering: id, waiting: pendingRequest?.id, lastIssued: lastRequestID)
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
        footer = .idle
        openedItemID = nil
        screen = .loading
        pendingRequest = BookingSearchRequest(id: issueRequestID(), query: query, pageToken: nil)
    }

    private mutating func requestNextPage() {
        guard let token = nextPageToken else { return }
        footer = .loading
        pendingRequest = BookingSearchRequest(id: issueRequestID(), query: query, pageToken: token)
    }

    private mutating func issueRequestID() -> RequestID {
        lastRequestID = RequestID(lastRequestID.rawValue + 1)
        return lastRequestID
    }
}
