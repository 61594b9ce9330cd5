import StoreDomain
import StoreIO

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cities file: the active cities, and where their zones are.
///
/// ```yaml
/// zones: zones.geojson          # a GeoJSON FeatureCollection, relative to this file
/// cities:
///   - id: moscow
///     names: {en: Moscow, ru: Москва}
///     aliases: [Moskva]
///     centre: {latitude: 55.7558, longitude: 37.6173}
/// ```
public struct CitiesFile: Sendable, Hashable, Decodable {
    /// The zones file, relative to the cities file.
    public var zones: String?
    public var cities: [DeliveryCity]

    public init(zones: String?, cities: [DeliveryCity]) {
        self.zones = zones
        self.cities = cities
    }

    /// Reads the cities at `citiesPath` and the zones at `zonesPath` (else the file's own
    /// `zones:`, relative to it; else none), and checks that they fit together. Every error
    /// names its file and JSON path.
    public static func catalog(
        contentsOf citiesPath: String, zones zonesPath: String? = nil
    ) throws(InputError) -> DeliveryCatalog {
        try catalogNotingUnknownKeys(contentsOf: citiesPath, zones: zonesPath).catalog
    }

    /// ``catalog(contentsOf:zones:)``, with a warning for each key path of the cities file and
    /// of the zones' properties that nothing reads.
    public static func catalogNotingUnknownKeys(
        contentsOf citiesPath: String, zones zonesPath: String? = nil
    ) throws(InputError) -> (catalog: DeliveryCatalog, unknownKeys: [InputWarning]) {
        let (file, unknownCityKeys) = try InputLoader.loadNotingUnknownKeys(CitiesFile.self, contentsOf: citiesPath)
        let zonesFile = zonesPath ?? file.zones.map { FileName.resolve($0, besides: citiesPath) }
        var zones = DeliveryZones([])
        var unknownZoneKeys: [InputWarning] = []
        if let zonesFile {
            (zones, unknownZoneKeys) = try InputLoader.loadNotingUnknownKeys(DeliveryZones.self, contentsOf: zonesFile)
        }
        return (
            try catalog(file.cities, zones: zones, citiesFile: citiesPath, zonesFile: zonesFile ?? citiesPath),
            unknownCityKeys + unknownZoneKeys
        )
    }

    /// `cities` and `zones` as a catalog, a mismatch reported in the file it is in.
    public static func catalog(
        _ cities: [DeliveryCity], zones: DeliveryZones, citiesFile: String, zonesFile: String
    ) throws(InputError) -> DeliveryCatalog {
        do {
            return try DeliveryCatalog(cities: cities, zones: zones)
        } catch {
            switch error {
            case .duplicateCity(_, _, let second):
                throw .json(file: citiesFile, path: "$.cities[\(second)].id", message: error.description)
            case .ambiguousName(_, let city, _):
                throw .json(file: citiesFile, path: "$.cities[\(city)]", message: error.description)
            case .unknownCity(_, let zone):
                throw .json(file: zonesFile, path: "$.features[\(zone)].properties.city", message: error.description)
            }
        }
    }
}
