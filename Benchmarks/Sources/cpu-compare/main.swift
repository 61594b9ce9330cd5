// Measures StoreFinder against its peers and its limits in CPU time (user + system, every
// thread of the process), in one run, and prints one line per comparison:
//
//   NAME ours=<ns> peer=<ns> ratio=<peer/ours> target=<ratio> met|missed
//
// then `targets met: N of M`. Each comparison runs its workloads in turn for `rounds` rounds
// and takes medians; compare.sh adds the CLI's, measured over whole processes.
//
//   cpu-compare [rounds]        default 15
import BenchmarkInputs
import Foundation
import Mustache
import StoreDomain
import StorePresentation
import Swinject
import Yams

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 15

/// Swinject's container is not `Sendable`. NB: the comparison runs on one thread and only reads
/// the container after setup.
final class SwinjectBox: @unchecked Sendable {
    let container = Container()
}

func ours(_ name: String) throws -> Workload {
    guard let workload = try Workloads.make(name) else { throw CocoaError(.featureUnsupported) }
    return workload
}

/// The peers, each doing what the workload of the same comparison does.
func peers() throws -> [String: Workload] {
    let swinject = SwinjectBox()
    swinject.container.register((any StoreStockViewDataMapper).self) { _ in DefaultStoreStockViewDataMapper() }.inObjectScope(.container)
    let pipeline = ListPipeline()
    let screen = pipeline.screen(pipeline.state(StoreSets.stores(1_000), located: false))
    var rows: [[String: String]] = []
    if case .results(_, let listings, _) = screen.content {
        rows = listings.map { ["title": $0.title.text, "subtitle": $0.subtitle.text, "rule": String(repeating: "─", count: 44)] }
    }
    let template = try MustacheTemplate(string: "{{#rows}}{{{title}}}\n{{{subtitle}}}\n{{{rule}}}\n{{/rows}}")
    let object: [String: Any] = ["rows": rows]
    return [
        "yams": Workload("yams", perRound: 1) { (try Yams.load(yaml: Workloads.table) as? [String: Any])?.count ?? 0 },
        "stringFormat": Workload("stringFormat", perRound: 20_000) { String(format: "Hello %@, %@ stores are open near you", "Ada", "12").utf8.count },
        "swinject": Workload("swinject", perRound: 100_000) { swinject.container.resolve((any StoreStockViewDataMapper).self) == nil ? 0 : 1 },
        "mustache": Workload("mustache", perRound: 10) { template.render(object).utf8.count },
    ]
}

/// One line: the medians of ours and the peer, and the median of their ratios round by round;
/// met when that ratio, peer/ours, is at least `target`.
@discardableResult
func line(_ name: String, ours: [Double], peer: [Double], target: Double, unit: String = "ns") -> Bool {
    line(name, ours: CPUTime.median(ours), peer: CPUTime.median(peer), ratio: CPUTime.pairedRatio(ours: ours, peer: peer), target: target, unit: unit)
}

/// One line against a fixed limit, such as 1 µs.
@discardableResult
func line(_ name: String, ours: [Double], limit: Double, target: Double, unit: String = "ns") -> Bool {
    let median = CPUTime.median(ours)
    return line(name, ours: median, peer: limit, ratio: median > 0 ? limit / median : 0, target: target, unit: unit)
}

func line(_ name: String, ours: Double, peer: Double, ratio: Double, target: Double, unit: String) -> Bool {
    let verdict = ratio >= target ? "met" : "missed"
    defer { print("\(name) ours=\(String(format: "%.0f", ours))\(unit) peer=\(String(format: "%.0f", peer))\(unit) ratio=\(String(format: "%.3f", ratio)) target=\(String(format: "%.3f", target)) \(verdict)") }
    return ratio >= target
}

var verdicts: [Bool] = []
let peer = try peers()
let table = try CPUTime.samples(of: [try ours("tableLoad"), try ours("tableFloor"), try ours("tableCompiled"), peer["yams"]!], rounds: rounds)
verdicts.append(line("tableLoad.yams", ours: table[0], peer: table[3], target: 5))
verdicts.append(line("tableLoad.floor", ours: table[0], peer: table[1], target: 1 / 2))         // ours at most 2× the floor
verdicts.append(line("tableCompiled.floor", ours: table[2], peer: table[1], target: 10))      // compiled at most 0.1× the floor
let lookup = try CPUTime.samples(of: [try ours("lookup"), peer["stringFormat"]!], rounds: rounds)
verdicts.append(line("lookup", ours: lookup[0], peer: lookup[1], target: 1))
let plural = try CPUTime.samples(of: [try ours("plural"), try ours("pluralCompiled")], rounds: rounds)
verdicts.append(line("plural", ours: plural[0], limit: 1_000, target: 1))                      // under 1 µs
verdicts.append(line("pluralCompiled", ours: plural[1], limit: 1_000, target: 1))
let container = try CPUTime.samples(of: [try ours("container"), peer["swinject"]!], rounds: rounds)
verdicts.append(line("container", ours: container[0], peer: container[1], target: 20))
let rowsTimes = try CPUTime.samples(of: [try ours("rows"), peer["mustache"]!], rounds: rounds)
verdicts.append(line("rows", ours: rowsTimes[0], peer: rowsTimes[1], target: 2))
let scale = try CPUTime.samples(of: [try ours("scale1k"), try ours("scale100k")], rounds: max(3, rounds / 3))
verdicts.append(line("scale.perStore", ours: scale[1].map { $0 / 100_000 }, peer: scale[0].map { $0 / 1_000 }, target: 1 / 1.3))   // 100k at most 1.3× 1k per store
let specials = try CPUTime.samples(of: [try ours("specials100"), try ours("specials10k")], rounds: rounds)
verdicts.append(line("specials.perTile", ours: specials[1].map { $0 / 10_000 }, peer: specials[0].map { $0 / 100 }, target: 1 / 1.3))  // 10k at most 1.3× 100 per tile
let zones = try CPUTime.samples(of: [try ours("zonesIndexed"), try ours("zonesScan")], rounds: rounds)
verdicts.append(line("zones.lookup", ours: zones[0], peer: zones[1], target: 10))  // the index at least 10× the scan of every polygon
print("targets met: \(verdicts.filter { $0 }.count) of \(verdicts.count)")
