import Foundation

/// The Foundation locale used to format numbers and dates for a table locale.
enum FormattingLocale {
    /// The locale with its likely subtags added (CLDR's likely-subtags data, through
    /// Foundation): a bare `ar` becomes `ar-Arab-EG`, so it formats with the Arabic-Indic
    /// digits its readers expect rather than Foundation's Latin default for a bare language.
    static func resolve(_ identifier: String) -> Locale {
        Locale(identifier: Locale.Language(identifier: identifier).maximalIdentifier)
    }
}
