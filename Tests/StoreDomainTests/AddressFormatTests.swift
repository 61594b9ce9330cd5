import Foundation
import Testing

@testable import StoreDomain

/// One address and the lines its country writes it in.
struct AddressCase: Sendable, CustomTestStringConvertible {
    let name: String
    let address: Address
    var omitting: Set<AddressField> = []
    let lines: [String]
    var testDescription: String { name }
}

@Suite("Addresses are laid out as their country writes them (libaddressinput)")
struct AddressFormatTests {
    static let cases: [AddressCase] = [
        AddressCase(
            name: "GB: city and postcode on lines of their own",
            address: Address(lines: ["214 Regent Street"], city: "London", postcode: "W1B 5BD", country: "GB"),
            lines: ["214 Regent Street", "London", "W1B 5BD"]),
        AddressCase(
            name: "US: city, state and ZIP on one line",
            address: Address(
                lines: ["767 Fifth Avenue"], city: "New York", region: "NY", postcode: "10153", country: "US"),
            lines: ["767 Fifth Avenue", "New York, NY 10153"]),
        AddressCase(
            name: "US without a state: the comma goes with it",
            address: Address(lines: ["767 Fifth Avenue"], city: "New York", postcode: "10153", country: "US"),
            lines: ["767 Fifth Avenue", "New York 10153"]),
        AddressCase(
            name: "US without the city: no leading comma",
            address: Address(
                lines: ["767 Fifth Avenue"], city: "New York", region: "NY", postcode: "10153", country: "US"),
            omitting: [.city], lines: ["767 Fifth Avenue", "NY 10153"]),
        AddressCase(
            name: "JP in Japanese: big to small, from 〒 and the postcode, with no city field",
            address: Address(lines: ["千代田区丸の内1-1"], region: "東京都", postcode: "100-0005", country: "JP"),
            lines: ["〒100-0005", "東京都", "千代田区丸の内1-1"]),
        AddressCase(
            name: "JP in Latin script: the Latin layout, small to big",
            address: Address(
                lines: ["1-1 Marunouchi", "Chiyoda-ku"], region: "Tokyo", postcode: "100-0005", country: "JP"),
            lines: ["1-1 Marunouchi", "Chiyoda-ku, Tokyo", "100-0005"]),
        AddressCase(
            name: "JP without a postcode: no lone 〒",
            address: Address(lines: ["千代田区丸の内1-1"], region: "東京都", country: "JP"),
            lines: ["東京都", "千代田区丸の内1-1"]),
        AddressCase(
            name: "DE: postcode before the city",
            address: Address(lines: ["Unter den Linden 1"], city: "Berlin", postcode: "10117", country: "DE"),
            lines: ["Unter den Linden 1", "10117 Berlin"]),
        AddressCase(
            name: "CN: region, city and district run together",
            address: Address(
                lines: ["科技园路1号"], city: "深圳市", region: "广东省", district: "南山区", postcode: "518057", country: "CN"),
            lines: ["518057", "广东省深圳市南山区", "科技园路1号"]),
        AddressCase(
            name: "CH: the layout's CH- prefix is written once, even when the data has it",
            address: Address(lines: ["Bahnhofstrasse 1"], city: "Zürich", postcode: "CH-8001", country: "CH"),
            lines: ["Bahnhofstrasse 1", "CH-8001 Zürich"]),
        AddressCase(
            name: "BR: city and state joined by a hyphen",
            address: Address(
                lines: ["Avenida Paulista, 1000"], city: "São Paulo", region: "SP", district: "Bela Vista",
                postcode: "01310-100", country: "BR"),
            lines: ["Avenida Paulista, 1000", "Bela Vista", "São Paulo-SP", "01310-100"]),
        AddressCase(
            name: "RU: street, city, region and postcode, small to big",
            address: Address(
                lines: ["Невский проспект, 28"], city: "Санкт-Петербург", postcode: "191186", country: "RU"),
            lines: ["Невский проспект, 28", "Санкт-Петербург", "191186"]),
        AddressCase(
            name: "GB without the city: the postcode stays",
            address: Address(lines: ["214 Regent Street"], city: "London", postcode: "W1B 5BD", country: "GB"),
            omitting: [.city], lines: ["214 Regent Street", "W1B 5BD"]),
        AddressCase(
            name: "several street lines, each on its own line",
            address: Address(
                lines: ["Westfield", "Ariel Way", " "], city: "London", postcode: "W12 7GF", country: "GB"),
            lines: ["Westfield", "Ariel Way", "London", "W12 7GF"]),
        AddressCase(
            name: "a country libaddressinput does not know takes the default layout, which has no postcode",
            address: Address(lines: ["1 Main Road"], city: "Nowhere", postcode: "123", country: "QQ"),
            lines: ["1 Main Road", "Nowhere"]),
        AddressCase(
            name: "HK has no postcode, so a postcode given is not shown; in Latin script, small to big",
            address: Address(
                lines: ["1 Queen's Road Central"], city: "Central", region: "Hong Kong Island", postcode: "999077",
                country: "HK"),
            lines: ["1 Queen's Road Central", "Central", "Hong Kong Island"]),
        AddressCase(
            name: "HK in Chinese: big to small",
            address: Address(lines: ["皇后大道中1號"], city: "中環", region: "香港島", country: "HK"),
            lines: ["香港島", "中環", "皇后大道中1號"]),
    ]

    @Test("the lines follow the country's layout", arguments: cases)
    func lines(_ example: AddressCase) {
        #expect(example.address.formattedLines(omitting: example.omitting) == example.lines)
    }

    @Test(
        "the Latin layout is chosen by the address's script",
        arguments: [
            (["1-1 Marunouchi"], "Tokyo", true),
            (["丸の内1-1"], "東京都", false),
            (["1-1 Marunouchi"], "東京都", false),
            (["Ōtemachi 1-1"], "Tōkyō", true),
        ])
    func latinLayout(lines: [String], region: String, latin: Bool) {
        let format = AddressFormat.of(country: "JP")
        let address = Address(lines: lines, region: region, postcode: "100-0005", country: "JP")
        #expect(format.layout(for: address) == (latin ? format.latinLayout : format.layout))
    }

    @Test(
        "postcodes are checked against the country's pattern",
        arguments: [
            ("GB", "W1B 5BD", PostcodeCheck.matches),
            ("GB", " w1b 5bd ", .matches),
            ("GB", "12345", .mismatch(examples: AddressFormat.of(country: "GB").postcodeExamples)),
            ("US", "10153", .matches),
            ("US", "10153-0001", .matches),
            ("US", "1015", .mismatch(examples: ["95014", "22162-1010"])),
            ("JP", "100-0005", .matches),
            ("JP", "1000005", .matches),
            ("CH", "CH-8001", .matches),
            ("RU", "19118", .mismatch(examples: ["247112", "103375", "188300"])),
            ("HK", "999077", .notUsed),
        ])
    func postcode(country: String, postcode: String, expected: PostcodeCheck) {
        #expect(AddressFormat.of(country: country).check(postcode: postcode) == expected)
    }

    @Test("every country's pattern compiles and matches each of its own examples")
    func everyCountrysExamples() throws {
        var checked = 0
        for country in AddressFormat.records.keys.sorted() where AddressFormat.isKnown(country: country) {
            let format = AddressFormat.of(country: country)
            if let pattern = format.postcodePattern {
                #expect(throws: Never.self, "\(country): \(pattern)") { try Regex(pattern) }
            }
            for example in format.postcodeExamples {
                #expect(format.check(postcode: example) == .matches, "\(country) \(example)")
                checked += 1
            }
        }
        #expect(AddressFormat.records.count > 240)
        #expect(checked > 300)
    }

    @Test("every layout uses only the fields StoreFinder knows, and names the street")
    func everyLayout() {
        for (country, record) in AddressFormat.records {
            for layout in [record.format, record.latinFormat].compactMap({ $0 }) {
                let pieces = AddressTemplate.parse(layout).flatMap(\.pieces)
                let literals = pieces.compactMap { piece -> String? in
                    if case .literal(let text) = piece { text } else { nil }
                }
                #expect(!literals.contains { $0.contains("%") }, "\(country): \(layout)")
                #expect(pieces.contains(.field(.street)), "\(country): \(layout)")
            }
        }
    }

    @Test(
        "a country code is two capital letters, and unknown codes are told apart",
        arguments: [
            ("GB", true, true), ("ZZ", true, false), ("QQ", true, false), ("gb", false, false), ("GBR", false, false),
            ("", false, false),
        ])
    func countryCodes(code: String, wellFormed: Bool, known: Bool) {
        #expect(Address.isCountryCode(code) == wellFormed)
        #expect(AddressFormat.isKnown(country: code) == known)
    }

    @Test("blank optional fields decode as absent, and city may be left out")
    func decoding() throws {
        let json = #"{"lines":["千代田区丸の内1-1"],"region":"東京都","city":" ","postcode":"100-0005","country":"JP"}"#
        let address = try JSONDecoder().decode(Address.self, from: Data(json.utf8))
        #expect(address.city == nil)
        #expect(address.district == nil)
        #expect(address.region == "東京都")
        let again = try JSONDecoder().decode(Address.self, from: JSONEncoder().encode(address))
        #expect(again == address)
    }

    @Test("a country that is not an ISO 3166-1 alpha-2 code is refused", arguments: ["uk", "GBR", "", "G1"])
    func badCountry(code: String) {
        let json = #"{"lines":["1 Street"],"city":"London","country":"\#(code)"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Address.self, from: Data(json.utf8)) }
    }
}

@Suite("The generated address table")
struct AddressTableTests {
    @Test("agrees with the committed libaddressinput data, with ZZ's defaults filled in")
    func generatedMatchesSource() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Scripts/libaddressinput/countries.json"))
        let countries = try JSONDecoder().decode([String: [String: String]].self, from: data)
        let defaults = try #require(countries["ZZ"])
        #expect(countries.count == AddressFormat.records.count)
        for (code, entry) in countries {
            let record = try #require(AddressFormat.records[code], "\(code)")
            #expect(record.format == (entry["fmt"] ?? defaults["fmt"]), "\(code)")
            #expect(record.latinFormat == entry["lfmt"], "\(code)")
            #expect(record.required == (entry["require"] ?? defaults["require"]), "\(code)")
            #expect(record.postcodePattern == entry["zip"], "\(code)")
            #expect(record.postcodeExamples == entry["zipex"], "\(code)")
            #expect(record.postcodePrefix == entry["postprefix"], "\(code)")
        }
    }
}

@Suite("The generated ISO 4217 table")
struct CurrencyTableTests {
    @Test("agrees with the committed list one: every code, with its minor units or none")
    func generatedMatchesSource() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Scripts/iso4217/list-one.xml"), encoding: .utf8)
        var listed: [String: String] = [:]
        for entry in text.components(separatedBy: "<CcyNtry>").dropFirst() {
            func field(_ name: String) -> String? {
                guard let start = entry.range(of: "<\(name)>"), let end = entry.range(of: "</\(name)>") else {
                    return nil
                }
                return String(entry[start.upperBound..<end.lowerBound])
            }
            if let code = field("Ccy") { listed[code] = field("CcyMnrUnts") }
        }
        #expect(listed.count > 170)
        for (code, units) in listed {
            if let number = Int(units) {
                #expect(Currency.minorUnits(of: code) == number, "\(code)")
            } else {
                #expect(
                    Currency.minorUnits(of: code) == nil && Currency.codesWithoutMinorUnits.contains(code), "\(code)")
            }
        }
        #expect(Currency.minorUnitsByCode.count + Currency.codesWithoutMinorUnits.count == listed.count)
    }
}
