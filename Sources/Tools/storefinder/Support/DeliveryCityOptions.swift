import StoreDomain
import StoreIO
import StoreInputFiles
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The delivery-city inputs, `--cities` and `--zones` of ``InputOptions``: the active cities
/// and their zones, and the geocoder responses scenarios name.
struct DeliveryCityOptions {
    var cities: String?
    var zones: String?

    /// The cities and their zones; an error names the file and JSON path.
    func loadCatalog() throws(InputError) -> DeliveryCatalog {
        var ignored: [InputWarning] = []
        return try loadCatalog(unknownKeys: &ignored)
    }

    /// ``loadCatalog()``, adding the keys of the user's files that nothing reads to `unknownKeys`.
    func loadCatalog(unknownKeys: inout [InputWarning]) throws(InputError) -> DeliveryCatalog {
        if let cities {
            let loaded = try CitiesFile.catalogNotingUnknownKeys(contentsOf: cities, zones: zones)
            unknownKeys += loaded.unknownKeys
            return loaded.catalog
        }
        guard let zones else { return try SampleData.deliveryCatalog() }
        let sample = try SampleData.decode(CitiesFile.self, at: SampleData.citiesPath).cities
        let loaded = try InputLoader.loadNotingUnknownKeys(DeliveryZones.self, contentsOf: zones)
        unknownKeys += loaded.unknownKeys
        return try CitiesFile.catalog(
            sample, zones: loaded.value, citiesFile: SampleData.citiesPath, zonesFile: zones)
    }

    /// The zones in the GeoJSON file at `path`, else the sample's.
    static func loadZones(_ path: String?) throws(InputError) -> DeliveryZones {
        if let path { return try InputLoader.load(DeliveryZones.self, contentsOf: path) }
        return try SampleData.decode(DeliveryZones.self, at: SampleData.zonesPath)
    }
}
