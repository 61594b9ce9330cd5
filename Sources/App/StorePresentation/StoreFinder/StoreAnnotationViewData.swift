import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A store's pin on a map: the Store Finder's and the one on Store Details.
public struct StoreAnnotationViewData: Sendable, Hashable, Encodable {
    /// The store's id.
    public var id: String
    /// The store name.
    public var title: StyledText
    /// The names a Voice Control user can say to act on it, the first shown as its name
    /// (`accessibilityInputLabels`): the store's name, unless a mapper gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]
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
    /// The words around the name that say the pin: `Spoken.Pin`, "%{name}, Flagship".
    public var spokenPin: SpokenTemplate
    /// What a screen reader says after the pin that the pin does not show: the store's status
    /// ("Open, closes at 9:00 PM") and, for the selected pin, "selected".
    public var spokenDetails: [String]
    /// How the label's parts are said one after another.
    public var speech: Speech
    /// The first instant after the mapping's `now` at which the spoken status in the label
    /// differs; `nil` when nothing changes within fourteen days.
    public var changesAt: Date?

    /// A pin for store `id`.
    public init(
        id: String, title: StyledText, latitude: Double, longitude: Double, style: String, kind: String,
        isSelected: Bool, customData: [String: JSONValue], spokenPin: SpokenTemplate = .plain(slots: 1),
        spokenDetails: [String] = [], speech: Speech = .english
    ) {
        self.id = id
        self.title = title
        self.inputLabels = [title.text]
        self.latitude = latitude
        self.longitude = longitude
        self.style = style
        self.kind = kind
        self.glyph = nil
        self.isSelected = isSelected
        self.customData = customData
        self.spokenPin = spokenPin
        self.spokenDetails = spokenDetails
        self.speech = speech
    }

    /// What a screen reader says for the pin: "Regent Street Flagship, Flagship, Open, closes
    /// at 9:00 PM", and "selected" when it is.
    public var accessibilityLabel: String {
        speech.join([spokenPin.filled([title.spokenText])] + spokenDetails)
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, latitude, longitude, style, kind, glyph, isSelected, customData, accessibilityLabel, changesAt
        case inputLabels
    }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(style, forKey: .style)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(glyph, forKey: .glyph)
        try container.encode(isSelected, forKey: .isSelected)
        try container.encode(customData, forKey: .customData)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(inputLabels, forKey: .inputLabels)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
    }
}
