import StoreDomain
import StoreScenarios

extension StoreFinderScenarioStep: Decodable {
    public init(from decoder: any Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "appeared": self = .appeared
            case "locationFailed": self = .locationFailed
            case "retryLocation": self = .retryLocation
            case "followMe": self = .followMe
            case "nextPage": self = .nextPage
            case "retryNextPage": self = .retryNextPage
            case "clearSelection": self = .clearSelection
            case "activateInStore": self = .activateInStore
            case "deactivateInStore": self = .deactivateInStore
            case "mapMoved": self = .mapMoved
            case "searchArea": self = .searchArea(nil)
            case "areaNextPage": self = .areaNextPage
            case "retryAreaNextPage": self = .retryAreaNextPage
            case "dismissToast": self = .dismissToast
            case "clearFilters": self = .clearFilters
            default:
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "unknown step \"\(word)\"; expected one of \(Self.names.joined(separator: ", "))"))
            }
            return
        }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a step with exactly one key, such as `search: oxford`"))
        }
        switch key.stringValue {
        case "permission": self = .permission(try Self.oneOf(LocationPermission.self, container, key))
        case "location": self = .location(try container.decode(Coordinate.self, forKey: key))
        case "search": self = .search(try container.decodeIfPresent(String.self, forKey: key) ?? "")
        case "page":
            let query = try container.decode(QuerySpec.self, forKey: key).query
            self = .page(try container.decode(StoreReference.self, forKey: key), query: query)
        case "pageFailed":
            let spec = try container.decode(ErrorSpec.self, forKey: key)
            self = .pageFailed(spec.error, query: spec.query)
        case "mode": self = .mode(try Self.oneOf(StoreFinderState.Mode.self, container, key))
        case "select": self = .select(try container.decode(String.self, forKey: key))
        case "open": self = .open(try container.decode(String.self, forKey: key))
        case "areaLoaded": self = .areaLoaded(try container.decode(StoreReference.self, forKey: key))
        case "searchArea": self = .searchArea(try container.decode(RegionSpec.self, forKey: key).region)
        case "areaFailed": self = .areaFailed(try container.decode(ErrorSpec.self, forKey: key).error)
        case "filter": self = .filter(try container.decode(StoreFilter.self, forKey: key))
        case "tab": self = .tab(try container.decode(StoreFinderState.Tab.self, forKey: key))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "unknown step \"\(key.stringValue)\"; expected one of \(Self.names.joined(separator: ", "))")
        }
    }

    private static func oneOf<T: RawRepresentable & CaseIterable>(
        _ type: T.Type, _ container: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey
    ) throws -> T where T.RawValue == String {
        let raw = try container.decode(String.self, forKey: key)
        guard let value = T(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(raw)\"")
        }
        return value
    }
}

/// The query a response answers, when the step names one: `page: {count: 12, query: camden}`.
struct QuerySpec: Decodable {
    var query: String?

    private enum CodingKeys: String, CodingKey { case query }

    init(from decoder: any Decoder) throws {
        query = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .query)
    }
}

/// An error as a scenario writes it: `network`, `server`, or `{kind: server, message: "…",
/// query: camden}`.
struct ErrorSpec: Decodable {
    var error: StoreFinderError
    var query: String?

    private enum CodingKeys: String, CodingKey { case kind, message, query }
    private static let kinds = ["network", "server", "locationNotDetermined", "locationDenied", "locationRestricted"]

    init(from decoder: any Decoder) throws {
        var kind: String
        var message: String?
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            kind = word
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            query = try container.decodeIfPresent(String.self, forKey: .query)
        }
        switch kind {
        case "network": error = .network
        case "server": error = .server(message: message)
        case "locationNotDetermined": error = .locationNotDetermined
        case "locationDenied": error = .locationDenied
        case "locationRestricted": error = .locationRestricted
        case "locationUnavailable": error = .locationUnavailable
        default:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected one of \(Self.kinds.joined(separator: ", ")), found \"\(kind)\""))
        }
    }
}

/// `{latitude: 51.51, longitude: -0.13, radius: 1500}`: a map region, the radius in metres.
private struct RegionSpec: Decodable {
    var region: MapRegion

    private enum CodingKeys: String, CodingKey { case latitude, longitude, radius }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let centre = try Coordinate(
            latitude: container.decode(Double.self, forKey: .latitude),
            longitude: container.decode(Double.self, forKey: .longitude))
        do {
            region = try MapRegion(centre: centre, radiusMetres: container.decode(Double.self, forKey: .radius))
        } catch let error as DomainValueError {
            throw DecodingError.dataCorruptedError(forKey: .radius, in: container, debugDescription: error.description)
        }
    }
}
