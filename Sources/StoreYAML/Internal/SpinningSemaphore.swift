import Dispatch
import Synchronization

/// A counting semaphore that looks for a unit a while before it sleeps: for one waiter and
/// one signaller that hand work back and forth every few microseconds.
///
/// NB: a futex sleep and its wake-up cost more than the few microseconds the other side's
/// batch is usually away once both threads are busy. `available` mirrors the semaphore's
/// count so a waiter can see, without a system call, that a unit is there or coming; the
/// `DispatchSemaphore` stays the one that orders the two threads.
final class SpinningSemaphore: Sendable {
    /// How many times ``wait()`` looks before it sleeps.
    static let spins = 20_000

    private let semaphore: DispatchSemaphore
    private let available: Atomic<Int>

    /// A semaphore holding `value` units.
    init(value: Int) {
        semaphore = DispatchSemaphore(value: value)
        available = Atomic(value)
    }

    /// Takes a unit, looking up to ``spins`` times before sleeping until one is signalled.
    func wait() {
        var tries = 0
        while tries < Self.spins, available.load(ordering: .acquiring) <= 0 { tries += 1 }
        available.subtract(1, ordering: .relaxed)
        semaphore.wait()
    }

    /// Gives a unit back, waking a sleeping waiter.
    func signal() {
        available.add(1, ordering: .releasing)
        semaphore.signal()
    }
}
