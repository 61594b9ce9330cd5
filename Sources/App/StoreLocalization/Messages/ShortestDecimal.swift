/// A non-negative number with a fixed count of fraction digits, rounded the way ICU's number
/// formatter rounds it: half to even on the shortest decimal that reads back as the same
/// double. So 2.675 gives `2.68` (ICU, and what a person expects), where `printf`'s exact
/// binary rounding (``DecimalText``) gives `2.67`; 1.005 gives `1.00` and 0.45 gives `0.4`.
///
/// It writes ASCII digits and no grouping, so ``Localizer`` uses it only where grouping cannot
/// appear (below 1,000) and maps the digits and the separator to the locale's.
enum ShortestDecimal {
    /// The whole part and the fraction's digits of `value` rounded to `fractionDigits`, or nil
    /// when the sign is set (ICU writes a minus even for -0.0), the value is not finite, or the
    /// rounded whole part reaches `wholeLimit`.
    ///
    /// - Complexity: O(*d*) in the digits of `value`'s shortest form (at most 17 significant).
    static func digits(_ value: Double, fractionDigits: Int, wholeLimit: UInt64) -> (whole: String, fraction: String)? {
        guard value.isFinite, value.sign == .plus, (0...6).contains(fractionDigits) else { return nil }
        // NB: Swift's `description` is the shortest round-trip form, as ICU's double-conversion
        // SHORTEST mode gives it: "0.35", "1e-07", "5e-324", "1234.5".
        guard let (significand, exponent) = parse(value.description) else { return nil }
        // value = significand × 10^exponent. Keep the digits down to 10^-fractionDigits.
        let drop = -exponent - fractionDigits
        var kept: [UInt8]
        if drop <= 0 {
            kept = significand + [UInt8](repeating: 0, count: -drop)
        } else if drop > significand.count {
            kept = [0]  // below half a unit even at the first dropped place
        } else {
            kept = Array(significand[..<(significand.count - drop)])
            let rest = significand[(significand.count - drop)...]
            let first = rest.first ?? 0
            let beyondFirst = rest.dropFirst().contains { $0 != 0 }
            let last = kept.last ?? 0
            if first > 5 || (first == 5 && (beyondFirst || last % 2 == 1)) { increment(&kept) }
            if kept.isEmpty { kept = [0] }
        }
        // kept holds the units of 10^-fractionDigits; split it.
        while kept.count <= fractionDigits { kept.insert(0, at: 0) }
        let wholeDigits = kept[..<(kept.count - fractionDigits)].drop { $0 == 0 }
        var whole: UInt64 = 0
        for digit in wholeDigits {
            whole = whole * 10 + UInt64(digit)
            if whole >= wholeLimit { return nil }
        }
        let fraction = kept[(kept.count - fractionDigits)...]
        return (String(whole), String(decoding: fraction.map { $0 + UInt8(ascii: "0") }, as: UTF8.self))
    }

    /// The decimal digits (without leading zeros) and the power of ten of the last one, from a
    /// `description` such as `0.35`, `12.0`, `1e-07` or `1.5e+16`.
    private static func parse(_ text: String) -> (digits: [UInt8], exponent: Int)? {
        var digits: [UInt8] = []
        var exponent = 0
        var afterPoint = false
        var bytes = text.utf8[...]
        while let byte = bytes.first, byte != UInt8(ascii: "e") {
            bytes = bytes.dropFirst()
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte - UInt8(ascii: "0")) }
                if afterPoint { exponent -= 1 }
            case UInt8(ascii: "."):
                afterPoint = true
            default:
                return nil
            }
        }
        if bytes.first == UInt8(ascii: "e") {
            guard let power = Int(Substring(bytes.dropFirst())) else { return nil }
            exponent += power
        }
        return (digits, exponent)
    }

    /// Adds one unit in the last place, carrying.
    private static func increment(_ digits: inout [UInt8]) {
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return
            }
            digits[index] = 0
            index -= 1
        }
        digits.insert(1, at: 0)
    }
}
