#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// The hour-and-minute pattern of a locale, as ICU's `jmm` skeleton resolves it; for a
/// locale that forces an hour cycle (`en_US@hours=h23`), its `Hmm` or `hmm` pattern.
///
/// NB: from a table generated from the toolchain's own ICU (Scripts/time-patterns) rather
/// than `DateFormatter.dateFormat(fromTemplate:options:locale:)`, which lives in
/// swift-corelibs-foundation, a library every process would then load at start-up; and
/// rather than `Date.FormatStyle`, which on Linux drops the hour's padding (`1:05` where
/// German writes `01:05`).
enum ClockPatterns {
    /// A locale's patterns: its own clock, and its 24- and 12-hour ones.
    typealias Patterns = (preferred: String, twentyFourHour: String, twelveHour: String)

    /// The pattern for `locale`, such as `HH:mm` or `h:mm a`.
    static func pattern(for locale: Locale) -> String {
        let patterns = patterns(forKey: ClockPatternKey.of(locale))
        switch Locale.Components(locale: locale).hourCycle {
        case .none: return patterns.preferred
        case .zeroToEleven, .oneToTwelve: return patterns.twelveHour
        case .zeroToTwentyThree, .oneToTwentyFour: return patterns.twentyFourHour
        @unknown default: return patterns.preferred
        }
    }

    /// The patterns for a ``ClockPatternKey`` such as `en_GB` or `sr_Latn`, from the
    /// nearest key in its fallback chain that has them.
    static func patterns(forKey key: String) -> Patterns {
        for candidate in [key] + ClockPatternKey.fallbacks(of: key) {
            if let found = table[candidate] { return found }
        }
        return rootPatterns
    }
}
