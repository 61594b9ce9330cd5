#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the cost of some work grows with its size, in CPU time of the calling thread, for
/// tests that check an algorithm is linear. A second thread's work is not counted, and a
/// wall clock is not consulted, so a busy host moves both sizes alike.
///
/// ```swift
/// let growth = CostGrowth.perUnitRatio(small: 1_000, large: 10_000) { size in parse(String(repeating: "%{", count: size)) }
/// #expect(growth < 3)   // linear is about 1; quadratic would be about 10
/// ```
public enum CostGrowth {
    /// CPU time the calling thread has used, in nanoseconds.
    public static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The per-unit cost at `large` divided by the per-unit cost at `small`: about 1 when the
    /// work is linear in its size, `large / small` when it is quadratic. Each size takes the
    /// best of `repeats` runs, after one run of each to warm caches and lazy tables.
    public static func perUnitRatio(
        small: Int, large: Int, repeats: Int = 3, _ work: (Int) throws -> Void
    ) rethrows -> Double {
        try work(small)
        func best(_ size: Int) throws -> Double {
            var fastest = UInt64.max
            for _ in 0..<repeats {
                let start = threadCPUNanoseconds()
                try work(size)
                fastest = min(fastest, threadCPUNanoseconds() - start)
            }
            return Double(max(fastest, 1)) / Double(size)
        }
        return try best(large) / best(small)
    }
}
