import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Each time zone's offset from GMT over the run of instants it was last asked about, where
/// no clock change falls: what turns an instant into a wall time, and back, by arithmetic.
///
/// NB: a store's status asks the zone for its offset and its next change (ICU, thousands of
/// instructions a call) each time it is read, and a list reads every row's status at each
/// instant its text may change (`changesAt`). The stores of a list share a few zones, and a
/// zone's offset holds for months, so one answer per zone serves them all. A span is good
/// from the first instant it was found for up to the zone's next change; an instant outside
/// it finds its own span and replaces it.
enum ZoneOffsets {
    /// An offset and the instants it holds over: `start ..< end`.
    struct Span: Sendable {
        var start: Date
        var end: Date
        var offset: Int

        func contains(_ instant: Date) -> Bool { start <= instant && instant < end }
    }

    private static let spans = Mutex<[String: Span]>([:])

    /// The span of `zone`'s offset that holds at `instant`.
    static func span(of zone: TimeZone, at instant: Date) -> Span {
        let identifier = zone.identifier
        if let known = spans.withLock({ $0[identifier] }), known.contains(instant) { return known }
        let end = zone.nextDaylightSavingTimeTransition(after: instant) ?? .distantFuture
        var span = Span(start: instant, end: end, offset: zone.secondsFromGMT(for: instant))
        spans.withLock { known in
            // An earlier instant of the same run widens the span back to it.
            if let old = known[identifier], old.end == span.end, old.offset == span.offset {
                span.start = min(old.start, span.start)
            }
            known[identifier] = span
        }
        return span
    }

    /// The offset that holds over every instant of `start ... end`, or `nil` when a change
    /// falls within them.
    static func fixedOffset(of zone: TimeZone, from start: Date, through end: Date) -> Int? {
        let span = span(of: zone, at: start)
        return end < span.end ? span.offset : nil
    }

    /// `instant`'s wall time on `calendar`'s clock, in seconds since 1970-01-01T00:00 local,
    /// when the calendar is Gregorian; `nil` for any other, which reads its own components.
    static func localSeconds(of instant: Date, in calendar: Calendar) -> Int? {
        guard calendar.identifier == .gregorian else { return nil }
        let seconds = instant.timeIntervalSince1970.rounded(.down)
        guard seconds.magnitude < 1e15 else { return nil }
        return Int(seconds) + span(of: calendar.timeZone, at: instant).offset
    }
}
