#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything the Manager's Special screen shows, as a value a pure reducer produces.
///
/// ```swift
/// var state = SpecialsState()
/// state.apply(.refreshRequested(.foreground, at: now))          // state.pendingRequest to send
/// let request = state.pendingRequest!
/// let specials = try response.specials(currency: "GBP")
/// state.apply(.loaded(specials, answering: request.id, at: now))
/// ```
///
/// Freshness, as the endpoint's author wanted it:
/// - **Foreground, pull and retry** always issue a new request. One still waiting is
///   superseded: its response, when it comes, is dropped.
/// - **The timer** issues one only when nothing is waiting and the grid is at least
///   ``pollInterval`` old (or was never loaded), so a timer that fires early or often does not
///   pile requests up.
/// - **A failed refresh** keeps the last good grid and records ``refreshError``, which the
///   screen shows compactly; with no grid yet, the screen is the error, with Retry.
public struct SpecialsState: Reducer {
    /// How often the grid is polled while the screen is up: 5 minutes.
    public static let pollInterval: TimeInterval = 300

    /// The last grid that loaded, kept through failed refreshes.
    public internal(set) var specials: Specials?
    /// When ``specials`` was received.
    public internal(set) var updatedAt: Date?
    /// Why the last refresh failed; `nil` after a success.
    public internal(set) var refreshError: LoadError?

    /// The request the app should send, and whose response the state waits for.
    public internal(set) var pendingRequest: SpecialsRequest?
    /// The last request id issued.
    public internal(set) var lastRequestID = RequestID(0)

    /// The state before anything is loaded.
    public init() {}

    /// What the screen shows as a whole.
    public enum Screen: Sendable, Hashable {
        /// Nothing loaded yet, and a request is on its way (or about to be sent).
        case loading
        /// The first load failed: the error, with Retry.
        case failed(LoadError)
        /// A grid, possibly empty, possibly with a compact error from a later refresh.
        case grid(Specials)
    }

    /// What the screen shows as a whole.
    public var screen: Screen {
        if let specials { return .grid(specials) }
        if let refreshError, pendingRequest == nil { return .failed(refreshError) }
        return .loading
    }

    /// Whether a pull to refresh is under way, for the pull spinner over the grid.
    public var isPullRefreshing: Bool { pendingRequest?.trigger == .pull }

    /// When the timer should next fire: ``pollInterval`` after the last update.
    public var nextPollDue: Date? { updatedAt?.addingTimeInterval(Self.pollInterval) }
}
