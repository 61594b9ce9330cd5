// StoreFinder against the peers a user would otherwise pick, measured side by side in one run.
// ./compare.sh turns the medians into ratios against the targets in the README.
import Benchmark
import BenchmarkInputs
import Foundation
import Mustache
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreSamples
import StoreTheme
import StoreYAML
import Swinject
import Yams

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    // MARK: table load — the 10,000-key table into a ready string table, against Yams and the bare libyaml floor.
    let table = LocaleTableGenerator().yaml(keys: 10_000)
    Benchmark("tableLoad.ours") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try StringTableLoader().load(table, file: "table-10k.yml")) }
    }
    Benchmark("tableLoad.yams") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try Yams.load(yaml: table)) }
    }
    Benchmark("tableLoad.floor") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try YAMLParser().countEvents(table)) }
    }

    // MARK: lookup — a key with two placeholders, against String(format:) with the same two arguments.
    let lookupTable = (try? StringTableLoader().load(LocaleTableGenerator.lookupYAML, file: "bench.yml")) ?? StringTable(locale: "en", file: "?", entries: [:])
    let english = Localizer(catalog: StringCatalog(layers: [StringLayer(name: "bench", tables: ["en": lookupTable])]), locale: "en")
    // Micro benchmarks run 1,000 operations per sample, so timing overhead does not dominate;
    // the reported figures are per operation.
    let micro = Benchmark.Configuration(scalingFactor: .kilo)
    Benchmark("lookup.ours", configuration: micro) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(english.string("Bench.Greeting", ["name": .text("Ada"), "count": .text("12")])) }
    }
    Benchmark("lookup.stringFormat", configuration: micro) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(String(format: "Hello %@, %@ stores are open near you", "Ada", "12")) }
    }

    // MARK: plural lookup — a Russian plural chosen by a count (target: under 1 µs median).
    let russian = Localizer(catalog: .shipped, locale: "ru")
    Benchmark("plural.ours", configuration: micro) { benchmark in
        for iteration in benchmark.scaledIterations { blackHole(russian.string("Stock.OnlyLeft", ["count": .integer(iteration % 30)])) }
    }

    // MARK: container — resolving one mapper, against Swinject resolving the same mapper.
    let ours = MapperContainer()
    let swinject = SwinjectBox()
    swinject.container.register((any StoreStockViewDataMapper).self) { _ in DefaultStoreStockViewDataMapper() }.inObjectScope(.container)
    Benchmark("container.ours", configuration: micro) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ours.mappers.stock.resolve()) }
    }
    Benchmark("container.swinject", configuration: micro) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(swinject.container.resolve((any StoreStockViewDataMapper).self)) }
    }

    // MARK: rows — 1,000 list rows to text from ready view data, against a Mustache template.
    let pipeline = ListPipeline()
    let screen = pipeline.screen(pipeline.state(StoreSets.stores(1_000), located: false))
    Benchmark("rows.ours") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(pipeline.renderer.render(screen)) }
    }
    let template = try? MustacheTemplate(string: "{{#rows}}{{{title}}}\n{{{subtitle}}}\n{{{rule}}}\n{{/rows}}")
    var rows: [[String: String]] = []
    if case .results(_, let listings, _) = screen.content {
        rows = listings.map { ["title": $0.title.text, "subtitle": $0.subtitle.text, "rule": String(repeating: "─", count: 44)] }
    }
    let object: [String: Any] = ["rows": rows]
    Benchmark("rows.mustache") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(template?.render(object)) }
    }

    // MARK: scale — the full pipeline, state → view data → text, for 1k, 10k and 100k stores.
    for count in StoreSets.sizes {
        let stores = StoreSets.stores(count)
        Benchmark("scale.\(StoreSets.label(count))", configuration: .init(maxDuration: .seconds(count >= 100_000 ? 20 : 5), maxIterations: count >= 100_000 ? 5 : 50)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(pipeline.text(stores, located: true)) }
        }
    }
}

/// Swinject's container is not `Sendable`. NB: the benchmarks run one at a time on one thread,
/// and the container is only read after setup, so sharing it across the closures is safe here.
final class SwinjectBox: @unchecked Sendable {
    let container = Container()
}
