import StoreDomain
import StoreTheme

/// The stock tokens, by status.
extension ThemeToken {
    /// The token that colours a stock status: `stock.inStock`, `stock.lowStock` …
    public static func stock(_ status: StockStatus) -> ThemeToken {
        switch status {
        case .inStock: return .stock.inStock
        case .lowStock: return .stock.lowStock
        case .outOfStock: return .stock.outOfStock
        case .unknown: return .stock.unknown
        }
    }
}
