import Foundation
import StoreDomain
import StoreSeededRandom
import StoreTestSupport
import Testing

/// A closed rectangle ring, as GeoJSON writes one: [west, south] first.
func rectangle(_ west: Double, _ south: Double, _ east: Double, _ north: Double) -> [GeoPosition] {
    [(west, south), (east, south), (east, north), (west, north), (west, south)].map {
        GeoPosition(longitude: $0.0, latitude: $0.1)
    }
}

func zone(_ id: String, city: String = "c", priority: Int = 0, _ polygons: ZonePolygon...) -> DeliveryZone {
    // NB: a valid amount and currency.
    DeliveryZone(
        id: id, city: city, fee: (try? Money(amount: "1", currency: "GBP"))!, priority: priority, polygons: polygons)
}

func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
    // NB: the tests' points are in range.
    (try? Coordinate(latitude: latitude, longitude: longitude))!
}

@Suite("Delivery zones: inside, boundaries, holes, overlaps and the nearest zone")
struct DeliveryZonesTests {
    /// A 10 × 10 degree square with a hole from 4 to 6.
    static let square = ZonePolygon(exterior: rectangle(0, 0, 10, 10), holes: [rectangle(4, 4, 6, 6)])

    /// (what, latitude, longitude, in the zone)
    @Test(
        "a point on the boundary is in; a point in a hole is out; a hole's own edge is the zone's boundary",
        arguments: [
            ("inside", 2.0, 2.0, true),
            ("on the exterior's edge", 0.0, 5.0, true),
            ("on a corner", 10.0, 10.0, true),
            ("on a diagonal edge", 1.0, 1.0, true),
            ("inside the hole", 5.0, 5.0, false),
            ("on the hole's edge", 4.0, 5.0, true),
            ("on the hole's corner", 6.0, 6.0, true),
            ("outside", 11.0, 5.0, false),
            ("just outside an edge", -0.000001, 5.0, false),
        ])
    func containment(_ what: String, latitude: Double, longitude: Double, inside: Bool) {
        let triangle = ZonePolygon(exterior: [
            GeoPosition(longitude: 0, latitude: 0), GeoPosition(longitude: 3, latitude: 3),
            GeoPosition(longitude: 3, latitude: 0), GeoPosition(longitude: 0, latitude: 0),
        ])
        let zones = DeliveryZones([zone("square", Self.square), zone("triangle", triangle)])
        let found = zones.zone(at: point(latitude, longitude))
        #expect((found != nil) == inside, "\(what)")
        #expect(
            found == zones.zoneByLinearScan(at: point(latitude, longitude)), "\(what): the index agrees with the scan")
    }

    @Test("where zones overlap the higher priority wins, and on a tie the earlier in the file")
    func overlaps() {
        let big = ZonePolygon(exterior: rectangle(0, 0, 10, 10)), small = ZonePolygon(exterior: rectangle(2, 2, 4, 4))
        let byPriority = DeliveryZones([zone("big", priority: 1, big), zone("small", priority: 2, small)])
        #expect(byPriority.zone(at: point(3, 3))?.id == "small")
        #expect(byPriority.zone(at: point(8, 8))?.id == "big")
        let tied = DeliveryZones([zone("first", big), zone("second", small)])
        #expect(tied.zone(at: point(3, 3))?.id == "first")
        let reversed = DeliveryZones([zone("second", small), zone("first", big)])
        #expect(reversed.zone(at: point(3, 3))?.id == "second")
    }

    @Test("a MultiPolygon's zone holds each of its parts")
    func multiPolygon() {
        let zones = DeliveryZones([
            zone("two", ZonePolygon(exterior: rectangle(0, 0, 1, 1)), ZonePolygon(exterior: rectangle(5, 5, 6, 6)))
        ])
        #expect(zones.zone(at: point(0.5, 0.5))?.id == "two")
        #expect(zones.zone(at: point(5.5, 5.5))?.id == "two")
        #expect(zones.zone(at: point(3, 3)) == nil)
    }

    @Test("outside every zone, the nearest is the one whose edge is closest, in metres")
    func nearest() throws {
        let zones = DeliveryZones([
            zone("spb", city: "spb", ZonePolygon(exterior: rectangle(30.25, 59.90, 30.40, 59.97))),
            zone("far", city: "other", ZonePolygon(exterior: rectangle(37, 55, 38, 56))),
        ])
        let found = try #require(zones.nearest(to: point(59.99, 30.30)))
        #expect(found.zone.id == "spb")
        // 0.02° of latitude is 2,224 m on the mean sphere.
        #expect(abs(found.metres - 2_224) < 5)
        #expect(zones.nearest(to: point(59.99, 30.30), city: "other")?.zone.id == "far")
        #expect(DeliveryZones([]).nearest(to: point(0, 0)) == nil)
    }

    @Test("the index finds what a scan of every polygon finds, over overlapping random zones")
    func indexMatchesScan() {
        var generator = SplitMix64(seed: 25)
        var zones: [DeliveryZone] = []
        for index in 0..<300 {
            let west = Double.random(in: -10...9, using: &generator),
                south = Double.random(in: 40...59, using: &generator)
            let east = west + Double.random(in: 0.01...1.5, using: &generator),
                north = south + Double.random(in: 0.01...1.5, using: &generator)
            zones.append(
                zone(
                    "z\(index)", priority: Int.random(in: 0...3, using: &generator),
                    ZonePolygon(exterior: rectangle(west, south, east, north))))
        }
        let collection = DeliveryZones(zones)
        for _ in 0..<2_000 {
            let here = point(
                Double.random(in: 39...61, using: &generator), Double.random(in: -11...11, using: &generator))
            #expect(collection.zone(at: here) == collection.zoneByLinearScan(at: here))
        }
    }
}
