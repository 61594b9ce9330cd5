/// One page of stores from the backend, with the token for the next page when there is one.
///
/// A stores file holds either a plain list or this page object:
///
/// ```json
/// { "stores": [ … ], "nextPageToken": "page-2" }
/// ```
public struct StorePage: Sendable, Hashable, Codable {
    /// The stores on this page, in the backend's order.
    public var stores: [Store]
    /// The token to fetch the next page; `nil` on the last page.
    public var nextPageToken: String?

    /// Creates a page.
    public init(stores: [Store], nextPageToken: String? = nil) {
        self.stores = stores
        self.nextPageToken = nextPageToken
    }

    private enum CodingKeys: String, CodingKey { case stores, nextPageToken }

    /// Decodes a page object, or a plain list of stores as a last page.
    public init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var stores: [Store] = []
            while !list.isAtEnd { stores.append(try list.decode(Store.self)) }
            self.init(stores: stores)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(stores: try container.decode([Store].self, forKey: .stores),
                  nextPageToken: try container.decodeIfPresent(String.self, forKey: .nextPageToken))
    }
}

/// The request the Store Finder sends for its current state.
public struct StoreSearchRequest: Sendable, Hashable {
    /// The search text, sent as the `q` parameter; empty means "near me".
    public var query: String
    /// Where the user is, when known, for distance ordering on the server.
    public var near: Coordinate?
    /// The page token, for a next-page request.
    public var pageToken: String?

    /// The request as URL query items, in a stable order: `q`, `lat`, `lon`, `page`.
    public var queryItems: [(name: String, value: String)] {
        var items = [(name: "q", value: query)]
        if let near {
            items.append((name: "lat", value: String(near.latitude)))
            items.append((name: "lon", value: String(near.longitude)))
        }
        if let pageToken { items.append((name: "page", value: pageToken)) }
        return items
    }
}
