/// Why a request to the backend failed: it never reached the server, or the server answered
/// with an error, and perhaps said why. The Manager's Special and the booking search fail
/// with it; the Store Finder's ``StoreFinderError`` adds the location's failures to it.
///
/// ```swift
/// state.apply(.pageFailed(.server(message: body.message), answering: request.id))
/// LoadError.server(message: " ").serverMessage   // nil: nothing worth showing
/// ```
public enum LoadError: Sendable, Hashable {
    /// The request never reached the server, or timed out.
    case network
    /// The server answered with an error, or with data the screen cannot use; `message` is its
    /// own text, when its failure body had one.
    case server(message: String?)

    /// A stable name for files and JSON: `network` or `server`.
    public var kindName: String {
        switch self {
        case .network: return "network"
        case .server: return "server"
        }
    }

    /// The server's own words, which a screen shows in place of its own: the message of a
    /// server failure, when it has one that is not blank. The one rule for every screen.
    public var serverMessage: String? {
        guard case .server(let message?) = self, message.contains(where: { !$0.isWhitespace }) else { return nil }
        return message
    }
}
