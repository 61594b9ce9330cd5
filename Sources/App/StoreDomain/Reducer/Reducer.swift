/// A screen's state that reduces its own actions: the one shape of every StoreFinder reducer
/// (``StoreFinderState``, ``SpecialsState``, ``DeliveryCityState``, ``BookingSearchState``).
///
/// An app owns the state, sends it what happened, and sends the request it asks for:
///
/// ```swift
/// var search = BookingSearchState()
/// search.apply(.searchSubmitted("bike"))                  // a request to send
/// if let request = search.pendingRequest {
///     let page = try await backend.bookingItems(request.queryItems)
///     search.apply(.pageLoaded(page, answering: request.id))
/// }
/// ```
///
/// The state holds facts: what the user asked for, the permission and position, the request on
/// its way and how the last one ended. What a screen shows is derived from them, and the facts
/// change only through ``apply(_:)``, so no order of actions leaves a spinner with nothing on
/// its way to end it. Every request the state asks for carries a ``RequestID``, numbered in
/// order from ``lastRequestID``; a response names the request it answers, and the state keeps
/// only the answer to a request still on its way (``dropReason(_:)`` says why it drops one).
public protocol Reducer: Sendable, Hashable {
    /// Something that happened on the screen, or came back from the backend.
    associatedtype Action: Sendable

    /// Applies one action. Pure: the same state and action always give the same state.
    mutating func apply(_ action: Action)

    /// What `action` answers, when it is a response: the request it names and the request of
    /// its kind still on its way; `nil` for an action that is not a response.
    func answer(_ action: Action) -> Answer?

    /// The last request id issued; the next request gets the number after it.
    var lastRequestID: RequestID { get }
}

/// A response, as a reducer matches it to its request: what it is, the request it names, and
/// the request of its kind the state still waits for.
public struct Answer: Sendable, Hashable {
    /// What the response is, in words: "page", "failure", "geocoder response".
    public var noun: String
    /// The request the response names.
    public var request: RequestID
    /// The request of the response's kind still on its way; `nil` when none is.
    public var waiting: RequestID?

    /// A `noun` naming `request`, while `waiting` is on its way.
    public init(_ noun: String, answering request: RequestID, waiting: RequestID?) {
        self.noun = noun
        self.request = request
        self.waiting = waiting
    }
}

extension Reducer {
    /// Applies actions in order.
    public mutating func apply(_ actions: some Sequence<Action>) {
        for action in actions { apply(action) }
    }

    /// Why the reducer drops `action`, a response, in this state: it answers no request still on
    /// its way. `nil` when the reducer takes it, or it is not a response. Scenario replay and
    /// exploration report these.
    public func dropReason(_ action: Action) -> String? {
        guard let answer = answer(action) else { return nil }
        return RequestID.dropReason(
            of: answer.noun, answering: answer.request, waiting: answer.waiting, lastIssued: lastRequestID)
    }
}

/// A reducer that numbers its own requests: the one counter every state issues ids from.
protocol RequestIssuing: Reducer {
    var lastRequestID: RequestID { get set }
}

extension RequestIssuing {
    /// The next request id, recorded as issued.
    mutating func issueRequestID() -> RequestID {
        lastRequestID = RequestID(lastRequestID.rawValue + 1)
        return lastRequestID
    }
}
