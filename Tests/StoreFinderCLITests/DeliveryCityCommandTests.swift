import Foundation
import StoreTestSupport
import Testing

private let geocode = packageRoot.appendingPathComponent("Examples/Delivery/Geocode").path

@Suite("storefinder geocode, zone and render delivery-city, end to end", .temporaryFolders)
struct DeliveryCityCommandTests {
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func file(_ name: String, _ text: String) throws -> String {
        let url = try StoreFinderBinary.temporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// (response, the city, its rule, the component type that matched)
    @Test(
        "geocode --format json prints the city and the rule that chose it",
        arguments: [
            ("london-oxford-street", "London", "postalTown", "postal_town"),
            ("brooklyn", "Brooklyn", "sublocality", "sublocality_level_1"),
            ("moscow-tverskaya", "Москва", "locality", "locality"),
            ("spb-low-confidence", "Saint Petersburg", "administrativeAreaLevel2", "administrative_area_level_2"),
        ])
    func geocodeCity(response: String, name: String, rule: String, type: String) async throws {
        let result = try await StoreFinderBinary.run([
            "geocode", "--response", "\(geocode)/\(response).json", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let city = try #require(try object(result.stdout)["city"] as? [String: Any])
        #expect(city["name"] as? String == name)
        #expect(city["rule"] as? String == rule)
        #expect(city["type"] as? String == type)
        #expect(city["lowConfidence"] as? Bool == (rule == "administrativeAreaLevel2"))
    }

    @Test("geocode: ZERO_RESULTS prints \"city\": null and exits 0")
    func zeroResults() async throws {
        let result = try await StoreFinderBinary.run([
            "geocode", "--response", "\(geocode)/zero-results.json", "--format", "json",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"city\" : null"))
    }

    /// (response, the status the error names)
    @Test(
        "geocode: any other status exits 1 and names it",
        arguments: [("over-query-limit", "OVER_QUERY_LIMIT"), ("request-denied", "REQUEST_DENIED")])
    func failingStatus(response: String, status: String) async throws {
        let result = try await StoreFinderBinary.run(["geocode", "--response", "\(geocode)/\(response).json"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("the geocoder answered \(status)"))
    }

    @Test("geocode: a response of the wrong shape is an error at its JSON path, not a crash")
    func badResponse() async throws {
        let path = try file(
            "bad.json",
            #"{"status": "OK", "results": [{"address_components": [{"long_name": 7, "short_name": "x", "types": []}]}]}"#
        )
        let result = try await StoreFinderBinary.run(["geocode", "--response", path])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("error: \(path): $.results[0].address_components[0].long_name: expected a string"),
            "\(result.stderr)")
    }

    @Test("a geocoder's hostile names reach neither the terminal nor the screen as control sequences")
    func hostileNames() async throws {
        let path = try file(
            "hostile.json",
            #"{"status": "OK", "results": [{"address_components": [{"long_name": "Evil\u001b]0;pwned\u0007Town\u001b[2J", "short_name": "E", "types": ["locality"]}, {"long_name": "Russia", "short_name": "RU", "types": ["country"]}]}]}"#
        )
        let text = try await StoreFinderBinary.run(["geocode", "--response", path])
        #expect(text.status == 0)
        #expect(!text.stdout.contains("\u{1B}") && !text.stdout.contains("\u{07}"), "\(text.stdout)")
        #expect(text.stdout.contains("Evil"))
        let screen = try await StoreFinderBinary.run([
            "render", "delivery-city", "--location", "45,-30", "--geocode", path, "--format", "ansi", "--color",
            "always",
        ])
        #expect(screen.status == 0)
        #expect(
            !screen.stdout.contains("\u{1B}]") && !screen.stdout.contains("\u{1B}[2J")
                && !screen.stdout.contains("\u{07}"))
        #expect(screen.stdout.contains("Evil"), "the not-active screen names the place")
    }

    @Test("zone --format json: the winner where zones overlap, and its fee and partner")
    func zoneInside() async throws {
        let result = try await StoreFinderBinary.run(["zone", "--at", "55.7515,37.6175", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let zone = try #require(try object(result.stdout)["zone"] as? [String: Any])
        #expect(zone["id"] as? String == "msk-city", "the Kremlin is a hole in the centre zone")
        #expect(zone["partner"] as? String == "Яндекс Доставка")
        #expect((zone["fee"] as? [String: Any])?["amount"] as? String == "199")
    }

    @Test("zone --format json: in no zone, null and the nearest")
    func zoneOutside() async throws {
        let result = try await StoreFinderBinary.run(["zone", "--at", "59.99,30.25", "--format", "json"])
        #expect(result.status == 0)
        let json = try object(result.stdout)
        #expect(json["zone"] is NSNull)
        let nearest = try #require(json["nearest"] as? [String: Any])
        #expect(nearest["id"] as? String == "spb-centre")
        #expect(nearest["metres"] as? Int == 2224)
    }

    @Test("zone: bad GeoJSON exits 1 with the file and JSON path; a bad --at is a usage error")
    func zoneErrors() async throws {
        let path = try file(
            "zones.geojson",
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"id": "a", "city": "c", "fee": {"amount": "1", "currency": "GBP"}}, "geometry": {"type": "Polygon", "coordinates": [[[0,0],[1,1],[1,0],[0,1],[0,0]]]}}]}"#
        )
        let result = try await StoreFinderBinary.run(["zone", "--zones", path, "--at", "0.5,0.5"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("error: \(path): $.features[0].geometry.coordinates[0]: the ring crosses itself"),
            "\(result.stderr)")
        let usage = try await StoreFinderBinary.run(["zone", "--at", "95,0"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("--at: latitude 95.0 is not between -90 and 90"), "\(usage.stderr)")
    }

    @Test("render delivery-city: with no flags, the pre-permission screen")
    func prePermission() async throws {
        let result = try await StoreFinderBinary.run(["render", "delivery-city", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Where should we deliver?"))
        #expect(result.stdout.contains("[ Allow location access ]"))
    }

    @Test(
        "render delivery-city --location --geocode: the detected city, in Russian, the street as Russian signs write it and said in full"
    )
    func detected() async throws {
        let result = try await StoreFinderBinary.run([
            "render", "delivery-city", "--location", "55.7575,37.6122", "--geocode", "\(geocode)/moscow-tverskaya.json",
            "--locale", "ru", "--format", "text",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Доставляем в город Москва"))
        #expect(result.stdout.contains("Тверская ул., 7"), "the geocoder's short street name, as a sign writes it")
        let json = try await StoreFinderBinary.run([
            "render", "delivery-city", "--location", "55.7575,37.6122", "--geocode", "\(geocode)/moscow-tverskaya.json",
            "--locale", "ru", "--format", "json",
        ])
        #expect(json.stdout.contains(#""spoken" : "Тверская улица, 7""#), "VoiceOver reads the long name, not «ул.»")
    }

    @Test("render delivery-city --permission denied: the list; --scenario replays a sample")
    func listAndScenario() async throws {
        let list = try await StoreFinderBinary.run([
            "render", "delivery-city", "--permission", "denied", "--locale", "ru", "--format", "text",
        ])
        #expect(list.stdout.contains("  Екатеринбург\n  Лондон\n  Москва\n  Санкт-Петербург\n"), "\(list.stdout)")
        let scenario = try await StoreFinderBinary.run([
            "render", "delivery-city", "--scenario", "not-active", "--format", "text",
        ])
        #expect(scenario.stdout.contains("We don't deliver to Казань yet"))
    }

    @Test(
        "render delivery-city: --geocode without --location is a usage error; a bad cities file is exit 1 with its path"
    )
    func renderErrors() async throws {
        let usage = try await StoreFinderBinary.run(["render", "delivery-city", "--geocode", "\(geocode)/kazan.json"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("--geocode needs --location"))
        let cities = try file(
            "cities.yml", "cities:\n  - id: x\n    names: {ru: Икс}\n    centre: {latitude: 1, longitude: 1}\n")
        let bad = try await StoreFinderBinary.run(["render", "delivery-city", "--cities", cities])
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("error: \(cities):3:"), "\(bad.stderr)")
        #expect(bad.stderr.contains("expected a name for \"en\""))
    }
}
