import Foundation

/// The Foundation locale used to format numbers and dates for a table locale.
enum FormattingLocale {
    /// A bare language gets the region whose conventions its readers expect from an app:
    /// `ar` alone formats with Latin digits in Foundation, so it becomes `ar-EG`.
    private static let likelyRegions = ["ar": "ar_EG"]

    static func resolve(_ identifier: String) -> Locale {
        if let likely = likelyRegions[identifier] { return Locale(identifier: likely) }
        return Locale(identifier: identifier.replacingOccurrences(of: "-", with: "_"))
    }
}
