import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// The Foundation locale used to format numbers and dates for a table locale.
enum FormattingLocale {
    /// The locale with its likely subtags added (CLDR's likely-subtags data, through
    /// Foundation): a bare `ar` becomes `ar-Arab-EG`, so it formats with the Arabic-Indic
    /// digits its readers expect rather than Foundation's Latin default for a bare language.
    static func resolve(_ identifier: String) -> Locale {
        Locale(identifier: Locale.Language(identifier: identifier).maximalIdentifier)
    }
}

/// The ten digits a locale writes numbers with.
public enum LocaleDigits {
    /// The digits 0 to 9 as `locale` writes them: `["0", …, "9"]` for most locales,
    /// Arabic-Indic digits for `ar-EG`.
    public static func of(_ locale: Locale) -> [String] {
        symbols(of: locale).digits
    }

    /// The digits and the decimal separator `locale` writes: `["0", …], "."` for `en`,
    /// `"٫"` with Arabic-Indic digits for `ar-EG`. The separator is nil when the sample number
    /// does not come back in the expected shape; callers then leave decimals to Foundation.
    ///
    /// NB: from ``LocaleData``'s table; a locale that names its own numbering system
    /// (`ar-EG-u-nu-latn`) has one number, 1234567890.5, formatted by ICU and taken apart. The
    /// answer is kept per locale: the localizer and the clock formatter both ask, and a review
    /// renders each locale many times.
    package static func symbols(of locale: Locale) -> Symbols {
        if let known = known.withLock({ $0[locale] }) { return known }
        let symbols: Symbols
        if LocaleData.Overrides(locale).numberingSystem {
            symbols = measure(locale)
        } else {
            let numbers = LocaleData.numbers(of: locale)
            symbols = (
                numbers.digits.map(String.init), numbers.decimalSeparator.isEmpty ? nil : numbers.decimalSeparator
            )
        }
        known.withLock { $0[locale] = symbols }
        return symbols
    }

    package typealias Symbols = (digits: [String], decimalSeparator: String?)

    /// Symbols found so far, by locale.
    private static let known = Mutex<[Locale: Symbols]>([:])

    /// The digits and separator as ICU formats them: what the table holds for locales without
    /// an override, and what a test compares the table with.
    package static func measure(_ locale: Locale) -> Symbols {
        let sample = 1_234_567_890.5.formatted(.number.grouping(.never).precision(.fractionLength(1)).locale(locale))
        let characters = Array(sample)
        // The expected shape: ten digits, a separator of no digits, and the digit five. Anything
        // else (a mark before the number, say) gets each digit formatted on its own.
        guard characters.count >= 12, characters[0..<10].allSatisfy(\.isNumber),
            characters[characters.count - 1] == characters[4]
        else {
            return ((0...9).map { $0.formatted(.number.locale(locale)) }, nil)
        }
        let digits = [String(characters[9])] + characters[0..<9].map { String($0) }
        let separator = String(characters[10..<(characters.count - 1)])
        return (digits, separator.contains { $0.isNumber } ? nil : separator)
    }

    /// Whether `digits` (as ``of(_:)`` returns them) are ASCII `0` to `9`, so that numbers
    /// need no rewriting.
    public static func areASCII(_ digits: [String]) -> Bool {
        digits == (0...9).map(String.init)
    }

    /// `text` with each ASCII digit written as `digits` has it; other characters are kept.
    ///
    /// NB: by byte. Asking each `Character` for its `wholeNumberValue` is a Unicode property
    /// lookup, and numbers are written on every list row.
    public static func write(_ text: String, in digits: [String]) -> String {
        var result = ""
        for byte in text.utf8 {
            let digit = Int(byte) - Int(UInt8(ascii: "0"))
            if (0...9).contains(digit), digits.indices.contains(digit) {
                result += digits[digit]
            } else {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return result
    }
}
