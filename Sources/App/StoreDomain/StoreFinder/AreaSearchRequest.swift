/// The part of the map the user sees: its centre and the radius, in metres, of the circle
/// that holds it.
public struct MapRegion: Sendable, Hashable {
    /// The centre of the visible map.
    public var centre: Coordinate
    /// The distance from the centre to the visible map's farthest corner, in metres.
    public var radiusMetres: Double

    /// The region around `centre` of `radiusMetres`; a radius that is not a positive,
    /// finite number is refused.
    public init(centre: Coordinate, radiusMetres: Double) throws(DomainValueError) {
        guard radiusMetres.isFinite, radiusMetres > 0 else {
            throw .outOfRange("expected a map radius in metres above 0, found \(radiusMetres)")
        }
        self.centre = centre
        self.radiusMetres = radiusMetres
    }
}

/// A map-area search the app should send: the stores in the region the user sees, a page at
/// a time, as the list's ``StoreSearchRequest`` is.
///
/// ```swift
/// if let request = state.pendingAreaSearch {
///     let page = try await backend.stores(request.queryItems)
///     state.apply(.mapAreaLoaded(page, answering: request.id))
/// }
/// ```
public struct AreaSearchRequest: Sendable, Hashable, Identifiable {
    /// The id the response must carry back.
    public var id: RequestID
    /// The region searched.
    public var region: MapRegion
    /// The page token, for the next page of the same area; `nil` for its first page.
    public var pageToken: String?
    /// The product whose stock the search asks about, sent as `product`; `nil` for the plain
    /// store search.
    public var productID: String?

    /// Creates a request for the plain store search.
    public init(id: RequestID, region: MapRegion, pageToken: String?) {
        self.init(id: id, region: region, pageToken: pageToken, productID: nil)
    }

    /// Creates a request, for a product's stock when `productID` is given.
    public init(id: RequestID, region: MapRegion, pageToken: String?, productID: String?) {
        self.id = id
        self.region = region
        self.pageToken = pageToken
        self.productID = productID
    }

    /// Whether this asks for the next page of an area already shown.
    public var isNextPage: Bool { pageToken != nil }

    /// The request as URL query items, in a stable order: `lat` and `lon`, the visible
    /// centre, `radius` in whole metres, `product`, and `page`. The id is the app's to keep; it
    /// is not sent.
    public var queryItems: [(name: String, value: String)] {
        var items = [
            (name: "lat", value: String(region.centre.latitude)), (name: "lon", value: String(region.centre.longitude)),
            (name: "radius", value: String(Int(region.radiusMetres.rounded()))),
        ]
        if let productID { items.append((name: "product", value: productID)) }
        if let pageToken { items.append((name: "page", value: pageToken)) }
        return items
    }
}
