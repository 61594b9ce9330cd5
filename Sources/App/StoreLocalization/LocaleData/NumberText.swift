import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Amounts of money and percentages written from ``LocaleData``'s table, without ICU.
///
/// NB: ICU's first currency format in a process builds its number formatter and the Unicode
/// sets of currency spacing, which was a third of an app's first list screen. The table is
/// generated from ICU's own answers and kept only where it writes what ICU writes, so a
/// caller that gets `nil` here asks ICU and gets the same text.
package enum NumberText {
    /// An amount of `code` as `locale` writes it, given as a whole number of minor units with
    /// `fractionDigits` of them to a unit: `123450` and `2` is `£1,234.50` in en-GB. `nil` when
    /// ICU must answer: a negative amount, a locale with Unicode extensions (`@numbers=latn`,
    /// `-u-cf-account`) or a variant (`en_US_POSIX`), or a locale the table could not match.
    package static func format(minorUnits amount: Int, fractionDigits: Int, code: String, locale: Locale) -> String? {
        guard amount >= 0, fractionDigits >= 0, let layout = layout(code, locale) else { return nil }
        let digits = String(amount)
        let padded = String(repeating: "0", count: max(0, fractionDigits + 1 - digits.count)) + digits
        let point = padded.index(padded.endIndex, offsetBy: -fractionDigits)
        return layout.pattern.format(
            whole: padded[..<point], fraction: padded[point...], symbol: layout.symbol, digits: layout.digits)
    }

    /// What a currency's amounts, or percentages, are written with in a locale.
    private struct Layout {
        var pattern: NumberPattern
        var symbol: String
        var digits: [String]
    }

    /// The layout of `code`'s amounts in `locale`, or of percentages when `code` is nil; nil
    /// for a locale with extensions or a variant, or where the table could not match ICU.
    ///
    /// NB: kept per locale and format. The table's lookups compare the key with each key
    /// filed, and a list formats two prices a row, a specials grid a percentage a tile.
    private static func layout(_ code: String?, _ locale: Locale) -> Layout? {
        let id = locale.identifier + "\u{1F}" + (code ?? "%")
        if let known = layouts.withLock({ $0[id] }) { return known }
        let pattern = code == nil ? LocaleData.percentPattern(of: locale) : LocaleData.currencyPattern(of: locale)
        let symbol = code.map { LocaleData.currencySymbol($0, of: locale) } ?? ""
        let layout =
            pattern.isUnmatched || hasExtensions(locale)
            ? nil : Layout(pattern: pattern, symbol: symbol, digits: LocaleDigits.of(locale))
        layouts.withLock { $0[id] = layout }
        return layout
    }

    private static let layouts = Mutex<[String: Layout?]>([:])

    /// A whole percentage as `locale` writes it (`50%`, `50 %` in fr, `%50` in tr), or `nil`
    /// when ICU must answer: a negative value, a locale with Unicode extensions or a variant,
    /// or a locale the table could not match.
    package static func format(percent value: Int, locale: Locale) -> String? {
        guard value >= 0, let layout = layout(nil, locale) else { return nil }
        return layout.pattern.format(whole: Substring(String(value)), fraction: "", symbol: "", digits: layout.digits)
    }

    /// Whether the locale names Unicode extensions or a variant (`en_US_POSIX`), which the
    /// table, keyed by language, script and region, does not tell apart.
    private static func hasExtensions(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        return identifier.contains("@") || identifier.contains("-u-") || identifier.contains("_u_")
            || locale.variant != nil
    }
}
