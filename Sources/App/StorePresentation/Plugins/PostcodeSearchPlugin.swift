/// A postcode-only search: the search bar stays, with "Enter a postcode" as its placeholder.
public struct PostcodeSearchPlugin: StoreFinderPlugin {
    public let name = "postcode-search"
    public let summary = "The search bar asks for a postcode (\"Enter a postcode\") and stays on screen."

    /// The plugin.
    public init() {}

    public func register(in registry: PluginRegistry) {
        registry.mappers.searchBar.replace { PostcodeSearchBarMapper() }
    }
}

/// The search bar behind ``PostcodeSearchPlugin``.
public struct PostcodeSearchBarMapper: SearchBarViewDataMapper {
    /// The mapper.
    public init() {}

    public func map(query: String, context: MappingContext) -> SearchBarViewData? {
        SearchBarViewData(
            placeholder: context.text(
                Strings.StoreFinder.List.Search.postcodePlaceholder, style: .searchBar.placeholder),
            query: query.isEmpty ? nil : StyledText(data: query, style: .searchBar.field))
    }
}

/// No search bar at all, for apps that search elsewhere.
public struct NoSearchBarPlugin: StoreFinderPlugin {
    public let name = "no-search-bar"
    public let summary = "Removes the search bar from the list screen."

    /// The plugin.
    public init() {}

    public func register(in registry: PluginRegistry) {
        registry.mappers.searchBar.replace { NoSearchBarMapper() }
    }
}

/// A search bar mapper that removes the search bar.
public struct NoSearchBarMapper: SearchBarViewDataMapper {
    /// The mapper.
    public init() {}

    public func map(query: String, context: MappingContext) -> SearchBarViewData? { nil }
}
