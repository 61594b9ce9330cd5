#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An exact amount of money in one ISO 4217 currency.
///
/// Amounts are decimals, never binary floating point, so `12.99` stays `12.99`.
/// In JSON the amount is a string, because a JSON number may pass through a
/// `Double` on its way in:
///
/// ```json
/// { "amount": "12.99", "currency": "GBP" }
/// ```
///
/// The currency must be a current ISO 4217 code, and the amount a whole number of its minor
/// units: GBP takes two decimal places, JPY none and KWD three, so `12.345` GBP and
/// `1200.5` JPY are refused rather than rounded.
public struct Money: Sendable, Hashable {
    /// The exact amount.
    public let amount: Decimal
    /// The ISO 4217 currency code, such as `GBP`.
    public let currency: String
    /// ``minorUnitAmount``, worked out once from the amount's text.
    private let minorUnitTotal: Int?

    /// Creates an amount from its decimal text, refusing anything that is not a plain amount.
    public init(amount text: String, currency: String) throws(DomainValueError) {
        let minorUnits = try Currency.validate(currency)
        // NB: no locale: plain amounts use ".", and making a POSIX locale to say so costs an ICU
        // locale's set-up the first time a process reads a price.
        guard Self.isPlainAmount(text), let amount = Decimal(string: text) else {
            throw .malformed("expected an amount such as \"12.99\", found \"\(text)\"")
        }
        try Self.check(Self.decimalPlaces(of: text), of: text, in: currency, minorUnits: minorUnits)
        try self.init(checkedAmount: amount, text: text, currency: currency, minorUnits: minorUnits)
    }

    /// Creates an amount.
    public init(amount: Decimal, currency: String) throws(DomainValueError) {
        let minorUnits = try Currency.validate(currency)
        let text = "\(amount)"
        try Self.check(Self.decimalPlaces(of: text), of: text, in: currency, minorUnits: minorUnits)
        try self.init(checkedAmount: amount, text: text, currency: currency, minorUnits: minorUnits)
    }

    /// `amount`, whose plain decimal `text` has at most `minorUnits` significant decimal places.
    private init(
        checkedAmount amount: Decimal, text: String, currency: String, minorUnits: Int
    ) throws(DomainValueError) {
        guard amount >= 0 else { throw .outOfRange("a price cannot be negative") }
        self.amount = amount
        self.currency = currency
        self.minorUnitTotal = Self.minorUnitAmount(ofPlain: text, minorUnits: minorUnits)
    }

    /// Plain decimal `text` in minor units: `12.9` is 1290 when there are two. The places past
    /// `minorUnits` are zeros (``check(_:of:in:minorUnits:)`` refused the rest) and are skipped.
    /// `nil` for text that is not digits and a point, or an amount that does not fit an `Int`.
    private static func minorUnitAmount(ofPlain text: String, minorUnits: Int) -> Int? {
        var total = 0
        var places: Int?
        func append(_ digit: Int) -> Bool {
            let (shifted, overflowed) = total.multipliedReportingOverflow(by: 10)
            let (sum, carried) = shifted.addingReportingOverflow(digit)
            total = sum
            return !overflowed && !carried
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "."), places == nil {
                places = 0
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            if let counted = places {
                guard counted < minorUnits else { continue }
                places = counted + 1
            }
            guard append(Int(byte - UInt8(ascii: "0"))) else { return nil }
        }
        for _ in (places ?? 0)..<max(minorUnits, places ?? 0) {
            guard append(0) else { return nil }
        }
        return total
    }

    /// The decimal places the currency's amounts have in ISO 4217.
    public var minorUnits: Int { Currency.minorUnits(of: currency) ?? 2 }

    /// Refuses more significant decimal places than the currency's minor units.
    private static func check(
        _ places: Int, of text: String, in currency: String, minorUnits: Int
    ) throws(DomainValueError) {
        guard places > minorUnits else { return }
        let allowed =
            minorUnits == 0 ? "no decimal places" : "at most \(minorUnits) decimal place\(minorUnits == 1 ? "" : "s")"
        throw .malformed("\(currency) amounts have \(allowed) (ISO 4217), found \"\(text)\"")
    }

    /// The decimal places of plain decimal text, not counting trailing zeros: `12.340` has 2.
    private static func decimalPlaces(of text: String) -> Int {
        let bytes = Array(text.utf8)
        guard let point = bytes.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return bytes[(point + 1)...].reversed().drop { $0 == UInt8(ascii: "0") }.count
    }

    /// Digits, an optional single decimal point and more digits; no signs, exponents or grouping.
    private static func isPlainAmount(_ text: String) -> Bool {
        var digitsBefore = 0, digitsAfter = 0, points = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if points == 0 { digitsBefore += 1 } else { digitsAfter += 1 }
            case UInt8(ascii: "."):
                points += 1
            default:
                return false
            }
        }
        return digitsBefore > 0 && (points == 0 || (points == 1 && digitsAfter > 0))
    }
}

extension Money: Codable {
    private enum CodingKeys: String, CodingKey { case amount, currency }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(String.self, forKey: .currency)
        do {
            _ = try Currency.validate(currency)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .currency, in: container, debugDescription: error.description)
        }
        guard let text = try? container.decode(String.self, forKey: .amount) else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container, debugDescription: "expected the amount as a string such as \"12.99\"")
        }
        do {
            try self.init(amount: text, currency: currency)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: error.description)
        }
    }

    /// Hand-written: the amount is written as decimal text (`"12.50"`), exact, never a binary float.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("\(amount)", forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }
}

extension Money {
    /// The amount in the currency's minor units (pence for GBP, yen for JPY), or `nil` when it
    /// does not fit an `Int`. Exact: a `Money` is always a whole number of minor units.
    public var minorUnitAmount: Int? { minorUnitTotal }
}
