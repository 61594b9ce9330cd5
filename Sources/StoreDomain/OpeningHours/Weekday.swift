/// A day of the week, numbered as Foundation's `Calendar` numbers them: Sunday is 1.
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday

    /// The lowercase English name used in data files: `monday`.
    public var name: String { String(describing: self) }

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
