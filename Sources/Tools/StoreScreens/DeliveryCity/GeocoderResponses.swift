import StoreDomain
import StoreIO
import StoreInputFiles
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the geocoder responses a delivery scenario names come from.
enum GeocoderResponses {
    /// The response a scenario names: a file beside the scenario's own file (`Geocode/home.json`,
    /// or `home` for `home.json` there), when the scenario is the user's; else a sample
    /// response of that name.
    static func response(named name: String, scenarioFile: String?) throws(InputError) -> GeocodingResponse {
        if let scenarioFile,
            !SampleFiles.files.paths(under: SampleData.deliveryCityScenariosFolder).contains(scenarioFile)
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
}
