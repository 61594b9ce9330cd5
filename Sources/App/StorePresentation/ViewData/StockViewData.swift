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
    /// What a screen reader says: "Low in stock, only 2 left".
    public var accessibilityLabel: String

    /// Stock of `status` with its words and colour; what a screen reader says defaults to the
    /// text and the quantity, a comma apart.
    public init(
        status: String, text: StyledText, quantityText: StyledText? = nil, style: ThemeToken,
        accessibilityLabel: String? = nil
    ) {
        self.status = status
        self.text = text
        self.quantityText = quantityText
        self.style = style
        self.accessibilityLabel =
            accessibilityLabel ?? ([text.text] + (quantityText.map { [$0.text] } ?? [])).joined(separator: ", ")
    }
}
