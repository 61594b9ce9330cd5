import StoreDomain
import StorePresentation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A screen's timeline, one state to a paragraph: the instant it begins on the store's clock,
/// then what changes with the clock, as the screen reads each state (``ScreenLayout/timeline``):
/// details read "2026-11-20 20:30 (Europe/London) · Closes soon · 9:00 PM", then the pickup
/// line and each service's status; the list gives the instant, then a line per row. After the
/// first state, a line under the instant is written only when it differs from the state
/// before: a day reads as its changes.
enum TimelineLayout {
    static func lay<Screen>(
        _ entries: [ScreenTimelineEntry<Screen>], reading: (Screen) -> TimelineState, calendar: Calendar?,
        on canvas: inout Canvas
    ) {
        var before: [StyledText] = []
        for entry in entries {
            let stamp = stamp(entry.at, calendar: calendar)
            let state = reading(entry.view)
            let head =
                state.status.map { TimelineState.joined([stamp, $0.text.text], $0) }
                ?? StyledText(data: stamp, style: .text.secondary)
            canvas.paragraph(head)
            for (index, line) in state.lines.enumerated() where index >= before.count || before[index] != line {
                canvas.paragraph(line, indent: 2)
            }
            before = state.lines
        }
    }

    /// `instant` on `calendar`'s clock, with its zone; within two hours of a clock change,
    /// with its offset too, so that the two 01:30s of a night the clocks go back read apart.
    /// UTC without a calendar.
    static func stamp(_ instant: Date, calendar: Calendar?) -> String {
        guard let calendar else { return wall(LocalDateTime(instant, in: utc)) + "Z" }
        let zone = calendar.timeZone
        let wall = wall(LocalDateTime(instant, in: calendar))
        let nearChange =
            zone.secondsFromGMT(for: instant.addingTimeInterval(-7_200))
            != zone.secondsFromGMT(for: instant.addingTimeInterval(7_200))
        guard nearChange else { return "\(wall) (\(zone.identifier))" }
        let offset = zone.secondsFromGMT(for: instant) / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let sign = offset < 0 ? "-" : "+"
        return "\(wall) \(sign)\(two(abs(offset) / 60)):\(two(abs(offset) % 60)) (\(zone.identifier))"
    }

    /// `2026-11-20 20:30`.
    private static func wall(_ time: LocalDateTime) -> String { "\(time.date) \(time.time)" }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()
}
