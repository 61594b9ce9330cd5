import StoreDomain
import StoreIO
import StoreInputFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SampleData {
    /// The embedded path of the sample cities file.
    public static let citiesPath = "Examples/Delivery/cities.yml"
    /// The embedded path of the sample zones, which the cities file names.
    public static let zonesPath = "Examples/Delivery/zones.geojson"
    /// The embedded folder of sample geocoder responses.
    public static let geocodeFolder = "Examples/Delivery/Geocode"
    /// The embedded folder of delivery-city scenarios.
    public static let deliveryCityScenariosFolder = "Examples/Delivery/Scenarios"

    /// The sample active cities (Moscow, Saint Petersburg, London and Yekaterinburg) with
    /// their zones: holes, overlaps by priority and by file order, and a MultiPolygon.
    public static func deliveryCatalog() throws(InputError) -> DeliveryCatalog {
        let cities = try decode(CitiesFile.self, at: citiesPath).cities
        return try CitiesFile.catalog(
            cities, zones: decode(DeliveryZones.self, at: zonesPath), citiesFile: citiesPath, zonesFile: zonesPath)
    }

    /// The sample geocoder response called `name` (`london-oxford-street`).
    public static func geocodingResponse(named name: String) throws(InputError) -> GeocodingResponse {
        let path = geocodeFolder + "/" + name + ".json"
        guard SampleFiles.files.text(at: path) != nil else {
            let names = geocodingResponseNames().joined(separator: ", ")
            throw .unreadable(
                file: geocodeFolder, message: "no sample geocoder response named \"\(name)\"; the samples are \(names)")
        }
        return try decode(GeocodingResponse.self, at: path)
    }

    /// The names of the sample geocoder responses, sorted, as `geocoded:` steps name them.
    public static func geocodingResponseNames() -> [String] {
        SampleFiles.files.paths(under: geocodeFolder).map { FileName.stem(of: $0) }.sorted()
    }
}
