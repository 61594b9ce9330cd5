import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

extension MappingContext {
    /// `money` in the locale's currency format, with the currency's ISO 4217 decimal places:
    /// `£1.00` in en-GB, `1,00 £` in fr, `¥150` in ja.
    public func formatted(_ money: Money) -> String {
        // NB: ISO 4217's decimal places, which the amount was checked against; CLDR's, which
        // the format would take by default, differ for a few currencies (IQD: 3 and 0).
        money.amount.formatted(
            .currency(code: money.currency).precision(.fractionLength(money.minorUnits)).locale(locale))
    }

    /// A whole percentage in the locale's format: `50%`, `50 %` in de and fr, `٥٠٪؜` in ar.
    public func formatted(percent: Int) -> String {
        percent.formatted(.percent.locale(locale))
    }
}
