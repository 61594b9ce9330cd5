#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Instants as the JSON view data writes them: `YYYY-MM-DDTHH:MM:SSZ`, in UTC.
package enum InstantText {
    /// `instant` in UTC, to the second (rounded down).
    package static func utc(_ instant: Date) -> String {
        let seconds = Int((instant.timeIntervalSince1970).rounded(.down))
        let (days, inDay) = LocalDate.split(seconds: seconds)
        let date = LocalDate(dayNumber: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(date)T\(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))Z"
    }
}
