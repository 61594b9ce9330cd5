import StoreDomain
import StoreLocalization
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Maps every screen (``ScreenKind/allCases``) from domain values to view data, in one locale and theme:
/// the entry point an app calls to draw them.
///
/// ```swift
/// let screens = ScreenMapper(locale: "en-GB")
/// var state = StoreFinderState()
/// state.apply([.permissionChanged(.allowed), .locationUpdated(here)])
/// state.apply(.pageLoaded(page, answering: state.pendingRequest!.id))
/// let list = screens.list(state, product: jacket, availability: stock, now: .now)
/// ```
///
/// Each screen says when it next reads differently (its `changesAt`), and ``timeline(for:through:limit:)``
/// gives the states of a span of time at once, for a widget: see <doc:Timelines>.
///
/// Each call maps through the mappers of ``MapperContainer/current`` at that moment, so a
/// replacement registered with `MapperContainer.shared` changes every screen drawn after it.
/// Make one value per locale and keep it: the localizer works out its fallback chain, plural
/// rules and digits once.
public struct ScreenMapper: Sendable {
    /// The strings of the locale.
    public var strings: Localizer
    /// The theme whose tokens the view data names.
    public var theme: Theme
    /// Fixed mappers for every call, or `nil` for those of ``MapperContainer/current`` at each call.
    public var mappers: MapperSet?
    /// The device the screens are drawn for: a phone unless set. The Manager's Special grid
    /// shows less on a phone's narrow tiles.
    public var deviceClass: DeviceClass = .phone
    /// The app's link to a store, which Store Details offers to share; `nil` for none:
    /// `screens.shareLink = try ShareLinkTemplate("https://shop.example/stores/{id}")`.
    public var shareLink: ShareLinkTemplate?

    /// Screens in `strings`' locale, in `theme`.
    public init(strings: Localizer, theme: Theme = .default, mappers: MapperSet? = nil) {
        self.strings = strings
        self.theme = theme
        self.mappers = mappers
    }

    /// Screens in `locale`, with the strings of `catalog`: StoreFinder's shipped tables unless
    /// given, or an app's compiled ones (`StoreFinderResources.strings`).
    public init(locale: String, catalog: StringCatalog = .shipped, theme: Theme = .default) {
        self.init(strings: Localizer(catalog: catalog, locale: locale), theme: theme)
    }

    /// The context one call maps with: the injected clock and location, and the current mappers.
    public func context(now: Date, userLocation: Coordinate?) -> MappingContext {
        var context = MappingContext(
            strings: strings, theme: theme, now: now, userLocation: userLocation,
            mappers: mappers ?? MapperContainer.current.snapshot(), shareLink: shareLink)
        context.deviceClass = deviceClass
        return context
    }

    /// The list tab for a reducer state, with the product whose stock each row shows.
    public func list(
        _ state: StoreFinderState, product: Product? = nil, availability: Availability? = nil, now: Date
    ) -> StoreListScreenViewData {
        let context = context(now: now, userLocation: state.userLocation)
        var screen = context.mappers.listScreen.map(
            StoreFinderScreenInput(state: state, product: product, availability: availability), context: context)
        screen.changesAt = ScreenChanges.of(screen)
        return screen
    }

    /// The map tab for a reducer state.
    public func map(
        _ state: StoreFinderState, product: Product? = nil, availability: Availability? = nil, now: Date
    ) -> StoreMapScreenViewData {
        let context = context(now: now, userLocation: state.userLocation)
        var screen = context.mappers.mapScreen.map(
            StoreFinderScreenInput(state: state, product: product, availability: availability), context: context)
        screen.changesAt = ScreenChanges.of(screen)
        return screen
    }

    /// Store Details for one store, with the product's stock in it.
    public func details(
        _ store: Store, product: Product? = nil, availability: Availability? = nil,
        userLocation: Coordinate? = nil, now: Date
    ) -> StoreDetailsScreenViewData {
        let context = context(now: now, userLocation: userLocation)
        var screen = context.mappers.detailsScreen.map(
            store, product: product, availability: availability, context: context)
        screen.changesAt = ScreenChanges.of(screen, store: store, now: now)
        return screen
    }

    /// The Manager's Special grid for a reducer state; "Updated N minutes ago" counts from `now`.
    public func specials(_ state: SpecialsState, now: Date) -> SpecialsScreenViewData {
        let context = context(now: now, userLocation: nil)
        var screen = context.mappers.specialsScreen.map(state, context: context)
        if screen.status?.kind == .updated, let updatedAt = state.updatedAt {
            screen.changesAt = ScreenChanges.ofFreshness(updatedAt: updatedAt, context: context)
        }
        return screen
    }

    /// The delivery-city flow's screen for a reducer state; the user's location is the state's.
    public func deliveryCity(_ state: DeliveryCityState, now: Date) -> DeliveryCityScreenViewData {
        let context = context(now: now, userLocation: state.location)
        return context.mappers.deliveryCityScreen.map(state, context: context)
    }

    /// The booking item search for a reducer state.
    public func bookingSearch(_ state: BookingSearchState, now: Date) -> BookingSearchScreenViewData {
        let context = context(now: now, userLocation: nil)
        return context.mappers.bookingSearchScreen.map(state, context: context)
    }

    /// The opening-times screen for one store.
    public func openingTimes(_ store: Store, now: Date) -> OpeningTimesScreenViewData {
        let context = context(now: now, userLocation: nil)
        var screen = context.mappers.openingTimesScreen.map(store, context: context)
        screen.changesAt = ScreenChanges.of(screen, store: store, now: now)
        return screen
    }
}
