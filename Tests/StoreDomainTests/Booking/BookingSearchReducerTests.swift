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

    @Test("a search shows loading and issues a first-page request with the trimmed query")
    func searchIssuesRequest() {
        var state = BookingSearchState()
        #expect(state.screen == .idle)
        state.apply(.searchSubmitted("  bike \n"))
        #expect(state.screen == .loading)
        #expect(state.query == "bike")
        #expect(state.pendingRequest == BookingSearchRequest(id: RequestID(1), query: "bike", pageToken: nil))
        #expect(state.pendingRequest?.queryItems.map(\.name) == ["q"])
        #expect(state.pendingRequest?.queryItems.map(\.value) == ["bike"])
    }

    @Test("a blank search, or clearing the bar, goes back to the prompt and waits for nothing")
    func blankSearchClears() {
        for action in [BookingSearchAction.searchSubmitted("   "), .cleared] {
            var state = Self.firstPage()
            state.apply(.nextPageRequested)
            state.apply(action)
            #expect(state.screen == .idle)
            #expect(state.items.isEmpty && state.query.isEmpty && state.pendingRequest == nil)
            #expect(state.lastRequestID == RequestID(2), "ids go on from where they were")
            state.apply(.pageLoaded(Self.page(3..<6), answering: RequestID(2)))
            #expect(state.screen == .idle, "the answer to the page asked for before the clear is dropped")
        }
    }

    @Test("the first page shows the results with the query; a next page appends without duplicates")
    func paging() {
        var state = Self.firstPage()
        #expect(state.screen == .results)
        #expect(state.items.map(\.id) == ["item-0", "item-1", "item-2"])
        #expect(state.hasMore)
        state.apply(.nextPageRequested)
        #expect(state.footer == .loading)
        #expect(state.pendingRequest == BookingSearchRequest(id: RequestID(2), query: "bike", pageToken: "page-2"))
        #expect(state.pendingRequest?.queryItems.map(\.value) == ["bike", "page-2"])
        state.apply(.nextPageRequested)
        #expect(state.lastRequestID == RequestID(2), "a page already on its way is not asked for twice")
        state.apply(.pageLoaded(Self.page(2..<5), answering: RequestID(2)))
        #expect(state.items.map(\.id) == ["item-0", "item-1", "item-2", "item-3", "item-4"])
        #expect(state.footer == .idle)
        #expect(!state.hasMore)
        state.apply(.nextPageRequested)
        #expect(state.pendingRequest == nil, "no next page at the end of the results")
    }

    @Test("a failed first page fills the screen; Retry runs the same query again from its first page")
    func retryRunsSameQuery() {
        var state = BookingSearchState()
        state.apply(.searchSubmitted("kayak"))
        state.apply(.pageFailed(.network, answering: RequestID(1)))
        #expect(state.screen == .failed(.network))
        #expect(state.pendingRequest == nil)
        state.apply(.retried)
        #expect(state.screen == .loading)
        #expect(state.pendingRequest == BookingSearchRequest(id: RequestID(2), query: "kayak", pageToken: nil))
        state.apply(.pageLoaded(Self.page(3..<4), answering: RequestID(2)))
        #expect(state.screen == .results)
        #expect(state.items.map(\.id) == ["item-3"])
    }

    @Test("Retry does nothing unless the screen shows an error")
    func retryOnlyOnError() {
        var state = Self.firstPage()
        state.apply(.retried)
        #expect(state.pendingRequest == nil)
        #expect(state.screen == .results)
    }

    @Test("a failed next page keeps the results; the footer's Retry asks for the same page again")
    func nextPageFailure() {
        var state = Self.firstPage()
        state.apply(.nextPageRequested)
        state.apply(.pageFailed(.server(message: "Down for maintenance"), answering: RequestID(2)))
        #expect(state.screen == .results)
        #expect(state.items.count == 3)
        #expect(state.footer == .failed(.server(message: "Down for maintenance")))
        state.apply(.nextPageRequested)
        #expect(state.pendingRequest == nil, "scrolling does not retry a failed page by itself")
        state.apply(.nextPageRetried)
        #expect(state.pendingRequest == BookingSearchRequest(id: RequestID(3), query: "bike", pageToken: "page-2"))
        #expect(state.footer == .loading)
    }

    @Test("the answer to an earlier query is dropped, and says why")
    func staleAnswerDropped() {
        var state = BookingSearchState()
        state.apply(.searchSubmitted("bike"))
        state.apply(.searchSubmitted("yoga"))
        let late = BookingSearchAction.pageLoaded(Self.page(0..<3), answering: RequestID(1))
        #expect(state.dropReason(late) == "this response answers #1, which is no longer waiting (#2 is); it is dropped")
        state.apply(late)
        #expect(state.screen == .loading)
        #expect(state.items.isEmpty)
        let never = BookingSearchAction.pageFailed(.network, answering: RequestID(9))
        #expect(state.dropReason(never) == "this failure answers #9, which was never issued; it is dropped")
        state.apply(.pageLoaded(Self.page(8..<9), answering: RequestID(2)))
        #expect(state.query == "yoga")
        #expect(state.items.map(\.id) == ["item-8"])
        #expect(state.dropReason(.pageLoaded(Self.page(0..<1), answering: RequestID(2))) != nil)
    }

    @Test("tapping an item hands its id over; an id not among the results is ignored")
    func itemTapped() {
        var state = Self.firstPage()
        state.apply(.itemTapped("item-7"))
        #expect(state.openedItemID == nil)
        state.apply(.itemTapped("item-1"))
        #expect(state.openedItemID == "item-1")
        #expect(state.openedItem?.title == "Item 1")
        state.apply(.itemClosed)
        #expect(state.openedItemID == nil)
        state.apply(.itemTapped("item-2"))
        state.apply(.searchSubmitted("tent"))
        #expect(state.openedItemID == nil, "a new search closes the item")
    }

    @Test("an empty first page is a result: no items")
    func emptyResults() {
        var state = BookingSearchState()
        state.apply(.searchSubmitted("trampoline"))
        state.apply(.pageLoaded(BookingItemPage(items: []), answering: RequestID(1)))
        #expect(state.screen == .results)
        #expect(state.items.isEmpty)
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
