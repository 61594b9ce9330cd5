import Foundation
import StoreDomain
import Testing

@testable import StoreInputFiles

/// A product file is refused when its card would read as nothing, and warned about when it
/// says a discount the screens cannot show.
@Suite("What check and render say of a product file")
struct ProductChecksTests {
    static func product(_ json: String) throws -> Product {
        try InputLoader.decode(Product.self, from: Data(json.utf8), file: "p.json")
    }

    @Test(
        "an empty or blank name is an error at $.name",
        arguments: [#""""#, #""   ""#])
    func blankName(name: String) {
        do {
            _ = try Self.product(#"{"id": "p", "name": \#(name), "price": {"amount": "12.50", "currency": "GBP"}}"#)
            Issue.record("decoded a product without a name")
        } catch {
            #expect("\(error)".contains("p.json: $.name: expected a product name"), "\(error)")
        }
    }

    @Test(
        "an original price that is not above the price is named, since no discount shows",
        arguments: [("10.00", true), ("12.50", true), ("15.00", false)])
    func originalPrice(amount: String, warns: Bool) throws {
        let product = try Self.product(
            #"{"id": "p", "name": "Jacket", "price": {"amount": "12.50", "currency": "GBP"}, "#
                + #""originalPrice": {"amount": "\#(amount)", "currency": "GBP"}}"#)
        let warnings = ProductChecks.warnings(for: product, file: "p.json").map(\.description)
        #expect(warnings.count == (warns ? 1 : 0))
        if warns {
            #expect(warnings.first?.hasPrefix("p.json: $.originalPrice.amount: the original price (") == true)
            #expect(warnings.first?.hasSuffix("so no discount is shown") == true)
        }
    }
}
