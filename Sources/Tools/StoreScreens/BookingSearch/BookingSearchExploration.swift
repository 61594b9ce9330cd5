import StoreDomain
import StoreExploration
import StoreScenarios

/// The booking item search's reducer as exploration drives it.
package enum BookingSearchExploration {
    /// Searches (blank ones clear), pages by position, late, repeated and never-issued answers,
    /// failures with and without the server's words, retries, paging, items opened and closed.
    package static func subject(
        items: [BookingItem],
        reduce: @escaping @Sendable (inout BookingSearchState, BookingSearchAction) -> Void = { $0.apply($1) }
    ) -> ExplorationSubject<BookingSearchScenarioStep>? {
        guard items.count >= 2 else { return nil }
        let first = Array(0..<min(3, items.count)), last = items.count - 1
        let alphabet: [BookingSearchScenarioStep] = [
            .search("bike"), .search("yoga"), .search("   "),
            .loaded(items: first, next: "page-2", answering: nil), .loaded(items: [last], next: nil, answering: nil),
            .loaded(items: [], next: nil, answering: nil), .loaded(items: [0], next: nil, answering: 1),
            .loaded(items: [0], next: nil, answering: 99),
            .failed(.network, answering: nil), .failed(.server(message: "Down until 9:00"), answering: nil),
            .failed(.network, answering: 1),
            .retry, .nextPage, .retryNextPage, .open(items[0].id), .open(items[last].id), .closeItem, .clear,
        ]
        let core: [BookingSearchScenarioStep] = [
            .search("bike"), .search("   "), .loaded(items: first, next: "page-2", answering: nil),
            .loaded(items: [0], next: nil, answering: 1), .failed(.network, answering: nil), .retry, .nextPage,
            .open(items[0].id), .clear,
        ]
        return ExplorationSubject(
            screen: "booking-search", alphabet: alphabet, coreAlphabet: core,
            initial: Replay(inputs: items, reduce: reduce), invariants: invariants)
    }

    /// The promises, numbered as the docs number them.
    package static let invariants: [Invariant<BookingSearchScenarioStep>] = [
        Invariant("I1 no stuck spinner") { _, _, after, _ in
            let state = after.state
            if state.screen == .loading, state.pendingRequest.map({ !$0.isNextPage }) != true {
                return "the search spins with no request on its way"
            }
            if state.footer == .loading, state.pendingRequest?.isNextPage != true {
                return "the footer spins with no next page on its way"
            }
            return nil
        },
        Invariant("I3 answers match requests") { before, _, after, dropReason in
            if let changed = droppedResponseChangedNothing(before, after, dropReason: dropReason) { return changed }
            if let old = before.state.pendingRequest?.id, let new = after.state.pendingRequest?.id, new > old,
                after.state.dropReason(.pageFailed(.network, answering: old)) == nil
            {
                return "request \(old) was replaced by \(new), but its answer would still be taken"
            }
            return nil
        },
        Invariant("I5 the screen agrees with the facts") { _, _, after, _ in
            let state = after.state
            if state.openedItemID != nil, state.openedItem == nil {
                return "item \(state.openedItemID ?? "") is open but not among the results"
            }
            if state.screen != .idle, state.query.isEmpty {
                return "the search shows \(state.screen) with no query"
            }
            return nil
        },
    ]
}
