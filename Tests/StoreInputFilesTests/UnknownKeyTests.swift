import Foundation
import StoreDomain
import Testing

@testable import StoreInputFiles

/// An input file with a key no field reads, and what the reader says of it.
struct ExtraKeyCase: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let text: String
    /// The error's first line, for a misspelling; nil when the file decodes.
    var error: String? = nil
    /// The warnings, as `storefinder check` prints them, for keys that are extras.
    var warnings: [String] = []
    var testDescription: String { name }
}

private let hours = #""openingHours": {"timeZone": "UTC", "week": {"monday": ["09:00-17:00"]}}"#
private func store(_ id: String, _ extra: String = "") -> String {
    #"{"id": "\#(id)", "name": "\#(id)", "address": {"lines": ["1 St"], "city": "London", "country": "GB"}, \#(hours)\#(extra)}"#
}

/// A misspelt key is a mistake the screen would hide: the store shows no status, the tile no
/// price. An extra key is a backend's field StoreFinder has no use for, so it is read past
/// and named once per key path by `storefinder check`.
@Suite("A key no field reads: a misspelling is refused, an extra is named once")
struct UnknownKeyTests {
    static let cases: [ExtraKeyCase] = [
        ExtraKeyCase(
            name: "stores: a misspelt key", file: "stores.json",
            text: "[\(store("a", #", "coordinat": {"latitude": 1, "longitude": 2}"#))]",
            error: #"stores.json: $[0].coordinat: unknown key; did you mean "coordinate"?"#),
        ExtraKeyCase(
            name: "stores: a misspelt key deep in a store", file: "stores.json",
            text:
                #"{"stores": [\#(store("a")), \#(store("b", #", "floorPlan": 1"#).replacingOccurrences(of: "\"city\"", with: "\"ctiy\""))]}"#,
            error: #"stores.json: $.stores[1].address.ctiy: unknown key; did you mean "city"?"#),
        ExtraKeyCase(
            name: "stores: a backend's own field on every store, one warning", file: "stores.json",
            text: "[\(store("a", #", "openingNote": "x""#)), \(store("b", #", "openingNote": "y""#))]",
            warnings: [
                #"stores.json: $[*].openingNote: unknown key, which nothing reads; it is left out (2 objects have it; the first is $[0].openingNote)"#
            ]),
        ExtraKeyCase(
            name: "stores: anything goes in customData", file: "stores.json",
            text: "[\(store("a", #", "customData": {"stauts": 1, "floors": {"nme": 2}}"#))]"),
        ExtraKeyCase(
            name: "stores: a page's own field", file: "stores.json",
            text: #"{"stores": [\#(store("a"))], "total": 1}"#,
            warnings: [#"stores.json: $.total: unknown key, which nothing reads; it is left out"#]),
        ExtraKeyCase(
            name: "stores in YAML: a misspelt key at its line", file: "stores.yml",
            text: "- id: a\n  name: A\n  adress: {lines: [], city: L, country: GB}\n",
            error: "stores.yml:3:3: unknown key \"adress\"; did you mean \"address\"?"),
        ExtraKeyCase(
            name: "product: a misspelt price", file: "product.json",
            text: #"{"id": "p", "name": "P", "prise": {"amount": "1.00", "currency": "GBP"}}"#,
            error: #"product.json: $.prise: unknown key; did you mean "price"?"#),
        ExtraKeyCase(
            name: "availability: an extra field of each row", file: "availability.json",
            text: #"{"productId": "p", "stores": [{"storeId": "a", "quantity": 1, "aisle": 3}]}"#,
            warnings: [#"availability.json: $.stores[*].aisle: unknown key, which nothing reads; it is left out"#]),
        ExtraKeyCase(
            name: "availability: a misspelt quantity", file: "availability.json",
            text: #"{"productId": "p", "stores": [{"storeId": "a", "quantiy": 1}]}"#,
            error: #"availability.json: $.stores[0].quantiy: unknown key; did you mean "quantity"?"#),
    ]

    @Test("What the reader says", arguments: cases)
    func reads(_ example: ExtraKeyCase) throws {
        let data = Data(example.text.utf8)
        do {
            let warnings: [InputWarning]
            switch example.file {
            case "product.json":
                warnings = try InputLoader.decodeNotingUnknownKeys(Product.self, from: data, file: example.file)
                    .unknownKeys
            case "availability.json":
                warnings = try InputLoader.decodeNotingUnknownKeys(Availability.self, from: data, file: example.file)
                    .unknownKeys
            default:
                warnings = try StoresFile.decode(data, file: example.file).warnings()
            }
            #expect(example.error == nil, "expected an error: \(example.error ?? "")")
            #expect(warnings.map(\.description) == example.warnings)
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == example.error)
        }
    }

    @Test("A misspelling is an error wherever the file is decoded, not only in check")
    func decodeRefuses() {
        let data = Data(#"{"id": "p", "nmae": "P"}"#.utf8)
        #expect(throws: InputError.self) { try InputLoader.decode(Product.self, from: data, file: "p.json") }
    }

    @Test("Two misspellings are both reported")
    func severalMisspellings() throws {
        let data = Data(
            #"{"productId": "p", "stores": [{"storeId": "a", "quantiy": 1}, {"storId": "b", "quantity": 1}]}"#.utf8)
        let error = #expect(throws: InputError.self) {
            try InputLoader.decode(Availability.self, from: data, file: "a.json")
        }
        let lines = try #require(error).description.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix(#"$.stores[1].storId: unknown key; did you mean "storeId"?"#) == true)
    }

    @Test("A geocoder's response is not strict: its many fields are read past in silence")
    func geocoderIsNotStrict() throws {
        let data = Data(#"{"status": "OK", "results": [], "plus_code": {"global_code": "x"}}"#.utf8)
        let decoded = try InputLoader.decodeNotingUnknownKeys(GeocodingResponse.self, from: data, file: "g.json")
        #expect(decoded.unknownKeys.isEmpty)
    }

    @Test("Zones: a feature's properties are checked; GeoJSON's foreign members elsewhere are not")
    func zonesProperties() throws {
        let text = #"""
            {"type": "FeatureCollection", "bbox": [0, 0, 1, 1], "features": [{"type": "Feature", "id": 7,
             "properties": {"id": "z", "city": "c", "fee": {"amount": "1", "currency": "GBP"}, "colour": "red"},
             "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}}]}
            """#
        let decoded = try InputLoader.decodeNotingUnknownKeys(
            DeliveryZones.self, from: Data(text.utf8), file: "z.geojson")
        #expect(decoded.unknownKeys.map(\.path) == ["$.features[*].properties.colour"])
        let misspelt = text.replacingOccurrences(of: #""city""#, with: #""ctiy""#)
        #expect(throws: InputError.self) {
            try InputLoader.decode(DeliveryZones.self, from: Data(misspelt.utf8), file: "z.geojson")
        }
    }

    @Test("Cities in YAML: an extra key is a warning at its line")
    func citiesYAML() throws {
        let text =
            "cities:\n  - id: x\n    names: {en: X}\n    centre: {latitude: 1, longitude: 2}\n    population: 3\n"
        let decoded = try InputLoader.decodeNotingUnknownKeys(CitiesFile.self, from: Data(text.utf8), file: "c.yml")
        #expect(
            decoded.unknownKeys.map(\.description) == [
                "c.yml:5:5: $.cities[0].population: unknown key, which nothing reads; it is left out"
            ])
    }

    @Test("A specials response: a misspelt display_name is refused")
    func specials() {
        let text =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_nmae": "x", "imageUrl": "https://a/b.png", "width": 8, "height": 8, "original_price": "2.00", "price": "1.00"}]}"#
        #expect(throws: InputError.self) {
            try InputLoader.decode(SpecialsResponse.self, from: Data(text.utf8), file: "s.json")
        }
    }
}
