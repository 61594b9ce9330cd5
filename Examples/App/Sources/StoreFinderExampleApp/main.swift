import Foundation
import StoreLocalization
import StoreDomain
import StorePresentation

// The app's tables layer over StoreFinder's: its own keys are added, and Stock.InStock is overridden.
var catalog = StringCatalog.shipped
let tables = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Localizations").path
for problem in catalog.addLayer(named: "app", directory: tables) { print("warning: \(problem)") }
let strings = Localizer(catalog: catalog, locale: "en", missingKeyPolicy: .strict)

// `Strings` is generated from Localizations/en.yml at build time.
print(strings.string(Strings.Promo.banner(amount: "£50")))
print(strings.string(Strings.Promo.points(count: 3)))
print(strings.string(Strings.Stock.inStock))

// A stock mapper of the app's own, swapped into the container; everything else stays StoreFinder's.
struct AppStockMapper: StoreStockViewDataMapper {
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        var stock = DefaultStoreStockViewDataMapper().map(availability, context: context)
        stock.text = context.text(Strings.Stock.inStock, style: stock.style)
        return stock
    }
}
MapperContainer.shared.mappers.stock.replace { AppStockMapper() }
print("stock mapper: \(type(of: MapperContainer.shared.mappers.stock.resolve()))")
