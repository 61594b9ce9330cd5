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
        self.init(
            stores: try container.decode([Store].self, forKey: .stores),
            nextPageToken: try container.decodeIfPresent(String.self, forKey: .nextPageToken))
    }
}

/// A request for one page of stores, as the reducer issues it (``StoreFinderState/pendingRequest``).
///
/// ```swift
/// state.apply(.searchSubmitted("camden"))
/// if let request = state.pendingRequest {
///     let page = try await backend.stores(request.queryItems)
///     state.apply(.pageLoaded(page, answering: request.id))
/// }
/// ```
public struct StoreSearchRequest: Sendable, Hashable, Identifiable {
    /// The id the response must carry back.
    public var id: RequestID
    /// The search text, sent as the `q` parameter; empty means "near me".
    public var query: String
    /// Where the user is, when known, for distance ordering on the server.
    public var near: Coordinate?
    /// The page token, for a next-page request; `nil` for the first page of a search.
    public var pageToken: String?
    /// The product whose stock the search asks about, sent as `product`: the Availability
    /// API answers with each store's stock. `nil` for the plain store search.
    public var productID: String?

    /// Creates a request for the plain store search.
    public init(id: RequestID, query: String, near: Coordinate?, pageToken: String?) {
        self.init(id: id, query: query, near: near, pageToken: pageToken, productID: nil)
    }

    /// Creates a request, for a product's stock when `productID` is given.
    public init(id: RequestID, query: String, near: Coordinate?, pageToken: String?, productID: String?) {
        self.id = id
        self.query = query
        self.near = near
        self.pageToken = pageToken
        self.productID = productID
    }

    /// Whether this asks for the next page of results already shown.
    public var isNextPage: Bool { pageToken != nil }

    /// The request as URL query items, in a stable order: `q`, `lat`, `lon`, `product`,
    /// `page`. The id is the app's to keep; it is not sent.
    public var queryItems: [(name: String, value: String)] {
        var items = [(name: "q", value: query)]
        if let near {
            items.append((name: "lat", value: String(near.latitude)))
            items.append((name: "lon", value: String(near.longitude)))
        }
        if let productID { items.append((name: "product", value: productID)) }
        if let pageToken { items.append((name: "page", value: pageToken)) }
        return items
    }
}
