import StoreTheme
import StoreDomain

/// The product whose stock is shown: name, price, and the original price when discounted.
public struct ProductCardViewData: Sendable, Hashable, Encodable {
    public var id: String
    public var name: StyledText
    public var price: StyledText
    /// "Was £120.00", only when the product is discounted.
    public var originalPrice: StyledText?
    /// The stock in one store, on Store Details.
    public var stock: StockViewData?
    /// The card's border token.
    public var style: ThemeToken
    public var customData: [String: JSONValue]?

    public init(id: String, name: StyledText, price: StyledText, originalPrice: StyledText?, stock: StockViewData?,
                style: ThemeToken = .productCard.border, customData: [String: JSONValue]? = nil) {
        self.id = id
        self.name = name
        self.price = price
        self.originalPrice = originalPrice
        self.stock = stock
        self.style = style
        self.customData = customData
    }
}
