import Foundation

/// A calendar date with no time or zone, such as a holiday: `2026-12-24`.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a date, refusing days that do not exist.
    public init(year: Int, month: Int, day: Int) throws(DomainValueError) {
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        guard (1...12).contains(month), (1...31).contains(day),
              let date = Self.utc.date(from: components), Self.utc.component(.day, from: date) == day else {
            throw .outOfRange("\(year)-\(month)-\(day) is not a date")
        }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Parses `YYYY-MM-DD`.
    public init(parsing text: some StringProtocol) throws(DomainValueError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else {
            throw .malformed("expected a date as YYYY-MM-DD, found \"\(text)\"")
        }
        try self.init(year: year, month: month, day: day)
    }

    /// The date in `timeZone` at `instant`.
    public init(_ instant: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// The date `days` later (or earlier, when negative).
    public func adding(days: Int) -> LocalDate {
        guard let start = Self.utc.date(from: components),
              let moved = Self.utc.date(byAdding: .day, value: days, to: start) else { return self }
        return LocalDate(moved, in: Self.utc)
    }

    /// The day of the week.
    public var weekday: Weekday {
        guard let start = Self.utc.date(from: components) else { return .monday }
        return Weekday(rawValue: Self.utc.component(.weekday, from: start)) ?? .monday
    }

    /// Year, month and day as components, for building instants in a calendar.
    public var components: DateComponents {
        var parts = DateComponents()
        (parts.year, parts.month, parts.day) = (year, month, day)
        return parts
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
}
