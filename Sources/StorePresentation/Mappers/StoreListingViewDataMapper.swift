import StoreDomain

/// Turns a store into a list row (and the map's selected-store panel).
public protocol StoreListingViewDataMapper: Sendable {
    func map(_ store: Store, availability: StoreAvailability?, isSelected: Bool, isActiveInStore: Bool,
             context: MappingContext) -> StoreListingViewData
}

/// The default: the name; distance (when the user's location is known) then opening
/// status; the stock line from the stock mapper; and an accessibility label of all three.
public struct DefaultStoreListingViewDataMapper: StoreListingViewDataMapper {
    public init() {}

    public func map(_ store: Store, availability: StoreAvailability?, isSelected: Bool, isActiveInStore: Bool,
                    context: MappingContext) -> StoreListingViewData {
        let title = StyledText(data: store.name, style: isSelected ? "selectedRow" : "text.title")
        let status = context.mappers.openingStatus.map(store.openingHours, context: context)
        var parts = [status.text]
        if let user = context.userLocation, let coordinate = store.coordinate {
            parts.insert(context.mappers.distance.map(metres: user.distance(to: coordinate), context: context), at: 0)
        }
        let separator = context.strings.string(Strings.Common.separator)
        let subtitle = StyledText(composed: parts.map(\.text).joined(separator: separator), style: status.text.style,
                                  key: parts.compactMap(\.key).joined(separator: " + "), locale: status.text.locale)
        let stock = availability.map { context.mappers.stock.map($0, context: context) }
        var details = parts.map(\.text)
        if let stock { details.append(stock.quantityText?.text ?? stock.text.text) }
        let label = context.strings.string(Strings.StoreFinder.Accessibility.row(name: .text(title.text), details: .text(details.joined(separator: separator))))
        return StoreListingViewData(id: store.id, title: title, subtitle: subtitle, stock: stock, isSelected: isSelected,
                                    isActiveInStore: isActiveInStore, accessibilityLabel: label, customData: store.customData)
    }
}
