import Foundation
import StoreDomain
import StoreTestSupport
import Testing

@testable import StorePresentation

@Suite("Accessibility labels read as words: units, weekdays, ranges and old prices")
struct SpokenLabelTests {
    let labels = DefaultAccessibilityLabelMapper()

    @Test(
        "distances spell their unit, with the locale's plural, in the unit the distance mapper shows",
        arguments: [
            (644.0, "en", "0.4 miles"), (1609.344, "en-GB", "1.0 miles"), (64.0, "en-GB", "70 yards"),
            (30.0, "en", "100 feet"), (350.0, "de", "350 Meter"), (2_000.0, "de", "2,0 Kilometer"),
            (1_200.0, "fr", "1,2 kilomètre"), (2_500.0, "fr", "2,5 kilomètres"), (2_500.0, "ru", "2,5 километра"),
            (12_000.0, "ru", "12 километров"), (21_000.0, "ru", "21 километр"), (1_500.0, "ja", "1.5キロメートル"),
        ])
    func distance(metres: Double, locale: String, expected: String) {
        let context = SampleFixtures.context(locale)
        #expect(context.mappers.distance.map(metres: metres, context: context).spokenText == expected)
    }

    func day(_ text: String, weekday: Weekday = .monday, special: SpecialDay? = nil) throws -> DaySchedule {
        let hours: DayHours =
            switch text {
            case "closed": .closed
            case "24": .open24Hours
            default: try .open(text.split(separator: ",").map { try OpeningInterval(parsing: $0) })
            }
        let date = try LocalDate(parsing: "2026-11-16")
        return DaySchedule(
            date: special?.date ?? date.adding(days: (weekday.rawValue + 5) % 7), hours: hours, special: special,
            isToday: false)
    }

    @Test(
        "a day of opening times: its full name, and its hours as words",
        arguments: [
            (
                "09:00-13:00,14:00-19:00", "en",
                "Monday, 9:00\u{202F}AM to 1:00\u{202F}PM and 2:00\u{202F}PM to 7:00\u{202F}PM"
            ),
            ("09:00-21:00", "en-GB", "Monday, 09:00 to 21:00"),
            ("closed", "en", "Monday, closed"),
            ("24", "en", "Monday, open 24 hours"),
            (
                "08:00-10:00,12:00-14:00,16:00-18:00", "en-GB",
                "Monday, 08:00 to 10:00, 12:00 to 14:00 and 16:00 to 18:00"
            ),
            ("09:00-18:00", "de", "Montag, 09:00 bis 18:00"),
            ("09:00-18:00", "ru", "понедельник, с 09:00 до 18:00"),
            ("09:00-18:00", "ja", "月曜日、9:00から18:00まで"),
        ])
    func weekday(hours: String, locale: String, expected: String) throws {
        let context = SampleFixtures.context(locale)
        let row = context.mappers.timePeriod.map(try day(hours), asSpecialDay: false, context: context)
        #expect(row.accessibilityLabel == expected)
    }

    @Test("a special day by its label and its date, in full")
    func specialDay() throws {
        let christmas = SpecialDay(date: try LocalDate(parsing: "2026-12-25"), label: "Christmas Day", hours: .closed)
        let gb = SampleFixtures.context("en-GB")
        #expect(
            gb.mappers.timePeriod.map(try day("closed", special: christmas), asSpecialDay: true, context: gb)
                .accessibilityLabel == "Christmas Day, Friday 25 December, closed")
        let unnamed = SpecialDay(date: try LocalDate(parsing: "2026-12-31"), label: nil, hours: .closed)
        let us = SampleFixtures.context("en")
        #expect(
            us.mappers.timePeriod.map(try day("closed", special: unnamed), asSpecialDay: true, context: us)
                .accessibilityLabel == "Thursday, December 31, closed")
    }

    @Test("the old price is called the old price")
    func prices() throws {
        let price = try Money(amount: "89.00", currency: "GBP"), was = try Money(amount: "120.00", currency: "GBP")
        #expect(labels.price(price, context: SampleFixtures.context("en-GB")) == "price £89.00")
        #expect(labels.oldPrice(was, context: SampleFixtures.context("en-GB")) == "old price £120.00")
        #expect(labels.price(price, context: SampleFixtures.context("de")) == "Preis 89,00\u{A0}£")
        #expect(labels.oldPrice(was, context: SampleFixtures.context("de")) == "alter Preis 120,00\u{A0}£")
    }

    @Test("a closure: its dates in full and its reason")
    func closure() throws {
        let refurbishment = try Closure(
            from: LocalDate(parsing: "2026-11-16"), until: LocalDate(parsing: "2026-11-22"), label: "Refurbishment")
        #expect(
            labels.closure(refurbishment, context: SampleFixtures.context("en-GB"))
                == "Closed from Monday 16 November to Sunday 22 November")
        let day = try Closure(from: LocalDate(parsing: "2026-12-28"), until: LocalDate(parsing: "2026-12-28"))
        #expect(labels.closure(day, context: SampleFixtures.context("en-GB")) == "Closed Monday 28 December")
    }

    @Test(
        "the status says its times and days in words",
        arguments: [
            ("ldn-regent", "2026-11-20T17:30:00Z", "en", "Open, closes at 9:00\u{202F}PM"),
            ("ldn-regent", "2026-11-20T20:30:00Z", "en-GB", "Closes soon, at 21:00"),
            ("ldn-regent", "2026-11-20T22:00:00Z", "en-GB", "Closed, opens Saturday at 09:00"),
            ("ldn-kingscross", "2026-11-20T17:30:00Z", "en", "Open 24 hours"),
            ("ldn-regent", "2026-12-25T12:00:00Z", "en-GB", "Christmas Day, closed"),
            ("ldn-oxford", "2026-11-20T17:30:00Z", "fr", "Fermé temporairement, réouverture lundi 23 novembre"),
        ])
    func status(store id: String, at: String, locale: String, expected: String) {
        let store = sampleStore(id)
        let now = instant(at)
        #expect(
            labels.status(store.status(at: now), of: store, context: SampleFixtures.context(locale, now: now))
                == expected)
    }

    @Test("a row, a pin, a product card and stock say it all, in words")
    func composed() {
        let context = SampleFixtures.context("en-GB")
        let store = sampleStore("ldn-covent")
        let pin = context.mappers.annotation.map(store, isSelected: true, context: context)
        #expect(pin?.accessibilityLabel == "Covent Garden, Shop, Open, closes at 20:00, selected")
        let card = context.mappers.productCard.map(sampleProduct, stock: sampleAvailability[store.id], context: context)
        #expect(
            card.accessibilityLabel
                == "Trail Runner 2 Waterproof Jacket, price £89.00, old price £120.00, Low in stock, Only 2 left")
        #expect(card.stock?.accessibilityLabel == "Low in stock, Only 2 left")
    }

    @Test("replacing the label mapper changes what every screen says, and nothing it shows")
    func replaceable() {
        struct Terse: AccessibilityLabelMapper {
            func speech(context: MappingContext) -> Speech { Speech(pause: "; ") }
            func status(_ status: StoreStatus, of store: Store, context: MappingContext) -> String {
                status.kind.rawValue
            }
            func hours(_ hours: DayHours, context: MappingContext) -> String { "hours" }
            func specialDay(_ day: DaySchedule, context: MappingContext) -> String { "holiday" }
            func price(_ price: Money, context: MappingContext) -> String { "cheap" }
            func oldPrice(_ price: Money, context: MappingContext) -> String { "dear" }
            func closure(_ closure: Closure, context: MappingContext) -> String { "shut" }
        }
        var mappers = MapperSet()
        mappers.accessibilityLabels = Terse()
        let terse = SampleFixtures.context(mappers: mappers)
        let store = sampleStore("ldn-covent")
        let row = terse.mappers.listing.map(
            store, availability: sampleAvailability[store.id], isSelected: false, isActiveInStore: false, context: terse
        )
        // The distance is the distance mapper's to say, in the unit it shows.
        #expect(row.accessibilityLabel == "Covent Garden. 0.4 miles; open; Low in stock; Only 2 left")
        #expect(row.subtitle.text == "0.4 mi · Open · closes 8:00\u{202F}PM")
        let details = terse.mappers.detailsScreen.map(store, product: nil, availability: nil, context: terse)
        #expect(details.openingTimes?.week.allSatisfy { $0.accessibilityLabel.hasSuffix(", hours") } == true)
    }
}
