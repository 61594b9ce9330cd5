import StoreTheme

/// A product's stock in one store, ready to draw.
public struct StockViewData: Sendable, Hashable, Encodable {
    /// `inStock`, `lowStock`, `outOfStock` or `unknown`.
    public var status: String
    /// "In stock", "Low in stock", "Out of stock".
    public var text: StyledText
    /// "Only 2 left", when the quantity is known and worth saying.
    public var quantityText: StyledText?
    /// The theme token of the stock colour, such as `stock.lowStock`.
    public var style: ThemeToken

    /// Stock of `status` with its words and colour.
    public init(status: String, text: StyledText, quantityText: StyledText? = nil, style: ThemeToken) {
        self.status = status
        self.text = text
        self.quantityText = quantityText
        self.style = style
    }
}
