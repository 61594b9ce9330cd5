import Foundation
import StoreDomain
import StoreInputFiles
import StoreLocalization
import StoreLocalizationTools
import StorePresentation
import StoreResourceCompiler
import StoreScreens
import StoreYAML
import StoreShippedYAML

/// One operation to measure, with its inputs made beforehand.
public struct Workload {
    public let name: String
    /// How many operations a timed round runs, so a round lasts tens of milliseconds.
    public let perRound: Int
    /// One operation; what it returns keeps the work from being optimised away.
    public let run: () throws -> Int

    public init(_ name: String, perRound: Int, run: @escaping () throws -> Int) {
        self.name = name
        self.perRound = perRound
        self.run = run
    }
}

/// The StoreFinder workloads, by name: what `cpu-compare`, `bench-inputs --profile` (for
/// callgrind) and the ordo-one benchmarks run, so a CPU time and an instruction count of the
/// same name measure the same work. The peers' workloads live with the peers, in `cpu-compare`.
public enum Workloads {
    /// The 10,000-key table every table workload reads.
    public static let table = LocaleTableGenerator().yaml(keys: 10_000)

    public static let names = ["tableLoad", "tableFloor", "tableCompiled", "lookup", "plural", "pluralCompiled", "container",
                               "rows", "decode1k", "scale1k", "scale10k", "scale100k", "specials100", "specials10k",
                               "zonesIndexed", "zonesScan"]

    /// Manager's Special tile sizes on a 16-unit canvas, in a fixed cycle of the widths the
    /// endpoint sends (3 to 16 units, and the odd oversize tile).
    public static func specialsSizes(_ count: Int) -> [SpecialsGrid.TileSize] {
        let widths = [16, 8, 8, 5, 6, 5, 4, 4, 4, 4, 3, 3, 3, 3, 10, 6, 7, 20]
        return (0..<count).map { SpecialsGrid.TileSize(width: widths[$0 % widths.count], height: 3 + $0 % 6) }
    }

    /// 1,000 delivery zones of 50 vertices each (regular 49-gons, closed), on a 40 × 25 grid
    /// over about 4° × 2.5°, each overlapping its neighbours, with priorities in a cycle; and
    /// 1,000 points over the same area and a margin around it, so some fall in no zone.
    public static func deliveryZones() -> (zones: DeliveryZones, points: [Coordinate]) {
        var zones: [DeliveryZone] = []
        // NB: a literal amount and currency, which are valid.
        let fee = (try? Money(amount: "199", currency: "RUB"))!
        for index in 0..<1_000 {
            let (column, row) = (index % 40, index / 40)
            let centre = (longitude: 30 + Double(column) * 0.1, latitude: 55 + Double(row) * 0.1)
            let radius = 0.06 + Double(index % 7) * 0.004
            var ring = (0..<49).map { step -> GeoPosition in
                let angle = Double(step) / 49 * 2 * .pi
                return GeoPosition(longitude: centre.longitude + radius * cos(angle), latitude: centre.latitude + radius * 0.6 * sin(angle))
            }
            ring.append(ring[0])
            zones.append(DeliveryZone(id: "z\(index)", city: "c", fee: fee, priority: index % 3, polygons: [ZonePolygon(exterior: ring)]))
        }
        let points = (0..<1_000).map { index -> Coordinate in
            let x = Double((index * 7_919) % 1_000) / 1_000, y = Double((index * 104_729) % 1_000) / 1_000
            // NB: in range by construction.
            return (try? Coordinate(latitude: 54.8 + y * 2.9, longitude: 29.8 + x * 4.3))!
        }
        return (DeliveryZones(zones), points)
    }

    /// The workload called `name`, its inputs made now.
    public static func make(_ name: String) throws -> Workload? {
        switch name {
        case "tableLoad":
            return Workload(name, perRound: 3) { try StringTableLoader().load(table, file: "t.yml").count }
        case "tableFloor":
            return Workload(name, perRound: 3) { try YAMLParser().countEvents(table) }
        case "tableCompiled":
            // What an app does before its first lookup: the build's records, indexed.
            let loaded = try StringTableLoader().load(table, file: "t.yml")
            let records = TableCompiler.records(for: loaded)
            return Workload(name, perRound: 50) {
                StringTable(compiled: records, locale: "en", file: "t.yml", rootLine: 1, rootColumn: 1).count
            }
        case "lookup":
            let english = Localizer(catalog: StringCatalog(layers: [StringLayer(name: "bench", tables: ["en": try StringTableLoader().load(LocaleTableGenerator.lookupYAML, file: "bench.yml")])]), locale: "en")
            return Workload(name, perRound: 20_000) { english.string("Bench.Greeting", ["name": .text("Ada"), "count": .text("12")]).utf8.count }
        case "plural":
            let russian = Localizer(catalog: ShippedTables.catalog, locale: "ru")
            var count = 0
            return Workload(name, perRound: 20_000) {
                count = (count + 1) % 30
                return russian.string("Stock.OnlyLeft", ["count": .integer(count)]).utf8.count
            }
        case "pluralCompiled":
            let russian = Localizer(catalog: .shipped, locale: "ru")
            var count = 0
            return Workload(name, perRound: 20_000) {
                count = (count + 1) % 30
                return russian.string("Stock.OnlyLeft", ["count": .integer(count)]).utf8.count
            }
        case "container":
            let container = MapperContainer()
            return Workload(name, perRound: 100_000) { container.mappers.stock.resolve() is DefaultStoreStockViewDataMapper ? 1 : 0 }
        case "rows":
            let pipeline = ListPipeline()
            let anyScreen = pipeline.screen(pipeline.state(StoreSets.stores(1_000), located: false)).anyScreen
            return Workload(name, perRound: 10) { pipeline.renderer.render(anyScreen).utf8.count }
        case "decode1k":
            let data = try JSONEncoder().encode(StorePage(stores: StoreSets.stores(1_000)))
            return Workload(name, perRound: 3) { try InputLoader.decode(StorePage.self, from: data, file: "stores-1k.json").stores.count }
        case "specials100", "specials10k":
            let count = name == "specials100" ? 100 : 10_000
            let sizes = specialsSizes(count)
            return Workload(name, perRound: 1_000_000 / count) { SpecialsGrid(sizes: sizes, canvasUnit: 16).rows.count }
        case "zonesIndexed", "zonesScan":
            // One operation is 1,000 lookups, one at each point: through the index, or testing every polygon.
            let (zones, points) = deliveryZones()
            if name == "zonesIndexed" {
                return Workload(name, perRound: 20) { points.reduce(0) { $0 + (zones.zone(at: $1) == nil ? 0 : 1) } }
            }
            return Workload(name, perRound: 1) { points.reduce(0) { $0 + (zones.zoneByLinearScan(at: $1) == nil ? 0 : 1) } }
        case let scale where scale.hasPrefix("scale"):
            guard let count = StoreSets.sizes.first(where: { "scale" + StoreSets.label($0) == scale }) else { return nil }
            let pipeline = ListPipeline()
            let stores = StoreSets.stores(count)
            return Workload(name, perRound: max(1, 10_000 / count)) { pipeline.text(stores, located: true).utf8.count }
        default:
            return nil
        }
    }
}
