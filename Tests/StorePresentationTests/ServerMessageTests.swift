import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// "The app shows errors returned in the body of failure responses": the error screen, the
/// paging footer and the map's toast show the server's own message when its failure has one,
/// and their own words when it has none (#48).
@Suite("A server's own message, wherever a failure shows")
struct ServerMessageTests {
    static let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"))
    static let here = SampleFixtures.piccadilly

    /// A list whose first page arrived, then a next page that failed with `error`.
    static func nextPageFailed(_ error: StoreFinderError) throws -> StoreFinderState {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(here)])
        let first = try #require(state.pendingRequest)
        state.apply(
            .pageLoaded(
                StorePage(stores: Array(SampleFixtures.stores.prefix(3)), nextPageToken: "2"), answering: first.id))
        state.apply(.nextPageRequested)
        let next = try #require(state.pendingRequest)
        state.apply(.pageFailed(error, answering: next.id))
        return state
    }

    @Test(
        "the paging footer",
        arguments: [
            (StoreFinderError.server(message: "Too many requests."), "Too many requests."),
            (.server(message: nil), "Couldn't load more stores."), (.server(message: ""), "Couldn't load more stores."),
            (.network, "Couldn't load more stores."),
        ])
    func footer(error: StoreFinderError, shown: String) throws {
        let list = Self.screens.list(try Self.nextPageFailed(error), now: SampleFixtures.friday)
        guard case .results(_, _, .failed(let message, let retry)) = list.content else {
            Issue.record("no failed footer: \(list.content)")
            return
        }
        #expect(message.text == shown)
        #expect(retry.action == .retry)
    }

    @Test(
        "the map's toast",
        arguments: [
            (StoreFinderError.server(message: "Area search is limited to 25 km."), "Area search is limited to 25 km."),
            (.server(message: nil), "Couldn't search this area. Please try again."),
            (.network, "Couldn't search this area. Check your connection."),
        ])
    func toast(error: StoreFinderError, shown: String) throws {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(Self.here), .mapRegionChanged])
        state.apply(.mapAreaSearchRequested(try MapRegion(centre: Self.here, radiusMetres: 1_500)))
        let id = try #require(state.pendingAreaRequest)
        state.apply(.mapAreaFailed(error, answering: id))
        #expect(Self.screens.map(state, now: SampleFixtures.friday).toast?.text == shown)
    }

    @Test("a server's message is untrusted text: shown as data, never as a table's message")
    func untrusted() throws {
        let list = Self.screens.list(
            try Self.nextPageFailed(.server(message: "%{count} \u{1B}[31mred")), now: SampleFixtures.friday)
        guard case .results(_, _, .failed(let message, _)) = list.content else { return }
        #expect(message.text.hasPrefix("%{count}"))
        #expect(message.key == nil)
    }
}
