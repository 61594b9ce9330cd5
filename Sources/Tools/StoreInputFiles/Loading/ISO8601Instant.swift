import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Instants written in ISO 8601, as `--now` and scenario files give them.
public enum ISO8601Instant {
    /// The instant `text` names, such as `2026-11-20T17:30:00Z`, or `nil`.
    ///
    /// Accepts what `Date.ISO8601FormatStyle` accepts. NB: the usual shape, UTC to the
    /// second in the years 1970–2999, is worked out with arithmetic first; the format style's
    /// first use sets up ICU, a noticeable part of starting the CLI. Anything else goes to the
    /// format style.
    public static func parse(_ text: String) -> Date? {
        if let date = parseUTCSeconds(text) { return date }
        // NB: the format style rolls an impossible date or time over (2026-02-30 becomes
        // March 2); the fields are checked first, so it is refused instead.
        guard hasPossibleFields(text) else { return nil }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    /// Whether the date (`yyyy-MM-dd`) and the time after `T` (`HH:mm:ss`) exist: no
    /// February 30th, no hour 25. Text of another shape is left to the format style.
    static func hasPossibleFields(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2)
        else { return true }
        guard (try? LocalDate(year: year, month: month, day: day)) != nil else { return false }
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            let hour = number(11, 2), let minute = number(14, 2)
        else { return true }
        guard hour < 24, minute < 60 else { return false }
        if bytes.count >= 19, bytes[16] == UInt8(ascii: ":"), let second = number(17, 2) { return second < 60 }
        return true
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` exactly, or `nil` for the format style to decide.
    static func parseUTCSeconds(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else { return nil }
        for (offset, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")]
            as [(Int, Unicode.Scalar)]
        where bytes[offset] != UInt8(ascii: separator) { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), (1970...2999).contains(year),
            let month = number(5, 2), let day = number(8, 2),
            let date = try? LocalDate(year: year, month: month, day: day),
            let hour = number(11, 2), hour < 24,
            let minute = number(14, 2), minute < 60,
            let second = number(17, 2), second < 60
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(date.dayNumber * 86_400 + hour * 3_600 + minute * 60 + second))
    }
}

extension KeyedDecodingContainer {
    /// The ISO 8601 instant at `key`, when the key is there: `now:` in a scenario, `at:` in a
    /// step. Text that is not an instant is an error at the key.
    package func decodeInstantIfPresent(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let date = ISO8601Instant.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "expected an ISO 8601 instant such as 2026-11-20T10:30:00Z, found \"\(text)\"")
        }
        return date
    }
}
