/// The product whose stock a Store Finder shows in each store.
public struct Product: Sendable, Hashable, Codable, Identifiable {
    /// The product identifier.
    public var id: String
    /// The product name. Untrusted text: renderers sanitize it.
    public var name: String
    /// What it costs now.
    public var price: Money
    /// What it cost before a discount; present only when the product is discounted.
    public var originalPrice: Money?
    /// Backend data passed through untouched.
    public var customData: [String: JSONValue]?

    /// Creates a product.
    public init(id: String, name: String, price: Money, originalPrice: Money? = nil, customData: [String: JSONValue]? = nil) {
        self.id = id
        self.name = name
        self.price = price
        self.originalPrice = originalPrice
        self.customData = customData
    }

    /// Whether an original price above the current one was given.
    public var isDiscounted: Bool {
        guard let originalPrice, originalPrice.currency == price.currency else { return false }
        return originalPrice.amount > price.amount
    }
}
