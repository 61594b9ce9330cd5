import StoreExploration
import StorePresentation
import StoreSamples
import StoreScenarios
import StoreScreens
import StoreTestSupport
import Testing

@testable import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reducer broken on purpose, the promise exploration must then find broken, and the screen
/// its scenario renders on.
struct BrokenReducer: Sendable, CustomTestStringConvertible {
    var promise: String
    var why: String
    var exploration: @Sendable () -> ReducerExploration?

    var testDescription: String { "\(promise): \(why)" }
}

let stores = (try? SampleData.stores()) ?? []

/// One broken reducer per promise; each breaks it the way a real regression would.
let brokenReducers: [BrokenReducer] = [
    BrokenReducer(promise: "I1 no stuck spinner", why: "a search is cancelled as soon as it is sent") {
        StoreFinderExploration.list(catalog: stores) { state, action in
            state.apply(action)
            if case .searchSubmitted(let text) = action, !text.isEmpty { state.pendingRequest = nil }
        }?.erased()
    },
    BrokenReducer(promise: "I2 coming back keeps what was shown", why: "appearing searches again from scratch") {
        StoreFinderExploration.list(catalog: stores) { state, action in
            state.apply(action == .appeared ? .searchSubmitted(state.query) : action)
        }?.erased()
    },
    BrokenReducer(promise: "I3 answers match requests", why: "a page is taken whatever request it answers") {
        StoreFinderExploration.list(catalog: stores) { state, action in
            if case .pageLoaded(let page, _) = action, state.pendingRequest == nil {
                state.stores = page.stores
            } else {
                state.apply(action)
            }
        }?.erased()
    },
    BrokenReducer(promise: "I4 repeated reports are harmless", why: "allowing again searches again") {
        StoreFinderExploration.list(catalog: stores) { state, action in
            if action == .permissionChanged(.allowed), state.permission == .allowed, state.userLocation != nil {
                state.apply(.searchSubmitted(""))
            } else {
                state.apply(action)
            }
        }?.erased()
    },
    BrokenReducer(promise: "I5 the screen agrees with the facts", why: "a pin not on the map can be selected") {
        StoreFinderExploration.map(catalog: stores) { state, action in
            if case .storeSelected(let id) = action { state.selectedStoreID = id } else { state.apply(action) }
        }?.erased()
    },
]

@Suite("Exploration finds a broken promise, shrinks it, and writes a scenario that replays", .temporaryFolders)
struct BrokenReducerTests {
    @Test("a reducer broken on purpose is caught by the promise it breaks", arguments: brokenReducers)
    func caught(_ broken: BrokenReducer) throws {
        let exploration = try #require(broken.exploration())
        let outcome = exploration.run(.standard)
        let failure = try #require(outcome.failure)
        #expect(failure.invariant == broken.promise)
        #expect(failure.length <= failure.foundLength)
        #expect(failure.scenario.contains(broken.promise))
    }

    @Test("the scenario of a failure is the shortest: removing any one step no longer breaks the promise")
    func shrunkToTheShortest() throws {
        let subject = try #require(
            StoreFinderExploration.list(catalog: stores) { state, action in
                state.apply(action == .appeared ? .searchSubmitted(state.query) : action)
            })
        let report = subject.explore(.standard)
        let failure = try #require(report.failure)
        for index in failure.steps.indices {
            var fewer = failure.steps
            fewer.remove(at: index)
            #expect(subject.run(fewer)?.invariant != failure.invariant, "step \(index) could go")
        }
    }

    @Test("the written scenario reads back as the same steps, and render replays it on its screen")
    func scenarioReplays() throws {
        let subject = try #require(
            StoreFinderExploration.list(catalog: stores) { state, action in
                state.apply(action == .appeared ? .searchSubmitted(state.query) : action)
            })
        let failure = try #require(subject.explore(.standard).failure)
        let outcome = subject.scenario(for: failure, seed: ExplorationBounds.standard.seed)
        let file = try TemporaryFolder.make("explored").appendingPathComponent("explored.yml")
        try Data(outcome.scenario.utf8).write(to: file)

        let read = try StoreFinderScenario.load(contentsOf: file.path)
        #expect(read.steps == failure.steps)
        // The broken reducer breaks the promise again on the steps read back.
        #expect(subject.run(read.steps)?.invariant == failure.invariant)
        // `storefinder render list --scenario FILE` builds its screen from the file.
        let builder = ScreenRequestBuilder(inputs: try ScreenInputs.samples(now: exploredAt))
        let built = try builder.request(.list, scenario: file.path)
        #expect(try built.request.state.stores == read.replay(in: .init(catalog: stores)).state.stores)
    }

    @Test("every kind of step writes itself back as the YAML its decoder reads", arguments: explorations.map(\.screen))
    func stepsRoundTrip(screen: String) throws {
        let inputs = try ExplorationInputs.samples(now: exploredAt)
        switch screen {
        case "list", "map":
            let subject = try #require(
                screen == "list"
                    ? StoreFinderExploration.list(catalog: inputs.stores)
                    : StoreFinderExploration.map(catalog: inputs.stores))
            try roundTrip(subject.alphabet, as: StoreFinderScenario.self) { $0.steps }
        case "booking-search":
            let subject = try #require(BookingSearchExploration.subject(items: inputs.bookingItems))
            try roundTrip(subject.alphabet, as: BookingSearchScenario.self) { $0.steps }
        case "specials":
            let subject = try #require(
                SpecialsExploration.subject(specials: inputs.specials, currency: inputs.currency, now: exploredAt))
            try roundTrip(subject.alphabet, as: SpecialsScenario.self) { $0.steps }
        case "delivery-city":
            let subject = try #require(
                DeliveryCityExploration.subject(catalog: inputs.deliveryCatalog, answers: inputs.geocoderAnswers))
            try roundTrip(subject.alphabet, as: DeliveryCityScenario.self) { $0.steps }
        default:
            Issue.record("no round trip for \(screen)")
        }
    }

    private func roundTrip<Step: ScenarioStep, File: ScenarioFile>(
        _ steps: [Step], as type: File.Type, steps read: (File) -> [Step]
    ) throws {
        let text = try ScenarioWriter.file(
            name: "all \"steps\"", description: "every step\nonce", now: exploredAt, steps: steps)
        let file = try File.decode(from: Data(text.utf8), file: "written.yml")
        #expect(read(file) == steps)
        #expect(file.name == "all \"steps\"")
    }
}
