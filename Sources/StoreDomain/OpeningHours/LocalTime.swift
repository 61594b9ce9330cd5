/// A wall-clock time of day, in whole minutes from midnight; `24:00` is allowed as an end.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, from 0 to 1440.
    public let minutes: Int

    /// Creates a time from hours and minutes.
    public init(hour: Int, minute: Int = 0) throws(DomainValueError) {
        guard (0...24).contains(hour), (0...59).contains(minute), hour * 60 + minute <= 1440 else {
            throw .outOfRange("\(hour):\(minute) is not a time of day")
        }
        minutes = hour * 60 + minute
    }

    /// Parses `HH:MM`.
    public init(parsing text: some StringProtocol) throws(DomainValueError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]) else {
            throw .malformed("expected a time as HH:MM, found \"\(text)\"")
        }
        try self.init(hour: hour, minute: minute)
    }

    /// The hour, 0 to 24.
    public var hour: Int { minutes / 60 }
    /// The minute, 0 to 59.
    public var minute: Int { minutes % 60 }

    /// `HH:MM`.
    public var description: String {
        let h = hour < 10 ? "0\(hour)" : "\(hour)"
        let m = minute < 10 ? "0\(minute)" : "\(minute)"
        return "\(h):\(m)"
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutes < rhs.minutes }
}
