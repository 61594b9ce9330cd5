import StoreDomain
import StoreTheme

/// The inputs of the Store Finder screens: the reducer's state and the product being shown.
public struct StoreFinderScreenInput: Sendable {
    /// The reducer's state: results, selection, mode, errors and the user's location.
    public var state: StoreFinderState
    /// The product whose stock each row shows, if any.
    public var product: Product?
    /// The product's stock in each store.
    public var availability: Availability?

    /// The input of the list and map screens.
    public init(state: StoreFinderState, product: Product? = nil, availability: Availability? = nil) {
        self.state = state
        self.product = product
        self.availability = availability
    }
}

/// Maps the Store Finder state to the list screen.
///
/// What a replacement owes:
/// - **Every reducer state:** location prompt, loading, error, empty and results, with the
///   paging footer and the mode button. The count says when more pages are to come
///   (`StoreFinder.ResultCountMore`: "12 stores, more below"), since the rows are not all.
/// - **Delegation:** rows, stock, errors, the search bar, the product card and the filter
///   chips through `context.mappers`, so a replacement of any of them reaches this screen.
/// - **Store truth:** no row for a permanently closed store or one the filters hide
///   (`StoreFinderState.visibleStores(at:soonWindow:)`); when filters hide every result, the
///   empty content says so and ``StoreListScreenViewData/clearFilters`` offers the way back.
/// - **Tokens:** the generated `ThemeToken` accessors only.
/// - **Accessibility:** the result count is announced when results arrive; keep it a sentence.
public protocol StoreListScreenMapper: Sendable {
    /// Maps the Store Finder list for the reducer's state, with the strings, theme, clock and locale of `context`.
    func map(_ input: StoreFinderScreenInput, context: MappingContext) -> StoreListScreenViewData
}

/// The default list screen: every state the reducer produces, with the filter chips while
/// there are results to filter.
public struct DefaultStoreListScreenMapper: StoreListScreenMapper {
    /// The default mapper.
    public init() {}

    /// Maps the Store Finder list for the reducer's state, as the type's summary says.
    public func map(_ input: StoreFinderScreenInput, context: MappingContext) -> StoreListScreenViewData {
        let state = input.state
        var content: StoreListScreenViewData.Content
        var clearFilters: ButtonViewData?
        switch state.screen {
        case .locationPrompt:
            content = .locationPrompt(context.mappers.error.map(.locationNotDetermined, context: context))
        case .loading:
            content = .loading(context.text(Strings.StoreFinder.loading, style: .text.secondary))
        case .error(let error):
            content = .error(context.mappers.error.map(error, context: context))
        case .empty:
            let message =
                state.query.isEmpty
                ? context.text(Strings.StoreFinder.Empty.messageNearby, style: .text.secondary)
                : context.text(Strings.StoreFinder.Empty.message(query: .text(state.query)), style: .text.secondary)
            content = .empty(title: context.text(Strings.StoreFinder.Empty.title, style: .text.title), message: message)
        case .results:
            let visible = state.visibleStores(at: context.now, soonWindow: context.soonWindow)
            let rows = visible.map { store in
                context.mappers.listing.map(
                    store, availability: input.availability?.stock(of: input.product, in: store.id),
                    isSelected: state.mode != .standard && state.selectedStoreID == store.id,
                    isActiveInStore: state.activeInStoreID == store.id, context: context)
            }
            // With a next page to come, the count says the list goes on: the rows are not all.
            let count =
                state.nextPageToken == nil
                ? Strings.StoreFinder.resultCount(count: .integer(rows.count))
                : Strings.StoreFinder.resultCountMore(count: .integer(rows.count))
            content = .results(
                count: context.text(count, style: .text.caption),
                rows: rows, footer: footer(state, context: context))
            if rows.isEmpty, !state.filters.isEmpty {
                content = .empty(
                    title: context.text(Strings.Filters.noMatches, style: .text.title),
                    message: context.text(Strings.Filters.noMatchesMessage, style: .text.secondary))
                clearFilters = ButtonViewData(
                    title: context.text(Strings.Filters.clear, style: .button.primary), style: .button.primary,
                    action: .clearFilters)
            }
        }
        var screen = StoreListScreenViewData(
            title: context.text(Strings.StoreFinder.title, style: .text.title),
            searchBar: context.mappers.searchBar.map(query: state.query, context: context),
            productCard: input.product.map { context.mappers.productCard.map($0, stock: nil, context: context) },
            content: content, modeButton: modeButton(state, context: context), isRightToLeft: context.isRightToLeft,
            filters: state.screen == .results
                ? FilterChips.map(state.stores, active: state.filters, context: context) : [],
            clearFilters: clearFilters)
        screen.tabs = StoreFinderTabs.map(selected: .list, context: context)
        screen.openedStoreID = state.openedStoreID
        return screen
    }

    private func footer(_ state: StoreFinderState, context: MappingContext) -> PagingFooterViewData {
        StoreListFooter.map(state.footer, context: context)
    }

    private func modeButton(_ state: StoreFinderState, context: MappingContext) -> ButtonViewData? {
        guard state.screen == .results else { return nil }
        return ModeButton.map(state, context: context)
    }

}
