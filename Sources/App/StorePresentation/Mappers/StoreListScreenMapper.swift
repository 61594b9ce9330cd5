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
///   paging footer and the mode button.
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
            content = .results(
                count: context.text(Strings.StoreFinder.resultCount(count: .integer(rows.count)), style: .text.caption),
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
        return screen
    }

    private func footer(_ state: StoreFinderState, context: MappingContext) -> StoreListScreenViewData.Footer {
        StoreListFooter.map(state.footer, context: context)
    }

    private func modeButton(_ state: StoreFinderState, context: MappingContext) -> ButtonViewData? {
        guard state.screen == .results else { return nil }
        return ModeButton.map(state, context: context)
    }

}

/// The button the selected store offers by the list's mode, on the list and on the map's panel.
enum ModeButton {
    /// Select in selection mode; Activate, or Deactivate for the active store, in in-store
    /// mode; `nil` in standard mode or with nothing selected.
    static func map(_ state: StoreFinderState, context: MappingContext) -> ButtonViewData? {
        guard let selected = state.selectedStoreID else { return nil }
        switch state.mode {
        case .standard:
            return nil
        case .selection:
            return ButtonViewData(
                title: context.text(Strings.StoreFinder.Mode.select, style: .button.primary), style: .button.primary,
                action: .selectStore)
        case .inStore:
            if state.activeInStoreID == selected {
                return ButtonViewData(
                    title: context.text(Strings.StoreFinder.Mode.InStore.deactivate, style: .button.secondary),
                    style: .button.secondary, action: .deactivateInStore)
            }
            return ButtonViewData(
                title: context.text(Strings.StoreFinder.Mode.InStore.activate, style: .button.primary),
                style: .button.primary, action: .activateInStore)
        }
    }
}

/// The Store Finder's List and Map tabs, and the map's camera, from the reducer's state.
enum StoreFinderTabs {
    /// Both tabs, `selected` the tab of the screen they are on (the state's ``StoreFinderState/tab``
    /// says which screen the app shows): "List, tab 1 of 2, selected".
    static func map(selected: StoreFinderState.Tab, context: MappingContext) -> [TabViewData] {
        let tabs = StoreFinderState.Tab.allCases
        let said = context.strings.string(Strings.Spoken.selected)
        return tabs.enumerated().map { index, tab in
            let title = tab == .list ? Strings.StoreFinder.Tabs.list : Strings.StoreFinder.Tabs.map
            let spoken = context.spokenTemplate(slots: 1) {
                Strings.Spoken.tab(name: $0[0], index: .integer(index + 1), count: .integer(tabs.count))
            }
            return TabViewData(
                tab: tab, title: context.text(title, style: selected == tab ? .button.primary : .button.secondary),
                isSelected: selected == tab, spokenTab: spoken, spokenSelected: said, speech: context.speech)
        }
    }

    /// The camera: centred on the user while it follows and the position is known, with the
    /// tracking button while location is allowed.
    static func camera(_ state: StoreFinderState, context: MappingContext) -> MapCameraViewData {
        let centre = state.camera.isFollowingUser ? state.userLocation : nil
        let style: ThemeToken = state.camera.isFollowingUser ? .button.primary : .button.secondary
        let button =
            state.showsTrackingButton
            ? ButtonViewData(
                title: context.text(Strings.StoreFinder.Map.followMe, style: style), style: style, action: .followUser)
            : nil
        return MapCameraViewData(
            followsUser: state.camera.isFollowingUser, centreLatitude: centre?.latitude,
            centreLongitude: centre?.longitude, trackingButton: button)
    }
}

/// A paging footer, the list's or the map area's: loading, or a failure with Retry.
enum StoreListFooter {
    static func map(_ footer: StoreFinderState.Footer, context: MappingContext) -> StoreListScreenViewData.Footer {
        switch footer {
        case .idle: return .none
        case .loading: return .loading(context.text(Strings.StoreFinder.Footer.loading, style: .text.secondary))
        case .failed(let error):
            return .failed(
                message: context.serverMessage(of: error, style: .error.message)
                    ?? context.text(Strings.StoreFinder.Footer.error, style: .error.message),
                retry: ButtonViewData(
                    title: context.text(Strings.StoreFinder.Footer.retry, style: .button.secondary),
                    style: .button.secondary, action: .retry))
        }
    }
}
