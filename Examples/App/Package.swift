// swift-tools-version:6.1
// An app that depends on StoreFinder and keeps its own string keys typed and checked,
// through the StoreFinderStringKeys build-tool plugin.
import PackageDescription

let package = Package(
    name: "StoreFinderExampleApp",
    dependencies: [
        .package(name: "StoreFinder", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "StoreFinderExampleApp",
            dependencies: [
                .product(name: "StoreLocalization", package: "StoreFinder"),
                .product(name: "StorePresentation", package: "StoreFinder"),
                .product(name: "StoreDomain", package: "StoreFinder"),
            ],
            exclude: ["Localizations"],
            plugins: [.plugin(name: "StoreFinderStringKeys", package: "StoreFinder")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
