import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Says how fresh the grid is: "Updated 12 minutes ago", from the context's injected clock.
///
/// What a replacement owes:
/// - **Text:** the string tables' words, with the count through plural rules.
/// - **Clock:** `context.now` only, never the system clock, so a replayed state renders the same.
/// - **Tokens:** `.specials.status`.
public protocol SpecialsFreshnessViewDataMapper: Sendable {
    /// Maps "Updated N minutes ago" for the grid's last update, with the strings, theme, clock and locale of `context`.
    func map(updatedAt: Date, context: MappingContext) -> StyledText
}

/// The default: "Updated just now" under a minute, then whole minutes, then whole hours from
/// 60 minutes, then whole days from 48 hours, each rounded down. An update stamped after `now` (a clock that moved back)
/// reads "just now".
public struct DefaultSpecialsFreshnessViewDataMapper: SpecialsFreshnessViewDataMapper {
    /// The default mapper.
    public init() {}

    /// From 48 hours the grid's age is told in days: "186 hours" is a sum to do.
    static let daysFromMinutes = 48 * 60

    /// Maps "Updated N minutes ago" for the grid's last update, as the type's summary says.
    public func map(updatedAt: Date, context: MappingContext) -> StyledText {
        let seconds = context.now.timeIntervalSince(updatedAt)
        let minutes = seconds.isFinite && seconds > 0 ? Int(min(seconds, 1e12) / 60) : 0
        let key =
            switch minutes {
            case 0: Strings.Specials.Updated.justNow
            case 1..<60: Strings.Specials.Updated.minutesAgo(count: .integer(minutes))
            case 60..<Self.daysFromMinutes: Strings.Specials.Updated.hoursAgo(count: .integer(minutes / 60))
            default: Strings.Specials.Updated.daysAgo(count: .integer(minutes / 1_440))
            }
        return context.text(key, style: .specials.status)
    }
}
