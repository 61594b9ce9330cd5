/// One of StoreFinder's screens, by name: what a deep link, a review case or a host that draws
/// any screen names.
///
/// ```swift
/// let screen = ScreenKind(rawValue: "details")   // .details
/// ScreenKind.allCases.map(\.rawValue)            // ["list", "details", "opening-times", "map", "specials", "delivery-city",
///                                                //  "booking-search"]
/// ```
///
/// Each screen has one name: the value here, its view data (``OpeningTimesScreenViewData``),
/// the ``ScreenMapper`` method that maps it (``ScreenMapper/openingTimes(_:now:)``)
/// and, spelt with hyphens, the CLI's word and the review's file names (`opening-times`).
///
/// An open set: a new screen adds a value in a minor version, so an app's `switch` over a
/// `ScreenKind` has a `default` branch. `init(rawValue:)` knows the screens of this version.
/// Inside the package every layer switches over the closed set behind it (`known`), with no
/// `default`, so a screen added there fails to compile until each layer handles it.
public struct ScreenKind: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The screens of this version, as a closed set: the one place a screen is declared.
    package enum Known: String, Sendable, Hashable, CaseIterable {
        case list
        case details
        case openingTimes = "opening-times"
        case map
        case specials
        case deliveryCity = "delivery-city"
        case bookingSearch = "booking-search"
    }

    /// The screen's name, as the CLI and the review files spell it.
    public let rawValue: String
    /// The screen, in the closed set the package's own layers switch over.
    package let known: Known

    /// The screen called `rawValue`, or `nil` when this version has no such screen. The names
    /// of 0.1 (`hours`, `cities`) still find their screens, until the next minor version.
    public init?(rawValue: String) {
        if let renamed = Self.formerNames[rawValue] {
            self = renamed
            return
        }
        guard let known = Known(rawValue: rawValue) else { return nil }
        self.init(known)
    }

    /// The screen `known` is.
    package init(_ known: Known) {
        self.known = known
        self.rawValue = known.rawValue
    }

    /// The Store Finder list.
    public static let list = ScreenKind(.list)
    /// Store Details.
    public static let details = ScreenKind(.details)
    /// A store's opening times, on a screen of their own.
    public static let openingTimes = ScreenKind(.openingTimes)
    /// The Store Finder map.
    public static let map = ScreenKind(.map)
    /// The Manager's Special grid.
    public static let specials = ScreenKind(.specials)
    /// The delivery-city flow.
    public static let deliveryCity = ScreenKind(.deliveryCity)
    /// The booking item search: query, loading, retry and paginated results.
    public static let bookingSearch = ScreenKind(.bookingSearch)

    /// Every screen of this version, in the order the review lists them.
    public static let allCases: [ScreenKind] = Known.allCases.map(ScreenKind.init)

    /// The screen's name.
    public var description: String { rawValue }

    /// The names screens had before they took the names of their view data.
    private static let formerNames = ["hours": openingTimes, "cities": deliveryCity]
}
