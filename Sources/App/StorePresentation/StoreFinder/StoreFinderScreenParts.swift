import StoreDomain
import StoreLocalization
import StoreTheme

// The parts the list and the map share: the mode button, a paging footer, the tabs and the
// camera. Each screen mapper calls these; neither holds a copy.

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

    /// The camera: centred on the user and zoomed to the neighbourhood while it follows and the
    /// position is known, with the tracking button while location is allowed.
    static func camera(_ state: StoreFinderState, context: MappingContext) -> MapCameraViewData {
        let centre = state.camera.isFollowingUser ? state.userLocation : nil
        let style: ThemeToken = state.camera.isFollowingUser ? .button.primary : .button.secondary
        let button =
            state.showsTrackingButton
            ? ButtonViewData(
                title: context.text(Strings.StoreFinder.Map.followMe, style: style), style: style, action: .followUser)
            : nil
        var camera = MapCameraViewData(
            followsUser: state.camera.isFollowingUser, centreLatitude: centre?.latitude,
            centreLongitude: centre?.longitude, trackingButton: button)
        camera.radiusMetres = centre == nil ? nil : state.camera.userFocusRadiusMetres
        return camera
    }
}

/// A paging footer, the list's or the map area's: loading, or a failure with Retry.
enum StoreListFooter {
    static func map(_ footer: StoreFinderState.Footer, context: MappingContext) -> PagingFooterViewData {
        PagingFooterViewData.map(
            footer, loading: Strings.StoreFinder.Footer.loading, error: Strings.StoreFinder.Footer.error,
            retry: Strings.StoreFinder.Footer.retry,
            serverMessage: { context.serverMessage(of: $0, style: .error.message) },
            context: context)
    }
}
