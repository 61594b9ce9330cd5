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
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// A store's name, address lines, phone and directions.
    public init(
        id: String, title: StyledText, addressLines: [StyledText], phoneText: StyledText?, phoneURL: String?,
        directionsURL: String?, customData: [String: JSONValue], speech: Speech = .english
    ) {
        self.id = id
        self.title = title
        self.addressLines = addressLines
        self.phoneText = phoneText
        self.phoneURL = phoneURL
        self.directionsURL = directionsURL
        self.customData = customData
        self.speech = speech
    }

    /// What a screen reader says for the address block: the name and the address lines, with
    /// pauses between them.
    public var accessibilityLabel: String { speech.join(([title] + addressLines).map(\.spokenText)) }

    private enum CodingKeys: String, CodingKey {
        case id, title, addressLines, phoneText, phoneURL, directionsURL, customData, accessibilityLabel
    }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(addressLines, forKey: .addressLines)
        try container.encodeIfPresent(phoneText, forKey: .phoneText)
        try container.encodeIfPresent(phoneURL, forKey: .phoneURL)
        try container.encodeIfPresent(directionsURL, forKey: .directionsURL)
        try container.encode(customData, forKey: .customData)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}
