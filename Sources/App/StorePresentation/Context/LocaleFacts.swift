#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif
import StoreDomain
import Synchronization

/// What a locale says about weeks and clocks: the first weekday, weekday names and the
/// clock format. Worked out once per locale and shared by every ``MappingContext``.
///
/// NB: each of these asks ICU, and the review matrix makes a context for every one of its
/// cases; the cache makes that once per locale.
struct LocaleFacts: Sendable {
    let firstWeekday: Weekday
    let clock: ClockFormatter
    /// Standalone weekday names, full and short, indexed by `Weekday.rawValue - 1`.
    let weekdayNames: [String]
    let shortWeekdayNames: [String]

    private static let cache = Mutex<[Locale: LocaleFacts]>([:])

    /// The facts of `locale`, from the cache when another context already asked.
    static func of(_ locale: Locale) -> LocaleFacts {
        if let facts = cache.withLock({ $0[locale] }) { return facts }
        let facts = LocaleFacts(locale: locale)
        cache.withLock { $0[locale] = facts }
        return facts
    }

    private init(locale: Locale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        firstWeekday = Weekday(rawValue: calendar.firstWeekday) ?? .monday
        clock = ClockFormatter(locale: locale, calendar: calendar)
        weekdayNames = calendar.standaloneWeekdaySymbols
        shortWeekdayNames = calendar.shortStandaloneWeekdaySymbols
    }
}
