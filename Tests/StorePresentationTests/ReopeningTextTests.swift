import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// The reopening and opening dates a status names are its `nextOpening`'s, whatever else the
/// store says; a date half a year or more ahead carries its year.
@Suite("Reopening dates: the next opening, by every rule, with the year when it is far")
struct ReopeningTextTests {
    /// Mondays to Saturdays 09:00–17:00 in London, Sundays closed.
    static func store(
        closures: [(String, String)] = [], status: BusinessStatus = .open, reopensOn: String? = nil,
        opensOn: String? = nil
    ) throws -> Store {
        var week = Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, DayHours.closed) })
        for day in Weekday.allCases where day != .sunday {
            week[day] = try .open([OpeningInterval(parsing: "09:00-17:00")])
        }
        return Store(
            id: "s", name: "S", address: Address(lines: ["1 Street"], city: "London", country: "GB"),
            openingHours: try OpeningHours(timeZone: "Europe/London", week: week), businessStatus: status,
            reopensOn: try reopensOn.map { try LocalDate(parsing: $0) },
            closures: try closures.map { try Closure(from: LocalDate(parsing: $0.0), until: LocalDate(parsing: $0.1)) },
            opensOn: try opensOn.map { try LocalDate(parsing: $0) })
    }

    static let friday = instant("2026-11-20T12:00:00Z")

    @Test(
        "the date named is the next opening's",
        arguments: [
            (
                "a closure ending on Saturday, the store shut on Sundays", [("2026-11-19", "2026-11-21")], nil, nil,
                "Temporarily closed · reopens Mon 23 Nov", "2026-11-23T09:00"
            ),
            (
                "a second closure right after", [("2026-11-19", "2026-11-21"), ("2026-11-23", "2026-11-24")], nil,
                nil, "Temporarily closed · reopens Wed 25 Nov", "2026-11-25T09:00"
            ),
            (
                "a closure and an opening date after it", [("2026-11-19", "2026-11-21")], nil, "2026-12-10",
                "Temporarily closed · reopens Thu 10 Dec", "2026-12-10T09:00"
            ),
            (
                "temporarily closed until a Sunday", [], "2026-11-22", nil, "Temporarily closed · reopens Mon 23 Nov",
                "2026-11-23T09:00"
            ),
            (
                "a reopening more than half a year ahead carries its year", [], "2028-01-06", nil,
                "Temporarily closed · reopens Thu, 6 Jan 2028", "2028-01-06T09:00"
            ),
            ("not open yet, on a Sunday", [], nil, "2026-11-29", "Opening 30 November", "2026-11-30T09:00"),
            ("not open until 2027's summer", [], nil, "2027-06-07", "Opening 7 June 2027", "2027-06-07T09:00"),
        ] as [(String, [(String, String)], String?, String?, String, String)])
    func reopening(
        _ name: String, closures: [(String, String)], reopensOn: String?, opensOn: String?, text: String,
        nextOpening: String
    ) throws {
        let store = try Self.store(
            closures: closures, status: reopensOn == nil ? .open : .temporarilyClosed, reopensOn: reopensOn,
            opensOn: opensOn)
        let context = SampleFixtures.context("en-GB", now: Self.friday)
        let status = store.status(at: Self.friday)
        #expect(status.nextOpening?.description == nextOpening, "\(name)")
        #expect(context.mappers.openingStatus.map(status, of: store, context: context).text.text == text, "\(name)")
    }

    @Test(
        "the year shows from 183 days ahead, not before",
        arguments: [
            ("2027-05-21", "Temporarily closed · reopens Fri 21 May"),
            ("2027-05-22", "Temporarily closed · reopens Sat, 22 May 2027"),
        ])
    func yearThreshold(reopensOn: String, text: String) throws {
        let store = try Self.store(status: .temporarilyClosed, reopensOn: reopensOn)
        let context = SampleFixtures.context("en-GB", now: Self.friday)
        let status = store.status(at: Self.friday)
        #expect(context.mappers.openingStatus.map(status, of: store, context: context).text.text == text)
    }

    @Test("a store that never opens again says no date")
    func noDate() throws {
        let store = try Self.store(status: .temporarilyClosed)
        let status = store.status(at: Self.friday)
        #expect(status.nextOpening == nil)
        let context = SampleFixtures.context("en-GB", now: Self.friday)
        #expect(
            context.mappers.openingStatus.map(status, of: store, context: context).text.text == "Temporarily closed")
    }

    @Test("an opening a week or more away names its date, not a weekday that would read as this week's")
    func farOpening() throws {
        var store = try Self.store()
        store.openingHours = try OpeningHours(
            timeZone: "Europe/London", week: [.monday: .open([OpeningInterval(parsing: "09:00-17:00")])],
            specialDays: [SpecialDay(date: LocalDate(parsing: "2026-11-23"), label: nil, hours: .closed)])
        let context = SampleFixtures.context("en-GB", now: Self.friday)
        let status = store.status(at: Self.friday)
        #expect(status.nextOpening?.description == "2026-11-30T09:00")
        #expect(
            context.mappers.openingStatus.map(status, of: store, context: context).text.text
                == "Closed · opens Mon 30 Nov at 09:00")
        #expect(
            context.mappers.accessibilityLabels.status(status, of: store, context: context)
                == "Closed, opens Monday 30 November at 09:00")
    }

    /// A store whose hours are not known, in London or with no time zone at all.
    static func storeWithoutHours(
        timeZone: String?, status: BusinessStatus, reopensOn: String? = nil, opensOn: String? = nil
    ) throws -> Store {
        Store(
            id: "s", name: "S", address: Address(lines: ["1 Street"], city: "London", country: "GB"),
            openingHours: nil, businessStatus: status, reopensOn: try reopensOn.map { try LocalDate(parsing: $0) },
            opensOn: try opensOn.map { try LocalDate(parsing: $0) },
            timeZone: timeZone.flatMap(TimeZone.init(identifier:)))
    }

    @Test(
        "a far date keeps its year when the store's hours are not known, on screen and spoken",
        arguments: ["en", "en-GB", "de", "ja", "ru", "fr", "ar"], [Optional("Europe/London"), nil])
    func farDateWithoutHours(locale: String, timeZone: String?) throws {
        let context = SampleFixtures.context(locale, now: Self.friday)
        // 430 days ahead: the year says which January it is.
        for store in [
            try Self.storeWithoutHours(timeZone: timeZone, status: .open, opensOn: "2028-01-24"),
            try Self.storeWithoutHours(timeZone: timeZone, status: .temporarilyClosed, reopensOn: "2028-01-24"),
        ] {
            let status = store.status(at: Self.friday)
            let shown = context.mappers.openingStatus.map(status, of: store, context: context).text
            let year = context.locale.identifier.hasPrefix("ar") ? "٢٠٢٨" : "2028"
            #expect(shown.text.contains(year), "\(locale) \(status.kind): \(shown.text)")
            #expect(shown.spoken?.contains(year) == true, "\(locale) \(status.kind): \(shown.spoken ?? "")")
        }
    }

    @Test("a near date without hours stays short", arguments: [Optional("Europe/London"), nil])
    func nearDateWithoutHours(timeZone: String?) throws {
        let store = try Self.storeWithoutHours(timeZone: timeZone, status: .open, opensOn: "2027-02-01")
        let context = SampleFixtures.context("en", now: Self.friday)
        let status = store.status(at: Self.friday)
        #expect(
            context.mappers.openingStatus.map(status, of: store, context: context).text.text == "Opening February 1")
    }

    @Test(
        "a closure half a year ahead says its year on screen and to a screen reader, in every shipped locale",
        arguments: StringCatalog.shipped.locales)
    func farClosure(locale: String) throws {
        let store = try Self.store(closures: [("2027-07-01", "2027-07-04")])
        let context = SampleFixtures.context(locale, now: Self.friday)
        let row = try #require(
            context.mappers.detailsScreen.map(store, product: nil, availability: nil, context: context).closures.first)
        let year = context.strings.format(.integer(2027)).filter { !$0.isPunctuation && !$0.isWhitespace }
        #expect(row.key.text.contains(year), "\(locale): \(row.key.text)")
        #expect(row.key.spokenText.contains(year), "\(locale): \(row.key.spokenText)")
    }
}
