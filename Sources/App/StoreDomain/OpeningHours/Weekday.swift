/// A day of the week, numbered as Foundation's `Calendar` numbers them: Sunday is 1.
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// Sunday, 1 as `Calendar` counts.
    case sunday = 1
    /// Monday, 2.
    case monday
    /// Tuesday, 3.
    case tuesday
    /// Wednesday, 4.
    case wednesday
    /// Thursday, 5.
    case thursday
    /// Friday, 6.
    case friday
    /// Saturday, 7.
    case saturday

    /// The lowercase English name used in data files: `monday`.
    ///
    /// NB: spelled out rather than `String(describing:)`, which reflects on the enum at run
    /// time and was most of the cost of decoding a store's opening hours.
    public var name: String {
        switch self {
        case .sunday: return "sunday"
        case .monday: return "monday"
        case .tuesday: return "tuesday"
        case .wednesday: return "wednesday"
        case .thursday: return "thursday"
        case .friday: return "friday"
        case .saturday: return "saturday"
        }
    }

    /// The day with the given data-file name.
    public init?(name: String) {
        guard let day = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = day
    }

    /// The day `offset` days later, wrapping around the week.
    public func advanced(by offset: Int) -> Weekday {
        let index = ((rawValue - 1 + offset) % 7 + 7) % 7
        return Weekday(rawValue: index + 1) ?? self
    }

    /// The seven days in order, starting from `first`.
    ///
    /// ```swift
    /// Weekday.week(startingOn: .monday).first // .monday
    /// ```
    public static func week(startingOn first: Weekday) -> [Weekday] {
        (0..<7).map { first.advanced(by: $0) }
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
