import StoreDomain
import StoreExploration
import StorePresentation
import StoreScreens
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The instant the sample specials steps happen at.
let exploredAt = Date(timeIntervalSince1970: 1_795_700_000)

/// Every screen's reducer, over the samples, as `check --explore` builds them.
let explorations: [ReducerExploration] = {
    guard let inputs = try? ExplorationInputs.samples(now: exploredAt) else { return [] }
    return ReducerExplorations.all(inputs).runs
}()

@Suite("Every reducer holds its promises in any order of events")
struct ReducerExplorationTests {
    /// Every screen is explored but those that draw another screen's reducer (Store Details and
    /// the opening times draw a store from the list's state and send it nothing).
    @Test("the samples serve every screen's reducer, so none is left unexplored")
    func everyReducerIsExplored() throws {
        let inputs = try ExplorationInputs.samples(now: exploredAt)
        let all = ReducerExplorations.all(inputs)
        #expect(all.skipped.isEmpty)
        let screens = ScreenKind.allCases.filter {
            if case .sharesReducer = $0.definition.exploration(over: inputs) { false } else { true }
        }.map(\.rawValue)
        #expect(all.runs.map(\.screen).sorted() == screens.sorted())
    }

    @Test(
        "every sequence of core steps to depth 4, then 10,000 seeded random walks, break no promise",
        arguments: explorations.map(\.screen))
    func explored(screen: String) throws {
        let exploration = try #require(explorations.first { $0.screen == screen })
        let outcome = exploration.run(.standard)
        #expect(outcome.sequences >= ExplorationBounds.standard.runs)
        if let failure = outcome.failure {
            Issue.record("\(failure.invariant): \(failure.message)\n\(failure.scenario)")
        }
    }
}
