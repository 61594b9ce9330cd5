#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What starts a refresh of the Manager's Special grid.
public enum SpecialsRefreshTrigger: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app came to the foreground (or the screen first appeared).
    case foreground
    /// The poll timer fired; see ``SpecialsState/pollInterval``.
    case timer
    /// The user pulled to refresh.
    case pull
    /// The user tapped Retry on a failed load.
    case retry
}

/// Something that happened on the Manager's Special screen, or came back from the endpoint.
public enum SpecialsAction: Sendable, Hashable {
    /// A refresh was asked for at an instant, by the trigger. See ``SpecialsState`` for which
    /// triggers issue a request.
    case refreshRequested(SpecialsRefreshTrigger, at: Date)
    /// The endpoint answered the request it names, and the answer was received at an instant.
    /// Dropped unless that request is ``SpecialsState/pendingRequest``.
    case loaded(Specials, answering: RequestID, at: Date)
    /// The request it names failed. Dropped unless that request is still waiting.
    case failed(LoadError, answering: RequestID)
}

/// A request for the specials, as the reducer issues it.
public struct SpecialsRequest: Sendable, Hashable {
    /// The request's id, which its response must carry back.
    public var id: RequestID
    /// What started it.
    public var trigger: SpecialsRefreshTrigger

    /// A request numbered `id`, made for `trigger`.
    public init(id: RequestID, trigger: SpecialsRefreshTrigger) {
        self.id = id
        self.trigger = trigger
    }
}
