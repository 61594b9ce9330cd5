import StoreDomain
import StoreLocalization
import StoreTheme

/// Maps the Store Finder state to the map tab.
///
/// What a replacement owes:
/// - **Delegation:** pins through `context.mappers.annotation`, the selected store's panel
///   through `context.mappers.listing`, chips through `context.mappers.filterChip`.
/// - **Store truth:** no pin for a permanently closed store or one the filters hide
///   (`StoreFinderState.visibleMapStores(at:soonWindow:)`).
/// - **Tokens:** annotation kinds the theme defines, and the generated `ThemeToken` accessors.
/// - **Accessibility:** a legend entry for every kind of pin shown, with a label a screen reader can say.
public protocol StoreMapScreenMapper: Sendable {
    /// Maps the Store Finder map for the reducer's state, with the strings, theme, clock and locale of `context`.
    func map(_ input: StoreFinderScreenInput, context: MappingContext) -> StoreMapScreenViewData
}

/// The default map: pins for every store found so far that is still trading and passes the
/// filters, the user's position, a legend of the kinds shown, the filter chips, and either the
/// selected store's panel, with the list's mode button, or the Search this area button.
public struct DefaultStoreMapScreenMapper: StoreMapScreenMapper {
    /// The default mapper.
    public init() {}

    /// The name of a store kind; a kind the tables do not know shows as the backend wrote it.
    static func kindName(_ kind: String, context: MappingContext) -> StyledText {
        let key: LocalizedKey
        switch kind {
        case "flagship": key = Strings.StoreFinder.Kind.flagship
        case "store": key = Strings.StoreFinder.Kind.store
        case "outlet": key = Strings.StoreFinder.Kind.outlet
        case "express": key = Strings.StoreFinder.Kind.express
        case "pickup": key = Strings.StoreFinder.Kind.pickup
        default: return StyledText(data: kind, style: .mapFrame.label)
        }
        return context.text(key, style: .mapFrame.label)
    }

    /// Maps the Store Finder map for the reducer's state, as the type's summary says.
    public func map(_ input: StoreFinderScreenInput, context: MappingContext) -> StoreMapScreenViewData {
        let state = input.state
        let visible = state.visibleMapStores(at: context.now, soonWindow: context.soonWindow)
        let annotations = visible.compactMap {
            context.mappers.annotation.map($0, isSelected: $0.id == state.selectedStoreID, context: context)
        }
        let kinds = Set(annotations.map(\.kind)).sorted()
        let legend = kinds.map { kind in
            LegendEntryViewData(
                style: context.theme.annotations[kind] != nil ? kind : "default",
                label: Self.kindName(kind, context: context))
        }
        // A selected store the filters now hide has no pin, so it has no panel either.
        let selected = state.selectedStore.flatMap { store in visible.contains { $0.id == store.id } ? store : nil }
        let panel = selected.map {
            var row = context.mappers.listing.map(
                $0, availability: input.availability?.stock(of: input.product, in: $0.id),
                isSelected: true, isActiveInStore: state.activeInStoreID == $0.id, context: context)
            // The store's pin is called by its name; Voice Control tells the panel apart.
            let name = row.title.text
            row.inputLabels =
                [context.text(Strings.StoreFinder.Map.panelLabel(name: .text(name)), style: row.title.style).text]
                + row.inputLabels
            return row
        }
        // The map always offers its search: a spinner while one is on its way. (A selected
        // store the filters hide has no panel, so the button stays.)
        let button: ButtonViewData
        switch state.areaSearch {
        case .idle, .hidden:
            button = ButtonViewData(
                title: context.text(Strings.StoreFinder.Map.searchThisArea, style: .button.primary),
                style: .button.primary, action: .searchThisArea)
        case .loading:
            button = ButtonViewData(
                title: context.text(Strings.StoreFinder.Map.searching, style: .button.secondary),
                style: .button.secondary, action: .searchThisArea, isLoading: true)
        }
        let toast = state.mapToast.map { error -> StyledText in
            if case .network = error { return context.text(Strings.StoreFinder.Map.Toast.network, style: .error.title) }
            return context.serverMessage(of: error, style: .error.title)
                ?? context.text(Strings.StoreFinder.Map.Toast.server, style: .error.title)
        }
        var screen = StoreMapScreenViewData(
            annotations: annotations, userLatitude: state.userLocation?.latitude,
            userLongitude: state.userLocation?.longitude,
            userLabel: context.text(Strings.StoreFinder.Map.you, style: .mapFrame.label), legend: legend,
            selectedPanel: panel, searchAreaButton: panel == nil ? button : nil, toast: toast,
            isRightToLeft: context.isRightToLeft,
            filters: state.mapStores.isEmpty
                ? [] : FilterChips.map(state.mapStores, active: state.filters, context: context))
        // The panel offers what the list offers for the selected store.
        screen.modeButton = panel == nil ? nil : ModeButton.map(state, context: context)
        screen.tabs = StoreFinderTabs.map(selected: .map, context: context)
        // The area's pages, as the list's: more while there is a next page, then its footer.
        if panel == nil, state.areaNextPageToken != nil, state.areaFooter == .idle, state.pendingAreaSearch == nil {
            screen.areaMoreButton = ButtonViewData(
                title: context.text(Strings.StoreFinder.Map.moreHere, style: .button.secondary),
                style: .button.secondary, action: .moreInArea)
        }
        screen.areaFooter = StoreListFooter.map(state.areaFooter, context: context)
        screen.camera = StoreFinderTabs.camera(state, context: context)
        screen.openedStoreID = state.openedStoreID
        return screen
    }
}
