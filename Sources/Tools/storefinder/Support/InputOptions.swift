import ArgumentParser
import StoreDomain
import StoreInput
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The input files every command takes; each falls back to the embedded sample.
///
/// One group for all of them, because every command that reads inputs takes them all; the
/// delivery and Manager's Special inputs are views of it (``delivery``, ``managersSpecial``).
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
        help: ArgumentHelp(
            "The currency of the specials' prices, ISO 4217 (default: that of the locale's region).",
            valueName: "code"),
        transform: ArgumentValues.currency)
    var currency: String?

    /// `--cities` and `--zones`.
    var delivery: DeliveryOptions { DeliveryOptions(cities: cities, zones: zones) }

    /// `--specials` and `--currency`.
    var managersSpecial: SpecialsOptions { SpecialsOptions(specials: specials, currency: currency) }

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

    func loadProduct() throws(InputError) -> Product {
        guard let product else { return try SampleData.product() }
        return try InputLoader.load(Product.self, contentsOf: product)
    }

    func loadAvailability() throws(InputError) -> Availability {
        guard let availability else { return try SampleData.availability() }
        return try InputLoader.load(Availability.self, contentsOf: availability)
    }

    /// Whether the stores are the embedded samples, which the sample scenarios are written for.
    var usesSampleStores: Bool { stores == nil }

    /// Whether `--scenario` names a sample scenario rather than a file.
    var namesSampleScenario: Bool {
        scenario.map { !FileManager.default.fileExists(atPath: $0) } ?? false
    }

    /// The scenario for the list and map: `--scenario`'s (a file or a sample name); without
    /// one, the sample called `fallback` for the sample stores, or the first page of `stores`
    /// for a stores file of the user's.
    func loadScenario(default fallback: String, stores: [StoreDomain.Store]) throws(InputError) -> Scenario {
        if let scenario { return try Scenario.fileOrSample(scenario, sample: SampleData.scenario(named:)) }
        return usesSampleStores ? try SampleData.scenario(named: fallback) : SampleData.firstPageScenario(of: stores)
    }

    /// The scenarios to check or review: `--scenario`'s alone; else every sample for the sample
    /// stores; else, for the user's stores, their first page and each sample that applies to
    /// them, naming the samples skipped.
    func loadScenarios(stores: [StoreDomain.Store]) throws(InputError) -> (scenarios: [Scenario], skipped: [String]) {
        if let scenario { return ([try loadScenario(default: scenario, stores: stores)], []) }
        if usesSampleStores { return (try SampleData.scenarios(), []) }
        return try SampleData.scenarios(for: stores)
    }

    /// A hint for a scenario that does not replay: a sample scenario with the user's stores.
    var scenarioHint: String {
        usesSampleStores || (scenario != nil && !namesSampleScenario)
            ? ""
            : "\n  sample scenarios are written for the sample stores; give --scenario a file written for yours"
    }
}
