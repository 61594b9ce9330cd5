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
/// - **Accessibility:** the row's label is put together when it is read, from its texts as they
///   read then (``StoreListingViewData/accessibilityLabel``), around
///   ``StoreListingViewData/spokenRow`` (`StoreFinder.Accessibility.Row`): a replacement that
///   changes a text after mapping is still read correctly. Take the distance, status, stock and
///   pickup, with their spoken forms, from the mappers that make them.
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
        let status = context.statusLine(of: store)
        let distance = context.userLocation.flatMap { user in
            store.coordinate.map { context.mappers.distance.map(metres: user.distance(to: $0), context: context) }
        }
        let stock = availability.map { context.mappers.stock.map($0, context: context) }
        // Click & collect: for a store that offers it, and has the product when one is shown.
        let pickup =
            availability.map({ $0.status == .inStock || $0.status == .lowStock }) ?? true
            ? context.pickupLine(of: store) : nil
        return StoreListingViewData(
            id: store.id, title: title, distance: distance, status: status, stock: stock, pickup: pickup,
            isSelected: isSelected, isActiveInStore: isActiveInStore, customData: store.customData,
            separator: context.strings.string(Strings.Common.separator), spokenRow: Self.spokenRow(context: context),
            speech: context.speech)
    }

    /// `StoreFinder.Accessibility.Row`, around the name and the details.
    static func spokenRow(context: MappingContext) -> SpokenTemplate {
        context.spokenTemplate(slots: 2) { Strings.StoreFinder.Accessibility.row(name: $0[0], details: $0[1]) }
    }
}
