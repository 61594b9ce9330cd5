import StoreDomain
import StoreTheme

/// Stock text that says how many: "5 in stock", "Only 2 left", "Out of stock".
public struct QuantityStockPlugin: StoreFinderPlugin {
    public let name = "quantity-stock"
    public let summary = "Stock text says the quantity when the backend knows it (\"5 in stock\", \"Only 2 left\")."

    /// The plugin.
    public init() {}

    public func register(in registry: PluginRegistry) {
        registry.mappers.stock.replace { QuantityAwareStockMapper() }
    }
}

/// The stock mapper behind ``QuantityStockPlugin``: keeps the default's colours and
/// statuses, and puts the quantity in the main text.
public struct QuantityAwareStockMapper: StoreStockViewDataMapper {
    /// The mapper.
    public init() {}

    /// Maps stock as the default mapper does, with the quantity spelled out whenever it is known.
    public func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        var stock = DefaultStoreStockViewDataMapper().map(availability, context: context)
        guard let quantity = availability.quantity, quantity > 0 else { return stock }
        switch availability.status {
        case .inStock:
            stock.text = context.text(Strings.Stock.quantity(count: .integer(quantity)), style: stock.style)
        case .lowStock:
            stock.text = context.text(Strings.Stock.onlyLeft(count: .integer(quantity)), style: stock.style)
            stock.quantityText = nil
        case .outOfStock, .unknown:
            break
        }
        return stock
    }
}
