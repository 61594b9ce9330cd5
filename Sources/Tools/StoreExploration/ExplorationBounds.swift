import StoreScenarios
import StoreSeededRandom

/// How far exploration goes: every sequence of the core steps to ``exhaustiveDepth``, then
/// ``runs`` seeded random walks over the whole vocabulary.
package struct ExplorationBounds: Sendable, Hashable {
    /// The number of random walks per reducer.
    package var runs: Int
    /// The seed of the walks: the same seed walks the same sequences.
    package var seed: UInt64
    /// The length of every sequence of the core steps that is tried.
    package var exhaustiveDepth: Int
    /// The most steps one walk takes; each walk's length is drawn up to it.
    package var maximumLength: Int

    /// The walks CI runs: 10,000 per reducer, every core sequence of four steps, walks of up
    /// to 24 steps.
    package static let standard = ExplorationBounds(runs: 10_000, seed: 1, exhaustiveDepth: 4, maximumLength: 24)

    /// An exploration of these bounds.
    package init(runs: Int, seed: UInt64, exhaustiveDepth: Int, maximumLength: Int) {
        self.runs = runs
        self.seed = seed
        self.exhaustiveDepth = exhaustiveDepth
        self.maximumLength = maximumLength
    }
}

/// A sequence that breaks a promise, shrunk to its shortest form.
package struct ExplorationFailure<Step: Hashable & Sendable>: Sendable {
    /// The promise broken.
    package var invariant: String
    /// What was wrong after the last step.
    package var message: String
    /// The steps, shortest first found; the last one breaks the promise.
    package var steps: [Step]
    /// How many steps the sequence had before shrinking.
    package var foundLength: Int
}

/// What one reducer's exploration did.
package struct ExplorationReport<Step: Hashable & Sendable>: Sendable {
    /// The sequences run: exhaustive and random.
    package var sequences: Int
    /// The steps taken, over all sequences.
    package var steps: Int
    /// The first promise broken, shrunk; `nil` when every one held.
    package var failure: ExplorationFailure<Step>?
}

extension ExplorationSubject {
    /// Explores the reducer within `bounds`, stopping at the first broken promise, which it
    /// shrinks.
    package func explore(_ bounds: ExplorationBounds) -> ExplorationReport<Step> {
        var report = ExplorationReport<Step>(sequences: 0, steps: 0, failure: nil)
        if let found = exhaustive(depth: bounds.exhaustiveDepth, report: &report) {
            report.failure = shrunk(found)
            return report
        }
        var random = SplitMix64(seed: bounds.seed)
        for _ in 0..<bounds.runs {
            let length = 1 + random.next(below: max(1, bounds.maximumLength))
            let steps = (0..<length).map { _ in alphabet[random.next(below: alphabet.count)] }
            report.sequences += 1
            if let found = run(steps, counting: &report.steps) {
                report.failure = shrunk(found)
                return report
            }
        }
        return report
    }

    /// Runs `steps` from the initial state: the first broken promise, with the steps up to it.
    package func run(_ steps: [Step]) -> ExplorationFailure<Step>? {
        var count = 0
        return run(steps, counting: &count)
    }

    private func run(_ steps: [Step], counting count: inout Int) -> ExplorationFailure<Step>? {
        var replay = initial
        for (index, step) in steps.enumerated() {
            if let broken = self.step(&replay, step, count: &count) {
                return ExplorationFailure(
                    invariant: broken.invariant, message: broken.message, steps: Array(steps[...index]),
                    foundLength: index + 1)
            }
        }
        return nil
    }

    /// Takes `step` and checks every promise: the broken one, or `nil`. A step that cannot be
    /// taken here (an answer with no request ever issued) is skipped, as a scenario file could
    /// not hold it either.
    private func step(
        _ replay: inout Replay<Step>, _ step: Step, count: inout Int
    ) -> (invariant: String, message: String)? {
        let before = replay
        let dropReason: String?
        do {
            dropReason = try replay.take(step)
        } catch {
            return nil
        }
        count += 1
        for invariant in invariants {
            if let message = invariant.check(before, step, replay, dropReason) { return (invariant.name, message) }
        }
        return nil
    }

    /// Every sequence of ``coreAlphabet`` to `depth`, depth first, each prefix's state kept.
    private func exhaustive(depth: Int, report: inout ExplorationReport<Step>) -> ExplorationFailure<Step>? {
        var path: [Step] = []
        func visit(_ replay: Replay<Step>, remaining: Int) -> ExplorationFailure<Step>? {
            guard remaining > 0 else {
                report.sequences += 1
                return nil
            }
            for candidate in coreAlphabet {
                var next = replay
                path.append(candidate)
                defer { path.removeLast() }
                if let broken = step(&next, candidate, count: &report.steps) {
                    return ExplorationFailure(
                        invariant: broken.invariant, message: broken.message, steps: path, foundLength: path.count)
                }
                if let found = visit(next, remaining: remaining - 1) { return found }
            }
            return nil
        }
        return visit(initial, remaining: depth)
    }

    /// The failure with as few steps as still break the same promise: chunks, then single
    /// steps, are removed while it still breaks (delta debugging), until no removal does.
    package func shrunk(_ failure: ExplorationFailure<Step>) -> ExplorationFailure<Step> {
        var best = failure
        var chunk = max(1, best.steps.count / 2)
        while true {
            var removed = false
            var start = 0
            while start < best.steps.count {
                var candidate = best.steps
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let again = run(candidate), again.invariant == best.invariant {
                    best.message = again.message
                    best.steps = again.steps
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed {
                if chunk == 1 { return best }
                chunk /= 2
            }
        }
    }
}
