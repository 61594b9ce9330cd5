/// Decides the search bar: its placeholder, or no search bar at all.
///
/// What a replacement owes:
/// - **Text:** the placeholder from the string tables; the user's query through
///   ``StyledText/init(data:style:)``.
/// - **Tokens:** `.searchBar.placeholder` and `.searchBar.field`.
/// - **Accessibility:** the placeholder doubles as the field's label, so it must say what to type.
public protocol SearchBarViewDataMapper: Sendable {
    /// The search bar for `query`, or `nil` to remove it.
    func map(query: String, context: MappingContext) -> SearchBarViewData?
}

/// The default: "Search town, postcode or store", with the current query.
public struct DefaultSearchBarViewDataMapper: SearchBarViewDataMapper {
    /// The default mapper.
    public init() {}

    public func map(query: String, context: MappingContext) -> SearchBarViewData? {
        SearchBarViewData(
            placeholder: context.text(Strings.StoreFinder.List.Search.placeholder, style: .searchBar.placeholder),
            query: query.isEmpty ? nil : StyledText(data: query, style: .searchBar.field))
    }
}
