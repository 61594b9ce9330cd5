// swift-tools-version:6.1
// libFuzzer targets for StoreFinder's input readers. A nested package, so that no app and no
// test build links them: each target is built with `-sanitize=fuzzer`, which supplies `main`.
// Run ./run.sh (a short pass, as CI does) or ./run.sh 3600 (an hour per target).
import PackageDescription

/// Libraries of the StoreFinder package under test.
func storeFinder(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "StoreFinder") }
}

/// A fuzz target: libFuzzer's `main` is linked in, and the target's own code is instrumented.
/// The code under test is instrumented by run.sh's flags (see there for why not here).
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + dependencies,
        swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
    )
}

let package = Package(
    name: "StoreFinderFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "StoreFinder", path: ".."),
    ],
    targets: [
        // The invariants every target checks, beyond not crashing.
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"] + storeFinder("StoreFinder", "StoreYAML")),
        .target(name: "CLibFuzzer"),
        // String tables through the streaming loader, the tree replay and lint.
        fuzzTarget("fuzz-tables", storeFinder("StoreLocalization", "StoreLocalizationTools", "StoreYAML")),
        // Themes: parsing, `extends`, `{reference}` resolution, lint.
        fuzzTarget("fuzz-themes", storeFinder("StoreTheme", "StoreThemeTools", "StoreShippedYAML", "StoreYAML")),
        // Input files: stores, products, availability and scenarios, as JSON or YAML.
        fuzzTarget("fuzz-input", storeFinder("StoreInputFiles", "StoreScenarios", "StoreScreens", "StoreDomain")),
        // One message: placeholder parsing, plural choice and formatting with hostile arguments.
        fuzzTarget("fuzz-messages", storeFinder("StoreFinder")),
        // XLIFF sent back by a translation service: the XML reader, units and their arguments.
        fuzzTarget("fuzz-translations", storeFinder("StoreLocalization", "StoreLocalizationTools")),
        // A designer's token and resolver documents: the Format and Resolver modules' reader.
        fuzzTarget("fuzz-tokens", storeFinder("StoreDesignTokens", "StoreDomain", "StoreYAML")),
    ],
    swiftLanguageModes: [.v6]
)
