/// How much of a product a store has.
public enum StockStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// In stock: enough that a shopper need not hurry.
    case inStock
    /// A few left.
    case lowStock
    /// None left in this store.
    case outOfStock
    /// The store did not say, or the product is not listed there; never shown as out of stock.
    case unknown
}

/// A product's stock in one store.
///
/// A quantity alone decides the status through the threshold: none is out of
/// stock, up to the threshold is low, more is in stock.
///
/// ```swift
/// StoreAvailability(storeID: "ldn-001", quantity: 2).status // .lowStock
/// ```
public struct StoreAvailability: Sendable, Hashable {
    /// The store this is for.
    public var storeID: String
    /// The number of items, when the backend says.
    public var quantity: Int?
    /// Quantities at or below this are low stock. Default 2.
    public var lowStockThreshold: Int
    private var explicitStatus: StockStatus?

    /// Creates an availability; an explicit `status` wins over the one the quantity implies.
    public init(storeID: String, status: StockStatus? = nil, quantity: Int? = nil, lowStockThreshold: Int = 2) {
        self.storeID = storeID
        self.explicitStatus = status
        self.quantity = quantity
        self.lowStockThreshold = lowStockThreshold
    }

    /// The stock status, given or derived from the quantity.
    public var status: StockStatus {
        if let explicitStatus { return explicitStatus }
        guard let quantity else { return .unknown }
        if quantity <= 0 { return .outOfStock }
        return quantity <= lowStockThreshold ? .lowStock : .inStock
    }
}

/// A product's stock across stores, as an availability file holds it.
///
/// ```json
/// { "productId": "p-1", "lowStockThreshold": 2,
///   "stores": [ { "storeId": "ldn-001", "quantity": 5 }, { "storeId": "ldn-002", "status": "unknown" } ] }
/// ```
public struct Availability: Sendable, Hashable {
    /// The product this describes.
    public var productID: String
    /// The threshold every entry uses unless it gives its own.
    public var lowStockThreshold: Int
    /// Entries by store identifier.
    public var byStore: [String: StoreAvailability]

    /// Creates an availability table.
    public init(productID: String, lowStockThreshold: Int = 2, entries: [StoreAvailability]) {
        self.productID = productID
        self.lowStockThreshold = lowStockThreshold
        self.byStore = Dictionary(entries.map { ($0.storeID, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The entry for `storeID`; a store the file does not list is `unknown`.
    public subscript(storeID: String) -> StoreAvailability {
        byStore[storeID] ?? StoreAvailability(storeID: storeID, status: .unknown, lowStockThreshold: lowStockThreshold)
    }

    /// The stock of `product` in `storeID`: `nil` without a product, or when this table is for
    /// another product, so that a screen never shows one product's stock as another's.
    public func stock(of product: Product?, in storeID: String) -> StoreAvailability? {
        guard let product, product.id == productID else { return nil }
        return self[storeID]
    }
}

extension Availability: Decodable {
    private enum CodingKeys: String, CodingKey { case productId, lowStockThreshold, stores }
    private enum EntryKeys: String, CodingKey { case storeId, status, quantity, lowStockThreshold }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let productID = try container.decode(String.self, forKey: .productId)
        let threshold = try container.decodeIfPresent(Int.self, forKey: .lowStockThreshold) ?? 2
        guard threshold >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .lowStockThreshold, in: container, debugDescription: "expected a threshold of 0 or more")
        }
        var list = try container.nestedUnkeyedContainer(forKey: .stores)
        var entries: [StoreAvailability] = []
        var positions: [String: Int] = [:]
        while !list.isAtEnd {
            let position = list.currentIndex
            let entry = try list.nestedContainer(keyedBy: EntryKeys.self)
            let storeID = try entry.decode(String.self, forKey: .storeId)
            if let first = positions[storeID] {
                throw DecodingError.dataCorruptedError(
                    forKey: .storeId, in: entry,
                    debugDescription:
                        "the store \"\(storeID)\" is listed twice, first at stores[\(first)]; which stock is right cannot be told"
                )
            }
            positions[storeID] = position
            let quantity = try entry.decodeIfPresent(Int.self, forKey: .quantity)
            if let quantity, quantity < 0 {
                throw DecodingError.dataCorruptedError(
                    forKey: .quantity, in: entry, debugDescription: "expected a quantity of 0 or more")
            }
            var status: StockStatus?
            if let raw = try entry.decodeIfPresent(String.self, forKey: .status) {
                guard let known = StockStatus(rawValue: raw) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .status, in: entry,
                        debugDescription:
                            "expected one of \(StockStatus.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(raw)\""
                    )
                }
                status = known
            }
            entries.append(
                StoreAvailability(
                    storeID: storeID, status: status, quantity: quantity,
                    lowStockThreshold: try entry.decodeIfPresent(Int.self, forKey: .lowStockThreshold) ?? threshold))
        }
        self.init(productID: productID, lowStockThreshold: threshold, entries: entries)
    }
}
