import ArgumentParser
import StoreDomain
import StoreIO
import StoreInputFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `storefinder geocode --response F`: what a Google Geocoding response says, and the city
/// the delivery flow takes from it.
struct GeocodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geocode",
        abstract: "Parse a Google Geocoding response: its components, the city chosen and the rule that chose it.",
        discussion: """
            The city is the first component, across all results, of the first type found in this \
            order: locality, postal_town, sublocality_level_1 or sublocality, \
            administrative_area_level_3, administrative_area_level_2. A city from the last two is \
            low-confidence.

            Exit status: 0 for OK and for ZERO_RESULTS (which prints "city": null); 1 for any \
            other status, naming it, and for a file that is not a geocoding response.
            """
    )

    @Option(help: ArgumentHelp("The response, as the API returned it (JSON).", valueName: "file"))
    var response: String

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    func run() throws {
        let parsed: GeocodingResponse
        do {
            parsed = try InputLoader.load(GeocodingResponse.self, contentsOf: response)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        if case .failed(let failure) = parsed.outcome, failure != .zeroResults, failure != .noCity {
            let detail = parsed.errorMessage.map { ": \($0)" } ?? ""
            let ways = failure.recoveries.map { $0 == .retry ? "retry" : "choose a city by hand" }.joined(
                separator: " or ")
            printError("error: \(response): the geocoder answered \(failure.status)\(detail); \(ways)")
            throw ExitCode(1)
        }
        let report = GeocodeReport(parsed)
        if format == .json {
            print(try prettyJSON(report))
        } else {
            print(TerminalSafe.lines(report.text))
        }
    }
}

/// What `geocode` prints.
struct GeocodeReport: Encodable {
    struct City: Encodable {
        var name: String
        var shortName: String
        var rule: String
        var type: String
        var result: Int
        var lowConfidence: Bool
        var country: String?
    }

    struct Component: Encodable {
        var result: Int
        var longName: String
        var shortName: String
        var types: [String]
    }

    var status: String
    var city: City?
    var address: [String]
    var components: [Component]

    init(_ response: GeocodingResponse) {
        status = response.status
        let geocoded = response.city
        city = geocoded.map {
            City(
                name: $0.name, shortName: $0.shortName, rule: $0.rule.rawValue, type: $0.matchedType,
                result: $0.resultIndex,
                lowConfidence: $0.isLowConfidence, country: $0.country)
        }
        let addressValue = response.results.first?.address(city: geocoded?.name)
        address = addressValue.map { AddressFormat.of(country: $0.country).lines(of: $0) } ?? []
        components = response.results.enumerated().flatMap { index, result in
            result.addressComponents.map {
                Component(result: index, longName: $0.longName, shortName: $0.shortName, types: $0.types)
            }
        }
    }

    private enum CodingKeys: String, CodingKey { case status, city, address, components }

    /// Hand-written to write `city` as `null` when there is none, where synthesis leaves it out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(city, forKey: .city)  // null when there is none
        try container.encode(address, forKey: .address)
        try container.encode(components, forKey: .components)
    }

    var text: String {
        var lines = ["status: \(status)"]
        for component in components {
            lines.append(
                "  [\(component.result)] \(component.types.joined(separator: ", ")): \(component.longName)"
                    + (component.shortName != component.longName ? " (\(component.shortName))" : ""))
        }
        if let city {
            lines.append(
                "city: \(city.name), from \(city.type) in result \(city.result) (rule \(city.rule)"
                    + (city.lowConfidence ? ", low confidence)" : ")"))
        } else {
            lines.append("city: none")
        }
        if !address.isEmpty { lines.append("address: " + address.joined(separator: " / ")) }
        return lines.joined(separator: "\n")
    }
}
