import StoreDomain
import StorePresentation
import StoreTheme

/// The app's own stock text: a store that has the product says when it can be collected.
/// Every other status keeps StoreFinder's wording and colours.
struct ReadyToCollectStockMapper: StoreStockViewDataMapper {
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        var stock = DefaultStoreStockViewDataMapper().map(availability, context: context)
        if availability.status == .inStock {
            // `Strings` is generated from this app's tables and StoreFinder's, so the key is checked.
            stock.text = context.text(Strings.Collect.readyToday, style: .stock.inStock)
        }
        return stock
    }
}
