import Foundation
import Testing

@testable import StoreDomain

/// A London store open 09:00–21:00 every day, with whatever store truth a case adds.
func truthStore(
    status: BusinessStatus = .open, reopensOn: String? = nil, closures: [(String, String)] = [],
    opensOn: String? = nil, hours: OpeningHours?? = nil, services: [String: OpeningHours] = [:],
    pickup: PickupPolicy? = nil, facilities: [String: Bool] = [:], tags: [String] = []
) throws -> Store {
    Store(
        id: "s", name: "S", address: Address(lines: ["1 Street"], city: "London", country: "GB"),
        openingHours: try hours ?? StoreDomainTests.hours("Europe/London", everyDay("09:00-21:00")), tags: tags,
        businessStatus: status, reopensOn: try reopensOn.map { try LocalDate(parsing: $0) },
        closures: try closures.map { try Closure(from: LocalDate(parsing: $0.0), until: LocalDate(parsing: $0.1)) },
        opensOn: try opensOn.map { try LocalDate(parsing: $0) }, serviceHours: services, pickup: pickup,
        facilities: facilities, timeZone: TimeZone(identifier: "Europe/London"))
}

/// One row of the precedence table: what the store is, when, and the kind it has then.
struct StatusCase: Sendable, CustomTestStringConvertible {
    let name: String
    let at: String
    let status: BusinessStatus
    var reopensOn: String? = nil
    var closures: [(String, String)] = []
    var opensOn: String? = nil
    var hasHours = true
    let kind: StoreStatus.Kind
    var testDescription: String { name }
}

@Suite("A store's status: the precedence of business status, closures, opening date and hours")
struct StoreStatusTests {
    // Friday 2026-11-20, London (GMT).
    static let cases: [StatusCase] = [
        StatusCase(name: "open by its hours", at: "2026-11-20T12:00:00Z", status: .open, kind: .open),
        StatusCase(name: "closing within the hour", at: "2026-11-20T20:30:00Z", status: .open, kind: .closesSoon),
        StatusCase(name: "closed by its hours", at: "2026-11-20T22:00:00Z", status: .open, kind: .closed),
        StatusCase(name: "opening within the hour", at: "2026-11-20T08:30:00Z", status: .open, kind: .opensSoon),
        StatusCase(
            name: "permanently closed beats everything", at: "2026-11-20T12:00:00Z", status: .permanentlyClosed,
            closures: [("2026-11-20", "2026-11-20")], opensOn: "2026-12-01", kind: .permanentlyClosed),
        StatusCase(
            name: "permanently closed without hours", at: "2026-11-20T12:00:00Z", status: .permanentlyClosed,
            hasHours: false, kind: .permanentlyClosed),
        StatusCase(
            name: "temporarily closed by the status field", at: "2026-11-20T12:00:00Z", status: .temporarilyClosed,
            kind: .temporarilyClosed),
        StatusCase(
            name: "temporarily closed until a date still to come", at: "2026-11-20T12:00:00Z",
            status: .temporarilyClosed, reopensOn: "2026-11-21", kind: .temporarilyClosed),
        StatusCase(
            name: "reopened on its reopening date: the hours again", at: "2026-11-20T12:00:00Z",
            status: .temporarilyClosed, reopensOn: "2026-11-20", kind: .open),
        StatusCase(
            name: "a closure covering today", at: "2026-11-20T12:00:00Z", status: .open,
            closures: [("2026-11-16", "2026-11-22")], kind: .temporarilyClosed),
        StatusCase(
            name: "a closure's first day, from midnight", at: "2026-11-20T00:00:00Z", status: .open,
            closures: [("2026-11-20", "2026-11-20")], kind: .temporarilyClosed),
        StatusCase(
            name: "the day after a closure: the hours again", at: "2026-11-23T12:00:00Z", status: .open,
            closures: [("2026-11-16", "2026-11-22")], kind: .open),
        StatusCase(
            name: "a closure beats not yet open", at: "2026-11-20T12:00:00Z", status: .open,
            closures: [("2026-11-20", "2026-11-20")], opensOn: "2026-12-01", kind: .temporarilyClosed),
        StatusCase(
            name: "not yet open", at: "2026-11-20T12:00:00Z", status: .open, opensOn: "2026-12-01",
            kind: .notYetOpen),
        StatusCase(
            name: "open on its opening day", at: "2026-12-01T12:00:00Z", status: .open, opensOn: "2026-12-01",
            kind: .open),
        StatusCase(
            name: "missing hours are unknown, never closed", at: "2026-11-20T12:00:00Z", status: .open,
            hasHours: false, kind: .unknown),
        StatusCase(
            name: "missing hours still show a closure", at: "2026-11-20T12:00:00Z", status: .open,
            closures: [("2026-11-20", "2026-11-21")], hasHours: false, kind: .temporarilyClosed),
    ]

    @Test("the precedence, case by case", arguments: cases)
    func precedence(_ row: StatusCase) throws {
        let store = try truthStore(
            status: row.status, reopensOn: row.reopensOn, closures: row.closures, opensOn: row.opensOn,
            hours: row.hasHours ? nil : .some(nil))
        #expect(store.status(at: instant(row.at)).kind == row.kind)
    }

    @Test("a closure says when the store reopens: the first day no closure covers")
    func reopening() throws {
        let store = try truthStore(closures: [("2026-11-16", "2026-11-22"), ("2026-11-23", "2026-11-24")])
        let status = store.status(at: instant("2026-11-20T12:00:00Z"))
        #expect(status.reopensOn == (try LocalDate(parsing: "2026-11-25")))
        #expect(status.closure?.from == (try LocalDate(parsing: "2026-11-16")))
        let byField = try truthStore(status: .temporarilyClosed, reopensOn: "2026-12-01")
        #expect(byField.status(at: instant("2026-11-20T12:00:00Z")).reopensOn == (try LocalDate(parsing: "2026-12-01")))
    }

    @Test("a closed store's next opening skips the days a closure covers")
    func nextOpeningSkipsClosures() throws {
        let store = try truthStore(closures: [("2026-11-21", "2026-11-22")])
        let status = store.status(at: instant("2026-11-20T22:00:00Z"))
        #expect(status.kind == .closed)
        #expect(status.opensAt == instant("2026-11-23T09:00:00Z"))
    }

    @Test("a night opening closes at midnight when a closure starts the next day")
    func closureCutsANightShort() throws {
        let late = try hours("Europe/London", everyDay("18:00-02:00"))
        let store = try truthStore(closures: [("2026-11-21", "2026-11-21")], hours: .some(late))
        let status = store.status(at: instant("2026-11-20T23:30:00Z"))
        #expect(status.kind == .closesSoon)
        #expect(status.closesAt == instant("2026-11-21T00:00:00Z"))
        #expect(store.status(at: instant("2026-11-21T00:30:00Z")).kind == .temporarilyClosed)
    }

    @Test("a service reads by the same rules: the store's closures close it too")
    func serviceStatus() throws {
        let pharmacy = try hours("Europe/London", everyDay("10:00-18:00"))
        let store = try truthStore(closures: [("2026-11-21", "2026-11-21")], services: ["pharmacy": pharmacy])
        #expect(store.status(ofService: "pharmacy", at: instant("2026-11-20T12:00:00Z"))?.kind == .open)
        #expect(store.status(ofService: "pharmacy", at: instant("2026-11-20T17:30:00Z"))?.kind == .closesSoon)
        #expect(store.status(ofService: "pharmacy", at: instant("2026-11-21T12:00:00Z"))?.kind == .temporarilyClosed)
        #expect(store.status(ofService: "opticians", at: instant("2026-11-20T12:00:00Z")) == nil)
    }

    @Test("effective hours show a closure's days closed, overriding a special day")
    func effectiveHours() throws {
        let special = SpecialDay(date: try LocalDate(parsing: "2026-11-21"), label: "Late night", hours: .open24Hours)
        let base = try hours("Europe/London", everyDay("09:00-21:00"), special: [special])
        let store = try truthStore(closures: [("2026-11-21", "2026-11-22")], hours: .some(base))
        let effective = store.effectiveHours(base, from: try LocalDate(parsing: "2026-11-20"))
        #expect(effective.hours(on: try LocalDate(parsing: "2026-11-21")).hours == .closed)
        #expect(effective.hours(on: try LocalDate(parsing: "2026-11-22")).hours == .closed)
        #expect(effective.hours(on: try LocalDate(parsing: "2026-11-23")).hours != .closed)
        // The day before counts, for its overnight opening; a closure over before that does not.
        let dayAfter = store.effectiveHours(base, from: try LocalDate(parsing: "2026-11-23"))
        #expect(dayAfter.hours(on: try LocalDate(parsing: "2026-11-22")).hours == .closed)
        #expect(store.effectiveHours(base, from: try LocalDate(parsing: "2026-11-24")) == base)
    }

    @Test("an overnight opening that starts on a closed date does not happen the morning after")
    func overnightFromAClosedDate() throws {
        // Fridays 21:30 to 13:30 the next day, Saturdays closed; Friday 30 October is closed.
        var week = everyDay("09:00-17:00")
        week["friday"] = "21:30-13:30"
        week["saturday"] = "closed"
        let store = try truthStore(
            closures: [("2026-10-30", "2026-10-30")], hours: .some(hours("America/New_York", week)))
        let saturday = instant("2026-10-31T15:18:00Z")  // 11:18 in New York
        #expect(store.status(at: saturday).kind == .closed)
        #expect(store.status(at: saturday).nextOpening?.description == "2026-11-01T09:00")
        // The opening date works the same way: the night before it is not open either.
        let opening = try truthStore(opensOn: "2026-10-31", hours: .some(hours("America/New_York", week)))
        #expect(opening.status(at: saturday).kind == .closed)
    }

    @Test("the kind encodes as its name, the contract the CLI's JSON keeps")
    func kindNames() throws {
        let kinds: [StoreStatus.Kind] = [
            .open, .closesSoon, .open24Hours, .opensSoon, .closed, .temporarilyClosed, .permanentlyClosed,
            .notYetOpen, .unknown,
        ]
        let names = try kinds.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        #expect(
            names == [
                "\"open\"", "\"closesSoon\"", "\"open24Hours\"", "\"opensSoon\"", "\"closed\"",
                "\"temporarilyClosed\"", "\"permanentlyClosed\"", "\"notYetOpen\"", "\"unknown\"",
            ])
    }
}
