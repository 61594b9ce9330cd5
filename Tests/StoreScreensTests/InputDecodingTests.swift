import Foundation
import StoreDomain
import Testing

@testable import StoreInputFiles
@testable import StoreScenarios
@testable import StoreScreens

/// A broken input file and the one line of error it must produce.
struct BrokenInput: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let text: String
    let expected: String
    var testDescription: String { name }
}

private let validHours = #"{"timeZone": "Europe/London", "week": {"monday": ["09:00-17:00"]}}"#
private func storeJSON(_ fields: String) -> String {
    #"[{"id": "a", "name": "A", "address": {"lines": ["1 St"], "city": "London", "country": "GB"}, "openingHours": \#(validHours)\#(fields)}]"#
}

@Suite("Decoding input files, and the error each broken one gives")
struct InputDecodingTests {
    static let broken: [BrokenInput] = [
        BrokenInput(
            name: "JSON syntax: trailing comma", file: "stores.json", text: "[\n  {\"id\": \"a\",}\n]",
            expected: "stores.json:2:14: expected a quoted key, found '}'"),
        BrokenInput(
            name: "JSON syntax: unclosed list", file: "stores.json", text: "[1, 2",
            expected: "stores.json:1:6: expected ',' or ']', found the end of the file"),
        BrokenInput(
            name: "missing name", file: "stores.json",
            text:
                #"[{"id": "a", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": \#(validHours)}]"#,
            expected: "stores.json: $[0]: missing key \"name\""),
        BrokenInput(
            name: "latitude out of range", file: "stores.json",
            text: storeJSON(#", "coordinate": {"latitude": 91, "longitude": 0}"#),
            expected: "stores.json: $[0].coordinate.latitude: latitude 91.0 is not between -90 and 90"),
        BrokenInput(
            name: "latitude as text", file: "stores.json",
            text: storeJSON(#", "coordinate": {"latitude": "north", "longitude": 0}"#),
            expected: "stores.json: $[0].coordinate.latitude: expected a number, found a string"),
        BrokenInput(
            name: "unknown time zone", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": {"timeZone": "Mars/Olympus", "week": {}}}]"#,
            expected:
                "stores.json: $[0].openingHours.timeZone: expected an IANA time zone such as \"Europe/London\", found \"Mars/Olympus\""
        ),
        BrokenInput(
            name: "misspelt weekday", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": {"timeZone": "UTC", "week": {"munday": "closed"}}}]"#,
            expected: "stores.json: $[0].openingHours.week: unknown weekday \"munday\"; expected monday … sunday"),
        BrokenInput(
            name: "bad interval", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": {"timeZone": "UTC", "week": {"monday": ["9-5"]}}}]"#,
            expected: "stores.json: $[0].openingHours.week.monday: expected a time as HH:MM, found \"9\""),
        BrokenInput(
            name: "day hours as a number", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": {"timeZone": "UTC", "week": {"monday": 9}}}]"#,
            expected:
                "stores.json: $[0].openingHours.week.monday: expected \"closed\", \"open24Hours\" or a list of \"HH:MM-HH:MM\""
        ),
        BrokenInput(
            name: "unknown day word", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": {"timeZone": "UTC", "week": {"sunday": "shut"}}}]"#,
            expected:
                "stores.json: $[0].openingHours.week.sunday: expected \"closed\", \"open24Hours\" or a list of \"HH:MM-HH:MM\", found \"shut\""
        ),
        BrokenInput(
            name: "week that is not an object", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": {"timeZone": "UTC", "week": ["monday"]}}]"#,
            expected: "stores.json: $[0].openingHours.week: expected an object, found an array"),
        BrokenInput(
            name: "YAML stores: bad interval", file: "stores.yml",
            text:
                "- id: a\n  name: A\n  address: {lines: [], city: L, country: GB}\n  openingHours:\n    timeZone: UTC\n    week:\n      monday: [\"09:00-5pm\"]\n",
            expected: "stores.yml:7:15: expected a time as HH:MM, found \"5pm\" at [0].openingHours.week.monday"),
        BrokenInput(
            name: "empty id", file: "stores.json",
            text:
                #"[{"id": "", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "openingHours": \#(validHours)}]"#,
            expected: "stores.json: $[0].id: expected a non-empty store id"),
        BrokenInput(
            name: "country that is not an ISO 3166-1 code", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "UK "}, "openingHours": \#(validHours)}]"#,
            expected:
                "stores.json: $[0].address.country: expected an ISO 3166-1 alpha-2 country code such as \"GB\", found \"UK \""
        ),
        BrokenInput(
            name: "price that is not an amount", file: "product.json",
            text: #"{"id": "p", "name": "P", "price": {"amount": "12,99", "currency": "GBP"}}"#,
            expected: "product.json: $.price.amount: expected an amount such as \"12.99\", found \"12,99\""),
        BrokenInput(
            name: "price as a JSON number", file: "product.json",
            text: #"{"id": "p", "name": "P", "price": {"amount": 12.99, "currency": "GBP"}}"#,
            expected: "product.json: $.price.amount: expected the amount as a string such as \"12.99\""),
        BrokenInput(
            name: "more decimal places than GBP has", file: "product.json",
            text: #"{"id": "p", "name": "P", "price": {"amount": "12.345", "currency": "GBP"}}"#,
            expected:
                "product.json: $.price.amount: GBP amounts have at most 2 decimal places (ISO 4217), found \"12.345\""),
        BrokenInput(
            name: "a fraction of a yen", file: "product.json",
            text: #"{"id": "p", "name": "P", "price": {"amount": "1200.5", "currency": "JPY"}}"#,
            expected: "product.json: $.price.amount: JPY amounts have no decimal places (ISO 4217), found \"1200.5\""),
        BrokenInput(
            name: "more decimal places than KWD has, in the original price", file: "product.json",
            text:
                #"{"id": "p", "name": "P", "price": {"amount": "1.500", "currency": "KWD"}, "originalPrice": {"amount": "2.0001", "currency": "KWD"}}"#,
            expected:
                "product.json: $.originalPrice.amount: KWD amounts have at most 3 decimal places (ISO 4217), found \"2.0001\""
        ),
        BrokenInput(
            name: "a currency that is not in ISO 4217", file: "product.json",
            text: #"{"id": "p", "name": "P", "price": {"amount": "10.00", "currency": "XYZ"}}"#,
            expected:
                "product.json: $.price.currency: \"XYZ\" is not an ISO 4217 currency code; expected one such as \"GBP\""
        ),
        BrokenInput(
            name: "a code with no minor unit", file: "product.json",
            text: #"{"id": "p", "name": "P", "price": {"amount": "10", "currency": "XAU"}}"#,
            expected:
                "product.json: $.price.currency: XAU has no minor unit in ISO 4217 (a metal, a fund or a test code); a price cannot be in it"
        ),
        BrokenInput(
            name: "an original price in another currency", file: "product.json",
            text:
                #"{"id": "p", "name": "P", "price": {"amount": "89.00", "currency": "GBP"}, "originalPrice": {"amount": "120.00", "currency": "EUR"}}"#,
            expected:
                "product.json: $.originalPrice.currency: the original price is in EUR and the price in GBP; both must be in one currency"
        ),
        BrokenInput(
            name: "bad currency", file: "product.json",
            text: #"{"id": "p", "name": "P", "price": {"amount": "1.00", "currency": "pounds"}}"#,
            expected:
                "product.json: $.price.currency: expected a three-letter ISO 4217 currency code such as \"GBP\", found \"pounds\""
        ),
        BrokenInput(
            name: "unknown stock status", file: "availability.json",
            text: #"{"productId": "p", "stores": [{"storeId": "a", "status": "plenty"}]}"#,
            expected:
                "availability.json: $.stores[0].status: expected one of inStock, lowStock, outOfStock, unknown, found \"plenty\""
        ),
        BrokenInput(
            name: "negative quantity", file: "availability.json",
            text: #"{"productId": "p", "stores": [{"storeId": "a", "quantity": -1}]}"#,
            expected: "availability.json: $.stores[0].quantity: expected a quantity of 0 or more"),
        BrokenInput(
            name: "scenario: unknown step", file: "s.yml", text: "name: x\nsteps:\n  - appeared\n  - apeared\n",
            expected:
                "s.yml:4:5: unknown step \"apeared\"; expected one of \(StoreFinderScenarioStep.names.joined(separator: ", ")) at steps[1]"
        ),
        BrokenInput(
            name: "scenario: a page past any backend's, with the bound", file: "s.yml",
            text: "name: x\nsteps:\n  - page: {count: 99999999}\n",
            expected:
                "s.yml:3:19: expected a count from 0 to 1000, the most one page of a backend holds, found 99999999; leave it out for the rest of the stores at steps[0].page.count"
        ),
        BrokenInput(
            name: "scenario: unknown filter", file: "s.yml",
            text: "name: x\nsteps:\n  - appeared\n  - filter: nearby\n",
            expected:
                "s.yml:4:13: expected a filter: open-now, service:ID, facility:ID, tag:ID; found \"nearby\" at steps[1].filter"
        ),
        BrokenInput(
            name: "scenario: bad permission", file: "s.yml", text: "name: x\nsteps:\n  - permission: yes\n",
            expected:
                "s.yml:3:17: expected one of notDetermined, denied, restricted, allowed, found \"yes\" at steps[0].permission"
        ),
        BrokenInput(
            name: "scenario: bad error kind", file: "s.yml", text: "name: x\nsteps:\n  - pageFailed: netwrk\n",
            expected:
                "s.yml:3:17: expected one of network, server, locationNotDetermined, locationDenied, locationRestricted, found \"netwrk\" at steps[0].pageFailed"
        ),
        BrokenInput(
            name: "scenario: bad now", file: "s.yml", text: "name: x\nnow: tomorrow\nsteps: []\n",
            expected: "s.yml:2:6: expected an ISO 8601 instant such as 2026-11-20T10:30:00Z, found \"tomorrow\" at now"),
        BrokenInput(
            name: "scenario: YAML syntax", file: "s.yml", text: "name: x\nsteps: [appeared\n",
            expected: "s.yml:3:1: while parsing a flow sequence, did not find expected ',' or ']'"),
        BrokenInput(
            name: "scenario: duplicate key", file: "s.yml", text: "name: x\nname: y\nsteps: []\n",
            expected: "s.yml:2:1: duplicate key \"name\" (first defined at 1:1)"),
        // Store truth: every new field names its path and says what it expects.
        BrokenInput(
            name: "unknown business status", file: "stores.json", text: storeJSON(#", "status": "closed""#),
            expected:
                "stores.json: $[0].status: expected open, temporarilyClosed or permanentlyClosed, found \"closed\""),
        BrokenInput(
            name: "reopensOn without temporarilyClosed", file: "stores.json",
            text: storeJSON(#", "reopensOn": "2026-12-01""#),
            expected:
                "stores.json: $[0].reopensOn: reopensOn is for a temporarilyClosed store, and the status is open"),
        BrokenInput(
            name: "closure that ends before it starts", file: "stores.json",
            text: storeJSON(#", "closures": [{"from": "2026-05-23", "until": "2026-05-19"}]"#),
            expected:
                "stores.json: $[0].closures[0].until: a closure ends on 2026-05-19, before it starts on 2026-05-23"),
        BrokenInput(
            name: "closure date that is no date", file: "stores.json",
            text: storeJSON(#", "closures": [{"from": "2026-02-30", "until": "2026-03-01"}]"#),
            expected:
                "stores.json: $[0].closures[0].from: expected a date as YYYY-MM-DD, found \"2026-02-30\", which is no day of the calendar"
        ),
        BrokenInput(
            name: "dates without a time zone", file: "stores.json",
            text:
                #"[{"id": "a", "name": "A", "address": {"lines": [], "city": "L", "country": "GB"}, "opensOn": "2026-12-03"}]"#,
            expected:
                "stores.json: $[0].opensOn: dates are on the store's own calendar; give openingHours or a timeZone"),
        BrokenInput(
            name: "lead time out of range", file: "stores.json",
            text: storeJSON(#", "pickup": {"leadTimeMinutes": -5}"#),
            expected:
                "stores.json: $[0].pickup.leadTimeMinutes: expected a lead time from 0 to 20160 minutes, found -5"),
        BrokenInput(
            name: "order cut-off that is no time", file: "stores.json",
            text: storeJSON(#", "pickup": {"leadTimeMinutes": 60, "orderCutoff": "2pm"}"#),
            expected:
                "stores.json: $[0].pickup.orderCutoff: expected a time as HH:MM, found \"2pm\""),
        BrokenInput(
            name: "facility that is not true, false or null", file: "stores.json",
            text: storeJSON(#", "facilities": {"stepFreeAccess": "yes"}"#),
            expected:
                "stores.json: $[0].facilities.stepFreeAccess: expected true or false, found a string"),
        BrokenInput(
            name: "service hours with a bad interval", file: "stores.json",
            text: storeJSON(#", "serviceHours": {"pharmacy": {"week": {"monday": ["9-5"]}}}"#),
            expected:
                "stores.json: $[0].serviceHours.pharmacy.week.monday: expected a time as HH:MM, found \"9\""),
        BrokenInput(
            name: "empty store name", file: "stores.json",
            text: #"[{"id": "a", "name": " ", "address": {"lines": [], "city": "L", "country": "GB"}}]"#,
            expected: "stores.json: $[0].name: expected a store name, found \" \"; a row without one reads as nothing"),
        BrokenInput(
            name: "order cut-off past midnight, quoted as written", file: "stores.json",
            text: storeJSON(#", "pickup": {"leadTimeMinutes": 60, "orderCutoff": "25:00"}"#),
            expected: "stores.json: $[0].pickup.orderCutoff: expected a time from 00:00 to 24:00, found \"25:00\""),
        BrokenInput(
            name: "lead time past Int64, with the bound the field has", file: "stores.json",
            text: storeJSON(#", "pickup": {"leadTimeMinutes": 12345678901234567890}"#),
            expected:
                "stores.json: $[0].pickup.leadTimeMinutes: expected a lead time from 0 to 20160 minutes, found 12345678901234567890"
        ),
        BrokenInput(
            name: "an empty service name, written as a quoted key", file: "stores.json",
            text: storeJSON(#", "serviceHours": {"": {"week": {"monday": ["9-5"]}}}"#),
            expected: "stores.json: $[0].serviceHours[\"\"]: expected a service id, such as pickup"),
        BrokenInput(
            name: "availability: one store listed twice", file: "availability.json",
            text:
                #"{"productId": "p", "stores": [{"storeId": "a", "quantity": 1}, {"storeId": "b"}, {"storeId": "a", "quantity": 0}]}"#,
            expected:
                "availability.json: $.stores[2].storeId: the store \"a\" is listed twice, first at stores[0]; which stock is right cannot be told"
        ),
        BrokenInput(
            name: "specials: an empty product name", file: "specials.json",
            text:
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "", "imageUrl": "https://a/b.png", "width": 8, "height": 8, "price": "1.00"}]}"#,
            expected:
                "specials.json: $.managerSpecials[0].display_name: expected a product name, found \"\"; a tile without one reads as nothing"
        ),
        BrokenInput(
            name: "zones: a minimum order in another currency than the fee", file: "zones.geojson",
            text:
                #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"id": "z", "city": "c", "fee": {"amount": "1", "currency": "GBP"}, "minimumOrder": {"amount": "10", "currency": "EUR"}}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}}]}"#,
            expected:
                "zones.geojson: $.features[0].properties.minimumOrder: expected the minimum order in the fee's currency GBP, found EUR"
        ),
    ]

    @Test("each broken file gives one clear error", arguments: broken)
    func brokenFile(_ input: BrokenInput) {
        do {
            switch input.file {
            case "product.json": _ = try InputLoader.decode(Product.self, from: Data(input.text.utf8), file: input.file)
            case "availability.json":
                _ = try InputLoader.decode(Availability.self, from: Data(input.text.utf8), file: input.file)
            case "s.yml":
                _ = try InputLoader.decode(StoreFinderScenario.self, from: Data(input.text.utf8), file: input.file)
            case "specials.json":
                _ = try InputLoader.decode(SpecialsResponse.self, from: Data(input.text.utf8), file: input.file)
            case "zones.geojson":
                _ = try InputLoader.decode(DeliveryZones.self, from: Data(input.text.utf8), file: input.file)
            default: _ = try InputLoader.decode(StorePage.self, from: Data(input.text.utf8), file: input.file)
            }
            Issue.record("expected an error")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == input.expected)
        }
    }

    @Test("a page object carries its next-page token; a plain list is a last page")
    func pages() throws {
        let page = try InputLoader.decode(
            StorePage.self, from: Data(#"{"stores": \#(storeJSON("")), "nextPageToken": "p2"}"#.utf8), file: "p.json")
        #expect(page.stores.count == 1 && page.nextPageToken == "p2")
        #expect(
            try InputLoader.decode(StorePage.self, from: Data(storeJSON("").utf8), file: "l.json").nextPageToken == nil)
    }

    @Test("customData passes through untouched, and stores round-trip through JSON")
    func roundTrip() throws {
        let text = storeJSON(#", "customData": {"floors": 3, "cafe": true, "tags": ["a", null], "note": {"x": "y"}}"#)
        let stores = try InputLoader.decode(StorePage.self, from: Data(text.utf8), file: "s.json").stores
        #expect(stores[0].customData["floors"] == .number(3))
        #expect(stores[0].customData["tags"] == .array([.string("a"), .null]))
        let again = try JSONDecoder().decode([Store].self, from: JSONEncoder().encode(stores))
        #expect(again == stores)
    }

    @Test(
        "a quantity becomes a status through the threshold",
        arguments: [
            (nil as Int?, 2, StockStatus.unknown), (0, 2, .outOfStock), (1, 2, .lowStock), (2, 2, .lowStock),
            (3, 2, .inStock), (5, 5, .lowStock),
        ])
    func stockStatus(quantity: Int?, threshold: Int, status: StockStatus) {
        #expect(StoreAvailability(storeID: "a", quantity: quantity, lowStockThreshold: threshold).status == status)
    }

    @Test(
        "amounts are whole numbers of the currency's minor units; trailing zeros are fine",
        arguments: [
            ("12.34", "GBP", true), ("12.340", "GBP", true), ("12.3", "GBP", true), ("12", "GBP", true),
            ("12.345", "GBP", false),
            ("1200", "JPY", true), ("1200.0", "JPY", true), ("1200.5", "JPY", false),
            ("1.234", "KWD", true), ("1.2345", "KWD", false), ("0.0001", "CLF", true),
        ])
    func minorUnits(amount: String, currency: String, valid: Bool) {
        #expect(((try? Money(amount: amount, currency: currency)) != nil) == valid)
        let decimal = Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        #expect(((try? Money(amount: decimal, currency: currency)) != nil) == valid)
    }

    @Test(
        "an amount in minor units is exact, from text or a Decimal, and nil past Int",
        arguments: [
            ("12.99", "GBP", 1299 as Int?), ("12.9", "GBP", 1290), ("12.340", "GBP", 1234), ("12", "GBP", 1200),
            ("0", "GBP", 0), ("0.05", "GBP", 5), ("1200", "JPY", 1200), ("1200.0", "JPY", 1200),
            ("1.234", "KWD", 1234), ("0.5", "KWD", 500), ("0.0001", "CLF", 1),
            ("92233720368547758.07", "GBP", Int.max), ("92233720368547758.08", "GBP", nil),
            ("123456789012345678901234567890", "JPY", nil),
        ])
    func minorUnitAmount(amount: String, currency: String, units: Int?) throws {
        #expect(try Money(amount: amount, currency: currency).minorUnitAmount == units)
        let decimal = try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")))
        #expect(try Money(amount: decimal, currency: currency).minorUnitAmount == units)
    }

    @Test(
        "the ISO 4217 table knows the currencies people name, with their minor units",
        arguments: [
            ("GBP", 2), ("EUR", 2), ("USD", 2), ("JPY", 0), ("KWD", 3), ("BHD", 3), ("IQD", 3), ("ISK", 0), ("CLF", 4),
            ("RUB", 2),
        ])
    func table(code: String, units: Int) {
        #expect(Currency.minorUnits(of: code) == units)
    }

    @Test("a discount needs a higher original price in the same currency")
    func discount() throws {
        let price = try Money(amount: "89.00", currency: "GBP")
        #expect(
            try Product(id: "p", name: "P", price: price, originalPrice: try Money(amount: "120.00", currency: "GBP"))
                .isDiscounted)
        #expect(
            try !Product(id: "p", name: "P", price: price, originalPrice: try Money(amount: "89.00", currency: "GBP"))
                .isDiscounted)
        #expect(throws: DomainValueError.self) {
            try Product(id: "p", name: "P", price: price, originalPrice: try Money(amount: "120.00", currency: "EUR"))
        }
        #expect(!Product(id: "p", name: "P", price: price).isDiscounted)
        #expect(price.amount == Decimal(string: "89"))
    }

    @Test(
        "coordinates refuse NaN and out-of-range values",
        arguments: [
            (Double.nan, 0.0), (0, .nan), (90.1, 0), (-90.1, 0), (0, 180.5), (.infinity, 0),
        ])
    func coordinates(latitude: Double, longitude: Double) {
        #expect(throws: DomainValueError.self) { try Coordinate(latitude: latitude, longitude: longitude) }
    }
}
