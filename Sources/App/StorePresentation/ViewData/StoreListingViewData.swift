import StoreDomain

/// One row of the store list, and the content of the map's selected-store panel.
public struct StoreListingViewData: Sendable, Hashable, Encodable {
    /// The store's id.
    public var id: String
    /// The store name.
    public var title: StyledText
    /// Distance, when known, then the opening status: "350 m · Open · closes 21:00".
    public var subtitle: StyledText
    /// The product's stock in this store, when a product is shown.
    public var stock: StockViewData?
    /// The store's status now, which the subtitle also shows.
    public var status: OpeningStatusViewData
    /// When a click & collect order is ready, for a store that offers it and has the product.
    public var pickup: PickupViewData?
    /// Whether the row is the selected one.
    public var isSelected: Bool
    /// Whether In-Store Mode is active for this store.
    public var isActiveInStore: Bool
    /// What a screen reader says for the row.
    public var accessibilityLabel: String
    /// The store's backend data, passed through.
    public var customData: [String: JSONValue]

    /// A row for store `id`.
    public init(
        id: String, title: StyledText, subtitle: StyledText, stock: StockViewData?, isSelected: Bool,
        isActiveInStore: Bool, accessibilityLabel: String, customData: [String: JSONValue],
        status: OpeningStatusViewData? = nil, pickup: PickupViewData? = nil
    ) {
        self.status = status ?? OpeningStatusViewData(text: subtitle, isOpen: false)
        self.pickup = pickup
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.stock = stock
        self.isSelected = isSelected
        self.isActiveInStore = isActiveInStore
        self.accessibilityLabel = accessibilityLabel
        self.customData = customData
    }
}
