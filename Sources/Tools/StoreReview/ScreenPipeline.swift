#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreTheme

/// Everything one rendered screen depends on.
public struct RenderRequest: Sendable {
    public var screen: ScreenKind
    /// The Store Finder state (list and map), already replayed.
    public var state: StoreFinderState
    /// The Manager's Special state, already replayed.
    public var specials: SpecialsState
    /// The delivery-city state, already replayed; the cities screen needs one.
    public var delivery: DeliveryCityState?
    /// The store for details and hours.
    public var store: Store?
    public var product: Product?
    public var availability: Availability?
    /// The strings of the locale to render in. Build one per locale and reuse it: it works out
    /// its fallback chain, plural rules and digits once.
    public var strings: Localizer
    public var theme: Theme
    public var mappers: MapperSet
    public var now: Date
    public var options: RenderOptions

    public init(screen: ScreenKind, state: StoreFinderState, store: Store?, product: Product?, availability: Availability?,
                strings: Localizer, theme: Theme, mappers: MapperSet, now: Date, options: RenderOptions,
                specials: SpecialsState = SpecialsState(), delivery: DeliveryCityState? = nil) {
        self.screen = screen
        self.delivery = delivery
        self.state = state
        self.specials = specials
        self.store = store
        self.product = product
        self.availability = availability
        self.strings = strings
        self.theme = theme
        self.mappers = mappers
        self.now = now
        self.options = options
    }
}

/// State → view data → text, for one screen: the app-facing ``StoreFinderScreens`` maps it,
/// and the tool-side ``TextRenderer`` draws it.
///
/// ```swift
/// let text = try ScreenPipeline.render(request)
/// ```
public enum ScreenPipeline {
    /// Details or hours were asked for with no store to show.
    public struct NoStore: Error, Sendable, Hashable, CustomStringConvertible {
        public var screen: ScreenKind
        public var description: String { "\(screen.rawValue) needs a store to show, and there is none selected and no results" }
    }

    /// The store details and hours show: the request's, else the state's selected store, else
    /// its first result.
    public static func store(for request: RenderRequest) -> Store? {
        request.store ?? request.state.selectedStore ?? request.state.stores.first
    }

    /// The screen in the request's format: text, ANSI, JSON or an HTML fragment. Details and
    /// hours show ``store(for:)``, and throw ``NoStore`` when there is none, rather than
    /// drawing another screen.
    public static func render(_ request: RenderRequest, sources: StringSources? = nil) throws(NoStore) -> String {
        TextRenderer(theme: request.theme, options: request.options, sources: sources).render(try viewData(for: request))
    }

    /// The screen as text and as HTML lines from one layout, as the review report shows it.
    public static func drawing(_ request: RenderRequest) throws(NoStore) -> ScreenDrawing {
        TextRenderer(theme: request.theme, options: request.options).drawing(try viewData(for: request))
    }

    /// The request's screen as view data, mapped by the app-facing ``StoreFinderScreens``.
    public static func viewData(for request: RenderRequest) throws(NoStore) -> RenderableScreen {
        let screens = StoreFinderScreens(strings: request.strings, theme: request.theme, mappers: request.mappers)
        let (state, now) = (request.state, request.now)
        switch request.screen {
        case .list:
            return .list(screens.list(state, product: request.product, availability: request.availability, now: now))
        case .map:
            return .map(screens.map(state, product: request.product, availability: request.availability, now: now))
        case .specials:
            return .specials(screens.specials(request.specials, now: now))
        case .cities:
            // NB: the review and the CLI always give the cities screen its state; without one
            // it draws the flow's first screen over no cities.
            return .deliveryCity(screens.deliveryCity(request.delivery ?? DeliveryCityState(catalog: .empty), now: now))
        case .details, .hours:
            guard let store = store(for: request) else { throw NoStore(screen: request.screen) }
            if request.screen == .hours { return .hours(screens.openingTimes(store, now: now)) }
            return .details(screens.details(store, product: request.product, availability: request.availability,
                                            userLocation: state.userLocation, now: now))
        }
    }
}
