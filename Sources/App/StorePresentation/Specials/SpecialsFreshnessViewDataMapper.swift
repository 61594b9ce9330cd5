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
/// 60 minutes, each rounded down. An update stamped after `now` (a clock that moved back)
/// reads "just now".
public struct DefaultSpecialsFreshnessViewDataMapper: SpecialsFreshnessViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps "Updated N minutes ago" for the grid's last update, as the type's summary says.
    public func map(updatedAt: Date, context: MappingContext) -> StyledText {
        let seconds = context.now.timeIntervalSince(updatedAt)
        let minutes = seconds.isFinite && seconds > 0 ? Int(min(seconds, 1e12) / 60) : 0
        let key =
            switch minutes {
            case 0: Strings.Specials.Updated.justNow
            case 1..<60: Strings.Specials.Updated.minutesAgo(count: .integer(minutes))
            default: Strings.Specials.Updated.hoursAgo(count: .integer(minutes / 60))
            }
        return context.text(key, style: .specials.status)
    }
}
