import StoreDomain
import StoreExploration
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Manager's Special's reducer as exploration drives it.
package enum SpecialsExploration {
    /// Refreshes of every trigger (foreground, timer, pull, retry), now and after the poll
    /// interval; answers, late, repeated and never-issued ones; failures.
    package static func subject(
        specials: Specials, currency: String, now: Date,
        reduce: @escaping @Sendable (inout SpecialsState, SpecialsAction) -> Void = { $0.apply($1) }
    ) -> ExplorationSubject<SpecialsScenarioStep>? {
        guard specials.tiles.count >= 2 else { return nil }
        let later = now.addingTimeInterval(SpecialsState.pollInterval + 60)
        let triggers = SpecialsRefreshTrigger.allCases
        let alphabet: [SpecialsScenarioStep] =
            triggers.map { .refresh($0, at: nil) } + [.refresh(.timer, at: later), .refresh(.foreground, at: later)]
            + [
                .loaded(.tiles([0, 1]), at: nil, answering: nil), .loaded(.all, at: later, answering: nil),
                .loaded(.tiles([1]), at: nil, answering: 1), .loaded(.all, at: nil, answering: 50),
                .failed(.network, answering: nil), .failed(.server(message: "Busy"), answering: nil),
                .failed(.network, answering: 1),
            ]
        let core: [SpecialsScenarioStep] = [
            .refresh(.foreground, at: nil), .refresh(.timer, at: later), .refresh(.pull, at: nil),
            .loaded(.tiles([0, 1]), at: nil, answering: nil), .loaded(.tiles([1]), at: nil, answering: 1),
            .failed(.network, answering: nil),
        ]
        return ExplorationSubject(
            screen: "specials", alphabet: alphabet, coreAlphabet: core,
            initial: Replay(inputs: .init(specials: specials, currency: currency, now: now), reduce: reduce), now: now,
            invariants: invariants)
    }

    /// The promises, numbered as the docs number them.
    package static let invariants: [Invariant<SpecialsScenarioStep>] = [
        Invariant("I1 no stuck spinner") { _, _, after, _ in
            // Before any answer, the poll timer's next tick asks at once (no poll is due yet).
            let state = after.state
            guard state.screen == .loading, state.pendingRequest == nil, state.nextPollDue != nil else { return nil }
            return "the grid spins with no refresh on its way, and the timer would not send one"
        },
        Invariant("I2 coming back keeps what was shown") { before, step, after, _ in
            guard case .refresh = step, case .grid = before.state.screen else { return nil }
            guard case .grid = after.state.screen else {
                return "a refresh took the grid away: \(after.state.screen)"
            }
            return nil
        },
        Invariant("I3 answers match requests") { before, _, after, dropReason in
            droppedResponseChangedNothing(before, after, dropReason: dropReason)
        },
        Invariant("I5 the screen agrees with the facts") { _, _, after, _ in
            let state = after.state
            if state.specials != nil, state.updatedAt == nil { return "the grid shows specials with no time loaded" }
            if state.isPullRefreshing != (state.pendingRequest?.trigger == .pull) {
                return "the pull indicator disagrees with the refresh on its way"
            }
            return nil
        },
    ]
}
