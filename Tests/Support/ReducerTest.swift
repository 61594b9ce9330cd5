import StoreDomain
import StoreTextDiff
import Testing

/// Steps a reducer as an app would, and checks the whole state after each step: the test
/// states what the step changed, and everything else must be as it was.
///
/// ```swift
/// var search = ReducerTest(BookingSearchState())
/// search.send(.searchSubmitted("  bike ")) {
///     $0.query = "bike"
///     $0.pendingRequest = BookingSearchRequest(id: RequestID(1), query: "bike", pageToken: nil)
///     $0.lastRequestID = RequestID(1)
/// }
/// #expect(search.state.screen == .loading)
/// ```
///
/// As swift-composable-architecture's `TestStore` does, a step that changes more than the test
/// says fails, with a diff of the whole state, so no change goes unnoticed. A state's facts
/// change only through its actions, so writing them in `changes` needs `@testable import` of
/// the module that declares the state.
public struct ReducerTest<State: Reducer> {
    /// The state after the steps so far.
    public private(set) var state: State

    /// A test that starts from `initial`.
    public init(_ initial: State) {
        state = initial
    }

    /// Sends `action`, and expects the state to be the one before it with `changes` made: none
    /// when `changes` is left out.
    public mutating func send(
        _ action: State.Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: (inout State) -> Void = { _ in }
    ) {
        var expected = state
        changes(&expected)
        state.apply(action)
        guard state != expected else { return }
        Issue.record(
            Comment(
                rawValue: "the state after \(action) is not the one expected:\n" + Self.difference(expected, state)),
            sourceLocation: sourceLocation)
    }

    /// Sends `action`, a response, and expects the reducer to drop it: the state stays as it was.
    public mutating func sendDropped(_ action: State.Action, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(state.dropReason(action) != nil, "\(action) is taken", sourceLocation: sourceLocation)
        send(action, sourceLocation: sourceLocation)
    }

    /// The two states as `dump` writes them, line by line: `-` what was expected, `+` what is.
    static func difference(_ expected: State, _ actual: State) -> String {
        var old = "", new = ""
        dump(expected, to: &old)
        dump(actual, to: &new)
        return UnifiedDiff.make(old: old, new: new, oldName: "expected", newName: "actual")
    }
}
