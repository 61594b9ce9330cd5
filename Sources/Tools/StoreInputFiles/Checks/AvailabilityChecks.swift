import StoreDomain
import StoreIO

/// What `check` and `render` say about an availability file that does not go with the
/// product or the stores.
public enum AvailabilityChecks {
    /// A warning when `availability` (read from `file`) is for another product than `product`:
    /// the screens then show no stock at all rather than another product's. With `stores`,
    /// also one for each entry whose store is not among them: its stock reaches no screen, and
    /// a store id misspelt in either file shows as "stock unknown".
    public static func warnings(
        for availability: Availability, product: Product, stores: [Store]? = nil, file: String
    ) -> [InputWarning] {
        var warnings: [InputWarning] = []
        if availability.productID != product.id {
            warnings.append(
                InputWarning(
                    file: file, path: "$.productId",
                    message:
                        "the availability is for product \"\(availability.productID)\", not \"\(product.id)\"; no stock is shown"
                ))
        }
        guard let stores else { return warnings }
        let known = Set(stores.map(\.id))
        for storeID in availability.byStore.keys.sorted() where !known.contains(storeID) {
            let nearest = NearestName.closest(to: storeID, among: known.sorted()).map { "; did you mean \"\($0)\"?" }
            warnings.append(
                InputWarning(
                    file: file, path: "$.stores[?(@.storeId == \"\(storeID)\")]",
                    message: "no store has the id \"\(storeID)\", so this stock is not shown" + (nearest ?? "")))
        }
        return warnings
    }
}
