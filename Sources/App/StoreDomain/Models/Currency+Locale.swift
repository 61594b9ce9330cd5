#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

extension Currency {
    /// The currency of a locale's region, for an app that prices in the user's own currency:
    /// `en-GB` → GBP, `ru` → RUB (its likely region, Russia), `ja` → JPY. `nil` when the locale
    /// has no region with a current ISO 4217 currency, such as a pseudo-locale.
    ///
    /// The region and its currency come from CLDR (likely subtags and region currencies),
    /// through ICU.
    public static func localCurrency(of localeIdentifier: String) -> String? {
        let maximal = Locale.Language(identifier: localeIdentifier).maximalIdentifier
        guard let code = Locale(identifier: maximal).currency?.identifier, minorUnits(of: code) != nil else {
            return nil
        }
        return code
    }
}
