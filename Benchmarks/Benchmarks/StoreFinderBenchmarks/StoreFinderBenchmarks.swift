// The StoreFinder workloads under ordo-one/benchmark, for its tables of wall time, CPU time and
// allocations: `swift package --disable-sandbox benchmark`. The targets are judged by
// cpu-compare (see compare.sh), which times ours and the peers' in CPU time in one run.
import Benchmark
import BenchmarkInputs

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )
    for name in Workloads.names {
        guard let workload = try? Workloads.make(name) else { continue }
        let large = name == "scale100k"
        Benchmark(name, configuration: .init(maxDuration: .seconds(large ? 20 : 3), maxIterations: large ? 5 : 100_000)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try workload.run()) }
        }
    }
}
