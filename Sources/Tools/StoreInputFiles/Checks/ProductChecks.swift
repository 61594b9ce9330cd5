import StoreDomain
import StoreIO

/// What `check` and `render` say about a product file that reads but shows less than it says.
public enum ProductChecks {
    /// A warning when the original price is not above the price: the screens then show no
    /// discount, and the original price nowhere.
    public static func warnings(for product: Product, file: String) -> [InputWarning] {
        guard let originalPrice = product.originalPrice, !product.isDiscounted else { return [] }
        return [
            InputWarning(
                file: file, path: "$.originalPrice.amount",
                message:
                    "the original price (\(originalPrice.amount) \(originalPrice.currency)) is not above the price "
                    + "(\(product.price.amount) \(product.price.currency)), "
                    + "so no discount is shown")
        ]
    }
}
