import BenchmarkInputs
import Foundation
import StoreLocalization
import StoreYAML

/// Times loading the 10k-key table against the libyaml floor, in one process: the floor
/// (libyaml counting events), the load on one thread, and the load with read-ahead (libyaml
/// on a second thread). Three rounds alternate the three, so a drifting host moves them
/// alike; each line gives the median of `loops` runs of each, in milliseconds.
func tableStages(loops: Int) throws -> [String] {
    let table = LocaleTableGenerator().yaml(keys: 10_000)
    let clock = ContinuousClock()
    let runs: [(String, () throws -> Int)] = [
        ("floor", { try YAMLParser().countEvents(table) }),
        ("oneThread", { try StringTableLoader(readAhead: .never).load(table, file: "t.yml").entries.count }),
        ("readAhead", { try StringTableLoader(readAhead: .always).load(table, file: "t.yml").entries.count }),
    ]
    var lines: [String] = []
    var sink = 0
    for round in 1...3 {
        var parts: [String] = []
        for (name, run) in runs {
            var times: [Duration] = []
            for _ in 0..<max(loops, 1) {
                let start = clock.now
                sink &+= try run()
                times.append(clock.now - start)
            }
            let median = times.sorted()[times.count / 2]
            parts.append("\(name)=\(String(format: "%.2f", median.seconds * 1e3))ms")
        }
        lines.append("round \(round) \(parts.joined(separator: " ")) (\(sink))")
    }
    return lines
}
