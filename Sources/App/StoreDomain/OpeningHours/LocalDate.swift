#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// A calendar date with no time or zone, such as a holiday: `2026-12-24`.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The year, such as 2026.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// Creates a date, refusing days that do not exist.
    public init(year: Int, month: Int, day: Int) throws(DomainValueError) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else {
            throw .outOfRange("\(year)-\(month)-\(day) is not a date")
        }
        (self.year, self.month, self.day) = (year, month, day)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Parses `YYYY-MM-DD`.
    public init(parsing text: some StringProtocol) throws(DomainValueError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            throw .malformed("expected a date as YYYY-MM-DD, found \"\(text)\"")
        }
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else {
            throw .outOfRange("expected a date as YYYY-MM-DD, found \"\(text)\", which is no day of the calendar")
        }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// The date in `timeZone` at `instant`.
    public init(_ instant: Date, in calendar: Calendar) {
        if let local = ZoneOffsets.localSeconds(of: instant, in: calendar) {
            self.init(dayNumber: Self.split(seconds: local).day)
            return
        }
        let parts = calendar.wallComponents(of: instant)
        self.init(uncheckedYear: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// `seconds` since 1970-01-01T00:00 as whole days since then (a ``dayNumber``) and the
    /// second within the day, both rounded down, before 1970 too.
    package static func split(seconds: Int) -> (day: Int, second: Int) {
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (day, seconds - day * 86_400)
    }

    /// The first instant of the date on `calendar`'s wall clock: its midnight, or the end of
    /// the gap when a clock change skips midnight.
    public func start(in calendar: Calendar) -> Date? {
        WallClock(calendar: calendar, from: self, through: self).instant(self, minutes: 0)
    }

    /// The date `days` later (or earlier, when negative).
    ///
    /// NB: proleptic Gregorian arithmetic on day numbers, with no Calendar: opening-hours
    /// queries do this for every store on every screen.
    public func adding(days: Int) -> LocalDate {
        Self.date(fromDayNumber: dayNumber + days)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // Day 0 (1970-01-01) was a Thursday.
        Weekday(rawValue: ((dayNumber % 7 + 7) % 7 + 4) % 7 + 1) ?? .monday
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01, the inverse of ``dayNumber``.
    public init(dayNumber: Int) {
        self = Self.date(fromDayNumber: dayNumber)
    }

    /// The date of a day number (civil_from_days).
    static func date(fromDayNumber number: Int) -> LocalDate {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPart = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPart + 2) / 5 + 1
        let month = monthPart < 10 ? monthPart + 3 : monthPart - 9
        return LocalDate(uncheckedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
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

    /// Hand-written: a date is written as its `YYYY-MM-DD` text, as it is read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
