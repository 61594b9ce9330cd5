import StoreDomain
import StoreTheme

/// The product whose stock is shown: name, price, and the original price when discounted.
public struct ProductCardViewData: Sendable, Hashable, Encodable {
    /// The product's id.
    public var id: String
    /// The product's name.
    public var name: StyledText
    /// The price now, in the locale's currency format.
    public var price: StyledText
    /// "Was £120.00", only when the product is discounted.
    public var originalPrice: StyledText?
    /// The stock in one store, on Store Details.
    public var stock: StockViewData?
    /// The card's border token.
    public var style: ThemeToken
    /// The product's own extra fields, passed through untouched.
    public var customData: [String: JSONValue]?
    /// What a screen reader says for the card: the name, "price £89.00, old price £120.00",
    /// and the stock.
    public var accessibilityLabel: String

    /// A product card with its prices and, in a store, its stock.
    public init(
        id: String, name: StyledText, price: StyledText, originalPrice: StyledText?, stock: StockViewData?,
        style: ThemeToken = .productCard.border, customData: [String: JSONValue]? = nil,
        accessibilityLabel: String? = nil
    ) {
        self.accessibilityLabel =
            accessibilityLabel
            ?? ([name.text, price.text] + (originalPrice.map { [$0.text] } ?? [])
            + (stock.map { [$0.accessibilityLabel] } ?? []))
            .joined(separator: ", ")
        self.id = id
        self.name = name
        self.price = price
        self.originalPrice = originalPrice
        self.stock = stock
        self.style = style
        self.customData = customData
    }
}
