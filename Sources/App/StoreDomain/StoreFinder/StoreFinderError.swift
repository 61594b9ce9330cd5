/// Why the Store Finder cannot show stores: a location problem or a failed request.
public enum StoreFinderError: Sendable, Hashable {
    /// The app has not asked for location yet and there is no query to search.
    case locationNotDetermined
    /// The user refused location access.
    case locationDenied
    /// A policy forbids location access.
    case locationRestricted
    /// Location access is allowed, but no fix came: the location service failed or timed out.
    case locationUnavailable
    /// The request never reached the server, or timed out.
    case network
    /// The server answered with an error; `message` is its own text, when its error body had one.
    case server(message: String?)

    /// A stable name for files and JSON: `locationDenied`, `network`, `server` …
    public var kindName: String {
        switch self {
        case .locationNotDetermined: return "locationNotDetermined"
        case .locationDenied: return "locationDenied"
        case .locationRestricted: return "locationRestricted"
        case .locationUnavailable: return "locationUnavailable"
        case .network: return "network"
        case .server: return "server"
        }
    }

    /// The failure as a load error, when it is one: `nil` for the location's failures.
    public var loadError: LoadError? {
        switch self {
        case .network: return .network
        case .server(let message): return .server(message: message)
        case .locationNotDetermined, .locationDenied, .locationRestricted, .locationUnavailable: return nil
        }
    }

    /// The server's own words, by the rule ``LoadError/serverMessage`` keeps for every screen.
    public var serverMessage: String? { loadError?.serverMessage }
}
