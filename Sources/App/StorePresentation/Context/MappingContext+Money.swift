import StoreDomain
import StoreLocalization

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
        // NB: from the generated locale data, which matches ICU for every ISO 4217 currency in
        // nearly every locale; ICU answers the rest. ISO 4217's decimal places, which the amount
        // was checked against, are given: CLDR's, the default, differ for a few (IQD: 3 and 0).
        if let amount = money.minorUnitAmount,
            let text = NumberText.format(
                minorUnits: amount, fractionDigits: money.minorUnits, code: money.currency, locale: locale)
        {
            return text
        }
        return money.amount.formatted(
            .currency(code: money.currency).precision(.fractionLength(money.minorUnits)).locale(locale))
    }

    /// A whole percentage in the locale's format: `50%`, `50 %` in de and fr, `٥٠٪؜` in ar.
    public func formatted(percent: Int) -> String {
        NumberText.format(percent: percent, locale: locale) ?? percent.formatted(.percent.locale(locale))
    }
}
