import StorePresentation

/// The four kinds of scenario, each replayed through its own reducer: the Store Finder's (the
/// list, the map, details and opening times), the Manager's Special's, the delivery-city
/// flow's and the booking item search's.
public enum ScenarioKind: Sendable, Hashable, CaseIterable {
    case storeFinder, specials, deliveryCity, bookingSearch

    /// The kind of scenario `screen` replays.
    public init(of screen: ScreenKind) {
        switch screen.known {
        case .specials: self = .specials
        case .deliveryCity: self = .deliveryCity
        case .bookingSearch: self = .bookingSearch
        case .list, .map, .details, .openingTimes: self = .storeFinder
        }
    }

    /// How messages name a scenario of this kind: "scenario", "specials scenario".
    public var noun: String {
        switch self {
        case .storeFinder: "scenario"
        case .specials: "specials scenario"
        case .deliveryCity: "delivery scenario"
        case .bookingSearch: "booking scenario"
        }
    }

    /// What the sample scenarios of this kind are written for: "the sample stores".
    public var sampleData: String {
        switch self {
        case .storeFinder: "the sample stores"
        case .specials: "the sample specials"
        case .deliveryCity: "the sample cities and zones"
        case .bookingSearch: "the sample booking items"
        }
    }
}
