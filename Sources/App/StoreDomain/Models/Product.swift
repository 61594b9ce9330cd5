/// The product whose stock a Store Finder shows in each store.
public struct Product: Sendable, Hashable, Identifiable {
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

    /// Creates a product at one price.
    public init(id: String, name: String, price: Money, customData: [String: JSONValue]? = nil) {
        self.id = id
        self.name = name
        self.price = price
        self.originalPrice = nil
        self.customData = customData
    }

    /// Creates a product with the price it had before a discount, which must be in the same
    /// currency as `price`.
    public init(
        id: String, name: String, price: Money, originalPrice: Money?, customData: [String: JSONValue]? = nil
    ) throws(DomainValueError) {
        if let originalPrice { try Self.checkCurrencies(price: price, originalPrice: originalPrice) }
        self.init(id: id, name: name, price: price, customData: customData)
        self.originalPrice = originalPrice
    }

    /// Whether an original price above the current one was given.
    public var isDiscounted: Bool {
        guard let originalPrice, originalPrice.currency == price.currency else { return false }
        return originalPrice.amount > price.amount
    }

    private static func checkCurrencies(price: Money, originalPrice: Money) throws(DomainValueError) {
        guard originalPrice.currency == price.currency else {
            throw .malformed(
                "the original price is in \(originalPrice.currency) and the price in \(price.currency); both must be in one currency"
            )
        }
    }
}

extension Product: Codable {
    private enum CodingKeys: String, CodingKey { case id, name, price, originalPrice, customData }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let price = try container.decode(Money.self, forKey: .price)
        let originalPrice = try container.decodeIfPresent(Money.self, forKey: .originalPrice)
        let name = try container.decode(String.self, forKey: .name)
        guard name.contains(where: { !$0.isWhitespace }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container,
                debugDescription:
                    "expected a product name, found \"\(name)\"; a card without one reads as only its price")
        }
        do {
            try self.init(
                id: try container.decode(String.self, forKey: .id),
                name: name,
                price: price, originalPrice: originalPrice,
                customData: try container.decodeIfPresent([String: JSONValue].self, forKey: .customData))
        } catch let error as DomainValueError {
            // NB: the path names the original price's currency, the field to change.
            let path = container.codingPath + [CodingKeys.originalPrice, MoneyKey.currency]
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: error.description))
        }
    }

    private enum MoneyKey: String, CodingKey { case currency }
}
