import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

extension MappingContext {
    /// A date as the locale writes a short one with its weekday: "Sun 24 May" in en-GB,
    /// "Sun, May 24" in en-US, "So., 24. Mai" in German.
    public func shortDate(_ date: LocalDate) -> String {
        Self.format(date, .dateTime.weekday(.abbreviated).day().month(.abbreviated), locale: locale)
    }

    /// How far ahead a date must be to carry its year: 183 days, about six months. A nearer
    /// date is this year's or early next year's, and its weekday tells it apart.
    public static let yearShownFromDays = 183

    /// Whether `date`, seen from `today`, carries its year: 183 days or more ahead.
    public static func showsYear(_ date: LocalDate, from today: LocalDate) -> Bool {
        date.dayNumber - today.dayNumber >= yearShownFromDays
    }

    /// ``shortDate(_:)``, with the year when `date` is 183 days or more after `today`, in the
    /// locale's own pattern: "Thu 6 Jan 2028".
    public func shortDate(_ date: LocalDate, from today: LocalDate) -> String {
        guard Self.showsYear(date, from: today) else { return shortDate(date) }
        return Self.format(date, .dateTime.weekday(.abbreviated).day().month(.abbreviated).year(), locale: locale)
    }

    /// Today's date in UTC: the day a date without a store clock is measured from for
    /// ``showsYear(_:from:)``. A day off at most, which a 183-day rule does not feel.
    var utcToday: LocalDate {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        return LocalDate(now, in: utc)
    }

    /// ``longDate(_:)``, with the year when `date` is 183 days or more after `today`:
    /// "1 September 2028".
    public func longDate(_ date: LocalDate, from today: LocalDate) -> String {
        guard Self.showsYear(date, from: today) else { return longDate(date) }
        return Self.format(date, .dateTime.day().month(.wide).year(), locale: locale)
    }

    /// ``spokenDate(_:)``, with the year when `date` is 183 days or more after `today`:
    /// "Thursday 6 January 2028".
    public func spokenDate(_ date: LocalDate, from today: LocalDate) -> String {
        guard Self.showsYear(date, from: today) else { return spokenDate(date) }
        return Self.format(date, .dateTime.weekday(.wide).day().month(.wide).year(), locale: locale)
    }

    /// A date with its month spelt out and no weekday: "1 September", "September 1".
    public func longDate(_ date: LocalDate) -> String {
        Self.format(date, .dateTime.day().month(.wide), locale: locale)
    }

    /// The time `instant` shows on `calendar`'s wall clock, in the locale's 12- or 24-hour style.
    public func time(_ instant: Date, in calendar: Calendar) -> String {
        clock.string(from: LocalTime(instant, in: calendar))
    }

    /// `date` with its weekday and month spelt out.
    static func spokenFormat(_ date: LocalDate, locale: Locale) -> String {
        format(date, .dateTime.weekday(.wide).day().month(.wide), locale: locale)
    }

    /// `date` at noon in UTC, formatted in UTC: a wall date, with no zone to shift it.
    private static func format(_ date: LocalDate, _ style: Date.FormatStyle, locale: Locale) -> String {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        var components = date.components
        components.hour = 12
        guard let instant = utc.date(from: components) else { return date.description }
        var style = style.locale(locale)
        style.timeZone = .gmt
        style.calendar = utc
        return instant.formatted(style)
    }
}

extension MappingContext {
    /// A date as a screen reader says it: the weekday and the month spelt out, "Monday
    /// 16 November" in en-GB, "Monday, November 16" in en-US, "Montag, 16. November" in German.
    public func spokenDate(_ date: LocalDate) -> String {
        Self.spokenFormat(date, locale: locale)
    }
}
