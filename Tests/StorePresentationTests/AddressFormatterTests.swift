import StoreDomain
import StorePresentation
import StoreTestSupport
import Testing

@Suite("Addresses on screen: the country's layout, the city when wanted, the country when foreign")
struct AddressFormatterTests {
    static let london = Address(lines: ["214 Regent Street"], city: "London", postcode: "W1B 5BD", country: "GB")
    static let tokyo = Address(lines: ["千代田区丸の内1-1"], region: "東京都", postcode: "100-0005", country: "JP")

    @Test(
        "the country line is added when the address is abroad for the reader's locale",
        arguments: [
            ("en-GB", london, AddressFormatter.CountryLine.whenForeign, ["214 Regent Street", "London", "W1B 5BD"]),
            ("en", london, .whenForeign, ["214 Regent Street", "London", "W1B 5BD", "United Kingdom"]),
            ("de", london, .whenForeign, ["214 Regent Street", "London", "W1B 5BD", "Vereinigtes Königreich"]),
            ("en", london, .never, ["214 Regent Street", "London", "W1B 5BD"]),
            ("en-GB", london, .always, ["214 Regent Street", "London", "W1B 5BD", "United Kingdom"]),
            ("ja", tokyo, .whenForeign, ["〒100-0005", "東京都", "千代田区丸の内1-1"]),
            ("ja", tokyo, .always, ["日本", "〒100-0005", "東京都", "千代田区丸の内1-1"]),
            ("en", tokyo, .always, ["Japan", "〒100-0005", "東京都", "千代田区丸の内1-1"]),
        ])
    func countryLine(locale: String, address: Address, countryLine: AddressFormatter.CountryLine, expected: [String]) {
        let formatter = AddressFormatter(countryLine: countryLine)
        #expect(formatter.lines(of: address, context: SampleFixtures.context(locale)) == expected)
    }

    @Test("the city can be left out, for screens that already name it")
    func withoutCity() {
        let formatter = AddressFormatter(includesCity: false, countryLine: .never)
        #expect(
            formatter.lines(of: Self.london, context: SampleFixtures.context()) == ["214 Regent Street", "W1B 5BD"])
    }

    @Test("Store Details shows the address as its country writes it")
    func storeDetails() {
        let store = Store(
            id: "nyc", name: "Fifth Avenue",
            address: Address(
                lines: ["767 Fifth Avenue"], city: "New York", region: "NY", postcode: "10153", country: "US"),
            openingHours: OpeningHours(timeZone: .gmt, week: [:]))
        let view = SampleFixtures.context("en-US").mappers.store.map(store, context: SampleFixtures.context("en-US"))
        #expect(view.addressLines.map(\.text) == ["767 Fifth Avenue,", "New York, NY 10153"])
        #expect(view.addressLines.map(\.spokenText) == ["767 Fifth Avenue", "New York, NY 10153"])
    }
}
