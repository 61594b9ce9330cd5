import Foundation
import Testing

@testable import StoreDomain

@Suite("Filters: open now, service, facility and tag, combined with AND")
struct StoreFilterTests {
    @Test(
        "the forms a filter is written in",
        arguments: [
            ("open-now", "open-now", nil), ("service:pharmacy", "service", "pharmacy"),
            ("facility:stepFreeAccess", "facility", "stepFreeAccess"),
            ("tag:click-and-collect", "tag", "click-and-collect"),
        ] as [(String, String, String?)])
    func forms(text: String, kind: String, value: String?) throws {
        let filter = try #require(StoreFilter(rawValue: text))
        #expect(filter.kind == kind)
        #expect(filter.value == value)
        #expect(filter.rawValue == text)
    }

    @Test(
        "anything else is no filter: an id is one word, with no space or colon",
        arguments: [
            "", "open", "open-now ", "service:", "colour:red", "tag:\u{1B}[2J", "service: pharmacy", "service:a:b",
            "tag:a:b", "facility:step free",
        ])
    func invalid(text: String) {
        #expect(StoreFilter(rawValue: text) == nil)
    }

    @Test("a bad filter in a file says which forms there are")
    func decodingError() {
        #expect {
            try JSONDecoder().decode([StoreFilter].self, from: Data(#"["open-now", "nearby"]"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription
                == "expected a filter: open-now, service:ID, facility:ID, tag:ID; found \"nearby\""
                && context.codingPath.map(\.intValue) == [1]
        }
    }

    /// The filters' truth table over five stores at Friday 12:00 in London.
    @Test(
        "what each filter keeps",
        arguments: [
            ([StoreFilter.openNow], ["open", "pharmacy", "step-free", "collect-by-policy", "collect-by-hours"]),
            ([.service("pharmacy")], ["pharmacy"]),
            ([.facility("stepFreeAccess")], ["step-free"]),
            ([.tag("outlet")], ["closed-outlet"]),
            ([.service("pickup")], ["collect-by-policy", "collect-by-hours"]),
            ([.openNow, .tag("outlet")], []),
            ([.openNow, .service("pharmacy"), .facility("stepFreeAccess")], []),
            (
                [],
                [
                    "open", "pharmacy", "step-free", "closed-outlet", "no-step-free", "collect-by-policy",
                    "collect-by-hours",
                ]
            ),
        ])
    func truthTable(filters: [StoreFilter], kept: [String]) throws {
        let stores = [
            try truthStore().renamed("open"),
            try truthStore(services: ["pharmacy": hours("Europe/London", everyDay("09:00-18:00"))]).renamed("pharmacy"),
            try truthStore(facilities: ["stepFreeAccess": true]).renamed("step-free"),
            try truthStore(closures: [("2026-11-20", "2026-11-20")], tags: ["outlet"]).renamed("closed-outlet"),
            try truthStore(status: .temporarilyClosed, facilities: ["stepFreeAccess": false]).renamed("no-step-free"),
            try truthStore(status: .permanentlyClosed, tags: ["outlet"]).renamed("gone"),
            // Click & collect on the opening hours, and on hours of its own.
            try truthStore(pickup: PickupPolicy(leadTimeMinutes: 60)).renamed("collect-by-policy"),
            try truthStore(services: ["pickup": hours("Europe/London", everyDay("10:00-18:00"))]).renamed(
                "collect-by-hours"),
        ]
        var state = StoreFinderState()
        state.stores = stores
        for filter in filters { state.apply(.filterToggled(filter)) }
        #expect(state.visibleStores(at: instant("2026-11-20T12:00:00Z")).map(\.id) == kept)
    }

    @Test("a chip toggles its filter, and Clear filters clears them all")
    func reducer() {
        var state = StoreFinderState()
        state.apply(.filterToggled(.openNow))
        state.apply(.filterToggled(.service("pharmacy")))
        #expect(state.filters == [.openNow, .service("pharmacy")])
        state.apply(.filterToggled(.openNow))
        #expect(state.filters == [.service("pharmacy")])
        state.apply(.filtersCleared)
        #expect(state.filters.isEmpty)
    }
}

extension Store {
    func renamed(_ id: String) -> Store {
        var copy = self
        copy.id = id
        return copy
    }
}
