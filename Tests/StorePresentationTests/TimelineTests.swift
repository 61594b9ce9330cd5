import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// `ScreenMapper.timeline`: the distinct states of a screen over a span, each from the
/// instant it begins.
@Suite("Timelines: each state once, from the instant it begins, each different from the one before")
struct TimelineTests {
    static let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en-GB"))
    static let friday = SampleFixtures.instant("2026-11-20T00:00:00Z")

    @Test(
        "a day of each sample store: states in order, each begun at the one before's changesAt",
        arguments: SampleFixtures.stores.prefix(12).map(\.id))
    func day(storeID: String) throws {
        let store = SampleFixtures.store(storeID)
        let end = Self.friday.addingTimeInterval(86_400)
        let day = Self.screens.timeline(from: Self.friday, through: end) { Self.screens.details(store, now: $0) }
        #expect(day.first?.at == Self.friday)
        for (before, after) in zip(day, day.dropFirst()) {
            #expect(before.view.changesAt == after.at)
            #expect(after.at <= end)
            #expect(ChangesAtPropertyTests.shown(before.view) != ChangesAtPropertyTests.shown(after.view))
        }
        #expect(day.last?.view.changesAt.map { $0 > end } ?? true)
    }

    @Test("the request's timeline is the typed one's, and a limit stops it")
    func requestAndLimit() throws {
        let store = SampleFixtures.store("ldn-regent")
        let end = Self.friday.addingTimeInterval(86_400)
        let typed = Self.screens.timeline(from: Self.friday, through: end) { Self.screens.details(store, now: $0) }
        let request = ScreenRequest(screen: .details, store: store, now: Self.friday)
        let requested = try Self.screens.timeline(for: request, through: end)
        #expect(requested.map(\.at) == typed.map(\.at))
        #expect(typed.count == 6)
        let limited = Self.screens.timeline(from: Self.friday, through: end, limit: 2) {
            Self.screens.details(store, now: $0)
        }
        #expect(limited.map(\.at) == typed.prefix(2).map(\.at))
    }

    @Test("a screen that names no store has no timeline, and says why")
    func unavailable() {
        #expect(throws: ScreenRequest.Unavailable.self) {
            try Self.screens.timeline(
                for: ScreenRequest(screen: .details, now: Self.friday), through: Self.friday.addingTimeInterval(60))
        }
    }

    @Test("in JSON an entry is {at, view}, the instant in UTC")
    func json() throws {
        let store = SampleFixtures.store("ldn-regent")
        let entry = try #require(
            Self.screens.timeline(from: Self.friday, through: Self.friday) { Self.screens.details(store, now: $0) }
                .first)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SampleFixtures.json(entry).utf8)) as? [String: Any])
        #expect(object["at"] as? String == "2026-11-20T00:00:00Z")
        #expect((object["view"] as? [String: Any])?["changesAt"] as? String == "2026-11-20T08:00:00Z")
    }
}
