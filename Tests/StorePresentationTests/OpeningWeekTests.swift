import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// The week on screen is the coming week: each weekday's row is its next occurrence, so every
/// locale shows the same seven dates; special days show their dates.
@Suite("The opening-times week: the same seven dates in every locale, special days dated")
struct OpeningWeekTests {
    /// Mondays to Fridays 09:00–17:00 in London, weekends closed; a closure all of next week
    /// with a reason, and a late night on Thursday 26 November.
    static func store() throws -> Store {
        var week = Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, DayHours.closed) })
        for day in [Weekday.monday, .tuesday, .wednesday, .thursday, .friday] {
            week[day] = try .open([OpeningInterval(parsing: "09:00-17:00")])
        }
        return Store(
            id: "s", name: "S", address: Address(lines: ["1 Street"], city: "London", country: "GB"),
            openingHours: try OpeningHours(
                timeZone: "Europe/London", week: week,
                specialDays: [
                    SpecialDay(
                        date: try LocalDate(parsing: "2026-11-26"), label: "Late night",
                        hours: try .open([OpeningInterval(parsing: "09:00-23:00")]))
                ]),
            closures: [
                try Closure(
                    from: LocalDate(parsing: "2026-11-23"), until: LocalDate(parsing: "2026-11-25"), label: "Stocktake")
            ])
    }

    /// Saturday 21 November 2026, noon in London: the week just past was open on weekdays,
    /// the coming one has a closure and a late night.
    static let saturday = instant("2026-11-21T12:00:00Z")

    /// The week rows of Store Details, keyed by weekday: the row for a weekday is found by
    /// its position from the locale's first weekday.
    static func rows(_ locale: String) throws -> [Weekday: TimePeriodViewData] {
        let context = SampleFixtures.context(locale, now: saturday)
        let week =
            context.mappers.detailsScreen.map(try store(), product: nil, availability: nil, context: context)
            .openingTimes?.week ?? []
        return Dictionary(
            uniqueKeysWithValues: week.enumerated().map { (context.firstWeekday.advanced(by: $0.offset), $0.element) })
    }

    @Test("each weekday's next occurrence, today included, from every first weekday", arguments: Weekday.allCases)
    func comingWeek(firstWeekday: Weekday) throws {
        let hours = try Self.store().openingHours
        let days = hours?.comingWeek(from: Self.saturday, firstWeekday: firstWeekday) ?? []
        let today = try LocalDate(parsing: "2026-11-21")
        #expect(days.map(\.weekday) == (0..<7).map { firstWeekday.advanced(by: $0) })
        #expect(Set(days.map(\.date)) == Set((0..<7).map { today.adding(days: $0) }))
        #expect(days.filter(\.isToday).map(\.date) == [today])
    }

    @Test("every shipped locale shows the same hours on the same weekday", arguments: StringCatalog.shipped.locales)
    func sameDates(locale: String) throws {
        let reference = try Self.rows("en")
        let rows = try Self.rows(locale)
        #expect(rows.count == 7)
        for day in Weekday.allCases {
            #expect(rows[day]?.isSpecial == reference[day]?.isSpecial, "\(locale) \(day)")
            #expect(rows[day]?.isToday == reference[day]?.isToday, "\(locale) \(day)")
        }
        // Monday to Wednesday are the closure's, Thursday the late night, Saturday today.
        #expect(Weekday.allCases.filter { rows[$0]?.isSpecial == true } == [.monday, .tuesday, .wednesday, .thursday])
        #expect(rows[.saturday]?.isToday == true)
    }

    @Test("en and ar agree on the week: the coming closure, not the week just past")
    func englishAndArabic() throws {
        let english = try Self.rows("en")
        let arabic = try Self.rows("ar")
        #expect(english[.monday]?.value.text == "Closed · Stocktake")
        #expect(english[.monday]?.key.text == "Mon, Nov 23")
        #expect(english[.friday]?.value.text == "9:00\u{202F}AM–5:00\u{202F}PM")
        #expect(arabic[.monday]?.isSpecial == true)
        #expect(arabic[.friday]?.isSpecial == false)
    }

    @Test("a special day shows its date and its label on screen, and says both")
    func specialDayDated() throws {
        let context = SampleFixtures.context("en", now: Self.saturday)
        let block = context.mappers.detailsScreen.map(
            try Self.store(), product: nil, availability: nil, context: context
        )
        .openingTimes
        let special = try #require(block?.specialDays.first)
        #expect(special.key.text == "Thu, Nov 26")
        #expect(special.value.text == "9:00\u{202F}AM–11:00\u{202F}PM · Late night")
        #expect(special.key.spokenText == "Late night, Thursday, November 26")
        #expect(block?.specialDays.count == 1)
    }

    /// The word each shipped table puts between an opening's date and its time; Japanese
    /// writes the time straight after the date, as a sign does.
    static let timeWord = [
        "en": " at ", "en-GB": " at ", "de": " um ", "fr": " à ", "ru": " в ", "ar": " في ", "ja": " 9:00開店",
    ]

    @Test("an opening on a date says when as a person would", arguments: StringCatalog.shipped.locales)
    func openingOnADate(locale: String) throws {
        let word = try #require(Self.timeWord[locale], "a new shipped locale: say how it words an opening")
        // Closed through the coming week: a date, then its time.
        var store = try Self.store()
        store.closures = [try Closure(from: LocalDate(parsing: "2026-11-23"), until: LocalDate(parsing: "2026-11-29"))]
        let context = SampleFixtures.context(locale, now: instant("2026-11-22T12:00:00Z"))
        let status = store.status(at: context.now)
        let text = context.mappers.openingStatus.map(status, of: store, context: context).text.text
        #expect(text.contains(word), "\(locale): \(text)")
    }
}
