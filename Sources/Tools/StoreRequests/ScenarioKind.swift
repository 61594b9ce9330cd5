import StoreInput
import StorePresentation
import StoreSamples

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

extension ScenarioKind {
    /// The kinds a scenario named on a command line reads as (a file, or a sample's name),
    /// with why each other kind refused it. A file is read as every kind, since it carries no
    /// kind of its own: its steps say which reducer it is for. A file whose steps every kind
    /// takes (`failed: network` alone, say) reads as more than one.
    public static func kinds(
        ofScenario argument: String
    ) -> (kinds: [ScenarioKind], refusals: [(ScenarioKind, InputError)]) {
        var kinds: [ScenarioKind] = []
        var refusals: [(ScenarioKind, InputError)] = []
        for kind in allCases {
            do throws(InputError) {
                try kind.load(argument)
                kinds.append(kind)
            } catch {
                refusals.append((kind, error))
            }
        }
        return (kinds, refusals)
    }

    /// Reads the scenario `argument` names as this kind, or throws why it is not one.
    private func load(_ argument: String) throws(InputError) {
        switch self {
        case .storeFinder: _ = try StoreFinderScenario.fileOrSample(argument, sample: SampleData.scenario(named:))
        case .specials: _ = try SpecialsScenario.fileOrSample(argument, sample: SampleData.specialsScenario(named:))
        case .deliveryCity:
            _ = try DeliveryCityScenario.fileOrSample(argument, sample: SampleData.deliveryCityScenario(named:))
        case .bookingSearch:
            _ = try BookingSearchScenario.fileOrSample(argument, sample: SampleData.bookingSearchScenario(named:))
        }
    }
}
