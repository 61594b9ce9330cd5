import StoreDomain
import StoreInput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One reducer as exploration drives it: the scenario steps it draws from, how a step is
/// taken, and the promises checked after every step.
///
/// Steps are scenario steps, not reducer actions: a response step answers whatever the state
/// waits for (or, when nothing waits, the last request: a late or repeated answer), so a
/// sequence means the same thing after shrinking removes steps from it, and a failing one is
/// written as the scenario file that `storefinder render --scenario` replays.
package struct ExplorationSubject<Step: Hashable & Sendable & ScenarioStepWriting, State: Sendable>: Sendable {
    /// The screen `render` draws the scenario on: `list`, `map`, `delivery-city`, …
    package var screen: String
    /// Every step a sequence draws from: the reducer's whole vocabulary, with the values that
    /// make a difference (a permission of each kind, the same position twice, a late answer).
    package var alphabet: [Step]
    /// The smaller vocabulary searched exhaustively to ``Exploration/exhaustiveDepth``.
    package var coreAlphabet: [Step]
    /// The state before the first step.
    package var initial: State
    /// The instant the scenario is written at, for a reducer whose steps read the clock.
    package var now: Date?
    /// Takes one step: `nil` when the step cannot be written against this state (an answer
    /// with no request ever issued), which a sequence then skips, as a scenario file could not
    /// hold it either.
    package var take: @Sendable (inout State, Step) -> Taken?
    /// The promises, checked after every step.
    package var invariants: [Invariant<State, Step>]

    /// A subject; see the properties.
    package init(
        screen: String, alphabet: [Step], coreAlphabet: [Step], initial: State, now: Date? = nil,
        take: @escaping @Sendable (inout State, Step) -> Taken?, invariants: [Invariant<State, Step>]
    ) {
        self.screen = screen
        self.alphabet = alphabet
        self.coreAlphabet = coreAlphabet
        self.initial = initial
        self.now = now
        self.take = take
        self.invariants = invariants
    }
}

/// What taking a step did: the reducer's reason for dropping it, for a response that answers
/// no request still on its way.
package struct Taken: Sendable, Hashable {
    /// Why the reducer dropped the step's action; `nil` when it took it.
    package var dropReason: String?

    /// A step taken, dropped for `dropReason` when one is given.
    package init(dropReason: String? = nil) {
        self.dropReason = dropReason
    }

    /// Takes `action` into `state` through `reduce`, with the reason `dropReason` gives before
    /// it; `nil`, and nothing taken, when the step gave no action.
    static func taking<State, Action>(
        _ action: Action?, into state: inout State, dropReason: (State, Action) -> String?,
        reduce: (inout State, Action) -> Void
    ) -> Taken? {
        guard let action else { return nil }
        let reason = dropReason(state, action)
        reduce(&state, action)
        return Taken(dropReason: reason)
    }
}

/// I4's check: `nil` when no request was issued between `before` and `after`, else that the
/// same `report` (a permission, a position) reported again started one.
func startedNoRequest(_ report: String, before: RequestID, after: RequestID) -> String? {
    after == before ? nil : "the same \(report) reported again started request \(after)"
}

/// A promise a reducer keeps after every step, whatever the order of the steps before it.
package struct Invariant<State: Sendable, Step: Sendable>: Sendable {
    /// Its name, as the issue and the docs number them: "I1 no stuck spinner".
    package var name: String
    /// What is wrong after `step` took `before` to `after`, in words; `nil` when it holds.
    package var check: @Sendable (_ before: State, _ step: Step, _ after: State, _ taken: Taken) -> String?

    /// A promise named `name`, checked by `check`.
    package init(
        _ name: String,
        check: @escaping @Sendable (_ before: State, _ step: Step, _ after: State, _ taken: Taken) -> String?
    ) {
        self.name = name
        self.check = check
    }
}
