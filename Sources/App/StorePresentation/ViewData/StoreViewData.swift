import StoreDomain

/// A store's address block and contact points on Store Details.
public struct StoreViewData: Sendable, Hashable, Encodable {
    /// The store's id.
    public var id: String
    /// The store name, as the address block's title.
    public var title: StyledText
    /// Street lines, then postcode and city.
    public var addressLines: [StyledText]
    /// "Call +44 20 7946 0101", only when the store has a phone.
    public var phoneText: StyledText?
    /// `tel:+442079460101`, only when the store has a phone.
    public var phoneURL: String?
    /// A maps URL to the store, only when it has coordinates.
    public var directionsURL: String?
    /// The store's own extra fields, passed through untouched.
    public var customData: [String: JSONValue]
    /// What a screen reader says for the address block: the name and the address lines, with
    /// pauses between them.
    public var accessibilityLabel: String

    /// A store's name, address lines, phone and directions.
    public init(
        id: String, title: StyledText, addressLines: [StyledText], phoneText: StyledText?, phoneURL: String?,
        directionsURL: String?, customData: [String: JSONValue], accessibilityLabel: String? = nil
    ) {
        self.accessibilityLabel = accessibilityLabel ?? ([title] + addressLines).map(\.text).joined(separator: ", ")
        self.id = id
        self.title = title
        self.addressLines = addressLines
        self.phoneText = phoneText
        self.phoneURL = phoneURL
        self.directionsURL = directionsURL
        self.customData = customData
    }
}
