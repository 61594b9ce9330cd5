import StoreDomain
import StoreTestSupport
import Testing

@testable import StoreInputFiles

@Suite("What check says of an availability file that does not go with its stores or product")
struct AvailabilityChecksTests {
    let product = SampleFixtures.product

    func availability(_ ids: [String], for productID: String = SampleFixtures.product.id) -> Availability {
        Availability(productID: productID, entries: ids.map { StoreAvailability(storeID: $0, quantity: 1) })
    }

    @Test("stock for a store the stores file lacks is named, with the id it likely means")
    func unknownStore() {
        let warnings = AvailabilityChecks.warnings(
            for: availability(["ldn-regent", "ldn-regnet", "elsewhere-99"]), product: product,
            stores: SampleFixtures.stores, file: "a.json")
        #expect(
            warnings.map(\.description) == [
                #"a.json: $.stores[?(@.storeId == "elsewhere-99")]: no store has the id "elsewhere-99", so this stock is not shown"#,
                #"a.json: $.stores[?(@.storeId == "ldn-regnet")]: no store has the id "ldn-regnet", so this stock is not shown; did you mean "ldn-regent"?"#,
            ])
    }

    @Test("without the stores, only the product is checked")
    func productOnly() {
        #expect(AvailabilityChecks.warnings(for: availability(["x"]), product: product, file: "a.json").isEmpty)
        #expect(
            AvailabilityChecks.warnings(for: availability([], for: "other"), product: product, file: "a.json").count
                == 1)
    }
}
