import StoreDomain
import StorePresentation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A screen's timeline, one state to a paragraph: the instant it begins on the store's clock,
/// then what changes with the clock. Details and opening times read "2026-11-20 20:30
/// (Europe/London) · Closes soon · 9:00 PM", then the pickup line and each service's status;
/// the list gives the instant, then a line per row. After the first state, a line under the
/// instant is written only when it differs from the state before: a day reads as its changes.
enum TimelineLayout {
    static func lay(
        _ entries: [ScreenTimelineEntry<any ScreenViewData>], calendar: Calendar?, on canvas: inout Canvas
    ) {
        var before: [StyledText] = []
        for entry in entries {
            let stamp = stamp(entry.at, calendar: calendar)
            let (head, lines): (StyledText, [StyledText])
            switch entry.view {
            case let details as StoreDetailsScreenViewData:
                head = joined([stamp, details.status.text.text], details.status)
                lines =
                    (details.openingTimes.map(today) ?? []) + (details.pickup.map { [$0.text] } ?? [])
                    + details.services.map { joined([$0.title.text, $0.status.text.text], $0.status) }
            case let hours as OpeningTimesScreenViewData:
                (head, lines) = (joined([stamp, hours.status.text.text], hours.status), today(hours.openingTimes))
            case let list as StoreListScreenViewData:
                head = StyledText(data: stamp, style: .text.secondary)
                lines = list.content.rows.map {
                    joined([$0.title.text, $0.status.text.text, $0.pickup?.text.text], $0.status)
                }
            default:
                (head, lines) = (StyledText(data: stamp, style: .text.secondary), [])
            }
            canvas.paragraph(head)
            for (index, line) in lines.enumerated() where index >= before.count || before[index] != line {
                canvas.paragraph(line, indent: 2)
            }
            before = lines
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

    /// The day the opening times mark as today, "▸ Sunday · 12:00 PM–12:00 AM": why a state
    /// begins at midnight.
    private static func today(_ times: OpeningTimesViewData) -> [StyledText] {
        times.week.filter(\.isToday).map {
            StyledText(data: "▸ " + $0.key.text + " · " + $0.value.text, style: $0.value.style)
        }
    }

    /// The parts given, " · " between them, in the status line's style.
    private static func joined(_ parts: [String?], _ status: OpeningStatusViewData) -> StyledText {
        // NB: each part is view data's text; the canvas strips control characters from it.
        StyledText(data: parts.compactMap { $0 }.joined(separator: " · "), style: status.text.style)
    }
}
