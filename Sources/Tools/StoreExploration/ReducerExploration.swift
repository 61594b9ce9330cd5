import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One reducer's exploration, ready to run, whatever its steps: what `check --explore` and the
/// exploration tests run for each reducer a screen draws.
package struct ReducerExploration: Sendable {
    /// The screen the reducer drives, as `render` names it.
    package var screen: String
    /// Explores within the bounds.
    package var run: @Sendable (ExplorationBounds) -> ExplorationOutcome
}

/// What exploring one reducer found.
package struct ExplorationOutcome: Sendable {
    /// The screen the reducer drives.
    package var screen: String
    /// The sequences run, exhaustive and random.
    package var sequences: Int
    /// The steps taken over all of them.
    package var steps: Int
    /// The first promise broken, if any.
    package var failure: Failure?

    /// A broken promise, with the shortest sequence that breaks it, written as a scenario.
    package struct Failure: Sendable {
        /// The promise: "I1 no stuck spinner".
        package var invariant: String
        /// What was wrong after the last step.
        package var message: String
        /// How many steps the sequence had when found, and after shrinking.
        package var foundLength: Int
        /// The steps after shrinking.
        package var length: Int
        /// The scenario file that replays it: `storefinder render SCREEN --scenario FILE`.
        package var scenario: String
    }
}

extension ExplorationSubject {
    /// The subject, ready to run beside the others.
    package func erased() -> ReducerExploration {
        ReducerExploration(screen: screen) { bounds in
            let report = explore(bounds)
            return ExplorationOutcome(
                screen: screen, sequences: report.sequences, steps: report.steps,
                failure: report.failure.map { scenario(for: $0, seed: bounds.seed) })
        }
    }

    /// The failure as a scenario file, its description naming the promise and how it was found.
    package func scenario(for failure: ExplorationFailure<Step>, seed: UInt64) -> ExplorationOutcome.Failure {
        let description =
            "\(failure.invariant): \(failure.message). Found by `storefinder check --explore --seed \(seed)` "
            + "in \(failure.foundLength) steps, shrunk to \(failure.steps.count)."
        let text: String
        do {
            text = try ScenarioWriter.file(
                name: "explored-\(screen)", description: description, now: now, steps: failure.steps)
        } catch {
            text = "# \(description)\n# \(error.message)\n"
        }
        return ExplorationOutcome.Failure(
            invariant: failure.invariant, message: failure.message, foundLength: failure.foundLength,
            length: failure.steps.count, scenario: text)
    }
}
