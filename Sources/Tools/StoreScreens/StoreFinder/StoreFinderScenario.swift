import StoreDomain
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reproducible Store Finder state: a named list of steps replayed through the reducer.
///
/// Pages refer to the stores file by position or by id, so one stores file serves
/// every scenario. A page answers the request waiting for it, or with `query:` the search
/// for that text, so a late page of an earlier search can be replayed:
///
/// ```yaml
/// name: next-page-failed
/// steps:
///   - appeared
///   - permission: allowed
///   - location: {latitude: 51.5136, longitude: -0.1365}
///   - search: ""
///   - page: {offset: 0, count: 8, next: page-2}
///   - nextPage
///   - pageFailed: network
/// ```
public typealias StoreFinderScenario = ScenarioOf<StoreFinderScenarioStep>

extension StoreFinderScenarioStep: ScenarioStep {
    /// What a Store Finder scenario's steps refer to: the stores file, whose stores a page names
    /// by position or id, and the product whose stock the screens show (its searches name it).
    public struct Inputs: Sendable {
        /// The stores file.
        public var catalog: [Store]
        /// The product whose stock the Store Finder shows; `nil` for none.
        public var productID: String?

        /// Inputs over `catalog`, for `productID`'s stock when given.
        public init(catalog: [Store], productID: String? = nil) {
            self.catalog = catalog
            self.productID = productID
        }
    }

    /// The Store Finder before the screen appears, of the product's stock when there is one.
    public static func initialState(_ inputs: Inputs) -> StoreFinderState {
        StoreFinderState(productID: inputs.productID)
    }

    /// The action this step stands for: a response names the request it answers, out of those
    /// issued so far.
    public func action(after replay: Replay<Self>) throws(ScenarioStepError) -> StoreFinderAction {
        try action(catalog: replay.inputs.catalog, state: replay.state, issued: { Self.issued(in: replay) })
    }

    /// The reducer's reason, with the searches named: "this page answers the search for
    /// "camden", which is no longer waiting (the search for "soho" is); it is dropped".
    public static func dropNote(_ reason: String, for action: StoreFinderAction, after replay: Replay<Self>) -> String {
        let what: String, id: RequestID
        switch action {
        case .pageLoaded(_, let answering): (what, id) = ("page", answering)
        case .pageFailed(_, let answering): (what, id) = ("failure", answering)
        default: return reason
        }
        guard let answered = issued(in: replay).first(where: { $0.id == id }) else {
            return "this \(what) answers no request: none is waiting; it is dropped"
        }
        let waiting = replay.state.pendingRequest.map { " (\(describe($0)) is)" } ?? " (none is)"
        return "this \(what) answers \(describe(answered)), which is no longer waiting\(waiting); it is dropped"
    }

    /// The page requests the steps so far issued, oldest first.
    static func issued(in replay: Replay<Self>) -> [StoreSearchRequest] {
        var issued: [StoreSearchRequest] = []
        for state in replay.history.dropFirst() + [replay.state] {
            if let request = state.pendingRequest, request.id != issued.last?.id { issued.append(request) }
        }
        return issued
    }

    private static func describe(_ request: StoreSearchRequest) -> String {
        let search = request.query.isEmpty ? "the search near you" : "the search for \"\(request.query)\""
        return request.isNextPage ? "the next page of \(search)" : search
    }
}
