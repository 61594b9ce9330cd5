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
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// Stock of `status` with its words and colour.
    public init(
        status: String, text: StyledText, quantityText: StyledText? = nil, style: ThemeToken,
        speech: Speech = .english
    ) {
        self.status = status
        self.text = text
        self.quantityText = quantityText
        self.style = style
        self.speech = speech
    }

    /// What a screen reader says: the text and the quantity as they read now, "Low in stock,
    /// Only 2 left".
    public var accessibilityLabel: String {
        speech.join([text.spokenText, quantityText?.spokenText])
    }

    private enum CodingKeys: String, CodingKey { case status, text, quantityText, style, accessibilityLabel }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(quantityText, forKey: .quantityText)
        try container.encode(style, forKey: .style)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}
