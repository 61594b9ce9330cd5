import StoreDomain
import StoreTheme

/// One booking item of the results grid, ready to draw and to tap.
///
/// ```json
/// { "id": "bike-service", "title": {…}, "subtitle": {…}, "price": {…},
///   "image": {"url": "https://…/bike.png", "fileName": "bike.png"},
///   "accessibilityLabel": "Bike service, 45 minutes, price £35.00" }
/// ```
///
/// The whole tile is one button: tapping it sends `BookingSearchAction.itemTapped(id)`.
public struct BookingItemViewData: Sendable, Hashable, Encodable {
    /// The catalog item's id, which a tap hands over.
    public var id: String
    /// The item's name, sanitized.
    public var title: StyledText
    /// The names a Voice Control user can say to act on it, the first shown as its name
    /// (`accessibilityInputLabels`): the item's title, unless a mapper gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]
    /// The line under the name, when the item has one.
    public var subtitle: StyledText?
    /// The price, formatted for the locale and spoken "price £35.00"; `nil` when the result has none.
    public var price: StyledText?
    /// The picture, when the item has one.
    public var image: RemoteImageViewData?
    /// The tile's border token.
    public var style: ThemeToken
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// A tile for item `id`.
    public init(
        id: String, title: StyledText, subtitle: StyledText? = nil, price: StyledText? = nil,
        image: RemoteImageViewData? = nil, style: ThemeToken = .booking.border, speech: Speech = .english
    ) {
        self.id = id
        self.title = title
        self.inputLabels = [title.text]
        self.subtitle = subtitle
        self.price = price
        self.image = image
        self.style = style
        self.speech = speech
    }

    /// Everything the tile says, in words a screen reader reads: the name, the subtitle and
    /// the price.
    public var accessibilityLabel: String {
        speech.join([title.spokenText, subtitle?.spokenText, price?.spokenText])
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, subtitle, price, image, style, accessibilityLabel
        case inputLabels
    }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(subtitle, forKey: .subtitle)
        try container.encodeIfPresent(price, forKey: .price)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encode(style, forKey: .style)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(inputLabels, forKey: .inputLabels)
    }
}
