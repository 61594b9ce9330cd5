/// The operands CLDR plural rules read from a number, as it would be displayed.
///
/// `1.50` and `1.5` differ: the visible trailing zero changes `v`, `w`, `f` and `t`,
/// and with it the category in many languages.
///
/// | operand | meaning | for `1.50` |
/// |---|---|---|
/// | n | absolute value | 1.5 |
/// | i | integer digits | 1 |
/// | v | visible fraction digits | 2 |
/// | w | visible fraction digits without trailing zeros | 1 |
/// | f | visible fraction as an integer | 50 |
/// | t | f without trailing zeros | 5 |
/// | e (c) | compact decimal exponent | 0 |
public struct PluralOperands: Sendable, Hashable {
    /// `n`: the absolute value of the number.
    public var n: Double
    /// `i`: its integer digits.
    public var i: Int
    /// `v`: the number of visible fraction digits, trailing zeros included.
    public var v: Int
    /// `w`: the number of visible fraction digits, trailing zeros left out.
    public var w: Int
    /// `f`: the visible fraction digits as a number, trailing zeros included.
    public var f: Int
    /// `t`: the visible fraction digits as a number, trailing zeros left out.
    public var t: Int
    /// `e` (and `c`): the compact decimal exponent, as in `1.1c6`.
    public var e: Int

    /// Operands of a whole number.
    public init(_ value: Int) {
        let magnitude = value.magnitude > UInt(Int.max) ? Int.max : Int(value.magnitude)
        n = Double(magnitude)
        i = magnitude
        (v, w, f, t, e) = (0, 0, 0, 0, 0)
    }

    /// Operands of a number written as text: `3`, `1.50`, `-2.5`, or CLDR's compact `1.1c6` / `1e3`.
    ///
    /// Returns `nil` for text that is not such a number.
    public init?(_ text: some StringProtocol) {
        var text = Substring(text)
        if text.hasPrefix("-") { text = text.dropFirst() }
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let value = Int(text[text.index(after: marker)...]), (0...18).contains(value) else { return nil }
            exponent = value
            text = text[..<marker]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        var integerDigits = String(parts[0])
        var fractionDigits = parts.count == 2 ? String(parts[1]) : ""
        if parts.count == 2, fractionDigits.isEmpty { return nil }
        // A compact exponent moves the decimal point right: 1.1c6 is 1100000 with no visible fraction.
        if exponent > 0 {
            let moved = fractionDigits.prefix(exponent)
            integerDigits += moved + String(repeating: "0", count: exponent - moved.count)
            fractionDigits = String(fractionDigits.dropFirst(exponent))
        }
        guard integerDigits.count <= 18, fractionDigits.count <= 18 else { return nil }
        let trimmed = String(fractionDigits.reversed().drop { $0 == "0" }.reversed())
        i = Int(integerDigits) ?? 0
        v = fractionDigits.count
        w = trimmed.count
        f = Int(fractionDigits) ?? 0
        t = Int(trimmed) ?? 0
        e = exponent
        n = Double(integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)) ?? Double(i)
    }
}
