import Foundation
import StoreDomain
import Testing

@Suite("GeoJSON zones: bad geometry is refused at its JSON path")
struct GeoJSONValidationTests {
    /// A FeatureCollection with one feature of `geometry`, and `properties` as given.
    static func collection(
        _ geometry: String,
        properties: String = #"{"id": "a", "city": "c", "fee": {"amount": "1.50", "currency": "GBP"}}"#
    ) -> String {
        #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": \#(properties), "geometry": \#(geometry)}]}"#
    }

    static let square = "[[0,0],[1,0],[1,1],[0,1],[0,0]]"

    /// The JSON path and message of the error decoding `json` gives.
    static func failure(_ json: String) -> (path: String, message: String)? {
        do {
            _ = try JSONDecoder().decode(DeliveryZones.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return (path(context.codingPath), context.debugDescription)
        } catch let DecodingError.keyNotFound(key, context) {
            return (path(context.codingPath), "missing \(key.stringValue)")
        } catch {
            return ("?", "\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce("$") { text, key in key.intValue.map { "\(text)[\($0)]" } ?? "\(text).\(key.stringValue)" }
    }

    /// (what, geometry, the path, a fragment of the message)
    @Test(
        "each bad geometry names where it is and what was expected",
        arguments: [
            (
                "a ring that is not closed", #"{"type": "Polygon", "coordinates": [[[0,0],[1,0],[1,1],[0,1]]]}"#,
                "$.features[0].geometry.coordinates[0]", "not closed"
            ),
            (
                "a ring of 3 positions", #"{"type": "Polygon", "coordinates": [[[0,0],[1,0],[0,0]]]}"#,
                "$.features[0].geometry.coordinates[0]", "at least 4 positions"
            ),
            (
                "an empty ring", #"{"type": "Polygon", "coordinates": [[]]}"#, "$.features[0].geometry.coordinates[0]",
                "empty ring"
            ),
            (
                "a polygon with no rings", #"{"type": "Polygon", "coordinates": []}"#,
                "$.features[0].geometry.coordinates", "found none"
            ),
            (
                "a longitude past 180", #"{"type": "Polygon", "coordinates": [[[0,0],[200,0],[1,1],[0,0]]]}"#,
                "$.features[0].geometry.coordinates[0][1]", "longitude 200.0 is not between -180 and 180"
            ),
            (
                "a latitude past -90", #"{"type": "Polygon", "coordinates": [[[0,0],[1,-91],[1,1],[0,0]]]}"#,
                "$.features[0].geometry.coordinates[0][1]", "latitude -91.0"
            ),
            (
                "a position of one number", #"{"type": "Polygon", "coordinates": [[[0],[1,0],[1,1],[0,0]]]}"#,
                "$.features[0].geometry.coordinates[0][0]", "found one number"
            ),
            (
                "a position of four numbers", #"{"type": "Polygon", "coordinates": [[[0,0,0,0],[1,0],[1,1],[0,0]]]}"#,
                "$.features[0].geometry.coordinates[0][0]", "found more numbers"
            ),
            (
                "an edge across the antimeridian",
                #"{"type": "Polygon", "coordinates": [[[179,0],[-179,0],[-179,1],[179,1],[179,0]]]}"#,
                "$.features[0].geometry.coordinates[0][1]", "antimeridian"
            ),
            (
                "a bow tie that crosses itself",
                #"{"type": "Polygon", "coordinates": [[[0,0],[1,1],[1,0],[0,1],[0,0]]]}"#,
                "$.features[0].geometry.coordinates[0]", "crosses itself"
            ),
            (
                "a spike that folds back on itself",
                #"{"type": "Polygon", "coordinates": [[[0,0],[2,0],[1,0],[1,1],[0,0]]]}"#,
                "$.features[0].geometry.coordinates[0]", "crosses itself"
            ),
            (
                "a hole that crosses itself",
                #"{"type": "Polygon", "coordinates": [\#(square), [[0.2,0.2],[0.8,0.8],[0.8,0.2],[0.2,0.8],[0.2,0.2]]]}"#,
                "$.features[0].geometry.coordinates[1]", "crosses itself"
            ),
            (
                "a MultiPolygon's second polygon unclosed",
                #"{"type": "MultiPolygon", "coordinates": [[\#(square)], [[[5,5],[6,5],[6,6],[5,6]]]]}"#,
                "$.features[0].geometry.coordinates[1][0]", "not closed"
            ),
            (
                "a Point", #"{"type": "Point", "coordinates": [0, 0]}"#, "$.features[0].geometry.type",
                "expected \"Polygon\" or \"MultiPolygon\""
            ),
        ])
    func badGeometry(_ what: String, geometry: String, path: String, message: String) throws {
        let failure = try #require(Self.failure(Self.collection(geometry)), "\(what) was accepted")
        #expect(failure.path == path, "\(what): \(failure.message)")
        #expect(message.isEmpty || failure.message.contains(message), "\(what): \(failure.message)")
    }

    @Test("properties: a fee that is not money, and a zone id used twice")
    func badProperties() throws {
        let badFee = try #require(
            Self.failure(
                Self.collection(
                    #"{"type": "Polygon", "coordinates": [\#(Self.square)]}"#,
                    properties: #"{"id": "a", "city": "c", "fee": {"amount": "1.50", "currency": "XXY"}}"#)))
        #expect(badFee.path == "$.features[0].properties.fee.currency")
        let feature =
            #"{"type": "Feature", "properties": {"id": "a", "city": "c", "fee": {"amount": "1", "currency": "GBP"}}, "geometry": {"type": "Polygon", "coordinates": [\#(Self.square)]}}"#
        let twice = try #require(
            Self.failure(#"{"type": "FeatureCollection", "features": [\#(feature), \#(feature)]}"#))
        #expect(twice.path == "$.features[1].properties.id")
        #expect(twice.message.contains("features[0]"))
        let notCollection = try #require(Self.failure(#"{"type": "Feature", "features": []}"#))
        #expect(notCollection.path == "$.type")
    }

    @Test("holes, MultiPolygons, altitudes and optional properties decode")
    func good() throws {
        let json = Self.collection(
            #"{"type": "MultiPolygon", "coordinates": [[[[0,0,5],[4,0,5],[4,4,5],[0,4,5],[0,0,5]], [[1,1],[2,1],[2,2],[1,2],[1,1]]], [\#(Self.square)]]}"#,
            properties:
                #"{"id": "a", "city": "c", "fee": {"amount": "0", "currency": "RUB"}, "partner": "P", "minimumOrder": {"amount": "500", "currency": "RUB"}, "priority": 3}"#
        )
        let zones = try JSONDecoder().decode(DeliveryZones.self, from: Data(json.utf8))
        let zone = try #require(zones.zones.first)
        #expect(zone.polygons.count == 2)
        #expect(zone.polygons[0].holes.count == 1)
        #expect(zone.partner == "P")
        #expect(zone.priority == 3)
        #expect(zone.minimumOrder?.amount == 500)
    }
}
