#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SpecialsState: RequestIssuing {
    /// Applies one action. Pure: the same state and action always give the same state.
    public mutating func apply(_ action: SpecialsAction) {
        switch action {
        case .refreshRequested(let trigger, let now):
            if trigger == .timer {
                guard pendingRequest == nil else { return }
                if let nextPollDue, now < nextPollDue { return }
            }
            pendingRequest = SpecialsRequest(id: issueRequestID(), trigger: trigger)
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

    /// A grid or a failure answers the refresh it names, while one is on its way.
    public func answer(_ action: SpecialsAction) -> Answer? {
        switch action {
        case .refreshRequested: nil
        case .loaded(_, let id, _): Answer("response", answering: id, waiting: pendingRequest?.id)
        case .failed(_, let id): Answer("failure", answering: id, waiting: pendingRequest?.id)
        }
    }
}
