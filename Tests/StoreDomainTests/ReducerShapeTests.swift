import StoreTestSupport
import Testing

@testable import StoreDomain

/// Every reducer has one shape (`Reducer`): it applies actions one at a time or in order, says
/// why it drops an answer, and numbers its requests from one counter.
@Suite("One reducer shape: apply, the drop reason, the request counter")
struct ReducerShapeTests {
    /// A request from each reducer, and an answer to it sent twice: the second is dropped, with
    /// the reason every reducer gives in the same words.
    struct Exchange: Sendable, CustomTestStringConvertible {
        var name: String
        var dropsItsSecondAnswer: @Sendable () -> (first: String?, second: String?, lastIssued: RequestID)
        var testDescription: String { name }
    }

    static func exchange<State: Reducer>(
        _ state: State, ask: [State.Action], answer: @escaping @Sendable (RequestID) -> State.Action
    ) -> @Sendable () -> (first: String?, second: String?, lastIssued: RequestID) {
        {
            var state = state
            state.apply(ask)
            let id = state.lastRequestID
            let first = state.dropReason(answer(id))
            state.apply(answer(id))
            return (first, state.dropReason(answer(id)), state.lastRequestID)
        }
    }

    static let here = try! Coordinate(latitude: 51.5136, longitude: -0.1365)

    static let exchanges: [Exchange] = [
        Exchange(
            name: "the Store Finder",
            dropsItsSecondAnswer: exchange(
                StoreFinderState(), ask: [.searchSubmitted("soho")],
                answer: { .pageLoaded(StorePage(stores: []), answering: $0) })),
        Exchange(
            name: "the Manager's Special",
            dropsItsSecondAnswer: exchange(
                SpecialsState(), ask: [.refreshRequested(.foreground, at: .distantPast)],
                answer: { .failed(.network, answering: $0) })),
        Exchange(
            name: "the booking search",
            dropsItsSecondAnswer: exchange(
                BookingSearchState(), ask: [.searchSubmitted("bike")],
                answer: { .pageLoaded(BookingItemPage(items: []), answering: $0) })),
        Exchange(
            name: "the delivery-city flow",
            dropsItsSecondAnswer: exchange(
                DeliveryCityState(catalog: .empty), ask: [.appeared(.allowed), .locationUpdated(here)],
                answer: { .geocodingFailed(.timeout, answering: $0) })),
    ]

    @Test("an answer is taken once; a repeat of it is dropped, in the one wording", arguments: exchanges)
    func answerTakenOnce(_ exchange: Exchange) {
        let result = exchange.dropsItsSecondAnswer()
        #expect(result.first == nil)
        #expect(result.lastIssued == RequestID(1))
        #expect(result.second?.hasSuffix("answers #1, which is no longer waiting (none is); it is dropped") == true)
    }

    @Test("a step that changes more than the test states fails, with a diff of the whole state")
    func wholeStateIsCompared() {
        var search = ReducerTest(BookingSearchState())
        withKnownIssue {
            // The request issued is left unstated.
            search.send(.searchSubmitted("bike")) { $0.query = "bike" }
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("-  - pendingRequest: nil") && text.contains("+  ▿ pendingRequest:")
        }
        #expect(search.state.query == "bike")
    }
}
