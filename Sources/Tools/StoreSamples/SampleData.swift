import StoreDomain
import StoreInputFiles
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The sample stores, product, availability and scenarios that ship inside the binary.
///
/// ```swift
/// let stores = try SampleData.stores()
/// let results = try SampleData.scenario(StoreFinderScenario.self, named: "results", under: SampleData.scenariosFolder, kind: "scenario")
/// ```
public enum SampleData {
    /// The embedded path of the stores file.
    public static let storesPath = "Examples/stores.json"
    /// The embedded path of the product file.
    public static let productPath = "Examples/product.json"
    /// The embedded path of the availability file.
    public static let availabilityPath = "Examples/availability.json"
    /// The embedded folder of scenarios.
    public static let scenariosFolder = "Examples/Scenarios"

    /// The bytes of the embedded file at `path`.
    private static func data(at path: String) throws(InputError) -> Data {
        guard let data = SampleFiles.files.data(at: path) else {
            throw .unreadable(file: path, message: "no such embedded file")
        }
        return data
    }

    /// Decodes the embedded file at `path`.
    public static func decode<T: Decodable>(_ type: T.Type, at path: String) throws(InputError) -> T {
        try InputLoader.decode(type, from: data(at: path), file: path)
    }

    /// The sample stores: 37 in London and Saint Petersburg.
    public static func stores() throws(InputError) -> [Store] {
        try decode(StorePage.self, at: storesPath).stores
    }

    /// The sample stores file, for checks that point into it.
    public static func storesFile() throws(InputError) -> StoresFile {
        try StoresFile.decode(data(at: storesPath), file: storesPath)
    }

    /// The sample product, discounted.
    public static func product() throws(InputError) -> Product {
        try decode(Product.self, at: productPath)
    }

    /// The sample availability, covering every stock status.
    public static func availability() throws(InputError) -> Availability {
        try decode(Availability.self, at: availabilityPath)
    }

    /// The embedded scenario file at `path`, which its errors name.
    package static func scenario<File: ScenarioFile>(
        _ type: File.Type = File.self, at path: String
    ) throws(InputError) -> File {
        try File.decode(from: data(at: path), file: path)
    }

    /// Every embedded scenario of a kind under `folder`, sorted by name.
    package static func scenarios<File: ScenarioFile>(
        _ type: File.Type, under folder: String
    ) throws(InputError) -> [File] {
        var scenarios: [File] = []
        for path in SampleFiles.files.paths(under: folder) { scenarios.append(try scenario(File.self, at: path)) }
        return scenarios.sorted { $0.name < $1.name }
    }

    /// The embedded scenario of a kind called `name` under `folder`; `kind` words the error.
    package static func scenario<File: ScenarioFile>(
        _ type: File.Type, named name: String, under folder: String, kind: String
    ) throws(InputError) -> File {
        // Scenario files are named after their scenario, so usually one file is all it takes.
        for suffix in [".yml", ".json"] {
            let path = "\(folder)/\(name)\(suffix)"
            if SampleFiles.files.text(at: path) != nil {
                let scenario = try scenario(File.self, at: path)
                if scenario.name == name { return scenario }
            }
        }
        // NB: the one lookup that reads every sample, so that the error names them all.
        let scenarios = try scenarios(File.self, under: folder)
        guard let scenario = scenarios.first(where: { $0.name == name }) else {
            let names = scenarios.map(\.name).joined(separator: ", ")
            throw .unreadable(file: folder, message: "no sample \(kind) named \"\(name)\"; the samples are \(names)")
        }
        return scenario
    }
}
