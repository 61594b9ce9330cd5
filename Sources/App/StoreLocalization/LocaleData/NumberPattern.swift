/// How a locale writes a number in one of CLDR's formats (the standard currency format, the
/// percent format): the text around the number, with `¤` where a currency symbol goes, the
/// separators, and the grouping.
///
/// NB: Scripts/locale-data compiles this file into the generator too, which keeps a locale's
/// pattern only when ``format(whole:fraction:symbol:digits:)`` writes what ICU writes (for
/// every ISO 4217 currency, or for a range of percentages); a locale it cannot match is filed
/// as ``unmatched`` and formatted by ICU.
package struct NumberPattern: Sendable, Equatable {
    /// The text before the number, with `¤` for a currency symbol: `"¤"` in en, `"\u{200F}"`
    /// in ar, `"%"` for a percentage in tr.
    package var prefix: String
    /// The text after the number: `"\u{A0}¤"` in fr and de, `"\u{A0}%"` for a percentage.
    package var suffix: String
    package var decimalSeparator: String
    package var groupingSeparator: String
    /// The size of the group nearest the decimal separator, 0 for no grouping.
    package var primaryGroup: Int
    /// The size of the groups further left: 3, or 2 in India's `12,34,567`.
    package var secondaryGroup: Int
    /// How many digits the leftmost group needs before the number is grouped at all: 1, or 2
    /// where `1234` stays whole but `12 345` is grouped (es, pl).
    package var minimumGroupingDigits: Int

    package init(
        prefix: String, suffix: String, decimalSeparator: String, groupingSeparator: String, primaryGroup: Int,
        secondaryGroup: Int, minimumGroupingDigits: Int
    ) {
        self.prefix = prefix
        self.suffix = suffix
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroup = primaryGroup
        self.secondaryGroup = secondaryGroup
        self.minimumGroupingDigits = minimumGroupingDigits
    }

    /// The entry of a locale the table could not match ICU for.
    package static let unmatched = NumberPattern(
        prefix: "", suffix: "", decimalSeparator: "", groupingSeparator: "", primaryGroup: 0, secondaryGroup: 0,
        minimumGroupingDigits: 0)

    /// Whether this is ``unmatched``, so that ICU formats the locale's numbers in this format.
    package var isUnmatched: Bool { decimalSeparator.isEmpty }

    /// The amount whose ASCII digits are `whole` and `fraction` (empty for none), in `digits`
    /// (the locale's 0 to 9), with `symbol` in place of `¤`.
    ///
    /// A symbol that touches the number and ends in a letter, such as `CHF`, is kept apart
    /// from it by a no-break space, as CLDR's currency spacing says: `CHF 5.00` but `$5.00`.
    package func format(whole: Substring, fraction: Substring, symbol: String, digits: [String]) -> String {
        var number = ""
        let grouped = primaryGroup > 0 && whole.count >= primaryGroup + minimumGroupingDigits
        let secondary = max(secondaryGroup, 1)
        var remaining = whole.count
        for byte in whole.utf8 {
            number += Self.digit(byte, in: digits)
            remaining -= 1
            // A separator goes where the digits still to come fill the primary group and
            // then whole secondary groups.
            if grouped, remaining >= primaryGroup, (remaining - primaryGroup) % secondary == 0 {
                number += groupingSeparator
            }
        }
        if !fraction.isEmpty {
            number += decimalSeparator
            for byte in fraction.utf8 { number += Self.digit(byte, in: digits) }
        }
        return Self.affix(prefix, symbol: symbol, touchingNumberAtEnd: true) + number
            + Self.affix(suffix, symbol: symbol, touchingNumberAtEnd: false)
    }

    private static func digit(_ byte: UInt8, in digits: [String]) -> String {
        let value = Int(byte) - Int(UInt8(ascii: "0"))
        return digits.indices.contains(value) ? digits[value] : String(Unicode.Scalar(byte))
    }

    /// `affix` with `symbol` for `¤`, and the no-break space of currency spacing where the
    /// symbol touches the number: at the prefix's end or the suffix's start.
    private static func affix(_ affix: String, symbol: String, touchingNumberAtEnd: Bool) -> String {
        guard let sign = affix.firstIndex(of: "¤") else { return affix }
        // NB: as strings. A substring joined to a string goes through the generic `+`, whose
        // metadata costs an app's cold first price a runtime conformance lookup.
        let before = String(affix[..<sign]), after = String(affix[affix.index(after: sign)...])
        let touches = touchingNumberAtEnd ? after.isEmpty : before.isEmpty
        let edge = touchingNumberAtEnd ? symbol.unicodeScalars.last : symbol.unicodeScalars.first
        guard touches, let edge, !isSymbolOrSeparator(edge) else { return before + symbol + after }
        return touchingNumberAtEnd ? before + symbol + "\u{A0}" : "\u{A0}" + symbol + after
    }

    /// CLDR's `currencyMatch`, `[[:^S:]&[:^Z:]]`, negated.
    private static func isSymbolOrSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator,
            .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}
