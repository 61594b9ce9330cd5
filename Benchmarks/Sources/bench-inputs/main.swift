// Writes the benchmark inputs, or runs one workload in a loop for a profiler.
//
//   bench-inputs [folder]                 table-10k.yml, stores-1k.json, stores-10k.json, stores-100k.json
//   bench-inputs --one-store FILE         a stores file of the first sample store alone: the CLI on it costs
//                                         what start-up costs whatever the input's size
//   bench-inputs --profile WORKLOAD N     run WORKLOAD N times (see Workloads.names), e.g. under
//                                         valgrind --tool=callgrind, which counts instructions repeatably
import BenchmarkInputs
import Foundation
import StoreDomain
import StoreSamples

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--profile", arguments.count == 3, let count = Int(arguments[2]) {
    guard let workload = try Workloads.make(arguments[1]) else {
        print("unknown workload \(arguments[1]); use \(Workloads.names.joined(separator: ", "))")
        exit(2)
    }
    var sink = 0
    for _ in 0..<count { sink &+= try workload.run() }
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
try Data(Workloads.table.utf8).write(to: URL(fileURLWithPath: "\(folder)/table-10k.yml"), options: .atomic)
let encoder = JSONEncoder()
for count in StoreSets.sizes {
    let data = try encoder.encode(StorePage(stores: StoreSets.stores(count)))
    try data.write(to: URL(fileURLWithPath: "\(folder)/stores-\(StoreSets.label(count)).json"), options: .atomic)
}
print("wrote inputs to \(folder)")
