#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An exact amount of money in one currency.
///
/// Amounts are decimals, never binary floating point, so `12.99` stays `12.99`.
/// In JSON the amount is a string, because a JSON number may pass through a
/// `Double` on its way in:
///
/// ```json
/// { "amount": "12.99", "currency": "GBP" }
/// ```
public struct Money: Sendable, Hashable {
    /// The exact amount.
    public let amount: Decimal
    /// The ISO 4217 currency code, such as `GBP`.
    public let currency: String

    /// Creates an amount from its decimal text, refusing anything that is not a plain amount.
    public init(amount text: String, currency: String) throws(DomainValueError) {
        guard Self.isPlainAmount(text), let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw .malformed("expected an amount such as \"12.99\", found \"\(text)\"")
        }
        try self.init(amount: amount, currency: currency)
    }

    /// Creates an amount.
    public init(amount: Decimal, currency: String) throws(DomainValueError) {
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            throw .malformed("expected a three-letter ISO 4217 currency code such as \"GBP\", found \"\(currency)\"")
        }
        guard amount >= 0 else { throw .outOfRange("a price cannot be negative") }
        self.amount = amount
        self.currency = currency
    }

    /// Digits, an optional single decimal point and more digits; no signs, exponents or grouping.
    private static func isPlainAmount(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension Money: Codable {
    private enum CodingKeys: String, CodingKey { case amount, currency }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(String.self, forKey: .currency)
        guard let text = try? container.decode(String.self, forKey: .amount) else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container, debugDescription: "expected the amount as a string such as \"12.99\"")
        }
        do {
            try self.init(amount: text, currency: currency)
        } catch {
            let key: CodingKeys = error.description.contains("currency") ? .currency : .amount
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("\(amount)", forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }
}
