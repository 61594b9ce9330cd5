#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// Turns wall-clock times on a run of dates into real instants, in one calendar's time zone.
///
/// NB: `Calendar.date(from:)` asks ICU for the zone's offset on every call, and a store's
/// status builds about twenty instants: that was most of mapping a list. Across a run of
/// dates where the zone's offset never changes (every run but the few that hold a
/// daylight-saving or other offset change), a wall time is its local second less that one
/// offset. A run that holds a change goes through the calendar, which resolves skipped and
/// repeated wall times.
struct WallClock {
    let calendar: Calendar
    /// The offset from GMT, in seconds, that holds for every instant of the run; `nil` when
    /// the offset changes within it.
    let fixedOffset: Int?

    /// A clock for wall times from the start of `first` up to the end of the day after `last`
    /// (minute 1440 of `last` and times past midnight on the day after it included).
    init(calendar: Calendar, from first: LocalDate, through last: LocalDate) {
        self.calendar = calendar
        // The real instants of those wall times lie within a day of their local seconds, as
        // no zone is a day away from GMT; the bounds leave that day's margin either side.
        let start = Date(timeIntervalSince1970: TimeInterval((first.dayNumber - 1) * 86_400))
        let end = Date(timeIntervalSince1970: TimeInterval((last.dayNumber + 3) * 86_400))
        fixedOffset = ZoneOffsets.fixedOffset(of: calendar.timeZone, from: start, through: end)
    }

    /// The real instant of `minutes` past midnight on `date`; minute 1440 is the next midnight.
    ///
    /// A wall time that a spring-forward skips resolves to the instant just after the gap: a
    /// London store "closing at 01:30" on that night closes at 02:00 BST, the moment the
    /// clocks go forward. A wall time that a fall-back repeats resolves as Foundation resolves
    /// it.
    func instant(_ date: LocalDate, minutes: Int) -> Date? {
        let local = date.dayNumber * 86_400 + minutes * 60
        if let fixedOffset {
            return Date(timeIntervalSince1970: TimeInterval(local - fixedOffset))
        }
        var components = (minutes >= 1440 ? date.adding(days: 1) : date).components
        components.hour = (minutes % 1440) / 60
        components.minute = minutes % 60
        guard let resolved = calendar.date(from: components) else { return nil }
        // NB: Foundation moves a skipped wall time forward by the gap's length (01:30 becomes
        // 02:30), which can turn an interval inside out. A resolved instant whose own wall
        // time is not the one asked for was in a gap; the gap ends at the last change of
        // offset before it.
        let zone = calendar.timeZone
        let wall = Int(resolved.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: resolved)
        guard wall != local else { return resolved }
        return Self.lastTransition(in: zone, atOrBefore: resolved) ?? resolved
    }

    /// The last change of `zone`'s offset at or before `instant`, looking back up to a day
    /// (the longest gap on record, Apia's skipped 2011-12-30).
    private static func lastTransition(in zone: TimeZone, atOrBefore instant: Date) -> Date? {
        var found: Date?
        var cursor = instant.addingTimeInterval(-86_401)
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next <= instant {
            found = next
            cursor = next
        }
        return found
    }
}
