import StoreDisplayText

/// A city the shop delivers to.
///
/// ```yaml
/// - id: saint-petersburg
///   names: { en: Saint Petersburg, ru: Санкт-Петербург, de: Sankt Petersburg }
///   aliases: [St. Petersburg, Sankt-Peterburg, SPb, Питер]
///   centre: { latitude: 59.9386, longitude: 30.3141 }
/// ```
public struct DeliveryCity: Sendable, Hashable, Decodable {
    /// A stable id, which zones name in their `city` property.
    public var id: String
    /// The city's name by locale tag (`en`, `ru`, `en-GB`); `en` is the fallback.
    public var names: [String: String]
    /// Other names a geocoder or a user may give it, in any script.
    public var aliases: [String]
    /// Where the map centres on the city.
    public var centre: Coordinate

    /// A city served by delivery: its id, its name by locale tag, the other spellings
    /// geocoders and people use, and its centre.
    public init(id: String, names: [String: String], aliases: [String] = [], centre: Coordinate) {
        self.id = id
        self.names = names
        self.aliases = aliases
        self.centre = centre
    }

    private enum CodingKeys: String, CodingKey { case id, names, aliases, centre }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "expected a city id, found an empty string")
        }
        names = try container.decode([String: String].self, forKey: .names)
        guard names["en"] != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .names, in: container,
                debugDescription: "expected a name for \"en\", the fallback for every other locale")
        }
        aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
        centre = try container.decode(Coordinate.self, forKey: .centre)
    }

    /// The name for the first locale of `chain` that has one (a localizer's fallback chain,
    /// such as `pt-BR`, `pt`, `en`), else English, else any; the id when it has no names.
    public func name(along chain: [String]) -> String {
        for locale in chain { if let name = names[locale] { return name } }
        return names["en"] ?? names.values.sorted().first ?? id
    }
}

/// The active delivery cities, and their zones: what the delivery-city flow decides with.
///
/// ```swift
/// let catalog = try DeliveryCatalog(cities: cities, zones: zones)
/// catalog.city(matching: geocoded)          // by id, name or alias, ignoring case, accents and punctuation
/// catalog.cities(matching: "петер")         // search
/// ```
public struct DeliveryCatalog: Sendable, Hashable {
    /// The active cities, in the order the cities file lists them.
    public let cities: [DeliveryCity]
    /// Every city's delivery zones, indexed for lookups by position.
    public let zones: DeliveryZones
    /// City index by folded name, id or alias: what matching and search read.
    private let byKey: [String: Int]

    /// Why cities and zones do not fit together.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Two cities have the same id; the indexes of both.
        case duplicateCity(id: String, first: Int, second: Int)
        /// A name or alias of one city folds to one of another's, so a geocoded name could be either.
        case ambiguousName(String, city: Int, otherCity: Int)
        /// A zone names a city that is not in the list; the zone's index.
        case unknownCity(String, zone: Int)

        public var description: String {
            switch self {
            case .duplicateCity(let id, let first, _):
                return "the city id \"\(id)\" is already used by cities[\(first)]"
            case .ambiguousName(let name, _, let other):
                return "the name \"\(name)\" is also a name of cities[\(other)]; a geocoded name could be either"
            case .unknownCity(let city, _): return "no active city has the id \"\(city)\""
            }
        }
    }

    /// The catalog, checked: unique ids, no name shared by two cities, and every zone's city in
    /// the list.
    public init(cities: [DeliveryCity], zones: DeliveryZones) throws(Problem) {
        var byKey: [String: Int] = [:]
        var ids: [String: Int] = [:]
        for (index, city) in cities.enumerated() {
            if let first = ids[city.id] { throw .duplicateCity(id: city.id, first: first, second: index) }
            ids[city.id] = index
            for name in [city.id] + city.names.values.sorted() + city.aliases {
                let key = LetterFolding.matchKey(name)
                guard !key.isEmpty else { continue }
                if let other = byKey[key], other != index { throw .ambiguousName(name, city: index, otherCity: other) }
                byKey[key] = index
            }
        }
        for (index, zone) in zones.zones.enumerated() where ids[zone.city] == nil {
            throw .unknownCity(zone.city, zone: index)
        }
        self.cities = cities
        self.zones = zones
        self.byKey = byKey
    }

    /// No cities and no zones.
    public static let empty = DeliveryCatalog(unchecked: [], zones: DeliveryZones([]), byKey: [:])

    private init(unchecked cities: [DeliveryCity], zones: DeliveryZones, byKey: [String: Int]) {
        self.cities = cities
        self.zones = zones
        self.byKey = byKey
    }

    /// The city with `id`.
    public func city(id: String) -> DeliveryCity? {
        cities.first { $0.id == id }
    }

    /// The active city a geocoded city is: by its long or short name against every city's id,
    /// names and aliases, ignoring case, accents, punctuation and spaces.
    public func city(matching geocoded: GeocodedCity) -> DeliveryCity? {
        city(named: geocoded.name) ?? city(named: geocoded.shortName)
    }

    /// The active city `name` names, by the same folding.
    public func city(named name: String) -> DeliveryCity? {
        byKey[LetterFolding.matchKey(name)].map { cities[$0] }
    }

    /// The cities one of whose names or aliases contains `query`, folded; every city for a
    /// query with no letters or digits. In the list's order.
    public func cities(matching query: String) -> [DeliveryCity] {
        let key = LetterFolding.matchKey(query)
        guard !key.isEmpty else { return cities }
        // The folded names were indexed once, when the catalog was made.
        let found = Set(byKey.compactMap { $0.key.contains(key) ? $0.value : nil })
        return cities.indices.filter(found.contains).map { cities[$0] }
    }
}
