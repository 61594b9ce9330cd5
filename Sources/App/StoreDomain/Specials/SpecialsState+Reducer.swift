#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SpecialsState {
    /// Applies one action. Pure: the same state and action always give the same state.
    public mutating func apply(_ action: SpecialsAction) {
        switch action {
        case .refreshRequested(let trigger, let now):
            if trigger == .timer {
                guard pendingRequest == nil else { return }
                if let nextPollDue, now < nextPollDue { return }
            }
            lastRequestID = RequestID(lastRequestID.rawValue + 1)
            pendingRequest = SpecialsRequest(id: lastRequestID, trigger: trigger)
        case .loaded(let specials, let id, let now):
            guard pendingRequest?.id == id else { return }
            self.specials = specials
            updatedAt = now
            refreshError = nil
            pendingRequest = nil
        case .failed(let error, let id):
            guard pendingRequest?.id == id else { return }
            refreshError = error
            pendingRequest = nil
        }
    }

    /// Applies actions in order.
    public mutating func apply(_ actions: [SpecialsAction]) {
        for action in actions { apply(action) }
    }

    /// Why the reducer will drop `action`, a response, in this state; `nil` when it is taken
    /// or is not a response. Scenario replay reports these.
    public func dropReason(_ action: SpecialsAction) -> String? {
        let what: String, id: RequestID
        switch action {
        case .refreshRequested: return nil
        case .loaded(_, let answering, _): (what, id) = ("response", answering)
        case .failed(_, let answering): (what, id) = ("failure", answering)
        }
        return RequestID.dropReason(of: what, answering: id, waiting: pendingRequest?.id, lastIssued: lastRequestID)
    }
}
