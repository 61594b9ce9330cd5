import StoreDomain
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One reducer as exploration drives it: the scenario steps it draws from, the replay it walks
/// them through, and the promises checked after every step.
///
/// Steps are scenario steps, not reducer actions, taken through the same ``Replay`` a scenario
/// file goes through: a response step answers whatever the state waits for (or, when nothing
/// waits, the last request: a late or repeated answer), so a sequence means the same thing
/// after shrinking removes steps from it, and a failing one is written as the scenario file
/// that `storefinder render --scenario` replays.
package struct ExplorationSubject<Step: ScenarioStep>: Sendable {
    /// The screen `render` draws the scenario on: `list`, `map`, `delivery-city`, …
    package var screen: String
    /// Every step a sequence draws from: the reducer's whole vocabulary, with the values that
    /// make a difference (a permission of each kind, the same position twice, a late answer).
    package var alphabet: [Step]
    /// The smaller vocabulary searched exhaustively to ``ExplorationBounds/exhaustiveDepth``.
    package var coreAlphabet: [Step]
    /// The replay every sequence starts from: its inputs, and the reducer under exploration.
    package var initial: Replay<Step>
    /// The instant the scenario is written at, for a reducer whose steps read the clock.
    package var now: Date?
    /// The promises, checked after every step.
    package var invariants: [Invariant<Step>]

    /// A subject; see the properties.
    package init(
        screen: String, alphabet: [Step], coreAlphabet: [Step], initial: Replay<Step>, now: Date? = nil,
        invariants: [Invariant<Step>]
    ) {
        self.screen = screen
        self.alphabet = alphabet
        self.coreAlphabet = coreAlphabet
        self.initial = initial
        self.now = now
        self.invariants = invariants
    }
}

/// I4's check: `nil` when no request was issued between `before` and `after`, else that the
/// same `report` (a permission, a position) reported again started one.
package func startedNoRequest(_ report: String, before: RequestID, after: RequestID) -> String? {
    after == before ? nil : "the same \(report) reported again started request \(after)"
}

/// A promise a reducer keeps after every step, whatever the order of the steps before it.
package struct Invariant<Step: ScenarioStep>: Sendable {
    /// Its name, as the docs number them: "I1 no stuck spinner".
    package var name: String
    /// What is wrong after `step` took the replay from `before` to `after`, in words; `nil`
    /// when it holds. `dropReason` is the reducer's reason for dropping the step's action, when
    /// it dropped it.
    package var check:
        @Sendable (_ before: Replay<Step>, _ step: Step, _ after: Replay<Step>, _ dropReason: String?) -> String?

    /// A promise named `name`, checked by `check`.
    package init(
        _ name: String,
        check:
            @escaping @Sendable (
                _ before: Replay<Step>, _ step: Step, _ after: Replay<Step>, _ dropReason: String?
            ) -> String?
    ) {
        self.name = name
        self.check = check
    }
}

/// I3's first half, the same for every reducer: a response the reducer drops, since it answers
/// no request on its way, changes nothing. `nil` when it holds.
package func droppedResponseChangedNothing<Step: ScenarioStep>(
    _ before: Replay<Step>, _ after: Replay<Step>, dropReason: String?
) -> String? {
    guard let dropReason, after.state != before.state else { return nil }
    return "a response to a request not on its way changed the state (\(dropReason))"
}
