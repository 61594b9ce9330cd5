import StoreDomain
import StoreLocalization
import StoreTheme

/// The city list: the cities a search leaves, sorted by the locale's collation, with the
/// current choice marked.
///
/// What a replacement owes:
/// - **Sub-mappers:** rows from `context.mappers.deliveryCityRow`.
/// - **Order:** by the names as shown, in the locale's collation (`Collation`), so Cyrillic
///   comes first in ru and `ё` sorts with `е`.
/// - **Tokens:** `.text.title`, `.text.secondary`, `.searchBar.*`.
public protocol DeliveryCityListViewDataMapper: Sendable {
    /// Maps the city list: its title, search, count and rows, sorted by the locale's collation and
    /// filtered by `query`, with the strings, theme, clock and locale of `context`.
    func map(
        _ cities: [DeliveryCity], query: String, current: String?, context: MappingContext
    ) -> DeliveryCityListViewData
}

/// The default.
public struct DefaultDeliveryCityListViewDataMapper: DeliveryCityListViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps the city list: its title, search, count and rows, sorted by the locale's collation and
    /// filtered by `query`, as the type's summary says.
    public func map(
        _ cities: [DeliveryCity], query: String, current: String?, context: MappingContext
    ) -> DeliveryCityListViewData {
        let sorted = Collation.sorted(cities, locale: context.locale.identifier) { context.name(of: $0) }
        let rowMapper = context.mappers.deliveryCityRow
        let rows = sorted.map { rowMapper.map($0, isCurrent: $0.id == current, context: context) }
        let search = SearchBarViewData(
            placeholder: context.text(Strings.Delivery.List.search, style: .searchBar.placeholder),
            query: query.isEmpty ? nil : StyledText(data: query, style: .searchBar.field))
        let noMatches =
            rows.isEmpty && !query.isEmpty
            ? context.text(Strings.Delivery.List.noMatches(query: .text(query)), style: .text.secondary) : nil
        return DeliveryCityListViewData(
            title: context.text(Strings.Delivery.List.title, style: .text.title), search: search,
            count: context.text(Strings.Delivery.List.count(count: .integer(rows.count)), style: .text.secondary),
            rows: rows, noMatches: noMatches)
    }
}
