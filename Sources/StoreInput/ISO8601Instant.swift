#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreDomain

/// Instants written in ISO 8601, as `--now` and scenario files give them.
public enum ISO8601Instant {
    /// The instant `text` names, such as `2026-11-20T17:30:00Z`, or `nil`.
    ///
    /// Accepts what `Date.ISO8601FormatStyle` accepts. NB: the usual shape, UTC to the
    /// second in the years 1970–2999, is worked out with arithmetic first; the format style
    /// costs about a million and a half instructions on its first use, a noticeable part of
    /// starting the CLI. Anything else goes to the format style.
    public static func parse(_ text: String) -> Date? {
        if let date = parseUTCSeconds(text) { return date }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` exactly, or `nil` for the format style to decide.
    static func parseUTCSeconds(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else { return nil }
        for (offset, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")] as [(Int, Unicode.Scalar)]
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
              let month = number(5, 2), let day = number(8, 2), let date = try? LocalDate(year: year, month: month, day: day),
              let hour = number(11, 2), hour < 24,
              let minute = number(14, 2), minute < 60,
              let second = number(17, 2), second < 60 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(date.dayNumber * 86_400 + hour * 3_600 + minute * 60 + second))
    }
}
