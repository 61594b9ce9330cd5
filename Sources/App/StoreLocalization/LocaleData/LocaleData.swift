import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// What a locale writes times, numbers and money with, the day its week starts on and its
/// weekday names, from a table generated from the toolchain's ICU: CLDR's data, as the formatters
/// that sit beside it use it.
///
/// NB: asking ICU for these at run time made the first screen of every process build a
/// number formatter (for the digits), a date formatter's symbols (for AM and PM, and weekday
/// names) and a calendar (for the first weekday). A locale that overrides one of them with a
/// Unicode extension (`-u-nu-`, `-u-hc-`, `-u-fw-`) is asked of ICU by the caller, as
/// ``Overrides`` says.
package enum LocaleData {
    /// Clock patterns (the locale's own, 24-hour, 12-hour) and the AM and PM symbols.
    package typealias Clock = (preferred: String, twentyFourHour: String, twelveHour: String, am: String, pm: String)
    /// The digits 0 to 9 and the decimal separator (empty when ICU's sample did not show one).
    package typealias Numbers = (digits: String, decimalSeparator: String)
    /// Standalone weekday names, full and short, from Sunday.
    package typealias WeekdayNames = (full: [String], short: [String])

    /// The Unicode locale extensions that override the table.
    package struct Overrides: Sendable {
        /// `-u-nu-`: digits and separator come from ICU instead.
        package var numberingSystem: Bool
        /// `-u-hc-`: the 24- or 12-hour pattern replaces the locale's own.
        package var hourCycle: Locale.HourCycle?
        /// `-u-fw-`: the first weekday comes from ICU instead.
        package var firstWeekday: Bool

        /// The overrides `locale` names.
        package init(_ locale: Locale) {
            let components = Locale.Components(locale: locale)
            numberingSystem = components.numberingSystem != nil
            hourCycle = components.hourCycle
            firstWeekday = components.firstDayOfWeek != nil
        }
    }

    /// The clock of `locale`.
    package static func clock(of locale: Locale) -> Clock {
        nearest(key(of: locale), clock(forKey:)) ?? clockRoot
    }

    /// The digits and decimal separator of `locale`.
    package static func numbers(of locale: Locale) -> Numbers {
        nearest(key(of: locale), numbers(forKey:)) ?? numbersRoot
    }

    /// The first weekday of `locale`, 1 for Sunday.
    package static func firstWeekday(of locale: Locale) -> Int {
        nearest(key(of: locale), firstWeekday(forKey:)) ?? firstWeekdayRoot
    }

    /// The standalone weekday names of `locale`.
    package static func weekdayNames(of locale: Locale) -> WeekdayNames {
        nearest(key(of: locale), weekdayNames(forKey:)) ?? weekdayNamesRoot
    }

    /// The standard currency pattern of `locale`, or ``NumberPattern/unmatched`` where the
    /// table could not match ICU and ICU formats the locale's money instead.
    package static func currencyPattern(of locale: Locale) -> NumberPattern {
        nearest(key(of: locale), currencyPattern(forKey:)) ?? currencyPatternRoot
    }

    /// The percent pattern of `locale`, with the locale's own percent sign, or
    /// ``NumberPattern/unmatched`` where ICU formats the locale's percentages instead.
    package static func percentPattern(of locale: Locale) -> NumberPattern {
        nearest(key(of: locale), percentPattern(forKey:)) ?? percentPatternRoot
    }

    /// The symbol `locale` writes for the ISO 4217 `code`: `£` in en, `US$` in en-GB, `$US`
    /// in fr, and the code itself where CLDR has no symbol.
    package static func currencySymbol(_ code: String, of locale: Locale) -> String {
        nearest(key(of: locale)) { currencySymbols(forKey: $0).flatMap { symbol(code, in: $0) } }
            ?? symbol(code, in: currencySymbolsRoot) ?? code
    }

    /// `code`'s symbol in a packed list of entries, each U+001F, the code and the symbol.
    private static func symbol(_ code: String, in entries: String) -> String? {
        for entry in entries.split(separator: "\u{1F}") where entry.utf8.starts(with: code.utf8) {
            return String(entry.dropFirst(code.count))
        }
        return nil
    }

    /// `locale`'s ``LocaleDataKey``, worked out once per identifier: finding a language's
    /// usual script asks ICU for likely subtags, and every lookup starts with the key.
    private static func key(of locale: Locale) -> String {
        if let known = keys.withLock({ $0[locale.identifier] }) { return known }
        let key = LocaleDataKey.of(locale)
        keys.withLock { $0[locale.identifier] = key }
        return key
    }

    private static let keys = Mutex<[String: String]>([:])

    /// The value filed under `key` or the nearest key of its fallback chain.
    private static func nearest<Value>(_ key: String, _ lookup: (String) -> Value?) -> Value? {
        if let found = lookup(key) { return found }
        for candidate in LocaleDataKey.fallbacks(of: key) {
            if let found = lookup(candidate) { return found }
        }
        return nil
    }
}
