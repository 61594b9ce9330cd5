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
    ///
    /// NB: one number is formatted and taken apart, because a formatter per digit was a
    /// noticeable part of starting the CLI.
    public static func of(_ locale: Locale) -> [String] {
        let formatted = Array(1_234_567_890.formatted(.number.grouping(.never).locale(locale)))
        guard formatted.count == 10 else { return (0...9).map { $0.formatted(.number.locale(locale)) } }
        return [String(formatted[9])] + formatted[0..<9].map { String($0) }
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
