#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FuzzSupport
import StoreDomain
import StoreInputFiles
import StoreScenarios
import StoreScreens

/// The same bytes read as each input file the CLI takes, as JSON and as YAML: a stores page,
/// a product, availability and a scenario (replayed against the stores when both read), and a
/// Manager's Special response (priced, then laid out) and specials scenario (replayed over it),
/// and the delivery inputs: GeoJSON zones (looked up at their own vertices and centres), a
/// Google geocoding response (its city, outcome and address), a cities file and a delivery
/// scenario (replayed over the zones read).
///
/// Invariants: a refusal names the file and a position (line:column, or a JSON path from `$`)
/// and is inert; bytes that are not UTF-8 are refused at a position, never decoded; a grid
/// keeps every tile once, in order, in rows no wider than its canvas; the zone index finds what a
/// scan of every polygon finds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    for file in ["in.json", "in.yml"] {
        var stores: [Store]?
        var scenario: StoreFinderScenario?
        check(file) { stores = try InputLoader.decode(StorePage.self, from: bytes, file: file).stores }
        check(file) { _ = try InputLoader.decode(Product.self, from: bytes, file: file) }
        check(file) { _ = try InputLoader.decode(Availability.self, from: bytes, file: file) }
        check(file) { scenario = try InputLoader.decode(StoreFinderScenario.self, from: bytes, file: file) }
        var specials = Specials(canvasUnit: 16, tiles: [])
        check(file) {
            let response = try InputLoader.decode(SpecialsResponse.self, from: bytes, file: file)
            for currency in ["GBP", "JPY"] {
                do {
                    specials = try response.specials(currency: currency)
                    checkGrid(specials)
                } catch let error as SpecialsDataError {
                    Invariant.check(error.path.hasPrefix("$.managerSpecials["), "a price error without its path: \(error)")
                    Invariant.inert(error.description, "a price error")
                }
            }
        }
        check(file) {
            let specialsScenario = try InputLoader.decode(SpecialsScenario.self, from: bytes, file: file)
            do {
                _ = try specialsScenario.replay(specials: specials, currency: "GBP", now: Date(timeIntervalSince1970: 0))
            } catch let error as ScenarioError {
                Invariant.inert(error.description, "a specials replay error")
            }
        }
        var zones = DeliveryZones([])
        check(file) {
            zones = try InputLoader.decode(DeliveryZones.self, from: bytes, file: file)
            checkZones(zones)
        }
        check(file) {
            let response = try InputLoader.decode(GeocodingResponse.self, from: bytes, file: file)
            _ = response.outcome
            for result in response.results { _ = result.address(city: response.city?.name) }
        }
        check(file) { _ = try InputLoader.decode(CitiesFile.self, from: bytes, file: file) }
        check(file) {
            let deliveryCityScenario = try InputLoader.decode(DeliveryCityScenario.self, from: bytes, file: file)
            do {
                _ = try deliveryCityScenario.replay(
                    in: .init(catalog: .empty) { _ throws(InputError) in GeocodingResponse(status: "ZERO_RESULTS") })
            } catch let error as ScenarioError {
                Invariant.inert(error.description, "a delivery replay error")
            }
        }
        if let scenario {
            do {
                _ = try scenario.replay(in: .init(catalog: stores ?? []))
            } catch {
                Invariant.inert(error.description, "a replay error")
            }
        }
    }
    return 0
}

/// Runs `body`; an error it throws must be an ``InputError`` that says where.
private func check(_ file: String, _ body: () throws -> Void) {
    do {
        try body()
    } catch let error as InputError {
        Invariant.inert(error.description, "the error")
        checkPlaced(error, file: file)
    } catch {
        Invariant.check(false, "an error that is not an InputError: \(error)")
    }
}

/// An input error says where: the file and a JSON path or a line and column. Several
/// problems are each checked.
private func checkPlaced(_ error: InputError, file: String) {
    let text = error.description
    switch error {
    case .several(let errors):
        Invariant.check(errors.count > 1, "several problems, but fewer than two: \(text)")
        for inner in errors { checkPlaced(inner, file: file) }
    case .json(let named, let path, _):
        Invariant.check(named == file && path.hasPrefix("$"), "a JSON error without a path: \(text)")
    case .jsonSyntax(let named, let line, let column, _):
        Invariant.check(named == file && line >= 1 && column >= 1, "a JSON syntax error without a position: \(text)")
    case .yaml(let yaml):
        Invariant.check(yaml.location.file == file && yaml.location.line >= 1 && yaml.location.column >= 1, "a YAML error without a position: \(text)")
    case .unreadable(let named, _):
        // Only a file over the size limit is refused whole.
        Invariant.check(named == file && text.contains("more than the limit"), "refused without a position: \(text)")
    }
}

/// The index and the scan agree at the vertices of every zone: boundary points, where a
/// rounding slip between the two would show first.
private func checkZones(_ zones: DeliveryZones) {
    var points: [Coordinate] = []
    for zone in zones.zones.prefix(50) {
        for polygon in zone.polygons {
            for position in polygon.exterior.prefix(20) {
                if let point = try? Coordinate(latitude: position.latitude, longitude: position.longitude) { points.append(point) }
            }
        }
    }
    for point in points {
        let indexed = zones.zone(at: point)
        Invariant.check(indexed == zones.zoneByLinearScan(at: point), "the index and the scan disagree at \(point)")
    }
}

/// Every tile once, in the endpoint's order, in rows no wider than the canvas.
private func checkGrid(_ specials: Specials) {
    let grid = specials.grid
    let order = grid.rows.flatMap { $0.tiles.map(\.index) }
    Invariant.check(order == Array(specials.tiles.indices), "tiles lost or reordered: \(order)")
    for row in grid.rows {
        Invariant.check(row.width <= specials.canvasUnit, "a row \(row.width) units wide on a \(specials.canvasUnit)-unit canvas")
    }
}
