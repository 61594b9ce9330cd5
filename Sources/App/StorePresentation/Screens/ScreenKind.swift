/// One of StoreFinder's screens, by name: what a deep link, a review case or a host that draws
/// any screen names.
///
/// ```swift
/// let screen = ScreenKind(rawValue: "details")   // .details
/// ScreenKind.allCases.map(\.rawValue)            // ["list", "details", "hours", "map", "specials", "cities"]
/// ```
///
/// An open set: a new screen adds a value in a minor version, so a `switch` over a
/// `ScreenKind` has a `default` branch. `init(rawValue:)` knows the screens of this version.
public struct ScreenKind: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The screen's name, as the CLI and the review files spell it.
    public let rawValue: String

    /// The screen called `rawValue`, or `nil` when this version has no such screen.
    public init?(rawValue: String) {
        guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    private init(named name: String) {
        self.rawValue = name
    }

    /// The Store Finder list.
    public static let list = ScreenKind(named: "list")
    /// Store Details.
    public static let details = ScreenKind(named: "details")
    /// A store's opening times, on a screen of their own.
    public static let hours = ScreenKind(named: "hours")
    /// The Store Finder map.
    public static let map = ScreenKind(named: "map")
    /// The Manager's Special grid.
    public static let specials = ScreenKind(named: "specials")
    /// The delivery-city flow.
    public static let cities = ScreenKind(named: "cities")

    /// Every screen of this version, in the order the review lists them.
    public static let allCases: [ScreenKind] = [.list, .details, .hours, .map, .specials, .cities]

    /// The screen's name.
    public var description: String { rawValue }
}
