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
    /// The price, formatted for the locale.
    public var price: StyledText
    /// The original price, only when it is higher than the price; drawn struck through.
    public var originalPrice: StyledText?
    /// "Save 50%", only when discounted.
    public var discount: StyledText?
    /// The image, unless ``content`` is ``Content/textOnly``.
    public var image: SpecialImageViewData?
    /// Everything the tile says, in words a screen reader reads: the name, the price, and
    /// "Was …" for an original price (strikethrough is not read aloud).
    public var accessibilityLabel: String
    /// Whether the endpoint's tile was wider than the canvas and is drawn clamped to it.
    public var isClamped: Bool
    /// The tile's border token.
    public var style: ThemeToken

    /// A tile of the grid, laid out and worded.
    public init(
        name: StyledText, index: Int, column: Int, width: Int, height: Int, content: Content, price: StyledText,
        originalPrice: StyledText?, discount: StyledText?, image: SpecialImageViewData?, accessibilityLabel: String,
        isClamped: Bool = false, style: ThemeToken = .specials.border
    ) {
        self.name = name
        self.index = index
        self.column = column
        self.width = width
        self.height = height
        self.content = content
        self.price = price
        self.originalPrice = originalPrice
        self.discount = discount
        self.image = image
        self.accessibilityLabel = accessibilityLabel
        self.isClamped = isClamped
        self.style = style
    }
}

/// A tile's image: where to load it from, and the file name a placeholder is labelled with.
public struct SpecialImageViewData: Sendable, Hashable, Encodable {
    /// The image's address, as the endpoint gave it.
    public var url: String
    /// The last path component of ``url``, sanitized: `1.png`.
    public var fileName: String
    /// The placeholder's token.
    public var style: ThemeToken

    /// A product image at `url`, for a host that loads it, with the name of its file.
    public init(url: String, fileName: String, style: ThemeToken = .specials.image) {
        self.url = url
        self.fileName = fileName
        self.style = style
    }
}
