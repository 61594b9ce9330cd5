import StoreLocalization

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// The hour-and-minute pattern of a locale, as ICU's `jmm` skeleton resolves it; for a
/// locale that forces an hour cycle (`en_US@hours=h23`), its `Hmm` or `hmm` pattern.
///
/// NB: from ``LocaleData``'s table, generated from the toolchain's own ICU, rather than
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`, which lives in
/// swift-corelibs-foundation, a library every process would then load at start-up; and
/// rather than `Date.FormatStyle`, which on Linux drops the hour's padding (`1:05` where
/// German writes `01:05`).
enum ClockPatterns {
    /// The pattern for `locale`, such as `HH:mm` or `h:mm a`.
    static func pattern(for locale: Locale) -> String {
        pattern(LocaleData.clock(of: locale), hourCycle: LocaleData.Overrides(locale).hourCycle)
    }

    /// The pattern of a locale's clock, for the hour cycle the locale forces, if any.
    static func pattern(_ entry: LocaleData.Clock, hourCycle: Locale.HourCycle?) -> String {
        switch hourCycle {
        case .none: return entry.preferred
        case .zeroToEleven, .oneToTwelve: return entry.twelveHour
        case .zeroToTwentyThree, .oneToTwentyFour: return entry.twentyFourHour
        @unknown default: return entry.preferred
        }
    }
}
