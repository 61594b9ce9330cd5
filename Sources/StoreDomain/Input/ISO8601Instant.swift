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
              let month = number(5, 2), (1...12).contains(month),
              let day = number(8, 2), (1...daysIn(month: month, year: year)).contains(day),
              let hour = number(11, 2), hour < 24,
              let minute = number(14, 2), minute < 60,
              let second = number(17, 2), second < 60 else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
    /// days-from-civil).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
