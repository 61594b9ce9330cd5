import StorePresentation

/// The four kinds of scenario, each replayed through its own reducer: the Store Finder's (the
/// list, the map, details and opening times), the Manager's Special's, the delivery-city
/// flow's and the booking item search's.
public enum ScenarioKind: Sendable, Hashable {
    case finder, specials, delivery, booking

    /// The kind of scenario `screen` replays.
    public init(of screen: ScreenKind) {
        switch screen.known {
        case .specials: self = .specials
        case .deliveryCity: self = .delivery
        case .bookingSearch: self = .booking
        case .list, .map, .details, .openingTimes: self = .finder
        }
    }

    /// How messages name a scenario of this kind: "scenario", "specials scenario".
    public var noun: String {
        switch self {
        case .finder: "scenario"
        case .specials: "specials scenario"
        case .delivery: "delivery scenario"
        case .booking: "booking scenario"
        }
    }

    /// What the sample scenarios of this kind are written for: "the sample stores".
    public var sampleData: String {
        switch self {
        case .finder: "the sample stores"
        case .specials: "the sample specials"
        case .delivery: "the sample cities and zones"
        case .booking: "the sample booking items"
        }
    }
}
