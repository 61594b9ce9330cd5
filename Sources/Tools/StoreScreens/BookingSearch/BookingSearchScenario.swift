import StoreDomain
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reproducible booking item search: a named list of steps replayed through the
/// ``StoreDomain/BookingSearchState`` reducer.
///
/// A response takes items of the booking items file by position (`items: [0, 4]`), or all of
/// them (`loaded: all`), so one items file serves every scenario:
///
/// ```yaml
/// name: next-page-failed
/// steps:
///   - search: bike
///   - loaded: {items: [0, 1, 2, 3, 4, 5], next: page-2}
///   - nextPage
///   - failed: {kind: server, message: "Search is down for maintenance."}
/// ```
public typealias BookingSearchScenario = ScenarioOf<BookingSearchScenarioStep>

/// One step of a ``BookingSearchScenario``.
public enum BookingSearchScenarioStep: Sendable, Hashable {
    /// `search: bike`: the search bar's text is submitted.
    case search(String)
    /// `loaded: all`, or `loaded: {items: [0, 3], next: page-2}`: a page of the items file's
    /// items answers the waiting request, unless `answering:` names another by number.
    case loaded(items: [Int]?, next: String?, answering: Int?)
    /// `failed: network`, or `failed: {kind: server, message: "…", answering: 1}`.
    case failed(LoadError, answering: Int?)
    /// `retry`: Retry on the error screen.
    case retry
    /// `nextPage`: the user scrolled to the end of the results.
    case nextPage
    /// `retryNextPage`: Retry in the paging footer.
    case retryNextPage
    /// `open: bike-service`: the user tapped an item.
    case open(String)
    /// `closeItem`: the catalog item was closed.
    case closeItem
    /// `clear`: the search bar was cleared.
    case clear

    /// Every step name a file may use.
    public static let names = [
        "search", "loaded", "failed", "retry", "nextPage", "retryNextPage", "open", "closeItem", "clear",
    ]
}

extension BookingSearchScenarioStep: ScenarioStep {
    /// The booking items file, whose items a page names by position.
    public typealias Inputs = [BookingItem]

    /// A search before anything is searched.
    public static func initialState(_ items: [BookingItem]) -> BookingSearchState { BookingSearchState() }

    /// The action the step stands for: a page of the items file's items, by position, answers
    /// the request waiting, or the one `answering:` names.
    public func action(after replay: Replay<Self>) throws(ScenarioStepError) -> BookingSearchAction {
        let (items, state) = (replay.inputs, replay.state)
        func request(_ number: Int?) throws(ScenarioStepError) -> RequestID {
            if let number { return RequestID(number) }
            guard let pending = state.pendingRequest else {
                throw ScenarioStepError(
                    message:
                        "no search is waiting for a response; add a `search`, `retry` or `nextPage` step first, or name the request with `answering:`"
                )
            }
            return pending.id
        }
        switch self {
        case .search(let text): return .searchSubmitted(text)
        case .failed(let error, let answering): return .pageFailed(error, answering: try request(answering))
        case .loaded(let positions, let next, let answering):
            let id = try request(answering)
            if let bad = positions?.first(where: { !items.indices.contains($0) }) {
                throw ScenarioStepError(
                    message: "item \(bad) is not in the booking items file, which has \(items.count) (positions from 0)"
                )
            }
            let page = positions.map { $0.map { items[$0] } } ?? items
            return .pageLoaded(BookingItemPage(items: page, nextPageToken: next), answering: id)
        case .retry: return .retried
        case .nextPage: return .nextPageRequested
        case .retryNextPage: return .nextPageRetried
        case .open(let id):
            guard state.items.contains(where: { $0.id == id }) else {
                let shown = state.items.map(\.id).joined(separator: ", ")
                throw ScenarioStepError(
                    message: "item \"\(id)\" is not among the results shown (\(shown.isEmpty ? "none" : shown))")
            }
            return .itemTapped(id)
        case .closeItem: return .itemClosed
        case .clear: return .cleared
        }
    }
}
