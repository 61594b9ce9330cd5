/// An item a customer can book (a service, a class, a rental), as the booking item search
/// returns it.
///
/// ```json
/// { "id": "bike-service", "title": "Bike service", "subtitle": "45 minutes",
///   "imageURL": "https://example.com/bike.png", "price": {"amount": "35.00", "currency": "GBP"} }
/// ```
///
/// The title and subtitle are untrusted text: mappers pass them through
/// `StyledText(data:style:)`, and renderers sanitize them.
public struct BookingItem: Sendable, Hashable, Identifiable, Codable {
    /// The catalog item's identifier, which a tap hands over to the item's own screen.
    public var id: String
    /// The item's name.
    public var title: String
    /// A line under the title (a duration, a place), when the backend gives one.
    public var subtitle: String?
    /// The item's picture, when it has one.
    public var imageURL: String?
    /// What it costs, when the search result says.
    public var price: Money?

    /// An item as the search returns it.
    public init(id: String, title: String, subtitle: String? = nil, imageURL: String? = nil, price: Money? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.imageURL = imageURL
        self.price = price
    }
}

/// One page of booking search results, with the token of the next page when there is one.
///
/// A page object, or a plain list of items as a last page:
///
/// ```json
/// { "items": [ … ], "nextPageToken": "page-2" }
/// ```
public struct BookingItemPage: Sendable, Hashable, Codable {
    /// The items on this page, in the backend's order.
    public var items: [BookingItem]
    /// The token to fetch the next page; `nil` on the last page.
    public var nextPageToken: String?

    /// Creates a page.
    public init(items: [BookingItem], nextPageToken: String? = nil) {
        self.items = items
        self.nextPageToken = nextPageToken
    }

    private enum CodingKeys: String, CodingKey { case items, nextPageToken }

    /// Decodes a page object, or a plain list of items as a last page.
    public init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [BookingItem] = []
            while !list.isAtEnd { items.append(try list.decode(BookingItem.self)) }
            self.init(items: items)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            items: try container.decode([BookingItem].self, forKey: .items),
            nextPageToken: try container.decodeIfPresent(String.self, forKey: .nextPageToken))
    }
}
