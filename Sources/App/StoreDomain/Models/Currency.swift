/// ISO 4217 currencies, as the compiled list knows them (see `Scripts/generate-currencies.py`).
///
/// ```swift
/// Currency.minorUnits(of: "GBP")   // 2
/// Currency.minorUnits(of: "JPY")   // 0
/// Currency.minorUnits(of: "KWD")   // 3
/// ```
public enum Currency {
    /// The number of decimal places amounts in `code` have, or `nil` when `code` is not a
    /// current ISO 4217 currency with a minor unit.
    public static func minorUnits(of code: String) -> Int? {
        minorUnitsByCode[code]
    }

    /// Checks that `code` is a current ISO 4217 currency a price can be in, and returns its
    /// minor units.
    public static func validate(_ code: String) throws(DomainValueError) -> Int {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            throw .malformed("expected a three-letter ISO 4217 currency code such as \"GBP\", found \"\(code)\"")
        }
        if let units = minorUnitsByCode[code] { return units }
        if codesWithoutMinorUnits.contains(code) {
            throw .malformed(
                "\(code) has no minor unit in ISO 4217 (a metal, a fund or a test code); a price cannot be in it")
        }
        throw .malformed("\"\(code)\" is not an ISO 4217 currency code; expected one such as \"GBP\"")
    }
}
