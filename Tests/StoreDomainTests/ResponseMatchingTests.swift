import Testing

@testable import StoreDomain

/// Actions with the request ids a state issues: #1 for its first request, #2 for the next.
struct MatchingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let actions: [StoreFinderAction]
    let screen: StoreFinderState.Screen
    let query: String
    let stores: [String]
    var footer: StoreFinderState.Footer = .idle
    /// The request still waiting, by number, if any.
    var waiting: Int?
    var testDescription: String { name }
}

private let camden = try! store("camden")
private let soho = try! store("soho")
private let dalston = try! store("dalston")
private func page(_ stores: Store..., next: String? = nil) -> StorePage {
    StorePage(stores: stores, nextPageToken: next)
}
private func id(_ number: Int) -> RequestID { RequestID(number) }

@Suite("Responses are matched to the requests they answer")
struct ResponseMatchingTests {
    static let cases: [MatchingCase] = [
        MatchingCase(
            name: "a page of an earlier search never shows under a later one",
            actions: [
                .searchSubmitted("camden"), .searchSubmitted("soho"), .pageLoaded(page(camden), answering: id(1)),
            ],
            screen: .loading, query: "soho", stores: [], waiting: 2),
        MatchingCase(
            name: "the later search's own page shows, whatever arrived before it",
            actions: [
                .searchSubmitted("camden"), .searchSubmitted("soho"), .pageLoaded(page(camden), answering: id(1)),
                .pageLoaded(page(soho), answering: id(2)),
            ],
            screen: .results, query: "soho", stores: ["soho"]),
        MatchingCase(
            name: "an earlier search's late page after the later one's is dropped too",
            actions: [
                .searchSubmitted("camden"), .searchSubmitted("soho"), .pageLoaded(page(soho), answering: id(2)),
                .pageLoaded(page(camden), answering: id(1)),
            ],
            screen: .results, query: "soho", stores: ["soho"]),
        MatchingCase(
            name: "a failure of an earlier search does not fail the later one",
            actions: [.searchSubmitted("camden"), .searchSubmitted("soho"), .pageFailed(.network, answering: id(1))],
            screen: .loading, query: "soho", stores: [], waiting: 2),
        MatchingCase(
            name: "a page that arrives while the location prompt shows is dropped",
            actions: [.searchSubmitted("camden"), .searchSubmitted(""), .pageLoaded(page(camden), answering: id(1))],
            screen: .locationPrompt, query: "", stores: []),
        MatchingCase(
            name: "a stray failure after the results are complete keeps the results",
            actions: [
                .searchSubmitted("soho"), .pageLoaded(page(soho), answering: id(1)),
                .pageFailed(.server(message: nil), answering: id(1)),
            ],
            screen: .results, query: "soho", stores: ["soho"]),
        MatchingCase(
            name: "a failure naming a request never issued is dropped",
            actions: [
                .searchSubmitted("soho"), .pageLoaded(page(soho), answering: id(1)),
                .pageFailed(.network, answering: id(7)),
            ],
            screen: .results, query: "soho", stores: ["soho"]),
        MatchingCase(
            name: "the next page of the previous search is dropped after a new search",
            actions: [
                .searchSubmitted("camden"), .pageLoaded(page(camden, next: "p2"), answering: id(1)), .nextPageRequested,
                .searchSubmitted("soho"), .pageLoaded(page(dalston), answering: id(2)),
            ],
            screen: .loading, query: "soho", stores: [], waiting: 3),
        MatchingCase(
            name: "a retry is a new request, and the failed request's late page is dropped",
            actions: [
                .searchSubmitted("camden"), .pageLoaded(page(camden, next: "p2"), answering: id(1)), .nextPageRequested,
                .pageFailed(.network, answering: id(2)), .nextPageRetried, .pageLoaded(page(soho), answering: id(2)),
            ],
            screen: .results, query: "camden", stores: ["camden"], footer: .loading, waiting: 3),
        MatchingCase(
            name: "the retried next page merges when it answers the retry",
            actions: [
                .searchSubmitted("camden"), .pageLoaded(page(camden, next: "p2"), answering: id(1)), .nextPageRequested,
                .pageFailed(.network, answering: id(2)), .nextPageRetried, .pageLoaded(page(dalston), answering: id(3)),
            ],
            screen: .results, query: "camden", stores: ["camden", "dalston"]),
        MatchingCase(
            name: "a first page does not answer a next-page request",
            actions: [
                .searchSubmitted("camden"), .pageLoaded(page(camden, next: "p2"), answering: id(1)), .nextPageRequested,
                .pageLoaded(page(soho), answering: id(1)),
            ],
            screen: .results, query: "camden", stores: ["camden"], footer: .loading, waiting: 2),
        MatchingCase(
            name: "revoking location drops the near-me search that was waiting",
            actions: [
                .permissionChanged(.allowed), .searchSubmitted(""), .permissionChanged(.denied),
                .pageLoaded(page(soho), answering: id(1)),
            ],
            screen: .error(.locationDenied), query: "", stores: []),
    ]

    @Test("each response is kept or dropped by the request it names", arguments: cases)
    func matching(_ example: MatchingCase) {
        var state = StoreFinderState()
        state.apply(example.actions)
        #expect(state.screen == example.screen)
        #expect(state.query == example.query)
        #expect(state.stores.map(\.id) == example.stores)
        #expect(state.footer == example.footer)
        #expect(state.pendingRequest?.id.rawValue == example.waiting)
    }

    @Test("requests are numbered in order, so replaying the same actions issues the same ids")
    func numbering() {
        var state = StoreFinderState()
        state.apply([.searchSubmitted("camden"), .mapAreaSearchRequested(.sample), .searchSubmitted("soho")])
        #expect(state.pendingRequest?.id == RequestID(3))
        #expect(state.pendingAreaRequest == RequestID(2))
        #expect(state.pendingRequest?.query == "soho")
        var again = StoreFinderState()
        again.apply([.searchSubmitted("camden"), .mapAreaSearchRequested(.sample), .searchSubmitted("soho")])
        #expect(again == state)
    }

    @Test("a map-area response answers only the area search still waiting")
    func areaSearch() {
        var state = StoreFinderState()
        state.apply([
            .mapAreaSearchRequested(.sample), .mapRegionChanged, .mapAreaSearchRequested(.sample),
            .mapAreaLoaded(StorePage(stores: [camden]), answering: id(1)),
        ])
        #expect(state.areaSearch == .loading && state.mapStores.isEmpty)
        state.apply(.mapAreaFailed(.network, answering: id(1)))
        #expect(state.mapToast == nil)
        state.apply(.mapAreaLoaded(StorePage(stores: [soho]), answering: id(2)))
        #expect(state.areaSearch == .idle && state.mapStores.map(\.id) == ["soho"])
    }
}
