// Writes the benchmark inputs, or runs one workload in a loop for a profiler.
//
//   bench-inputs [folder]                 table-10k.yml, stores-1k.json, stores-10k.json, stores-100k.json
//   bench-inputs --one-store FILE         a stores file of the first sample store alone: the CLI on it costs
//                                         what start-up costs whatever the input's size
//   bench-inputs --profile WORKLOAD N     run WORKLOAD N times (tableLoad, tableFloor, plural, rows, decode1k,
//                                         scale1k, scale10k, scale100k), e.g. under
//                                         valgrind --tool=callgrind, which counts instructions repeatably;
//                                         scaleStages times each stage of the scale pipeline per store instead
import BenchmarkInputs
import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreSamples
import StoreTheme
import StoreYAML

let arguments = Array(CommandLine.arguments.dropFirst())
/// `scale1k`, `scale10k`, `scale100k`: the whole pipeline over each store set.
let scaleWorkloads = Dictionary(uniqueKeysWithValues: StoreSets.sizes.map { ("scale" + StoreSets.label($0), $0) })
if arguments.first == "--profile", arguments.count == 3, let count = Int(arguments[2]) {
    var sink = 0
    switch arguments[1] {
    case "tableLoad":
        let table = LocaleTableGenerator().yaml(keys: 10_000)
        for _ in 0..<count { sink &+= (try StringTableLoader().load(table, file: "t.yml")).entries.count }
    case "scaleStages":
        for line in scaleStages(loops: count) { print(line) }
    case "tableStages":
        for line in try tableStages(loops: count) { print(line) }
    case "tableFloor":
        let table = LocaleTableGenerator().yaml(keys: 10_000)
        for _ in 0..<count { sink &+= try YAMLParser().countEvents(table) }
    case "plural":
        let russian = Localizer(catalog: .shipped, locale: "ru")
        for index in 0..<count { sink &+= russian.string("Stock.OnlyLeft", ["count": .integer(index % 30)]).utf8.count }
    case "rows":
        let pipeline = ListPipeline()
        let stores = StoreSets.stores(1_000)
        for _ in 0..<count {
            let screen = pipeline.screen(pipeline.state(stores, located: false))
            sink &+= (0..<5).reduce(0) { total, _ in total + pipeline.renderer.render(screen).utf8.count }
        }
    case "decode1k":
        let data = try JSONEncoder().encode(StorePage(stores: StoreSets.stores(1_000)))
        for _ in 0..<count { sink &+= try InputLoader.decode(StorePage.self, from: data, file: "stores-1k.json").stores.count }
    case let workload where scaleWorkloads[workload] != nil:
        let pipeline = ListPipeline()
        let stores = StoreSets.stores(scaleWorkloads[workload] ?? 1_000)
        for _ in 0..<count { sink &+= pipeline.text(stores, located: true).utf8.count }
    default:
        print("unknown workload \(arguments[1]); use tableLoad, tableFloor, plural, rows, decode1k, scale1k, scale10k, scale100k or scaleStages")
        exit(2)
    }
    print("done \(sink)")
    exit(0)
}

if arguments.first == "--one-store", arguments.count == 2 {
    let first = try SampleData.stores().prefix(1)
    try JSONEncoder().encode(StorePage(stores: Array(first))).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
    exit(0)
}

guard arguments.count <= 1, !(arguments.first ?? "").hasPrefix("-") else {
    // Anything else, --help included, is a mistake, not a folder to create.
    FileHandle.standardError.write(Data("""
        usage: bench-inputs [folder] | --one-store FILE | --profile WORKLOAD N

        """.utf8))
    exit(2)
}
let folder = arguments.first ?? "Inputs"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
try Data(LocaleTableGenerator().yaml(keys: 10_000).utf8).write(to: URL(fileURLWithPath: "\(folder)/table-10k.yml"), options: .atomic)
let encoder = JSONEncoder()
for count in StoreSets.sizes {
    let data = try encoder.encode(StorePage(stores: StoreSets.stores(count)))
    try data.write(to: URL(fileURLWithPath: "\(folder)/stores-\(StoreSets.label(count)).json"), options: .atomic)
}
print("wrote inputs to \(folder)")
