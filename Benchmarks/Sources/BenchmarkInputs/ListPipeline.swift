import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreScreens
import StoreTheme

/// The list screen's pipeline as every benchmark runs it: state → view data → text, in
/// English, with the compiled shipped tables and default theme an app uses, 44 columns, at a
/// fixed instant.
///
/// `compare.sh`'s rows and scale benchmarks and `bench-inputs --profile` all go through this
/// one, so a wall-clock median and an instruction count of the same name measure the same work.
public struct ListPipeline: Sendable {
    public let theme: Theme
    /// 2026-11-20 17:30 UTC, a Friday evening: some stores open, some closing, some closed.
    public let now = Date(timeIntervalSince1970: 1_795_195_800)
    /// The user, in central London, for the runs that order stores by distance.
    public let user: Coordinate?
    public let renderer: TextRenderer

    public init() {
        theme = .default
        user = try? Coordinate(latitude: 51.51, longitude: -0.134)
        renderer = TextRenderer(theme: theme, options: RenderOptions(width: 44, format: .text))
    }

    /// A search whose first page is `stores`. When `located`, location is allowed and
    /// known, so the list is ordered by distance (the scale runs); otherwise it keeps the
    /// backend's order (the rows runs).
    public func state(_ stores: [Store], located: Bool) -> StoreFinderState {
        var state = firstPage(stores, located: located)
        if located { locate(&state) }
        return state
    }

    /// The reducer's first step: the search and its first page, `stores`. When `located`,
    /// location is allowed but not yet known, so the stores keep the backend's order.
    public func firstPage(_ stores: [Store], located: Bool) -> StoreFinderState {
        var state = StoreFinderState()
        if located {
            state.apply([.permissionChanged(.allowed), .searchSubmitted("")])
        } else {
            state.apply(.searchSubmitted("x"))
        }
        if let request = state.pendingRequest { state.apply(.pageLoaded(StorePage(stores: stores), answering: request.id)) }
        return state
    }

    /// The reducer's second step in the located runs: the user's location arrives, and the
    /// stores are ordered by distance.
    public func locate(_ state: inout StoreFinderState) {
        if let user { state.apply(.locationUpdated(user)) }
    }

    /// The list screen's view data for `state`, through a fresh mapping context.
    public func screen(_ state: StoreFinderState) -> StoreListScreenViewData {
        let context = MappingContext(strings: Localizer(catalog: .shipped, locale: "en"), theme: theme, now: now, userLocation: state.userLocation)
        return context.mappers.listScreen.map(StoreFinderScreenInput(state: state), context: context)
    }

    /// The whole pipeline: `stores` to the list screen's text.
    public func text(_ stores: [Store], located: Bool) -> String {
        renderer.render(screen(state(stores, located: located)).anyScreen)
    }
}
