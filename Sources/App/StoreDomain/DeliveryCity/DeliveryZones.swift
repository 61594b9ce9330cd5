/// The delivery zones of every city, from a GeoJSON FeatureCollection (RFC 7946), with the
/// lookups the delivery flow needs.
///
/// ```json
/// { "type": "FeatureCollection",
///   "features": [ { "type": "Feature",
///                   "geometry": { "type": "Polygon", "coordinates": [[[37.5, 55.7], [37.7, 55.7], [37.7, 55.8], [37.5, 55.7]]] },
///                   "properties": { "id": "msk-centre", "city": "moscow",
///                                   "fee": { "amount": "199", "currency": "RUB" },
///                                   "partner": "Самокат", "minimumOrder": { "amount": "1000", "currency": "RUB" },
///                                   "priority": 2 } } ] }
/// ```
///
/// ```swift
/// let zones = try JSONDecoder().decode(DeliveryZones.self, from: data)
/// if let zone = zones.zone(at: here) { … } else if let nearest = zones.nearest(to: here) { … }
/// ```
///
/// Decoding refuses what cannot be drawn or tested honestly, naming the JSON path: positions
/// outside ±180/±90 or not numbers, rings with fewer than 4 positions or not closed, rings
/// that cross themselves, and rings that cross the antimeridian (an edge spanning more than
/// 180° of longitude), which RFC 7946 §3.1.9 says to cut in two. Zone ids are unique.
///
/// A point is in a zone on its boundary too, and not in a hole. Where zones overlap, the
/// higher `priority` wins, and on a tie the zone earlier in the file.
public struct DeliveryZones: Sendable, Hashable {
    /// The zones, in the file's order.
    public let zones: [DeliveryZone]
    /// A grid over the zones' boxes, so a lookup tests a few zones rather than all.
    let index: ZoneIndex

    /// Zones in the order given, which is the order ties go by. Their ``DeliveryZone/order`` is
    /// set to their place here.
    public init(_ zones: [DeliveryZone]) {
        self.zones = zones.enumerated().map { offset, zone in
            var zone = zone
            zone.order = offset
            return zone
        }
        index = ZoneIndex(self.zones)
    }

    public static func == (lhs: DeliveryZones, rhs: DeliveryZones) -> Bool { lhs.zones == rhs.zones }
    public func hash(into hasher: inout Hasher) { hasher.combine(zones) }

    /// The zone that wins at `point`, or `nil` in none. Tests only the zones whose box holds it.
    public func zone(at point: Coordinate) -> DeliveryZone? {
        let position = GeoPosition(point)
        var best: DeliveryZone?
        for candidate in index.candidates(at: position) {
            let zone = zones[candidate]
            guard index.bounds[candidate].contains(position), zone.contains(position) else { continue }
            if best.map({ zone.outranks($0) }) ?? true { best = zone }
        }
        return best
    }

    /// ``zone(at:)`` by testing every polygon in turn: the reference the index is tested and
    /// benchmarked against.
    public func zoneByLinearScan(at point: Coordinate) -> DeliveryZone? {
        let position = GeoPosition(point)
        var best: DeliveryZone?
        for zone in zones where zone.contains(position) {
            if best.map({ zone.outranks($0) }) ?? true { best = zone }
        }
        return best
    }

    /// The zones of one city, in file order.
    public func zones(ofCity city: String) -> [DeliveryZone] {
        zones.filter { $0.city == city }
    }

    /// The zone nearest `point` (of `city` only, when given) and its distance in metres to the
    /// zone's nearest edge; `nil` with no zones.
    public func nearest(to point: Coordinate, city: String? = nil) -> (zone: DeliveryZone, metres: Double)? {
        let position = GeoPosition(point)
        // Nearest box first: a zone whose box is further than the best edge so far is skipped.
        let order = zones.indices.filter { city == nil || zones[$0].city == city }
            .map { ($0, ZoneGeometry.metres(from: position, to: index.bounds[$0])) }
            .sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        var best: (zone: DeliveryZone, metres: Double)?
        for (candidate, boxMetres) in order {
            if let best, boxMetres > best.metres { break }
            let metres = zones[candidate].metres(from: position)
            if best.map({ metres < $0.metres }) ?? true { best = (zones[candidate], metres) }
        }
        return best
    }
}

/// A uniform grid over the zones' boxes: each cell lists, in file order, the zones whose box
/// overlaps it. About one cell per zone, up to 256 × 256.
struct ZoneIndex: Sendable {
    let bounds: [GeoBounds]
    private let extent: GeoBounds
    private let columns: Int, rows: Int
    private let cells: [[Int]]

    init(_ zones: [DeliveryZone]) {
        bounds = zones.map(\.bounds)
        var extent = GeoBounds([])
        for box in bounds { extent.include(box) }
        self.extent = extent
        let side = zones.isEmpty ? 1 : min(256, max(1, Int(Double(zones.count).squareRoot().rounded(.up))))
        (columns, rows) = (side, side)
        var cells = [[Int]](repeating: [], count: side * side)
        if !zones.isEmpty {
            for (zone, box) in bounds.enumerated() {
                let (c0, r0) = Self.cell(
                    GeoPosition(longitude: box.minLongitude, latitude: box.minLatitude), extent: extent, side: side)
                let (c1, r1) = Self.cell(
                    GeoPosition(longitude: box.maxLongitude, latitude: box.maxLatitude), extent: extent, side: side)
                for row in r0...r1 { for column in c0...c1 { cells[row * side + column].append(zone) } }
            }
        }
        self.cells = cells
    }

    /// The zones whose box may hold `point`, in file order.
    func candidates(at point: GeoPosition) -> [Int] {
        guard !bounds.isEmpty, extent.contains(point) else { return [] }
        let (column, row) = Self.cell(point, extent: extent, side: columns)
        return cells[row * columns + column]
    }

    private static func cell(_ point: GeoPosition, extent: GeoBounds, side: Int) -> (Int, Int) {
        func slot(_ value: Double, _ low: Double, _ high: Double) -> Int {
            guard high > low else { return 0 }
            let fraction = (value - low) / (high - low)
            return min(side - 1, max(0, Int(fraction * Double(side))))
        }
        return (
            slot(point.longitude, extent.minLongitude, extent.maxLongitude),
            slot(point.latitude, extent.minLatitude, extent.maxLatitude)
        )
    }
}
