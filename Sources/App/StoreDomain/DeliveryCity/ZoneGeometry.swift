import RealModule

/// A GeoJSON position: longitude first, then latitude, in degrees (RFC 7946 §3.1.1).
public struct GeoPosition: Sendable, Hashable {
    /// Degrees east, -180 to 180.
    public var longitude: Double
    /// Degrees north, -90 to 90.
    public var latitude: Double

    /// A position, in GeoJSON's order: longitude first.
    public init(longitude: Double, latitude: Double) {
        self.longitude = longitude
        self.latitude = latitude
    }
}

/// A polygon of a delivery zone: one exterior ring and any holes, each ring closed (its last
/// position repeats its first).
///
/// Edges are straight lines in longitude and latitude, as RFC 7946 §3.1.1 says a GeoJSON
/// reader should draw them; at a city's size that is within metres of the great circle.
public struct ZonePolygon: Sendable, Hashable {
    /// The outer ring, closed: its last position is its first.
    public var exterior: [GeoPosition]
    /// Rings cut out of the polygon; a point strictly inside one is outside the zone.
    public var holes: [[GeoPosition]]

    /// A polygon of an outer ring and its holes.
    public init(exterior: [GeoPosition], holes: [[GeoPosition]] = []) {
        self.exterior = exterior
        self.holes = holes
    }

    /// Whether `point` is in the polygon: inside the exterior or on its edge, and not strictly
    /// inside a hole (a hole's edge is the zone's boundary too, so it counts as in).
    public func contains(_ point: GeoPosition) -> Bool {
        guard ZoneGeometry.locate(point, in: exterior) != .outside else { return false }
        return !holes.contains { ZoneGeometry.locate(point, in: $0) == .inside }
    }
}

/// A box from the least to the greatest longitude and latitude.
struct GeoBounds: Sendable, Hashable {
    var minLongitude: Double, minLatitude: Double, maxLongitude: Double, maxLatitude: Double

    init(_ positions: some Sequence<GeoPosition>) {
        (minLongitude, minLatitude, maxLongitude, maxLatitude) = (.infinity, .infinity, -.infinity, -.infinity)
        for position in positions { include(position) }
    }

    mutating func include(_ position: GeoPosition) {
        minLongitude = min(minLongitude, position.longitude)
        maxLongitude = max(maxLongitude, position.longitude)
        minLatitude = min(minLatitude, position.latitude)
        maxLatitude = max(maxLatitude, position.latitude)
    }

    mutating func include(_ other: GeoBounds) {
        minLongitude = min(minLongitude, other.minLongitude)
        maxLongitude = max(maxLongitude, other.maxLongitude)
        minLatitude = min(minLatitude, other.minLatitude)
        maxLatitude = max(maxLatitude, other.maxLatitude)
    }

    func contains(_ point: GeoPosition) -> Bool {
        point.longitude >= minLongitude && point.longitude <= maxLongitude && point.latitude >= minLatitude
            && point.latitude <= maxLatitude
    }
}

/// Planar geometry on longitude and latitude: where a point lies against a ring, and whether
/// two edges meet.
enum ZoneGeometry {
    enum Location: Sendable, Hashable { case inside, boundary, outside }

    /// How far, in degrees of the cross product's scale, a point may be off an edge and still
    /// count as on it: about a tenth of a micrometre, so that a point on a diagonal edge, which
    /// floating point cannot always place exactly, still counts.
    static let tolerance = 1e-12

    /// Where `point` lies against the closed `ring`: even-odd crossings, with the edges themselves
    /// reported as ``Location/boundary``.
    static func locate(_ point: GeoPosition, in ring: [GeoPosition]) -> Location {
        var inside = false
        let (x, y) = (point.longitude, point.latitude)
        var index = 1
        while index < ring.count {
            let a = ring[index - 1], b = ring[index]
            index += 1
            if onSegment(point, a, b) { return .boundary }
            if (a.latitude > y) != (b.latitude > y) {
                let crossing = a.longitude + (y - a.latitude) * (b.longitude - a.longitude) / (b.latitude - a.latitude)
                if x < crossing { inside.toggle() }
            }
        }
        return inside ? .inside : .outside
    }

    /// Twice the signed area of the triangle a, b, c: positive when c is left of a→b.
    static func cross(_ a: GeoPosition, _ b: GeoPosition, _ c: GeoPosition) -> Double {
        (b.longitude - a.longitude) * (c.latitude - a.latitude) - (b.latitude - a.latitude)
            * (c.longitude - a.longitude)
    }

    /// Whether `p` lies on the segment a–b.
    static func onSegment(_ p: GeoPosition, _ a: GeoPosition, _ b: GeoPosition) -> Bool {
        guard p.longitude >= min(a.longitude, b.longitude) - tolerance,
            p.longitude <= max(a.longitude, b.longitude) + tolerance,
            p.latitude >= min(a.latitude, b.latitude) - tolerance, p.latitude <= max(a.latitude, b.latitude) + tolerance
        else { return false }
        return abs(cross(a, b, p)) <= tolerance
    }

    /// Whether the segments a–b and c–d share any point, touching included.
    static func intersects(_ a: GeoPosition, _ b: GeoPosition, _ c: GeoPosition, _ d: GeoPosition) -> Bool {
        let d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b)
    }

    /// The first pair of edges of the closed `ring` that meet other than where neighbours join,
    /// as edge numbers from 0, or `nil` for a simple ring. Consecutive repeated positions are
    /// one position. Quadratic in the edges: zones have tens to hundreds.
    static func selfIntersection(of ring: [GeoPosition]) -> (Int, Int)? {
        var points: [GeoPosition] = []
        for position in ring where points.last != position { points.append(position) }
        let edges = points.count - 1
        guard edges >= 3 else { return nil }
        for i in 0..<edges {
            for j in (i + 1)..<edges {
                let adjacent = j == i + 1 || (i == 0 && j == edges - 1)
                if adjacent {
                    // Neighbours share one end; they must not fold back over each other.
                    let (a, b, c, d) = (points[i], points[i + 1], points[j], points[j + 1])
                    let shared = j == i + 1 ? b : a
                    let (other1, other2) = j == i + 1 ? (a, d) : (b, c)
                    if abs(cross(shared, other1, other2)) <= tolerance,
                        (other1.longitude - shared.longitude) * (other2.longitude - shared.longitude)
                            + (other1.latitude - shared.latitude) * (other2.latitude - shared.latitude) > 0
                    {
                        return (i, j)
                    }
                    continue
                }
                if intersects(points[i], points[i + 1], points[j], points[j + 1]) { return (i, j) }
            }
        }
        return nil
    }

    /// The distance in metres from `point` to the segment a–b, on a plane tangent at `point`
    /// (equirectangular): within a fraction of a percent at a city's distances.
    static func metres(from point: GeoPosition, toSegment a: GeoPosition, _ b: GeoPosition) -> Double {
        let metresPerDegree = 6_371_008.8 * Double.pi / 180
        let scale = cosine(ofDegrees: point.latitude) * metresPerDegree
        let ax = (a.longitude - point.longitude) * scale, ay = (a.latitude - point.latitude) * metresPerDegree
        let bx = (b.longitude - point.longitude) * scale, by = (b.latitude - point.latitude) * metresPerDegree
        let dx = bx - ax, dy = by - ay
        let length = dx * dx + dy * dy
        let t = length > 0 ? min(1, max(0, -(ax * dx + ay * dy) / length)) : 0
        let x = ax + t * dx, y = ay + t * dy
        return (x * x + y * y).squareRoot()
    }

    /// The least distance in metres from `point` to any point of the box (0 inside it).
    static func metres(from point: GeoPosition, to bounds: GeoBounds) -> Double {
        let nearest = GeoPosition(
            longitude: min(max(point.longitude, bounds.minLongitude), bounds.maxLongitude),
            latitude: min(max(point.latitude, bounds.minLatitude), bounds.maxLatitude))
        // The box's corner is never further than the segment to it; a single point is a segment.
        return metres(from: point, toSegment: nearest, nearest)
    }

    static func cosine(ofDegrees degrees: Double) -> Double {
        Double.cos(degrees * .pi / 180)
    }
}
