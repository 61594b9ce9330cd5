import Foundation
import StoreDomain
import StoreTestSupport
import Testing

@testable import StorePresentation

@Suite("Opening status texts, on the store's clock")
struct OpeningStatusTests {
    func hours(_ zone: String, _ week: [Weekday: String], special: [SpecialDay] = []) throws -> OpeningHours {
        var days: [Weekday: DayHours] = [:]
        for (day, text) in week {
            switch text {
            case "closed": days[day] = .closed
            case "24": days[day] = .open24Hours
            default: days[day] = try .open(text.split(separator: ",").map { try OpeningInterval(parsing: $0) })
            }
        }
        return try OpeningHours(timeZone: zone, week: days, specialDays: special)
    }

    func status(_ hours: OpeningHours, at: String, locale: String = "en-GB") -> String {
        let store = Store(
            id: "s", name: "S", address: Address(lines: [], city: "X", country: "GB"), openingHours: hours)
        let now = instant(at)
        return DefaultStoreOpeningStatusViewDataMapper().map(
            store.status(at: now), of: store, context: SampleFixtures.context(locale, now: now)
        ).text.text
    }

    var everyDay: [Weekday: String] { Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, "09:00-21:00") }) }

    @Test(
        "the everyday texts",
        arguments: [
            ("2026-11-20T12:00:00Z", "Open · closes 21:00"),
            ("2026-11-20T20:30:00Z", "Closes soon · 21:00"),
            ("2026-11-20T07:00:00Z", "Closed · opens 09:00"),
            ("2026-11-20T08:15:00Z", "Opens soon · 09:00"),
            ("2026-11-20T22:00:00Z", "Closed · opens Sat at 09:00"),
        ])
    func everyday(at: String, expected: String) throws {
        #expect(status(try hours("Europe/London", everyDay), at: at) == expected)
    }

    @Test("open 24 hours, and closed today with the next opening")
    func allDayAndClosed() throws {
        let always = try hours("Europe/London", Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, "24") }))
        #expect(status(always, at: "2026-11-20T03:00:00Z") == "Open 24 hours")
        var week = everyDay
        week[.sunday] = "closed"
        #expect(
            status(try hours("Europe/London", week), at: "2026-11-22T12:00:00Z") == "Closed today · opens Mon at 09:00")
    }

    @Test(
        "the kind and the words agree when the hours name no opening",
        arguments: [
            ([:], StoreStatus.Kind.unknown, "Hours not available"),
            (Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, "closed") }), .closed, "Closed"),
        ] as [([Weekday: String], StoreStatus.Kind, String)])
    func noOpening(week: [Weekday: String], kind: StoreStatus.Kind, text: String) throws {
        let hours = try hours("Europe/London", week)
        let store = Store(
            id: "s", name: "S", address: Address(lines: [], city: "X", country: "GB"), openingHours: hours)
        #expect(store.status(at: instant("2026-11-20T12:00:00Z")).kind == kind)
        #expect(status(hours, at: "2026-11-20T12:00:00Z") == text)
    }

    @Test("an overnight interval reads right after midnight")
    func overnight() throws {
        let late = try hours("Europe/London", [.friday: "18:00-02:00"])
        #expect(status(late, at: "2026-11-21T00:30:00Z") == "Open · closes 02:00")
        #expect(status(late, at: "2026-11-21T01:30:00Z") == "Closes soon · 02:00")
        // Saturday has no hours of its own; the next opening is a week on.
        #expect(status(late, at: "2026-11-21T02:30:00Z") == "Closed today · opens Fri at 18:00")
        #expect(status(late, at: "2026-11-20T12:00:00Z") == "Closed · opens 18:00")
    }

    @Test(
        "across daylight saving, times stay on the wall clock",
        arguments: [
            // The Sunday BST starts: 01:00 GMT becomes 02:00 BST. 10:00 BST is 09:00Z.
            ("Europe/London", "2026-03-29T08:30:00Z", "Opens soon · 10:00"),
            ("Europe/London", "2026-03-29T12:00:00Z", "Open · closes 18:00"),
            // The Sunday EDT ends in New York: 10:00 EST is 15:00Z.
            ("America/New_York", "2026-11-01T14:30:00Z", "Opens soon · 10:00"),
            ("America/New_York", "2026-11-01T22:30:00Z", "Closes soon · 18:00"),
        ])
    func dst(zone: String, at: String, expected: String) throws {
        let sunday = try hours(zone, [.sunday: "10:00-18:00"])
        #expect(status(sunday, at: at) == expected)
    }

    @Test(
        "special days carry their label, and their last hour says closes soon, as a normal day's does",
        arguments: [
            ("2026-12-25T12:00:00Z", "Christmas Day · closed"),
            ("2026-12-24T12:00:00Z", "Christmas Eve · closes 16:00"),
            ("2026-12-24T15:10:00Z", "Christmas Eve · closes soon · 16:00"),
            ("2026-12-23T12:00:00Z", "Open · closes 21:00"),
        ])
    func specialDays(at: String, expected: String) throws {
        let special = [
            SpecialDay(
                date: try LocalDate(parsing: "2026-12-24"), label: "Christmas Eve",
                hours: try .open([OpeningInterval(parsing: "09:00-16:00")])),
            SpecialDay(date: try LocalDate(parsing: "2026-12-25"), label: "Christmas Day", hours: .closed),
        ]
        #expect(status(try hours("Europe/London", everyDay, special: special), at: at) == expected)
    }

    @Test(
        "in other locales",
        arguments: [
            ("ru", "2026-11-20T20:30:00Z", "Скоро закроется · 21:00"),
            ("de", "2026-11-20T22:00:00Z", "Geschlossen · öffnet Sa um 09:00"),
            ("en", "2026-11-20T12:00:00Z", "Open · closes 9:00\u{202F}PM"),
            ("ja", "2026-11-20T12:00:00Z", "営業中 · 21:00まで"),
        ])
    func locales(locale: String, at: String, expected: String) throws {
        #expect(status(try hours("Europe/London", everyDay), at: at, locale: locale) == expected)
    }
}
