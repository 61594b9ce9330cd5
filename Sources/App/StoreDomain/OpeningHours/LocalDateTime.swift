#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A wall time on a store's own clock: a date and a time of day, written `YYYY-MM-DDTHH:MM`.
///
/// ```swift
/// status.nextOpening?.description   // "2026-11-23T09:00", in the store's time zone
/// ```
public struct LocalDateTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The date.
    public var date: LocalDate
    /// The time of day.
    public var time: LocalTime

    /// A wall time of `date` and `time`.
    public init(date: LocalDate, time: LocalTime) {
        self.date = date
        self.time = time
    }

    /// The wall time `calendar`'s clock reads at `instant`, to the minute.
    public init(_ instant: Date, in calendar: Calendar) {
        self.init(date: LocalDate(instant, in: calendar), time: LocalTime(instant, in: calendar))
    }

    /// The first instant at which `calendar`'s clock reads this wall time or later: the wall
    /// time itself, or the end of the gap when a clock change skips it.
    public func instant(in calendar: Calendar) -> Date? {
        WallClock(calendar: calendar, from: date, through: date).instant(date, minutes: time.minutes)
    }

    /// `YYYY-MM-DDTHH:MM`.
    public var description: String { "\(date)T\(time)" }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.time) < (rhs.date, rhs.time)
    }

    /// Decodes `YYYY-MM-DDTHH:MM`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        do throws(DomainValueError) {
            guard parts.count == 2 else {
                throw DomainValueError.malformed("expected YYYY-MM-DDTHH:MM, found \"\(text)\"")
            }
            self.init(date: try LocalDate(parsing: parts[0]), time: try LocalTime(parsing: parts[1]))
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes `YYYY-MM-DDTHH:MM`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
