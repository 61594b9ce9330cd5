/// Decoding a GeoJSON FeatureCollection of zones, with every check done where the value is,
/// so the error's coding path is its JSON path (`$.features[2].geometry.coordinates[0][5]`).
extension DeliveryZones: Decodable {
    private enum CollectionKeys: String, CodingKey { case type, features }
    private enum FeatureKeys: String, CodingKey { case type, geometry, properties }
    private enum GeometryKeys: String, CodingKey { case type, coordinates }
    private enum PropertyKeys: String, CodingKey { case id, city, fee, partner, minimumOrder, priority }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CollectionKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard type == "FeatureCollection" else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "expected \"FeatureCollection\", found \"\(type)\"")
        }
        var features = try container.nestedUnkeyedContainer(forKey: .features)
        var zones: [DeliveryZone] = []
        var ids: [String: Int] = [:]
        while !features.isAtEnd {
            let feature = try features.nestedContainer(keyedBy: FeatureKeys.self)
            let featureType = try feature.decode(String.self, forKey: .type)
            guard featureType == "Feature" else {
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: feature, debugDescription: "expected \"Feature\", found \"\(featureType)\"")
            }
            let properties = try feature.nestedContainer(keyedBy: PropertyKeys.self, forKey: .properties)
            let id = try properties.decode(String.self, forKey: .id)
            if let first = ids[id] {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: properties,
                    debugDescription: "the zone id \"\(id)\" is already used by features[\(first)]; zone ids are unique"
                )
            }
            ids[id] = zones.count
            let city = try properties.decode(String.self, forKey: .city)
            let fee = try properties.decode(Money.self, forKey: .fee)
            let partner = try properties.decodeIfPresent(String.self, forKey: .partner)
            let minimumOrder = try properties.decodeIfPresent(Money.self, forKey: .minimumOrder)
            if let minimumOrder, minimumOrder.currency != fee.currency {
                throw DecodingError.dataCorruptedError(
                    forKey: .minimumOrder, in: properties,
                    debugDescription:
                        "expected the minimum order in the fee's currency \(fee.currency), found \(minimumOrder.currency)"
                )
            }
            let priority = try properties.decodeIfPresent(Int.self, forKey: .priority) ?? 0
            let polygons = try Self.polygons(in: feature.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry))
            zones.append(
                DeliveryZone(
                    id: id, city: city, fee: fee, partner: partner, minimumOrder: minimumOrder, priority: priority,
                    polygons: polygons))
        }
        self.init(zones)
    }

    /// The polygons of a Polygon or MultiPolygon geometry.
    private static func polygons(in geometry: KeyedDecodingContainer<GeometryKeys>) throws -> [ZonePolygon] {
        let type = try geometry.decode(String.self, forKey: .type)
        var coordinates = try geometry.nestedUnkeyedContainer(forKey: .coordinates)
        switch type {
        case "Polygon":
            return [try polygon(&coordinates)]
        case "MultiPolygon":
            var polygons: [ZonePolygon] = []
            while !coordinates.isAtEnd {
                var rings = try coordinates.nestedUnkeyedContainer()
                polygons.append(try polygon(&rings))
            }
            guard !polygons.isEmpty else {
                throw corrupt(coordinates.codingPath, "expected at least one polygon, found none")
            }
            return polygons
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: geometry,
                debugDescription: "expected \"Polygon\" or \"MultiPolygon\", found \"\(type)\"")
        }
    }

    /// A polygon's rings: the exterior, then holes.
    private static func polygon(_ rings: inout any UnkeyedDecodingContainer) throws -> ZonePolygon {
        var decoded: [[GeoPosition]] = []
        while !rings.isAtEnd {
            var ring = try rings.nestedUnkeyedContainer()
            decoded.append(try self.ring(&ring))
        }
        guard let exterior = decoded.first else {
            throw corrupt(rings.codingPath, "expected a polygon's rings, found none")
        }
        return ZonePolygon(exterior: exterior, holes: Array(decoded.dropFirst()))
    }

    /// One linear ring, checked: at least 4 positions, closed, in range, not crossing the
    /// antimeridian or itself.
    private static func ring(_ ring: inout any UnkeyedDecodingContainer) throws -> [GeoPosition] {
        var positions: [GeoPosition] = []
        while !ring.isAtEnd {
            var position = try ring.nestedUnkeyedContainer()
            let path = position.codingPath
            if let count = position.count, count < 2 {
                throw corrupt(path, "expected [longitude, latitude], found \(count == 1 ? "one number" : "no numbers")")
            }
            let longitude = try position.decode(Double.self)
            let latitude = try position.decode(Double.self)
            if !position.isAtEnd { _ = try position.decode(Double.self) }  // an altitude, which zones ignore
            guard position.isAtEnd else {
                throw corrupt(
                    path, "expected [longitude, latitude] or [longitude, latitude, altitude], found more numbers")
            }
            guard longitude.isFinite, (-180...180).contains(longitude) else {
                throw corrupt(path, "longitude \(longitude) is not between -180 and 180 (GeoJSON puts longitude first)")
            }
            guard latitude.isFinite, (-90...90).contains(latitude) else {
                throw corrupt(path, "latitude \(latitude) is not between -90 and 90 (GeoJSON puts longitude first)")
            }
            let next = GeoPosition(longitude: longitude, latitude: latitude)
            if let last = positions.last, abs(next.longitude - last.longitude) > 180 {
                throw corrupt(
                    path,
                    "the edge from position \(positions.count - 1) crosses the antimeridian; "
                        + "cut the polygon in two along it, as RFC 7946 §3.1.9 says")
            }
            positions.append(next)
        }
        let path = ring.codingPath
        guard !positions.isEmpty else { throw corrupt(path, "expected a ring of positions, found an empty ring") }
        guard positions.count >= 4 else {
            throw corrupt(
                path,
                "expected a ring of at least 4 positions (3 corners and the first again), found \(positions.count)")
        }
        guard positions.first == positions.last else {
            throw corrupt(path, "the ring is not closed: its last position must repeat its first")
        }
        if Set(positions).count < 3 {
            throw corrupt(path, "the ring encloses no area: it has fewer than 3 distinct positions")
        }
        if let (first, second) = ZoneGeometry.selfIntersection(of: positions) {
            throw corrupt(path, "the ring crosses itself: edge \(first) meets edge \(second)")
        }
        return positions
    }

    private static func corrupt(_ path: [any CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
    }
}
