import Foundation
import Testing

@testable import StoreDomain

@Suite("A week's hours, laid out flat, give back the week they were given")
struct WeekHoursTests {
    /// An interval from whole hours, `interval(18, 2)` for 18:00-02:00, or hours and minutes.
    static func interval(_ opens: Int, _ closes: Int, closesMinute: Int = 0) -> OpeningInterval {
        OpeningInterval(
            checkedOpens: LocalTime(checkedMinutes: opens * 60),
            closes: LocalTime(checkedMinutes: closes * 60 + closesMinute))
    }

    static let weeks: [(String, [Weekday: DayHours])] = [
        ("no days at all", [:]),
        ("one closed day, the rest missing", [.sunday: .closed]),
        ("open around the clock", Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, .open24Hours) })),
        ("an empty list is kept apart from closed", [.monday: .intervals([]), .tuesday: .closed]),
        (
            "several intervals, and one past midnight",
            [
                .monday: .intervals([interval(9, 12), interval(13, 17, closesMinute: 30)]),
                .friday: .intervals([interval(18, 2)]),
                .saturday: .intervals([interval(0, 24)]),
            ]
        ),
        (
            "every kind on every day",
            [
                .sunday: .closed, .monday: .open24Hours, .tuesday: .intervals([interval(8, 20)]),
                .wednesday: .intervals([interval(7, 9), interval(10, 11), interval(23, 1)]),
                .thursday: .closed, .saturday: .open24Hours,
            ]
        ),
    ]

    @Test("the week comes back as it was given", arguments: weeks.map(\.0))
    func roundTrip(name: String) throws {
        let week = try #require(Self.weeks.first { $0.0 == name }?.1)
        let hours = OpeningHours(timeZone: .gmt, week: week)
        #expect(hours.week == week)
        for day in Weekday.allCases {
            let (found, special) = hours.hours(on: try LocalDate(parsing: "2026-11-22").adding(days: day.rawValue - 1))
            #expect(found == week[day] ?? .closed)
            #expect(special == nil)
        }
    }

    @Test(
        "two weeks are equal, and hash alike, exactly when their dictionaries are", arguments: weeks.map(\.0),
        weeks.map(\.0))
    func equality(lhs: String, rhs: String) throws {
        let left = try #require(Self.weeks.first { $0.0 == lhs }?.1)
        let right = try #require(Self.weeks.first { $0.0 == rhs }?.1)
        let (a, b) = (OpeningHours(timeZone: .gmt, week: left), OpeningHours(timeZone: .gmt, week: right))
        #expect((a == b) == (left == right))
        if left == right { #expect(a.hashValue == b.hashValue) }
    }

    @Test("decoded hours read the same as hours built from the same dictionary")
    func decoded() throws {
        let json =
            #"{"timeZone":"Europe/London","week":{"monday":["09:00-12:00","13:00-17:00"],"friday":["18:00-02:00"],"sunday":"closed","saturday":"open24Hours"}}"#
        let decoded = try JSONDecoder().decode(OpeningHours.self, from: Data(json.utf8))
        let built = try hours(
            "Europe/London",
            [
                "monday": "09:00-12:00,13:00-17:00", "friday": "18:00-02:00", "sunday": "closed",
                "saturday": "open24Hours",
            ])
        #expect(decoded == built)
        #expect(decoded.week == built.week)
        #expect(
            decoded.status(at: instant("2026-11-21T01:00:00Z")) == built.status(at: instant("2026-11-21T01:00:00Z")))
    }
}
