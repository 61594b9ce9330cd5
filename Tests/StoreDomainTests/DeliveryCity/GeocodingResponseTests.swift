import Foundation
import StoreDomain
import Testing

/// A component of a Google response.
func component(_ name: String, _ types: String..., short: String? = nil) -> GeocodingResponse.Component {
    GeocodingResponse.Component(longName: name, shortName: short ?? name, types: types)
}

@Suite("Reverse geocoding: the city rule, statuses and addresses")
struct GeocodingResponseTests {
    /// (what the case is, results as component lists, the city, its rule, the result it came from)
    @Test(
        "the city is the first rule any result answers, looking through every result",
        arguments: [
            ("a locality", [[component("Москва", "locality", "political")]], "Москва", CityRule.locality, 0),
            (
                "GB: a postal_town in the second result beats a county in the first",
                [[component("Greater London", "administrative_area_level_2")], [component("London", "postal_town")]],
                "London", .postalTown, 1
            ),
            (
                "a locality in a later result beats a postal_town in the first",
                [[component("Royal Mail Town", "postal_town")], [component("Realville", "locality")]], "Realville",
                .locality, 1
            ),
            (
                "New York: the borough, a sublocality_level_1",
                [
                    [
                        component("Brooklyn", "sublocality_level_1", "sublocality"),
                        component("Kings County", "administrative_area_level_2"),
                    ]
                ], "Brooklyn", .sublocality, 0
            ),
            ("a plain sublocality", [[component("Queens", "sublocality", "political")]], "Queens", .sublocality, 0),
            (
                "a municipality: administrative_area_level_3",
                [
                    [
                        component("Gemeinde", "administrative_area_level_3"),
                        component("Kreis", "administrative_area_level_2"),
                    ]
                ], "Gemeinde", .administrativeAreaLevel3, 0
            ),
            (
                "a county: administrative_area_level_2", [[component("Kreis", "administrative_area_level_2")]], "Kreis",
                .administrativeAreaLevel2, 0
            ),
        ])
    func cityRule(
        _ what: String, results: [[GeocodingResponse.Component]], name: String, rule: CityRule, resultIndex: Int
    ) throws {
        let response = GeocodingResponse(
            status: "OK", results: results.map { GeocodingResponse.Result(addressComponents: $0) })
        let city = try #require(response.city, "\(what)")
        #expect(city.name == name, "\(what)")
        #expect(city.rule == rule, "\(what)")
        #expect(city.resultIndex == resultIndex, "\(what)")
        #expect(
            city.isLowConfidence == (rule == .administrativeAreaLevel2 || rule == .administrativeAreaLevel3), "\(what)")
        #expect(response.outcome == .city(city))
    }

    /// (status, the failure, its ways out)
    @Test(
        "a status other than OK is a failure that names it, with its ways out",
        arguments: [
            ("ZERO_RESULTS", GeocodingFailure.zeroResults, [GeocodingFailure.Recovery.chooseManually]),
            ("OVER_QUERY_LIMIT", .overQueryLimit, [.retry, .chooseManually]),
            ("REQUEST_DENIED", .requestDenied, [.retry, .chooseManually]),
            ("INVALID_REQUEST", .other(status: "INVALID_REQUEST"), [.retry, .chooseManually]),
            ("UNKNOWN_ERROR", .other(status: "UNKNOWN_ERROR"), [.retry, .chooseManually]),
        ])
    func status(_ status: String, failure: GeocodingFailure, recoveries: [GeocodingFailure.Recovery]) {
        let response = GeocodingResponse(status: status)
        #expect(response.outcome == .failed(failure))
        #expect(failure.status == status)
        #expect(failure.recoveries == recoveries)
    }

    @Test("OK with no component any rule takes is no city, and the list is the way on")
    func noCity() {
        let response = GeocodingResponse(
            status: "OK", results: [.init(addressComponents: [component("Россия", "country", short: "RU")])])
        #expect(response.outcome == .failed(.noCity))
        #expect(GeocodingFailure.noCity.recoveries == [.chooseManually])
        #expect(GeocodingFailure.timeout.status == "TIMEOUT")
    }

    @Test("the response decodes exactly as Google sends it")
    func decodes() throws {
        let json = """
            {"status": "OK", "results": [{"address_components": [{"long_name": "London", "short_name": "London", "types": ["postal_town"]}],
              "formatted_address": "London, UK", "geometry": {"location": {"lat": 51.5, "lng": -0.12}, "location_type": "APPROXIMATE"},
              "place_id": "x"}]}
            """
        let response = try JSONDecoder().decode(GeocodingResponse.self, from: Data(json.utf8))
        #expect(response.results.first?.locationType == "APPROXIMATE")
        #expect(response.city?.rule == .postalTown)
    }

    /// (country, number, route, the street line)
    @Test(
        "the street line puts the number where the country does",
        arguments: [
            ("GB", "221B", "Baker Street", "221B Baker Street"),
            ("US", "350", "Jay Street", "350 Jay Street"),
            ("FR", "12", "Rue de Rivoli", "12 Rue de Rivoli"),
            ("DE", "77", "Unter den Linden", "Unter den Linden 77"),
            ("NL", "1", "Dam", "Dam 1"),
            ("RU", "28", "Невский проспект", "Невский проспект, 28"),
            ("BR", "1500", "Rua Augusta", "Rua Augusta, 1500"),
        ])
    func streetLine(country: String, number: String, route: String, line: String) {
        #expect(StreetLine.make(number: number, route: route, country: country) == line)
    }

    @Test(
        "the address takes the street, the chosen city, the postcode and the country; a region that repeats the city is dropped"
    )
    func address() throws {
        let result = GeocodingResponse.Result(addressComponents: [
            component("7", "street_number"), component("Тверская улица", "route"), component("Москва", "locality"),
            component("Москва", "administrative_area_level_1"), component("Россия", "country", short: "RU"),
            component("125009", "postal_code"),
        ])
        let address = try #require(result.address())
        #expect(
            address
                == Address(lines: ["Тверская улица, 7"], city: "Москва", region: nil, postcode: "125009", country: "RU")
        )
        let us = GeocodingResponse.Result(addressComponents: [
            component("350", "street_number"), component("Jay Street", "route"),
            component("Brooklyn", "sublocality_level_1"),
            component("New York", "administrative_area_level_1", short: "NY"),
            component("United States", "country", short: "US"),
            component("11201", "postal_code"),
        ])
        #expect(
            AddressFormat.of(country: "US").lines(of: try #require(us.address())) == [
                "350 Jay Street", "Brooklyn, NY 11201",
            ])
        #expect(
            GeocodingResponse.Result(addressComponents: [component("London", "postal_town")]).address() == nil,
            "no country, no address")
    }
}
