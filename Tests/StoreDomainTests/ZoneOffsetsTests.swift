import Foundation
import StoreSeededRandom
import StoreTestSupport
import Testing

@testable import StoreDomain

/// Wall times read by arithmetic on a remembered offset (``ZoneOffsets``) are the wall times
/// the calendar reads, in any order of asking, across clock changes and odd offsets.
@Suite("Wall times from remembered offsets agree with the calendar's, asked in any order")
struct ZoneOffsetsTests {
    static let zones =
        ZoneModel.testedZones + [
            "Asia/Kathmandu", "America/St_Johns", "Pacific/Apia", "Africa/Casablanca", "Pacific/Chatham",
            "Europe/Dublin",
        ]

    @Test("random instants from 2010 to 2030, then every 20 minutes around each 2026 change", arguments: zones)
    func agrees(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var generator = SplitMix64(seed: UInt64(zoneName.utf8.reduce(3) { $0 &* 31 &+ Int($1) }.magnitude))
        var instants = (0..<400).map { _ in Int.random(in: 1_262_304_000..<1_893_456_000, using: &generator) }
        let model = ZoneModel.of2026(zone, marginDays: 1)
        for change in model.changes2026() {
            instants += Array(stride(from: change - 6 * 3600, through: change + 6 * 3600, by: 20 * 60))
            instants += [change - 1, change, change + 1]
        }
        for second in instants {
            let instant = Date(timeIntervalSince1970: TimeInterval(second))
            let parts = calendar.dateComponents(in: zone, from: instant)
            let date = LocalDate(instant, in: calendar)
            #expect(
                (date.year, date.month, date.day) == (parts.year, parts.month, parts.day),
                "\(zoneName) at \(instant)")
            let time = LocalTime(instant, in: calendar)
            #expect(time.minutes == (parts.hour ?? 0) * 60 + (parts.minute ?? 0), "\(zoneName) at \(instant)")
        }
    }

    @Test("a calendar that is not Gregorian reads its own components")
    func otherCalendars() throws {
        var calendar = Calendar(identifier: .buddhist)
        calendar.timeZone = try #require(TimeZone(identifier: "Asia/Bangkok"))
        let instant = Date(timeIntervalSince1970: 1_795_195_800)
        let parts = calendar.dateComponents(in: calendar.timeZone, from: instant)
        #expect(LocalDate(instant, in: calendar).year == parts.year)
    }
}
