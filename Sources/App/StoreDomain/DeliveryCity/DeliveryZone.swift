/// A delivery zone: an area of a city with its fee, and optionally a partner who delivers
/// there, a minimum order and a priority over zones it overlaps.
///
/// Zones come as a GeoJSON FeatureCollection (``DeliveryZones``); each feature's
/// `properties` carry the fields here.
public struct DeliveryZone: Sendable, Hashable {
    /// The zone's id, unique in its collection.
    public var id: String
    /// The id of the city the zone belongs to (``DeliveryCity/id``).
    public var city: String
    /// What delivery costs in the zone.
    public var fee: Money
    /// Who delivers, where not the shop itself.
    public var partner: String?
    /// The least an order must come to.
    public var minimumOrder: Money?
    /// Where zones overlap, the higher priority wins; 0 when the feature gives none.
    public var priority: Int
    /// The zone's area: one polygon, or several for a MultiPolygon.
    public var polygons: [ZonePolygon]
    /// The zone's place in its file, from 0: where priorities tie, the earlier zone wins.
    public var order: Int

    /// A zone of `city`, with its fee, delivery partner, minimum order and priority (higher wins
    /// where zones overlap), its polygons, and its place in the file (`order`) for ties.
    public init(
        id: String, city: String, fee: Money, partner: String? = nil, minimumOrder: Money? = nil, priority: Int = 0,
        polygons: [ZonePolygon], order: Int = 0
    ) {
        self.id = id
        self.city = city
        self.fee = fee
        self.partner = partner
        self.minimumOrder = minimumOrder
        self.priority = priority
        self.polygons = polygons
        self.order = order
    }

    /// Whether `point` is in the zone: on its boundary counts, inside a hole does not.
    public func contains(_ point: GeoPosition) -> Bool {
        polygons.contains { $0.contains(point) }
    }

    /// Whether the zone wins over `other` where both contain a point: higher priority, then
    /// earlier in the file.
    public func outranks(_ other: DeliveryZone) -> Bool {
        priority != other.priority ? priority > other.priority : order < other.order
    }

    /// The box around every polygon.
    var bounds: GeoBounds {
        var bounds = GeoBounds([])
        for polygon in polygons { bounds.include(GeoBounds(polygon.exterior)) }
        return bounds
    }

    /// The distance in metres from `point` to the zone's nearest edge; 0 inside the zone.
    public func metres(from point: GeoPosition) -> Double {
        if contains(point) { return 0 }
        var best = Double.infinity
        for polygon in polygons {
            for ring in [polygon.exterior] + polygon.holes {
                var index = 1
                while index < ring.count {
                    best = min(best, ZoneGeometry.metres(from: point, toSegment: ring[index - 1], ring[index]))
                    index += 1
                }
            }
        }
        return best
    }
}

extension GeoPosition {
    /// The position of a coordinate.
    public init(_ coordinate: Coordinate) {
        self.init(longitude: coordinate.longitude, latitude: coordinate.latitude)
    }
}
