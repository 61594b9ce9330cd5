import StoreTheme

/// One Manager's Special tile, ready to draw.
///
/// ```json
/// { "name": {…}, "width": 8, "height": 8, "content": "full", "price": {…},
///   "originalPrice": {…}, "discount": {…}, "image": {"url": "https://…/1.png", "fileName": "1.png"} }
/// ```
public struct SpecialTileViewData: Sendable, Hashable, Encodable {
    /// What a tile has room to show.
    public enum Content: String, Sendable, Hashable, Encodable, CaseIterable {
        /// The image only: a small tile.
        case imageOnly
        /// The price and the name, no image.
        case textOnly
        /// The image, the price and the name.
        case full
    }

    /// The product's name, sanitized; shown unless ``content`` is ``Content/imageOnly``, and
    /// always in ``accessibilityLabel``.
    public var name: StyledText
    /// The names a Voice Control user can say to act on it, the first shown as its name
    /// (`accessibilityInputLabels`): the product's name, unless a mapper gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]
    /// The tile's position in the endpoint's list.
    public var index: Int
    /// Units from the row's leading edge to the tile's.
    public var column: Int
    /// The tile's width in units (clamped to the canvas when it was wider).
    public var width: Int
    /// The tile's height in units.
    public var height: Int
    /// What the tile shows.
    public var content: Content
    /// The price, formatted for the locale; spoken "price £1.00".
    public var price: StyledText
    /// The original price, only when it is higher than the price: "Was £2.00", drawn struck
    /// through where a renderer can; spoken "old price £2.00".
    public var originalPrice: StyledText?
    /// "Save 50%", only when discounted.
    public var discount: StyledText?
    /// The image, unless ``content`` is ``Content/textOnly``.
    public var image: RemoteImageViewData?
    /// How the label's parts are said one after another.
    public var speech: Speech
    /// Whether the endpoint's tile was wider than the canvas and is drawn clamped to it.
    public var isClamped: Bool
    /// The tile's border token.
    public var style: ThemeToken

    /// A tile of the grid, laid out and worded.
    public init(
        name: StyledText, index: Int, column: Int, width: Int, height: Int, content: Content, price: StyledText,
        originalPrice: StyledText?, discount: StyledText?, image: RemoteImageViewData?, isClamped: Bool = false,
        style: ThemeToken = .specials.border, speech: Speech = .english
    ) {
        self.name = name
        self.inputLabels = [name.text]
        self.index = index
        self.column = column
        self.width = width
        self.height = height
        self.content = content
        self.price = price
        self.originalPrice = originalPrice
        self.discount = discount
        self.image = image
        self.speech = speech
        self.isClamped = isClamped
        self.style = style
    }

    /// Everything the tile says, in words a screen reader reads, whatever it has room to show:
    /// the name, "price £1.00, old price £2.00" (strikethrough is not read aloud) and the saving.
    public var accessibilityLabel: String {
        speech.join([name.spokenText, price.spokenText, originalPrice?.spokenText, discount?.spokenText])
    }

    private enum CodingKeys: String, CodingKey {
        case name, index, column, width, height, content, price, originalPrice, discount, image, accessibilityLabel
        case isClamped, style
        case inputLabels
    }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(index, forKey: .index)
        try container.encode(column, forKey: .column)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(content, forKey: .content)
        try container.encode(price, forKey: .price)
        try container.encodeIfPresent(originalPrice, forKey: .originalPrice)
        try container.encodeIfPresent(discount, forKey: .discount)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(inputLabels, forKey: .inputLabels)
        try container.encode(isClamped, forKey: .isClamped)
        try container.encode(style, forKey: .style)
    }
}
