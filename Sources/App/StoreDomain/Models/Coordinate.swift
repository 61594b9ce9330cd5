import RealModule

/// A point on the Earth, in degrees. Latitude is within ±90 and longitude within ±180.
///
/// ```swift
/// let trafalgar = try Coordinate(latitude: 51.508, longitude: -0.128)
/// ```
public struct Coordinate: Sendable, Hashable {
    /// Degrees north of the equator, from -90 to 90.
    public let latitude: Double
    /// Degrees east of Greenwich, from -180 to 180.
    public let longitude: Double

    /// Creates a coordinate, refusing NaN, infinities and out-of-range values.
    public init(latitude: Double, longitude: Double) throws(DomainValueError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .outOfRange("latitude \(latitude) is not between -90 and 90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .outOfRange("longitude \(longitude) is not between -180 and 180")
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The great-circle distance to `other`, in metres (haversine, mean Earth radius).
    public func distance(to other: Coordinate) -> Double {
        let radius = 6_371_008.8
        let lat1 = latitude * .pi / 180, lat2 = other.latitude * .pi / 180
        let dLat = lat2 - lat1, dLon = (other.longitude - longitude) * .pi / 180
        let h =
            Double.sin(dLat / 2) * Double.sin(dLat / 2) + Double.cos(lat1) * Double.cos(lat2) * Double.sin(dLon / 2)
            * Double.sin(dLon / 2)
        return 2 * radius * Double.asin(min(1, h.squareRoot()))
    }
}

extension Coordinate: Codable {
    private enum CodingKeys: String, CodingKey { case latitude, longitude }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        do {
            try self.init(latitude: latitude, longitude: longitude)
        } catch {
            let key: CodingKeys = error.description.hasPrefix("latitude") ? .latitude : .longitude
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }
}
