import Foundation
import StoreDomain
import StoreTestSupport
import Testing

@testable import StoreInputFiles
@testable import StoreScenarios
@testable import StoreScreens

@Suite(
    "Delivery inputs: cities files, zones, geocoder responses and scenarios, each error at its place", .temporaryFolders
)
struct DeliveryCityInputTests {
    /// A fresh folder holding `files`, by name.
    static func folder(_ files: [String: String]) throws -> String {
        let url = try TemporaryFolder.make("delivery")
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url.path
    }

    static let cities = """
        zones: zones.geojson
        cities:
          - id: moscow
            names: {en: Moscow, ru: Москва}
            aliases: [Moskva]
            centre: {latitude: 55.75, longitude: 37.61}
        """

    static func zones(city: String = "moscow", ring: String = "[[37,55],[38,55],[38,56],[37,56],[37,55]]") -> String {
        #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"id": "z", "city": "\#(city)", "fee": {"amount": "99", "currency": "RUB"}}, "geometry": {"type": "Polygon", "coordinates": [\#(ring)]}}]}"#
    }

    @Test("a cities file finds its zones beside it")
    func loads() throws {
        let folder = try Self.folder(["cities.yml": Self.cities, "zones.geojson": Self.zones()])
        let catalog = try CitiesFile.catalog(contentsOf: folder + "/cities.yml")
        #expect(catalog.cities.map(\.id) == ["moscow"])
        #expect(catalog.zones.zone(at: try Coordinate(latitude: 55.5, longitude: 37.5))?.id == "z")
    }

    /// (what, the cities file, the zones file, the file the error names, and the rest of its text)
    @Test(
        "each mistake is reported in its own file, at its place",
        arguments: [
            (
                "a zone of no listed city", cities, zones(city: "kazan"), "zones.geojson",
                #": $.features[0].properties.city: no active city has the id "kazan""#
            ),
            (
                "an unclosed ring", cities, zones(ring: "[[37,55],[38,55],[38,56],[37,56]]"), "zones.geojson",
                ": $.features[0].geometry.coordinates[0]: the ring is not closed"
            ),
            (
                "a city with no English name",
                cities.replacingOccurrences(of: "{en: Moscow, ru: Москва}", with: "{ru: Москва}"), zones(),
                "cities.yml",
                ":4:12: "
            ),
            (
                "a duplicate city",
                cities + "\n  - {id: moscow, names: {en: Moskau}, centre: {latitude: 55, longitude: 37}}", zones(),
                "cities.yml",
                #": $.cities[1].id: the city id "moscow" is already used by cities[0]"#
            ),
            (
                "a centre out of range", cities.replacingOccurrences(of: "latitude: 55.75", with: "latitude: 95.75"),
                zones(), "cities.yml", ":6:"
            ),
        ])
    func mistakes(_ what: String, cities: String, zones: String, file: String, message: String) throws {
        let folder = try Self.folder(["cities.yml": cities, "zones.geojson": zones])
        do {
            _ = try CitiesFile.catalog(contentsOf: folder + "/cities.yml")
            Issue.record("\(what) was accepted")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix(folder + "/" + file), "\(what): \(text)")
            #expect(text.contains(message), "\(what): \(text)")
        }
    }

    @Test("NaN, which only YAML can write, is refused at its line and column")
    func notANumber() throws {
        let yaml = """
            type: FeatureCollection
            features:
              - type: Feature
                properties: {id: z, city: c, fee: {amount: "1", currency: GBP}}
                geometry: {type: Polygon, coordinates: [[[0, 0], [1, .nan], [1, 1], [0, 0]]]}
            """
        #expect(throws: InputError.self) {
            try InputLoader.decode(DeliveryZones.self, from: Data(yaml.utf8), file: "zones.yml")
        }
        do {
            _ = try InputLoader.decode(DeliveryZones.self, from: Data(yaml.utf8), file: "zones.yml")
        } catch {
            #expect("\(error)".hasPrefix("zones.yml:5:58: expected a number"), "\(error)")
        }
    }

    /// (a step as YAML, a fragment of the error)
    @Test(
        "a bad scenario step says what steps there are",
        arguments: [
            ("- wander", #"expected allow, choose, timeout, retry, or a step with one key"#),
            ("- appeared: maybe", "expected one of notDetermined, denied, restricted, allowed"),
            ("- location: [91, 0]", "latitude 91.0 is not between -90 and 90"),
            ("- location: [1, 2, 3]", "expected [latitude, longitude]"),
        ])
    func badStep(step: String, message: String) {
        let yaml = "name: bad\nsteps:\n  \(step)\n"
        do {
            _ = try InputLoader.decode(DeliveryCityScenario.self, from: Data(yaml.utf8), file: "bad.yml")
            Issue.record("\(step) was accepted")
        } catch {
            #expect("\(error)".contains("bad.yml:3:"), "\(error)")
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test("a geocoded step with no request waiting is an error naming the step")
    func noRequest() throws {
        let scenario = DeliveryCityScenario(
            name: "x", steps: [.appeared(.denied), .geocoded(.named("anything"))], file: "x.yml")
        #expect(throws: ScenarioError.self) {
            try scenario.replay(
                in: .init(catalog: .empty) { _ throws(InputError) in GeocodingResponse(status: "OK") })
        }
    }
}
