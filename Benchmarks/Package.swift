// swift-tools-version:6.1
// Benchmarks for StoreFinder against the peers a user would otherwise pick. A nested package,
// so the product itself never depends on a benchmark peer. Run ./compare.sh.
import PackageDescription

/// Libraries of the StoreFinder package under test.
func storeFinder(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "StoreFinder") }
}

let package = Package(
    name: "StoreFinderBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "StoreFinder", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // The committed, deterministic input generator (a 10,000-key table and store sets),
        // and the list pipeline every benchmark runs over them.
        .target(
            name: "BenchmarkInputs",
            dependencies: storeFinder("StoreSeededRandom", "StoreSamples", "StoreDomain", "StoreInputFiles", "StoreLocalization", "StoreLocalizationTools",
                                      "StorePresentation", "StoreRendering", "StoreScreens", "StoreResourceCompiler", "StoreShippedYAML", "StoreTheme", "StoreThemeTools", "StoreYAML")
        ),
        // The comparisons in CPU time, ours and the peers' in one run: what compare.sh reads.
        .executableTarget(
            name: "cpu-compare",
            dependencies: [
                "BenchmarkInputs",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Mustache", package: "swift-mustache"),
            ] + storeFinder("StoreDomain", "StorePresentation")
        ),
        // An app's cold first screen: compiled tables and theme to the list's view data, once per process.
        .executableTarget(name: "cold-screen", dependencies: storeFinder("StoreFinder")),
        // Writes the inputs to files, for the CLI comparison and for inspection.
        .executableTarget(
            name: "bench-inputs",
            dependencies: ["BenchmarkInputs"] + storeFinder("StoreDomain", "StoreSamples")
        ),
        // The peer of the CLI comparison: a Swift hello world that imports Foundation and formats one date.
        .executableTarget(name: "hello-date"),
        .executableTarget(
            name: "StoreFinderBenchmarks",
            dependencies: ["BenchmarkInputs", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/StoreFinderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
