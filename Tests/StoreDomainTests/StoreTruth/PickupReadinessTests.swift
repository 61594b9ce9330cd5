import Foundation
import Testing

@testable import StoreDomain

/// One pickup rule, as the README states it, and an order that shows it.
struct PickupCase: Sendable, CustomTestStringConvertible {
    let rule: String
    /// The pickup hours: every day, in London.
    let hours: String
    let lead: Int
    var cutoff: String? = nil
    let orderedAt: String
    /// `YYYY-MM-DDTHH:MM` on the store's clock, or `nil` for nothing within 14 days.
    let readyAt: String?
    var closures: [(String, String)] = []
    var testDescription: String { rule }
}

@Suite("Click & collect: when an order is ready, rule by rule")
struct PickupReadinessTests {
    // Friday 2026-11-20, London (GMT, so UTC reads as the wall clock).
    static let cases: [PickupCase] = [
        PickupCase(
            rule: "preparation starts now and counts while pickup is open", hours: "10:00-19:00", lead: 120,
            orderedAt: "2026-11-20T11:00:00Z", readyAt: "2026-11-20T13:00"),
        PickupCase(
            rule: "an order placed while pickup is closed starts at the opening", hours: "10:00-19:00", lead: 120,
            orderedAt: "2026-11-20T07:00:00Z", readyAt: "2026-11-20T12:00"),
        PickupCase(
            rule: "lead time pauses overnight", hours: "10:00-19:00", lead: 120, orderedAt: "2026-11-20T18:00:00Z",
            readyAt: "2026-11-21T11:00"),
        PickupCase(
            rule: "a lead time that ends exactly at closing is ready at the next opening", hours: "10:00-19:00",
            lead: 120, orderedAt: "2026-11-20T17:00:00Z", readyAt: "2026-11-21T10:00"),
        PickupCase(
            rule: "touching intervals are one opening", hours: "10:00-13:00,13:00-19:00", lead: 180,
            orderedAt: "2026-11-20T11:00:00Z", readyAt: "2026-11-20T14:00"),
        PickupCase(
            rule: "before the cut-off, preparation starts now", hours: "10:00-19:00", lead: 120, cutoff: "14:00",
            orderedAt: "2026-11-20T13:59:00Z", readyAt: "2026-11-20T15:59"),
        PickupCase(
            rule: "at the cut-off, preparation starts at the first opening of a later date", hours: "10:00-19:00",
            lead: 120, cutoff: "14:00", orderedAt: "2026-11-20T14:00:00Z", readyAt: "2026-11-21T12:00"),
        PickupCase(
            rule: "after the cut-off past midnight's opening, a night opening starts the next date at midnight",
            hours: "18:00-02:00", lead: 60, cutoff: "20:00", orderedAt: "2026-11-20T21:00:00Z",
            readyAt: "2026-11-21T01:00"),
        PickupCase(
            rule: "a zero lead time is ready at once while open", hours: "10:00-19:00", lead: 0,
            orderedAt: "2026-11-20T12:34:00Z", readyAt: "2026-11-20T12:34"),
        PickupCase(
            rule: "a closure closes pickup", hours: "10:00-19:00", lead: 60, orderedAt: "2026-11-20T12:00:00Z",
            readyAt: "2026-11-23T11:00", closures: [("2026-11-20", "2026-11-22")]),
        PickupCase(
            rule: "a closure starting tomorrow stops the lead time at midnight", hours: "18:00-02:00", lead: 180,
            orderedAt: "2026-11-20T22:00:00Z", readyAt: "2026-11-22T19:00", closures: [("2026-11-21", "2026-11-21")]),
        PickupCase(
            rule: "nothing within 14 days says so", hours: "10:00-19:00", lead: 60, orderedAt: "2026-11-20T12:00:00Z",
            readyAt: nil, closures: [("2026-11-20", "2026-12-31")]),
        PickupCase(
            rule: "a lead time longer than the openings of 14 days says so", hours: "10:00-11:00", lead: 15 * 60,
            orderedAt: "2026-11-20T12:00:00Z", readyAt: nil),
    ]

    @Test("each rule", arguments: cases)
    func rule(_ row: PickupCase) throws {
        let pickupHours = try hours("Europe/London", everyDay(row.hours))
        let store = try truthStore(
            closures: row.closures, services: ["pickup": pickupHours],
            pickup: PickupPolicy(leadTimeMinutes: row.lead, orderCutoff: row.cutoff.map { try LocalTime(parsing: $0) }))
        let readiness = try #require(store.pickupReadiness(at: instant(row.orderedAt)))
        #expect(readiness.readyLocal == row.readyAt)
        #expect(readiness.hoursAreKnown)
    }

    @Test("across the spring-forward night an hour is an hour")
    func springForward() throws {
        // London, Sunday 2026-03-29: 01:00 GMT becomes 02:00 BST.
        let store = try truthStore(
            services: ["pickup": try hours("Europe/London", everyDay("open24Hours"))],
            pickup: PickupPolicy(leadTimeMinutes: 120))
        let readiness = try #require(store.pickupReadiness(at: instant("2026-03-29T00:30:00Z")))
        #expect(readiness.readyAt == instant("2026-03-29T02:30:00Z"))
        #expect(readiness.readyLocal == "2026-03-29T03:30")
    }

    @Test("the order-by time shows only while the cut-off is still to come")
    func orderBy() throws {
        let store = try truthStore(pickup: PickupPolicy(leadTimeMinutes: 60, orderCutoff: LocalTime(parsing: "14:00")))
        #expect(
            store.pickupReadiness(at: instant("2026-11-20T10:00:00Z"))?.orderBy == (try LocalTime(parsing: "14:00")))
        #expect(store.pickupReadiness(at: instant("2026-11-20T15:00:00Z"))?.orderBy == nil)
    }

    @Test("the opening hours serve when there are no pickup hours; without either nothing is promised")
    func fallbacks() throws {
        let store = try truthStore(pickup: PickupPolicy(leadTimeMinutes: 30))
        #expect(store.pickupReadiness(at: instant("2026-11-20T08:00:00Z"))?.readyLocal == "2026-11-20T09:30")
        let unknown = try truthStore(hours: .some(nil), pickup: PickupPolicy(leadTimeMinutes: 30))
        let readiness = try #require(unknown.pickupReadiness(at: instant("2026-11-20T08:00:00Z")))
        #expect(!readiness.hoursAreKnown)
        #expect(readiness.readyAt == nil)
    }

    @Test("no click & collect, or a store gone for good: no readiness at all")
    func none() throws {
        #expect(try truthStore().pickupReadiness(at: instant("2026-11-20T12:00:00Z")) == nil)
        let gone = try truthStore(status: .permanentlyClosed, pickup: PickupPolicy(leadTimeMinutes: 30))
        #expect(gone.pickupReadiness(at: instant("2026-11-20T12:00:00Z")) == nil)
    }

    @Test("a store not open yet, or closed until a date, is ready from that date")
    func openingDates() throws {
        let policy = try PickupPolicy(leadTimeMinutes: 60)
        let new = try truthStore(opensOn: "2026-12-03", pickup: policy)
        #expect(new.pickupReadiness(at: instant("2026-11-20T12:00:00Z"))?.readyLocal == "2026-12-03T10:00")
        let away = try truthStore(status: .temporarilyClosed, reopensOn: "2026-11-25", pickup: policy)
        #expect(away.pickupReadiness(at: instant("2026-11-20T12:00:00Z"))?.readyLocal == "2026-11-25T10:00")
        let gone = try truthStore(status: .temporarilyClosed, pickup: policy)
        #expect(gone.pickupReadiness(at: instant("2026-11-20T12:00:00Z"))?.readyAt == nil)
    }

    @Test("a lead time must be 0 to 14 days of minutes")
    func leadTimeRange() {
        #expect(throws: DomainValueError.self) { try PickupPolicy(leadTimeMinutes: -1) }
        #expect(throws: DomainValueError.self) { try PickupPolicy(leadTimeMinutes: 20_161) }
        #expect((try? PickupPolicy(leadTimeMinutes: 20_160)) != nil)
    }
}
