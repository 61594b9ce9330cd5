import Foundation
import Testing

@testable import StoreLocalization

/// Plural operands are written by hand; `String(format:)` (which the product no longer
/// loads) is the oracle here.
@Suite("Decimal counts are written as printf writes them")
struct DecimalTextTests {
    static let cases: [(value: Double, digits: Int)] = [
        (1.5, 2), (1.0, 0), (0.125, 2), (0.375, 2), (2.5, 0), (3.5, 0), (2.675, 2), (1.005, 2), (0.0, 1), (-1.25, 1),
        (999.9996, 3), (0.1, 6), (12_345.678_9, 3), (1e10 + 0.5, 0), (123_456_789.987_654, 6), (9.999_999_9, 6),
        (7.0, 9),
        (0.5, 0), (1.5, 0), (5e-7, 6), (1.5e-6, 6), (2.5e-6, 6), (1e-9, 3), (0x1p52 + 0.5, 1), (0x1p52 + 0.5, 0),
        (1e18 + 1, 2), (0.999_999_5, 6),
    ]

    @Test("fixed digits, half to even on the double's value, sign dropped", arguments: cases)
    func matchesPrintf(value: Double, digits: Int) {
        let clamped = max(0, min(digits, 6))
        #expect(DecimalText.fixed(value, fractionDigits: digits) == String(format: "%.\(clamped)f", abs(value)))
    }

    @Test(
        "values printf cannot write as digits",
        arguments: [(Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "inf"), (1e300, "9223372036854775807")])
    func specials(value: Double, expected: String) {
        #expect(DecimalText.fixed(value, fractionDigits: 2).hasPrefix(expected))
    }

    @Test("operands read straight from a number equal those parsed from its text", arguments: cases)
    func operands(value: Double, digits: Int) throws {
        guard value.magnitude < 1e15 else {
            #expect(DecimalText.operands(value, fractionDigits: digits) == nil)
            return
        }
        let direct = try #require(DecimalText.operands(value, fractionDigits: digits))
        let parsed = try #require(PluralOperands(DecimalText.fixed(value, fractionDigits: digits)))
        #expect(direct == parsed)
    }

    @Test("and for distances a row shows, every tenth from 0 to 1,000")
    func distances() throws {
        for tenths in 0...10_000 {
            let value = Double(tenths) / 10
            let direct = try #require(DecimalText.operands(value, fractionDigits: 1))
            #expect(direct == PluralOperands(DecimalText.fixed(value, fractionDigits: 1)), "\(value)")
        }
    }
}
