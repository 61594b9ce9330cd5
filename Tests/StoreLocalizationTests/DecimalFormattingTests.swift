import Foundation
import StorePresentation
import Testing

@testable import StoreLocalization

/// Decimals below 1,000 (a distance on every list row) skip Foundation's formatter; Foundation
/// is the oracle they must match, character for character, in every locale.
@Suite("Decimals are written as Foundation writes them, without a formatter per call")
struct DecimalFormattingTests {
    static let locales = [
        "en", "en-GB", "de", "fr", "ru", "ar", "ja", "en-XA", "ar-XB", "fa-IR", "hi-IN-u-nu-deva", "pt-BR",
    ]

    /// Half-way cases (rounded on the shortest decimal, not the binary value), values whose
    /// shortest form has an exponent, the 1,000 limit, and what must fall back to Foundation.
    static let values: [Double] = [
        0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.125, 0.375, 1.005, 2.675, 12.345, 0.1 + 0.2, 0.006, 0.0006,
        1e-7, .leastNonzeroMagnitude, 1.5, 9.95, 99.95, 999.94, 999.95, 999.5, 1_000, 1_234.5, 1e16, -0.0, -1.25,
        .infinity, .nan, 0.4, 0.8, 3.2, 42,
    ]

    @Test("every listed value, in every locale, at 0 to 3 fraction digits", arguments: locales)
    func listedValues(locale: String) {
        let strings = Localizer(catalog: .shipped, locale: locale)
        for value in Self.values {
            for digits in 0...3 {
                #expect(
                    strings.format(.decimal(value, fractionDigits: digits)) == foundation(value, digits, strings),
                    "\(value) with \(digits) digits")
            }
        }
    }

    @Test("2,000 swept distances below 1,000 km, in every locale", arguments: locales)
    func sweptDistances(locale: String) {
        let strings = Localizer(catalog: .shipped, locale: locale)
        let divisors: [Double] = [1, 10, 100, 1_000, 3, 7]
        for index in 0..<2_000 {
            // Ratios of whole numbers hit the shortest forms distances really have (0.35, 12.3),
            // and dividing by 3 and 7 the long ones (0.14285714285714285).
            let value = Double((index * 7_919) % 1_000_000) / divisors[index % divisors.count]
            let digits = index % 3
            #expect(
                strings.format(.decimal(value, fractionDigits: digits)) == foundation(value, digits, strings),
                "\(value) with \(digits) digits")
        }
    }

    @Test(
        "rounding: half to even on the shortest decimal; nil for a sign, no finite value or the limit",
        arguments: [
            (2.675, 2, "2", "68"), (1.005, 2, "1", "00"), (0.35, 1, "0", "4"), (0.45, 1, "0", "4"),
            (0.125, 2, "0", "12"),
            (0.006, 2, "0", "01"), (0.0006, 2, "0", "00"), (1e-7, 1, "0", "0"), (9.95, 1, "10", "0"),
            (12.0, 0, "12", ""),
            (0.5, 0, "0", ""), (1.5, 0, "2", ""), (1.5e16, 1, "15000000000000000", "0"),
        ] as [(Double, Int, String, String)])
    func rounding(value: Double, digits: Int, whole: String, fraction: String) {
        let parts = ShortestDecimal.digits(value, fractionDigits: digits, wholeLimit: .max)
        #expect(parts?.whole == whole)
        #expect(parts?.fraction == fraction)
    }

    @Test(
        "what the fast path refuses",
        arguments: [(-0.0, 1), (-1.25, 1), (.infinity, 1), (.nan, 1), (999.95, 1), (1_000, 0), (1.0, 7)])
    func refused(value: Double, digits: Int) {
        #expect(ShortestDecimal.digits(value, fractionDigits: digits, wholeLimit: 1_000) == nil)
    }

    private func foundation(_ value: Double, _ digits: Int, _ strings: Localizer) -> String {
        value.formatted(.number.precision(.fractionLength(digits)).locale(strings.formattingLocale))
    }
}
