/// A non-negative number written with a fixed count of fraction digits, as plural rules
/// read it: `1.50`.
///
/// NB: written by hand rather than with `String(format:)`, which lives in
/// swift-corelibs-foundation: importing that library only for this costs every process a
/// library load at start-up.
enum DecimalText {
    private static let powersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `abs(value)` with exactly `fractionDigits` (clamped to 0…6) digits after a `.`,
    /// exactly as `printf("%.*f")` writes it: rounded half to even on the double's exact
    /// binary value, so 2.675 (really 2.67499999…) gives `2.67` and 0.125 gives `0.12`.
    /// Magnitudes from 2^63 up are written as `Int64.max`; every plural rule reads them alike.
    static func fixed(_ value: Double, fractionDigits: Int) -> String {
        let digits = max(0, min(fractionDigits, powersOfTen.count - 1))
        let magnitude = value.magnitude
        guard !magnitude.isNaN else { return "nan" }
        guard magnitude.isFinite else { return "inf" }
        let (whole, fraction) = split(magnitude, scale: powersOfTen[digits])
        guard digits > 0 else { return String(whole) }
        let fractionText = String(fraction)
        return String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// The operands of `abs(value)` written with `fractionDigits` (clamped to 0…6) digits, as
    /// ``fixed(_:fractionDigits:)`` writes it, without the text: a distance's plural on every
    /// list row reads these, and parsing the text back was most of its cost.
    static func operands(_ value: Double, fractionDigits: Int) -> PluralOperands? {
        let digits = max(0, min(fractionDigits, powersOfTen.count - 1))
        let magnitude = value.magnitude
        guard magnitude.isFinite, magnitude < 1e15 else { return nil }
        let (whole, fraction) = split(magnitude, scale: powersOfTen[digits])
        var trimmed = fraction, visible = digits
        while visible > 0, trimmed % 10 == 0 {
            trimmed /= 10
            visible -= 1
        }
        var operands = PluralOperands(Int(whole))
        operands.n = Double(whole) + Double(fraction) / Double(powersOfTen[digits])
        (operands.v, operands.w, operands.f, operands.t) = (digits, visible, Int(fraction), Int(trimmed))
        return operands
    }

    /// The whole part and the fraction in units of 1/`scale`, rounded half to even.
    private static func split(_ magnitude: Double, scale: UInt64) -> (whole: UInt64, fraction: UInt64) {
        guard magnitude >= 0x1p-60 else { return (0, 0) }  // below half a unit of 10^-6 by far
        guard magnitude < 0x1p63 else { return (UInt64(Int64.max), 0) }
        // magnitude = significand × 2^-shift exactly.
        let significand = magnitude.significandBitPattern | (1 << 52)
        let shift = 52 - Int(magnitude.exponent)
        guard shift > 0 else { return (significand << UInt64(-shift), 0) }
        let whole = shift >= 64 ? 0 : significand >> UInt64(shift)
        let fractionBits = shift >= 64 ? significand : significand & ((1 << UInt64(shift)) - 1)
        // fractionBits × scale / 2^shift, in 128 bits: below 2^53 × 10^6 < 2^73.
        let product = fractionBits.multipliedFullWidth(by: scale)
        var units = shiftRight(product, by: shift)
        let remainder = lowBits(product, count: shift)
        let half = powerOfTwo(shift - 1)
        let parity = scale == 1 ? whole : units
        if remainder > half || (remainder == half && parity % 2 == 1) { units += 1 }
        return units == scale ? (whole + 1, 0) : (whole, units)
    }

    private typealias Wide = (high: UInt64, low: UInt64)

    private static func shiftRight(_ value: Wide, by count: Int) -> UInt64 {
        if count >= 128 { return 0 }
        if count >= 64 { return value.high >> UInt64(count - 64) }
        return (value.high << UInt64(64 - count)) | (value.low >> UInt64(count))
    }

    private static func lowBits(_ value: Wide, count: Int) -> Wide {
        if count >= 128 { return value }
        if count >= 64 { return (value.high & ((1 << UInt64(count - 64)) &- 1), value.low) }
        return (0, value.low & ((1 << UInt64(count)) - 1))
    }

    private static func powerOfTwo(_ exponent: Int) -> Wide {
        if exponent >= 128 { return (UInt64.max, UInt64.max) }  // above any 73-bit remainder
        return exponent >= 64 ? (1 << UInt64(exponent - 64), 0) : (0, 1 << UInt64(exponent))
    }
}
