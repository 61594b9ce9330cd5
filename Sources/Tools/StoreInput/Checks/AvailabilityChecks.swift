import StoreDomain

/// What `check` and `render` say about an availability file that does not go with the product.
public enum AvailabilityChecks {
    /// A warning when `availability` (read from `file`) is for another product than `product`:
    /// the screens then show no stock at all rather than another product's.
    public static func warnings(for availability: Availability, product: Product, file: String) -> [InputWarning] {
        guard availability.productID != product.id else { return [] }
        return [
            InputWarning(
                file: file, path: "$.productId",
                message:
                    "the availability is for product \"\(availability.productID)\", not \"\(product.id)\"; no stock is shown"
            )
        ]
    }
}
