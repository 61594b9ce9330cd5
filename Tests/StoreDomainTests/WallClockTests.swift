import Foundation
import Testing

@testable import StoreDomain

@Suite("Wall-clock times to instants")
struct WallClockTests {
    /// Zones with daylight saving north and south, half-hour and 45-minute offsets, a
    /// 30-minute daylight shift (Lord Howe), a skipped day (Apia, 2011-12-30), standard
    /// offset changes (Moscow in 2011 and 2014) and daylight saving suspended for Ramadan
    /// (Casablanca).
    @Test(
        "the fixed-offset shortcut gives the calendar's instant on every day of three years",
        arguments: [
            "Europe/London", "America/New_York", "America/Sao_Paulo", "Australia/Lord_Howe", "Asia/Tokyo",
            "Asia/Kolkata",
            "Asia/Kathmandu", "America/St_Johns", "Pacific/Apia", "Europe/Moscow", "Africa/Casablanca",
            "Pacific/Chatham",
        ])
    func agreesWithCalendar(zone: String) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        var shortcuts = 0, days = 0
        for year in [2011, 2014, 2026] {
            let first = try LocalDate(year: year, month: 1, day: 1)
            for offset in 0..<365 {
                let date = first.adding(days: offset)
                let clock = WallClock(calendar: calendar, from: date.adding(days: -1), through: date.adding(days: 1))
                days += 1
                guard clock.fixedOffset != nil else { continue }
                shortcuts += 1
                for minutes in [0, 90, 150, 570, 1_259, 1_440] {
                    var components = (minutes >= 1440 ? date.adding(days: 1) : date).components
                    (components.hour, components.minute) = ((minutes % 1440) / 60, minutes % 60)
                    #expect(
                        clock.instant(date, minutes: minutes) == calendar.date(from: components),
                        "\(zone) \(date) minute \(minutes)")
                }
            }
        }
        // The shortcut is the usual path: only runs of days near an offset change skip it.
        #expect(shortcuts * 10 >= days * 9, "\(zone): \(shortcuts) of \(days) days")
    }
}
