import StoreDomain
import StoreLocalization
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// What a locale says about weeks and clocks that every screen needs: the first weekday and
/// the clock format. Worked out once per locale and shared by every ``MappingContext``.
///
/// NB: from ``LocaleData``'s table, so a first screen builds no ICU calendar; the review matrix
/// makes a context for every one of its cases, and the cache makes that once per locale.
struct LocaleFacts: Sendable {
    let firstWeekday: Weekday
    let clock: ClockFormatter

    private static let cache = Mutex<[Locale: LocaleFacts]>([:])

    /// The facts of `locale`, from the cache when another context already asked.
    static func of(_ locale: Locale) -> LocaleFacts {
        if let facts = cache.withLock({ $0[locale] }) { return facts }
        let facts = LocaleFacts(locale: locale)
        cache.withLock { $0[locale] = facts }
        return facts
    }

    private init(locale: Locale) {
        let overrides = LocaleData.Overrides(locale)
        var weekday = LocaleData.firstWeekday(of: locale)
        if overrides.firstWeekday {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            weekday = calendar.firstWeekday
        }
        firstWeekday = Weekday(rawValue: weekday) ?? .monday
        clock = ClockFormatter(entry: LocaleData.clock(of: locale), hourCycle: overrides.hourCycle, locale: locale)
    }
}

/// A locale's standalone weekday names, full and short, indexed by `Weekday.rawValue - 1`,
/// from ``LocaleData``'s table, kept per locale.
enum WeekdayNames {
    private static let cache = Mutex<[Locale: (full: [String], short: [String])]>([:])

    /// The names of `locale`.
    static func of(_ locale: Locale) -> (full: [String], short: [String]) {
        if let names = cache.withLock({ $0[locale] }) { return names }
        let names = LocaleData.weekdayNames(of: locale)
        cache.withLock { $0[locale] = names }
        return names
    }
}
