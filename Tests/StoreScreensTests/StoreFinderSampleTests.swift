import StoreDomain
import StoreSamples
import StoreScenarios
import StoreScreens
import Testing

@Suite("The Store Finder's sample scenarios")
struct StoreFinderSampleTests {
    @Test(
        "every sample scenario replays against the sample stores",
        arguments: try StoreFinderScenarios.samples().map(\.name))
    func scenarioReplays(name: String) throws {
        let scenario = try StoreFinderScenarios.sample(named: name)
        _ = try scenario.replay(in: .init(catalog: try SampleData.stores()))
    }

    @Test("there is a scenario for every list-screen state")
    func everyListState() throws {
        let stores = try SampleData.stores()
        let states = try StoreFinderScenarios.samples().map { try $0.replay(in: .init(catalog: stores)).state }
        let screens = Set(states.map { "\($0.screen)" })
        #expect(
            screens.isSuperset(of: [
                "locationPrompt", "loading", "empty", "results", "error(StoreDomain.StoreFinderError.network)",
            ]))
        #expect(states.contains { $0.footer == .loading })
        #expect(states.contains { if case .failed = $0.footer { return true } else { return false } })
        #expect(states.contains { $0.screen == .results && !$0.hasMore })
        #expect(states.contains { $0.mode == .selection && $0.selectedStoreID != nil })
        #expect(states.contains { $0.mode == .inStore && $0.activeInStoreID != nil })
        #expect(states.contains { $0.screen == .error(.locationDenied) })
        #expect(
            states.contains {
                $0.screen == .error(.server(message: "Store search is down for maintenance until 06:00."))
            })
    }

    @Test("a scenario that names a missing store says which step")
    func missingStore() throws {
        let scenario = StoreFinderScenario(name: "x", steps: [.appeared, .select("nope")])
        #expect(throws: ScenarioError(stepIndex: 1, message: "no store with id \"nope\" in the stores file")) {
            try scenario.replay(in: .init(catalog: try SampleData.stores()))
        }
    }
}
