import StoreDomain
import StoreLocalization
import StoreTheme

/// Turns a product's availability in one store into stock text and colour.
///
/// What a replacement owes:
/// - **Text:** words from the string tables, through ``MappingContext/text(_:style:)``; any
///   text from data through ``StyledText/init(data:style:)``, which sanitizes it.
/// - **Tokens:** the stock tokens only, `ThemeToken.stock(status)`, in `style` and on the texts.
/// - **Accessibility:** ``StockViewData/text`` and ``StockViewData/quantityText`` are read
///   aloud as the row's stock, as they read when the row's label is read, so each must make
///   sense on its own: "Only 2 left", not "2". Give a text a spoken form
///   (``StyledText/speaking(_:)``) only where it differs from what is shown.
public protocol StoreStockViewDataMapper: Sendable {
    /// Maps a product's stock in one store, as text and colour, with the strings, theme, clock and locale of `context`.
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData
}

/// The default: "In stock", "Low in stock", "Out of stock" or "Stock unknown", with
/// "Only 2 left" when the stock is low and the quantity is known; coloured by `stock.*`.
public struct DefaultStoreStockViewDataMapper: StoreStockViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps a product's stock in one store, as text and colour, as the type's summary says.
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
        let text = context.text(key, style: style)
        return StockViewData(
            status: status.rawValue, text: text, quantityText: quantityText, style: style, speech: context.speech)
    }
}
