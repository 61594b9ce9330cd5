import StoreDomain
import StoreIO
import StoreInput
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The delivery-city inputs, `--cities` and `--zones` of ``InputOptions``: the active cities
/// and their zones, and the geocoder responses scenarios name.
struct DeliveryOptions {
    var cities: String?
    var zones: String?

    /// The cities and their zones; an error names the file and JSON path.
    func loadCatalog() throws(InputError) -> DeliveryCatalog {
        if let cities { return try CitiesFile.catalog(contentsOf: cities, zones: zones) }
        guard let zones else { return try SampleData.deliveryCatalog() }
        let sample = try SampleData.decode(CitiesFile.self, at: SampleData.citiesPath).cities
        return try CitiesFile.catalog(
            sample, zones: InputLoader.load(DeliveryZones.self, contentsOf: zones),
            citiesFile: SampleData.citiesPath, zonesFile: zones)
    }

    /// The zones in the GeoJSON file at `path`, else the sample's.
    static func loadZones(_ path: String?) throws(InputError) -> DeliveryZones {
        if let path { return try InputLoader.load(DeliveryZones.self, contentsOf: path) }
        return try SampleData.decode(DeliveryZones.self, at: SampleData.zonesPath)
    }

    /// The delivery scenario `--scenario` names (a file or a sample name), else the sample called `fallback`.
    static func loadScenario(_ scenario: String?, default fallback: String) throws(InputError) -> DeliveryScenario {
        guard let scenario else { return try SampleData.deliveryScenario(named: fallback) }
        return try DeliveryScenario.fileOrSample(scenario, sample: SampleData.deliveryScenario(named:))
    }

    /// Finds a geocoder response a scenario names: a file relative to the scenario's folder
    /// (`Geocode/home.json`, or `home` for `home.json` there), else a sample response.
    static func response(named name: String, scenarioFile: String?) throws(InputError) -> GeocodingResponse {
        if let scenarioFile, !SampleFiles.files.paths(under: SampleData.deliveryScenariosFolder).contains(scenarioFile)
        {
            for candidate in [name, name + ".json"] {
                let path = FileName.resolve(candidate, besides: scenarioFile)
                if FileManager.default.fileExists(atPath: path) {
                    return try InputLoader.load(GeocodingResponse.self, contentsOf: path)
                }
            }
        }
        return try SampleData.geocodingResponse(named: name)
    }

    /// Every sample geocoder response, by name, for the review.
    static func sampleResponses() throws(InputError) -> [String: GeocodingResponse] {
        var responses: [String: GeocodingResponse] = [:]
        for path in SampleFiles.files.paths(under: SampleData.geocodeFolder) {
            responses[FileName.stem(of: path)] = try SampleData.decode(GeocodingResponse.self, at: path)
        }
        return responses
    }
}
