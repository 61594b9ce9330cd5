#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time this process has used, user and system, on every thread: what the benchmarks
/// count, so a second core doing work cannot pass for a speed-up.
public enum CPUTime {
    /// Nanoseconds of CPU time so far.
    public static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// The CPU time per operation of each workload in each round, in nanoseconds: one array per
    /// workload. The workloads run in turn, round after round, so a host that speeds up or slows
    /// down moves them alike; each round runs a workload ``Workload/perRound`` times.
    public static func samples(of workloads: [Workload], rounds: Int) throws -> [[Double]] {
        var samples = Array(repeating: [Double](), count: workloads.count)
        var sink = 0
        for workload in workloads { sink &+= try workload.run() }  // warm up: first use, caches
        for _ in 0..<rounds {
            for (index, workload) in workloads.enumerated() {
                let start = now()
                for _ in 0..<workload.perRound { sink &+= try workload.run() }
                samples[index].append(Double(now() - start) / Double(workload.perRound))
            }
        }
        precondition(sink != 42, "keeps the work from being optimised away")
        return samples
    }

    /// The median of `values`.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The median, over rounds, of `peer / ours` in the same round: a ratio each round's
    /// neighbours in time measured, which a drifting host disturbs least.
    public static func pairedRatio(ours: [Double], peer: [Double]) -> Double {
        median(zip(ours, peer).map { $1 / $0 })
    }
}
