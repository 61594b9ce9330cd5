import StoreDomain
import StoreInputFiles
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reproducible delivery-city state: a named list of steps replayed through the
/// ``DeliveryCityState`` reducer.
///
/// A geocoder answer is named (`geocoded: london`, a response file the replay's resolver
/// finds) or written inline in Google's own shape:
///
/// ```yaml
/// name: detected
/// steps:
///   - appeared: allowed
///   - location: [55.7575, 37.6122]
///   - geocoded: moscow-tverskaya
/// ```
///
/// Steps: `appeared: <permission>`, `allow`, `choose`, `permission: <permission>`,
/// `location: [lat, lon]`, `timeout`, `geocoded: <name or response>`,
/// `geocodingFailed: <TIMEOUT, ZERO_RESULTS, …>`, `retry`, `search: <text>`, `select: <city id>`.
public typealias DeliveryCityScenario = ScenarioOf<DeliveryCityScenarioStep>

/// One step of a ``DeliveryCityScenario``.
public enum DeliveryCityScenarioStep: Sendable, Hashable {
    case appeared(LocationPermission)
    case allow
    case choose
    case permission(LocationPermission)
    case location(Coordinate)
    case timeout
    /// A named response, or one written in the scenario.
    case geocoded(GeocodingSource)
    case geocodingFailed(GeocodingFailure)
    case retry
    case search(String)
    case select(String)
}

/// Where a scenario's geocoder answer comes from.
public enum GeocodingSource: Sendable, Hashable {
    case named(String)
    case response(GeocodingResponse)
}

extension DeliveryCityScenarioStep: ScenarioStep {
    /// What a delivery scenario's steps refer to: the cities and zones the flow detects and
    /// lists, and the geocoder's answers by the name a step gives them (`geocoded: london`).
    public struct Inputs: Sendable {
        /// The active cities and their zones.
        public var catalog: DeliveryCatalog
        /// The geocoder's answer a step names; its error becomes the step's.
        public var answer: @Sendable (String) throws(InputError) -> GeocodingResponse

        /// Inputs over `catalog`, with the answers `answer` finds by name.
        public init(
            catalog: DeliveryCatalog, answer: @escaping @Sendable (String) throws(InputError) -> GeocodingResponse
        ) {
            self.catalog = catalog
            self.answer = answer
        }
    }

    /// The flow's first state over the catalog: asking for location permission.
    public static func initialState(_ inputs: Inputs) -> DeliveryCityState {
        DeliveryCityState(catalog: inputs.catalog)
    }

    /// The action the step stands for. An answer goes to the request waiting, or, when none
    /// is, to the last one issued: a late or repeated answer, which the reducer drops and
    /// `check` notes.
    public func action(after replay: Replay<Self>) throws(ScenarioStepError) -> DeliveryCityAction {
        let state = replay.state
        func pending() throws(ScenarioStepError) -> RequestID {
            if let request = state.pendingGeocode { return request.id }
            guard state.lastRequestID.rawValue > 0 else {
                throw ScenarioStepError(
                    message: "no geocoding request was issued for this answer; add a `location` step first")
            }
            return state.lastRequestID
        }
        switch self {
        case .appeared(let permission): return .appeared(permission)
        case .allow: return .allowTapped
        case .choose: return .chooseCityTapped
        case .permission(let permission): return .permissionChanged(permission)
        case .location(let coordinate): return .locationUpdated(coordinate)
        case .timeout: return .locationTimedOut
        case .retry: return .retryTapped
        case .search(let text): return .searchChanged(text)
        case .select(let id):
            guard state.catalog.city(id: id) != nil else {
                throw ScenarioStepError(
                    message:
                        "no active city has the id \"\(id)\"; the cities are \(state.catalog.cities.map(\.id).joined(separator: ", "))"
                )
            }
            return .citySelected(id)
        case .geocodingFailed(let failure): return .geocodingFailed(failure, answering: try pending())
        case .geocoded(let source):
            let id = try pending()
            switch source {
            case .response(let response): return .geocoded(response, answering: id)
            case .named(let name):
                do {
                    return .geocoded(try replay.inputs.answer(name), answering: id)
                } catch {
                    throw ScenarioStepError(message: "geocoded: \(error)")
                }
            }
        }
    }
}

extension DeliveryCityScenarioStep: Decodable {
    private enum StepKey: String, CodingKey, CaseIterable {
        case appeared, permission, location, geocoded, geocodingFailed, search, select
    }
    private static let words = ["allow", "choose", "timeout", "retry"]

    public init(from decoder: any Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "allow": self = .allow
            case "choose": self = .choose
            case "timeout": self = .timeout
            case "retry": self = .retry
            default:
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "expected \(Self.words.joined(separator: ", ")), or a step with one key: "
                            + StepKey.allCases.map(\.rawValue).joined(separator: ", ") + "; found \"\(word)\""))
            }
            return
        }
        let (container, key) = try SingleStepKey.decode(
            StepKey.self, from: decoder, stepNames: Self.words + StepKey.allCases.map(\.rawValue),
            example: "appeared: allowed")
        func permission() throws -> LocationPermission {
            let name = try container.decode(String.self, forKey: key)
            guard let permission = LocationPermission(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription:
                        "expected one of \(LocationPermission.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(name)\""
                )
            }
            return permission
        }
        switch key {
        case .appeared: self = .appeared(try permission())
        case .permission: self = .permission(try permission())
        case .location:
            var pair = try container.nestedUnkeyedContainer(forKey: key)
            let latitude = try pair.decode(Double.self), longitude = try pair.decode(Double.self)
            guard pair.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected [latitude, longitude], found more numbers")
            }
            do {
                self = .location(try Coordinate(latitude: latitude, longitude: longitude))
            } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
            }
        case .geocoded:
            if let name = try? container.decode(String.self, forKey: key) {
                self = .geocoded(.named(name))
            } else {
                self = .geocoded(.response(try container.decode(GeocodingResponse.self, forKey: key)))
            }
        case .geocodingFailed:
            let status = try container.decode(String.self, forKey: key)
            guard let failure = GeocodingFailure(status: status) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "expected a failure status such as TIMEOUT or OVER_QUERY_LIMIT, found \"OK\"")
            }
            self = .geocodingFailed(failure)
        case .search: self = .search(try container.decode(String.self, forKey: key))
        case .select: self = .select(try container.decode(String.self, forKey: key))
        }
    }
}
