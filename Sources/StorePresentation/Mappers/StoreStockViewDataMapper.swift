import StoreTheme
import StoreLocalization
import StoreDomain

/// Turns a product's availability in one store into stock text and colour.
public protocol StoreStockViewDataMapper: Sendable {
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData
}

/// The default: "In stock", "Low in stock", "Out of stock" or "Stock unknown", with
/// "Only 2 left" when the stock is low and the quantity is known; coloured by `stock.*`.
public struct DefaultStoreStockViewDataMapper: StoreStockViewDataMapper {
    public init() {}

    public func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        let status = availability.status
        let style = ThemeToken.stock(status)
        let key: LocalizedKey
        switch status {
        case .inStock: key = Strings.Stock.inStock
        case .lowStock: key = Strings.Stock.lowInStock
        case .outOfStock: key = Strings.Stock.outOfStock
        case .unknown: key = Strings.Stock.unknown
        }
        var quantityText: StyledText?
        if status == .lowStock, let quantity = availability.quantity, quantity > 0 {
            quantityText = context.text(Strings.Stock.onlyLeft(count: .integer(quantity)), style: style)
        }
        return StockViewData(status: status.rawValue, text: context.text(key, style: style), quantityText: quantityText, style: style)
    }
}
