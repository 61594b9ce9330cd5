import StoreDomain
import StoreTheme

/// The product whose stock is shown: name, price, and the original price when discounted.
public struct ProductCardViewData: Sendable, Hashable, Encodable {
    /// The product's id.
    public var id: String
    /// The product's name.
    public var name: StyledText
    /// The price now, in the locale's currency format; spoken "price £89.00".
    public var price: StyledText
    /// "Was £120.00", only when the product is discounted; spoken "old price £120.00".
    public var originalPrice: StyledText?
    /// The stock in one store, on Store Details.
    public var stock: StockViewData?
    /// The card's border token.
    public var style: ThemeToken
    /// The product's own extra fields, passed through untouched.
    public var customData: [String: JSONValue]?
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// A product card with its prices and, in a store, its stock.
    public init(
        id: String, name: StyledText, price: StyledText, originalPrice: StyledText?, stock: StockViewData?,
        style: ThemeToken = .productCard.border, customData: [String: JSONValue]? = nil, speech: Speech = .english
    ) {
        self.id = id
        self.name = name
        self.price = price
        self.originalPrice = originalPrice
        self.stock = stock
        self.style = style
        self.customData = customData
        self.speech = speech
    }

    /// What a screen reader says for the card: the name, "price £89.00, old price £120.00",
    /// and the stock.
    public var accessibilityLabel: String {
        speech.join([name.spokenText, price.spokenText, originalPrice?.spokenText, stock?.accessibilityLabel])
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, price, originalPrice, stock, style, customData, accessibilityLabel
    }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(price, forKey: .price)
        try container.encodeIfPresent(originalPrice, forKey: .originalPrice)
        try container.encodeIfPresent(stock, forKey: .stock)
        try container.encode(style, forKey: .style)
        try container.encodeIfPresent(customData, forKey: .customData)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}
