import BenchmarkInputs
import Foundation

/// Times each stage of the scale pipeline per store: the reducer's first page, then its
/// ordering by the user's location, the mappers, the renderer, and what is left to free after the text is
/// made. (Swift may free a value right after its last use, which then counts in the stage
/// that used it last; the split is indicative, the total is exact.) It alternates 1k and
/// 100k stores three times in one process, so a host whose speed drifts moves both alike,
/// and runs 100,000 × `loops` stores at each size. One line per size and round.
func scaleStages(loops: Int) -> [String] {
    let pipeline = ListPipeline()
    let clock = ContinuousClock()
    var lines: [String] = []
    for size in [1_000, 100_000, 1_000, 100_000, 1_000, 100_000] {
        let stores = StoreSets.stores(size)
        let rounds = 100_000 / size * loops
        let names = ["page", "locate", "map", "render", "free"]
        var stages = [Duration](repeating: .zero, count: names.count)
        var bytes = 0
        for _ in 0..<rounds {
            var start = clock.now
            func lap(_ stage: Int) {
                let end = clock.now
                stages[stage] += end - start
                start = end
            }
            do {
                // ListPipeline.state(stores, located: true), one step at a time.
                var state = pipeline.firstPage(stores, located: true)
                lap(0)
                pipeline.locate(&state)
                lap(1)
                let screen = pipeline.screen(state)
                lap(2)
                let text = pipeline.renderer.render(screen)
                lap(3)
                bytes &+= text.utf8.count
            }
            lap(4)  // what the scope above still held is freed by here
        }
        let perStore = stages.map { $0.seconds * 1e6 / Double(rounds * size) }
        let parts = zip(names, perStore).map { "\($0)=\(String(format: "%.2f", $1))µs" }
        let total = String(format: "%.2f", perStore.reduce(0, +))
        lines.append("\(StoreSets.label(size)) \(parts.joined(separator: " ")) total=\(total)µs (\(bytes / rounds) bytes of text)")
    }
    return lines
}

extension Duration {
    /// The duration in seconds, as the stage timings print it.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
