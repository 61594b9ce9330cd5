// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "StoreFinder",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "storefinder", targets: ["storefinder"]),
        .library(name: "StoreYAML", targets: ["StoreYAML"]),
        .library(name: "StoreDomain", targets: ["StoreDomain"]),
        .library(name: "StoreLocalization", targets: ["StoreLocalization"]),
        .library(name: "StoreTheme", targets: ["StoreTheme"]),
        .library(name: "StorePresentation", targets: ["StorePresentation"]),
        .library(name: "StoreRendering", targets: ["StoreRendering"]),
        .plugin(name: "StoreFinderStringKeys", targets: ["StoreFinderStringKeys"]),
        .plugin(name: "StoreFinderLint", targets: ["StoreFinderLint"]),
        .plugin(name: "StoreFinderReview", targets: ["StoreFinderReview"]),
        .library(name: "StoreSamples", targets: ["StoreSamples"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // libyaml from the system (Debian: libyaml-dev), never a vendored copy.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "StoreYAML", dependencies: ["CLibYAML"]),
        .target(name: "StoreText"),
        .target(name: "StoreTheme", dependencies: ["StoreYAML", "StoreText", "StoreResources"]),
        .target(name: "StoreDomain", dependencies: ["StoreYAML", "StoreText"]),
        .target(
            name: "StoreLocalization",
            dependencies: ["StoreYAML", "StoreText", "StoreResources", .product(name: "Logging", package: "swift-log")]
        ),
        // Examples/, Localizations/ and Themes/ compiled in; see Scripts/embed-resources.py.
        .target(name: "StoreResources"),
        .target(name: "StoreSamples", dependencies: ["StoreDomain", "StoreResources"]),
        .target(
            name: "StoreRendering",
            dependencies: ["StorePresentation", "StoreTheme", "StoreText", "StoreLocalization"]
        ),
        .target(
            name: "StorePresentation",
            dependencies: ["StoreDomain", "StoreLocalization", "StoreTheme", "StoreText"],
            plugins: ["StoreFinderStringKeys"]
        ),
        // Typed string keys: the generator is a library with tests; the tool and plugin are thin shells.
        .target(name: "StringKeyGeneration", dependencies: ["StoreLocalization"]),
        .executableTarget(name: "storefinder-strings-gen", dependencies: ["StringKeyGeneration", "StoreLocalization", "StoreYAML"]),
        .plugin(
            name: "StoreFinderStringKeys",
            capability: .buildTool(),
            dependencies: ["storefinder-strings-gen"]
        ),
        .plugin(
            name: "StoreFinderLint",
            capability: .command(
                intent: .custom(verb: "storefinder-lint", description: "Lint the package's string tables and themes"),
                permissions: []
            ),
            dependencies: ["storefinder"]
        ),
        .plugin(
            name: "StoreFinderReview",
            capability: .command(
                intent: .custom(verb: "storefinder-review", description: "Render the review matrix into the package's Review/ folder"),
                permissions: [.writeToPackageDirectory(reason: "writes the approved review files to Review/")]
            ),
            dependencies: ["storefinder"]
        ),
        .target(
            name: "StoreReview",
            dependencies: ["StoreRendering", "StorePresentation", "StoreDomain", "StoreLocalization", "StoreTheme", "StoreSamples", "StoreYAML"]
        ),
        .executableTarget(
            name: "storefinder",
            dependencies: [
                "StoreDomain",
                "StoreLocalization",
                "StoreTheme",
                "StorePresentation",
                "StoreRendering",
                "StoreReview",
                "StoreSamples",
                "StoreText",
                "StoreYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "StoreYAMLTests", dependencies: ["StoreYAML"]),
        .testTarget(name: "StoreTextTests", dependencies: ["StoreText"]),
        .testTarget(name: "StoreThemeTests", dependencies: ["StoreTheme", "StoreResources"]),
        .testTarget(name: "StoreDomainTests", dependencies: ["StoreDomain"]),
        .testTarget(name: "StoreLocalizationTests", dependencies: ["StoreLocalization", "StoreText", "StoreResources", "StoreYAML", "StoreSamples"]),
        .testTarget(
            name: "StorePresentationTests",
            dependencies: ["StorePresentation", "StoreDomain", "StoreLocalization", "StoreTheme", "StoreSamples"]
        ),
        .testTarget(
            name: "StoreRenderingTests",
            dependencies: ["StoreRendering", "StoreReview", "StorePresentation", "StoreDomain", "StoreLocalization", "StoreTheme", "StoreText", "StoreSamples"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "StringKeyGenerationTests", dependencies: ["StringKeyGeneration", "StoreLocalization"]),
        .testTarget(name: "StoreSamplesTests", dependencies: ["StoreSamples", "StoreResources"]),
        .testTarget(name: "StoreFinderCLITests", dependencies: ["storefinder"]),
    ],
    swiftLanguageModes: [.v6]
)
