import Foundation
import StoreTestSupport
import Testing

@testable import StoreDomain
@testable import StorePresentation

/// A stock mapper that says one thing, to see where stock text shows up.
struct FixedStockMapper: StoreStockViewDataMapper {
    let word: String
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        StockViewData(
            status: availability.status.rawValue, text: StyledText(data: word, style: .stock.inStock),
            style: .stock.inStock)
    }
}

/// Wraps any stock mapper and shouts.
struct ShoutingStockMapper: StoreStockViewDataMapper {
    let wrapped: any StoreStockViewDataMapper
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        var stock = wrapped.map(availability, context: context)
        stock.text.text = stock.text.text.uppercased()
        return stock
    }
}

@Suite("The mapper container")
struct ContainerTests {
    /// Every screen that shows a small mapper's output, as one JSON text.
    func allScreens(_ container: MapperContainer) -> String {
        let (list, map, details) = screens(container)
        let context = SampleFixtures.context(mappers: container.snapshot())
        let error = json(
            context.mappers.listScreen.map(StoreFinderScreenInput(state: state("error-network")), context: context))
        return [list, map, details, error].joined(separator: "\n")
    }

    func screens(_ container: MapperContainer) -> (list: String, map: String, details: String) {
        let context = SampleFixtures.context(mappers: container.snapshot())
        let input = StoreFinderScreenInput(
            state: state("map-selected"), product: sampleProduct, availability: sampleAvailability)
        var listState = state("results")
        listState.selectedStoreID = nil
        return (
            json(
                context.mappers.listScreen.map(
                    StoreFinderScreenInput(state: listState, product: sampleProduct, availability: sampleAvailability),
                    context: context)),
            json(context.mappers.mapScreen.map(input, context: context)),
            json(
                context.mappers.detailsScreen.map(
                    sampleStore("ldn-kingscross"), product: sampleProduct, availability: sampleAvailability,
                    context: context))
        )
    }

    @Test("replacing the stock mapper changes stock on the list, the map panel and details at once")
    func replaceStock() {
        let container = MapperContainer()
        container.mappers.stock.replace { FixedStockMapper(word: "BRAND-STOCK") }
        let (list, map, details) = screens(container)
        #expect(list.contains("BRAND-STOCK") && map.contains("BRAND-STOCK") && details.contains("BRAND-STOCK"))
        #expect(!list.contains("\"text\":\"In stock\""))
    }

    @Test("replacing one mapper changes exactly what it should: only stock fields differ")
    func replaceIsolated() throws {
        let plain = MapperContainer()
        let changed = MapperContainer()
        changed.mappers.stock.replace { FixedStockMapper(word: "X") }
        let context1 = SampleFixtures.context(mappers: plain.snapshot()),
            context2 = SampleFixtures.context(mappers: changed.snapshot())
        for store in sampleStores {
            let a = context1.mappers.listing.map(
                store, availability: sampleAvailability[store.id], isSelected: false, isActiveInStore: false,
                context: context1)
            let b = context2.mappers.listing.map(
                store, availability: sampleAvailability[store.id], isSelected: false, isActiveInStore: false,
                context: context2)
            #expect(a.title == b.title && a.subtitle == b.subtitle && a.isSelected == b.isSelected)
            #expect(b.stock?.text.text == "X")
        }
    }

    @Test(
        "each registration can be replaced, and reset brings back the default",
        arguments: [
            "stock", "distance", "openingStatus", "listing", "annotation", "timePeriod", "error", "store",
            "productCard", "searchBar",
        ])
    func replaceAndResetEach(name: String) {
        let container = MapperContainer()
        let before = allScreens(container)
        switch name {
        case "stock": container.mappers.stock.replace { FixedStockMapper(word: "Z") }
        case "distance": container.mappers.distance.replace { Fixed(text: "Z") }
        case "openingStatus": container.mappers.openingStatus.replace { Fixed(text: "Z") }
        case "listing": container.mappers.listing.decorate { Fixed(text: "Z", listing: $0) }
        case "annotation": container.mappers.annotation.decorate { BrandGlyphAnnotationMapper(wrapping: $0) }
        case "timePeriod": container.mappers.timePeriod.replace { Fixed(text: "Z") }
        case "error": container.mappers.error.replace { Fixed(text: "Z") }
        case "store": container.mappers.store.replace { Fixed(text: "Z") }
        case "productCard": container.mappers.productCard.replace { Fixed(text: "Z") }
        default: container.mappers.searchBar.replace { NoSearchBarMapper() }
        }
        let changed = allScreens(container) != before
        #expect(changed, "\(name) changed nothing")
        switch name {
        case "stock": container.mappers.stock.reset()
        case "distance": container.mappers.distance.reset()
        case "openingStatus": container.mappers.openingStatus.reset()
        case "listing": container.mappers.listing.reset()
        case "annotation": container.mappers.annotation.reset()
        case "timePeriod": container.mappers.timePeriod.reset()
        case "error": container.mappers.error.reset()
        case "store": container.mappers.store.reset()
        case "productCard": container.mappers.productCard.reset()
        default: container.mappers.searchBar.reset()
        }
        let restored = allScreens(container) == before
        #expect(restored)
    }

    @Test("decorate wraps the current mapper")
    func decorate() {
        let container = MapperContainer()
        container.mappers.stock.replace { FixedStockMapper(word: "quiet") }
        container.mappers.stock.decorate { ShoutingStockMapper(wrapped: $0) }
        let stock = container.mappers.stock.resolve().map(
            StoreAvailability(storeID: "a", quantity: 3), context: SampleFixtures.context())
        #expect(stock.text.text == "QUIET")
    }

    @Test("a scoped override leaves the container untouched; independent containers are independent")
    func scoped() {
        let container = MapperContainer()
        let inside = container.withOverrides(
            { $0.mappers.stock.replace { FixedStockMapper(word: "scoped") } },
            operation: {
                MapperContainer.current.mappers.stock.resolve().map(
                    StoreAvailability(storeID: "a"), context: SampleFixtures.context()
                )
                .text.text
            })
        #expect(inside == "scoped")
        #expect(container.mappers.stock.resolve() is DefaultStoreStockViewDataMapper)
        #expect(MapperContainer.current === MapperContainer.shared)
    }

    @Test("screens mapped inside an override scope use it, with no extra argument")
    func scopeDrivesScreens() {
        let screens = ScreenMapper(locale: "en")
        var results = state("results")
        results.selectedStoreID = nil
        let overridden = MapperContainer.shared.withOverrides(
            { $0.mappers.stock.replace { FixedStockMapper(word: "SCOPED-STOCK") } },
            operation: {
                json(screens.list(results, product: sampleProduct, availability: sampleAvailability, now: friday))
            })
        #expect(overridden.contains("SCOPED-STOCK"))
        #expect(
            !json(screens.list(results, product: sampleProduct, availability: sampleAvailability, now: friday))
                .contains("SCOPED-STOCK"))
    }

    @Test("concurrent override scopes never see each other's mappers, nor leak into the shared container")
    func scopesDoNotLeak() async {
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for task in 0..<32 {
                group.addTask {
                    await MapperContainer.shared.withOverrides({
                        $0.mappers.stock.replace { FixedStockMapper(word: "task-\(task)") }
                    }) {
                        await Task.yield()
                        let word = MapperContainer.current.mappers.stock.resolve().map(
                            StoreAvailability(storeID: "a"), context: SampleFixtures.context()
                        ).text.text
                        return (task, word)
                    }
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(results.count == 32)
        #expect(results.allSatisfy { $0.value == "task-\($0.key)" })
        #expect(MapperContainer.shared.mappers.stock.resolve() is DefaultStoreStockViewDataMapper)
    }

    /// A registration's name comes from its key path, and conflicts and owners are kept by it;
    /// it must be the property's name as `MapperSet` declares it. The set's own labels are the
    /// list: a registration of the first property and of another are named among them, and every
    /// name is distinct.
    @Test("a registration is named as MapperSet names its property")
    func registrationNames() {
        let container = MapperContainer()
        let labels = Mirror(reflecting: MapperSet()).children.compactMap(\.label)
        #expect(labels.first == container.mappers.stock.name)
        #expect(labels.contains(container.mappers.bookingSearchScreen.name))
        #expect(Set(labels).count == labels.count)
    }

    @Test("safe under concurrent resolve and replace from many tasks")
    func hammer() async {
        let container = MapperContainer()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<64 {
                group.addTask {
                    for iteration in 0..<500 {
                        if (task + iteration) % 7 == 0 {
                            container.mappers.stock.replace { FixedStockMapper(word: "w\(task)") }
                        } else if (task + iteration) % 11 == 0 {
                            container.mappers.stock.decorate { ShoutingStockMapper(wrapped: $0) }
                        } else if (task + iteration) % 13 == 0 {
                            container.mappers.stock.reset()
                        } else {
                            _ = container.snapshot().stock
                            _ = container.mappers.listing.resolve()
                        }
                    }
                }
            }
        }
        container.mappers.stock.reset()
        #expect(container.mappers.stock.resolve() is DefaultStoreStockViewDataMapper)
    }
}

/// The shared container, the one an app registers with and every screen reads by default.
///
/// NB: serialized and always reset, because it is process-wide; every other test maps with
/// explicit mappers or inside an override scope, so it cannot see these replacements.
@Suite("The shared container drives every screen", .serialized)
struct SharedContainerTests {
    @Test("a replacement registered with the shared container changes every screen mapped after it")
    func sharedReplacement() {
        defer { MapperContainer.shared.resetAll() }
        let screens = ScreenMapper(locale: "en")
        var results = state("results")
        results.selectedStoreID = nil
        #expect(
            !json(screens.list(results, product: sampleProduct, availability: sampleAvailability, now: friday))
                .contains("SHARED-STOCK"))
        MapperContainer.shared.mappers.stock.replace { FixedStockMapper(word: "SHARED-STOCK") }
        #expect(
            json(screens.list(results, product: sampleProduct, availability: sampleAvailability, now: friday)).contains(
                "SHARED-STOCK"))
        #expect(
            json(
                screens.map(
                    state("map-selected"), product: sampleProduct, availability: sampleAvailability, now: friday)
            ).contains("SHARED-STOCK"))
        #expect(
            json(
                screens.details(
                    sampleStore("ldn-kingscross"), product: sampleProduct, availability: sampleAvailability, now: friday
                )
            ).contains("SHARED-STOCK"))
        let context = MappingContext(strings: screens.strings, theme: .default, now: friday, userLocation: nil)
        #expect(context.mappers.stock is FixedStockMapper)
        MapperContainer.shared.mappers.stock.reset()
        #expect(
            !json(screens.list(results, product: sampleProduct, availability: sampleAvailability, now: friday))
                .contains("SHARED-STOCK"))
    }
}

/// Plugins that replace the stock mapper and never say their names.
struct SilentStockPlugin: StoreFinderPlugin {
    let name: String
    let summary = "Replaces stock, without naming itself anywhere in its registration."
    func register(in registry: PluginRegistry) {
        registry.mappers.stock.replace { FixedStockMapper(word: "silent") }
    }
}

@Suite("Plugins")
struct PluginTests {
    @Test("a plugin's replacements are attributed to it though it never passes its name")
    func attribution() {
        let container = MapperContainer()
        let conflicts = container.install([SilentStockPlugin(name: "first"), SilentStockPlugin(name: "second")])
        #expect(conflicts == [PluginConflict(mapper: "stock", first: "first", second: "second")])
    }

    @Test("an app's own replacement after a plugin's is not a conflict")
    func appAfterPlugin() {
        let container = MapperContainer()
        container.install([QuantityStockPlugin()])
        container.mappers.stock.replace { FixedStockMapper(word: "app") }
        #expect(container.conflicts.isEmpty)
        #expect(container.mappers.stock.resolve() is FixedStockMapper)
    }

    @Test("the shipped plugins are listed with summaries")
    func shipped() {
        #expect(
            PluginSet.shipped.plugins.map(\.name) == [
                "quantity-stock", "brand-glyphs", "postcode-search", "no-search-bar",
            ])
        #expect(PluginSet.shipped.plugins.allSatisfy { !$0.summary.isEmpty })
    }

    @Test(
        "quantity-stock puts the quantity in the stock text",
        arguments: [
            ("en", 14, "14 in stock"), ("en", 2, "Only 2 left"), ("ru", 5, "5 штук в наличии"),
            ("en", 0, "Out of stock"),
        ])
    func quantity(locale: String, quantity: Int, expected: String) {
        #expect(
            QuantityAwareStockMapper().map(
                StoreAvailability(storeID: "a", quantity: quantity), context: SampleFixtures.context(locale)
            ).text.text == expected)
    }

    @Test("postcode-search keeps the search bar with a postcode placeholder; no-search-bar removes it")
    func searchBars() throws {
        let container = MapperContainer()
        PluginSet([PostcodeSearchPlugin()]).apply(to: container)
        let context1 = SampleFixtures.context(mappers: container.snapshot())
        let screen = context1.mappers.listScreen.map(StoreFinderScreenInput(state: state("results")), context: context1)
        #expect(screen.searchBar?.placeholder.text == "Enter a postcode")
        let bare = MapperContainer()
        PluginSet([NoSearchBarPlugin()]).apply(to: bare)
        let context2 = SampleFixtures.context(mappers: bare.snapshot())
        #expect(
            context2.mappers.listScreen.map(StoreFinderScreenInput(state: state("results")), context: context2)
                .searchBar == nil)
    }

    @Test("brand-glyphs gives pins brand letters")
    func brandGlyphs() {
        let container = MapperContainer()
        PluginSet([BrandGlyphsPlugin()]).apply(to: container)
        #expect(
            container.mappers.annotation.resolve().map(
                sampleStore("ldn-regent"), isSelected: false, context: SampleFixtures.context())?.glyph == "F")
    }

    @Test("two plugins replacing the same mapper is reported, and the later one wins")
    func conflicts() {
        let container = MapperContainer()
        let conflicts = PluginSet([PostcodeSearchPlugin(), NoSearchBarPlugin(), QuantityStockPlugin()]).apply(
            to: container)
        #expect(conflicts == [PluginConflict(mapper: "searchBar", first: "postcode-search", second: "no-search-bar")])
        #expect(
            conflicts.first?.description
                == "plugins \"postcode-search\" and \"no-search-bar\" both replace the searchBar mapper; \"no-search-bar\" (applied later) wins"
        )
        #expect(container.mappers.searchBar.resolve() is NoSearchBarMapper)
    }
}

/// A do-everything fake that answers "Z", to check each registration is wired in.
struct Fixed: StoreDistanceViewDataMapper, StoreOpeningStatusViewDataMapper, StoreListingViewDataMapper,
    StoreTimePeriodViewDataMapper,
    StoreFinderViewDataMapper, StoreViewDataMapper, ProductCardViewDataMapper
{
    let text: String
    var listing: (any StoreListingViewDataMapper)?

    init(text: String, listing: (any StoreListingViewDataMapper)? = nil) {
        self.text = text
        self.listing = listing
    }

    var styled: StyledText { StyledText(data: text, style: .text.body) }
    func map(metres: Double, context: MappingContext) -> StyledText { styled }
    func map(_ status: StoreStatus, of store: Store, context: MappingContext) -> OpeningStatusViewData {
        OpeningStatusViewData(text: styled, isOpen: true)
    }
    func map(
        _ store: Store, availability: StoreAvailability?, isSelected: Bool, isActiveInStore: Bool,
        context: MappingContext
    ) -> StoreListingViewData {
        var row =
            listing?.map(
                store, availability: availability, isSelected: isSelected, isActiveInStore: isActiveInStore,
                context: context)
            ?? StoreListingViewData(
                id: store.id, title: styled, status: OpeningStatusViewData(text: styled, isOpen: true),
                isSelected: isSelected, isActiveInStore: isActiveInStore)
        row.title = styled
        return row
    }
    func map(_ day: DaySchedule, asSpecialDay: Bool, context: MappingContext) -> TimePeriodViewData {
        TimePeriodViewData(key: styled, value: styled, isToday: day.isToday, isSpecial: false)
    }
    func map(_ error: StoreFinderError, context: MappingContext) -> ErrorViewData {
        ErrorViewData(title: styled, message: styled, imageName: "z", actionTitle: styled, action: .retry)
    }
    func map(_ store: Store, context: MappingContext) -> StoreViewData {
        StoreViewData(
            id: store.id, title: styled, addressLines: [], phoneText: nil, phoneURL: nil, directionsURL: nil,
            customData: [:])
    }
    func map(_ product: Product, stock: StoreAvailability?, context: MappingContext) -> ProductCardViewData {
        ProductCardViewData(id: product.id, name: styled, price: styled, originalPrice: nil, stock: nil)
    }
}
