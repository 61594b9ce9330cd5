import StoreTestSupport
import Testing

@testable import StoreDomain

@Suite("The booking item search reducer: query, loading, retry, paging and the tapped item")
struct BookingSearchReducerTests {
    static let items = (0..<9).map { BookingItem(id: "item-\($0)", title: "Item \($0)") }

    static func page(_ range: Range<Int>, next: String? = nil) -> BookingItemPage {
        BookingItemPage(items: Array(items[range]), nextPageToken: next)
    }

    /// "bike" searched, with its first page of three and a next page to load.
    static func firstPage() -> BookingSearchState {
        var state = BookingSearchState()
        state.apply(.searchSubmitted("bike"))
        state.apply(.pageLoaded(page(0..<3, next: "page-2"), answering: RequestID(1)))
        return state
    }

    static func request(_ id: Int, _ query: String, page: String? = nil) -> BookingSearchRequest {
        BookingSearchRequest(id: RequestID(id), query: query, pageToken: page)
    }

    @Test("a search shows loading and issues a first-page request with the trimmed query")
    func searchIssuesRequest() {
        var search = ReducerTest(BookingSearchState())
        #expect(search.state.screen == .idle)
        search.send(.searchSubmitted("  bike \n")) {
            $0.query = "bike"
            $0.pendingRequest = Self.request(1, "bike")
            $0.lastRequestID = RequestID(1)
        }
        #expect(search.state.screen == .loading)
        #expect(search.state.pendingRequest?.queryItems.map(\.name) == ["q"])
        #expect(search.state.pendingRequest?.queryItems.map(\.value) == ["bike"])
    }

    @Test(
        "a blank search, or clearing the bar, goes back to the prompt and waits for nothing",
        arguments: [BookingSearchAction.searchSubmitted("   "), .cleared])
    func blankSearchClears(action: BookingSearchAction) {
        var search = ReducerTest(Self.firstPage())
        search.send(.nextPageRequested) {
            $0.pendingRequest = Self.request(2, "bike", page: "page-2")
            $0.lastRequestID = RequestID(2)
        }
        // Back to the prompt; ids go on from where they were.
        search.send(action) {
            $0.query = ""
            $0.items = []
            $0.nextPageToken = nil
            $0.searchOutcome = nil
            $0.pendingRequest = nil
        }
        #expect(search.state.screen == .idle)
        // The answer to the page asked for before the clear is dropped.
        search.sendDropped(.pageLoaded(Self.page(3..<6), answering: RequestID(2)))
    }

    @Test("the first page shows the results with the query; a next page appends without duplicates")
    func paging() {
        var search = ReducerTest(Self.firstPage())
        #expect(search.state.screen == .results)
        #expect(search.state.items.map(\.id) == ["item-0", "item-1", "item-2"])
        #expect(search.state.hasMore)
        search.send(.nextPageRequested) {
            $0.pendingRequest = Self.request(2, "bike", page: "page-2")
            $0.lastRequestID = RequestID(2)
        }
        #expect(search.state.footer == .loading)
        #expect(search.state.pendingRequest?.queryItems.map(\.value) == ["bike", "page-2"])
        // A page already on its way is not asked for twice.
        search.send(.nextPageRequested)
        search.send(.pageLoaded(Self.page(2..<5), answering: RequestID(2))) {
            $0.pendingRequest = nil
            $0.items = Array(Self.items[0..<5])
            $0.nextPageToken = nil
        }
        #expect(search.state.footer == .idle)
        #expect(!search.state.hasMore)
        // No next page at the end of the results.
        search.send(.nextPageRequested)
    }

    @Test("a failed first page fills the screen; Retry runs the same query again from its first page")
    func retryRunsSameQuery() {
        var search = ReducerTest(BookingSearchState())
        search.send(.searchSubmitted("kayak")) {
            $0.query = "kayak"
            $0.pendingRequest = Self.request(1, "kayak")
            $0.lastRequestID = RequestID(1)
        }
        search.send(.pageFailed(.network, answering: RequestID(1))) {
            $0.pendingRequest = nil
            $0.searchOutcome = .failed(.network)
        }
        #expect(search.state.screen == .failed(.network))
        search.send(.retried) {
            $0.pendingRequest = Self.request(2, "kayak")
            $0.lastRequestID = RequestID(2)
            $0.searchOutcome = nil
        }
        #expect(search.state.screen == .loading)
        search.send(.pageLoaded(Self.page(3..<4), answering: RequestID(2))) {
            $0.pendingRequest = nil
            $0.items = [Self.items[3]]
            $0.searchOutcome = .loaded
        }
        #expect(search.state.screen == .results)
    }

    @Test("Retry does nothing unless the screen shows an error")
    func retryOnlyOnError() {
        var search = ReducerTest(Self.firstPage())
        search.send(.retried)
        #expect(search.state.screen == .results)
    }

    @Test("a failed next page keeps the results; the footer's Retry asks for the same page again")
    func nextPageFailure() {
        var search = ReducerTest(Self.firstPage())
        search.send(.nextPageRequested) {
            $0.pendingRequest = Self.request(2, "bike", page: "page-2")
            $0.lastRequestID = RequestID(2)
        }
        search.send(.pageFailed(.server(message: "Down for maintenance"), answering: RequestID(2))) {
            $0.pendingRequest = nil
            $0.nextPageFailure = .server(message: "Down for maintenance")
        }
        #expect(search.state.screen == .results)
        #expect(search.state.footer == .failed(.server(message: "Down for maintenance")))
        // Scrolling does not retry a failed page by itself.
        search.send(.nextPageRequested)
        search.send(.nextPageRetried) {
            $0.pendingRequest = Self.request(3, "bike", page: "page-2")
            $0.lastRequestID = RequestID(3)
            $0.nextPageFailure = nil
        }
        #expect(search.state.footer == .loading)
    }

    @Test("the answer to an earlier query is dropped, and says why")
    func staleAnswerDropped() {
        var search = ReducerTest(BookingSearchState())
        search.send(.searchSubmitted("bike")) {
            $0.query = "bike"
            $0.pendingRequest = Self.request(1, "bike")
            $0.lastRequestID = RequestID(1)
        }
        search.send(.searchSubmitted("yoga")) {
            $0.query = "yoga"
            $0.pendingRequest = Self.request(2, "yoga")
            $0.lastRequestID = RequestID(2)
        }
        let late = BookingSearchAction.pageLoaded(Self.page(0..<3), answering: RequestID(1))
        #expect(
            search.state.dropReason(late)
                == "this response answers #1, which is no longer waiting (#2 is); it is dropped")
        search.sendDropped(late)
        let never = BookingSearchAction.pageFailed(.network, answering: RequestID(9))
        #expect(search.state.dropReason(never) == "this failure answers #9, which was never issued; it is dropped")
        search.sendDropped(never)
        search.send(.pageLoaded(Self.page(8..<9), answering: RequestID(2))) {
            $0.pendingRequest = nil
            $0.items = [Self.items[8]]
            $0.searchOutcome = .loaded
        }
        search.sendDropped(.pageLoaded(Self.page(0..<1), answering: RequestID(2)))
    }

    @Test("tapping an item hands its id over; an id not among the results is ignored")
    func itemTapped() {
        var search = ReducerTest(Self.firstPage())
        search.send(.itemTapped("item-7"))
        search.send(.itemTapped("item-1")) { $0.openedItemID = "item-1" }
        #expect(search.state.openedItem?.title == "Item 1")
        search.send(.itemClosed) { $0.openedItemID = nil }
        search.send(.itemTapped("item-2")) { $0.openedItemID = "item-2" }
        // A new search closes the item.
        search.send(.searchSubmitted("tent")) {
            $0.query = "tent"
            $0.items = []
            $0.nextPageToken = nil
            $0.openedItemID = nil
            $0.searchOutcome = nil
            $0.pendingRequest = Self.request(2, "tent")
            $0.lastRequestID = RequestID(2)
        }
    }

    @Test("an empty first page is a result: no items")
    func emptyResults() {
        var search = ReducerTest(BookingSearchState())
        search.send(.searchSubmitted("trampoline")) {
            $0.query = "trampoline"
            $0.pendingRequest = Self.request(1, "trampoline")
            $0.lastRequestID = RequestID(1)
        }
        search.send(.pageLoaded(BookingItemPage(items: []), answering: RequestID(1))) {
            $0.pendingRequest = nil
            $0.searchOutcome = .loaded
        }
        #expect(search.state.screen == .results)
    }

    @Test("no order of actions shows a spinner with nothing on its way: the screen follows the facts")
    func screenFollowsFacts() {
        var state = BookingSearchState()
        state.searchOutcome = .failed(.network)
        #expect(state.screen == .failed(.network))
        state.pendingRequest = Self.request(1, "bike")
        #expect(state.screen == .loading)
        state.pendingRequest = Self.request(2, "bike", page: "page-2")
        #expect(state.screen == .failed(.network) && state.footer == .loading)
        state.pendingRequest = nil
        state.nextPageFailure = .network
        #expect(state.footer == .failed(.network))
    }
}

@Suite("The booking results grid: columns from the width")
struct BookingGridTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var width: Double
        var columns: Int
        var testDescription: String { "\(width) wide → \(columns)" }
    }

    @Test(
        "as many 150-point tiles as fit with 8 points between them, and at least one",
        arguments: [
            Case(width: 0, columns: 1), Case(width: 120, columns: 1), Case(width: 150, columns: 1),
            Case(width: 307, columns: 1), Case(width: 308, columns: 2), Case(width: 390, columns: 2),
            Case(width: 466, columns: 3), Case(width: 768, columns: 4), Case(width: 1024, columns: 6),
            Case(width: 1e300, columns: BookingGrid.maximumColumns), Case(width: .infinity, columns: 1),
            Case(width: -.infinity, columns: 1), Case(width: .nan, columns: 1),
        ])
    func columns(_ example: Case) {
        #expect(BookingGrid.columns(width: example.width, minimumItemWidth: 150, spacing: 8) == example.columns)
    }

    @Test("a tile width of zero or less, or a negative gap, gives one column")
    func degenerate() {
        #expect(BookingGrid.columns(width: 400, minimumItemWidth: 0, spacing: 8) == 1)
        #expect(BookingGrid.columns(width: 400, minimumItemWidth: 100, spacing: -8) == 1)
    }

    @Test("rows take the items in order, the last one short")
    func rows() {
        #expect(BookingGrid.rows(count: 5, columns: 2) == [[0, 1], [2, 3], [4]])
        #expect(BookingGrid.rows(count: 0, columns: 3) == [])
        #expect(BookingGrid.rows(count: 2, columns: 0) == [[0], [1]])
    }
}
