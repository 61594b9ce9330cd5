import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// Lays out an address for a screen: its country's conventions (`AddressFormat`), with or
/// without the city, and with or without a line naming the country in the reader's language.
///
/// ```swift
/// let formatter = AddressFormatter(includesCity: false, countryLine: .never)
/// formatter.lines(of: store.address, context: context)   // ["214 Regent Street", "W1B 5BD"]
/// ```
public struct AddressFormatter: Sendable, Hashable {
    /// When to add the country's name as a line of its own.
    public enum CountryLine: Sendable, Hashable {
        /// Never: the screen makes the country clear.
        case never
        /// Always.
        case always
        /// When the address is in another country than the reader's: the region of the
        /// context's locale (en-GB reads GB; a bare `en` reads its likely region, US).
        case whenForeign
    }

    /// Whether the city is shown. Leave it out where the screen already names the city, as
    /// the delivery-city flow does; the postcode and region stay.
    public var includesCity: Bool
    /// When the country's name is shown.
    public var countryLine: CountryLine

    /// Creates a formatter; the default shows the city, and the country only when foreign.
    public init(includesCity: Bool = true, countryLine: CountryLine = .whenForeign) {
        self.includesCity = includesCity
        self.countryLine = countryLine
    }

    /// The address as lines. The country's name, from CLDR through the context's locale,
    /// comes last, or first where the country writes addresses from the largest unit down
    /// (Japan, China, Korea in their own scripts).
    public func lines(of address: Address, context: MappingContext) -> [String] {
        let format = AddressFormat.of(country: address.country)
        var lines = format.lines(of: address, omitting: includesCity ? [] : [.city])
        guard showsCountry(address.country, context: context) else { return lines }
        let name = context.locale.localizedString(forRegionCode: address.country) ?? address.country
        if Self.startsWithLargestUnit(format.layout(for: address)) {
            lines.insert(name, at: 0)
        } else {
            lines.append(name)
        }
        return lines
    }

    private func showsCountry(_ country: String, context: MappingContext) -> Bool {
        switch countryLine {
        case .never: return false
        case .always: return true
        case .whenForeign: return context.locale.region.map { $0.identifier != country } ?? false
        }
    }

    /// Whether a layout puts the postcode, region or city before the street.
    static func startsWithLargestUnit(_ layout: String) -> Bool {
        guard let street = layout.firstRange(of: "%A") else { return false }
        return ["%Z", "%S", "%C"].contains { marker in
            layout.firstRange(of: marker).map { $0.lowerBound < street.lowerBound } ?? false
        }
    }
}
