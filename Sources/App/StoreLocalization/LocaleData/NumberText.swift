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
    /// `amount` in `code` with `fractionDigits` decimals as `locale` writes it, or `nil` when
    /// ICU must answer: a negative amount, one with more decimals than `fractionDigits` (ICU
    /// rounds it), a locale with Unicode extensions (`@numbers=latn`, `-u-cf-account`) or a
    /// variant (`en_US_POSIX`), or a locale the table could not match.
    package static func format(_ amount: Decimal, code: String, fractionDigits: Int, locale: Locale) -> String? {
        guard fractionDigits >= 0, let (whole, fraction) = digits(of: amount) else { return nil }
        guard fraction.count <= fractionDigits, let layout = layout(code, locale) else { return nil }
        let padded = fraction + String(repeating: "0", count: fractionDigits - fraction.count)
        return layout.pattern.format(
            whole: whole, fraction: Substring(padded), symbol: layout.symbol, digits: layout.digits)
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

    /// The ASCII digits of a non-negative amount, before and after the point, from its plain
    /// description (`1234.5`); nil for anything else.
    private static func digits(of amount: Decimal) -> (whole: Substring, fraction: Substring)? {
        let text = amount.description
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, parts.allSatisfy({ $0.utf8.allSatisfy(isDigit) }) else {
            return nil
        }
        return (whole, withoutTrailingZeros(parts.count > 1 ? parts[1] : ""))
    }

    /// `1.50` has one decimal that matters, so it is written in a currency of one or more.
    private static func withoutTrailingZeros(_ fraction: Substring) -> Substring {
        var end = fraction.endIndex
        while end > fraction.startIndex, fraction[fraction.index(before: end)] == "0" {
            end = fraction.index(before: end)
        }
        return fraction[..<end]
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

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
