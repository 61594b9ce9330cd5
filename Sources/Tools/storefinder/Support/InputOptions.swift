import ArgumentParser
import StoreDomain
import StoreIO
import StoreInputFiles
import StorePresentation
import StoreSamples
import StoreScreens

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The input files every command takes; each falls back to the embedded sample.
///
/// One group for all of them, because every command that reads inputs takes them all; the
/// delivery and Manager's Special inputs are views of it (``deliveryCityOptions``, ``specialsOptions``).
struct InputOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("A stores file: a JSON list, or a page object with a next-page token.", valueName: "file"))
    var stores: String?

    @Option(name: .long, help: ArgumentHelp("A product file (JSON).", valueName: "file"))
    var product: String?

    @Option(name: .long, help: ArgumentHelp("An availability file (JSON).", valueName: "file"))
    var availability: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A scenario file (YAML or JSON), or the name of a sample scenario.", valueName: "file|name"))
    var scenario: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A cities file (YAML or JSON) naming its zones file (default: the embedded sample).", valueName: "file"))
    var cities: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A GeoJSON FeatureCollection of delivery zones, instead of the one the cities file names.",
            valueName: "file"))
    var zones: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A Manager's Special response (JSON, as the endpoint serves it).", valueName: "file"))
    var specials: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Booking items (JSON): a list, or a page object, which booking scenarios take items from by position.",
            valueName: "file"))
    var bookingItems: String?

    @Option(
        help: ArgumentHelp(
            "The currency of the specials' prices, ISO 4217 (default: render takes the locale's region's; check and review, GBP).",
            valueName: "code"),
        transform: ArgumentValues.currency)
    var currency: String?

    /// `--cities` and `--zones`.
    var deliveryCityOptions: DeliveryCityOptions { DeliveryCityOptions(cities: cities, zones: zones) }

    /// `--specials` and `--currency`.
    var specialsOptions: SpecialsOptions { SpecialsOptions(specials: specials, currency: currency) }

    /// The stores, refused as `check` refuses them: duplicate ids, unknown countries.
    func loadStores() throws(InputError) -> [Store] {
        guard let stores else { return try SampleData.stores() }
        return try StoresFile.load(contentsOf: stores).page.stores
    }

    /// The stores file itself, for `check`'s warnings.
    func loadStoresFile() throws(InputError) -> StoresFile {
        guard let stores else { return try SampleData.storesFile() }
        return try StoresFile.load(contentsOf: stores)
    }

    /// The product; the keys of the user's file that nothing reads are added to `unknownKeys`.
    func loadProduct(unknownKeys: inout [InputWarning]) throws(InputError) -> Product {
        guard let product else { return try SampleData.product() }
        let loaded = try InputLoader.loadNotingUnknownKeys(Product.self, contentsOf: product)
        unknownKeys += loaded.unknownKeys
        return loaded.value
    }

    func loadProduct() throws(InputError) -> Product {
        var ignored: [InputWarning] = []
        return try loadProduct(unknownKeys: &ignored)
    }

    /// The availability, refused with a store listed twice; the keys of the user's file that
    /// nothing reads are added to `unknownKeys`.
    func loadAvailability(unknownKeys: inout [InputWarning]) throws(InputError) -> Availability {
        guard let availability else { return try SampleData.availability() }
        let loaded = try InputLoader.loadNotingUnknownKeys(Availability.self, contentsOf: availability)
        unknownKeys += loaded.unknownKeys
        return loaded.value
    }

    func loadAvailability() throws(InputError) -> Availability {
        var ignored: [InputWarning] = []
        return try loadAvailability(unknownKeys: &ignored)
    }

    /// The booking items; the keys of the user's file that nothing reads are added to `unknownKeys`.
    func loadBookingItems(unknownKeys: inout [InputWarning]) throws(InputError) -> [BookingItem] {
        try loadBookingItemPage(unknownKeys: &unknownKeys).items
    }

    /// The booking items file as the backend's page: its items and its `nextPageToken`.
    func loadBookingItemPage(unknownKeys: inout [InputWarning]) throws(InputError) -> BookingItemPage {
        guard let bookingItems else { return BookingItemPage(items: try SampleData.bookingItems()) }
        let loaded = try InputLoader.loadNotingUnknownKeys(BookingItemPage.self, contentsOf: bookingItems)
        unknownKeys += loaded.unknownKeys
        return loaded.value
    }

    func loadBookingItems() throws(InputError) -> [BookingItem] {
        var ignored: [InputWarning] = []
        return try loadBookingItems(unknownKeys: &ignored)
    }

    /// Which inputs are the embedded samples, which the sample scenarios are written for.
    var samples: ScreenInputs.Samples {
        var samples = ScreenInputs.Samples()
        if stores == nil { samples.insert(.stores) }
        if specials == nil { samples.insert(.specials) }
        if cities == nil, zones == nil { samples.insert(.deliveryCity) }
        if bookingItems == nil { samples.insert(.bookingSearch) }
        return samples
    }

    /// The inputs `screen` reads, loaded (every input when `screen` is `nil`), the specials
    /// priced in `currency`; the rest are left empty, so a render reads no file it does not show.
    func screenInputs(for screen: ScreenKind? = nil, currency: String, now: Date) throws(InputError) -> ScreenInputs {
        let reads = screen.map { $0.definition.scenarioKind.reads } ?? .all
        let finder = reads.contains(.stores)
        let page = finder ? try loadStoresFile().page : StorePage(stores: [])
        var ignored: [InputWarning] = []
        let items =
            reads.contains(.bookingSearch) ? try loadBookingItemPage(unknownKeys: &ignored) : BookingItemPage(items: [])
        var inputs = ScreenInputs(
            stores: page.stores, product: finder ? try loadProduct() : nil,
            availability: finder ? try loadAvailability() : nil,
            specials: reads.contains(.specials)
                ? try specialsOptions.load(currency: currency) : Specials(canvasUnit: 16, tiles: []),
            specialsFile: specialsOptions.file, currency: currency,
            deliveryCatalog: reads.contains(.deliveryCity) ? try deliveryCityOptions.loadCatalog() : .empty,
            bookingItems: items.items, samples: samples, now: now, storesNextPageToken: page.nextPageToken)
        inputs.bookingItemsQuery = bookingItems.map { FileName.stem(of: $0) }
        inputs.bookingItemsNextPageToken = items.nextPageToken
        return inputs
    }
}
