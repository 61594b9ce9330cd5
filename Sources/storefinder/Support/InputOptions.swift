import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreDomain
import StoreSamples
import StoreInput

/// The input files every command takes; each falls back to the embedded sample.
struct InputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A stores file: a JSON list, or a page object with a next-page token.", valueName: "file"))
    var stores: String?

    @Option(name: .long, help: ArgumentHelp("A product file (JSON).", valueName: "file"))
    var product: String?

    @Option(name: .long, help: ArgumentHelp("An availability file (JSON).", valueName: "file"))
    var availability: String?

    @Option(name: .long, help: ArgumentHelp("A scenario file (YAML or JSON), or the name of a sample scenario.", valueName: "file|name"))
    var scenario: String?

    func loadStores() throws(InputError) -> [Store] {
        guard let stores else { return try SampleData.stores() }
        return try InputLoader.load(StorePage.self, contentsOf: stores).stores
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

    /// The scenario from `--scenario` (a file or a sample name), or the sample called `fallback`.
    func loadScenario(default fallback: String) throws(InputError) -> Scenario {
        guard let scenario else { return try SampleData.scenario(named: fallback) }
        if FileManager.default.fileExists(atPath: scenario) {
            return try InputLoader.load(Scenario.self, contentsOf: scenario)
        }
        return try SampleData.scenario(named: scenario)
    }

    /// The scenario from a file, or the sample of that name, or every sample when none is given.
    func loadScenarios() throws(InputError) -> [Scenario] {
        guard let scenario else { return try SampleData.scenarios() }
        return [try loadScenario(default: scenario)]
    }
}
