import StoreDisplayText
import StoreDomain

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

extension StoreFinderScenario {
    /// Replays the steps from the initial state, resolving store references against
    /// `catalog` and matching each response to the request it answers. With `productID`, the
    /// Store Finder shows that product's stock, and its requests name it.
    public func replay(catalog: [Store], productID: String? = nil) throws(ScenarioError) -> ScenarioReplay {
        var replay = StoreFinderReplay(catalog: catalog, productID: productID)
        var notes: [ScenarioNote] = []
        for (index, step) in steps.enumerated() {
            do {
                if let reason = try replay.take(step, index: index) {
                    notes.append(ScenarioNote(stepIndex: index, message: reason, file: file))
                }
            } catch {
                var located = error
                located.file = located.file ?? file
                throw located
            }
        }
        return ScenarioReplay(state: replay.state, actions: replay.actions, droppedResponses: notes)
    }

    /// The reducer actions the steps stand for.
    public func actions(catalog: [Store]) throws(ScenarioError) -> [StoreFinderAction] {
        try replay(catalog: catalog).actions
    }

    /// The state after replaying every step from the initial state.
    public func state(catalog: [Store]) throws(ScenarioError) -> StoreFinderState {
        try replay(catalog: catalog).state
    }
}

/// A Store Finder scenario replayed one step at a time: the state so far, the actions taken,
/// and the requests issued, which a response step names by its query.
package struct StoreFinderReplay: Sendable {
    /// The stores the steps name.
    package let catalog: [Store]
    /// The state after the steps so far.
    package private(set) var state: StoreFinderState
    /// The actions the steps so far stood for.
    package private(set) var actions: [StoreFinderAction] = []
    /// The page requests issued so far, oldest first.
    package private(set) var issued: [StoreSearchRequest] = []
    /// The reducer: the shipped one, or in a test of exploration, one broken on purpose.
    private let reduce: @Sendable (inout StoreFinderState, StoreFinderAction) -> Void

    /// A replay from the initial state, of the Store Finder for `productID` when given.
    package init(
        catalog: [Store], productID: String?,
        reduce: @escaping @Sendable (inout StoreFinderState, StoreFinderAction) -> Void = { $0.apply($1) }
    ) {
        self.catalog = catalog
        self.reduce = reduce
        state = StoreFinderState(productID: productID)
    }

    /// Applies `step`, the `index`th; returns why the reducer dropped it, for a response that
    /// answers no request still waiting.
    package mutating func take(_ step: StoreFinderScenarioStep, index: Int) throws(ScenarioError) -> String? {
        let action = try step.action(catalog: catalog, index: index, state: state, issued: issued)
        // The reducer's own rule decides; the words name the searches, which only a replay knows.
        let dropped = state.dropReason(action).map { Self.describeDrop(action, in: state, issued: issued, reason: $0) }
        reduce(&state, action)
        actions.append(action)
        if let request = state.pendingRequest, request.id != issued.last?.id { issued.append(request) }
        return dropped
    }

    /// The reducer's reason, with the searches named: "this page answers the search for
    /// "camden", which is no longer waiting (the search for "soho" is); it is dropped".
    private static func describeDrop(
        _ action: StoreFinderAction, in state: StoreFinderState, issued: [StoreSearchRequest], reason: String
    ) -> String {
        let what: String, id: RequestID
        switch action {
        case .pageLoaded(_, let answering): (what, id) = ("page", answering)
        case .pageFailed(_, let answering): (what, id) = ("failure", answering)
        default: return reason
        }
        guard let answered = issued.first(where: { $0.id == id }) else {
            return "this \(what) answers no request: none is waiting; it is dropped"
        }
        let waiting = state.pendingRequest.map { " (\(describe($0)) is)" } ?? " (none is)"
        return "this \(what) answers \(describe(answered)), which is no longer waiting\(waiting); it is dropped"
    }

    private static func describe(_ request: StoreSearchRequest) -> String {
        let search = request.query.isEmpty ? "the search near you" : "the search for \"\(request.query)\""
        return request.isNextPage ? "the next page of \(search)" : search
    }
}

/// A scenario replayed: the state it reaches, the actions it took, and the responses the
/// reducer dropped because they answered no request still waiting.
public struct ScenarioReplay: Sendable {
    /// The state after the last step.
    public var state: StoreFinderState
    /// The actions, one per step.
    public var actions: [StoreFinderAction]
    /// Each response that answered no request still waiting, by step.
    public var droppedResponses: [ScenarioNote]
}

/// Something a replay noticed at one step, that did not stop it.
public struct ScenarioNote: Sendable, Hashable, CustomStringConvertible {
    /// The step's position, from 0.
    public var stepIndex: Int
    /// What happened.
    public var message: String
    /// The scenario's file, when it was read from one.
    public var file: String?

    /// `file: steps[2]: message`, inert: a store id or a file name from the input can carry
    /// no control character or bidi override to the terminal.
    public var description: String {
        UntrustedText.sanitizedLines((file.map { "\($0): " } ?? "") + "steps[\(stepIndex)]: \(message)")
    }
}

/// A scenario step that refers to something the stores file does not have.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step's position, from 0.
    public var stepIndex: Int
    /// What is wrong.
    public var message: String
    /// The scenario's file, when it was read from one.
    public var file: String?

    /// Creates an error for the step at `stepIndex` of the scenario in `file`.
    public init(stepIndex: Int, message: String, file: String? = nil) {
        self.stepIndex = stepIndex
        self.message = message
        self.file = file
    }

    /// `file: steps[2]: message`, inert: a store id or a file name from the input can carry
    /// no control character or bidi override to the terminal.
    public var description: String {
        UntrustedText.sanitizedLines((file.map { "\($0): " } ?? "") + "steps[\(stepIndex)]: \(message)")
    }
}
