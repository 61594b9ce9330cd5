import StoreDomain
import StoreTheme

/// Turns a store into a list row (and the map's selected-store panel).
///
/// What a replacement owes:
/// - **Text:** the store's name through ``StyledText/init(data:style:)``, which sanitizes it; the
///   distance, status, stock and pickup from the mappers in `context.mappers`, so replacing
///   those still reaches the row. Pickup only for a store that offers click & collect and has
///   the product, when one is shown.
/// - **Tokens:** `.text.title` for the name, `.selectedRow` when selected, and the tokens of the
///   texts it takes from other mappers.
/// - **Accessibility:** ``StoreListingViewData/accessibilityLabel`` must name the store and say
///   what the row shows (distance, status, stock, pickup), from the `StoreFinder.Accessibility.Row`
///   string, so a screen reader user hears the row in one go.
public protocol StoreListingViewDataMapper: Sendable {
    /// Maps one row of the store list, with the strings, theme, clock and locale of `context`.
    func map(
        _ store: Store, availability: StoreAvailability?, isSelected: Bool, isActiveInStore: Bool,
        context: MappingContext
    ) -> StoreListingViewData
}

/// The default: the name; distance (when the user's location is known) then the store's
/// status; the stock line from the stock mapper; when an order would be ready to collect; and
/// an accessibility label of them all.
public struct DefaultStoreListingViewDataMapper: StoreListingViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps one row of the store list, as the type's summary says.
    public func map(
        _ store: Store, availability: StoreAvailability?, isSelected: Bool, isActiveInStore: Bool,
        context: MappingContext
    ) -> StoreListingViewData {
        let title = StyledText(data: store.name, style: isSelected ? .selectedRow : .text.title)
        let statusData = context.mappers.openingStatus.map(
            store.status(at: context.now, soonWindow: context.soonWindow), of: store, context: context)
        let status = statusData.text
        let separator = context.strings.string(Strings.Common.separator)
        // NB: joined by hand rather than through arrays of parts: a row is made for every
        // store in the list, and each temporary array and string was an allocation to make
        // and free, several per row.
        var text = status.text
        var key = status.key
        let labels = context.mappers.accessibilityLabels
        // What a screen reader says: the distance in words, the status as its mapper words it
        // for one, the stock and the pickup line, one after another.
        var spoken: [String] = []
        spoken.reserveCapacity(4)
        if let user = context.userLocation, let coordinate = store.coordinate {
            let metres = user.distance(to: coordinate)
            let distance = context.mappers.distance.map(metres: metres, context: context)
            text = distance.text + separator + status.text
            spoken.append(labels.distance(metres: metres, context: context))
            switch (distance.key, status.key) {
            case (let first?, let second?): key = first + " + " + second
            case (let first?, nil): key = first
            default: break
            }
        }
        spoken.append(statusData.accessibilityLabel)
        let subtitle = StyledText(composed: text, style: status.style, key: key ?? "", locale: status.locale)
        let stock = availability.map { context.mappers.stock.map($0, context: context) }
        if let stock { spoken.append(stock.accessibilityLabel) }
        // Click & collect: for a store that offers it, and has the product when one is shown.
        var pickup: PickupViewData?
        if availability.map({ $0.status == .inStock || $0.status == .lowStock }) ?? true,
            let readiness = store.pickupReadiness(at: context.now)
        {
            let line = context.mappers.pickup.map(readiness, context: context)
            spoken.append(line.accessibilityLabel)
            pickup = line
        }
        let label = context.strings.string(
            Strings.StoreFinder.Accessibility.row(
                name: .text(title.text), details: .text(labels.list(spoken, context: context))))
        return StoreListingViewData(
            id: store.id, title: title, subtitle: subtitle, stock: stock, isSelected: isSelected,
            isActiveInStore: isActiveInStore, accessibilityLabel: label, customData: store.customData,
            status: statusData,
            pickup: pickup)
    }
}
