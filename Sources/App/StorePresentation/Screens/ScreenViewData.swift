#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The view data of one whole screen, whichever it is: what a host that draws any screen
/// takes, such as a preview gallery or a snapshot test.
///
/// ```swift
/// switch try screens.viewData(for: ScreenRequest(screen: .details, store: regent, now: .now)) {
/// case .details(let details): show(details)
/// default: showPlaceholder()
/// }
/// ```
///
/// A case per screen, each with that screen's own view data, so a host reads each screen
/// typed, with no cast that could fail. Screens are added in minor versions, as
/// ``ScreenKind`` says: an app's `switch` keeps a `default` branch.
public enum ScreenViewData: Sendable, Encodable {
    /// The Store Finder list.
    case list(StoreListScreenViewData)
    /// Store Details.
    case details(StoreDetailsScreenViewData)
    /// A store's opening times.
    case openingTimes(OpeningTimesScreenViewData)
    /// The Store Finder map.
    case map(StoreMapScreenViewData)
    /// The Manager's Special grid.
    case specials(SpecialsScreenViewData)
    /// The delivery-city flow.
    case deliveryCity(DeliveryCityScreenViewData)
    /// The booking item search.
    case bookingSearch(BookingSearchScreenViewData)

    /// The screen's own view data, as the protocol every screen's view data conforms to.
    public var screen: any PresentedScreen {
        switch self {
        case .list(let screen): screen
        case .details(let screen): screen
        case .openingTimes(let screen): screen
        case .map(let screen): screen
        case .specials(let screen): screen
        case .deliveryCity(let screen): screen
        case .bookingSearch(let screen): screen
        }
    }

    /// Which screen this is.
    public var kind: ScreenKind { type(of: screen).kind }

    /// Whether the screen reads from right to left (Arabic, Hebrew), so a host mirrors it.
    public var isRightToLeft: Bool { screen.isRightToLeft }

    /// The first instant after the mapping's `now` at which the screen reads differently, `nil`
    /// when nothing on it changes within fourteen days: when a host draws it again.
    public var changesAt: Date? { screen.changesAt }

    /// The screen's own view data, as its own JSON.
    public func encode(to encoder: any Encoder) throws {
        try screen.encode(to: encoder)
    }
}

/// One screen's own view data: which screen it is, how a ``ScreenRequest`` maps to it, and its
/// case of ``ScreenViewData``.
///
/// Every screen's view data conforms, in the screen's own folder, and ``ScreenKind`` names the
/// type of each screen in one place. The requirements have no defaults: a new screen does not
/// compile until it says each of them.
///
/// ```swift
/// let details = try StoreDetailsScreenViewData.viewData(for: request, in: screens)
/// details.anyScreen      // .details(details)
/// ```
public protocol PresentedScreen: Sendable, Encodable {
    /// Which screen this is.
    static var kind: ScreenKind { get }

    /// The screen `request` asks for, mapped through `mapper`'s mappers, strings and theme.
    ///
    /// - Throws: ``ScreenRequest/Unavailable`` when the request lacks what the screen shows.
    static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable)
        -> Self

    /// This screen as any screen: its case of ``ScreenViewData``.
    var anyScreen: ScreenViewData { get }

    /// The screen `screen` holds, when it is this screen; `nil` for another.
    ///
    /// ```swift
    /// if let details = StoreDetailsScreenViewData(anyScreen) { show(details) }
    /// ```
    init?(_ screen: ScreenViewData)

    /// Whether the screen reads from right to left (Arabic, Hebrew), so a host mirrors it.
    var isRightToLeft: Bool { get }

    /// The first instant after the mapping's `now` at which the screen reads differently, `nil`
    /// when nothing on it changes within fourteen days: when a host draws it again.
    var changesAt: Date? { get }
}

extension ScreenKind.Known {
    /// The type of the screen's view data: the one place each screen's app-facing type is named.
    package var presented: any PresentedScreen.Type {
        switch self {
        case .list: StoreListScreenViewData.self
        case .details: StoreDetailsScreenViewData.self
        case .openingTimes: OpeningTimesScreenViewData.self
        case .map: StoreMapScreenViewData.self
        case .specials: SpecialsScreenViewData.self
        case .deliveryCity: DeliveryCityScreenViewData.self
        case .bookingSearch: BookingSearchScreenViewData.self
        }
    }
}
