// swift-tools-version:6.1
// An app that adopts StoreFinder as a retail app team would: it links only the app-facing
// product, and the StoreFinderResources plugin compiles its string tables and theme into it,
// so it parses no YAML and links no libyaml at run time.
import PackageDescription

let package = Package(
    name: "StoreFinderExampleApp",
    platforms: [.iOS(.v18), .macOS(.v15)],
    dependencies: [
        .package(name: "StoreFinder", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "StoreFinderExampleApp",
            dependencies: [.product(name: "StoreFinder", package: "StoreFinder")],
            // The YAML is compiled by the plugin, not shipped as resources.
            exclude: ["Localizations", "Themes"],
            plugins: [.plugin(name: "StoreFinderResources", package: "StoreFinder")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
