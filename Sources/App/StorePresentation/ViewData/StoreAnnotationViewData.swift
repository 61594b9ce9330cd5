import StoreDomain

/// A store's pin on a map: the Store Finder's and the one on Store Details.
public struct StoreAnnotationViewData: Sendable, Hashable, Encodable {
    /// The store's id.
    public var id: String
    /// The store name.
    public var title: StyledText
    /// Where the pin goes.
    public var latitude: Double
    /// The pin's longitude.
    public var longitude: Double
    /// The theme annotation style: the store's kind, or `selected`.
    public var style: String
    /// The store's kind, for the legend.
    public var kind: String
    /// A glyph that replaces the theme's for this pin, when a mapper sets one.
    public var glyph: String?
    /// Whether it is the selected pin.
    public var isSelected: Bool
    /// The store's backend data, passed through.
    public var customData: [String: JSONValue]
    /// What a screen reader says for the pin: "Regent Street Flagship, Flagship, Open, closes
    /// at 9:00 PM", and "selected" when it is.
    public var accessibilityLabel: String

    /// A pin for store `id`.
    public init(
        id: String, title: StyledText, latitude: Double, longitude: Double, style: String, kind: String,
        isSelected: Bool, customData: [String: JSONValue], accessibilityLabel: String? = nil
    ) {
        self.accessibilityLabel = accessibilityLabel ?? title.text
        self.id = id
        self.title = title
        self.latitude = latitude
        self.longitude = longitude
        self.style = style
        self.kind = kind
        self.glyph = nil
        self.isSelected = isSelected
        self.customData = customData
    }
}
