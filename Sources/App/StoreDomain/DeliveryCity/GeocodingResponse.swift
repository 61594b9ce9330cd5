/// A Google Geocoding API response, exactly as the API returns it (reverse geocoding:
/// `GET …/geocode/json?latlng=…`):
///
/// ```json
/// { "status": "OK",
///   "results": [ { "address_components": [ { "long_name": "London", "short_name": "London",
///                                             "types": ["postal_town"] } ],
///                  "formatted_address": "…", "geometry": { "location_type": "ROOFTOP" } } ] }
/// ```
///
/// Decoding checks the shape only; ``city`` applies the rule that picks the city, and
/// ``outcome`` says what the flow does with the response.
///
/// ```swift
/// let response = try JSONDecoder().decode(GeocodingResponse.self, from: data)
/// state.apply(.geocoded(response, answering: request.id))
/// ```
public struct GeocodingResponse: Sendable, Hashable, Decodable {
    /// One part of an address, such as the street number or the town.
    public struct Component: Sendable, Hashable, Decodable {
        /// The component's full name, such as `London`.
        public var longName: String
        /// The component's short name, such as `GB` for a country.
        public var shortName: String
        /// Google's types, such as `locality`, `postal_town`, `political`.
        public var types: [String]

        private enum CodingKeys: String, CodingKey {
            case longName = "long_name"
            case shortName = "short_name"
            case types
        }

        /// A component with its names and Google's types (`locality`, `postal_town`, …).
        public init(longName: String, shortName: String, types: [String]) {
            self.longName = longName
            self.shortName = shortName
            self.types = types
        }
    }

    /// One result: an address at some precision, the most precise first.
    public struct Result: Sendable, Hashable, Decodable {
        /// The address's parts, smallest first, as Google lists them.
        public var addressComponents: [Component]
        /// The whole address in one line, when Google gave one.
        public var formattedAddress: String?
        /// `ROOFTOP`, `RANGE_INTERPOLATED`, `GEOMETRIC_CENTER` or `APPROXIMATE`.
        public var locationType: String?

        private enum CodingKeys: String, CodingKey {
            case addressComponents = "address_components"
            case formattedAddress = "formatted_address"
            case geometry
        }
        private enum GeometryKeys: String, CodingKey { case locationType = "location_type" }

        /// A result of these components, with Google's formatted address and location type.
        public init(addressComponents: [Component], formattedAddress: String? = nil, locationType: String? = nil) {
            self.addressComponents = addressComponents
            self.formattedAddress = formattedAddress
            self.locationType = locationType
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            addressComponents = try container.decodeIfPresent([Component].self, forKey: .addressComponents) ?? []
            formattedAddress = try container.decodeIfPresent(String.self, forKey: .formattedAddress)
            if container.contains(.geometry) {
                let geometry = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
                locationType = try geometry.decodeIfPresent(String.self, forKey: .locationType)
            }
        }

        /// The first component with `type`.
        public func component(_ type: String) -> Component? {
            addressComponents.first { $0.types.contains(type) }
        }

        /// The component `rule` takes from this result, and the type it matched.
        public func component(by rule: CityRule) -> (component: Component, type: String)? {
            for type in rule.types { if let found = component(type) { return (found, type) } }
            return nil
        }
    }

    /// `OK`, `ZERO_RESULTS`, `OVER_QUERY_LIMIT`, `REQUEST_DENIED`, `INVALID_REQUEST` or
    /// `UNKNOWN_ERROR`, as Google spells it.
    public var status: String
    /// The results, most specific first.
    public var results: [Result]
    /// Google's own explanation of a failure, when it sends one.
    public var errorMessage: String?

    private enum CodingKeys: String, CodingKey {
        case status, results
        case errorMessage = "error_message"
    }

    /// A response with Google's `status` (`OK`, `ZERO_RESULTS`, …), its results and its error
    /// message.
    public init(status: String, results: [Result] = [], errorMessage: String? = nil) {
        self.status = status
        self.results = results
        self.errorMessage = errorMessage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(String.self, forKey: .status)
        results = try container.decodeIfPresent([Result].self, forKey: .results) ?? []
        errorMessage = try container.decodeIfPresent(String.self, forKey: .errorMessage)
    }

    /// The city, by ``CityRule``'s order, looking through every result for each rule before
    /// trying the next: `nil` when no result has any of the rule's types.
    public var city: GeocodedCity? {
        for rule in CityRule.allCases {
            for (index, result) in results.enumerated() {
                if let (component, type) = result.component(by: rule) {
                    return GeocodedCity(
                        name: component.longName, shortName: component.shortName, rule: rule, matchedType: type,
                        resultIndex: index,
                        country: results.lazy.compactMap { $0.component("country")?.shortName }.first)
                }
            }
        }
        return nil
    }

    /// What the flow does with the response: a city, or a failure with its way out.
    public var outcome: GeocodingOutcome {
        if let failure = GeocodingFailure(status: status) { return .failed(failure) }
        guard let city else { return .failed(.noCity) }
        return .city(city)
    }
}

/// Which address component a city was taken from, in the order they are tried.
public enum CityRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// `locality`: a city or town, where the country has one.
    case locality
    /// `postal_town`: what Great Britain and Sweden often give instead of a locality.
    case postalTown
    /// `sublocality_level_1` or `sublocality`: the New York boroughs.
    case sublocality
    /// `administrative_area_level_3`: a municipality; low confidence.
    case administrativeAreaLevel3
    /// `administrative_area_level_2`: a county or district; low confidence.
    case administrativeAreaLevel2

    /// The component types the rule looks for, in order.
    public var types: [String] {
        switch self {
        case .locality: return ["locality"]
        case .postalTown: return ["postal_town"]
        case .sublocality: return ["sublocality_level_1", "sublocality"]
        case .administrativeAreaLevel3: return ["administrative_area_level_3"]
        case .administrativeAreaLevel2: return ["administrative_area_level_2"]
        }
    }

    /// Whether a city found this way is only a guess: an administrative area may be wider
    /// than the city, or a different place with the same name.
    public var isLowConfidence: Bool { self == .administrativeAreaLevel3 || self == .administrativeAreaLevel2 }
}

/// A city the geocoder named, and how it was chosen.
public struct GeocodedCity: Sendable, Hashable {
    /// The component's `long_name`: "London", "Санкт-Петербург", "Brooklyn".
    public var name: String
    /// The short form of the name, as the component gave it.
    public var shortName: String
    /// The rule that chose it.
    public var rule: CityRule
    /// The component type that matched, such as `sublocality_level_1`.
    public var matchedType: String
    /// Which result it came from, from 0.
    public var resultIndex: Int
    /// The ISO 3166-1 country code of the first result that has one.
    public var country: String?

    /// A city found by `rule` in result `resultIndex`, in the component of type `matchedType`.
    public init(
        name: String, shortName: String, rule: CityRule, matchedType: String, resultIndex: Int, country: String? = nil
    ) {
        self.name = name
        self.shortName = shortName
        self.rule = rule
        self.matchedType = matchedType
        self.resultIndex = resultIndex
        self.country = country
    }

    /// Whether the city is only a guess (``CityRule/isLowConfidence``).
    public var isLowConfidence: Bool { rule.isLowConfidence }
}

/// What a reverse geocode came to.
public enum GeocodingOutcome: Sendable, Hashable {
    /// The city the response names.
    case city(GeocodedCity)
    /// No city: the response failed, or no component gave one.
    case failed(GeocodingFailure)
}

/// Why no city came back, and what the user can do about it.
public enum GeocodingFailure: Sendable, Hashable {
    /// `ZERO_RESULTS`: nothing is known at the point (the sea, a desert).
    case zeroResults
    /// `OVER_QUERY_LIMIT`: the app's quota is spent for now.
    case overQueryLimit
    /// `REQUEST_DENIED`: the key is wrong or not allowed.
    case requestDenied
    /// The request, or the location fix before it, took too long.
    case timeout
    /// `OK`, but no result had a component any ``CityRule`` takes.
    case noCity
    /// Any other status, such as `INVALID_REQUEST` or `UNKNOWN_ERROR`.
    case other(status: String)

    /// What the user can do next.
    public enum Recovery: String, Sendable, Hashable, CaseIterable {
        /// Ask the geocoder again.
        case retry
        /// Let the user choose a city from the list.
        case chooseManually
    }

    /// The failure a status names, the inverse of ``status``; `nil` for `OK`, which is no
    /// failure. A status neither Google nor StoreFinder names is ``other(status:)``.
    public init?(status: String) {
        switch status {
        case "OK": return nil
        case "ZERO_RESULTS": self = .zeroResults
        case "OVER_QUERY_LIMIT": self = .overQueryLimit
        case "REQUEST_DENIED": self = .requestDenied
        case "TIMEOUT": self = .timeout
        case "NO_CITY": self = .noCity
        default: self = .other(status: status)
        }
    }

    /// The status as Google spells it, or `TIMEOUT` and `NO_CITY` for the two that are not
    /// Google's.
    public var status: String {
        switch self {
        case .zeroResults: return "ZERO_RESULTS"
        case .overQueryLimit: return "OVER_QUERY_LIMIT"
        case .requestDenied: return "REQUEST_DENIED"
        case .timeout: return "TIMEOUT"
        case .noCity: return "NO_CITY"
        case .other(let status): return status
        }
    }

    /// The ways out: choosing by hand always; retrying where trying again may help.
    public var recoveries: [Recovery] {
        switch self {
        case .zeroResults, .noCity: return [.chooseManually]
        case .overQueryLimit, .requestDenied, .timeout, .other: return [.retry, .chooseManually]
        }
    }
}
