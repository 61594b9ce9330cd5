import StoreDomain

/// One row of the store list, and the content of the map's selected-store panel.
public struct StoreListingViewData: Sendable, Hashable, Encodable {
    /// The store's id.
    public var id: String
    /// The store name.
    public var title: StyledText
    /// The names a Voice Control user can say to act on it, the first shown as its name
    /// (`accessibilityInputLabels`): the store's name, unless a mapper gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]
    /// The store's distance from the user, when both are known: "0.4 mi", spoken "0.4 miles".
    public var distance: StyledText?
    /// The product's stock in this store, when a product is shown.
    public var stock: StockViewData?
    /// The store's status now, which the subtitle shows after the distance.
    public var status: OpeningStatusViewData
    /// When a click & collect order is ready, for a store that offers it and has the product.
    public var pickup: PickupViewData?
    /// Whether the row is the selected one.
    public var isSelected: Bool
    /// Whether In-Store Mode is active for this store.
    public var isActiveInStore: Bool
    /// The store's backend data, passed through.
    public var customData: [String: JSONValue]
    /// What the subtitle sets between the distance and the status: `Common.Separator`, " · ".
    public var separator: String
    /// The words around the name and the details that say the row:
    /// `StoreFinder.Accessibility.Row`, "%{name}. %{details}".
    public var spokenRow: SpokenTemplate
    /// How the details are said one after another.
    public var speech: Speech
    /// How the row's parts sit as the text grows: the distance and the status share a line,
    /// and the stock and its quantity another, until the accessibility sizes, where each
    /// takes its own line.
    public var reflow: Reflow = .atAccessibilitySizes

    /// A row for store `id`.
    public init(
        id: String, title: StyledText, distance: StyledText? = nil, status: OpeningStatusViewData,
        stock: StockViewData? = nil, pickup: PickupViewData? = nil, isSelected: Bool = false,
        isActiveInStore: Bool = false, customData: [String: JSONValue] = [:], separator: String = " · ",
        spokenRow: SpokenTemplate = SpokenTemplate(pieces: ["", ". ", ""]), speech: Speech = .english
    ) {
        self.id = id
        self.title = title
        self.inputLabels = [title.text]
        self.distance = distance
        self.status = status
        self.stock = stock
        self.pickup = pickup
        self.isSelected = isSelected
        self.isActiveInStore = isActiveInStore
        self.customData = customData
        self.separator = separator
        self.spokenRow = spokenRow
        self.speech = speech
    }

    /// The distance, when known, then the status, as they read now: "350 m · Open · closes
    /// 21:00", in the status's style.
    public var subtitle: StyledText {
        guard let distance else { return status.text }
        let key: String? =
            switch (distance.key, status.text.key) {
            case (let first?, let second?): first + " + " + second
            case (let first?, nil): first
            case (nil, let second): second
            }
        return StyledText(
            composed: distance.text + separator + status.text.text, style: status.text.style, key: key,
            locale: status.text.locale)
    }

    /// What a screen reader says for the row, in one go: the name, then the distance, the
    /// status, the stock and the pickup line in words, as they read now: "Regent Street
    /// Flagship. 0.4 miles, Open, closes at 9:00 PM, In stock".
    public var accessibilityLabel: String {
        spokenRow.filled([
            title.spokenText,
            speech.join([
                distance?.spokenText, status.accessibilityLabel, stock?.accessibilityLabel, pickup?.accessibilityLabel,
            ]),
        ])
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, subtitle, distance, stock, status, pickup, isSelected, isActiveInStore, accessibilityLabel
        case customData, reflow
        case inputLabels
    }

    /// Hand-written because `accessibilityLabel` and `subtitle` are computed, and the JSON carries them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(subtitle, forKey: .subtitle)
        try container.encodeIfPresent(distance, forKey: .distance)
        try container.encodeIfPresent(stock, forKey: .stock)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(pickup, forKey: .pickup)
        try container.encode(isSelected, forKey: .isSelected)
        try container.encode(isActiveInStore, forKey: .isActiveInStore)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(inputLabels, forKey: .inputLabels)
        try container.encode(customData, forKey: .customData)
        try container.encode(reflow, forKey: .reflow)
    }
}
