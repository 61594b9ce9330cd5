import Foundation
import StoreDomain
import StoreInputFiles
import StoreScenarios
import StoreScreens
import Testing

@Suite("Scenario responses answer the request they name")
struct ScenarioReplayTests {
    static let hours = try! OpeningHours(timeZone: "UTC", week: [:])
    static let catalog = ["camden", "soho", "dalston"].map {
        Store(
            id: $0, name: $0, address: Address(lines: ["1 Street"], city: "London", country: "GB"), openingHours: hours)
    }

    func replay(_ yaml: String) throws -> Replay<StoreFinderScenarioStep> {
        try InputLoader.decode(StoreFinderScenario.self, from: Data(yaml.utf8), file: "s.yml").replay(
            in: .init(catalog: Self.catalog))
    }

    @Test("a page with a query answers that search; a late one is dropped and noted")
    func latePage() throws {
        let replay = try replay(
            """
            name: late-page
            steps:
              - search: camden
              - search: soho
              - page: {stores: [camden], query: camden}
            """)
        #expect(replay.state.screen == .loading)
        #expect(replay.state.query == "soho" && replay.state.stores.isEmpty)
        #expect(
            replay.droppedResponses.map(\.description) == [
                "steps[2]: this page answers the search for \"camden\", which is no longer waiting (the search for \"soho\" is); it is dropped"
            ])
    }

    @Test("the page for the search still waiting shows, named or not", arguments: ["query: soho", "offset: 1"])
    func currentPage(spec: String) throws {
        let replay = try replay(
            "name: x\nsteps:\n  - search: camden\n  - search: soho\n  - page: {stores: [soho], \(spec)}\n")
        #expect(replay.state.stores.map(\.id) == ["soho"])
        #expect(replay.droppedResponses.isEmpty)
    }

    @Test(
        "each kind of dropped response is noted with the step it came from",
        arguments: [
            (
                "steps:\n  - search: a\n  - page: {count: 1}\n  - pageFailed: network\n",
                "steps[2]: this failure answers the search for \"a\", which is no longer waiting (none is); it is dropped"
            ),
            (
                "steps:\n  - page: {count: 1}\n",
                "steps[0]: this page answers no request: none is waiting; it is dropped"
            ),
            (
                "steps:\n  - search: a\n  - search: \"\"\n  - page: {count: 1, query: a}\n",
                "steps[2]: this page answers the search for \"a\", which is no longer waiting (none is); it is dropped"
            ),
            (
                "steps:\n  - search: a\n  - page: {count: 1, next: p2}\n  - nextPage\n  - search: b\n  - pageFailed: {kind: network, query: a}\n",
                "steps[4]: this failure answers the next page of the search for \"a\", which is no longer waiting (the search for \"b\" is); it is dropped"
            ),
            (
                "steps:\n  - areaLoaded: {count: 1}\n",
                "steps[0]: this map-area response answers #0, which was never issued; it is dropped"
            ),
        ])
    func dropped(steps: String, note: String) throws {
        #expect(try replay("name: x\n" + steps).droppedResponses.map(\.description) == [note])
    }

    @Test("a query no search has used is an error, not a silent guess")
    func unknownQuery() throws {
        #expect(
            throws: ScenarioError(stepIndex: 1, message: "no search for \"brixton\" was submitted before this step")
        ) {
            try replay("name: x\nsteps:\n  - search: a\n  - page: {count: 1, query: brixton}\n")
        }
    }
}
