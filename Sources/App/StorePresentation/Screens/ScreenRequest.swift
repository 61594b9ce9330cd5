import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything one screen shows, for a host that maps whichever screen it is asked for: the
/// screen, the reducers' states, the store, the product and the clock.
///
/// ```swift
/// var request = ScreenRequest(screen: .list, now: .now)
/// request.state = finderState
/// request.product = jacket
/// let screen = try screens.viewData(for: request)   // a StoreListScreenViewData
/// ```
///
/// Each screen reads the fields it needs: the list and the map ``state``, details and opening
/// times ``storeToShow``, the specials grid ``specials``, the delivery-city flow ``deliveryCity``, the booking search ``bookingSearch``.
public struct ScreenRequest: Sendable {
    /// A screen that cannot be drawn from the request.
    public struct Unavailable: Error, Sendable, Hashable, CustomStringConvertible {
        /// The screen asked for.
        public var screen: ScreenKind

        /// Why: the screen shows one store, and the request names none, selects none and has no
        /// results.
        public var description: String {
            "\(screen.rawValue) needs a store to show, and there is none selected and no results"
        }

        /// The screen `screen` cannot be drawn from the request.
        public init(screen: ScreenKind) {
            self.screen = screen
        }
    }

    /// The screen to map.
    public var screen: ScreenKind
    /// The Store Finder state (list and map), already replayed.
    public var state: StoreFinderState
    /// The Manager's Special state, already replayed.
    public var specials: SpecialsState
    /// The delivery-city state, already replayed; without one the flow shows its first screen
    /// over no cities.
    public var deliveryCity: DeliveryCityState?
    /// The booking item search state, already replayed.
    public var bookingSearch = BookingSearchState()
    /// The store for details and opening times; `nil` for the state's selected store, or else
    /// its first result.
    public var store: Store?
    /// The product whose stock the screens show.
    public var product: Product?
    /// The product's stock in each store.
    public var availability: Availability?
    /// The instant to map at: the clock, injected.
    public var now: Date

    /// A request for `screen` at `now`, with empty states.
    public init(
        screen: ScreenKind, state: StoreFinderState = StoreFinderState(), store: Store? = nil, product: Product? = nil,
        availability: Availability? = nil, specials: SpecialsState = SpecialsState(),
        deliveryCity: DeliveryCityState? = nil,
        now: Date
    ) {
        self.screen = screen
        self.state = state
        self.store = store
        self.product = product
        self.availability = availability
        self.specials = specials
        self.deliveryCity = deliveryCity
        self.now = now
    }

    /// The store details and opening times show: ``store``, else the state's selected store,
    /// else its first result.
    public var storeToShow: Store? {
        store ?? state.selectedStore ?? state.stores.first
    }
}

extension ScreenMapper {
    /// The view data of the request's screen, mapped through the same calls as ``list(_:product:availability:now:)``
    /// and the other screens, so a host that draws any screen draws what an app shows.
    ///
    /// Details and opening times show ``ScreenRequest/storeToShow``, and throw
    /// ``ScreenRequest/Unavailable`` when there is none, rather than drawing another screen.
    public func viewData(for request: ScreenRequest) throws(ScreenRequest.Unavailable) -> ScreenViewData {
        try Self.viewData(of: request.screen.known.presented, for: request, in: self)
    }

    /// `request`'s screen, of type `screen`, as any screen.
    private static func viewData<Screen: PresentedScreen>(
        of screen: Screen.Type, for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> ScreenViewData {
        try screen.viewData(for: request, in: mapper).anyScreen
    }
}
