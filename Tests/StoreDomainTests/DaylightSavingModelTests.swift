import Foundation
import StoreTestSupport
import Testing

@testable import StoreDomain

/// A store's week as the test writes it: per weekday (1 Sunday … 7 Saturday), `nil` for
/// closed, or intervals in minutes where a closing at or before the opening runs overnight.
struct ModelWeek: Sendable {
    let name: String
    let days: [Int: [(opens: Int, closes: Int)]]

    func hours(zone: String) throws -> OpeningHours {
        var week: [Weekday: DayHours] = [:]
        for (weekday, intervals) in days {
            guard let day = Weekday(rawValue: weekday) else { continue }
            week[day] = try .open(
                intervals.map { interval throws(DomainValueError) in
                    try OpeningInterval(
                        opens: LocalTime(hour: interval.opens / 60, minute: interval.opens % 60),
                        closes: LocalTime(hour: interval.closes / 60, minute: interval.closes % 60))
                })
        }
        return try OpeningHours(timeZone: zone, week: week)
    }

    /// The open spans from `firstDay` through `lastDay` (days since the epoch), merged.
    func spans(_ model: ZoneModel, firstDay: Int, lastDay: Int) -> [(Int, Int)] {
        var spans: [(Int, Int)] = []
        for day in firstDay...lastDay {
            // 1970-01-01 was a Thursday, weekday 5.
            let weekday = ((day % 7 + 7) % 7 + 4) % 7 + 1
            for interval in days[weekday] ?? [] {
                let closeDay = interval.closes <= interval.opens ? day + 1 : day
                let open = model.instant(local: day * 86_400 + interval.opens * 60)
                let close = model.instant(local: closeDay * 86_400 + interval.closes * 60)
                if open < close { spans.append((open, close)) }
            }
        }
        var merged: [(Int, Int)] = []
        for span in spans.sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, span.0 <= last.1 {
                merged[merged.count - 1] = (last.0, max(last.1, span.1))
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}

@Suite("Opening status on every 2026 clock change agrees with an independent model")
struct DaylightSavingModelTests {
    static let zones = ZoneModel.testedZones

    static let weeks: [ModelWeek] = [
        ModelWeek(name: "nine to five", days: Dictionary(uniqueKeysWithValues: (1...7).map { ($0, [(540, 1020)]) })),
        ModelWeek(
            name: "late nights into the small hours",
            days: Dictionary(uniqueKeysWithValues: (1...7).map { ($0, [(1080, 90)]) })),
        ModelWeek(
            name: "inside the usual gap",
            days: Dictionary(uniqueKeysWithValues: (1...7).map { ($0, [(90, 135), (600, 1200)]) })),
        ModelWeek(
            name: "around midnight",
            days: Dictionary(uniqueKeysWithValues: (1...7).map { ($0, [(1320, 1440), (0, 150)]) })),
        ModelWeek(name: "around the clock", days: Dictionary(uniqueKeysWithValues: (1...7).map { ($0, [(0, 1440)]) })),
        ModelWeek(
            name: "around the clock but Sunday",
            days: Dictionary(uniqueKeysWithValues: (2...7).map { ($0, [(0, 1440)]) })),
    ]

    @Test(
        "open, closes at and opens at, every 20 minutes from a week before each change to a day after", arguments: zones
    )
    func agrees(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let year = (start: 1_767_225_600, end: 1_798_761_600)  // 2026-01-01 to 2027-01-01
        let model = ZoneModel(zone: zone, from: year.start - 20 * 86_400, through: year.end + 20 * 86_400)
        let changes = model.changes.filter { $0 >= year.start && $0 < year.end }
        #expect(!changes.isEmpty || zoneName == "Europe/Moscow")
        var compared = 0
        for week in Self.weeks {
            let hours = try week.hours(zone: zoneName)
            let around = changes.isEmpty ? [year.start + 180 * 86_400] : changes
            for change in around {
                let firstDay = model.day(at: change) - 10, lastDay = model.day(at: change) + 12
                let spans = week.spans(model, firstDay: firstDay, lastDay: lastDay)
                for second in stride(from: change - 7 * 86_400, through: change + 86_400, by: 1200) {
                    let status = hours.status(at: Date(timeIntervalSince1970: TimeInterval(second)))
                    let current = spans.first { $0.0 <= second && second < $0.1 }
                    // A span that reaches the model's edge never closes within sight.
                    let closes = current.flatMap { $0.1 >= model.instant(local: (lastDay + 1) * 86_400) ? nil : $0.1 }
                    let opens = current == nil ? spans.first { $0.0 > second }?.0 : nil
                    let at = "\(week.name) at \(Date(timeIntervalSince1970: TimeInterval(second)))"
                    #expect(status.isOpen == (current != nil), "\(at)")
                    #expect(status.closesAt.map { Int($0.timeIntervalSince1970) } == closes, "\(at)")
                    #expect(status.opensAt.map { Int($0.timeIntervalSince1970) } == opens, "\(at)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }
}
